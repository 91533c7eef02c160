// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/board.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

// Internals of the LMU SEP formats (../shared/interop/lmu-sep/FORMAT.md) shared by the board
// and course readers and writers.
namespace rf::io::interop::lmu {

// "top" "right" "bottom" "left" (read case-insensitively).
std::optional<model::Direction> directionFromName(const QString &s);
QString directionName(model::Direction d);

// LMU rotates a board by k steps counter-clockwise on screen; ours turn clockwise.
constexpr model::Rotation ourRotation(int lmuSteps) { return model::normalizeRotation(-lmuSteps); }

// Reads one board object (`path` is its JSON path prefix, for errors). Starts get numbers in
// reading order and face the board's antenna if it has one, else east (right).
// Throws json::JsonFailure.
model::Board readBoard(const QJsonObject &o, std::vector<ConversionNote> &notes);

// Top-left offsets of the boards of a constellation ("LINE", "T", "CROSS", "SQUARE") for boards
// of the given (rotated) sizes; nullopt when the constellation cannot hold them.
std::optional<std::vector<model::Point>> constellationOffsets(const QString &name, const std::vector<model::Size> &sizes);
inline const char *const kConstellations[] = {"LINE", "T", "CROSS", "SQUARE"};

// The special tiles that live in a course file rather than on the board.
struct Special {
    QString type; // "CheckPoint", "Antenna", "RestartPoint"
    model::Point at{};  // in the board's own (unrotated) coordinates
    model::Direction dir = model::Direction::North;
    int count = 0;
};

// Writes one board as an LMU board object. With `specials` non-null, checkpoints, the antenna and
// reboot tokens are moved there instead of into the board's cells (course files keep them).
// `startFacing` is the facing starts get when read back.
QByteArray writeBoard(const model::Board &b, const QString &name, model::Direction startFacing, std::vector<Special> *specials,
                      std::vector<ConversionNote> &notes);

} // namespace rf::io::interop::lmu
