// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/document.h"
#include "model/scenario.h"
#include "rules/scenarioerror.h"
#include "sim/replay.h"

#include <expected>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rf::editor {

// How a scenario is played: ruleset, rule options, seed and length (the setup panel's fields).
struct ScenarioSetup {
    std::string ruleset = "classic";
    std::map<std::string, bool> options{};
    std::uint64_t seed = 0;
    int turns = 1;
    int registers = 0;
    bool endOfTurn = false;
    bool playOnAfterWin = false;
    static ScenarioSetup of(const model::Scenario &sc);
    void applyTo(model::Scenario &sc) const;
    friend bool operator==(const ScenarioSetup &, const ScenarioSetup &) = default;
};

// The parts of a scenario that one edit replaces; unset parts stay as they are. An undo command
// keeps the parts before and after the edit (not whole scenarios, which carry the course).
struct ScenarioParts {
    std::optional<std::string> title{};
    std::optional<std::string> description{};
    std::optional<ScenarioSetup> setup{};
    std::optional<std::vector<model::ScenarioRobot>> robots{};
    std::optional<std::vector<model::Expectation>> expectations{};
    std::optional<std::vector<model::WhatIf>> whatIfs{};
    std::optional<std::string> priorityToken{}; // the 2023 edition's first holder (RULES.md 10.2)
    // The values the parts set here have in `sc` (the other side of an edit).
    ScenarioParts valuesIn(const model::Scenario &sc) const;
    void applyTo(model::Scenario &sc) const;
    friend bool operator==(const ScenarioParts &, const ScenarioParts &) = default;
};

// The open scenario of a debugger window, the twin of BoardDocument: it always holds a playable
// scenario (a new document plays an empty board) and its replay (sim::Replay), kept in step with
// every edit; it owns the undo stack and is the only way to change the scenario. Panels push
// commands (commands/scenariocommands.h); views read the replay through a Timeline.
class ScenarioDocument : public Document {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const model::Scenario &scenario() const { return m_scenario; }
    const sim::Replay &replay() const { return m_replay; }

    // Replaces the whole scenario (new, open, recovery) and clears the undo history. Errors: it
    // cannot be played; the document keeps what it had.
    std::expected<void, rules::ScenarioError> resetScenario(model::Scenario scenario, const QString &filePath = {});
    // Whether the scenario with `parts` put in can be played: nothing, or why not.
    std::optional<rules::ScenarioError> check(const ScenarioParts &parts) const;
    // For undo commands only: puts checked parts into the scenario and plays the replay again
    // from the first step they change.
    void applyParts(const ScenarioParts &parts);

    QString fileSuffix() const override { return QStringLiteral("rfscenario"); }
    QString writeCopy(const QString &path) const override;
    QString restoreCopy(const QString &path, const QString &originalPath) override;

    // The scenario of a new document: an empty board, no robots.
    static model::Scenario emptyScenario();

signals:
    // The scenario changed: the replay is played again and states from `fromStep` on may differ
    // (0: all of them; past the replay's length: none, the game is the same).
    void scenarioChanged(int fromStep);
    // A whole new scenario (resetScenario).
    void documentReset();

private:
    model::Scenario m_scenario;
    sim::Replay m_replay;
};

} // namespace rf::editor
