// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/simulator.h"

#include "model/robotedit.h"

#include <algorithm>
#include <set>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;
using rules::BoardStep;
using rules::ScenarioError;
using Code = rules::ScenarioError::Code;

TraceSink *Simulator::nullSink()
{
    static NullSink sink; // stateless, shared by every simulator
    return &sink;
}

std::expected<Simulator, ScenarioError> Simulator::create(const Scenario &sc, std::optional<std::uint64_t> seed)
{
    Simulator sim;
    sim.m_rules = rules::rulesetById(sc.ruleset);
    if (!sim.m_rules)
        return std::unexpected(ScenarioError{.code = Code::UnknownRuleset, .text = sc.ruleset});
    sim.m_afterSubstep = sim.m_rules->actsAfterSubstep();
    sim.m_ownDecks = sim.m_rules->traits().deckPerRobot;
    if (auto problem = sim.m_rules->checkScenario(sc))
        return std::unexpected(std::move(*problem));
    const auto opts = rules::resolveOptions(sc.options, sim.m_rules->traits());
    if (opts.unknown)
        return std::unexpected(ScenarioError{.code = Code::UnknownOption, .text = *opts.unknown});
    sim.m_opt = opts.options;
    if (sc.course.placements().empty())
        return std::unexpected(ScenarioError{.code = Code::NoCourse});
    auto combined = combine(sc.course);
    if (!combined)
        return std::unexpected(rules::courseError(sc.course, combined.error()));
    sim.m_rules->playedBoard(*combined, sim.m_opt);
    sim.m_board = std::make_shared<const rules::BoardIndex>(std::move(*combined), sc.course.placements());
    const rules::BoardIndex &b = *sim.m_board;
    for (const BoardStep s : sim.m_rules->boardSteps())
        if (sim.boardStepPresent(s))
            sim.m_steps.push_back(s);

    sim.m_seed = seed.value_or(sc.seed);
    GameState &st = sim.m_st;
    st.rng.reseed(sim.m_seed);
    st.occupancy.assign(static_cast<std::size_t>(b.width() * b.height()), 0);
    auto plans = std::make_shared<std::vector<std::vector<TurnPlan>>>();
    std::set<std::string> names;
    for (std::size_t i = 0; i < sc.robots.size(); ++i) {
        const ScenarioRobot &r = sc.robots[i];
        if (r.name.empty())
            return std::unexpected(ScenarioError{.code = Code::RobotWithoutName, .number = static_cast<int>(i) + 1});
        if (!names.insert(r.name).second)
            return std::unexpected(ScenarioError{.code = Code::DuplicateName, .robot = r.name});
        if (!b.contains(r.at))
            return std::unexpected(ScenarioError{.code = Code::StartOutside, .robot = r.name, .cell = r.at, .size = {b.width(), b.height()}});
        if (r.archive && !b.contains(*r.archive))
            return std::unexpected(ScenarioError{.code = Code::ArchiveOutside, .robot = r.name, .cell = *r.archive});
        if (r.damage < 0 || r.damage > 9)
            return std::unexpected(ScenarioError{.code = Code::DamageOutOfRange, .robot = r.name, .number = r.damage});
        if (r.lives < 1)
            return std::unexpected(ScenarioError{.code = Code::LivesOutOfRange, .robot = r.name, .number = r.lives});
        RobotState rs;
        rs.name = r.name;
        rs.facing = r.facing;
        rs.damage = r.damage;
        rs.lives = r.lives;
        rs.archive = r.archive.value_or(r.at);
        rs.flags = r.flags;
        rs.announcedPowerDown = r.poweredDown;
        rs.isVirtual = r.isVirtual;
        rs.reentryFacing = r.reentryFacing;
        rs.reentryAt = r.reentryAt;
        rs.doubleWrench = r.doubleWrench;
        rs.energy = r.energy.value_or(0);
        if (r.deck)
            rs.deck.assign(r.deck->rbegin(), r.deck->rend()); // top first in files, at the back here
        rs.discard = r.discard;
        rs.dealtPiles = r.deck.has_value() || !r.discard.empty(); // the scenario states its piles
        for (std::size_t t = 0; t < r.turns.size(); ++t)
            if (r.turns[t].program)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if (const auto &c = (*r.turns[t].program)[k]; c && !sim.m_rules->hasCard(c->kind))
                        return std::unexpected(ScenarioError{.code = Code::CardNotInRuleset, .robot = r.name, .other = std::string(sim.m_rules->id()),
                                                             .text = std::string(cardKindName(c->kind)), .turn = static_cast<int>(t) + 1,
                                                             .reg = static_cast<int>(k) + 1});
        const bool decides = std::ranges::any_of(r.turns, [](const TurnPlan &t) { return !t.decisions.empty(); });
        const auto &traits = sim.m_rules->traits();
        if ((!r.options.empty() && !traits.optionCards) || (decides && !traits.optionCards && !traits.upgrades && !traits.shutdown))
            return std::unexpected(ScenarioError{.code = Code::OptionCardsNotInRuleset, .robot = r.name, .other = std::string(sim.m_rules->id())});
        for (const HeldOption &h : r.options)
            for (std::size_t k = 0; k < i; ++k)
                if (std::ranges::any_of(sc.robots[k].options, [&](const HeldOption &o) { return o.id == h.id; }))
                    return std::unexpected(ScenarioError{.code = Code::OptionHeldTwice, .robot = r.name, .other = sc.robots[k].name,
                                                         .text = std::string(optionName(h.id))});
        rs.options = r.options;
        for (const UpgradeId u : r.upgrades)
            rs.upgrades.push_back(HeldUpgrade{u, false});
        rs.pos = r.at;
        st.robots.push_back(std::move(rs));
        plans->push_back(r.turns);
    }
    sim.m_rules->setUp(sc, sim.m_opt, st); // robots off the board (2023: rebooting) stand on no square
    for (std::size_t i = 0; i < st.robots.size(); ++i) {
        for (std::size_t k = 0; k < i; ++k) {
            if (st.robots[i].pos != st.robots[k].pos || st.robots[i].destroyed || st.robots[k].destroyed)
                continue;
            if (sim.m_opt.virtualStart) {
                st.robots[i].isVirtual = st.robots[k].isVirtual = true;
            } else if (!st.robots[i].isVirtual && !st.robots[k].isVirtual) {
                return std::unexpected(ScenarioError{.code = Code::SharedStart, .robot = st.robots[i].name, .other = st.robots[k].name});
            }
        }
    }
    for (const RobotState &r : st.robots)
        if (!r.destroyed)
            ++st.occupancy[static_cast<std::size_t>(b.indexOf(r.pos))];
    // The option deck: every card nobody holds, shuffled at its first draw (so that scenarios
    // without options draw the same random numbers as before), under the scenario's fixed top.
    for (int k = 0; k < kOptionCount; ++k) {
        const auto id = static_cast<OptionId>(k);
        const bool held = std::ranges::any_of(st.robots, [&](const RobotState &r) {
            return std::ranges::any_of(r.options, [&](const HeldOption &h) { return h.id == id; });
        });
        if (!held && std::ranges::find(sc.optionDeckTop, id) == sc.optionDeckTop.end())
            st.optionDeck.push_back(id);
    }
    st.optionDeckTop = sc.optionDeckTop;
    if (auto e = sim.setUpUpgrades(sc, sim.m_rules->traits(), st))
        return std::unexpected(*e);
    sim.m_playOn = sc.playOnAfterWin;
    sim.m_decisions = std::ranges::any_of(sc.robots, [](const ScenarioRobot &r) {
        return std::ranges::any_of(r.turns, [](const TurnPlan &t) { return !t.decisions.empty(); });
    });
    st.deckTop.assign(sc.deckTop.rbegin(), sc.deckTop.rend());
    sim.m_plans = std::move(plans);
    return sim;
}

