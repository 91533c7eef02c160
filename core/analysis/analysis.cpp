// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis.h"

#include "analysis/parallel.h"
#include "analysis/planner.h"
#include "sim/scenariorun.h"
#include "sim/startscenario.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <mutex>
#include <numeric>
#include <thread>
#include <utility>

namespace rf::analysis {

using namespace rf::game;
using namespace rf::model;
using rules::ScenarioError;
using sim::ProgramChooser;
using sim::ScenarioRun;
using Code = rules::ScenarioError::Code;

namespace {

constexpr int kMaxRobotsPerGame = 8;
// Games per work unit: small enough for a smooth progress bar and fair sharing between
// threads, large enough that the atomic counter is not contended.
constexpr int kChunkGames = 16;
constexpr int kCauseCount = static_cast<int>(DestroyCause::Reboot) + 1;

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// What one worker collects; merged by sums, so the order of games does not matter.
// A game chosen by a value, the lowest game number among equal values; merges the same
// whatever the order games were played in.
struct Pick {
    int value = 0;
    int game = -1;
    void offer(int v, int g, bool higherWins)
    {
        if (game < 0 || (higherWins ? v > value : v < value) || (v == value && g < game)) {
            value = v;
            game = g;
        }
    }
    void merge(const Pick &o, bool higherWins)
    {
        if (o.game >= 0)
            offer(o.value, o.game, higherWins);
    }
    std::optional<int> result() const { return game >= 0 ? std::optional<int>(game) : std::nullopt; }
};

struct LegTally {
    std::vector<int> registers; // registers each robot took for the leg
    std::int64_t began = 0, died = 0, deaths = 0;
};

struct Tally {
    std::vector<std::int64_t> deaths, visits;
    std::vector<std::int64_t> killers;   // per cell, kKillerCount each
    std::vector<int> firstDeathGame;     // per cell, INT_MAX: none
    std::array<std::int64_t, kCauseCount> causes{};
    std::array<std::int64_t, kKillerCount> killerTotals{};
    std::vector<std::int64_t> reached;   // by checkpoint number - 1
    std::vector<StartResult> starts;
    std::vector<int> finishTurns;        // per game with a winner: the winner's turn
    std::vector<int> robotFinishTurns;   // per robot that finished
    std::vector<LegTally> legs;
    Pick fastest, slowest, deadliest;
    std::int64_t robots = 0;
    std::int64_t turns = 0;
    std::int64_t robotTurns = 0;
    int games = 0;

    Tally(std::size_t cells, int checkpoints, const std::vector<StartResult> &startTemplate)
        : deaths(cells, 0), visits(cells, 0), killers(cells * kKillerCount, 0),
          firstDeathGame(cells, std::numeric_limits<int>::max()), reached(static_cast<std::size_t>(checkpoints), 0),
          starts(startTemplate), legs(static_cast<std::size_t>(checkpoints))
    {
    }

