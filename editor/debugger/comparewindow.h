// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/compare.h"

#include <QImage>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QGraphicsView;
class QLabel;
class QSlider;

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {
class BoardDocument;
class BoardScene;
class BoardView;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class HighlightItem;
class RobotsItem;

// Compare rulings (sim::compareRulings) as two synchronised boards: one scenario played once under
// each of two rulings (the comparison keeps both replays), both shown at the end of the same
// phase, scrolled together, starting at the first phase where they part with the robots that
// differ marked on both boards.
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    // Plays `scenario` under both variants; false (and *error) when a ruling cannot play it.
    bool setComparison(const model::Scenario &scenario, const std::array<sim::RulingVariant, 2> &variants, QString *error = nullptr);

    const sim::Comparison &comparison() const { return m_cmp; }
    // The phases both boards step through together (the end of each phase, in play order).
    const std::vector<sim::Moment> &moments() const { return m_moments; }
    int moment() const { return m_moment; }
    void setMoment(int index);
    // The index of the first differing moment, -1 when the rulings agree throughout.
    int firstDifference() const { return m_first; }
    // Each board's position on its ruling's replay.
    editor::Timeline *side(int i) const { return m_sides[static_cast<std::size_t>(i)].timeline; }
    QGraphicsView *view(int i) const;
    // The cells marked on both boards (where the differing robots stand in either ruling).
    const std::vector<model::Point> &markedCells() const { return m_marked; }
    // Both boards side by side, as shown.
    QImage image();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Side {
        editor::Timeline *timeline = nullptr;
        editor::BoardScene *scene = nullptr;
        editor::BoardView *view = nullptr;
        HighlightItem *under = nullptr;
        HighlightItem *over = nullptr;
        RobotsItem *robots = nullptr;
        QLabel *title = nullptr;
        std::vector<int> positions; // timeline position for each moment
    };
    void buildSide(Side &s);
    void fitViews();
    void updateDifference();

    std::unique_ptr<render::BoardRenderer> m_renderer;
    editor::BoardDocument *m_course; // both rulings play the same course
    std::array<Side, 2> m_sides{};
    sim::Comparison m_cmp;
    std::vector<sim::Moment> m_moments;
    std::vector<model::Point> m_marked;
    int m_moment = 0;
    int m_first = -1;
    QSlider *m_slider = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_difference = nullptr;
};

} // namespace rf::debugger