std::optional<ScenarioError> Simulator::setUpUpgrades(const Scenario &sc, const rules::RulesetTraits &traits, GameState &st)
{
    if (traits.damageDeck) {
        // The 2023 edition: the programming phase as a step of its own; its upgrades are refused
        // when the file is read (RULES.md 10.12-10.15 are not played yet).
        st.programming = sc.programming;
        return std::nullopt;
    }
    if (!usesUpgrades(sc) && !sc.phasesOnly)
        return std::nullopt;
    if (!traits.upgrades)
        return ScenarioError{.code = Code::UpgradesNotInRuleset, .other = std::string(m_rules->id())};
    // Each upgrade card exists once (RULES.md 9.2): held by one robot, in the shop or in a pile.
    std::array<std::string, kUpgradeCount> where{};
    auto place = [&](UpgradeId u, const std::string &holder) -> std::optional<ScenarioError> {
        std::string &w = where[static_cast<std::size_t>(u)];
        if (!w.empty())
            return ScenarioError{.code = Code::UpgradeTwice, .robot = w, .other = holder, .text = std::string(upgradeName(u))};
        w = holder;
        return std::nullopt;
    };
    for (const ScenarioRobot &r : sc.robots) {
        int kinds[2] = {0, 0};
        for (const UpgradeId u : r.upgrades) {
            if (auto e = place(u, r.name))
                return e;
            if (++kinds[upgradeIsPermanent(u) ? 0 : 1] > kUpgradeSlots)
                return ScenarioError{.code = Code::TooManyUpgrades, .robot = r.name, .number = kUpgradeSlots};
        }
    }
    st.upgradesInGame = true;
    st.upgradePhase = sc.upgradePhase.has_value();
    st.programming = sc.programming;
    for (std::size_t k = 0; k < sc.damagePiles.size(); ++k)
        st.damagePiles[k] = sc.damagePiles[k].value_or(-1);
    if (!sc.upgradePhase)
        return std::nullopt;
    const UpgradeSetup &u = *sc.upgradePhase;
    if (u.shop.size() > sc.robots.size())
        return ScenarioError{.code = Code::ShopTooLarge, .number = static_cast<int>(u.shop.size()), .value = static_cast<int>(sc.robots.size())};
    for (const auto *list : {&u.shop, &u.deck, &u.discard})
        for (const UpgradeId id : *list)
            if (auto e = place(id, list == &u.shop ? "upgradePhase.shop" : list == &u.deck ? "upgradePhase.deck" : "upgradePhase.discard"))
                return e;
    st.shop.assign(u.shop.begin(), u.shop.end());
    st.shop.resize(sc.robots.size());
    st.upgradeDeck.assign(u.deck.rbegin(), u.deck.rend()); // top first in files, at the back here
    st.upgradeDiscard = u.discard;
    st.boughtLastRound = u.boughtLastRound;
    st.cursor.stage = Stage::Upgrades;
    return std::nullopt;
}

