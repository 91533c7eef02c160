// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QTextBrowser;

namespace rf::debugger {

// The players' rulebooks (docs/rules/<book>.md, one per edition, compiled in) in a window of
// their own: a rule link of the trace opens it at the rule, in the book of the edition played;
// the box above switches books, and the search field finds words (Enter, F3: the next place).
// The text is English; in another language the window says so.
class RulesViewer : public QDialog {
    Q_OBJECT
public:
    explicit RulesViewer(QWidget *parent = nullptr);
    // Shows the window at the rule `reference` ("edition-2016/rule-walls"): its book, scrolled to
    // the rule, the rule marked. A reference to no rule shows its book (if any) from the top.
    void showRule(const QString &reference);
    // Shows `book` ("classic") from its start.
    void showBook(const QString &book);
    QString currentBook() const { return m_book; }
    QString currentAnchor() const { return m_anchor; }
    QTextBrowser *browser() const { return m_browser; }
    QComboBox *bookBox() const { return m_books; }

private:
    void setBook(const QString &book);
    void find(bool fromStart);
    QComboBox *m_books;
    QTextBrowser *m_browser;
    QLineEdit *m_search;
    QLabel *m_notFound;
    QString m_book;
    QString m_anchor;
};

} // namespace rf::debugger
