// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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
    QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto *ours = new QTranslator(&app);
    // A language without a translation (or the C locale) gets English, which holds the plural
    // forms: without it the status bar reads "0 error(s)".
    if (!ours->load(locale, QStringLiteral("rallyforge"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        locale = QLocale(QLocale::English);
        if (!ours->load(locale, QStringLiteral("rallyforge"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            delete ours;
            return {};
        }
    }
    QApplication::installTranslator(ours);
    // Qt's own strings (standard dialogs), when the system has them.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name().section(QLatin1Char('_'), 0, 0);
}

} // namespace rf::editor