    void add(const Tally &o)
    {
        for (std::size_t i = 0; i < deaths.size(); ++i) {
            deaths[i] += o.deaths[i];
            visits[i] += o.visits[i];
            firstDeathGame[i] = std::min(firstDeathGame[i], o.firstDeathGame[i]);
        }
        for (std::size_t i = 0; i < killers.size(); ++i)
            killers[i] += o.killers[i];
        for (std::size_t i = 0; i < causes.size(); ++i)
            causes[i] += o.causes[i];
        for (std::size_t i = 0; i < killerTotals.size(); ++i)
            killerTotals[i] += o.killerTotals[i];
        for (std::size_t i = 0; i < reached.size(); ++i)
            reached[i] += o.reached[i];
        for (std::size_t i = 0; i < starts.size(); ++i) {
            starts[i].robots += o.starts[i].robots;
            starts[i].finished += o.starts[i].finished;
            starts[i].deaths += o.starts[i].deaths;
        }
        finishTurns.insert(finishTurns.end(), o.finishTurns.begin(), o.finishTurns.end());
        robotFinishTurns.insert(robotFinishTurns.end(), o.robotFinishTurns.begin(), o.robotFinishTurns.end());
        for (std::size_t k = 0; k < legs.size(); ++k) {
            legs[k].registers.insert(legs[k].registers.end(), o.legs[k].registers.begin(), o.legs[k].registers.end());
            legs[k].began += o.legs[k].began;
            legs[k].died += o.legs[k].died;
            legs[k].deaths += o.legs[k].deaths;
        }
        fastest.merge(o.fastest, false);
        slowest.merge(o.slowest, true);
        deadliest.merge(o.deadliest, true);
        robots += o.robots;
        turns += o.turns;
        robotTurns += o.robotTurns;
        games += o.games;
    }
};

struct Setup {
    std::shared_ptr<const Board> combined{};           // the course's grid (starts point into it)
    std::vector<std::optional<ScenarioRun>> templates; // by rotation offset into the start list (offsetOf)
    std::vector<const Marker *> starts;
    int perGame = 0;
    int width = 0, height = 0;
    int checkpoints = 0;
    int maxTurns = 0;
    std::shared_ptr<const ProgramChooser> chooser{}; // planning skills (every game's run has a copy)
};

// The start index of robot j in game g: games rotate through the start markers when fewer
// robots than starts play, so every start is used equally often.
int offsetOf(const Setup &s, int game)
{
    const auto n = static_cast<std::int64_t>(s.starts.size());
    return static_cast<int>((static_cast<std::int64_t>(game) * s.perGame) % n);
}

Point clampTo(const Setup &s, Point p) { return Point{std::clamp(p.x, 0, s.width - 1), std::clamp(p.y, 0, s.height - 1)}; }

// The start (index into Setup::starts) of robot `robot` of a game with rotation offset `offset`.
std::size_t startSlot(const Setup &s, int offset, std::size_t robot)
{
    return static_cast<std::size_t>((offset + static_cast<int>(robot)) % static_cast<int>(s.starts.size()));
}

// Where robot i of a game stands in its race, between substeps.
struct RobotTrack {
    int order = 0; // destroyedOrder: changes with each destruction
    int flags = 0;
    int legStart = 0; // registers played when its leg began
    bool diedOnLeg = false;
    bool finished = false; // out of the race: what it meets now says nothing of the course
};

// One game's robots as the tally follows them from substep to substep.
struct GameTrack {
    std::array<RobotTrack, kMaxRobotsPerGame> robots{};
    std::array<Point, kMaxRobotsPerGame> pos{}; // after the last substep
    int destroyCounter = 0;                     // GameState::destroyCounter after the last substep
    int deaths = 0;
    int winTurn = 0;
};

// A position as one integer: most substeps cost the tally one comparison per robot.
std::uint64_t bitsOf(Point p) { return std::bit_cast<std::uint64_t>(p); }

// The robots that begin a turn still in the race.
int racing(const GameState &st)
{
    int n = 0;
    for (const RobotState &r : st.robots)
        n += !r.eliminated && r.place == 0;
    return n;
}

// Counts a destruction of robot `r` on its square (a robot leaving the board counts on the edge
// square it left from); `before`: where it stood before the substep.
void tallyDeath(const Setup &s, const RobotState &r, Point before, RobotTrack &tr, int game, std::size_t slot, Tally &t)
{
    // A classic robot stays where it died until it re-enters; a renegade robot is already on
    // its reboot token, so its death is put where it was before the substep.
    const Point at = clampTo(s, r.destroyed ? r.pos : before);
    const auto cell = static_cast<std::size_t>(at.y * s.width + at.x);
    const auto killer = static_cast<std::size_t>(killerOf(r));
    ++t.deaths[cell];
    ++t.killers[cell * kKillerCount + killer];
    t.firstDeathGame[cell] = std::min(t.firstDeathGame[cell], game);
    ++t.causes[static_cast<std::size_t>(r.cause)];
    ++t.killerTotals[killer];
    ++t.starts[slot].deaths;
    if (tr.flags < s.checkpoints) {
        LegTally &leg = t.legs[static_cast<std::size_t>(tr.flags)];
        ++leg.deaths;
        if (!tr.diedOnLeg)
            ++leg.died;
        tr.diedOnLeg = true;
    }
}

// A robot that stands on another square than after the last substep arrived there, unless it
// is out of play or off the board.
void tallyArrival(const Setup &s, const RobotState &r, Tally &t)
{
    if (!r.destroyed && !r.eliminated && r.pos.x >= 0 && r.pos.y >= 0 && r.pos.x < s.width && r.pos.y < s.height)
        ++t.visits[static_cast<std::size_t>(r.pos.y * s.width + r.pos.x)];
}

// The checkpoints robot `r` took since the last substep: each ends a leg after `registers`
// registers played and begins the next.
void tallyFlags(const Setup &s, const RobotState &r, RobotTrack &tr, int registers, Tally &t)
{
    for (; tr.flags < r.flags; ++tr.flags)
        if (tr.flags < s.checkpoints) {
            t.legs[static_cast<std::size_t>(tr.flags)].registers.push_back(registers - tr.legStart);
            tr.legStart = registers;
            tr.diedOnLeg = false;
            if (tr.flags + 1 < s.checkpoints)
                ++t.legs[static_cast<std::size_t>(tr.flags + 1)].began;
        }
}

// Everything that can happen to a robot in the race in substep `at`: checkpoints, its finish,
// a destruction, an arrival.
void tallyEvents(const Setup &s, const std::vector<RobotState> &robots, const Cursor &at, int game, int offset,
                 GameTrack &g, Tally &t)
{
    const int registers = (at.turn - 1) * kRegisterCount + at.reg;
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const RobotState &r = robots[i];
        RobotTrack &tr = g.robots[i];
        const Point before = std::exchange(g.pos[i], r.pos);
        if (tr.finished) {
            tr.order = r.destroyedOrder;
            continue;
        }
        tallyFlags(s, r, tr, registers, t);
        if (r.place > 0) {
            tr.finished = true;
            t.robotFinishTurns.push_back(at.turn);
            if (r.place == 1)
                g.winTurn = at.turn;
        }
        if (r.destroyedOrder != tr.order) {
            tallyDeath(s, r, before, tr, game, startSlot(s, offset, i), t);
            ++g.deaths;
            tr.order = r.destroyedOrder;
        } else if (bitsOf(r.pos) != bitsOf(before)) {
            tallyArrival(s, r, t);
        }
    }
}

// A substep without a destruction or a checkpoint: robots can only have moved.
void tallyMoves(const Setup &s, const RobotState *robots, std::size_t n, GameTrack &g, Tally &t)
{
    for (std::size_t i = 0; i < n; ++i)
        if (bitsOf(robots[i].pos) != bitsOf(g.pos[i])) [[unlikely]] {
            g.pos[i] = robots[i].pos;
            if (!g.robots[i].finished)
                tallyArrival(s, robots[i], t);
        }
}

// The tally's view of a new game: its robots on their starts, each start cell visited once and
// the first leg begun.
void beginGame(const Setup &s, const GameState &st, GameTrack &g, Tally &t)
{
    for (std::size_t i = 0; i < st.robots.size(); ++i) {
        const RobotState &r = st.robots[i];
        g.robots[i] = RobotTrack{.order = r.destroyedOrder, .flags = r.flags};
        g.pos[i] = r.pos;
        ++t.visits[static_cast<std::size_t>(r.pos.y * s.width + r.pos.x)];
        if (r.flags < s.checkpoints)
            ++t.legs[static_cast<std::size_t>(r.flags)].began;
    }
    g.destroyCounter = st.destroyCounter;
}

// The figures of a played game: checkpoints reached, the robots of each start, the winner.
void endGame(const Setup &s, const GameState &st, const GameTrack &g, int game, int offset, int lastTurn, Tally &t)
{
    const std::size_t n = st.robots.size();
    for (std::size_t i = 0; i < n; ++i) {
        const int flags = std::min(st.robots[i].flags, s.checkpoints);
        for (int k = 0; k < flags; ++k)
            ++t.reached[static_cast<std::size_t>(k)];
        ++t.starts[startSlot(s, offset, i)].robots;
    }
    if (st.winner >= 0) {
        t.finishTurns.push_back(g.winTurn);
        ++t.starts[startSlot(s, offset, static_cast<std::size_t>(st.winner))].finished;
        t.fastest.offer(g.winTurn, game, false);
        t.slowest.offer(g.winTurn, game, true);
    }
    if (g.deaths > 0)
        t.deadliest.offer(g.deaths, game, true);
    t.robots += static_cast<std::int64_t>(n);
    t.turns += lastTurn;
    ++t.games;
}

// Plays game `game` and tallies it, by the events of each substep rather than by looking at
// every robot: checkpoints are taken (and places won) only in the checkpoint substep
// (Ruleset::checkpoints, through Engine::touchCheckpoint), and every destruction counts up
// GameState::destroyCounter. Any other substep can only have moved robots, and a position
// compared is all it costs (the simulator builds no events for games that are not recorded).
void tallyGame(const Setup &s, ScenarioRun &run, int game, int offset, Tally &t)
{
    const auto &robots = run.state().robots;
    GameTrack g;
    beginGame(s, run.state(), g, t);
    int lastTurn = 0;
    // The scenario plays opt.maxTurns turns, or until every robot has finished or is out.
    for (;;) {
        const Cursor at = run.state().cursor;
        if (at.stage == Stage::Deal && !run.finished())
            t.robotTurns += racing(run.state());
        if (!run.step())
            break;
        lastTurn = at.turn;
        const int destroyCounter = run.state().destroyCounter;
        if (at.stage == Stage::Checkpoints || destroyCounter != g.destroyCounter) {
            tallyEvents(s, robots, at, game, offset, g, t);
            g.destroyCounter = destroyCounter;
        } else {
            tallyMoves(s, robots.data(), robots.size(), g, t);
        }
    }
    endGame(s, run.state(), g, game, offset, lastTurn, t);
}

void playGame(const Setup &s, std::uint64_t seed, int game, Tally &t)
{
    const int offset = offsetOf(s, game);
    ScenarioRun run = *s.templates[static_cast<std::size_t>(offset)];
    run.reseed(analysisGameSeed(seed, game));
    tallyGame(s, run, game, offset, t);
}

std::optional<double> median(std::vector<int> &v)
{
    if (v.empty())
        return std::nullopt;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 == 1 ? static_cast<double>(v[m]) : (v[m - 1] + v[m]) / 2.0;
}

// The scenario of the games with rotation offset `offset`: the robots on their starts, playing
// on after the winner (every robot's race counts) for at most maxTurns turns.
std::expected<Scenario, ScenarioError> gameScenario(const Setup &s, const Course &course, const AnalysisOptions &opt,
                                                    int offset)
{
    auto sc = sim::startScenario(course, *s.combined,
                                 {.robots = s.perGame, .firstStart = offset, .names = sim::StartNames::ByMarker});
    if (!sc)
        return sc;
    sc->ruleset = opt.ruleset;
    sc->options = opt.ruleOptions;
    sc->turns = opt.maxTurns;
    sc->playOnAfterWin = true;
    return sc;
}

// The planner of the planning skills, with its cost field (built once per course).
std::expected<std::shared_ptr<const ProgramChooser>, ScenarioError> planningChooser(const Course &course, const AnalysisOptions &opt,
                                                                                    const Board &combined, const Scenario &game)
{
    if (opt.skill == Skill::Random)
        return nullptr;
    if (static_cast<long long>(combined.width()) * combined.height() > CostField::kMaxSquares)
        return std::unexpected(ScenarioError{
            .code = Code::CourseTooLargeToPlan, .number = CostField::kMaxSquares, .size = combined.size()});
    auto lookahead = RegisterLookahead::create(course, opt.ruleset, opt.ruleOptions, game.robots);
    if (!lookahead)
        return std::unexpected(std::move(lookahead.error()));
    std::vector<Point> checkpoints;
    for (const Marker *m : combined.markersOf(MarkerKind::Checkpoint))
        checkpoints.push_back(m->at);
    auto field = std::make_shared<const CostField>(
        CostField::build(*lookahead, checkpoints, CostField::Plays::AsCourseNeeds, opt.cancel));
    return std::make_shared<const PlanningChooser>(Planner(opt.skill, std::move(field), std::move(*lookahead)));
}

// Checks the options and builds what every game copies: one run per rotation offset (games copy
// it and reseed) and the planner. With `onlyGame`, only that game's run (a replay plays one).
std::expected<Setup, ScenarioError> prepare(const Course &course, const AnalysisOptions &opt, std::optional<int> onlyGame = {})
{
    if (opt.games < 1)
        return std::unexpected(ScenarioError{.code = Code::TooFewGames, .number = opt.games});
    if (opt.maxTurns < 1)
        return std::unexpected(ScenarioError{.code = Code::TooFewTurns, .number = opt.maxTurns});
    if (opt.robotsPerGame < 0)
        return std::unexpected(ScenarioError{.code = Code::NegativeRobots, .number = opt.robotsPerGame});
    auto combined = combine(course);
    if (!combined)
        return std::unexpected(rules::courseError(course, combined.error()));
    Setup s;
    s.combined = std::make_shared<const Board>(std::move(*combined));
    s.width = s.combined->width();
    s.height = s.combined->height();
    s.starts = s.combined->markersOf(MarkerKind::Start);
    s.checkpoints = static_cast<int>(s.combined->markersOf(MarkerKind::Checkpoint).size());
    const int startCount = static_cast<int>(s.starts.size());
    s.perGame = std::min({opt.robotsPerGame > 0 ? opt.robotsPerGame : startCount, startCount, kMaxRobotsPerGame});
    s.maxTurns = opt.maxTurns;
    auto first = gameScenario(s, course, opt, 0); // fails without start markers
    if (!first)
        return std::unexpected(std::move(first.error()));
    auto chooser = planningChooser(course, opt, *s.combined, *first);
    if (!chooser)
        return std::unexpected(std::move(chooser.error()));
    s.chooser = std::move(*chooser);

    std::vector<bool> used(s.starts.size(), false);
    if (onlyGame)
        used[static_cast<std::size_t>(offsetOf(s, *onlyGame))] = true;
    else
        for (int g = 0; g < startCount; ++g)
            used[static_cast<std::size_t>(offsetOf(s, g))] = true;
    for (int offset = 0; offset < startCount; ++offset) {
        s.templates.emplace_back();
        if (!used[static_cast<std::size_t>(offset)])
            continue;
        auto sc = gameScenario(s, course, opt, offset);
        if (!sc)
            return std::unexpected(std::move(sc.error()));
        auto run = ScenarioRun::create(*sc, ScenarioRun::Options{.limits = {.seed = opt.seed}, .chooser = s.chooser});
        if (!run)
            return std::unexpected(std::move(run.error()));
        s.templates.back() = std::move(*run);
    }
    return s;
}

// The 10 cells with the most destructions (ties in reading order), with what destroyed there.
std::vector<DangerousSquare> dangerousSquares(const Setup &s, const Tally &t)
{
    std::vector<int> idx;
    for (std::size_t i = 0; i < t.deaths.size(); ++i)
        if (t.deaths[i] > 0)
            idx.push_back(static_cast<int>(i));
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return t.deaths[static_cast<std::size_t>(a)] > t.deaths[static_cast<std::size_t>(b)]; });
    idx.resize(std::min<std::size_t>(idx.size(), 10));
    std::vector<DangerousSquare> out;
    for (const int i : idx) {
        const auto cell = static_cast<std::size_t>(i);
        DangerousSquare d{.at = {i % s.width, i / s.width}, .deaths = t.deaths[cell], .firstGame = t.firstDeathGame[cell]};
        for (int k = 0; k < kKillerCount; ++k)
            if (const std::int64_t n = t.killers[cell * kKillerCount + static_cast<std::size_t>(k)]; n > d.byKiller) {
                d.byKiller = n;
                d.killer = static_cast<Killer>(k);
            }
        out.push_back(d);
    }
    return out;
}

} // namespace

