// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/scenariodocument.h"

#include "document/boarddocument.h"
#include "io/scenario/scenariofile.h"
#include "sim/scenariorun.h"

#include <QUndoStack>

namespace rf::editor {

ScenarioSetup ScenarioSetup::of(const model::Scenario &sc)
{
    return ScenarioSetup{sc.ruleset, sc.options, sc.seed, sc.turns, sc.registers, sc.endOfTurn, sc.playOnAfterWin};
}

void ScenarioSetup::applyTo(model::Scenario &sc) const
{
    sc.ruleset = ruleset;
    sc.options = options;
    sc.seed = seed;
    sc.turns = turns;
    sc.registers = registers;
    sc.endOfTurn = endOfTurn;
    sc.playOnAfterWin = playOnAfterWin;
}

ScenarioParts ScenarioParts::valuesIn(const model::Scenario &sc) const
{
    ScenarioParts out;
    if (title)
        out.title = sc.title;
    if (description)
        out.description = sc.description;
    if (setup)
        out.setup = ScenarioSetup::of(sc);
    if (robots)
        out.robots = sc.robots;
    if (expectations)
        out.expectations = sc.expectations;
    if (whatIfs)
        out.whatIfs = sc.whatIfs;
    if (priorityToken)
        out.priorityToken = sc.priorityToken;
    return out;
}

void ScenarioParts::applyTo(model::Scenario &sc) const
{
    if (title)
        sc.title = *title;
    if (description)
        sc.description = *description;
    if (setup)
        setup->applyTo(sc);
    if (robots)
        sc.robots = *robots;
    if (expectations)
        sc.expectations = *expectations;
    if (whatIfs)
        sc.whatIfs = *whatIfs;
    if (priorityToken)
        sc.priorityToken = *priorityToken;
}

model::Scenario ScenarioDocument::emptyScenario()
{
    model::Scenario sc;
    sc.course = emptyCourse();
    return sc;
}

ScenarioDocument::ScenarioDocument(QObject *parent)
    : Document(parent)
    , m_scenario(emptyScenario())
    , m_replay(sim::Replay::create(m_scenario).value())
{}

ScenarioDocument::~ScenarioDocument() = default;

std::expected<void, rules::ScenarioError> ScenarioDocument::resetScenario(model::Scenario scenario,
                                                                          const QString &filePath)
{
    auto replay = sim::Replay::create(scenario);
    if (!replay)
        return std::unexpected(std::move(replay.error()));
    undoStack()->clear();
    m_scenario = std::move(scenario);
    m_replay = std::move(*replay);
    setFilePath(filePath);
    undoStack()->setClean();
    emit documentReset();
    emit scenarioChanged(0);
    emit modifiedChanged(false);
    return {};
}

std::optional<rules::ScenarioError> ScenarioDocument::check(const ScenarioParts &parts) const
{
    model::Scenario sc = m_scenario;
    parts.applyTo(sc);
    auto run = sim::ScenarioRun::create(sc);
    if (!run)
        return std::move(run.error());
    return std::nullopt;
}

void ScenarioDocument::applyParts(const ScenarioParts &parts)
{
    model::Scenario sc = m_scenario;
    parts.applyTo(sc);
    const auto from = m_replay.update(sc);
    if (!from)
        return; // commands push only checked parts
    m_scenario = std::move(sc);
    emit scenarioChanged(*from);
}

QString ScenarioDocument::writeCopy(const QString &path) const
{
    const auto written = io::writeScenarioFile(path, m_scenario);
    return written ? QString() : written.error().toString();
}

QString ScenarioDocument::restoreCopy(const QString &path, const QString &originalPath)
{
    auto sc = io::readScenarioFile(path);
    if (!sc)
        return sc.error().toString();
    // A recovery copy was written from a playable scenario.
    if (const auto reset = resetScenario(std::move(*sc), originalPath); !reset)
        return tr("%1 cannot be played.").arg(path);
    // Modified: the recovered content is not on disk under its name.
    undoStack()->resetClean();
    return {};
}

} // namespace rf::editor
