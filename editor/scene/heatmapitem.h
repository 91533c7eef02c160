// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/analysis.h"

#include <QGraphicsItem>

#include <cstdint>
#include <vector>

namespace rf::editor {

// A heat map of a course analysis over the board (the editor's canvas and the debugger's):
// deaths (red) or visits (blue), scaled to the busiest cell.
class HeatMapItem : public QGraphicsItem {
public:
    enum class Kind { Deaths, Visits };
    explicit HeatMapItem(QGraphicsItem *parent = nullptr);
    void setResult(const sim::AnalysisResult &result, Kind kind);
    void clear();
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<std::int64_t> m_cells;
    int m_width = 0;
    int m_height = 0;
    Kind m_kind = Kind::Deaths;
};

} // namespace rf::editor
