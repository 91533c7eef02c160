// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QWidget;

namespace rf::editor {
class ScenarioDocument;
}

namespace rf::debugger {

class CompareWindow;

// Tools > Compare Rulings: the scenario under two rulings in a window of its own that follows
// the document's edits; what the window asks of the debugger (a rule, a program to fix, the
// ruling to export) is passed on as signals.
class ComparisonController : public QObject {
    Q_OBJECT
public:
    ComparisonController(editor::ScenarioDocument *doc, QWidget *window);

    // The scenario under its ruleset and the first other one; *error when these rulings cannot
    // be compared (the window says so too).
    CompareWindow *open(QString *error = nullptr);
    // The window opened last, while it is open.
    CompareWindow *current() const { return m_window.data(); }

signals:
    void exportRulingRequested(CompareWindow *from);
    void editProgramRequested(const QString &robot, int reg);
    void ruleRequested(const QString &reference);
    void statusMessage(const QString &text, int timeout);

private:
    editor::ScenarioDocument *m_doc;
    QWidget *m_parent;
    QPointer<CompareWindow> m_window;
};

} // namespace rf::debugger
