// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/breakpointspanel.h"

#include "models/breakpointmodel.h"
#include "words/tracetexts.h"

#include <QHBoxLayout>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace rf::debugger {

BreakpointsPanel::BreakpointsPanel(editor::BreakpointModel *model, std::function<int()> robot,
                                   std::function<model::Point()> cell, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QListView)
{
    auto *layout = new QVBoxLayout(this);
    m_view->setModel(model);
    layout->addWidget(m_view);
    auto *addButton = new QToolButton;
    addButton->setText(tr("Add"));
    addButton->setPopupMode(QToolButton::InstantPopup);
    auto *addMenu = new QMenu(addButton);
    QMenu *kinds = addMenu->addMenu(tr("On Substep Kind"));
    for (int k = 0; k < game::kEventKindCount; ++k) {
        const auto kind = static_cast<game::EventKind>(k);
        kinds->addAction(words::eventKindTitle(kind), this, [this, kind] {
            m_model->add(editor::Breakpoint{editor::Breakpoint::Type::SubstepKind, kind});
        });
    }
    auto robotBreakpoint = [this, robot, cell](editor::Breakpoint::Type t) {
        editor::Breakpoint b;
        b.type = t;
        b.robot = robot();
        if (t == editor::Breakpoint::Type::CellEntered) {
            b.robot = -1;
            b.cell = cell();
        }
        m_model->add(b);
    };
    addMenu->addAction(tr("When the Selected Robot Is Damaged"), this,
                       [robotBreakpoint] { robotBreakpoint(editor::Breakpoint::Type::RobotDamaged); });
    addMenu->addAction(tr("When the Selected Robot Is Destroyed"), this,
                       [robotBreakpoint] { robotBreakpoint(editor::Breakpoint::Type::RobotDestroyed); });
    addMenu->addAction(tr("When the Selected Robot Moves"), this,
                       [robotBreakpoint] { robotBreakpoint(editor::Breakpoint::Type::RobotMoved); });
    addMenu->addAction(tr("When a Robot Enters the Cell X,Y of the Robot Panel"), this,
                       [robotBreakpoint] { robotBreakpoint(editor::Breakpoint::Type::CellEntered); });
    addMenu->addSeparator();
    QAction *decisions = addMenu->addAction(tr("At Decision Points (Any Robot)"), this, [this] {
        m_model->add(editor::Breakpoint{.type = editor::Breakpoint::Type::DecisionPoint});
    });
    decisions->setObjectName(QStringLiteral("addDecisionPoint"));
    addMenu->addAction(tr("At Decision Points of the Selected Robot"), this,
                       [robotBreakpoint] { robotBreakpoint(editor::Breakpoint::Type::DecisionPoint); });
    addButton->setMenu(addMenu);
    auto *remove = new QPushButton(tr("Remove"));
    connect(remove, &QPushButton::clicked, this, [this] { m_model->remove(m_view->currentIndex().row()); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(addButton);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
}

} // namespace rf::debugger