void Simulator::reseed(std::uint64_t seed)
{
    m_seed = seed;
    m_st.rng.reseed(seed);
}

std::optional<ScenarioError> Simulator::checkEdit(int robot, const RobotEdit &edit) const
{
    if (robot < 0 || robot >= static_cast<int>(m_st.robots.size()))
        return ScenarioError{.code = Code::UnknownRobot, .text = std::to_string(robot + 1)};
    const RobotState &rs = m_st.robots[static_cast<std::size_t>(robot)];
    const rules::BoardIndex &b = *m_board;
    for (const auto &p : {edit.pos, edit.archive})
        if (p && !b.contains(*p))
            return ScenarioError{.code = Code::CellOutside, .robot = rs.name, .cell = *p, .size = {b.width(), b.height()}};
    if (edit.damage && (*edit.damage < 0 || *edit.damage > 9))
        return ScenarioError{.code = Code::DamageOutOfRange, .robot = rs.name, .number = *edit.damage};
    if (edit.lives && *edit.lives < 1)
        return ScenarioError{.code = Code::LivesOutOfRange, .robot = rs.name, .number = *edit.lives};
    if (edit.card && (edit.card->first < 1 || edit.card->first > kRegisterCount))
        return ScenarioError{.code = Code::RegisterOutOfRange, .robot = rs.name, .number = edit.card->first};
    if (edit.pos)
        for (std::size_t k = 0; k < m_st.robots.size(); ++k) {
            const RobotState &o = m_st.robots[k];
            if (static_cast<int>(k) != robot && !o.destroyed && !o.eliminated && !o.isVirtual && o.pos == *edit.pos)
                return ScenarioError{.code = Code::CellOccupied, .robot = rs.name, .other = o.name, .cell = *edit.pos};
        }
    return std::nullopt;
}

