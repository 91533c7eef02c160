// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportoptions.h"

#include <QString>
#include <QStringList>

#include <expected>
#include <optional>
#include <string>
#include <vector>

// What a ruling report says before it is laid out as HTML or Markdown (rulingreport.cpp): the
// rulings played, the substeps shown and why each happened, what each changed, the final state and
// the expectations.
namespace rf::render::report {

struct Line {
    QString text;
    std::string anchor; // the rule it cites, "edition-2016/rule-robot-lasers" (rules::RuleRef), empty for none
};

struct Step {
    int position = 0; // the substep's number (1 = the first)
    QString moment;   // "Turn 1, register 2, robots move"
    QString what;     // "Red plays Move 2", "Conveyor belts"
    std::vector<Line> notes;
    QStringList changes; // "Blue: Virus cards taken 0 -> 1", one per field of the game state it changed
    QStringList decided; // the expectations it decides (sim/decidingstep.h), as their checks say them
};

// One comparison of an expectation with the game.
struct Check {
    QString text;     // "Blue: SPAM cards taken (at the end): expected 1, got 1"
    bool holds = false;
    int position = 0; // the substep that decided it (0: the setup: nothing it reads changed)
};

struct Ruling {
    sim::VariantRun run;   // with its replay when it plays
    QString label;         // "2016 edition, virus-radius-square on"
    std::vector<Step> steps; // the steps shown
    std::vector<Check> checks;
    // The final state: a header row (the field, then one column per robot), then one row per
    // field that is always shown or that any step changed.
    std::vector<QStringList> finalTable;
    // The game's fields that any step changed (field, value).
    std::vector<QStringList> gameTable;
    QString end;           // "Red wins (turn 3)", "Play stopped after turn 2"
    QStringList translations;
    QString error;         // why this ruling cannot play the scenario (then nothing else)
};

struct Content {
    QString title;
    QString description;
    QString course;
    std::vector<Ruling> rulings;
    // With two or more rulings: what the comparison found ("No difference: ..."), and when they
    // part, where, each one's substeps there and the fields that part.
    QString verdict;
    std::optional<QString> partingMoment;
    std::vector<std::vector<Step>> partingSteps; // per ruling
    QStringList partingFields;                   // "Blue: Virus cards taken: 0 (…) | 1 (…)"
    std::vector<std::string> anchors;            // every rule cited, in order of first citation
};

// Plays the rulings and gathers what the report shows. Errors: as rulingReportHtml.
std::expected<Content, QString> buildContent(const model::Scenario &scenario, const ReportOptions &options);

// "classic, belt-transfer off": the ruleset and the rule options the scenario or variant sets.
std::string rulingLabel(const model::Scenario &scenario, const sim::RulingVariant &variant);

} // namespace rf::render::report
