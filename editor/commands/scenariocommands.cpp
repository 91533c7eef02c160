// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/scenariocommands.h"

#include "model/robotedit.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace rf::editor {

using rules::ScenarioError;
using Code = rules::ScenarioError::Code;

namespace {

// The translation context of the undo step names.
class ScenarioCommands {
    Q_DECLARE_TR_FUNCTIONS(rf::editor::ScenarioCommands)
};

} // namespace

ScenarioChangeCommand::ScenarioChangeCommand(ScenarioDocument *doc, const QString &text, ScenarioParts before,
                                             ScenarioParts after)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
{}

void ScenarioChangeCommand::redo()
{
    m_doc->applyParts(m_after);
}
void ScenarioChangeCommand::undo()
{
    m_doc->applyParts(m_before);
}

std::optional<ScenarioError> pushChange(ScenarioDocument &doc, const QString &text, const ScenarioParts &after)
{
    ScenarioParts before = after.valuesIn(doc.scenario());
    if (before == after)
        return std::nullopt; // nothing changes
    if (auto problem = doc.check(after))
        return problem;
    doc.undoStack()->push(new ScenarioChangeCommand(&doc, text, std::move(before), after));
    return std::nullopt;
}

namespace {

// Before play: the edit goes into the scenario's robot (and its program for turn 1).
class Setup final : public model::RobotEditTarget {
public:
    Setup(const ScenarioDocument &doc, std::size_t r, model::ScenarioRobot &sr) : m_doc(doc), m_r(r), m_sr(sr) {}
    void position(model::Point p) override { m_sr.at = p; }
    void facing(model::Direction d) override { m_sr.facing = d; }
    void damage(int amount) override { m_sr.damage = amount; }
    void lives(int count) override { m_sr.lives = count; }
    void flags(int count) override { m_sr.flags = count; }
    void archive(model::Point p) override { m_sr.archive = p; }
    void poweredDown(bool on) override { m_sr.poweredDown = on; }
    void card(int reg, const std::optional<model::Card> &c) override
    {
        model::TurnPlan &plan = firstTurn();
        // Keep the cards the random draw gave the other registers.
        if (!plan.program)
            plan.program = m_doc.replay().length() > 0 ? m_doc.replay().stateAt(1).robots[m_r].program : model::Program{};
        (*plan.program)[static_cast<std::size_t>(reg - 1)] = c;
    }
    void program(const model::Program &p) override { firstTurn().program = p; }
    void powerDownNext(bool on) override { firstTurn().powerDown = on; }

private:
    model::TurnPlan &firstTurn()
    {
        if (m_sr.turns.empty())
            m_sr.turns.emplace_back();
        return m_sr.turns.front();
    }
    const ScenarioDocument &m_doc;
    std::size_t m_r;
    model::ScenarioRobot &m_sr;
};

} // namespace

std::optional<ScenarioError> editRobot(ScenarioDocument &doc, int pos, int robot, const model::RobotEdit &edit)
{
    const model::Scenario &sc = doc.scenario();
    if (robot < 0 || robot >= static_cast<int>(sc.robots.size()))
        return ScenarioError{.code = Code::UnknownRobot, .text = std::to_string(robot + 1)};
    const auto r = static_cast<std::size_t>(robot);
    const QString text = ScenarioCommands::tr("Edit %1").arg(QString::fromStdString(sc.robots[r].name));
    if (edit.card && (edit.card->first < 1 || edit.card->first > model::kRegisterCount))
        return ScenarioError{.code = Code::RegisterOutOfRange, .robot = sc.robots[r].name, .number = edit.card->first};
    if (pos <= 0) {
        // The robot's start: checked as a scenario (squares on the course, no shared square...).
        ScenarioParts after;
        after.robots = sc.robots;
        Setup target(doc, r, (*after.robots)[r]);
        model::applyRobotEdit(edit, target);
        after.whatIfs = std::vector<model::WhatIf>{}; // the game they changed is replaced
        return pushChange(doc, text, after);
    }
    if (auto problem = doc.replay().checkEdit(pos, robot, edit))
        return problem;
    ScenarioParts after;
    after.whatIfs = sc.whatIfs;
    auto &w = *after.whatIfs;
    w.erase(std::remove_if(w.begin(), w.end(), [&](const model::WhatIf &x) { return x.afterStep > pos; }), w.end());
    w.push_back(model::WhatIf{pos, sc.robots[r].name, edit});
    return pushChange(doc, text, after);
}

std::optional<ScenarioError> addRobot(ScenarioDocument &doc, model::Point cell)
{
    const model::Scenario &sc = doc.scenario();
    // The first free name R1, R2...
    std::string name;
    for (int n = 1; name.empty(); ++n) {
        const std::string candidate = "R" + std::to_string(n);
        if (std::none_of(sc.robots.begin(), sc.robots.end(),
                         [&](const model::ScenarioRobot &r) { return r.name == candidate; }))
            name = candidate;
    }
    for (const model::ScenarioRobot &r : sc.robots)
        if (r.at == cell)
            return ScenarioError{.code = Code::CellOccupied, .robot = name, .other = r.name, .cell = cell};
    ScenarioParts after;
    after.robots = sc.robots;
    model::ScenarioRobot robot;
    robot.name = name;
    robot.at = cell;
    after.robots->push_back(std::move(robot));
    after.whatIfs = std::vector<model::WhatIf>{};
    return pushChange(doc, ScenarioCommands::tr("Add %1").arg(QString::fromStdString(name)), after);
}