void Simulator::applyEdit(int robot, const RobotEdit &edit)
{
    m_scratch.stateReplaced();
    // A robot in play: what the edit sets, done as the engine does it.
    class InPlay final : public model::RobotEditTarget {
    public:
        InPlay(const Simulator &sim, rules::Engine &e, RobotState &rs, int robot) : m_sim(sim), m_e(e), m_rs(rs), m_robot(robot) {}
        void position(Point p) override
        {
            // Robots out of play are on no square: they only take the new position.
            if (!m_rs.destroyed && !m_rs.eliminated)
                m_e.relocate(m_robot, p);
            else
                m_rs.pos = p;
        }
        void facing(Direction d) override { m_rs.facing = d; }
        void damage(int amount) override { m_rs.damage = amount; }
        void lives(int count) override { m_rs.lives = count; }
        void flags(int count) override { m_rs.flags = count; }
        void archive(Point p) override { m_rs.archive = p; }
        void poweredDown(bool on) override { m_rs.poweredDown = on; }
        void card(int reg, const std::optional<Card> &c) override { m_rs.program[static_cast<std::size_t>(reg - 1)] = c; }
        void program(const Program &p) override { m_sim.setProgram(m_rs, p); }
        void powerDownNext(bool on) override { m_rs.announcedPowerDown = on; }

    private:
        const Simulator &m_sim;
        rules::Engine &m_e;
        RobotState &m_rs;
        int m_robot;
    };
    rules::Engine e = engine(nullptr);
    InPlay target(*this, e, m_st.robots[static_cast<std::size_t>(robot)], robot);
    model::applyRobotEdit(edit, target);
}

// Under decks of their own a card is in one place only: the new program's cards that are not in
// the old one come from the discard pile (this turn's unplayed hand), the old program's cards
// that are not in the new one go there. Compared as multisets, so moving a card between
// registers moves nothing between piles.
void Simulator::setProgram(RobotState &rs, const Program &program) const
{
    if (m_rules->traits().deckPerRobot) {
        std::vector<Card> added, removed;
        for (const auto &c : program)
            if (c)
                added.push_back(*c);
        for (const auto &c : rs.program) {
            if (!c)
                continue;
            if (auto it = std::find(added.begin(), added.end(), *c); it != added.end())
                added.erase(it);
            else
                removed.push_back(*c);
        }
        for (const Card &c : added)
            if (auto it = std::find(rs.discard.begin(), rs.discard.end(), c); it != rs.discard.end())
                rs.discard.erase(it);
        rs.discard.insert(rs.discard.end(), removed.begin(), removed.end());
    }
    rs.program = program;
}

bool Simulator::boardStepPresent(BoardStep s) const
{
    const rules::BoardIndex &b = *m_board;
    switch (s) {
    case BoardStep::ExpressBelts: return !b.expressBelts().empty();
    case BoardStep::Belts:
    case BoardStep::NormalBelts: return !b.allBelts().empty();
    case BoardStep::Currents: return !b.currents().empty();
    case BoardStep::Pushers: return !b.pushers().empty();
    case BoardStep::Gears: return !b.gears().empty();
    case BoardStep::Crushers: return !b.crushers().empty();
    }
    return false;
}

TraceHeader Simulator::header() const
{
    TraceHeader h;
    h.ruleset = std::string(m_rules->id());
    h.options = rules::optionValues(m_opt, m_rules->traits(), m_st.upgradesInGame);
    h.seed = m_seed;
    for (const RobotState &r : m_st.robots)
        h.robots.push_back(TraceRobot{r.name, r.pos, r.facing});
    return h;
}

std::vector<rules::DecisionOffer> Simulator::offersAt(const GameState &state) const
{
    GameState copy = state; // the offers look, never play: a scratch copy keeps `state` as it is
    rules::Scratch scratch;
    rules::Engine e(*m_board, copy, m_opt, *m_rules, *m_plans, scratch, nullptr, m_decisions);
    std::vector<rules::DecisionOffer> out;
    if (copy.cursor.stage != Stage::GameOver)
        e.decisionOffers(out);
    return out;
}

