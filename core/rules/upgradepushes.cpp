// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The push effects of the 2016 upgrades (RULES.md 9.3): what a robot pushed by another robot's
// own movement takes (Ramming Gear, Virus Module, Trojan Needler, Blue Screen of Death) and the
// Modular Chassis exchange.
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

void Engine::pushedBy(int mover, int pushed, int squares)
{
    if (!inPlay(pushed) || robot(mover).upgrades.empty())
        return;
    // Once per executed card for each robot pushed, however far (ramming-per-square: per square).
    auto &done = m_scratch.rammed;
    const bool again = std::ranges::find(done, pushed) != done.end();
    if (again && !m_opt.rammingPerSquare)
        return;
    if (!again)
        done.push_back(pushed);
    const int times = m_opt.rammingPerSquare ? squares : 1;
    for (int n = 0; n < times && inPlay(pushed); ++n) {
        int spam = holdsUpgrade(mover, UpgradeId::RammingGear) ? 1 : 0;
        std::vector<DamageKind> cards;
        // Trojan Needler and Blue Screen of Death: their card, in place of the push's SPAM
        // when there is one (needler-needs-spam: only then).
        auto replaceOne = [&](DamageKind k) {
            if (spam > 0) {
                --spam;
                cards.push_back(k);
            } else if (!m_opt.needlerNeedsSpam) {
                cards.push_back(k);
            }
        };
        if (holdsUpgrade(mover, UpgradeId::TrojanNeedler))
            replaceOne(DamageKind::Trojan);
        if (holdsUpgrade(mover, UpgradeId::BlueScreenOfDeath))
            if (const Decision *d = upgradeDecision(mover, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::BlueScreenOfDeath);
                d && d->target == robot(pushed).name) {
                noteDecision(mover, *d, pushed);
                replaceOne(DamageKind::Worm);
            }
        if (holdsUpgrade(mover, UpgradeId::VirusModule))
            cards.push_back(DamageKind::Virus);
        for (int k = 0; k < spam; ++k)
            cards.insert(cards.begin(), DamageKind::Spam);
        // Corruption Wave: the SPAM it deals to the robot named goes on its draw pile.
        const Decision *wave = holdsUpgrade(mover, UpgradeId::CorruptionWave)
                                   ? upgradeDecision(mover, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::CorruptionWave)
                                   : nullptr;
        const bool onDraw = wave && wave->target == robot(pushed).name;
        if (onDraw && std::ranges::find(cards, DamageKind::Spam) != cards.end())
            noteDecision(mover, *wave, pushed);
        for (const DamageKind k : cards) {
            if (m_ev)
                m_ev->notes.push_back(game::Note{Code::PushDamage, pushed, mover, robot(pushed).pos, Direction::North, 0, kNoId, Card{damageCard(k), 0}});
            takeDamageCard(pushed, k, onDraw && k == DamageKind::Spam);
        }
    }
    // Modular Chassis: swapped with one of the pushed robot's permanent upgrades.
    if (holdsUpgrade(mover, UpgradeId::ModularChassis)) {
        auto &theirs = robot(pushed).upgrades;
        const Decision *d = upgradeDecision(mover, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::ModularChassis);
        auto take = std::ranges::find_if(theirs, [&](const HeldUpgrade &h) {
            return upgradeIsPermanent(h.id) && (!d || !d->upgradeSubject || h.id == *d->upgradeSubject);
        });
        if (take == theirs.end()) {
            if (d && d->upgradeSubject && std::ranges::any_of(theirs, [](const HeldUpgrade &h) { return upgradeIsPermanent(h.id); }))
                voidDecision(mover, *d, VoidReason::NotHeld);
            return;
        }
        if (d)
            noteDecision(mover, *d, pushed);
        const HeldUpgrade taken = *take;
        auto &mine = robot(mover).upgrades;
        const auto chassis = std::ranges::find_if(mine, [](const HeldUpgrade &h) { return h.id == UpgradeId::ModularChassis; });
        *take = HeldUpgrade{UpgradeId::ModularChassis, false};
        *chassis = taken;
        noteUpgrade(Code::ChassisSwap, mover, taken.id, 0, pushed);
    }
}

} // namespace rf::rules
