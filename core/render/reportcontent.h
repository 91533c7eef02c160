// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/reportoptions.h"

#include <QString>

#include <expected>
#include <optional>
#include <string>
#include <vector>

// What a ruling report says, in English, before it is laid out as HTML or Markdown
// (rulingreport.cpp): the rulings played, the substeps shown and why each happened.
namespace rf::render::report {

struct Line {
    std::string text;
    std::string anchor; // the rule it cites, "edition-2016/rule-robot-lasers" (rules::RuleRef), empty for none
};

struct Step {
    int position = 0;   // the substep's number (1 = the first)
    std::string moment; // "Turn 1, register 2, robots move"
    std::string what;   // "Red plays Move 2", "Conveyor belts"
    std::vector<Line> notes;
    std::vector<std::string> changes;
};

// One comparison of an expectation with the game.
struct Check {
    std::string text;  // "Red at (end of turn 1): expected 3,4, got 3,4"
    bool holds = false;
    int position = 0;  // the substep after which it was decided (0: none played)
};

struct Ruling {
    sim::VariantRun run;        // with its replay when it plays
    std::vector<Step> steps;    // the steps shown
    std::vector<Check> checks;
    std::vector<std::vector<std::string>> finalTable; // a header row, then one row per robot
    std::string end;            // "Red wins (turn 3)", "stopped after turn 2"
    std::vector<std::string> translations;
    std::string error;          // why this ruling cannot play the scenario (then nothing else)
};

struct Content {
    std::string title;
    std::string description;
    std::string course;
    std::vector<Ruling> rulings;
    // With two or more rulings that play: where they first part, and each one's substeps there.
    std::optional<std::string> partingMoment;
    std::vector<std::vector<Step>> partingSteps; // per ruling
    std::vector<std::string> partingRobots;      // "Red: 3,4 N (classic) | 5,4 N (renegade)"
    std::vector<std::string> anchors;            // every rule cited, in order of first citation
};

// Plays the rulings and gathers what the report shows. Errors: as rulingReportHtml.
std::expected<Content, QString> buildContent(const model::Scenario &scenario, const ReportOptions &options);

// "classic, belt-transfer off": the ruleset and the rule options the scenario or variant sets.
std::string rulingLabel(const model::Scenario &scenario, const sim::RulingVariant &variant);

} // namespace rf::render::report
