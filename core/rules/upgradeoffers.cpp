// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The upgrade choices a player could make before the next substep (RULES.md 9.2-9.6): the
// debugger's decision points of the 2016 edition. Only what the rules could play at that moment
// is offered; a choice the scenario already makes is not offered again. Choices that need cards
// picked from a hand (Memory Swap, Cache Memory, Refresh) are left to the scenario file.
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;

namespace {

// Whether robot i's plan already answers `offer`: one purchase per upgrade phase, one use of an
// upgrade per moment.
bool upgradeAlreadyDecided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    if (!p)
        return false;
    return std::ranges::any_of(p->decisions, [&](const Decision &d) {
        if (d.when != offer.when || (d.when == DecisionTime::Register && d.reg != offer.reg) || d.use != offer.use)
            return false;
        return d.use == DecisionUse::Buy || d.upgrade == offer.upgrade;
    });
}

void offerUpgrade(const Engine &e, std::vector<DecisionOffer> &out, int i, const Decision &d)
{
    if (!upgradeAlreadyDecided(e, i, d))
        out.push_back(DecisionOffer{i, d});
}

constexpr Direction kDirections[] = {Direction::North, Direction::East, Direction::South, Direction::West};

} // namespace

void Engine::upgradeOffers(std::vector<DecisionOffer> &out)
{
    const game::Cursor &c = m_st.cursor;
    // Temporary upgrades robot i could use at a moment outside the registers (`t`: U or P).
    auto temporaries = [&](int i, DecisionTime when, UpgradeTiming t) {
        for (const HeldUpgrade &h : robot(i).upgrades) {
            // Memory Swap needs the cards it puts back: a choice the file makes, not a click.
            if (upgradeIsPermanent(h.id) || !upgradeActsAt(upgradeTiming(h.id), t) || h.id == UpgradeId::MemorySwap)
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
    case game::Stage::Lasers: {
        // Pressor and Tractor Beam act on a robot the holder's laser hits (upgradeVolley): the
        // main laser, and the rear one when upgrades act on every laser.
        std::vector<int> line;
        packTargets(*this, m_scratch.targets);
        for (int s = 0; s < robotCount(); ++s) {
            const auto &shooter = robot(s);
            const bool pressor = holdsUpgrade(s, UpgradeId::PressorBeam);
            const bool tractor = holdsUpgrade(s, UpgradeId::TractorBeam);
            if (!inPlay(s) || shooter.isVirtual || (!pressor && !tractor))
                continue;
            const bool rear = holdsUpgrade(s, UpgradeId::RearLaser) && !m_opt.modsMainLaserOnly;
            for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
                if (d != shooter.facing && !rear)
                    break;
                upgradeLaserHits(*this, m_scratch.targets, s, d, line);
                for (const int t : line) {
                    Decision beam{.when = DecisionTime::Register,
                                  .reg = reg(),
                                  .use = DecisionUse::Upgrade,
                                  .target = robot(t).name};
                    if (pressor) {
                        beam.upgrade = UpgradeId::PressorBeam;
                        offerUpgrade(*this, out, s, beam);
                    }
                    // A Tractor Beam cannot pull a robot that is already next to the holder.
                    if (tractor && step(shooter.pos, d) != robot(t).pos) {
                        beam.upgrade = UpgradeId::TractorBeam;
                        offerUpgrade(*this, out, s, beam);
                    }
                }
            }
        }
        break;
    }
    default: break;
    }
}

} // namespace rf::rules
