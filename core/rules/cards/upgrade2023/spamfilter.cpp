// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Spam Filter (RULES.md 10.4 step 2, 10.14): a permanent upgrade; after the hand is drawn the top
// card of the draw pile is turned face up, until it is drawn or the pile is shuffled
// (Engine::drawOwnCard turns it down). Information only; nothing is turned over an empty pile.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023spamfilter {
void dealt(Engine &e, int i, std::vector<Card> &)
{
    auto &r = e.robot(i);
    if (r.deck.empty() || !e.holdsUpgrade(i, UpgradeId::SpamFilter))
        return;
    r.topFaceUp = true;
    e.noteCard(game::Code::TopCardFaceUp, i, r.deck.back());
}
} // namespace upgrade2023spamfilter

const CardUnit &spamFilterCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::SpamFilter),
                               .dealt = &upgrade2023spamfilter::dealt};
    return unit;
}

} // namespace rf::rules::cards