std::string_view killerName(Killer k)
{
    static constexpr std::array<std::string_view, kKillerCount> kNames{"pit",   "edge", "drain", "trap-door", "crusher", "laser",     "flamer",
                                                                       "fire",  "acid", "radiation", "ramming", "ledge-drop", "damage"};
    return kNames[static_cast<std::size_t>(k)];
}

Killer killerOf(const RobotState &r)
{
    switch (r.cause) {
    case DestroyCause::Pit: return Killer::Pit;
    case DestroyCause::OffBoard: return Killer::Edge;
    case DestroyCause::Drain: return Killer::Drain;
    case DestroyCause::TrapDoor: return Killer::TrapDoor;
    case DestroyCause::Crusher: return Killer::Crusher;
    case DestroyCause::None:
    case DestroyCause::Worm:
    case DestroyCause::Reboot:
    case DestroyCause::Damage: break;
    }
    switch (r.lastHit.value_or(game::Code::Moved)) {
    case game::Code::LaserHit:
    case game::Code::RobotLaserHit:
    case game::Code::RearLaserHit: return Killer::Laser;
    case game::Code::FlamerBurn:
    case game::Code::FlamerEndPhase: return Killer::Flamer;
    case game::Code::Fire: return Killer::Fire;
    case game::Code::Acid: return Killer::Acid;
    case game::Code::Radiation:
    case game::Code::RadioactiveWaste: return Killer::Radiation;
    case game::Code::RammingDamage: return Killer::Ramming;
    case game::Code::LedgeDrop: return Killer::LedgeDrop;
    // Every other code: damage of no kind of its own. Listed one by one (no default), so that a
    // new code is a compile error here until it is placed.
    case game::Code::Moved:
    case game::Code::Rotated:
    case game::Code::BlockedByWall:
    case game::Code::BlockedByLedge:
    case game::Code::Pushed:
    case game::Code::PushBlocked:
    case game::Code::NoCard:
    case game::Code::PoweredDown:
    case game::Code::FellIntoPit:
    case game::Code::FellIntoDrain:
    case game::Code::FellOffBoard:
    case game::Code::FellThroughTrapDoor:
    case game::Code::Crushed:
    case game::Code::DestroyedByDamage:
    case game::Code::RampSlideBack:
    case game::Code::Portal:
    case game::Code::PortalOccupied:
    case game::Code::Teleported:
    case game::Code::TeleportBlocked:
    case game::Code::OilSlide:
    case game::Code::OilFirstSquareLost:
    case game::Code::WaterFirstSquareLost:
    case game::Code::Repulsed:
    case game::Code::CarriedByBelt:
    case game::Code::TurnedByBelt:
    case game::Code::BeltConflict:
    case game::Code::BeltSwap:
    case game::Code::BeltBlockedByRobot:
    case game::Code::BeltIntoWall:
    case game::Code::CarriedByCurrent:
    case game::Code::PusherPush:
    case game::Code::PusherInactive:
    case game::Code::GearTurn:
    case game::Code::CrusherInactive:
    case game::Code::ArchiveMoved:
    case game::Code::FlagTaken:
    case game::Code::FlagOutOfOrder:
    case game::Code::Winner:
    case game::Code::Repaired:
    case game::Code::OptionCardDrawn:
    case game::Code::RegisterLocked:
    case game::Code::CardsDealt:
    case game::Code::RandomProgram:
    case game::Code::RandomLockedCard:
    case game::Code::Randomized:
    case game::Code::TrapDoorOpens:
    case game::Code::PowerDownRepair:
    case game::Code::PowerDownAnnounced:
    case game::Code::ReEntered:
    case game::Code::ReEntryMoved:
    case game::Code::Eliminated:
    case game::Code::BecameReal:
    case game::Code::VirtualPassThrough:
    case game::Code::CardRevealed:
    case game::Code::Rebooted:
    case game::Code::RebootPushed:
    case game::Code::DamageCardPlayed:
    case game::Code::AgainRepeats:
    case game::Code::PowerUp:
    case game::Code::EnergyTaken:
    case game::Code::BatteryCharged:
    case game::Code::UpgradeDrawn:
    case game::Code::UpgradeInstalled:
    case game::Code::UpgradeUninstalled:
    case game::Code::ShieldRaised:
    case game::Code::DamageDeflected:
    case game::Code::LaserKata:
    case game::Code::SpikyDamage:
    case game::Code::PiercingDrill:
    case game::Code::LuckyBooster:
    case game::Code::ChaosTheory:
    case game::Code::TopCardFaceUp:
    case game::Code::MemoryCardsLaid:
    case game::Code::MemoryCardsTaken:
    case game::Code::SelfDiagnostics:
    case game::Code::TokenGiven:
    case game::Code::HaywiresRewired:
    case game::Code::Calibrated:
    case game::Code::HaywireProgrammed:
    case game::Code::DisplacedToToken:
    case game::Code::DeckShuffled:
    case game::Code::CardNotInDeck:
    case game::Code::OptionDeckShuffled:
    case game::Code::OptionDiscarded:
    case game::Code::OptionLost:
    case game::Code::DamageCancelled:
    case game::Code::AblativeCoatAbsorbs:
    case game::Code::ShieldCancels:
    case game::Code::DecisionTaken:
    case game::Code::DecisionVoid:
    case game::Code::AbortSwitchSwap:
    case game::Code::Braked:
    case game::Code::CircuitBreakerTrips:
    case game::Code::ConditionalSwap:
    case game::Code::CrabStep:
    case game::Code::DualProcessorMove:
    case game::Code::FireControlLock:
    case game::Code::FireControlDestroy:
    case game::Code::FlywheelCard:
    case game::Code::FourthGear:
    case game::Code::GyroscopeHolds:
    case game::Code::HighPowerThrough:
    case game::Code::MechanicalArmTouch:
    case game::Code::MiniHowitzerHit:
    case game::Code::WeaponMoved:
    case game::Code::RadioControlTakes:
    case game::Code::RadioControlledCard:
    case game::Code::Recompiled:
    case game::Code::ReverseGear:
    case game::Code::Scrambled:
    case game::Code::SuperiorArchive:
    case game::Code::ChopShopScrap:
    case game::Code::ChopShopReload:
    case game::Code::ExtraMemoryCard:
    case game::Code::PushersMeet:
    case game::Code::RegistersNotPlayed:
    case game::Code::FinishedPlace:
    case game::Code::PusherHeld:
    case game::Code::MechanicalArmOutOfReach:
    case game::Code::ShopExchanged:
    case game::Code::ShopRefilled:
    case game::Code::UpgradeDeckShuffled:
    case game::Code::UpgradeBought:
    case game::Code::UpgradeReplaced:
    case game::Code::Recharged:
    case game::Code::SpecialCardGained:
    case game::Code::DamageCardTaken:
    case game::Code::DamagePileEmpty:
    case game::Code::DamagePilesEmpty:
    case game::Code::WormPlayed:
    case game::Code::TrojanPlayed:
    case game::Code::VirusPlayed:
    case game::Code::SpecialCardPlayed:
    case game::Code::SpamFiled:
    case game::Code::SpamBlocked:
    case game::Code::UpgradeMovesFirst:
    case game::Code::RailGunHit:
    case game::Code::RailGunShot:
    case game::Code::HowitzerFired:
    case game::Code::UpgradeHandDrawn:
    case game::Code::BoinkStep:
    case game::Code::ZoopTurn:
    case game::Code::UpgradeBraked:
    case game::Code::UpgradeCrabLegs:
    case game::Code::UpgradeTeleport:
    case game::Code::TeleportSwap:
    case game::Code::HoverOverPit:
    case game::Code::Hacked:
    case game::Code::RebootUsed:
    case game::Code::Refreshed:
    case game::Code::SideArmsPush:
    case game::Code::CacheMemory:
    case game::Code::MemorySwapped:
    case game::Code::Defragged:
    case game::Code::PushDamage:
    case game::Code::ChassisSwap:
    case game::Code::UpgradeScrambled:
    case game::Code::DeflectorShield:
    case game::Code::Deflected:
    case game::Code::HitDamageCard:
    case game::Code::HowitzerHit:
    case game::Code::FlywheelCardLaid:
    case game::Code::ConditionalCardLaid:
    case game::Code::TokenPassed:
    case game::Code::TokenTaken:
    case game::Code::DamageDrawn:
    case game::Code::HaywireFaceDown:
    case game::Code::HaywireDiscarded:
    case game::Code::DamageDeckShuffled:
    case game::Code::DamageDeckEmpty:
    case game::Code::HaywirePlayed:
    case game::Code::RebootOffBoard:
    case game::Code::ReEnteredOnToken:
    case game::Code::ShutDown:
    case game::Code::DamageKept:
    case game::Code::AgainFirstRegister:
    case game::Code::AgainAfterDamage:
    case game::Code::ReEnteredOnArchive:
    case game::Code::HaywireEnergyPaid:
    case game::Code::CardRemovedFromGame:
    case game::Code::HaywireWallDamage:
    case game::Code::HaywireCardTurnedUp:
    case game::Code::LaserBoosted: return Killer::Damage;
    }
    return Killer::Damage;
}

