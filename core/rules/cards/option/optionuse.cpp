// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionoptionuse {

bool isWeapon(OptionId id)
{
    const CardUnit *card = optionCard(id);
    return card && card->data.weapon;
}

bool alreadyDecided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    if (!p)
        return false;
    for (const Decision &d : p->decisions) {
        if (d.when != offer.when || (d.when == DecisionTime::Register && d.reg != offer.reg))
            continue;
        const bool weapon = d.use == DecisionUse::Option && isWeapon(d.option);
        if (weapon && offer.use == DecisionUse::Option && isWeapon(offer.option))
            return true;
        if (d.use == offer.use && (d.use != DecisionUse::Option || d.option == offer.option))
            return true;
    }
    return false;
}

} // namespace optionoptionuse

void offerOption(const Engine &e, std::vector<DecisionOffer> &out, int i, const Decision &d)
{
    if (!optionoptionuse::alreadyDecided(e, i, d))
        out.push_back(DecisionOffer{i, d});
}

} // namespace rf::rules::cards
