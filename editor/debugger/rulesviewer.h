// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace rf::debugger {

// The rules the simulator plays (docs/rules.md, compiled in) in a window of their own: a rule
// link of the trace opens it at the rule, and the search field finds words (Enter, F3: the next
// place). The text is English; in another language the window says so.
class RulesViewer : public QDialog {
    Q_OBJECT
public:
    explicit RulesViewer(QWidget *parent = nullptr);
    // Shows the window scrolled to the rule `anchor` ("rule-walls"), the rule marked.
    void showRule(const QString &anchor);
    QString currentAnchor() const { return m_anchor; }
    QTextBrowser *browser() const { return m_browser; }

private:
    void find(bool fromStart);
    QTextBrowser *m_browser;
    QLineEdit *m_search;
    QLabel *m_notFound;
    QString m_anchor;
};

} // namespace rf::debugger
