// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/analysiscontroller.h"

#include "debugger/analysisdialog.h"
#include "debugger/scenariomenu.h"
#include "document/scenariodocument.h"
#include "scene/boardview.h"
#include "scene/heatmapitem.h"
#include "widgets/showbeside.h"

#include <QMenu>

namespace rf::debugger {

AnalysisController::AnalysisController(editor::ScenarioDocument *doc, editor::HeatMapItem *heat, editor::BoardView *view,
                                       QWidget *window)
    : QObject(window), m_doc(doc), m_heat(heat), m_view(view), m_window(window)
{
    // Another scenario: the figures were of the old one.
    connect(m_doc, &editor::ScenarioDocument::documentReset, this, &AnalysisController::clear);
}

void AnalysisController::addHeatMapActions(QMenu *tools)
{
    tools->addAction(tr("Heat Map of &Deaths"), this, [this] { showHeat(static_cast<int>(editor::HeatMapItem::Kind::Deaths)); });
    tools->addAction(tr("Heat Map of &Visits"), this, [this] { showHeat(static_cast<int>(editor::HeatMapItem::Kind::Visits)); });
    tools->addAction(tr("&Hide Heat Map"), this, [this] { m_heat->clear(); });
}

void AnalysisController::showHeat(int kind)
{
    if (m_result)
        m_heat->setResult(*m_result, static_cast<editor::HeatMapItem::Kind>(kind), m_skill);
}

void AnalysisController::clear()
{
    m_heat->clear();
    m_result.reset();
}

void AnalysisController::run()
{
    auto *dialog = new AnalysisDialog(m_doc->scenario().course, m_doc->scenario().ruleset, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AnalysisDialog::resultReady, this,
            [this](const analysis::AnalysisResult &r, analysis::Skill skill) {
                m_result = r;
                m_skill = skill;
                m_heat->setResult(r, editor::HeatMapItem::Kind::Deaths, skill);
            });
    // Beside this window, owned by the editor's window (this one may close first).
    connect(dialog, &AnalysisDialog::replayReady, this,
            [this](const model::Scenario &sc) { openAnalysisGame(m_window->parentWidget() ? m_window->parentWidget() : m_window, sc); });
    editor::showBeside(dialog, m_view);
}

} // namespace rf::debugger