std::optional<ScenarioError> changeSetup(ScenarioDocument &doc, const ScenarioSetup &setup)
{
    ScenarioParts after;
    after.setup = setup;
    // Playing on after the win (or not) leaves the game up to the win as it was: its what-ifs
    // (an analysis replay's planned programs) still name the same substeps.
    ScenarioSetup sameEnd = setup;
    sameEnd.playOnAfterWin = doc.scenario().playOnAfterWin;
    if (ScenarioSetup::of(doc.scenario()) != sameEnd)
        after.whatIfs = std::vector<model::WhatIf>{};
    return pushChange(doc, ScenarioCommands::tr("Change Setup"), after);
}

std::optional<ScenarioError> randomPrograms(ScenarioDocument &doc, std::uint64_t seed)
{
    ScenarioParts after;
    after.robots = doc.scenario().robots;
    for (model::ScenarioRobot &r : *after.robots)
        for (model::TurnPlan &t : r.turns)
            t.program.reset();
    ScenarioSetup setup = ScenarioSetup::of(doc.scenario());
    setup.seed = seed;
    after.setup = setup;
    after.whatIfs = std::vector<model::WhatIf>{};
    return pushChange(doc, ScenarioCommands::tr("Random Programs"), after);
}

std::optional<ScenarioError> addDecision(ScenarioDocument &doc, int pos, int robot, const model::Decision &decision)
{
    const model::Scenario &sc = doc.scenario();
    if (robot < 0 || robot >= static_cast<int>(sc.robots.size()))
        return ScenarioError{.code = Code::UnknownRobot, .text = std::to_string(robot + 1)};
    const auto r = static_cast<std::size_t>(robot);
    const int turn = std::max(1, doc.replay().stateAt(pos).cursor.turn);
    ScenarioParts after;
    after.robots = sc.robots;
    auto &turns = (*after.robots)[r].turns;
    // Turns before it without a plan are dealt at random, as they were.
    if (turns.size() < static_cast<std::size_t>(turn))
        turns.resize(static_cast<std::size_t>(turn));
    turns[static_cast<std::size_t>(turn - 1)].decisions.push_back(decision);
    after.whatIfs = sc.whatIfs;
    auto &w = *after.whatIfs;
    w.erase(std::remove_if(w.begin(), w.end(), [&](const model::WhatIf &x) { return x.afterStep > pos; }), w.end());
    return pushChange(doc, ScenarioCommands::tr("Decide for %1").arg(QString::fromStdString(sc.robots[r].name)), after);
}

std::optional<ScenarioError> removeDecision(ScenarioDocument &doc, int pos, int robot, int turn, std::size_t index)
{
    const model::Scenario &sc = doc.scenario();
    if (robot < 0 || robot >= static_cast<int>(sc.robots.size()))
        return ScenarioError{.code = Code::UnknownRobot, .text = std::to_string(robot + 1)};
    const auto r = static_cast<std::size_t>(robot);
    ScenarioParts after;
    after.robots = sc.robots;
    auto &turns = (*after.robots)[r].turns;
    if (turn < 1 || static_cast<std::size_t>(turn) > turns.size() || index >= turns[static_cast<std::size_t>(turn - 1)].decisions.size())
        return std::nullopt; // nothing recorded there (the document changed meanwhile)
    auto &decisions = turns[static_cast<std::size_t>(turn - 1)].decisions;
    decisions.erase(decisions.begin() + static_cast<std::ptrdiff_t>(index));
    after.whatIfs = sc.whatIfs;
    auto &w = *after.whatIfs;
    w.erase(std::remove_if(w.begin(), w.end(), [&](const model::WhatIf &x) { return x.afterStep > pos; }), w.end());
    return pushChange(doc, ScenarioCommands::tr("Remove %1's Decision").arg(QString::fromStdString(sc.robots[r].name)), after);
}

std::optional<ScenarioError> writePrograms(ScenarioDocument &doc, const std::vector<model::ScenarioRobot> &robots)
{
    ScenarioParts after;
    after.robots = robots;
    after.whatIfs = std::vector<model::WhatIf>{};
    return pushChange(doc, ScenarioCommands::tr("Play the Same Programs"), after);
}

std::optional<ScenarioError> addExpectation(ScenarioDocument &doc, const model::Expectation &expectation)
{
    ScenarioParts after;
    after.expectations = doc.scenario().expectations;
    after.expectations->push_back(expectation);
    return pushChange(doc, ScenarioCommands::tr("Add Expectations"), after);
}

} // namespace rf::editor
