// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/propertyrows.h"

#include <QCoreApplication>
#include <QPoint>

#include <array>

namespace rf::editor {

using namespace rf::model;

namespace {

bool isDevice(const ElementState &s, DeviceKind k)
{
    return s.device && s.device->kind == k;
}

bool hasDirection(const ElementState &s)
{
    if (s.device)
        return deviceHasDirection(s.device->kind);
    if (s.edge)
        return s.edge->kind != EdgeKind::Wall && s.edge->kind != EdgeKind::NoLedge;
    return s.marker && s.marker->kind == MarkerKind::Start;
}

QVariant directionOf(const ElementState &s)
{
    return static_cast<int>(s.device ? s.device->dir : s.edge ? s.edge->dir : s.marker->facing);
}

void setDirection(ElementState &s, const QVariant &v)
{
    const auto dir = static_cast<Direction>(v.toInt());
    if (s.device) {
        if (s.device->kind == DeviceKind::Belt) {
            // Turn the inputs with the output so curves keep their shape.
            const int turns = (static_cast<int>(dir) - static_cast<int>(s.device->dir) + 4) % 4;
            s.device->inputs = s.device->inputs.rotated(turns);
        }
        s.device->dir = dir;
    }
    if (s.edge)
        s.edge->dir = dir;
    if (s.marker)
        s.marker->facing = dir;
}

bool hasRegisters(const ElementState &s)
{
    return (s.device && deviceIsTimed(s.device->kind)) || (s.edge && edgeIsTimed(s.edge->kind));
}

QVariant registersOf(const ElementState &s)
{
    const RegisterSet set = s.device ? s.device->registers : s.edge->registers;
    int bits = 0;
    for (int r = 1; r <= RegisterSet::kRegisters; ++r)
        if (set.contains(r))
            bits |= 1 << (r - 1);
    return bits;
}

void setRegister(ElementState &s, const QVariant &v)
{
    const QPoint p = v.toPoint(); // register, on
    RegisterSet &set = s.device ? s.device->registers : s.edge->registers;
    p.y() ? set.insert(p.x()) : set.erase(p.x());
}

bool isBelt(const ElementState &s)
{
    return isDevice(s, DeviceKind::Belt);
}
bool isGear(const ElementState &s)
{
    return isDevice(s, DeviceKind::Gear);
}
bool isRepairSite(const ElementState &s)
{
    return isDevice(s, DeviceKind::RepairSite);
}
bool isPortal(const ElementState &s)
{
    return isDevice(s, DeviceKind::Portal);
}
bool isLaser(const ElementState &s)
{
    return s.edge && s.edge->kind == EdgeKind::Laser;
}
bool isNumbered(const ElementState &s)
{
    return s.marker && s.marker->kind != MarkerKind::Dock;
}

using K = PropertyRow::Kind;

// In the order the panel shows them.
const std::array<PropertyRow, 8> kRows{{
    {K::Direction, QT_TRANSLATE_NOOP("PropertiesPanel", "Direction:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Direction the element faces, carries, fires or pushes"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "direction"), 0, 0, hasDirection, directionOf, setDirection},
    {K::Check, nullptr, QT_TRANSLATE_NOOP("PropertiesPanel", "Express"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "Express belts move robots in both belt steps of a register"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "express"), 0, 0, isBelt,
     [](const ElementState &s) { return QVariant(s.device->express); },
     [](ElementState &s, const QVariant &v) { s.device->express = v.toBool(); }},
    {K::Check, nullptr, QT_TRANSLATE_NOOP("PropertiesPanel", "Clockwise"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "Gears turn robots clockwise (right) or counterclockwise (left)"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "gear sense"), 0, 0, isGear,
     [](const ElementState &s) { return QVariant(s.device->clockwise); },
     [](ElementState &s, const QVariant &v) { s.device->clockwise = v.toBool(); }},
    {K::Spin, QT_TRANSLATE_NOOP("PropertiesPanel", "Wrenches:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Wrenches on a repair site: 2 also gives an option card"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "wrenches"), 1, 2, isRepairSite,
     [](const ElementState &s) { return QVariant(s.device->wrenches); },
     [](ElementState &s, const QVariant &v) { s.device->wrenches = v.toInt(); }},
    {K::Text, QT_TRANSLATE_NOOP("PropertiesPanel", "Colour:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Portals of the same colour are partners"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "portal colour"), 0, 0, isPortal,
     [](const ElementState &s) { return QVariant(QString::fromStdString(s.device->colour)); },
     [](ElementState &s, const QVariant &v) { s.device->colour = v.toString().trimmed().toStdString(); }},
    {K::Registers, QT_TRANSLATE_NOOP("PropertiesPanel", "Registers:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Active in register %1"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "active registers"), 1, RegisterSet::kRegisters, hasRegisters, registersOf,
     setRegister},
    {K::Spin, QT_TRANSLATE_NOOP("PropertiesPanel", "Beams:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Number of laser beams (damage per hit)"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "beam count"), 1, 3, isLaser,
     [](const ElementState &s) { return QVariant(s.edge->beams); },
     [](ElementState &s, const QVariant &v) { s.edge->beams = v.toInt(); }},
    {K::Spin, QT_TRANSLATE_NOOP("PropertiesPanel", "Number:"), nullptr,
     QT_TRANSLATE_NOOP("PropertiesPanel", "Checkpoint order or start position number"),
     QT_TRANSLATE_NOOP("PropertiesPanel", "number"), 1, 99, isNumbered,
     [](const ElementState &s) { return QVariant(s.marker->number); },
     [](ElementState &s, const QVariant &v) { s.marker->number = v.toInt(); }},
}};

} // namespace

std::span<const PropertyRow> propertyRows()
{
    return kRows;
}

} // namespace rf::editor
