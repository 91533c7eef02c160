// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardindex.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "game/state.h"

#include <span>
#include <vector>

namespace rf::rules {

using game::Code;
using game::DestroyCause;

// Scratch buffers reused across substeps so the hot path does not allocate.
struct Scratch {
    struct Mover {
        int robot = -1;
        Point from{};
        Point to{};
        Direction dir = Direction::North;
        bool active = true;
    };
    std::vector<Mover> movers;
    std::vector<int> chain;
    std::vector<int> pendingDamage;
    std::vector<Point> points;    // robot positions (renegade antenna order)
    struct Target {
        Point pos{};
        int robot = -1;
    };
    std::vector<Target> targets;  // robots a robot laser can hit, compact for the volley
    std::vector<int> laserFirst;  // per board laser: first path position holding a robot
    std::vector<model::Card> keep, hand; // dealing
};

// The shared mechanics of every ruleset, acting on one game state. An Engine is a short-lived
// view (a few references) made for each substep; the state it changes is game::GameState.
class Engine {
public:
    Engine(const BoardIndex &board, game::GameState &state, const RuleOptions &options, const Ruleset &rules,
           const std::vector<std::vector<model::TurnPlan>> &plans, Scratch &scratch, game::Event *event);

    const BoardIndex &board() const { return m_board; }
    game::GameState &state() { return m_st; }
    const RuleOptions &options() const { return m_opt; }
    const Ruleset &rules() const { return m_rules; }
    Scratch &scratch() { return m_scratch; }
    int turn() const { return m_st.cursor.turn; }
    int reg() const { return m_st.cursor.reg; }
    game::RobotState &robot(int i) { return m_st.robots[static_cast<std::size_t>(i)]; }
    int robotCount() const { return static_cast<int>(m_st.robots.size()); }
    bool inPlay(int i) const { const auto &r = m_st.robots[static_cast<std::size_t>(i)]; return !r.destroyed && !r.eliminated; }
    // The scenario's plan for robot i in the current turn, or nullptr.
    const model::TurnPlan *plan(int i) const;

    // Trace helpers: do nothing when no event is being recorded.
    bool recording() const { return m_ev != nullptr; }
    void note(Code c, int robot = -1, int other = -1, Point cell = {-1, -1}, Direction dir = Direction::North, int value = 0, model::ElementId element = model::kNoId);
    void noteCard(Code c, int robot, const model::Card &card, int value = 0);
    void highlight(Point cell) { if (m_ev) m_ev->cells.push_back(cell); }
    void highlightElement(model::ElementId id) { if (m_ev) m_ev->elements.push_back(id); }
    void noteHand(int robot, std::span<const model::Card> cards)
    {
        if (m_ev)
            m_ev->hands.push_back(game::DealtHand{robot, {cards.begin(), cards.end()}});
    }

    // Occupancy: robots in play on a cell.
    // Inline: the laser and movement loops ask this for every square they cross.
    int countAt(Point p) const
    {
        return m_board.contains(p) ? m_st.occupancy[static_cast<std::size_t>(m_board.indexOf(p))] : 0;
    }
    // The robot in play on `p` that blocks robot `self` (virtual robots neither block nor are
    // blocked by others), or -1.
    int obstacleAt(Point p, int self) const
    {
        if (countAt(p) == 0 || (self >= 0 && m_st.robots[static_cast<std::size_t>(self)].isVirtual))
            return -1;
        for (std::size_t i = 0; i < m_st.robots.size(); ++i) {
            const auto &r = m_st.robots[i];
            if (static_cast<int>(i) != self && !r.destroyed && !r.eliminated && !r.isVirtual && r.pos == p)
                return static_cast<int>(i);
        }
        return -1;
    }
    void placeRobot(int i, Point p);   // puts a robot (back) in play on p
    void removeRobot(int i);           // takes it off the grid (destroyed)
    void relocate(int i, Point to);    // moves it, keeping occupancy right

    void damage(int i, int amount, Code why, bool immediate = true) { m_rules.damage(*this, i, amount, why, immediate); }
    void destroy(int i, DestroyCause cause, Code why) { m_rules.destroy(*this, i, cause, why); }
    // Destroys robots with 10 or more damage (after simultaneous damage).
    void settleDamage();

    // Phase E: robot i on checkpoint `cp` takes it when it is the next one in order (and wins
    // with the last one); a later one does not count.
    void touchCheckpoint(int i, int cp);

    bool trapDoorActive(Point p) const;
    bool flamerActive(Point p) const;

    // --- Phase B: one robot's card. ---
    void executeCard(int i);

    // --- Phase C substeps. ---
    // expressOnly: express belts only; normalOnly: normal belts only (renegade green belts).
    void beltSubstep(bool expressOnly, bool normalOnly = false);
    void currentSubstep();
    void pusherSubstep();
    void gearSubstep();
    void crusherSubstep();

    // --- Phase D. ---
    void laserVolley();
    void floorDamage();

    // --- Reveal (A). ---
    void reveal();

    // Draws the top card of the draw pile (refilled from the deck if empty).
    model::Card drawCard();
    // Draws an option card for robot i.
    void drawOptionCard(int i);

    enum class StepResult { Moved, Blocked, Destroyed, Repelled };
    // Moves robot i one square towards d, pushing any chain of robots in front (RULES.md 3).
    // `cardValue` > 0 when the move is part of a card (repulsors push back that far);
    // `cardMove` enables the card-only effects (flamers on entry, portals for the mover).
    StepResult pushStep(int i, Direction d, int cardValue, bool cardMove);

private:
    void enterCell(int i, Point from, Direction d, bool cardMove);
    void oilSlide(int i, Direction d, int depth);
    void simultaneousMove(std::vector<Scratch::Mover> &movers, Code carried, bool rotateOnBelts);

    const BoardIndex &m_board;
    game::GameState &m_st;
    const RuleOptions &m_opt;
    const Ruleset &m_rules;
    const std::vector<std::vector<model::TurnPlan>> &m_plans;
    Scratch &m_scratch;
    game::Event *m_ev;
};

} // namespace rf::rules
