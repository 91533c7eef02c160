// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Lucky Booster (RULES.md 10.5 step 2b, 10.15): a temporary upgrade used at the robot's turn, before
// its movement upgrades and its card. Cards are turned up from the damage deck until a Haywire
// comes; with `replace` that Haywire takes the place of the revealed card and is resolved now,
// otherwise it goes to the damage discard pile, as the other cards turned up do after the search.
// An empty deck is refilled once from the damage discard pile, which does not hold the cards of
// this search yet; without a Haywire nothing happens.
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <span>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023luckybooster {
// The first Haywire of the damage deck; the cards turned up before it are put in `turned`.
std::optional<CardKind> search(Engine &e, std::vector<CardKind> &turned)
{
    game::GameState &st = e.state();
    if (st.endlessSpam)
        return std::nullopt; // a deck of SPAM only
    bool refilled = false;
    while (true) {
        if (st.damageDeck.empty()) {
            if (refilled || st.damageDiscard.empty())
                return std::nullopt;
            st.damageDeck.swap(st.damageDiscard);
            st.rng.shuffle(std::span<CardKind>(st.damageDeck));
            e.note(game::Code::DamageDeckShuffled, -1, -1, {-1, -1}, Direction::North,
                   static_cast<int>(st.damageDeck.size()));
            refilled = true;
        }
        const CardKind k = st.damageDeck.back();
        st.damageDeck.pop_back();
        if (cardIsHaywire(k))
            return k;
        turned.push_back(k);
    }
}

bool boost(Engine &e, int i)
{
    const Decision *d = decidedUpgrade(e, i, DecisionTime::Register, UpgradeId::LuckyBooster);
    if (!d)
        return false;
    e.noteDecision(i, *d);
    e.spendTemporary(i, d->upgrade);
    std::vector<CardKind> turned;
    const auto found = search(e, turned);
    for (const CardKind k : turned)
        discardDamage(e, k);
    if (!found)
        return false;
    e.noteCard(game::Code::LuckyBooster, i, Card{*found, 0});
    if (d->replace)
        replaceRegisterCard(e, i, static_cast<std::size_t>(e.reg() - 1), Card{*found, 0});
    else
        discardDamage(e, *found);
    return false;
}

// At the robot's turn in a register: with or without `replace`, unless decided.
void offers(const Engine &e, int i, const HeldUpgrade &, std::vector<DecisionOffer> &out)
{
    if (e.state().cursor.stage != game::Stage::RobotMoves ||
        e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::LuckyBooster))
        return;
    for (const bool replace : {false, true}) {
        Decision d{.when = DecisionTime::Register,
                   .reg = e.reg(),
                   .use = DecisionUse::Upgrade,
                   .upgrade = UpgradeId::LuckyBooster};
        d.replace = replace;
        out.push_back(DecisionOffer{i, d});
    }
}
} // namespace upgrade2023luckybooster

const CardUnit &luckyBoosterCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::LuckyBooster),
                               .beforeCard = &upgrade2023luckybooster::boost,
                               .registerOffers = &upgrade2023luckybooster::offers};
    return unit;
}

} // namespace rf::rules::cards
