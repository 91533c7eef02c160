// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"
#include "sim/replay.h"

#include <QString>

#include <vector>

namespace rf::edition2023test {

// The first substep of `replay` at which the debugger offers a choice `isIt` accepts, and every
// such offer there (position -1: never offered).
struct FoundOffers {
    int position = -1;
    std::vector<rules::DecisionOffer> offers;
};
template<class Accepts> FoundOffers firstOffers(sim::Replay &replay, Accepts isIt)
{
    FoundOffers found;
    for (int p = 0; p <= replay.length() && found.position < 0; ++p)
        for (const rules::DecisionOffer &o : replay.run().decisionOffers(replay.stateAt(p)))
            if (isIt(o)) {
                found.position = p;
                found.offers.push_back(o);
            }
    return found;
}

// Takes `offer` as the debugger takes it: into robot 0's first turn, written to the file (which
// must contain `written`) and read back the same, and replayed: nothing `isIt` accepts is offered
// there again. Why not, or empty.
template<class Accepts>
QString takeOffer(model::Scenario &sc, sim::Replay &replay, const FoundOffers &found, const QByteArray &written, Accepts isIt)
{
    sc.robots[0].turns.at(0).decisions.push_back(found.offers.front().decision);
    const QByteArray text = io::scenarioToJson(sc);
    if (!text.contains(written))
        return QStringLiteral("not written as %1: %2").arg(QString::fromUtf8(written), QString::fromUtf8(text));
    const auto back = io::parseScenarioJson(text, QStringLiteral("back.rfscenario"));
    if (!back || !(*back == sc))
        return QStringLiteral("not read back the same");
    if (!replay.update(sc))
        return QStringLiteral("the replay refused the decision");
    for (const rules::DecisionOffer &o : replay.run().decisionOffers(replay.stateAt(found.position)))
        if (isIt(o))
            return QStringLiteral("offered again after it was taken");
    return {};
}

} // namespace rf::edition2023test
