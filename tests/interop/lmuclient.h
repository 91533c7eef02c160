// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>

#include <expected>
#include <vector>

// The LMU client's course loader (adrior11/roborally at 960cf7d, the snapshot described in
// ../shared/interop/lmu-sep/FORMAT.md), ported for the tests from its Java source, step by step
// and with its exceptions: RacingCourse.createRacingCourse reads the course file and each
// boards/<id>.json (BoardAdapter.read), turns each board (BoardUtils.rotateBoard,
// TileUtil.rotateTile), puts the special tiles at the front of their squares
// (BoardUtils.placeSpecialTilesOnBoards) and joins the boards (BoardUtils.combineBoards, padding
// with TileUtil.createNullTileBoard). Written independently of core/io/interop so that a mistake
// there cannot hide here.
namespace rf::testing::lmuclient {

// One square: its fields, first to last; a null value is the client's NullTile.
using Fields = std::vector<QJsonValue>;
// The assembled course, tiles[x][y] as the client keeps it.
using Tiles = std::vector<std::vector<Fields>>;

// What the client builds from the course file at `coursePath`, or the exception it throws
// ("IllegalArgumentException: ...").
std::expected<Tiles, QString> loadCourse(const QString &coursePath);

} // namespace rf::testing::lmuclient