// 53 bits: a scenario file keeps its seed as a JSON number, exact up to 2^53 (a game replays
// from its scenario).
std::uint64_t analysisGameSeed(std::uint64_t seed, int game)
{
    return mix(mix(seed) ^ static_cast<std::uint64_t>(game)) & ((std::uint64_t{1} << 53) - 1);
}

std::expected<Scenario, ScenarioError> analysisGameScenario(const Course &course, const AnalysisOptions &opt, int game)
{
    if (game < 0 || game >= opt.games)
        return std::unexpected(ScenarioError{.code = Code::NoSuchGame, .number = game, .value = opt.games});
    auto setup = prepare(course, opt, game);
    if (!setup)
        return std::unexpected(std::move(setup.error()));
    const Setup &s = *setup;
    auto scenario = gameScenario(s, course, opt, offsetOf(s, game));
    if (!scenario)
        return scenario;
    Scenario &sc = *scenario;
    sc.seed = analysisGameSeed(opt.seed, game);
    // The scenario carries the course's boards itself, so that it plays wherever it is saved
    // (the board files the course refers to are beside the course, not beside the scenario).
    sc.courseSource.clear();
    for (Placement &pl : sc.course.placements())
        pl.source.clear();
    if (!s.chooser)
        return sc;
    auto run = ScenarioRun::create(sc, ScenarioRun::Options{.chooser = s.chooser, .keepChoices = true});
    if (!run)
        return std::unexpected(std::move(run.error()));
    run->runToEnd();
    return run->scenario();
}

