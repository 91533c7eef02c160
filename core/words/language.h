// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QObject;
class QTranslator;

// The languages RallyForge speaks: its translations are compiled into rf_words (":/i18n"),
// Qt's own come from the system when it has them.
namespace rf::words {

// The codes of the languages translated ("de", "en", "es", "fr").
QStringList languages();

// Installs RallyForge's translation for `language` ("de"; empty for the system's locale) and Qt's
// own for it, owned by `owner`, and makes its locale the default (numbers, dates). A language without a translation
// gets English, which holds the plural forms ("0 error(s)" otherwise). Returns the language installed, empty when none
// could be loaded.
QString installTranslation(QObject *owner, const QString &language);

// While it lives, `language` is spoken first (a ruling exported in another language than the
// session's); nothing is installed for an empty language.
class LanguageScope {
public:
    explicit LanguageScope(const QString &language);
    ~LanguageScope();
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;
    // The language installed, empty when none (or none was asked for).
    QString language() const { return m_language; }

private:
    std::unique_ptr<QTranslator> m_ours;
    std::unique_ptr<QTranslator> m_qt;
    QString m_language;
};

} // namespace rf::words
