// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fire Control (RULES.md 8.2): instead of its damage, the main laser's hit on the robot named
// locks one of its registers with a token (1 damage unless fire-control-printed) or destroys one
// of its options. Neither an option discard nor another option cancels it (RULES.md 8.1).
#include "rules/cards/option/optionuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optionfirecontrol {

const Decision *aim(Engine &e, int s)
{
    const Decision *fc = e.decision(s, DecisionTime::Register, DecisionUse::Option, OptionId::FireControl);
    if (fc && !e.holds(s, OptionId::FireControl)) {
        e.voidDecision(s, *fc, VoidReason::NotHeld);
        return nullptr;
    }
    return fc;
}

bool hit(Engine &e, int s, int t, const Decision &fc)
{
    auto &target = e.robot(t);
    if (fc.destroy) {
        if (!e.holds(t, *fc.destroy)) {
            e.voidDecision(s, fc, VoidReason::NotHeld);
            return false;
        }
        e.noteDecision(s, fc, t);
        e.discardOption(t, *fc.destroy, game::Code::FireControlDestroy, s);
        return true;
    }
    // The hit becomes a token on the register: it keeps its card until the token is repaired.
    e.noteDecision(s, fc, t);
    const auto bit = static_cast<std::uint8_t>(1U << (fc.lock - 1));
    target.fireControlMask = static_cast<std::uint8_t>(target.fireControlMask | bit);
    target.lockedMask = static_cast<std::uint8_t>(target.lockedMask | bit);
    const int token = e.options().fireControlPrinted ? 0 : 1;
    target.damage = std::min(10, target.damage + token);
    e.note(game::Code::FireControlLock, t, s, target.pos, e.robot(s).facing, fc.lock);
    return true;
}

// Each register of the robot hit to lock, and each of its options to destroy.
void offer(const Engine &e, int s, Direction, int t, std::vector<DecisionOffer> &out)
{
    if (!e.holds(s, OptionId::FireControl))
        return;
    const auto &target = e.robot(t);
    for (int k = 1; k <= kRegisterCount; ++k) {
        Decision d = optionUse(e.reg(), OptionId::FireControl);
        d.target = target.name;
        d.lock = k;
        offerOption(e, out, s, d);
    }
    for (const HeldOption &h : target.options) {
        Decision d = optionUse(e.reg(), OptionId::FireControl);
        d.target = target.name;
        d.destroy = h.id;
        offerOption(e, out, s, d);
    }
}

} // namespace optionfirecontrol

const CardUnit &fireControlCard()
{
    static const CardUnit unit{.data = optionData(OptionId::FireControl),
                               .laserDecision = &optionfirecontrol::aim,
                               .laserHit = &optionfirecontrol::hit,
                               .laserOffers = &optionfirecontrol::offer};
    return unit;
}

} // namespace rf::rules::cards