std::expected<AnalysisResult, ScenarioError> analyzeCourse(const Course &course, const AnalysisOptions &opt)
{
    auto setup = prepare(course, opt);
    if (!setup)
        return std::unexpected(std::move(setup.error()));
    const Setup &s = *setup;

    std::vector<StartResult> startTemplate;
    for (const Marker *m : s.starts)
        startTemplate.push_back(StartResult{m->number, m->at, 0, 0, 0});
    const auto cells = static_cast<std::size_t>(s.width * s.height);

    const int chunks = (opt.games + kChunkGames - 1) / kChunkGames;
    const int threads = workerCount(opt.threads, chunks);
    std::vector<Tally> tallies(static_cast<std::size_t>(threads), Tally(cells, s.checkpoints, startTemplate));
    const auto cancelled = [&] { return opt.cancel && opt.cancel->load(); };
    forEachItem(
        chunks, threads,
        [&](int worker, int chunk) {
            const int first = chunk * kChunkGames;
            const int last = std::min(opt.games, first + kChunkGames);
            int played = 0;
            for (int g = first; g < last && !cancelled(); ++g) {
                playGame(s, opt.seed, g, tallies[static_cast<std::size_t>(worker)]);
                ++played;
            }
            return played;
        },
        cancelled,
        [&](int done) {
            if (opt.progress)
                opt.progress(done, opt.games);
        });
    for (std::size_t w = 1; w < tallies.size(); ++w)
        tallies.front().add(tallies[w]);
    Tally &t = tallies.front();

    AnalysisResult res;
    res.width = s.width;
    res.height = s.height;
    res.games = t.games;
    res.cancelled = t.games < opt.games;
    res.robots = t.robots;
    res.checkpointCount = s.checkpoints;
    res.dangerous = dangerousSquares(s, t);
    res.deaths = std::move(t.deaths);
    res.visits = std::move(t.visits);
    res.totalDeaths = std::accumulate(t.causes.begin(), t.causes.end(), std::int64_t{0});
    for (int c = 1; c < kCauseCount; ++c)
        if (t.causes[static_cast<std::size_t>(c)] > 0)
            res.deathsByCause[std::string(destroyCauseName(static_cast<DestroyCause>(c)))] = t.causes[static_cast<std::size_t>(c)];
    for (int k = 0; k < s.checkpoints; ++k) {
        const std::int64_t r = t.reached[static_cast<std::size_t>(k)];
        res.checkpoints.push_back(CheckpointReach{k + 1, r, t.robots > 0 ? static_cast<double>(r) / static_cast<double>(t.robots) : 0.0});
    }
    res.starts = std::move(t.starts);
    res.finishedGames = static_cast<int>(t.finishTurns.size());
    res.medianTurnsToFinish = median(t.finishTurns);
    res.turnsPlayed = t.turns;
    res.robotTurns = t.robotTurns;
    res.robotsFinished = static_cast<std::int64_t>(t.robotFinishTurns.size());
    res.finishedByTurn.assign(static_cast<std::size_t>(opt.maxTurns), 0);
    for (const int turn : t.robotFinishTurns)
        ++res.finishedByTurn[static_cast<std::size_t>(std::clamp(turn, 1, opt.maxTurns) - 1)];
    for (std::size_t k = 1; k < res.finishedByTurn.size(); ++k)
        res.finishedByTurn[k] += res.finishedByTurn[k - 1];
    res.medianRobotTurnsToFinish = median(t.robotFinishTurns);
    res.wonByTurn.assign(static_cast<std::size_t>(opt.maxTurns), 0);
    for (const int turn : t.finishTurns)
        ++res.wonByTurn[static_cast<std::size_t>(std::clamp(turn, 1, opt.maxTurns) - 1)];
    for (std::size_t k = 1; k < res.wonByTurn.size(); ++k)
        res.wonByTurn[k] += res.wonByTurn[k - 1];
    for (int k = 0; k < s.checkpoints; ++k) {
        LegTally &leg = t.legs[static_cast<std::size_t>(k)];
        res.legs.push_back(LegResult{.from = k,
                                     .robots = static_cast<std::int64_t>(leg.registers.size()),
                                     .began = leg.began,
                                     .died = leg.died,
                                     .deaths = leg.deaths,
                                     .medianRegisters = median(leg.registers)});
    }
    res.deathsByKiller = t.killerTotals;
    res.fastestGame = t.fastest.result();
    res.slowestGame = t.slowest.result();
    res.deadliestGame = t.deadliest.result();
    return res;
}

} // namespace rf::analysis
