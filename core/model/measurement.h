// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rf::model {

class Course;

// The median game length of a measurement with its spread (analysis::turnSpread says how it is
// taken). Lengths above the turn cap are censored: nullopt.
struct TurnSpread {
    std::optional<double> median{};
    std::optional<double> low{};
    std::optional<double> high{}; // nullopt: above the turn cap
    friend bool operator==(const TurnSpread &, const TurnSpread &) = default;
};

// What planning robots measured on a course (docs/analysis.md).
struct CourseFigures {
    TurnSpread turns{};
    double finishingShare = 0.0; // robots that took the last checkpoint within the turn cap
    double gamesWonShare = 0.0;  // games with a winner
    double deathsPerRobotTurn = 0.0;
    int hardestLeg = 0;                      // from (0: the start) -> hardestLeg + 1: the highest share destroyed
    double hardestLegDestroyed = 0.0;        // that share
    std::optional<double> hardestLegTurns{}; // its median turns
    friend bool operator==(const CourseFigures &, const CourseFigures &) = default;
};

// A course's measured figures as its file keeps them (the `measured` block, docs/formats.md):
// how they were measured, so that `command` reproduces them, and what was measured, so that a
// later edit marks them stale.
struct Measurement {
    std::string command; // the analyze command line
    std::string date;    // when, ISO 8601 in UTC ("2026-03-01T12:00:00Z")
    std::string ruleset; // its id
    std::map<std::string, bool> options{};
    std::string skill; // the planning robots' (analysis::skillName)
    int robots = 0;    // per game
    int games = 0;
    std::uint64_t seed = 0;
    int maxTurns = 0;
    CourseFigures figures{};
    // What was measured: the course's fingerprint (io::courseFingerprint) and its elements
    // counted by kind (elementCounts), so that what changed since can be said.
    std::string fingerprint;
    std::map<std::string, int> elements{};
    friend bool operator==(const Measurement &, const Measurement &) = default;
};

// The elements of a course counted by kind: floor kinds but plain floor, devices, edge features
// and markers by their file names, and "raised" for squares of the upper level.
std::map<std::string, int> elementCounts(const Course &course);

// One kind whose count changed since a measurement.
struct CountChange {
    std::string kind;
    int before = 0;
    int after = 0;
    friend bool operator==(const CountChange &, const CountChange &) = default;
};
// The kinds whose counts differ, in the order of their names.
std::vector<CountChange> countChanges(const std::map<std::string, int> &before,
                                      const std::map<std::string, int> &after);

} // namespace rf::model
