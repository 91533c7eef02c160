// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/paletteentry.h"

#include "words/elementnames.h"

#include <QCoreApplication>

namespace rf::editor {

using namespace rf::model;

namespace {

PaletteEntry floorEntry(PaletteGroup g, FloorKind k)
{
    PaletteEntry e;
    e.type = PaletteEntry::Type::Floor;
    e.group = g;
    e.floor = k;
    e.key = QStringLiteral("floor:") + QString::fromUtf8(floorKindName(k).data());
    return e;
}

PaletteEntry deviceEntry(PaletteGroup g, Device d, const char *variant = nullptr)
{
    PaletteEntry e;
    e.type = PaletteEntry::Type::Device;
    e.group = g;
    if (deviceIsTimed(d.kind) && d.registers.empty())
        d.registers = RegisterSet{1, 3, 5};
    e.device = d;
    e.key = QStringLiteral("device:") + QString::fromUtf8(deviceKindName(d.kind).data());
    if (variant)
        e.key += QLatin1Char('-') + QLatin1String(variant);
    return e;
}

PaletteEntry edgeEntry(PaletteGroup g, EdgeKind k)
{
    PaletteEntry e;
    e.type = PaletteEntry::Type::Edge;
    e.group = g;
    e.edge.kind = k;
    if (k == EdgeKind::Pusher)
        e.edge.registers = RegisterSet{1, 3, 5};
    e.key = QStringLiteral("edge:") + QString::fromUtf8(edgeKindName(k).data());
    return e;
}

PaletteEntry markerEntry(MarkerKind k)
{
    PaletteEntry e;
    e.type = PaletteEntry::Type::Marker;
    e.group = PaletteGroup::Markers;
    e.marker = k;
    e.key = QStringLiteral("marker:") + QString::fromUtf8(markerKindName(k).data());
    return e;
}

Device dev(DeviceKind k)
{
    Device d;
    d.kind = k;
    return d;
}

std::vector<PaletteEntry> buildEntries()
{
    std::vector<PaletteEntry> out;
    using G = PaletteGroup;
    for (FloorKind k : {FloorKind::Floor, FloorKind::Oil, FloorKind::Water})
        out.push_back(floorEntry(G::Floor, k));
    for (DeviceKind k : {DeviceKind::RepairSite, DeviceKind::ChopShop, DeviceKind::EnergySpace, DeviceKind::Battery, DeviceKind::Ramp, DeviceKind::Teleporter,
                         DeviceKind::Portal, DeviceKind::Crate, DeviceKind::PriorityAntenna, DeviceKind::RebootToken}) {
        Device d = dev(k);
        if (k == DeviceKind::Portal)
            d.colour = "red";
        out.push_back(deviceEntry(G::Floor, d));
    }
    Device belt = dev(DeviceKind::Belt);
    belt.inputs = straightInputs(Direction::North);
    out.push_back(deviceEntry(G::Belts, belt, "normal"));
    belt.express = true;
    out.push_back(deviceEntry(G::Belts, belt, "express"));
    Device gear = dev(DeviceKind::Gear);
    out.push_back(deviceEntry(G::Rotators, gear, "clockwise"));
    gear.clockwise = false;
    out.push_back(deviceEntry(G::Rotators, gear, "counterclockwise"));
    out.push_back(deviceEntry(G::Rotators, dev(DeviceKind::Randomizer)));
    for (FloorKind k : {FloorKind::Pit, FloorKind::Drain, FloorKind::Acid, FloorKind::Fire, FloorKind::Radiation, FloorKind::RadioactiveWaste})
        out.push_back(floorEntry(G::Hazards, k));
    for (DeviceKind k : {DeviceKind::Crusher, DeviceKind::Flamer, DeviceKind::TrapDoor})
        out.push_back(deviceEntry(G::Timed, dev(k)));
    out.push_back(edgeEntry(G::Timed, EdgeKind::Pusher));
    for (MarkerKind k : {MarkerKind::Checkpoint, MarkerKind::Start, MarkerKind::Dock})
        out.push_back(markerEntry(k));
    for (EdgeKind k : {EdgeKind::Wall, EdgeKind::OneWayWall, EdgeKind::Laser, EdgeKind::Ledge, EdgeKind::NoLedge, EdgeKind::Repulsor})
        out.push_back(edgeEntry(G::Walls, k));
    return out;
}

} // namespace

QString PaletteEntry::name() const
{
    switch (type) {
    case Type::Floor: return words::floorName(floor);
    case Type::Device:
        if (device.kind == DeviceKind::Belt)
            return device.express ? QCoreApplication::translate("Elements", "Express belt") : QCoreApplication::translate("Elements", "Conveyor belt");
        if (device.kind == DeviceKind::Gear)
            return device.clockwise ? QCoreApplication::translate("Elements", "Gear (clockwise)") : QCoreApplication::translate("Elements", "Gear (counterclockwise)");
        return words::deviceName(device.kind);
    case Type::Edge: return words::edgeName(edge.kind);
    case Type::Marker: return words::markerName(marker);
    }
    return {};
}

QString PaletteEntry::toolTip() const
{
    switch (type) {
    case Type::Floor: return QCoreApplication::translate("Elements", "%1: paint it on squares").arg(name());
    case Type::Device: return QCoreApplication::translate("Elements", "%1: place it on squares (R rotates)").arg(name());
    case Type::Edge: return QCoreApplication::translate("Elements", "%1: click or drag along square borders").arg(name());
    case Type::Marker: return QCoreApplication::translate("Elements", "%1: click a square to place it").arg(name());
    }
    return {};
}

bool PaletteEntry::hasDirection() const
{
    switch (type) {
    case Type::Floor: return floor == FloorKind::Water;
    case Type::Device: return deviceHasDirection(device.kind);
    case Type::Edge: return edge.kind != EdgeKind::Wall && edge.kind != EdgeKind::NoLedge;
    case Type::Marker: return marker == MarkerKind::Start;
    }
    return false;
}

QString paletteGroupName(PaletteGroup g)
{
    switch (g) {
    case PaletteGroup::Floor: return QCoreApplication::translate("Elements", "Floor");
    case PaletteGroup::Belts: return QCoreApplication::translate("Elements", "Belts");
    case PaletteGroup::Rotators: return QCoreApplication::translate("Elements", "Rotators");
    case PaletteGroup::Hazards: return QCoreApplication::translate("Elements", "Hazards");
    case PaletteGroup::Timed: return QCoreApplication::translate("Elements", "Timed");
    case PaletteGroup::Markers: return QCoreApplication::translate("Elements", "Markers");
    case PaletteGroup::Walls: return QCoreApplication::translate("Elements", "Walls");
    }
    return {};
}

const std::vector<PaletteEntry> &paletteEntries()
{
    static const std::vector<PaletteEntry> entries = buildEntries();
    return entries;
}

const PaletteEntry *findPaletteEntry(const QString &key)
{
    for (const PaletteEntry &e : paletteEntries())
        if (e.key == key)
            return &e;
    return nullptr;
}

} // namespace rf::editor
