// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/shippedboards.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace rf::cli {

QString shippedBoardsDir()
{
    const QStringList candidates{
        QStringLiteral(RF_SOURCE_BOARDS_DIR),
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/rallyforge/boards")),
    };
    for (const QString &dir : candidates)
        if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("demo.rfboard"))))
            return QDir::cleanPath(dir);
    return {};
}

} // namespace rf::cli
