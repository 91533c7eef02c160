// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The choices a player could make before the next substep (the debugger's decision points), and
// the substep at which each kind of decision acts. Only choices the rules allow are offered; a
// choice the scenario already makes is not offered again.
#include "rules/cards.h"
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
    case DecisionUse::Option: break;
    }
    switch (d.option) {
    case OptionId::AbortSwitch:
    case OptionId::ConditionalProgram: return Stage::Reveal;
    case OptionId::Brakes:
    case OptionId::FourthGear:
    case OptionId::ReverseGear:
    case OptionId::CrabLegs:
    case OptionId::DualProcessor: return Stage::RobotMoves;
    default: return Stage::Lasers;
    }
}

int momentKey(int turn, int reg, game::Stage stage)
{
    using game::Stage;
    const int s = static_cast<int>(stage);
    // The upgrade phase comes before the deal of its turn.
    const int within = stage == Stage::Upgrades ? -1 : stage == Stage::Deal ? 0 : stage >= Stage::Repairs ? 900 + s : reg * 100 + s;
    return turn * 1000 + within;
}

namespace {

bool alreadyDecided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    if (!p)
        return false;
    for (const Decision &d : p->decisions) {
        if (d.when != offer.when || (d.when == DecisionTime::Register && d.reg != offer.reg))
            continue;
        // One weapon per register: any weapon decision answers the question "which weapon?".
        const bool weapon = d.use == DecisionUse::Option && optionIsWeapon(d.option);
        if (weapon && offer.use == DecisionUse::Option && optionIsWeapon(offer.option))
            return true;
        if (d.use == offer.use && (d.use != DecisionUse::Option || d.option == offer.option))
            return true;
    }
    return false;
}

Decision inRegister(int reg, OptionId option)
{
    return Decision{.when = DecisionTime::Register, .reg = reg, .use = DecisionUse::Option, .option = option};
}

} // namespace

void Engine::offer(std::vector<DecisionOffer> &out, int i, const Decision &d) const
{
    if (!alreadyDecided(*this, i, d))
        out.push_back(DecisionOffer{i, d});
}

void Engine::decisionOffers(std::vector<DecisionOffer> &out)
{
    out.clear();
    m_rules.decisionOffers(*this, out);
}

void Engine::optionOffers(std::vector<DecisionOffer> &out)
{
    const game::Cursor &c = m_st.cursor;
    switch (c.stage) {
    case game::Stage::Deal:
        for (int i = 0; i < robotCount(); ++i) {
            if (robot(i).eliminated || robot(i).announcedPowerDown)
                continue;
            if (holds(i, OptionId::GyroscopicStabilizer))
                offer(out, i, Decision{.when = DecisionTime::TurnStart, .use = DecisionUse::Option, .option = OptionId::GyroscopicStabilizer});
            if (holds(i, OptionId::Recompile))
                offer(out, i, Decision{.when = DecisionTime::Programming, .use = DecisionUse::Option, .option = OptionId::Recompile});
        }
        break;
    case game::Stage::Reveal: revealOffers(out); break;
    case game::Stage::RobotMoves: cardOffers(out); break;
    case game::Stage::Lasers: weaponOffers(out); break;
    case game::Stage::Checkpoints: checkpointOffers(out); break;
    case game::Stage::Repairs:
        for (int i = 0; i < robotCount(); ++i) {
            if (!inPlay(i) || robot(i).poweredDown || robot(i).doubleWrench == WrenchChoice::Option)
                continue;
            const Device &dev = m_board.device(robot(i).pos);
            const bool wrench = dev.kind == DeviceKind::RepairSite && dev.wrenches >= 2 && !m_opt.repair2005;
            if (wrench || dev.kind == DeviceKind::ChopShop)
                offer(out, i, Decision{.when = DecisionTime::EndOfTurn, .use = DecisionUse::DrawOption});
        }
        break;
    default: break;
    }
}

