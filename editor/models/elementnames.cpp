// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/elementnames.h"

#include "validate/codes.h"
#include "validate/diagnostic.h"

#include <QCoreApplication>

namespace rf::editor {

using namespace rf::model;

namespace {

QString arg(const validate::Diagnostic &d, std::size_t i) { return i < d.args.size() ? QString::fromStdString(d.args[i]) : QStringLiteral("?"); }

QString directionFromLetter(const QString &letter)
{
    if (auto dir = model::directionFromLetter(letter.toStdString()))
        return directionName(*dir);
    return letter;
}

QString kindFromName(const QString &name)
{
    const std::string s = name.toStdString();
    if (auto k = deviceKindFromName(s))
        return deviceName(*k);
    if (auto k = edgeKindFromName(s))
        return edgeName(*k);
    if (auto k = markerKindFromName(s))
        return markerName(*k);
    if (auto k = floorKindFromName(s))
        return floorName(*k);
    return name;
}

} // namespace

QString floorName(FloorKind k)
{
    switch (k) {
    case FloorKind::Floor: return QCoreApplication::translate("Elements", "Floor");
    case FloorKind::Pit: return QCoreApplication::translate("Elements", "Pit");
    case FloorKind::Drain: return QCoreApplication::translate("Elements", "Drain");
    case FloorKind::Oil: return QCoreApplication::translate("Elements", "Oil");
    case FloorKind::Water: return QCoreApplication::translate("Elements", "Water");
    case FloorKind::Acid: return QCoreApplication::translate("Elements", "Acid");
    case FloorKind::Fire: return QCoreApplication::translate("Elements", "Fire");
    case FloorKind::Radiation: return QCoreApplication::translate("Elements", "Radiation");
    case FloorKind::RadioactiveWaste: return QCoreApplication::translate("Elements", "Radioactive waste");
    }
    return {};
}

QString deviceName(DeviceKind k)
{
    switch (k) {
    case DeviceKind::None: return QCoreApplication::translate("Elements", "No device");
    case DeviceKind::Belt: return QCoreApplication::translate("Elements", "Conveyor belt");
    case DeviceKind::Gear: return QCoreApplication::translate("Elements", "Gear");
    case DeviceKind::RepairSite: return QCoreApplication::translate("Elements", "Repair site");
    case DeviceKind::ChopShop: return QCoreApplication::translate("Elements", "Chop shop");
    case DeviceKind::Randomizer: return QCoreApplication::translate("Elements", "Randomizer");
    case DeviceKind::Teleporter: return QCoreApplication::translate("Elements", "Teleporter");
    case DeviceKind::Portal: return QCoreApplication::translate("Elements", "Portal");
    case DeviceKind::Ramp: return QCoreApplication::translate("Elements", "Ramp");
    case DeviceKind::EnergySpace: return QCoreApplication::translate("Elements", "Energy space");
    case DeviceKind::Crusher: return QCoreApplication::translate("Elements", "Crusher");
    case DeviceKind::Flamer: return QCoreApplication::translate("Elements", "Flamer");
    case DeviceKind::TrapDoor: return QCoreApplication::translate("Elements", "Trap door");
    case DeviceKind::Crate: return QCoreApplication::translate("Elements", "Crate");
    case DeviceKind::PriorityAntenna: return QCoreApplication::translate("Elements", "Priority antenna");
    case DeviceKind::RebootToken: return QCoreApplication::translate("Elements", "Reboot token");
    }
    return {};
}

QString edgeName(EdgeKind k)
{
    switch (k) {
    case EdgeKind::Wall: return QCoreApplication::translate("Elements", "Wall");
    case EdgeKind::OneWayWall: return QCoreApplication::translate("Elements", "One-way wall");
    case EdgeKind::Ledge: return QCoreApplication::translate("Elements", "Ledge");
    case EdgeKind::NoLedge: return QCoreApplication::translate("Elements", "No ledge");
    case EdgeKind::Laser: return QCoreApplication::translate("Elements", "Laser");
    case EdgeKind::Pusher: return QCoreApplication::translate("Elements", "Pusher");
    case EdgeKind::Repulsor: return QCoreApplication::translate("Elements", "Repulsor field");
    }
    return {};
}

QString markerName(MarkerKind k)
{
    switch (k) {
    case MarkerKind::Checkpoint: return QCoreApplication::translate("Elements", "Checkpoint");
    case MarkerKind::Start: return QCoreApplication::translate("Elements", "Start position");
    case MarkerKind::Dock: return QCoreApplication::translate("Elements", "Docking bay");
    }
    return {};
}

QString directionName(Direction d)
{
    switch (d) {
    case Direction::North: return QCoreApplication::translate("Elements", "north");
    case Direction::East: return QCoreApplication::translate("Elements", "east");
    case Direction::South: return QCoreApplication::translate("Elements", "south");
    case Direction::West: return QCoreApplication::translate("Elements", "west");
    }
    return {};
}

QString describeDevice(const Device &d)
{
    QString s = deviceName(d.kind);
    if (d.kind == DeviceKind::Belt && d.express)
        s = QCoreApplication::translate("Elements", "Express belt");
    if (d.kind == DeviceKind::Gear)
        s = d.clockwise ? QCoreApplication::translate("Elements", "Gear (clockwise)") : QCoreApplication::translate("Elements", "Gear (counterclockwise)");
    if (d.kind == DeviceKind::RepairSite)
        s = QCoreApplication::translate("Elements", "Repair site (%n wrench(es))", nullptr, d.wrenches);
    if (d.kind == DeviceKind::Portal && !d.colour.empty())
        s += QLatin1Char(' ') + QString::fromStdString(d.colour);
    if (deviceHasDirection(d.kind))
        s = QCoreApplication::translate("Elements", "%1 facing %2").arg(s, directionName(d.dir));
    return s;
}

QString describeEdge(const EdgeFeature &f)
{
    QString s = edgeName(f.kind);
    if (f.kind == EdgeKind::Laser)
        s = QCoreApplication::translate("Elements", "Laser (%n beam(s))", nullptr, f.beams);
    if (f.kind != EdgeKind::Wall && f.kind != EdgeKind::NoLedge)
        s = QCoreApplication::translate("Elements", "%1 facing %2").arg(s, directionName(f.dir));
    return s;
}

QString describeMarker(const Marker &m)
{
    if (m.kind == MarkerKind::Dock)
        return markerName(m.kind);
    return QCoreApplication::translate("Elements", "%1 %2").arg(markerName(m.kind)).arg(m.number);
}

QString diagnosticMessage(const validate::Diagnostic &d)
{
    namespace code = validate::code;
    const std::string_view c = d.code;
    if (c == code::kPortalWithoutPartner)
        return QCoreApplication::translate("Elements", "Portal of colour \"%1\" has no partner").arg(arg(d, 0));
    if (c == code::kPortalTooManyPartners)
        return QCoreApplication::translate("Elements", "%1 portals share colour \"%2\"; a portal needs exactly one partner").arg(arg(d, 1), arg(d, 0));
    if (c == code::kCheckpointOnPit)
        return QCoreApplication::translate("Elements", "Checkpoint %1 lies on a %2").arg(arg(d, 0), kindFromName(arg(d, 1)).toLower());
    if (c == code::kStartOnPit)
        return QCoreApplication::translate("Elements", "Start position %1 lies on a %2").arg(arg(d, 0), kindFromName(arg(d, 1)).toLower());
    if (c == code::kDuplicateCheckpoint)
        return QCoreApplication::translate("Elements", "Checkpoint number %1 is used more than once").arg(arg(d, 0));
    if (c == code::kTimedNeverActive)
        return QCoreApplication::translate("Elements", "%1 is active in no register").arg(kindFromName(arg(d, 0)));
    if (c == code::kLaserBeamCount)
        return QCoreApplication::translate("Elements", "Laser has %1 beams; it must have 1 to 3").arg(arg(d, 0));
    if (c == code::kRampNotBetweenLevels)
        return QCoreApplication::translate("Elements", "Ramp climbing %1 does not lead from the lower level to an upper-level square").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kElementOutsideGrid)
        return QCoreApplication::translate("Elements", "%1 lies outside the grid").arg(kindFromName(arg(d, 0)));
    if (c == code::kBoardsOverlap)
        return QCoreApplication::translate("Elements", "Boards %1 and %2 overlap").arg(arg(d, 0), arg(d, 1));
    if (c == code::kBadPlacement)
        return QCoreApplication::translate("Elements", "Board %1 cannot be placed: %2").arg(arg(d, 0), arg(d, 1));
    if (c == code::kBeltIntoWall)
        return QCoreApplication::translate("Elements", "Belt carries robots %1 into a wall").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kBeltOffBoard)
        return QCoreApplication::translate("Elements", "Belt carries robots %1 off the board").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kCheckpointsNotConsecutive)
        return QCoreApplication::translate("Elements", "Checkpoint %1 follows a gap: expected checkpoint %2").arg(arg(d, 1), arg(d, 0));
    if (c == code::kCheckpointUnreachable)
        return QCoreApplication::translate("Elements", "Checkpoint %1 cannot be reached from any start position").arg(arg(d, 0));
    if (c == code::kLaserIntoWall)
        return QCoreApplication::translate("Elements", "Laser firing %1 is stopped at once by a wall, crate or antenna").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kLaserOffBoard)
        return QCoreApplication::translate("Elements", "Laser firing %1 fires off the board").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kLaserWithoutWall)
        return QCoreApplication::translate("Elements", "Laser firing %1 has no wall behind it; robots can cross its edge").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kPusherOffBoard)
        return QCoreApplication::translate("Elements", "Pusher pushing %1 pushes towards a square off the board and acts on nothing").arg(directionFromLetter(arg(d, 0)));
    if (c == code::kPusherIntoWall)
        return QCoreApplication::translate("Elements", "Pusher pushing %1 pushes into a wall, ledge, crate or antenna and never moves a robot").arg(directionFromLetter(arg(d, 0)));
    // The count goes through a variable: lupdate (Qt 6.8) never ends on a call chain such as
    // `arg(d, 0).toInt()` as translate()'s last argument.
    const int count = arg(d, 0).toInt();
    if (c == code::kTooFewStarts)
        return QCoreApplication::translate("Elements", "%n start position(s); at least 2 are needed", nullptr, count);
    if (c == code::kUpperLevelUnreachable)
        return QCoreApplication::translate("Elements", "Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)", nullptr, count);
    if (c == code::kRepairSiteUnreachable)
        return QCoreApplication::translate("Elements", "Repair site (%n wrench(es)) cannot be reached from any start position", nullptr, count);
    if (const validate::CodeInfo *info = validate::codeInfo(c))
        return QString::fromUtf8(info->description.data(), static_cast<qsizetype>(info->description.size()));
    return QString::fromStdString(d.code);
}

} // namespace rf::editor
