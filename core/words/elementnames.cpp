// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/elementnames.h"

#include "words/tracewords.h"

#include "validate/codes.h"
#include "validate/diagnostic.h"

#include <QCoreApplication>

namespace rf::words {

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

// An argument of a diagnostic in words, by its name in validate/codes.h.
QString argumentWord(const QString &name, const QString &value)
{
    if (name == QLatin1String("direction"))
        return directionFromLetter(value);
    if (name == QLatin1String("kind"))
        return kindFromName(value);
    if (name == QLatin1String("floor"))
        return kindFromName(value).toLower();
    return value;
}

} // namespace

QString nameInSentence(const QString &name)
{
    const QString rule = QCoreApplication::translate(
        "Elements", "lower",
        "How element names stand inside a sentence (\"Place ramp\"): \"lower\" starts them with a small letter, "
        "\"keep\" leaves them as listed (German nouns). Translate with one of these two words.");
    if (rule == QLatin1String("keep") || name.isEmpty())
        return name;
    return name.front().toLower() + name.mid(1);
}

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
    case DeviceKind::Battery: return QCoreApplication::translate("Elements", "Battery");
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
    const validate::CodeInfo *info = validate::codeInfo(d.code);
    if (!info)
        return QString::fromStdString(d.code);
    const QStringList names = QString::fromLatin1(info->args.data(), static_cast<qsizetype>(info->args.size())).split(QLatin1Char(','));
    QStringList args;
    int count = -1;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString value = arg(d, static_cast<std::size_t>(i));
        if (i == info->count)
            count = value.toInt();
        args << argumentWord(names.at(i), value);
    }
    return fillTemplate("Diagnostics", info->text, args, count);
}

} // namespace rf::words