void Engine::revealOffers(std::vector<DecisionOffer> &out) const
{
    const auto slot = static_cast<std::size_t>(reg() - 1);
    for (int i = 0; i < robotCount(); ++i) {
        const auto &r = robot(i);
        if (!inPlay(i) || r.poweredDown)
            continue;
        const bool locked = (r.lockedMask >> slot) & 1U;
        for (const HeldOption &h : r.options)
            if (h.id == OptionId::ConditionalProgram && h.card && !locked && holds(i, h.id))
                offer(out, i, inRegister(reg(), OptionId::ConditionalProgram));
        if (holds(i, OptionId::AbortSwitch) && r.abortFrom == 0 && r.program[slot])
            offer(out, i, inRegister(reg(), OptionId::AbortSwitch));
    }
}

void Engine::cardOffers(std::vector<DecisionOffer> &out) const
{
    const auto index = static_cast<std::size_t>(m_st.cursor.index);
    if (index >= m_st.order.size())
        return;
    const int i = m_st.order[index];
    const auto slot = static_cast<std::size_t>(reg() - 1);
    const auto &card = robot(i).program[slot];
    if (!card)
        return;
    const auto &paired = robot(i).paired[slot];
    if (paired) {
        if (holds(i, OptionId::CrabLegs) && holds(i, OptionId::DualProcessor) && card->kind == CardKind::Move1 &&
            paired->kind != CardKind::UTurn)
            offer(out, i, inRegister(reg(), OptionId::DualProcessor));
        return;
    }
    const std::pair<OptionId, CardKind> gears[] = {
        {OptionId::Brakes, CardKind::Move1}, {OptionId::FourthGear, CardKind::Move3}, {OptionId::ReverseGear, CardKind::BackUp}};
    for (const auto &[option, kind] : gears)
        if (card->kind == kind && holds(i, option))
            offer(out, i, inRegister(reg(), option));
}

void Engine::weaponOffers(std::vector<DecisionOffer> &out)
{
    std::vector<int> line;
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual || shooter.poweredDown)
            continue;
        beamHits(*this, s, shooter.facing, 0, line);
        if (line.empty())
            continue;
        const int t = line.front();
        const auto &target = robot(t);
        const bool adjacent = step(shooter.pos, shooter.facing) == target.pos;
        for (const HeldOption &h : shooter.options) {
            if (!optionIsWeapon(h.id) || !holds(s, h.id))
                continue;
            if ((h.id == OptionId::TractorBeam && adjacent) || (h.id == OptionId::Scrambler && reg() >= kRegisterCount) ||
                (h.id == OptionId::RadioControl && target.poweredDown))
                continue;
            Decision d = inRegister(reg(), h.id);
            d.target = target.name;
            offer(out, s, d);
        }
        if (holds(s, OptionId::FireControl)) {
            for (int k = 1; k <= kRegisterCount; ++k) {
                Decision d = inRegister(reg(), OptionId::FireControl);
                d.target = target.name;
                d.lock = k;
                offer(out, s, d);
            }
            for (const HeldOption &h : target.options) {
                Decision d = inRegister(reg(), OptionId::FireControl);
                d.target = target.name;
                d.destroy = h.id;
                offer(out, s, d);
            }
        }
    }
}

void Engine::checkpointOffers(std::vector<DecisionOffer> &out) const
{
    for (int i = 0; i < robotCount(); ++i) {
        const auto &r = robot(i);
        if (!inPlay(i))
            continue;
        if (m_board.floor(r.pos) == FloorKind::RadioactiveWaste && !r.poweredDown)
            offer(out, i, Decision{.when = DecisionTime::Register, .reg = reg(), .use = DecisionUse::DrawOption});
        if (m_board.device(r.pos).kind != DeviceKind::ChopShop)
            continue;
        for (const HeldOption &h : r.options) {
            if (!r.poweredDown)
                offer(out, i, Decision{.when = DecisionTime::Register, .reg = reg(), .use = DecisionUse::ChopShopScrap, .subject = h.id});
            if (optionFullAmmo(h.id) > 0 && h.ammo < optionFullAmmo(h.id))
                offer(out, i, Decision{.when = DecisionTime::Register, .reg = reg(), .use = DecisionUse::ChopShopReload, .subject = h.id});
        }
    }
}

} // namespace rf::rules
