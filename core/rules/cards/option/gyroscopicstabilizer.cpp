// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Gyroscopic Stabilizer (RULES.md 8.2): switched on at the start of the turn, belts and gears do
// not turn the robot for the whole turn.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optiongyroscopicstabilizer {

void switchOn(Engine &e, int i)
{
    auto &r = e.robot(i);
    r.gyroActive = false;
    if (r.eliminated)
        return;
    if (const Decision *d =
            e.decision(i, DecisionTime::TurnStart, DecisionUse::Option, OptionId::GyroscopicStabilizer)) {
        if (e.holds(i, OptionId::GyroscopicStabilizer)) {
            r.gyroActive = true;
            e.noteDecision(i, *d);
        } else {
            e.voidDecision(i, *d, game::VoidReason::NotHeld);
        }
    }
}

bool holdsFacing(const Engine &e, int i)
{
    return e.robot(i).gyroActive && e.holds(i, OptionId::GyroscopicStabilizer);
}

void offer(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    if (e.holds(i, OptionId::GyroscopicStabilizer))
        offerOption(e, out, i,
                    Decision{.when = DecisionTime::TurnStart,
                             .use = DecisionUse::Option,
                             .option = OptionId::GyroscopicStabilizer});
}

} // namespace optiongyroscopicstabilizer

const CardUnit &gyroscopicStabilizerCard()
{
    static const CardUnit unit{.data = optionData(OptionId::GyroscopicStabilizer),
                               .turnStart = &optiongyroscopicstabilizer::switchOn,
                               .keepsFacing = &optiongyroscopicstabilizer::holdsFacing,
                               .dealOffers = &optiongyroscopicstabilizer::offer};
    return unit;
}

} // namespace rf::rules::cards
