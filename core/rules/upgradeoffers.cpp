// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The upgrade choices a player could make before the next substep (RULES.md 9.2-9.7): the
// debugger's decision points of the 2016 edition. Only what the rules could play at that moment
// is offered; a choice the scenario already makes is not offered again. What depends on cards
// not seen yet (the hand of the programming phase for Defrag Gizmo and Cache Memory, the damage
// card taken instead of one from an empty pile, the card a routine drawn in play becomes) is
// found by playing the next substep on a copy: the rules `want` the decisions they ask for there
// and do not find (ScenarioRun::decisionOffers). Memory Swap is offered with its default only:
// other cards to put back are written in the scenario.
#include "model/passage.h"
#include "rules/cards.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;

namespace {

// Whether robot i's plan already answers `offer`: one purchase per upgrade phase, one use of an
// upgrade per moment.
// The upgrades that change how the robot's card moves it: one of them per card.
bool isMoveUpgrade(UpgradeId id)
{
    return id == UpgradeId::Brakes || id == UpgradeId::CrabLegs || id == UpgradeId::Teleporter;
}

bool upgradeAlreadyDecided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    if (!p)
        return false;
    return std::ranges::any_of(p->decisions, [&](const Decision &d) {
        if (d.when != offer.when || (d.when == DecisionTime::Register && d.reg != offer.reg) || d.use != offer.use)
            return false;
        return d.use == DecisionUse::Buy || d.upgrade == offer.upgrade || (isMoveUpgrade(d.upgrade) && isMoveUpgrade(offer.upgrade));
    });
}

void offerUpgrade(const Engine &e, std::vector<DecisionOffer> &out, int i, const Decision &d)
{
    if (!upgradeAlreadyDecided(e, i, d))
        out.push_back(DecisionOffer{i, d});
}

constexpr Direction kDirections[] = {Direction::North, Direction::East, Direction::South, Direction::West};

// Refresh before robot i's card of kind `kind` (RULES.md 9.6): each card it may become, and a
// replaced damage card trashed or not. Again is not offered in register 1, where it repeats
// nothing and the robot would give up its card for no move.
void refreshOffers(const Engine &e, std::vector<DecisionOffer> &out, int i, CardKind kind)
{
    static constexpr CardKind kCards[] = {CardKind::Move1,      CardKind::Move2,       CardKind::Move3,
                                          CardKind::RotateLeft, CardKind::RotateRight, CardKind::UTurn,
                                          CardKind::BackUp,     CardKind::Again};
    for (const CardKind k : kCards) {
        if (k == CardKind::Again && e.reg() == 1)
            continue;
        Decision d{.when = DecisionTime::Register,
                   .reg = e.reg(),
                   .use = DecisionUse::Upgrade,
                   .upgrade = UpgradeId::Refresh,
                   .card = k};
        offerUpgrade(e, out, i, d);
        if (cardIsDamage(kind)) {
            d.trash = true;
            offerUpgrade(e, out, i, d);
        }
    }
}

} // namespace

