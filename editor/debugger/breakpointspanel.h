// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QWidget>

#include <functional>

class QListView;

namespace rf::editor {
class BreakpointModel;
}

namespace rf::debugger {

// The breakpoints: a checkable list, an Add menu (a substep kind, the selected robot damaged,
// destroyed or moving, a robot entering a square) and Remove.
class BreakpointsPanel : public QWidget {
    Q_OBJECT
public:
    // `robot` and `cell` give the robot and the square selected in the robot panel.
    BreakpointsPanel(editor::BreakpointModel *model, std::function<int()> robot, std::function<model::Point()> cell,
                     QWidget *parent = nullptr);
    QListView *view() const { return m_view; }

private:
    editor::BreakpointModel *m_model;
    QListView *m_view;
};

} // namespace rf::debugger
