// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/filedialogfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

namespace rf::editor {

namespace {
const QString kLastFolderKey = QStringLiteral("fileDialogs/lastFolder");
}

QString dialogFolder(const QString &documentPath)
{
    if (!documentPath.isEmpty()) {
        const QFileInfo doc(documentPath);
        if (doc.absoluteDir().exists())
            return doc.absolutePath();
    }
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QDir::homePath();
}

QString dialogPath(const QString &documentPath, const QString &fileName)
{
    return QDir(dialogFolder(documentPath)).filePath(fileName);
}

void rememberDialogFolder(const QString &chosenPath)
{
    if (!chosenPath.isEmpty())
        QSettings().setValue(kLastFolderKey, QFileInfo(chosenPath).absolutePath());
}

QString withFilterSuffix(const QString &path, const QString &filter)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    // The first "*.ext" of the filter; "*" (any file) adds nothing.
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    const auto match = pattern.match(filter);
    return match.hasMatch() ? path + QLatin1Char('.') + match.captured(1) : path;
}

} // namespace rf::editor
