// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"
#include "model/measurement.h"

#include <QString>

#include <string_view>
#include <vector>

// A course's measured figures in the user's language, numbers through the locale: the Generate
// Course dialog's list and the Course Properties (context "MeasuredFigures").
namespace rf::words {

// "median 10 turns (8 to 12)", "median 10 turns (8 to over 30)", "most games have no winner
// within 30 turns".
QString turnsText(const model::TurnSpread &t, int maxTurns);
// "start to 1", "2 to 3".
QString legText(int from);
// A share as a percentage: "81%" ("81 %" in German).
QString percentText(double share);
// Deaths per robot-turn: "0.052" ("0,052" in German).
QString dangerFigureText(double deathsPerRobotTurn);
// "Gentle", "Normal", "Brutal".
QString dangerBandTitle(analysis::DangerBand band);
// The danger band that holds `deathsPerRobotTurn`.
analysis::DangerBand dangerBandOf(double deathsPerRobotTurn);
// All figures on one line: "median 10 turns (8 to 12); 81 % of the robots finish; 0.052 deaths
// per robot-turn; hardest leg start to 1 (20 % destroyed on it)".
QString figuresText(const model::CourseFigures &f, int maxTurns);
// The robots that measured: "novice planning robots" (a skill's file name; itself when unknown).
QString skillTitle(std::string_view skill);
// The name of an element kind of model::elementCounts ("raised": squares of the upper level).
QString elementKindName(std::string_view kind);
// What changed since a measurement: "6 ramps more, 1 gear less" (at most `most` kinds, then "...").
QString countChangesText(const std::vector<model::CountChange> &changes, int most = 4);

} // namespace rf::words