rules::Engine Simulator::engine(Event *ev)
{
    rules::Engine e(*m_board, m_st, m_opt, *m_rules, *m_plans, m_scratch, ev, m_decisions);
    if (m_wanted) [[unlikely]]
        e.setWanted(m_wanted);
    return e;
}

bool Simulator::everyoneFinished() const
{
    return std::all_of(m_st.robots.begin(), m_st.robots.end(), [](const RobotState &r) { return r.place > 0 || r.eliminated; });
}

bool Simulator::playable(int i) const
{
    const RobotState &r = m_st.robots[static_cast<std::size_t>(i)];
    // With upgrades a robot without a card may still act in its activation (Boink, Zoop...):
    // the ruleset put it in the order for that.
    // 2023: a rebooting robot re-enters at its turn in register 1 (RULES.md 10.9).
    return (!(r.destroyed | r.eliminated | r.poweredDown) &&
            (r.program[static_cast<std::size_t>(m_st.cursor.reg - 1)].has_value() || m_st.upgradesInGame)) ||
           r.reentering;
}

[[gnu::always_inline]] inline void Simulator::skipEmpty()
{
    Cursor &c = m_st.cursor;
    while (c.stage == Stage::RobotMoves) {
        if (c.index >= static_cast<int>(m_st.order.size())) {
            c.stage = Stage::BoardElements;
            c.index = 0;
        } else if (!playable(m_st.order[static_cast<std::size_t>(c.index)])) {
            ++c.index;
        } else {
            return;
        }
    }
    if (c.stage == Stage::BoardElements && c.index >= static_cast<int>(m_steps.size())) {
        c.stage = Stage::Lasers;
        c.index = 0;
    }
}

[[gnu::always_inline]] inline void Simulator::advance()
{
    Cursor &c = m_st.cursor;
    switch (c.stage) {
    case Stage::Upgrades:
        // Substep 0 refills the shop and orders the buyers; then one substep per buyer.
        if (++c.index > static_cast<int>(m_st.order.size())) {
            c.stage = Stage::Deal;
            c.index = 0;
        }
        break;
    case Stage::Deal:
        c.stage = Stage::Reveal;
        c.reg = 1;
        break;
    case Stage::Reveal: {
        rules::Engine e = engine(nullptr);
        m_rules->orderRobots(e, m_st.order);
        c.stage = Stage::RobotMoves;
        c.index = 0;
        break;
    }
    case Stage::RobotMoves:
    case Stage::BoardElements: ++c.index; break;
    case Stage::Lasers: c.stage = m_board->hasFloorDamage() ? Stage::FloorDamage : Stage::Checkpoints; break;
    case Stage::FloorDamage: c.stage = Stage::Checkpoints; break;
    case Stage::Checkpoints:
        if (m_st.winner >= 0 && (!m_playOn || everyoneFinished())) {
            c.stage = Stage::GameOver;
        } else if (c.reg < kRegisterCount && !(c.turn == m_cutTurn && c.reg == m_cutReg)) {
            ++c.reg;
            c.stage = Stage::Reveal;
        } else {
            c.stage = Stage::Repairs;
            c.reg = 0;
        }
        break;
    case Stage::Repairs: c.stage = Stage::Cleanup; break;
    case Stage::Cleanup: {
        const bool anyLeft = std::any_of(m_st.robots.begin(), m_st.robots.end(), [](const RobotState &r) { return !r.eliminated; });
        ++c.turn;
        c.stage = !anyLeft ? Stage::GameOver : m_st.upgradePhase ? Stage::Upgrades : Stage::Deal;
        c.index = 0;
        break;
    }
    case Stage::GameOver: break;
    }
    skipEmpty();
}

[[gnu::always_inline]] inline void Simulator::runSubstep()
{
    const Cursor &c = m_st.cursor; // not GameOver: step() has checked
    Event *ev = nullptr;
    if (m_events) {
        // The same event and its buffers for every substep: once they have grown, recording
        // allocates only the sink's copies.
        m_event.actor = -1;
        m_event.card.reset();
        m_event.changes.clear();
        m_event.notes.clear();
        m_event.cells.clear();
        m_event.elements.clear();
        m_event.hands.clear();
        m_event.turn = c.turn;
        m_event.reg = c.reg;
        m_event.phase = phaseOf(c.stage);
        m_before.resize(m_st.robots.size());
        for (std::size_t i = 0; i < m_before.size(); ++i) {
            const RobotState &r = m_st.robots[i];
            m_before[i] = Before{r.pos, r.facing, r.damage, r.lives, r.flags, r.archive, r.destroyed, r.options.size()};
        }
        ev = &m_event;
    }
    rules::Engine e = engine(ev);
    const EventKind kind = playSubstep(e);
    if (m_afterSubstep)
        m_rules->afterSubstep(e);
    if (ev)
        sendEvent(kind);
}

