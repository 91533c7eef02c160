// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the debugger's decision-point tests share: a scenario opened in a shown window with an
// "At Decision Points (Any Robot)" breakpoint, and the texts of the Decisions panel's offers.
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/decisionspanel.h"
#include "models/breakpointmodel.h"

#include <QAction>
#include <QPushButton>
#include <QTest>

namespace rf::debuggertest {

// The offers' buttons ("decision0"...), not those of the recorded decisions below them.
inline QStringList offerTexts(debugger::DebuggerWindow &w)
{
    QStringList texts;
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->objectName().startsWith(QLatin1String("decision")))
            texts << button->text();
    return texts;
}

// Opens `file` in a shown, active window with an "At Decision Points (Any Robot)" breakpoint.
inline bool openWithDecisionPoints(debugger::DebuggerWindow &w, const QString &file)
{
    QString error;
    if (!w.openScenario(file, &error)) {
        qWarning() << error;
        return false;
    }
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        return false;
    auto *add = w.findChild<QAction *>(QStringLiteral("addDecisionPoint"));
    if (!add)
        return false;
    add->trigger();
    return w.controller()->breakpoints()->rowCount() == 1;
}

} // namespace rf::debuggertest
