// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <optional>

namespace rf::words {

namespace {

const QString kFolder = QStringLiteral(":/i18n");

// Loads RallyForge's translation for `locale`, falling back to English; the locale loaded.
std::optional<QLocale> loadOurs(QTranslator &t, QLocale locale)
{
    if (t.load(locale, QStringLiteral("rallyforge"), QStringLiteral("_"), kFolder))
        return locale;
    locale = QLocale(QLocale::English);
    if (t.load(locale, QStringLiteral("rallyforge"), QStringLiteral("_"), kFolder))
        return locale;
    return std::nullopt;
}

bool loadQt(QTranslator &t, const QLocale &locale)
{
    return t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

QString code(const QLocale &locale)
{
    return locale.name().section(QLatin1Char('_'), 0, 0);
}

} // namespace

QStringList languages()
{
    QStringList out;
    for (const QString &f : QDir(kFolder).entryList({QStringLiteral("rallyforge_*.qm")}, QDir::Files, QDir::Name))
        out << f.section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0);
    return out;
}

QString installTranslation(QObject *owner, const QString &language)
{
    auto *ours = new QTranslator(owner);
    const auto locale = loadOurs(*ours, language.isEmpty() ? QLocale::system() : QLocale(language));
    if (!locale) {
        delete ours;
        return {};
    }
    QCoreApplication::installTranslator(ours);
    // Numbers, dates and lengths as the language writes them ("21,0 mm"): spin boxes and
    // QLocale() follow the default locale.
    QLocale::setDefault(*locale);
    auto *qt = new QTranslator(owner);
    if (loadQt(*qt, *locale))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return code(*locale);
}

LanguageScope::LanguageScope(const QString &language)
{
    if (language.isEmpty())
        return;
    auto ours = std::make_unique<QTranslator>();
    const auto locale = loadOurs(*ours, QLocale(language));
    if (!locale)
        return;
    QCoreApplication::installTranslator(ours.get());
    m_ours = std::move(ours);
    auto qt = std::make_unique<QTranslator>();
    if (loadQt(*qt, *locale)) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    m_language = code(*locale);
}

LanguageScope::~LanguageScope()
{
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    if (m_ours)
        QCoreApplication::removeTranslator(m_ours.get());
}

} // namespace rf::words
