// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The programming-phase upgrades (RULES.md 9.1 step 2, 9.6): they act on the hand just drawn,
// robot by robot, each robot's in the order its decisions are listed.
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

void Engine::upgradesInProgramming(int i, std::vector<Card> &hand)
{
    const TurnPlan *p = plan(i);
    if (!p || !m_decisions)
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::Programming || d.use != DecisionUse::Upgrade)
            continue;
        if (!holdsUpgrade(i, d.upgrade)) {
            voidDecision(i, d, VoidReason::NotHeld);
            continue;
        }
        auto &r = robot(i);
        switch (d.upgrade) {
        case UpgradeId::SpamBlocker: {
            // Each SPAM of the hand goes back to its pile for the top card of the draw pile; a
            // SPAM drawn this way stays (RULES.md 9.6).
            noteDecision(i, d);
            spendTemporary(i, d.upgrade);
            int returned = 0;
            std::vector<std::size_t> spam;
            for (std::size_t k = 0; k < hand.size(); ++k)
                if (hand[k].kind == CardKind::Spam)
                    spam.push_back(k);
            for (auto k = spam.rbegin(); k != spam.rend(); ++k) { // from the back: erasing keeps the others' places
                returnDamageCard(CardKind::Spam);
                r.damage = std::max(0, r.damage - 1);
                ++returned;
                if (const auto c = drawOwnCard(i))
                    hand[*k] = *c;
                else
                    hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(*k)); // nothing left to draw
            }
            note(Code::SpamBlocked, i, -1, r.pos, Direction::North, returned);
            break;
        }
        case UpgradeId::Recompile: {
            noteDecision(i, d);
            spendTemporary(i, d.upgrade);
            const std::size_t n = hand.size();
            r.discard.insert(r.discard.end(), hand.begin(), hand.end());
            hand.clear();
            while (hand.size() < n)
                if (const auto c = drawOwnCard(i))
                    hand.push_back(*c);
                else
                    break;
            note(Code::UpgradeHandDrawn, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
            break;
        }
        default:
            if (!useUpgradeOutsideRegisters(i, d))
                voidDecision(i, d, VoidReason::NotNow);
            break;
        }
    }
}

} // namespace rf::rules
