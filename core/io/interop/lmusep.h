// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/board.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <expected>
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

// How the LMU client assembles the boards of a course (BoardUtils.combineBoards, adrior11/roborally
// 960cf7d): for boards of the given sizes (after rotation), in the order of the course's
// boardData, each board's top-left square on the assembled grid and the grid's size. The client
// pads some constellations with squares without a tile (T: (n - 2) * 10 / 2 columns beside the
// starting board, sized for its 10-square boards; CROSS: half a board's height above and below
// the outer boards; SQUARE: a board's size below the starting board). Where the client cannot
// assemble the boards (it throws), the error says why.
struct Assembly {
    std::vector<model::Point> offsets;
    model::Size size{};
};
std::expected<Assembly, QString> assemble(const QString &constellation, const std::vector<model::Size> &sizes);
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
// `startFacing` is the facing starts get when read back. Squares marked in `noTile` (row-major;
// empty: none) are written as the client writes its padding, a field list holding `null`.
QByteArray writeBoard(const model::Board &b, const QString &name, model::Direction startFacing, std::vector<Special> *specials,
                      std::vector<ConversionNote> &notes, const std::vector<bool> &noTile = {});

} // namespace rf::io::interop::lmu
