// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sandbox Routine and Weasel Routine (RULES.md 9.7): the player chooses the card they play as
// (model::cardChoiceAllowed); chosen when programmed, or by a decision when the card is drawn in
// play; without one, a Move 1 and a Turn Right.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace specialchoiceroutines {

// Looking ahead: the robot plays the routine `routine` whose card is not chosen; each card it may
// play as is offered, in the order of RULES.md 9.7.
void routineOffers(Engine &e, int i, CardKind routine)
{
    static constexpr CardKind kChoices[] = {CardKind::Move1,  CardKind::Move2,      CardKind::Move3,
                                            CardKind::BackUp, CardKind::RotateLeft, CardKind::RotateRight,
                                            CardKind::UTurn};
    for (const CardKind k : kChoices)
        if (cardChoiceAllowed(routine, k))
            e.want(i, Decision{.when = DecisionTime::Register,
                               .reg = e.reg(),
                               .use = DecisionUse::RoutineCard,
                               .card = k,
                               .routine = routine});
}

// The routine `card` plays as its chosen card, or `fallback`.
void playChosen(Engine &e, int i, const Card &card, int depth, const CardPlayer &player, CardKind fallback)
{
    std::optional<CardKind> choice = card.choice;
    if (!choice) {
        const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::RoutineCard);
        if (d && d->card && d->routine == card.kind && cardChoiceAllowed(card.kind, *d->card)) {
            e.noteDecision(i, *d);
            choice = d->card;
        } else if (d) {
            e.voidDecision(i, *d, game::VoidReason::NotNow);
        } else if (e.lookingAhead()) {
            routineOffers(e, i, card.kind);
        }
    }
    player.playInstead(e, i, Card{choice.value_or(fallback), 0}, depth + 1);
}

void sandboxPlayed(Engine &e, int i, const Card &card, int depth, const CardPlayer &player)
{
    playChosen(e, i, card, depth, player, CardKind::Move1);
}

void weaselPlayed(Engine &e, int i, const Card &card, int depth, const CardPlayer &player)
{
    playChosen(e, i, card, depth, player, CardKind::RotateRight);
}

} // namespace specialchoiceroutines

const CardUnit &sandboxRoutineCard()
{
    static const CardUnit unit{.data = programCardData(Family::Special, CardKind::SandboxRoutine),
                               .play = &specialchoiceroutines::sandboxPlayed};
    return unit;
}

const CardUnit &weaselRoutineCard()
{
    static const CardUnit unit{.data = programCardData(Family::Special, CardKind::WeaselRoutine),
                               .play = &specialchoiceroutines::weaselPlayed};
    return unit;
}

} // namespace rf::rules::cards
