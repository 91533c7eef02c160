// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace rf::editor {

struct StartOptions {
    QString language; // empty = system locale
    QStringList files;
};

// Parses the editor's command line (--lang, files); exits with usage on errors or --help.
StartOptions parseCommandLine(const QApplication &app);

// Installs the translation for `language` (or the system locale when empty) from the
// resources. Returns the language actually loaded, or an empty string for English.
QString installTranslation(QApplication &app, const QString &language);

} // namespace rf::editor