void Engine::upgradeOffers(std::vector<DecisionOffer> &out)
{
    const game::Cursor &c = m_st.cursor;
    // Temporary upgrades robot i could use at a moment outside the registers (`t`: U or P).
    auto temporaries = [&](int i, DecisionTime when, UpgradeTiming t) {
        for (const HeldUpgrade &h : robot(i).upgrades) {
            // Memory Swap is offered with its default: the three cards drawn go back (its
            // decision without cards).
            if (upgradeIsPermanent(h.id) || !upgradeActsAt(upgradeTiming(h.id), t))
                continue;
            offerUpgrade(*this, out, i, Decision{.when = when, .use = DecisionUse::Upgrade, .upgrade = h.id});
        }
    };
    switch (c.stage) {
    case game::Stage::Upgrades: {
        // Substep 0 refills the shop; then each buyer in turn (the simulator's order).
        if (c.index < 1 || static_cast<std::size_t>(c.index) > m_st.order.size())
            break;
        const int i = m_st.order[static_cast<std::size_t>(c.index - 1)];
        const auto &r = robot(i);
        if (r.eliminated)
            break;
        for (const auto &slot : m_st.shop) {
            if (!slot || upgradeCost(*slot) > r.energy)
                continue;
            Decision d{.when = DecisionTime::UpgradePhase, .use = DecisionUse::Buy, .upgrade = *slot};
            // A full row: the player chooses the card that makes room, oldest first (the
            // default of the rules).
            const bool permanent = upgradeIsPermanent(*slot);
            auto sameKind = [permanent](const HeldUpgrade &h) { return upgradeIsPermanent(h.id) == permanent; };
            if (std::ranges::count_if(r.upgrades, sameKind) < kUpgradeSlots) {
                offerUpgrade(*this, out, i, d);
                continue;
            }
            for (const HeldUpgrade &h : r.upgrades)
                if (sameKind(h)) {
                    d.upgradeSubject = h.id;
                    offerUpgrade(*this, out, i, d);
                }
        }
        temporaries(i, DecisionTime::UpgradePhase, UpgradeTiming::UpgradePhase);
        break;
    }
    case game::Stage::Deal:
        if (!m_st.programming)
            break;
        for (int i = 0; i < robotCount(); ++i)
            if (!robot(i).eliminated)
                temporaries(i, DecisionTime::Programming, UpgradeTiming::Programming);
        break;
    case game::Stage::Reveal:
        for (int i = 0; i < robotCount(); ++i) {
            const auto &r = robot(i);
            if (!inPlay(i) || r.rebooted)
                continue;
            auto use = [&](UpgradeId id, std::optional<Direction> dir = {}) {
                offerUpgrade(*this, out, i,
                             Decision{.when = DecisionTime::Register,
                                      .reg = reg(),
                                      .use = DecisionUse::Upgrade,
                                      .upgrade = id,
                                      .dir = dir});
            };
            for (const HeldUpgrade &h : r.upgrades) {
                switch (h.id) {
                case UpgradeId::AdminPrivilege:
                    if (!h.usedThisRound)
                        use(h.id);
                    break;
                case UpgradeId::ManualSort: use(h.id); break;
                case UpgradeId::DeflectorShield:
                    if (r.energy >= 1)
                        use(h.id);
                    break;
                // Where the robot stands after its card is not known yet: every direction.
                case UpgradeId::Boink:
                case UpgradeId::Zoop:
                    for (const Direction d : kDirections)
                        use(h.id, d);
                    break;
                default: break;
                }
            }
        }
        break;
    case game::Stage::RobotMoves: cardUpgradeOffers(out); break;
    case game::Stage::Lasers: {
        // Pressor and Tractor Beam act on a robot the holder's laser hits (upgradeVolley): the
        // main laser, and the rear one when upgrades act on every laser.
        std::vector<int> line;
        packTargets(*this, m_scratch.targets);
        for (int s = 0; s < robotCount(); ++s) {
            const auto &shooter = robot(s);
            const std::uint64_t held = upgradeMask(s);
            const bool pressor = held & upgradeBit(UpgradeId::PressorBeam);
            const bool tractor = held & upgradeBit(UpgradeId::TractorBeam);
            const bool howitzer = (held & upgradeBit(UpgradeId::MiniHowitzer)) && shooter.energy >= 1;
            const bool bsod = held & upgradeBit(UpgradeId::BlueScreenOfDeath);
            const bool wave = held & upgradeBit(UpgradeId::CorruptionWave);
            if (!inPlay(s) || shooter.isVirtual || !(pressor || tractor || howitzer || bsod || wave))
                continue;
            const bool rear = (held & upgradeBit(UpgradeId::RearLaser)) && !m_opt.modsMainLaserOnly;
            for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
                if (d != shooter.facing && !rear)
                    break;
                upgradeLaserHits(*this, m_scratch.targets, s, d, line);
                for (const int t : line) {
                    Decision beam{.when = DecisionTime::Register,
                                  .reg = reg(),
                                  .use = DecisionUse::Upgrade,
                                  .target = robot(t).name};
                    auto offerAt = [&](UpgradeId id) {
                        beam.upgrade = id;
                        offerUpgrade(*this, out, s, beam);
                    };
                    if (pressor)
                        offerAt(UpgradeId::PressorBeam);
                    if (howitzer)
                        offerAt(UpgradeId::MiniHowitzer);
                    if (wave)
                        offerAt(UpgradeId::CorruptionWave);
                    // Blue Screen of Death's Worm is for a robot shot from next door.
                    if (bsod && step(shooter.pos, d) == robot(t).pos)
                        offerAt(UpgradeId::BlueScreenOfDeath);
                    // A Tractor Beam cannot pull a robot that is already next to the holder.
                    if (tractor && step(shooter.pos, d) != robot(t).pos)
                        offerAt(UpgradeId::TractorBeam);
                }
            }
        }
        break;
    }
    default: break;
    }
}