[[gnu::always_inline]] inline EventKind Simulator::playSubstep(rules::Engine &e)
{
    const Cursor &c = m_st.cursor;
    switch (c.stage) {
    case Stage::Upgrades:
        if (c.index == 0) {
            e.shopSubstep(m_st.order);
            return EventKind::Shop;
        }
        if (e.recording())
            m_event.actor = m_st.order[static_cast<std::size_t>(c.index - 1)];
        e.purchaseSubstep(m_st.order[static_cast<std::size_t>(c.index - 1)]);
        return EventKind::Purchase;
    case Stage::Deal: m_rules->deal(e); return EventKind::Deal;
    case Stage::Reveal: e.reveal(); return EventKind::Reveal;
    case Stage::RobotMoves: {
        const int i = m_st.order[static_cast<std::size_t>(c.index)];
        if (e.recording()) {
            m_event.actor = i;
            m_event.card = m_st.robots[static_cast<std::size_t>(i)].program[static_cast<std::size_t>(c.reg - 1)];
        }
        m_rules->playCard(e, i);
        return EventKind::Card;
    }
    case Stage::BoardElements:
        switch (m_steps[static_cast<std::size_t>(c.index)]) {
        case BoardStep::ExpressBelts: e.beltSubstep(true); return EventKind::ExpressBelts;
        case BoardStep::Belts: e.beltSubstep(false); return EventKind::Belts;
        case BoardStep::NormalBelts: e.beltSubstep(false, true); return EventKind::Belts;
        case BoardStep::Currents: e.currentSubstep(); return EventKind::Currents;
        case BoardStep::Pushers: e.pusherSubstep(); return EventKind::Pushers;
        case BoardStep::Gears: e.gearSubstep(); return EventKind::Gears;
        case BoardStep::Crushers: e.crusherSubstep(); return EventKind::Crushers;
        }
        break;
    case Stage::Lasers: e.laserVolley(); return EventKind::Lasers;
    case Stage::FloorDamage: e.floorDamage(); return EventKind::FloorDamage;
    case Stage::Checkpoints: m_rules->checkpoints(e); return EventKind::Checkpoints;
    case Stage::Repairs:
        if (c.turn == m_cutTurn && m_cutReg > 0)
            e.note(game::Code::RegistersNotPlayed, -1, -1, {-1, -1}, Direction::North, m_cutReg);
        m_rules->repairs(e);
        return EventKind::Repairs;
    case Stage::Cleanup: m_rules->cleanup(e); return EventKind::Cleanup;
    case Stage::GameOver: break;
    }
    return EventKind::Deal;
}

void Simulator::sendEvent(EventKind kind)
{
    Event &ev = m_event;
    ev.kind = kind;
    for (std::size_t i = 0; i < m_st.robots.size(); ++i) {
        const Before &a = m_before[i];
        const RobotState &b = m_st.robots[i];
        const bool destroyed = b.destroyed && !a.destroyed;
        const bool reentered = a.destroyed && !b.destroyed;
        const int optionsChange = static_cast<int>(b.options.size()) - static_cast<int>(a.options);
        const int flagTaken = b.flags > a.flags ? b.flags : 0;
        if (a.pos == b.pos && a.facing == b.facing && a.damage == b.damage && a.lives == b.lives && !destroyed &&
            !reentered && flagTaken == 0 && a.archive == b.archive && optionsChange == 0)
            continue; // most robots do not change in a substep
        RobotChange &ch = ev.changes.emplace_back();
        ch.robot = static_cast<int>(i);
        ch.fromPos = a.pos;
        ch.toPos = b.pos;
        ch.fromFacing = a.facing;
        ch.toFacing = b.facing;
        ch.fromDamage = a.damage;
        ch.toDamage = b.damage;
        ch.fromLives = a.lives;
        ch.toLives = b.lives;
        ch.destroyed = destroyed;
        ch.cause = destroyed ? b.cause : DestroyCause::None;
        ch.reentered = reentered;
        ch.flagTaken = flagTaken;
        ch.archiveMoved = a.archive != b.archive;
        ch.fromArchive = a.archive;
        ch.toArchive = b.archive;
        ch.optionsChange = optionsChange;
    }
    m_sink->event(ev);
}

