// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"

#include "words/language.h"

#include <QApplication>
#include <QCommandLineParser>

namespace rf::editor {

StartOptions parseCommandLine(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Board and scenario editor for RoboRally-style factory race games"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"), QApplication::translate("main", "User interface language (en, es, fr, de)."), QStringLiteral("code"));
    parser.addOption(lang);
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Boards, courses or scenarios to open."), QStringLiteral("[files...]"));
    parser.process(app);
    return {parser.value(lang), parser.positionalArguments()};
}

QString installTranslation(QApplication &app, const QString &language)
{
    return words::installTranslation(&app, language);
}

} // namespace rf::editor