void Engine::cardUpgradeOffers(std::vector<DecisionOffer> &out)
{
    // Before a robot's card: Brakes, Crab Legs and Teleporter change how it moves, Side Arms a
    // push it would make, Reboot and Hack act around it (upgrademoves.cpp).
    const auto index = static_cast<std::size_t>(m_st.cursor.index);
    if (index >= m_st.order.size())
        return;
    const int i = m_st.order[index];
    const auto &r = robot(i);
    const auto &card = r.program[static_cast<std::size_t>(reg() - 1)];
    if (!inPlay(i) || r.rebooted || !card)
        return;
    auto use = [&](UpgradeId id, int side = 0) {
        offerUpgrade(*this, out, i, Decision{.when = DecisionTime::Register, .reg = reg(), .use = DecisionUse::Upgrade, .upgrade = id, .side = side});
    };
    const std::uint64_t held = upgradeMask(i);
    auto holds = [held](UpgradeId id) { return (held & upgradeBit(id)) != 0; };
    if (card->kind == CardKind::Move1) {
        if (holds(UpgradeId::Brakes))
            use(UpgradeId::Brakes);
        if (holds(UpgradeId::CrabLegs))
            for (const int side : {-1, 1})
                use(UpgradeId::CrabLegs, side);
    }
    if (cardIsMove(card->kind)) {
        const Direction dir = cardIsBackward(card->kind) ? opposite(r.facing) : r.facing;
        if (holds(UpgradeId::Teleporter) && r.energy >= 1) {
            const Point to = step(r.pos, dir, cardSquares(card->kind));
            if (m_board.contains(to) && mayStand(m_board.cell(to)))
                use(UpgradeId::Teleporter);
        }
        // Side Arms acts on the first push of the robot's card: offered when a robot stands in
        // the way of the first step.
        if (holds(UpgradeId::SideArms) && obstacleAt(step(r.pos, dir), i) >= 0)
            for (const int side : {-1, 1})
                use(UpgradeId::SideArms, side);
    }
    for (const UpgradeId id : {UpgradeId::Reboot, UpgradeId::Hack})
        if (holds(id))
            use(id);
    if (holds(UpgradeId::Refresh))
        refreshOffers(*this, out, i, card->kind);
}

void Engine::want(int i, const Decision &d)
{
    const DecisionOffer o{i, d};
    if (m_wanted && std::ranges::find(*m_wanted, o) == m_wanted->end())
        m_wanted->push_back(o);
}

void Engine::handOffers(int i, std::span<const Card> hand)
{
    const Decision defrag{
        .when = DecisionTime::Programming, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::DefragGizmo};
    const auto held =
        std::ranges::find_if(robot(i).upgrades, [](const HeldUpgrade &h) { return h.id == UpgradeId::DefragGizmo; });
    if (held == robot(i).upgrades.end() || held->usedThisRound || upgradeAlreadyDecided(*this, i, defrag))
        return;
    // One offer per damage kind in the hand: which card of a kind goes back makes no difference.
    for (int k = 0; k < kDamageKindCount; ++k) {
        Decision d = defrag;
        d.card = damageCard(static_cast<DamageKind>(k));
        if (std::ranges::any_of(hand, [&](const Card &c) { return c.kind == *d.card; }))
            want(i, d);
    }
}

void Engine::cacheOffers(int i, std::span<const Card> rest)
{
    const Decision cache{
        .when = DecisionTime::Programming, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::CacheMemory};
    if (rest.empty() || !holdsUpgrade(i, UpgradeId::CacheMemory) || upgradeAlreadyDecided(*this, i, cache))
        return;
    // Each card not programmed alone, then all of them in the hand's order (the first on top): a
    // click is one decision; another order or choice of several is written in the scenario.
    for (const Card &c : rest) {
        Decision d = cache;
        d.cards = {c};
        want(i, d);
    }
    if (rest.size() > 1) {
        Decision d = cache;
        d.cards.assign(rest.begin(), rest.end());
        want(i, d);
    }
}

} // namespace rf::rules
