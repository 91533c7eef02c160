// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/boardindex.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "rules/scratch.h"
#include "game/state.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace rf::rules {

using game::Code;
using game::DestroyCause;

// A choice a player could make before the next substep (the debugger's decision points).
struct DecisionOffer {
    int robot = -1;
    model::Decision decision{};
    friend bool operator==(const DecisionOffer &, const DecisionOffer &) = default;
};
// The substep at which a decision acts (its "when" of RULES.md 8.2), and an order on moments:
// a moment comes before another when its key is smaller.
game::Stage decisionStage(const model::Decision &d);
int momentKey(int turn, int reg, game::Stage stage);
// What a decision's trace note (decision-taken, decision-void) carries in Note::detail: the
// option or upgrade it names, -1 for none. Matching a note to its decision relies on it.
int decisionDetail(const model::Decision &d);

// Whether robot `r` holds option `id`: the one test every option effect goes through.
bool holdsOption(const game::RobotState &r, model::OptionId id);

// The shared mechanics of every ruleset, acting on one game state. An Engine is a short-lived
// view (a few references) made for each substep; the state it changes is game::GameState.
class Engine {
public:
    // Inline: the simulator makes one for every substep.
    Engine(const BoardIndex &board, game::GameState &state, const RuleOptions &options, const Ruleset &rules,
           const std::vector<std::vector<model::TurnPlan>> &plans, Scratch &scratch, game::Event *event, bool decisions)
        : m_board(board)
        , m_st(state)
        , m_robots(state.robots)
        , m_opt(options)
        , m_rules(rules)
        , m_plans(plans)
        , m_scratch(scratch)
        , m_ev(event)
        , m_decisions(decisions)
    {}

    const BoardIndex &board() const { return m_board; }
    game::GameState &state() { return m_st; }
    const game::GameState &state() const { return m_st; }
    const RuleOptions &options() const { return m_opt; }
    const Ruleset &rules() const { return m_rules; }
    Scratch &scratch() { return m_scratch; }
    int turn() const { return m_st.cursor.turn; }
    int reg() const { return m_st.cursor.reg; }
    game::RobotState &robot(int i) { return m_robots[static_cast<std::size_t>(i)]; }
    const game::RobotState &robot(int i) const { return m_robots[static_cast<std::size_t>(i)]; }
    int robotCount() const { return static_cast<int>(m_robots.size()); }
    // One test, not two: which robots are out of play is random, and each test a mispredicted branch.
    bool inPlay(int i) const { const auto &r = m_robots[static_cast<std::size_t>(i)]; return !(r.destroyed | r.eliminated); }
    // The scenario's plan for robot i in the current turn, or nullptr.
    const model::TurnPlan *plan(int i) const
    {
        if (i < 0 || static_cast<std::size_t>(i) >= m_plans.size())
            return nullptr;
        const auto &turns = m_plans[static_cast<std::size_t>(i)];
        const auto t = static_cast<std::size_t>(turn() - 1);
        return t < turns.size() ? &turns[t] : nullptr;
    }