// Out of step()'s line: called at a few substeps of a register, it would only crowd the rest.
[[gnu::noinline]] void Simulator::checkCardLimit(int turn, int reg)
{
    for (std::size_t i = 0; i < m_st.robots.size(); ++i) {
        const RobotState &r = m_st.robots[i];
        // Registers and option cards hold a few cards at most: counted only near the limit.
        if (game::cardsInPiles(r) + game::cardsOutsidePilesAtMost(r) > game::kMaxRobotCards &&
            game::cardsOwned(r) > game::kMaxRobotCards) {
            m_st.overCardLimit = static_cast<int>(i);
            m_st.cardLimitTurn = turn;
            m_st.cardLimitReg = reg;
            m_st.cursor.stage = Stage::GameOver;
            return;
        }
    }
}

std::optional<ScenarioError> Simulator::refusal() const
{
    if (m_st.overCardLimit < 0)
        return std::nullopt;
    const RobotState &r = m_st.robots[static_cast<std::size_t>(m_st.overCardLimit)];
    return ScenarioError{.code = ScenarioError::Code::CardLimit,
                         .robot = r.name,
                         .number = game::cardsOwned(r),
                         .value = game::kMaxRobotCards,
                         .turn = m_st.cardLimitTurn,
                         .reg = m_st.cardLimitReg};
}

bool Simulator::step()
{
    Cursor &c = m_st.cursor;
    if (c.stage == Stage::GameOver)
        return false;
    const Phase phase = phaseOf(c.stage);
    if (m_silent) {
        // The null sink: only the cursor's flags (part of the state) change, no marker is sent.
        c.started = c.turnOpen = c.phaseOpen = true;
        c.regOpen = c.regOpen || c.reg > 0;
    } else {
        openMarkers(phase);
    }
    runSubstep();
    const int turn = c.turn;
    const int reg = c.reg;
    advance();
    // The card limit, the one place: at the end of each register, in editions where robots own
    // their decks (elsewhere every card comes from the game's finite decks). Between two checks a
    // robot gains a bounded number of cards (a chain of Viruses is at most its draw pile), and a
    // look at every robot after every substep cost a fifth of a game.
    if (m_ownDecks && reg > 0 && (c.reg != reg || c.turn != turn || c.stage == Stage::GameOver)) [[unlikely]]
        checkCardLimit(turn, reg);
    const bool over = c.stage == Stage::GameOver;
    const bool turnEnds = over || c.turn != turn;
    const bool regEnds = reg > 0 && (turnEnds || c.reg != reg);
    if (turnEnds || c.reg != reg || phaseOf(c.stage) != phase) {
        c.phaseOpen = false;
        if (!m_silent)
            m_sink->endPhase(turn, reg, phase);
    }
    if (regEnds) {
        c.regOpen = false;
        if (!m_silent)
            m_sink->endRegister(turn, reg);
    }
    if (turnEnds) {
        c.turnOpen = false;
        if (!m_silent)
            m_sink->endTurn(turn);
    }
    return true;
}

void Simulator::openMarkers(Phase phase)
{
    Cursor &c = m_st.cursor;
    if (!c.started) {
        c.started = true;
        m_sink->beginGame(header());
    }
    if (!c.turnOpen) {
        c.turnOpen = true;
        m_sink->beginTurn(c.turn);
    }
    if (c.reg > 0 && !c.regOpen) {
        c.regOpen = true;
        m_sink->beginRegister(c.turn, c.reg);
    }
    if (!c.phaseOpen) {
        c.phaseOpen = true;
        m_sink->beginPhase(c.turn, c.reg, phase);
    }
}

} // namespace rf::sim
