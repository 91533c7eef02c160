// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/decisionuse.h"

#include "model/translatable.h"

#include <array>

namespace rf::game {

namespace {

using model::CardKind;

// In the order of model::DecisionUse. The note of a card used alone is the card's name: nothing
// to translate.
constexpr std::array<DecisionUseInfo, kDecisionUseCount> kUses{{
    {"option", {"p", "%1"}, {"p", RF_TRANSLATABLE("DecisionChoices", "use %1")}},
    {"discard-option", {"p", RF_TRANSLATABLE("TraceNotes", "discard %1")},
     {"s", RF_TRANSLATABLE("DecisionChoices", "discard %1 to cancel a damage point")}},
    {"chop-shop-scrap", {"p", RF_TRANSLATABLE("TraceNotes", "chop shop: scrap %1")},
     {"s", RF_TRANSLATABLE("DecisionChoices", "scrap %1 at the chop shop and draw another option")}},
    {"chop-shop-reload", {"p", RF_TRANSLATABLE("TraceNotes", "chop shop: reload %1")},
     {"s", RF_TRANSLATABLE("DecisionChoices", "reload %1 at the chop shop")}},
    {"draw-option", {"", RF_TRANSLATABLE("TraceNotes", "draw an option")}, {"", RF_TRANSLATABLE("DecisionChoices", "draw an option card")}},
    {"lose-option", {"p", RF_TRANSLATABLE("TraceNotes", "lose %1")}, {"s", RF_TRANSLATABLE("DecisionChoices", "lose %1")}},
    {"upgrade", {"g", "%1"}, {"g", RF_TRANSLATABLE("DecisionChoices", "use %1")}},
    {"buy", {"g", RF_TRANSLATABLE("TraceNotes", "buy %1")}, {"gn", RF_TRANSLATABLE_N("DecisionChoices", "buy %1 (%n energy)")},
     {"gGn", RF_TRANSLATABLE_N("DecisionChoices", "buy %1 (%n energy) in place of %2")}},
    {"pick-damage", {"k", RF_TRANSLATABLE("TraceNotes", "take %1 from another pile")},
     {"k", RF_TRANSLATABLE("DecisionChoices", "take %1 instead")}},
    {"routine-card", {"k", RF_TRANSLATABLE("TraceNotes", "play the routine as %1")},
     {"Kk", RF_TRANSLATABLE("DecisionChoices", "play %1 as %2")}, {}, CardKind::Move1},
    {"lay-card", {"p", RF_TRANSLATABLE("TraceNotes", "lay a card on %1")}, {"lp", RF_TRANSLATABLE("DecisionChoices", "lay %1 on %2")}},
    {"shutdown", {"", RF_TRANSLATABLE("TraceNotes", "shut down")}, {"", RF_TRANSLATABLE("DecisionChoices", "shut down for this round")}},
    {"reboot-facing", {"", RF_TRANSLATABLE("TraceNotes", "choose the facing at re-entry")},
     {"", RF_TRANSLATABLE("DecisionChoices", "choose the facing at re-entry")}},
    {"hw-turn-either", {"", RF_TRANSLATABLE("TraceNotes", "choose the turn of the Haywire")}, {"e", RF_TRANSLATABLE("DecisionChoices", "Haywire: turn %1")}},
    {"hw-face-any-move1", {"", RF_TRANSLATABLE("TraceNotes", "choose the facing of the Haywire")},
     {"d", RF_TRANSLATABLE("DecisionChoices", "Haywire: face %1, then move 1")}},
    {"hw-pay-energy-move", {"", RF_TRANSLATABLE("TraceNotes", "choose the energy paid for the Haywire")},
     {"a", RF_TRANSLATABLE("DecisionChoices", "Haywire: pay %1 energy, move 2 squares per energy")}},
    {"hw-side2", {"", RF_TRANSLATABLE("TraceNotes", "choose the side of the Haywire")}, {"e", RF_TRANSLATABLE("DecisionChoices", "Haywire: move 2 squares %1")}},
    {"hw-back1-purge", {"k", RF_TRANSLATABLE("TraceNotes", "choose %1 as the card the Haywire removes")},
     {"k", RF_TRANSLATABLE("DecisionChoices", "Haywire: remove %1 of the discard pile from the game")}},
    {"hw-double-draw", {"", RF_TRANSLATABLE("TraceNotes", "choose the order of the Haywire's cards")},
     {"a", RF_TRANSLATABLE("DecisionChoices", "Haywire: resolve card %1 drawn first")}},
    {"draw", {"", RF_TRANSLATABLE("TraceNotes", "draw an upgrade")},
     {"", RF_TRANSLATABLE("DecisionChoices", "draw the top upgrade into the collection (1 energy)")}},
    {"install", {"g", RF_TRANSLATABLE("TraceNotes", "install %1")}, {"gn", RF_TRANSLATABLE_N("DecisionChoices", "install %1 (%n energy)")}},
    {"uninstall", {"g", RF_TRANSLATABLE("TraceNotes", "uninstall %1")}, {"g", RF_TRANSLATABLE("DecisionChoices", "uninstall %1")}},
    {"hw-install", {"g", RF_TRANSLATABLE("TraceNotes", "choose %1 as the upgrade the Haywire installs")},
     {"g", RF_TRANSLATABLE("DecisionChoices", "Haywire: install %1 without paying")}},
}};

constexpr DecisionUseInfo kUnknown{"?", {"", "?"}, {"", "?"}};

} // namespace

const DecisionUseInfo &decisionUseInfo(model::DecisionUse use)
{
    const auto i = static_cast<std::size_t>(use);
    return i < kUses.size() ? kUses[i] : kUnknown;
}

model::CardKind choiceCard(const model::Decision &d) { return d.card.value_or(decisionUseInfo(d.use).card); }

Wording useWording(model::DecisionUse use) { return decisionUseInfo(use).note; }

} // namespace rf::game
