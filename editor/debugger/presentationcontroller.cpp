// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/presentationcontroller.h"

#include "debugger/presentationview.h"
#include "document/timeline.h"
#include "rules/boardindex.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QAction>
#include <QMenu>
#include <QSettings>

#include <optional>

namespace rf::debugger {

PresentationController::PresentationController(editor::ScenarioDocument *doc, editor::Timeline *timeline,
                                               editor::BoardScene *scene, editor::BoardView *view,
                                               DebugController *controller, QWidget *window)
    : QObject(window), m_doc(doc), m_timeline(timeline), m_scene(scene), m_view(view), m_controller(controller),
      m_window(window)
{
}

void PresentationController::addActions(QMenu *view)
{
    QAction *present = view->addAction(tr("&Presentation Mode"), this, &PresentationController::present);
    present->setObjectName(QStringLiteral("presentationAction"));
    present->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    present->setShortcutContext(Qt::WindowShortcut);
    present->setStatusTip(tr("Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type"));
    m_followAction = view->addAction(tr("F&ollow the Action"));
    m_followAction->setObjectName(QStringLiteral("followAction"));
    m_followAction->setCheckable(true);
    m_followAction->setStatusTip(tr("While stepping, scroll so the acting robot or board element stays in view"));
    m_followAction->setChecked(QSettings().value(QStringLiteral("debugger/follow"), true).toBool());
    connect(m_followAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("debugger/follow"), on);
        if (on)
            followPosition();
    });
}

PresentationView *PresentationController::present()
{
    auto *p = new PresentationView(m_doc, m_scene, m_timeline, m_controller, m_window);
    p->showFullScreen();
    return p;
}

// What the substep acts on: the robots it changes (where they come from and go to), the squares
// it highlights and the robot whose card it plays. The focus is the robot it is about.
void PresentationController::followPosition()
{
    const game::Event *e = m_timeline->currentEvent();
    const rules::BoardIndex *board = m_timeline->board();
    if (!m_followAction || !m_followAction->isChecked() || !e || !board)
        return;
    QRectF area;
    std::optional<QPointF> focus;
    auto add = [&](model::Point p, bool isFocus) {
        if (!board->contains(p))
            return;
        const QRectF r = editor::cellSceneRect(p);
        area = area.isNull() ? r : area.united(r);
        if (isFocus && !focus)
            focus = r.center();
    };
    const auto &robots = m_timeline->state().robots;
    if (e->actor >= 0 && static_cast<std::size_t>(e->actor) < robots.size())
        add(robots[static_cast<std::size_t>(e->actor)].pos, true);
    for (const game::RobotChange &c : e->changes) {
        add(c.toPos, true);
        add(c.fromPos, false);
    }
    for (const model::Point c : e->cells)
        add(c, false);
    if (!area.isNull())
        m_view->keepInView(area, focus.value_or(area.center()));
}

} // namespace rf::debugger
