// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/patchcommand.h"
#include "model/elements.h"

#include <QFlags>
#include <QList>
#include <QPoint>

#include <functional>
#include <optional>

namespace rf::editor {

// Sets the floor of cells (combined grid), and their elevation level when given.
class SetFloorCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(SetFloorCommand)
public:
    SetFloorCommand(BoardDocument *doc, const QList<QPoint> &cells, model::Floor floor, std::optional<int> level = std::nullopt);
};

// Raises or lowers cells to a level (0 = lower, 1 = upper).
class SetLevelCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(SetLevelCommand)
public:
    SetLevelCommand(BoardDocument *doc, const QList<QPoint> &cells, int level);
};

// Puts a device (directions on the combined grid) on cells; kind None removes devices.
class SetDeviceCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(SetDeviceCommand)
public:
    SetDeviceCommand(BoardDocument *doc, const QList<QPoint> &cells, const model::Device &device);
    // Each square gets its own device (a ramp faces the raised square beside it); one kind.
    SetDeviceCommand(BoardDocument *doc, const QList<QPoint> &cells,
                     const std::function<model::Device(QPoint)> &deviceAt);
};

// Erases what the given layers hold in cells: floor (back to plain floor and level 0),
// devices, the edge features around the cells, markers.
class EraseCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(EraseCommand)
public:
    enum class Part { Floor = 1, Devices = 2, Edges = 4, Markers = 8 };
    Q_DECLARE_FLAGS(Parts, Part)
    EraseCommand(BoardDocument *doc, const QList<QPoint> &cells, Parts parts);
};

// Lays belts along a path of adjacent cells: each belt carries towards the next cell, curves
// follow the turns of the path, and belts already pointing into a cell of the path become its
// inputs (merges); a belt the path runs into gains an input from the path.
class BeltPathCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(BeltPathCommand)
public:
    BeltPathCommand(BoardDocument *doc, const QList<QPoint> &path, bool express, model::Direction lastDirection);
};

} // namespace rf::editor

Q_DECLARE_OPERATORS_FOR_FLAGS(rf::editor::EraseCommand::Parts)
