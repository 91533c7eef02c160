// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/translate.h"
#include "sim/replay.h"
#include "sim/statediff.h"
#include "sim/trace.h"

#include <cstdint>
#include <expected>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Comparing rulings: one scenario played under several rulesets or rule options, the first
// phase where the outcomes part, and the final states side by side. Used by `rallyforge-cli
// compare` and the editor's debugger; no Qt.
namespace rf::sim {

// One way to play the scenario: a ruleset and rule options on top of the scenario's own.
struct RulingVariant {
    std::string ruleset{};
    std::map<std::string, bool> options{};
    std::string label{}; // the ruleset id, or e.g. "classic, belt-transfer off"
};

// A moment every run passes through: the end of one phase.
struct Moment {
    int turn = 0;
    int reg = 0;
    game::Phase phase = game::Phase::Deal;
    friend auto operator<=>(const Moment &, const Moment &) = default;
};
// The moments of a turn in play order: the upgrade phase (2016 upgrades), the deal, each
// register's phases, the end of the turn.
std::vector<Moment> turnMoments(int turn);

struct VariantRun {
    RulingVariant variant{};
    std::vector<rules::TranslationNote> translations{};
    std::optional<rules::ScenarioError> error{}; // set when this ruling cannot play the scenario
    std::optional<rules::ScenarioError> refused{}; // play was refused where it ended (ScenarioRun::refusal())
    // The trace: whole with CompareOptions::replays or from playRuling; from compareRulings
    // without replays only its header and the substeps of the phase where the rulings part
    // (Divergence::events), so that a long game is compared in the memory of one phase.
    Trace trace{};
    // The phases played: the position (substeps played) at the end of each.
    std::map<Moment, int> moments{};
    // The card each robot revealed in each register: [robot][(turn - 1) * kRegisterCount + reg - 1].
    std::vector<std::vector<std::optional<model::Card>>> played{};
    StateView final{};
    std::string winner{};             // empty: none
    bool gameOver = false;
    int expectationsChecked = 0;      // expectation sets that apply to this ruling
    std::vector<Mismatch> mismatches{};
    std::vector<Mismatch> checks{};   // every comparison made (`holds` tells which held)
    int expectationsHeld() const { return static_cast<int>(checks.size() - mismatches.size()); }
    // With CompareOptions::replays: the play with a snapshot after every substep (the compare
    // window shows both boards at each moment without playing again).
    std::shared_ptr<const Replay> replay{};
    bool plays() const { return !error; }
};

// One field in which the rulings part: a robot's (`robot` its index) or the game's (-1), with its
// value under each run (fieldValue(); empty for a run that does not play).
struct PartedField {
    int robot = -1;
    std::string robotName{};
    Field field = Field::At;
    std::vector<std::string> values{};
};

struct Divergence {
    Moment moment{};
    // Per run: the indices in its trace.events of the substeps of that phase (VariantRun::trace).
    std::vector<std::vector<std::size_t>> events{};
    // Every field that differs between the runs at that moment (robots in order, then the game).
    std::vector<PartedField> fields{};
    // The robots with a field that differs (indices, ascending).
    std::vector<int> robots() const;
};

struct Comparison {
    enum class Verdict : std::uint8_t {
        Same,          // every ruling plays, the same state at the end of every phase and the same expectations held
        Differ,        // they part (`divergence`), or only their expectations differ
        NotCompared,   // fewer than two rulings can play the scenario: nothing was compared
    };
    std::vector<VariantRun> runs{};
    std::optional<Divergence> divergence{}; // nullopt: the same state at every phase
    // The fields compared: those every ruling that plays has (a classic robot has no hand).
    FieldSet compared{};
    // The rulings that play and have expectations stated for them hold different numbers of them
    // (or check different numbers): they differ even when the game does not.
    bool expectationsDiffer = false;
    // The fields in which the final states part.
    std::vector<PartedField> finalFields{};
    Verdict verdict = Verdict::NotCompared;
};

struct CompareOptions {
    bool replays = false; // keep each variant's Replay
    int maxSteps = Replay::kMaxSteps; // with replays: the substeps each ruling plays at most
};

// Plays `sc` under one variant (its programs translated to the variant's ruleset, its options
// set): one run of compareRulings. Errors: a ruleset or option name that does not exist, or play
// refused (ScenarioRun::refusal()); a variant that cannot play the scenario is reported in the
// run's `error`.
std::expected<VariantRun, rules::ScenarioError> playRuling(const model::Scenario &sc, const RulingVariant &variant,
                                                           const CompareOptions &options = {});

// Plays `sc` once under every variant (at least two). Errors: fewer than two variants, a ruleset
// or option name that does not exist, or a ruling's play refused (ScenarioRun::refusal(), the
// first such ruling's). A variant that cannot play the scenario (e.g. a
// card check) is reported in its run's `error` and takes no part in the comparison.
std::expected<Comparison, rules::ScenarioError> compareRulings(const model::Scenario &sc, const std::vector<RulingVariant> &variants,
                                                               const CompareOptions &options = {});

// Where two rulings played different cards because the programs were dealt at random: the
// scenario gives the robot no program for that turn, and each ruling drew its own from the seed
// (the editions deal differently), so the rulings may part for that and not for a rule.
struct DealtDifference {
    std::string robot{};
    int turn = 0;
    int reg = 0;
    std::vector<std::optional<model::Card>> cards{}; // per run (nullopt: none revealed, or a run that does not play)
};
// The first such register up to the moment the rulings part (or the end, when they do not).
std::optional<DealtDifference> dealtDifference(const model::Scenario &sc, const Comparison &cmp);
// `sc` with the program `run` played written in for every robot and turn that had none, for
// the turns it played, carried to the scenario's own edition (rules::translateScenario):
// compared again, every ruling plays the same programs (carried to the other edition as
// compareRulings carries any program). Only the programs change.
model::Scenario withPlayedPrograms(const model::Scenario &sc, const VariantRun &run);

} // namespace rf::sim
