// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"

#include <QColor>
#include <QGraphicsItem>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace rf::editor {

class HeatLegendItem;

// A heat map of a course analysis over the board (the editor's canvas and the debugger's):
// deaths (red) or visits (blue), scaled to the busiest cell, with a legend beside the board
// (right of it, covering no square) that keeps its size on screen whatever the zoom and names
// the skill of the robots that played.
class HeatMapItem : public QGraphicsItem {
public:
    enum class Kind { Deaths, Visits };
    explicit HeatMapItem(QGraphicsItem *parent = nullptr);
    void setResult(const analysis::AnalysisResult &result, Kind kind, analysis::Skill skill);
    void clear();
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The colour of a cell with `count` out of the busiest cell's `max` (count >= 1).
    static QColor colour(Kind kind, std::int64_t count, std::int64_t max);
    // The legend's lines (title, what played, the scale's ends), for tests and tooltips.
    QStringList legendLines() const;
    const QGraphicsItem *legend() const;
    Kind kind() const { return m_kind; }
    std::int64_t maxCount() const { return m_max; } // the busiest square's count

private:
    std::vector<std::int64_t> m_cells;
    int m_width = 0;
    int m_height = 0;
    Kind m_kind = Kind::Deaths;
    std::int64_t m_max = 0;
    int m_games = 0;
    analysis::Skill m_skill = analysis::Skill::Random;
    HeatLegendItem *m_legend = nullptr;
};

} // namespace rf::editor