    // Trace helpers: do nothing when no event is being recorded (inline, so that the hot path
    // without a trace pays one test and no call).
    bool recording() const { return m_ev != nullptr; }
    void note(Code c, int robot = -1, int other = -1, Point cell = {-1, -1}, Direction dir = Direction::North,
              int value = 0, model::ElementId element = model::kNoId)
    {
        if (m_ev)
            addNote(game::Note{c, robot, other, cell, dir, value, element});
    }
    void noteCard(Code c, int robot, const model::Card &card, int value = 0)
    {
        if (m_ev)
            addCardNote(c, robot, card, value);
    }
    // A card dealt to `robot` by robot `other` (a push's or a hit's damage card).
    void noteCardFrom(Code c, int robot, int other, const model::Card &card, Direction d = Direction::North)
    {
        if (m_ev)
            addNote(game::Note{c, robot, other, m_robots[static_cast<std::size_t>(robot)].pos, d, 0, model::kNoId, card});
    }
    void noteUpgrade(Code c, int robot, model::UpgradeId id, int value = 0, int other = -1)
    {
        if (m_ev)
            addNote(game::Note{c, robot, other, robot >= 0 ? m_robots[static_cast<std::size_t>(robot)].pos : Point{-1, -1},
                               Direction::North, value, model::kNoId, std::nullopt, static_cast<int>(id)});
    }
    void highlight(Point cell) { if (m_ev) m_ev->cells.push_back(cell); }
    void highlightAll(std::span<const Point> cells)
    {
        if (m_ev)
            m_ev->cells.insert(m_ev->cells.end(), cells.begin(), cells.end());
    }
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
        if (countAt(p) == 0 || (self >= 0 && m_robots[static_cast<std::size_t>(self)].isVirtual))
            return -1;
        for (std::size_t i = 0; i < m_robots.size(); ++i) {
            const auto &r = m_robots[i];
            if (static_cast<int>(i) != self && !r.destroyed && !r.eliminated && !r.isVirtual && r.pos == p)
                return static_cast<int>(i);
        }
        return -1;
    }
    // Whether a robot may be put on `p`: on the board, free, and a square a robot may stand on.
    bool freeToPlace(Point p) const;
    // Where a robot re-entering on an occupied `at` goes instead (RULES.md 5): the first square
    // free to place of the eight around it, clockwise from north with the diagonals in turn (N,
    // NE, E, SE, S, SW, W, NW); `at` itself when none is.
    Point freeSquareAround(Point at) const;
    // Inline, like the occupancy checks: every square a robot moves goes through them.
    void placeRobot(int i, Point p) // puts a robot (back) in play on p
    {
        robot(i).pos = p;
        if (m_board.contains(p))
            ++m_st.occupancy[static_cast<std::size_t>(m_board.indexOf(p))];
    }
    void removeRobot(int i) // takes it off the grid (destroyed)
    {
        if (const Point p = robot(i).pos; m_board.contains(p))
            --m_st.occupancy[static_cast<std::size_t>(m_board.indexOf(p))];
    }
    void relocate(int i, Point to) // moves it, keeping occupancy right
    {
        removeRobot(i);
        placeRobot(i, to);
    }

    // Damage from any source. Option cards may cancel points first (RULES.md 8.1); `from` is the
    // side a beam, shot or ram arrives from (Power-Down Shield), unset for the robot's own square.
    void damage(int i, int amount, Code why, bool immediate = true, std::optional<Direction> from = {})
    {
        if (!robot(i).options.empty() || decides(i)) // decisions: a discard without options is void
            amount = absorbDamage(i, amount, from);
        if (amount > 0 && inPlay(i))
            robot(i).lastHit = why;
        m_rules.damage(*this, i, amount, why, immediate);
    }
    void destroy(int i, DestroyCause cause, Code why) { m_rules.destroy(*this, i, cause, why); }
    // Destroys robots with 10 or more damage (after simultaneous damage).
    void settleDamage();

    // Phase E: robot i on checkpoint `cp` takes it when it is the next one in order (and wins
    // with the last one); a later one does not count.
    // `at`: the checkpoint's square when it is not the robot's own (Mechanical Arm).
    void touchCheckpoint(int i, int cp, std::optional<Point> at = {});

    bool trapDoorActive(Point p) const
    {
        const model::Device &d = m_board.device(p);
        return d.kind == model::DeviceKind::TrapDoor && d.registers.contains(reg());
    }
    bool flamerActive(Point p) const
    {
        const model::Device &d = m_board.device(p);
        return d.kind == model::DeviceKind::Flamer && d.registers.contains(reg());
    }

    // --- Phase B: one robot's card. ---
    void executeCard(int i);

    // --- Phase C substeps. ---
    // expressOnly: express belts only; normalOnly: normal belts only (renegade green belts);
    // `only`: that robot alone moves, the others stay as obstacles (All Aboard).
    void beltSubstep(bool expressOnly, bool normalOnly = false, int only = -1);
    void currentSubstep();
    void pusherSubstep();
    void gearSubstep();
    void crusherSubstep();

    // --- Phase D. ---
    void laserVolley();
    void floorDamage();

    // --- Reveal (A). ---
    void reveal();

    // Draws the top card of the draw pile (refilled from the deck if empty). Inline: the deal
    // draws some 70 cards a turn.
    model::Card drawCard()
    {
        if (m_st.drawPile.empty())
            refillDrawPile();
        const model::Card c = m_st.drawPile.back();
        m_st.drawPile.pop_back();
        return c;
    }
    // --- Option cards (RULES.md 8; optiondeck.cpp and the option*.cpp files). ---
    // Draws an option card for robot i (none when the deck and the discard pile are empty).
    void drawOptionCard(int i);
    bool holds(int i, model::OptionId id) const { return !robot(i).options.empty() && holdsOption(robot(i), id); }
    model::HeldOption *held(int i, model::OptionId id);
    bool anyOptions() const // inline: every laser volley asks
    {
        if (m_decisions)
            return true;
        for (const game::RobotState &r : m_robots)
            if (!r.options.empty())
                return true;
        return false;
    }
    // Whether the scenario's plans hold any decision (without any, none is looked up).
    bool anyDecisions() const { return m_decisions; }
    // Whether robot i has decisions this turn (they are checked, and voided, even without options).
    bool decides(int i) const
    {
        if (!m_decisions)
            return false;
        const model::TurnPlan *p = plan(i);
        return p && !p->decisions.empty();
    }
    // Puts robot i's option on the discard pile (used up, scrapped, destroyed...).
    void discardOption(int i, model::OptionId id, Code why, int other = -1);
    // The decision of robot i at this moment of the current turn that uses `use` (and `option`
    // for DecisionUse::Option), or nullptr. `nth` picks a later one of several alike.
    // Inline: the cards ask at every card played and every volley, and without decisions in the
    // plans the answer is known at once.
    const model::Decision *decision(int i, model::DecisionTime when, model::DecisionUse use,
                                    std::optional<model::OptionId> option = {}, int nth = 0) const
    {
        return findDecision(i, when, use, nth, [&](const model::Decision &d) { return !option || d.option == *option; });
    }
    // The decision of robot i in the current register that uses one of the optional weapons.
    const model::Decision *weaponDecision(int i) const;
    void noteDecision(int i, const model::Decision &d, int other = -1);
    void voidDecision(int i, const model::Decision &d, game::VoidReason why);
    // Whether robot i's decision `d` (one of its plan's) was taken or void already in this register.
    bool told(int i, const model::Decision &d) const;
    // End of a register with upgrades: robot i's upgrade, pick-damage and routine decisions of
    // the register that no rule took or voided are void (`never-arose`), so that none vanishes.
    void voidUnusedUpgradeDecisions(int i);
    // Cancels points of `amount` by the cards that cancel them (Power-Down Shield, Ablative
    // Coat) and the player's option discards (RULES.md 8.1).
    int absorbDamage(int i, int amount, std::optional<Direction> from);
    // End of a register phase: robot i's discard decisions that no damage point used are void.
    void voidUnusedDiscards(int i, model::DecisionTime when = model::DecisionTime::Register);
    // Destruction: the robot loses one option (its player's choice, default the oldest).
    void loseOptionOnDestruction(int i);
    // A decision void that no plan made: robot i played two cards in one register without the
    // option that allows them (Note::detail: that option).
    void noteVoidOption(int i, model::OptionId option, game::VoidReason why);
    // The choices the players could make before the substep the cursor is at, except the ones
    // the scenario already makes (the edition's: Ruleset::decisionOffers).
    void decisionOffers(std::vector<DecisionOffer> &out);
    // Whether a card robot i holds keeps board elements from turning it (Gyroscopic Stabilizer).
    bool keepsFacing(int i) const;
    // Plays `card` (and its paired card) for robot i: options change how far and where it moves.
    void playCard(int i, const model::Card &card, const std::optional<model::Card> &paired);
    // Moves robot i by the single move card `card` (its cards may change how far).
    void moveBy(int i, const model::Card &card);
    // Moves robot i `squares` towards d as a card of `kind` does (teleporters, water, oil,
    // portals, ramps on the way).
    void moveCard(int i, model::CardKind kind, Direction d, int squares);
    // The same for a move of robot i's register card that is not played as a card (a Haywire's
    // moves, RULES.md 10.16): its pushes are card pushes (Ramming Gear, Piercing Drill).
    void moveByCard(int i, model::CardKind kind, Direction d, int squares);
    // A weapon moves robot `target` one square towards `dir` as if pushed (RULES.md 8.1, 9.3).
    void weaponMove(int firer, int target, Direction dir);

    // --- The 2016 upgrades (RULES.md 9; upgradeshop.cpp, upgradecards.cpp, damagecards.cpp). ---
    bool upgradesInGame() const { return m_st.upgradesInGame; }
    bool holdsUpgrade(int i, model::UpgradeId id) const;
    std::uint64_t upgradeMask(int i) const; // robot i's upgrades, one bit each (model::upgradeBit)
    // The decision of robot i at this moment that uses `use` (and upgrade `id`), or nullptr.
    const model::Decision *upgradeDecision(int i, model::DecisionTime when, model::DecisionUse use,
                                           std::optional<model::UpgradeId> id = {}, int nth = 0) const
    {
        return findDecision(i, when, use, nth, [&](const model::Decision &d) { return !id || d.upgrade == *id; });
    }
    // Upgrade phase (the edition's, Ruleset::upgradeShopStep): the shop, then robot i's turn to buy.
    void shopSubstep(std::vector<int> &buyers) { m_rules.upgradeShopStep(*this, buyers); }
    void purchaseSubstep(int i) { m_rules.upgradePurchaseStep(*this, i); }
    // Robot i uses temporary upgrade `id`, which leaves it (RULES.md 9.2).
    void spendTemporary(int i, model::UpgradeId id);
    void gainEnergy(int i, int amount, Code why);
    // Draws robot i's top card (the discard pile shuffled in when the draw pile is empty).
    // Inline (forced: GCC kept a call of its own, 1 % of a plain renegade game, issue 28): a
    // renegade turn draws some 80 cards.
    [[gnu::always_inline]] std::optional<model::Card> drawOwnCard(int i)
    {
        auto &r = robot(i);
        r.topFaceUp = false; // the card Spam Filter turned up is drawn, or the pile is shuffled
        if (r.deck.empty() && !refillOwnDeck(i))
            return std::nullopt;
        const model::Card c = r.deck.back();
        r.deck.pop_back();
        return c;
    }
    // Robot i moves one square towards d by its own movement: a push it makes is its push
    // (RULES.md 9.3), as by its card (Boink).
    void ownStep(int i, Direction d);
    // The first push of the robot's own movement in this substep, which a card may take once
    // (Side Arms): whether it is still untaken, and taking it.
    bool firstPushOfCard() const { return !m_firstPushTaken; }
    void takeFirstPush() { m_firstPushTaken = true; }
    bool anyUpgrades() const // inline: every laser volley asks
    {
        if (!m_st.upgradesInGame)
            return false;
        if (m_decisions)
            return true;
        for (const game::RobotState &r : m_robots)
            if (!r.upgrades.empty())
                return true;
        return false;
    }
    // Looking ahead (ScenarioRun::decisionOffers plays the next substep in a silent copy): the rules add
    // here the choices they ask for in that substep and find no decision for, since only playing
    // it tells which cards are drawn and which piles run out (a damage card from an empty pile, a
    // routine's card, the cards of the programming phase). Unset in play.
    void setWanted(std::vector<DecisionOffer> *wanted) { m_wanted = wanted; }
    bool lookingAhead() const { return m_wanted != nullptr; }
    void want(int i, const model::Decision &d);
    using StepResult = rules::StepResult;
    // Moves robot i one square towards d, pushing any chain of robots in front (RULES.md 3).
    // `cardValue` > 0 when the move is part of a card (repulsors push back that far);
    // `cardMove` enables the card-only effects (flamers on entry, portals for the mover).
    StepResult pushStep(int i, Direction d, int cardValue, bool cardMove);
    // What entering its square does to robot i arriving from `from` towards d (RULES.md 3), and
    // what the square `to` does to it arriving there (model::Entry): pits and drains destroy, an
    // open trap door too, an active flamer burns a robot moving by a card (`burns`);
    // `highlightFlamer` marks the flamer that burns.
    void enterCell(int i, Point from, Direction d, bool cardMove);
    void arrive(int i, Point to, Direction d, bool burns, bool highlightFlamer);

    // The robots a beam can hit chained by row and column (m_scratch.lines); false, with no
    // chain made, when a robot in play stands off the course.
    bool chainTargets();
    // The nearest chained robot a beam from robot s towards d hits within its reach, or -1.
    // Inline: the volley asks once per robot. The nearest is kept by selects: random robots
    // face and stand anywhere, so tests on them would be mispredicted branches.
    int nearestTarget(int s, Direction d) const
    {
        const Point from = robot(s).pos;
        const Point v = model::delta(d);
        const bool horizontal = v.x != 0;
        const int sign = v.x + v.y; // `ahead` counts squares from the shooter along the beam
        const Scratch::Lines &lines = m_scratch.lines;
        const int *const next = horizontal ? lines.nextInRow.data() : lines.nextInColumn.data();
        int t = horizontal ? lines.head(lines.rowHead, lines.rowStamp, from.y) : lines.head(lines.columnHead, lines.columnStamp, from.x);
        int target = -1;
        int nearest = m_board.beamReach(from, d) + 1;
        for (; t >= 0; t = next[t]) {
            const Point off = robot(t).pos - from;
            const int ahead = (horizontal ? off.x : off.y) * sign;
            const bool closer = static_cast<unsigned>(ahead - 1) < static_cast<unsigned>(nearest - 1); // 1 <= ahead < nearest
            nearest = closer ? ahead : nearest;
            target = closer ? t : target;
        }
        return target;
    }
