// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/decisionfates.h"

#include "rules/engine.h"

namespace rf::sim {

std::vector<DecisionFate> decisionFates(const model::Scenario &sc, const Trace &trace)
{
    std::vector<DecisionFate> out;
    // (event, note) pairs already claimed by a decision.
    std::vector<std::vector<bool>> claimed(trace.events.size());
    for (std::size_t e = 0; e < trace.events.size(); ++e)
        claimed[e].assign(trace.events[e].notes.size(), false);
    for (std::size_t r = 0; r < sc.robots.size(); ++r) {
        const auto &turns = sc.robots[r].turns;
        for (std::size_t t = 0; t < turns.size(); ++t) {
            for (std::size_t k = 0; k < turns[t].decisions.size(); ++k) {
                const model::Decision &d = turns[t].decisions[k];
                DecisionFate f{.robot = static_cast<int>(r), .turn = static_cast<int>(t) + 1, .index = k};
                for (std::size_t e = 0; e < trace.events.size() && f.position == 0; ++e) {
                    const game::Event &ev = trace.events[e];
                    if (ev.turn != f.turn)
                        continue;
                    for (std::size_t n = 0; n < ev.notes.size(); ++n) {
                        const game::Note &note = ev.notes[n];
                        if (claimed[e][n] || note.robot != f.robot || note.value != static_cast<int>(d.use) || note.detail != rules::decisionDetail(d)
                            || (note.code != game::Code::DecisionTaken && note.code != game::Code::DecisionVoid))
                            continue;
                        claimed[e][n] = true;
                        f.kind = note.code == game::Code::DecisionTaken ? DecisionFate::Kind::Taken : DecisionFate::Kind::Void;
                        f.reason = note.reason;
                        f.position = static_cast<int>(e) + 1;
                        break;
                    }
                }
                out.push_back(f);
            }
        }
    }
    return out;
}

} // namespace rf::sim
