// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "io/package.h"
#include "model/scenario.h"
#include "sim/replay.h"

#include <QByteArray>
#include <QString>

#include <expected>
#include <functional>

namespace rf::io {

// Scenario files (*.rfscenario, JSON): a course, robots, programs and expectations.
// See docs/formats.md, "Scenarios", and resources/schema/rfscenario.schema.json.
inline constexpr const char *kScenarioFormatName = "rallyforge-scenario";
inline constexpr int kScenarioFormatVersion = 1;
inline constexpr qint64 kMaxScenarioFileBytes = 64LL * 1024 * 1024;
inline constexpr int kMaxWhatIfs = 10000;
// The longest play a scenario may ask for, and so the most turn plans a robot may have.
inline constexpr int kMaxTurns = 1000;
// Expectations in one list (`expect`, or one ruleset's list of it).
inline constexpr int kMaxExpectations = 10000;
// More robots than any board has starts (the classic game has 8); each costs simulation time in
// every substep, so a file cannot ask for thousands.
inline constexpr int kMaxRobots = 64;
inline constexpr int kMaxDecisionsPerTurn = 64;
inline constexpr int kMaxWhatIfStep = sim::Replay::kMaxSteps; // no play reaches further

// Reads a scenario; a course given as a path is read relative to the scenario's folder.
std::expected<model::Scenario, Error> readScenarioFile(const QString &path);
// Parses JSON text; `fileName` names the file in errors and locates referenced courses.
std::expected<model::Scenario, Error> parseScenarioJson(const QByteArray &json, const QString &fileName);
// Finds the course a scenario names by path ("course": "x.rfboard"), given that path.
using CourseLoader = std::function<std::expected<model::Course, Error>(const QString &relative)>;
// As above, with a caller-supplied way to find a course given by path.
std::expected<model::Scenario, Error> parseScenarioJson(const QByteArray &json, const QString &fileName, const CourseLoader &loader);
// Parses a scenario entry of a pack; a course given by path must be a board or course entry of
// the pack, relative to the scenario's folder. `packPath` is used in messages.
std::expected<model::Scenario, Error> readPackedScenario(const Package &pack, const PackEntry &entry, const QString &packPath);
// Deterministic JSON (fixed key order, one robot / expectation per block).
QByteArray scenarioToJson(const model::Scenario &scenario);
std::expected<void, Error> writeScenarioFile(const QString &path, const model::Scenario &scenario);

} // namespace rf::io
