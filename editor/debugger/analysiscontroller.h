// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"

#include <QObject>

#include <optional>

class QMenu;
class QWidget;

namespace rf::editor {
class BoardView;
class HeatMapItem;
class ScenarioDocument;
} // namespace rf::editor

namespace rf::debugger {

// Tools > Course Analysis and the heat maps it leaves on the debugger's board; the result is
// dropped when another scenario is shown.
class AnalysisController : public QObject {
    Q_OBJECT
public:
    AnalysisController(editor::ScenarioDocument *doc, editor::HeatMapItem *heat, editor::BoardView *view, QWidget *window);

    void addHeatMapActions(QMenu *tools);
    void run();
    void clear();

private:
    void showHeat(int kind);

    editor::ScenarioDocument *m_doc;
    editor::HeatMapItem *m_heat;
    editor::BoardView *m_view;
    QWidget *m_window;
    std::optional<analysis::AnalysisResult> m_result;
    analysis::Skill m_skill = analysis::Skill::Random;
};

} // namespace rf::debugger
