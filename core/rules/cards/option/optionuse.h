// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the option units share (RULES.md 8.1): a decision to use one in the current register, and
// the offers of the debugger's decision points.
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <vector>

namespace rf::rules::cards {

// A decision to use option `option` in register `reg`.
inline model::Decision optionUse(int reg, model::OptionId option)
{
    return model::Decision{
        .when = model::DecisionTime::Register, .reg = reg, .use = model::DecisionUse::Option, .option = option};
}

// Offers `d` to robot i unless its plan already answers it (one weapon per register: any weapon
// decision answers "which weapon?").
void offerOption(const Engine &e, std::vector<DecisionOffer> &out, int i, const model::Decision &d);

// A card's data with the substep at which a decision to use it acts.
inline CardData optionDataAt(model::OptionId id, game::Stage stage)
{
    CardData d = optionData(id);
    d.stage = stage;
    return d;
}

} // namespace rf::rules::cards
