// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/compare.h"

#include <QImage>
#include <QWidget>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class QGraphicsView;
class QLabel;
class QPushButton;
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

class CompareReasons;
class HighlightItem;
class RobotsItem;
class RulingChooser;

// Compare rulings (sim::compareRulings, as `rallyforge-cli compare`) as two synchronised boards:
// one scenario played once under each of two rulings (the comparison keeps both replays), both
// shown at the end of the same phase, scrolled together, starting at the first phase where they
// part with the robots that differ marked on both boards. Above each board the user chooses its
// ruleset and rule options; a change plays the comparison again. When a ruling cannot play the
// scenario (a program that is not legal in that edition) the window says why and offers to edit
// the program, and stays open.
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    // Plays `scenario` under both rulings (shown in the side choosers). False (and *error, also
    // shown in the window) only when they cannot be compared at all: a ruleset or an option that
    // does not exist. A ruling that cannot play the scenario is shown, not a failure.
    bool setComparison(const model::Scenario &scenario, const std::array<sim::RulingVariant, 2> &variants,
                       QString *error = nullptr);
    // The scenario changed (an edit in the debugger): compared again under the same rulings.
    void setScenario(const model::Scenario &scenario);

    const std::array<sim::RulingVariant, 2> &rulings() const { return m_rulings; }
    RulingChooser *chooser(int i) const { return m_sides[static_cast<std::size_t>(i)].chooser; }
    const sim::Comparison &comparison() const { return m_cmp; }
    // Why the rulings are not compared (a ruling cannot play the scenario); empty when they are.
    const QString &problem() const { return m_problem; }
    // The phases both boards step through together (the end of each phase, in play order).
    const std::vector<sim::Moment> &moments() const { return m_moments; }
    int moment() const { return m_moment; }
    void setMoment(int index);
    // The index of the first differing moment, -1 when the rulings agree throughout.
    int firstDifference() const { return m_first; }
    // Each board's position on its ruling's replay (no replay for a ruling that cannot play).
    editor::Timeline *side(int i) const { return m_sides[static_cast<std::size_t>(i)].timeline; }
    QGraphicsView *view(int i) const;
    // The cells marked on both boards (where the differing robots stand in either ruling).
    const std::vector<model::Point> &markedCells() const { return m_marked; }
    // Both boards side by side, as shown.
    QImage image();

signals:
    // "Edit Program" on a problem: robot `robot` (its name) needs another program, `reg` the
    // first register named (0: none).
    void editProgramRequested(const QString &robot, int reg);
    // "Play the Same Programs": `scenario` is the compared one with the programs of one ruling
    // written in for every robot the seed dealt; the debugger makes it an undoable edit.
    void samePrograms(const model::Scenario &scenario);
    // A rule link of the reasons: the rule's anchor.
    void ruleRequested(const QString &anchor);
    // "Export Ruling..." (Ctrl+E): the report of this comparison (rulings()).
    void exportRulingRequested();

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
        RulingChooser *chooser = nullptr;
        std::vector<int> positions; // timeline position for each moment
    };
    void buildSide(Side &s, int index);
    QWidget *buildProblemBanner();
    bool compare(QString *error = nullptr);
    void showComparison(sim::Comparison cmp);
    void collectMoments();
    // What keeps a ruling from playing the scenario, which the fix button names.
    enum class Blocker : std::uint8_t { Program, Options, Upgrades };
    void showProblem(const QString &text, const std::string &robot, int reg, Blocker blocker = Blocker::Program);
    void playSamePrograms();
    void updateProblem();
    void fitViews();
    void updateDifference();

    std::unique_ptr<render::BoardRenderer> m_renderer;
    editor::BoardDocument *m_course; // both rulings play the same course
    std::array<Side, 2> m_sides{};
    model::Scenario m_scenario;
    std::array<sim::RulingVariant, 2> m_rulings{};
    sim::Comparison m_cmp;
    std::vector<sim::Moment> m_moments;
    std::vector<model::Point> m_marked;
    int m_moment = 0;
    int m_first = -1;
    QString m_problem;
    std::string m_problemRobot;
    int m_problemRegister = 0;
    QSlider *m_slider = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_translated = nullptr; // what carrying the scenario to another edition changed
    void showTranslations(const sim::Comparison &cmp);
    QLabel *m_difference = nullptr;
    QWidget *m_banner = nullptr;
    QLabel *m_problemText = nullptr;
    QPushButton *m_editProgram = nullptr;
    CompareReasons *m_reasons = nullptr;

public:
    CompareReasons *reasons() const { return m_reasons; }
};

} // namespace rf::debugger
