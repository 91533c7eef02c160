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
        case UpgradeId::MemorySwap: {
            // Draw 3, then put 3 cards of the hand on the draw pile, new top first (default:
            // the three just drawn, in the order drawn).
            std::vector<Card> drawn;
            for (int k = 0; k < 3; ++k)
                if (const auto c = drawOwnCard(i))
                    drawn.push_back(*c);
            hand.insert(hand.end(), drawn.begin(), drawn.end());
            std::vector<Card> back = d.cards.empty() ? drawn : d.cards;
            std::vector<Card> left = hand;
            bool ok = back.size() == drawn.size();
            for (const Card &c : back) {
                const auto in = std::ranges::find_if(left, [&](const Card &h) { return h.kind == c.kind && h.choice == c.choice; });
                if (in == left.end()) {
                    ok = false;
                    break;
                }
                left.erase(in);
            }
            if (!ok) { // not in the hand: the default
                voidDecision(i, d, VoidReason::NotNow);
                back = drawn;
                left = hand;
                for (const Card &c : back)
                    left.erase(std::ranges::find(left, c));
            } else {
                noteDecision(i, d);
            }
            spendTemporary(i, d.upgrade);
            hand = left;
            for (auto c = back.rbegin(); c != back.rend(); ++c) // the first listed ends on top
                r.deck.push_back(*c);
            note(Code::MemorySwapped, i, -1, r.pos);
            break;
        }
        case UpgradeId::DefragGizmo: {
            auto held = std::ranges::find_if(r.upgrades, [](const HeldUpgrade &h) { return h.id == UpgradeId::DefragGizmo; });
            const auto damage = d.card ? std::ranges::find_if(hand, [&](const Card &c) { return c.kind == *d.card; }) : hand.end();
            if (held->usedThisRound || !d.card || !cardIsDamage(*d.card) || damage == hand.end()) {
                voidDecision(i, d, held->usedThisRound ? VoidReason::AlreadyUsed : VoidReason::NotNow);
                break;
            }
            noteDecision(i, d);
            held->usedThisRound = true;
            const Card gone = *damage;
            hand.erase(damage);
            returnDamageCard(gone.kind);
            if (gone.kind == CardKind::Spam)
                r.damage = std::max(0, r.damage - 1);
            if (const auto c = drawOwnCard(i))
                hand.push_back(*c);
            noteCard(Code::Defragged, i, gone);
            break;
        }
        case UpgradeId::CacheMemory: break; // after the program is placed: cacheMemory()
        default:
            if (!useUpgradeOutsideRegisters(i, d))
                voidDecision(i, d, VoidReason::NotNow);
            break;
        }
    }
}

void Engine::cacheMemory(int i, std::vector<Card> &rest)
{
    const Decision *d = upgradeDecision(i, DecisionTime::Programming, DecisionUse::Upgrade, UpgradeId::CacheMemory);
    if (!d)
        return;
    if (!holdsUpgrade(i, UpgradeId::CacheMemory)) {
        voidDecision(i, *d, VoidReason::NotHeld);
        return;
    }
    // The cards named must be in what is left of the hand (RULES.md 9.5).
    std::vector<Card> left = rest;
    for (const Card &c : d->cards) {
        const auto in = std::ranges::find_if(left, [&](const Card &h) { return h.kind == c.kind && (!c.choice || h.choice == c.choice); });
        if (in == left.end()) {
            voidDecision(i, *d, VoidReason::NotNow);
            return;
        }
        left.erase(in);
    }
    noteDecision(i, *d);
    auto &deck = robot(i).deck;
    for (auto c = d->cards.rbegin(); c != d->cards.rend(); ++c) // the first listed ends on top
        deck.push_back(*c);
    rest = left;
    note(Code::CacheMemory, i, -1, robot(i).pos, Direction::North, static_cast<int>(d->cards.size()));
}

} // namespace rf::rules
