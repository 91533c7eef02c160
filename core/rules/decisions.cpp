// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The choices a player could make before the next substep (the debugger's decision points: the
// edition's, Ruleset::decisionOffers), and the substep at which each kind of decision acts.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules {

using namespace rf::model;

game::Stage decisionStage(const Decision &d)
{
    using game::Stage;
    switch (d.when) {
    case DecisionTime::Programming:
    case DecisionTime::TurnStart:
    case DecisionTime::Destroyed: return Stage::Deal;
    case DecisionTime::EndOfTurn: return Stage::Repairs;
    case DecisionTime::UpgradePhase: return Stage::Upgrades;
    case DecisionTime::BeforeRegisters: return Stage::Reveal; // before register 1 is revealed
    case DecisionTime::Register: break;
    }
    switch (d.use) {
    case DecisionUse::DiscardOption: return Stage::Reveal; // damage may arrive in any substep of the register
    case DecisionUse::ChopShopScrap:
    case DecisionUse::ChopShopReload:
    case DecisionUse::DrawOption: return Stage::Checkpoints;
    case DecisionUse::LoseOption: return Stage::Deal;
    // Upgrades in a register: at its start, when the robot's own activation (M) and the lasers
    // (L) are still to come (RULES.md 9.1).
    case DecisionUse::Upgrade:
    case DecisionUse::Buy:
    case DecisionUse::PickDamage:
    case DecisionUse::RoutineCard: return Stage::Reveal;
    case DecisionUse::LayCard: return Stage::Deal;
    case DecisionUse::Shutdown:
    case DecisionUse::RebootFacing: return Stage::Reveal;
    // A Haywire's choice: when the robot's card is resolved.
    case DecisionUse::HwTurnEither:
    case DecisionUse::HwFaceAny:
    case DecisionUse::HwPayEnergy:
    case DecisionUse::HwSide2:
    case DecisionUse::HwBack1Purge:
    case DecisionUse::HwDoubleDraw:
    case DecisionUse::HwInstall: return Stage::RobotMoves;
    case DecisionUse::UpgradeDraw:
    case DecisionUse::UpgradeInstall:
    case DecisionUse::UpgradeUninstall: return Stage::Upgrades;
    case DecisionUse::Option: break;
    }
    // An option card's own moment (RULES.md 8.2 "when").
    const cards::CardUnit *card = cards::optionCard(d.option);
    return card ? card->data.stage : Stage::Lasers;
}

int momentKey(int turn, int reg, game::Stage stage)
{
    using game::Stage;
    const int s = static_cast<int>(stage);
    // The upgrade phase comes before the deal of its turn.
    const int within = stage == Stage::Upgrades  ? -1
                       : stage == Stage::Deal    ? 0
                       : stage >= Stage::Repairs ? 900 + s
                                                 : reg * 100 + s;
    return turn * 1000 + within;
}

void Engine::decisionOffers(std::vector<DecisionOffer> &out)
{
    out.clear();
    m_rules.decisionOffers(*this, out);
}

} // namespace rf::rules
