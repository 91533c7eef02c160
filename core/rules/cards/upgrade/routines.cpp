// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The routine upgrades (RULES.md 9.6: Energy, Repeat, Sandbox, Speed and Weasel Routine, SPAM
// Folder), in the upgrade or programming phase: the special programming card of that name goes
// to the robot's discard pile (what the card does when played: cards/special/).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgraderoutines {

bool gainCard(Engine &e, int i, const Decision &d, CardKind kind)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    e.robot(i).discard.push_back(Card{kind, 0});
    e.noteCard(game::Code::SpecialCardGained, i, Card{kind, 0});
    return true;
}

template<CardKind Kind> bool gain(Engine &e, int i, const Decision &d)
{
    return gainCard(e, i, d, Kind);
}

} // namespace upgraderoutines

const CardUnit &energyRoutineUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::EnergyRoutine),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::EnergyRoutine>};
    return unit;
}

const CardUnit &repeatRoutineUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::RepeatRoutine),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::RepeatRoutine>};
    return unit;
}

const CardUnit &sandboxRoutineUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::SandboxRoutine),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::SandboxRoutine>};
    return unit;
}

const CardUnit &speedRoutineUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::SpeedRoutine),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::SpeedRoutine>};
    return unit;
}

const CardUnit &weaselRoutineUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::WeaselRoutine),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::WeaselRoutine>};
    return unit;
}

const CardUnit &spamFolderUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::SpamFolder),
                               .outsideRegisters = &upgraderoutines::gain<CardKind::SpamFolder>};
    return unit;
}

} // namespace rf::rules::cards