private:
    // The nth decision of robot i at this moment that uses `use` and that `match` accepts.
    template<typename Match>
    const model::Decision *findDecision(int i, model::DecisionTime when, model::DecisionUse use, int nth, Match match) const
    {
        if (!m_decisions)
            return nullptr;
        const model::TurnPlan *p = plan(i);
        if (!p)
            return nullptr;
        for (const model::Decision &d : p->decisions) {
            if (d.when != when || d.use != use || (when == model::DecisionTime::Register && d.reg != reg()) || !match(d))
                continue;
            if (nth-- == 0)
                return &d;
        }
        return nullptr;
    }
    void addNote(const game::Note &n);
    // Whether a card robot i holds lets it cross the pit at `to` (Hover Unit, RULES.md 9.5).
    bool crossesPit(int i, Point to, Direction d);
    void markTold(int i, const model::Decision &d);
    // Robot i's draw pile takes its shuffled discard pile; false when that is empty too. Not
    // inlined: the shuffle made every draw save and restore all the registers it uses.
    [[gnu::noinline]] bool refillOwnDeck(int i);
    void refillDrawPile();
    void robotLasers(std::vector<int> &pending);     // phase D without options: the robots' main lasers
    void robotLasersScan(std::vector<int> &pending); // the same, target by target (robots off the course)
    void addCardNote(Code c, int robot, const model::Card &card, int value);
    // How far a card of `kind` moves robot i: the card's squares, changed by its cards.
    int squaresOf(int i, model::CardKind kind);
    // Robot i's own card moved it into `touched` (pushed or not): its cards' bump effects.
    void bumped(int mover, int touched, Direction d);
    // The robots of the scratch chain tried to enter each other's squares (Spiky).
    void spikes(Direction d);
    void moveCardSquares(int i, model::CardKind kind, Direction d, int squares);
    void oilSlide(int i, Direction d, int depth);
    void simultaneousMove(std::vector<Scratch::Mover> &movers, Code carried, bool rotateOnBelts);

    const BoardIndex &m_board;
    game::GameState &m_st;
    // The robots of m_st, whose number never changes during a game: the size is stored, not
    // recomputed from the vector (a division by the size of a robot) at every loop test.
    std::span<game::RobotState> m_robots;
    const RuleOptions &m_opt;
    const Ruleset &m_rules;
    const std::vector<std::vector<model::TurnPlan>> &m_plans;
    Scratch &m_scratch;
    game::Event *m_ev;
    bool m_decisions;  // `plans` hold decisions: without any, none is looked up (the hot path)
    int m_rammer = -1; // the robot whose own card is moving it, holding a card that bumps (Ramming Gear)
    int m_pusher = -1; // 2016: the robot whose own movement is moving it (push effects, RULES.md 9.3)
    bool m_firstPushTaken = false;
    std::vector<DecisionOffer> *m_wanted = nullptr; // looking ahead: the choices asked for
};

// The robots a beam of robot s towards d hits, nearest first (`passes`: obstacles it passes, for
// High-Power Laser).
void beamHits(Engine &e, int s, Direction d, int passes, std::vector<int> &out);
// The same against `targets` packed once for a volley by packTargets (the robots a beam can hit).
void beamHits(Engine &e, std::span<const Scratch::Target> targets, int s, Direction d, int passes, std::vector<int> &out);
void packTargets(Engine &e, std::vector<Scratch::Target> &targets);

// The volley with option cards and decisions (RULES.md 8.1; optionvolley.cpp).
void optionVolley(Engine &e);

// The program cards robot `r` will program from next turn (RULES.md 8: Extra Memory, Flywheel),
// 0 when it is powered down or out of the game.
int nextHandSize(const game::RobotState &r);

} // namespace rf::rules
