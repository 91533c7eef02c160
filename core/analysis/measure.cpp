// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/measure.h"

#include <algorithm>

namespace rf::analysis {

model::CourseFigures courseFigures(const AnalysisResult &r)
{
    model::CourseFigures f;
    f.turns = turnSpread(r.wonByTurn, r.games);
    f.finishingShare = r.robots > 0 ? static_cast<double>(r.robotsFinished) / static_cast<double>(r.robots) : 0.0;
    f.gamesWonShare = r.games > 0 ? static_cast<double>(r.finishedGames) / r.games : 0.0;
    f.deathsPerRobotTurn =
        r.robotTurns > 0 ? static_cast<double>(r.totalDeaths) / static_cast<double>(r.robotTurns) : 0.0;
    f.hardestLeg = 0;
    f.hardestLegDestroyed = -1.0;
    for (const LegResult &l : r.legs) {
        const double share = l.began > 0 ? static_cast<double>(l.died) / static_cast<double>(l.began) : 0.0;
        if (share > f.hardestLegDestroyed) {
            f.hardestLeg = l.from;
            f.hardestLegDestroyed = share;
            f.hardestLegTurns = l.medianTurns();
        }
    }
    f.hardestLegDestroyed = std::max(f.hardestLegDestroyed, 0.0);
    return f;
}

namespace {

// The block of games played with `o` (its ruleset, options, skill, robots, games, seed and turn
// cap) that measured `figures`.
model::Measurement measured(const AnalysisOptions &o, const model::CourseFigures &figures)
{
    model::Measurement m;
    m.ruleset = o.ruleset;
    m.options = o.ruleOptions;
    m.skill = std::string(skillName(o.skill));
    m.robots = o.robotsPerGame;
    m.games = o.games;
    m.seed = o.seed;
    m.maxTurns = o.maxTurns;
    m.figures = figures;
    return m;
}

} // namespace

model::Measurement measurementOf(const AnalysisResult &r, const AnalysisOptions &o)
{
    AnalysisOptions played = o;
    played.games = r.games;
    if (r.games > 0)
        played.robotsPerGame = static_cast<int>(r.robots / r.games);
    return measured(played, courseFigures(r));
}

model::Measurement generatedMeasurement(const GeneratedCourse &g, const GenerateOptions &o)
{
    AnalysisOptions played;
    played.ruleset = o.ruleset;
    played.ruleOptions = o.ruleOptions;
    played.skill = o.skill;
    played.robotsPerGame = o.players;
    played.games = g.games;
    played.seed = g.seed;
    played.maxTurns = g.maxTurns;
    return measured(played, g.figures);
}

AnalysisOptions measuringOptions(const model::Measurement &m)
{
    AnalysisOptions o;
    o.games = m.games;
    o.seed = m.seed;
    o.maxTurns = m.maxTurns;
    o.robotsPerGame = m.robots;
    o.ruleset = m.ruleset;
    o.ruleOptions = m.options;
    o.skill = skillFromName(m.skill).value_or(Skill::Novice);
    return o;
}

std::string analyzeCommand(const model::Measurement &m, std::string_view file)
{
    // A file name with a space is quoted, so that the line can be pasted into a shell.
    const std::string name =
        file.find(' ') == std::string_view::npos ? std::string(file) : '"' + std::string(file) + '"';
    // A command line, not English: the program, its command and options.
    std::string s = std::string("rallyforge-cli") + " analyze " + name + " --skill " + m.skill + " --robots " +
                    std::to_string(m.robots) + " --games " + std::to_string(m.games) + " --seed " +
                    std::to_string(m.seed) + " --turns " + std::to_string(m.maxTurns);
    if (m.ruleset != "classic")
        s += " --ruleset " + m.ruleset;
    return s;
}

} // namespace rf::analysis
