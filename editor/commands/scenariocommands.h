// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QUndoCommand>

#include <optional>

namespace rf::editor {

// Every edit of a ScenarioDocument: the parts of the scenario before and after it (robots,
// setup, expectations, what-ifs, title). Redo puts `after` in, undo `before`; the document plays
// its replay again from the first step that changes.
class ScenarioChangeCommand : public QUndoCommand {
public:
    ScenarioChangeCommand(ScenarioDocument *doc, const QString &text, ScenarioParts before, ScenarioParts after);
    void redo() override;
    void undo() override;

private:
    ScenarioDocument *m_doc;
    ScenarioParts m_before;
    ScenarioParts m_after;
};

// The edits of the debugger. Each is one undo step, checked first: it returns why the scenario
// could not be played with it (and pushes nothing), or nothing.

// Replaces `after`'s parts, named `text` on the undo stack.
std::optional<rules::ScenarioError> pushChange(ScenarioDocument &doc, const QString &text, const ScenarioParts &after);
// Changes robot `robot` at position `pos` of the replay. At the start (0) the change belongs to
// the scenario's robot: its start square and state, and turn 1's program (the registers not
// edited keep the cards the seed drew for them). Later it is a what-if after `pos` substeps, and
// the what-ifs after it are dropped: they changed a game this one replaces.
std::optional<rules::ScenarioError> editRobot(ScenarioDocument &doc, int pos, int robot, const model::RobotEdit &edit);
// Adds a robot facing north on `cell` at the start, named R<n> (the first free number).
std::optional<rules::ScenarioError> addRobot(ScenarioDocument &doc, model::Point cell);
// Ruleset, options, seed and play length. The what-ifs go: they name substeps of the old game.
std::optional<rules::ScenarioError> changeSetup(ScenarioDocument &doc, const ScenarioSetup &setup);
// Clears every robot's programs, so that `seed` draws them from the dealt cards.
std::optional<rules::ScenarioError> randomPrograms(ScenarioDocument &doc, std::uint64_t seed);
// Makes robot `robot` take `decision` in the turn of position `pos` (a choice the debugger
// offered there, RULES.md 8.1); the what-ifs after `pos` are dropped, the game before it stays.
std::optional<rules::ScenarioError> addDecision(ScenarioDocument &doc, int pos, int robot, const model::Decision &decision);
// Removes decision `index` of robot `robot` in turn `turn` (1-based); the what-ifs after `pos`
// (the substep before the one it acted in) are dropped, the game before it stays.
std::optional<rules::ScenarioError> removeDecision(ScenarioDocument &doc, int pos, int robot, int turn, std::size_t index);
// Gives the robots the programs of `robots` (the same robots, programs written in for turns the
// seed dealt): the game changes from the start, so the what-ifs go.
std::optional<rules::ScenarioError> writePrograms(ScenarioDocument &doc, const std::vector<model::ScenarioRobot> &robots);
// Adds an expectation (it does not change the play).
std::optional<rules::ScenarioError> addExpectation(ScenarioDocument &doc, const model::Expectation &expectation);

} // namespace rf::editor
