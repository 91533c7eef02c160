// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/roboprojekt.h"
#include "io/interop/tiled.h"
#include "io/jsonreader.h"

#include <QtNumeric>

#include <cmath>
#include <map>
#include <set>

namespace rf::io::interop::tiled {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

namespace {

// Local tile ids of our tileset (stable: files refer to them).
constexpr int kWaterCurrent = 9;
constexpr int kLevel = 10;
constexpr int kBelt0 = 11; // + 8 for express, + input pattern (L = 1, R = 2, F = 4)
constexpr int kGearCw = 27, kGearCcw = 28, kRepair1 = 29, kRepair2 = 30;
constexpr DeviceKind kTileDevices[] = {DeviceKind::ChopShop, DeviceKind::Randomizer, DeviceKind::Teleporter, DeviceKind::Ramp,
                                       DeviceKind::EnergySpace, DeviceKind::Crate, DeviceKind::PriorityAntenna, DeviceKind::RebootToken};
constexpr int kTileDevice0 = 31;
constexpr DeviceKind kObjectDevices[] = {DeviceKind::Portal, DeviceKind::Crusher, DeviceKind::Flamer, DeviceKind::TrapDoor};
constexpr int kObjectDevice0 = 39;
// Added after the object devices so that the ids files already use stay.
constexpr int kBattery = 43;

QString patternText(int pattern)
{
    QString s;
    if (pattern & 1)
        s += QLatin1Char('L');
    if (pattern & 2)
        s += QLatin1Char('R');
    if (pattern & 4)
        s += QLatin1Char('F');
    return s;
}

int beltPattern(const Device &d)
{
    return (d.inputs.contains(turnLeft(d.dir)) ? 1 : 0) | (d.inputs.contains(turnRight(d.dir)) ? 2 : 0) | (d.inputs.contains(opposite(d.dir)) ? 4 : 0);
}

RegisterSet parseRegisters(const QString &s, const QString &where)
{
    RegisterSet r;
    for (const QString &part : s.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > RegisterSet::kRegisters)
            js::fail(where, QStringLiteral("registers '%1' must be numbers 1 to 5 separated by commas").arg(js::excerpt(s)));
        r.insert(n);
    }
    return r;
}

Direction parseDir(const QString &s, const QString &where)
{
    const auto d = directionFromLetter(s.toStdString());
    if (!d)
        js::fail(where, QStringLiteral("direction '%1' must be N, E, S or W").arg(js::excerpt(s)));
    return *d;
}

Property prop(const char *name, const QString &value, const char *type = "string") { return {QLatin1String(name), QLatin1String(type), value}; }
QString dirText(Direction d) { return qs(directionLetter(d)); }

bool oriented(const TileDef &t)
{
    if (t.cls == QLatin1String("water"))
        return t.property(QStringLiteral("current")) == QLatin1String("true");
    const auto k = deviceKindFromName(t.cls.toStdString());
    return k && deviceHasDirection(*k);
}

} // namespace

QString Object::property(const QString &name) const
{
    for (const Property &p : properties)
        if (p.name == name)
            return p.value;
    return {};
}

QString TileDef::property(const QString &name) const
{
    for (const Property &p : properties)
        if (p.name == name)
            return p.value;
    return {};
}

void addTiles(Map &m, std::uint32_t firstGid, const std::vector<TileDef> &tiles)
{
    for (const TileDef &t : tiles)
        m.tiles[firstGid + static_cast<std::uint32_t>(t.id)] = t;
}

QString Map::property(const QString &name) const
{
    for (const Property &p : properties)
        if (p.name == name)
            return p.value;
    return {};
}

const std::vector<TileDef> &tileset()
{
    static const std::vector<TileDef> defs = [] {
        std::vector<TileDef> t;
        for (int k = 0; k < kFloorKindCount; ++k)
            t.push_back({k, qs(floorKindName(static_cast<FloorKind>(k))), {}});
        t.push_back({kWaterCurrent, QStringLiteral("water"), {prop("current", QStringLiteral("true"), "bool")}});
        t.push_back({kLevel, QStringLiteral("level"), {prop("level", QStringLiteral("1"), "int")}});
        for (int express = 0; express < 2; ++express)
            for (int pattern = 0; pattern < 8; ++pattern)
                t.push_back({kBelt0 + express * 8 + pattern, QStringLiteral("belt"),
                             {prop("speed", QString::number(express + 1), "int"), prop("inputs", patternText(pattern))}});
        t.push_back({kGearCw, QStringLiteral("gear"), {prop("turn", QStringLiteral("cw"))}});
        t.push_back({kGearCcw, QStringLiteral("gear"), {prop("turn", QStringLiteral("ccw"))}});
        t.push_back({kRepair1, qs(deviceKindName(DeviceKind::RepairSite)), {prop("wrenches", QStringLiteral("1"), "int")}});
        t.push_back({kRepair2, qs(deviceKindName(DeviceKind::RepairSite)), {prop("wrenches", QStringLiteral("2"), "int")}});
        for (int i = 0; i < 8; ++i)
            t.push_back({kTileDevice0 + i, qs(deviceKindName(kTileDevices[i])), {}});
        for (int i = 0; i < 4; ++i)
            t.push_back({kObjectDevice0 + i, qs(deviceKindName(kObjectDevices[i])), {}});
        t.push_back({kBattery, qs(deviceKindName(DeviceKind::Battery)), {}});
        return t;
    }();
    return defs;
}

Map toMap(const Board &b, std::vector<ConversionNote> &notes)
{
    Map m;
    m.width = b.width();
    m.height = b.height();
    m.properties = {prop("profile", QLatin1String(kProfile)), prop("name", QString::fromStdString(b.info().name)),
                    prop("author", QString::fromStdString(b.info().author)), prop("description", QString::fromStdString(b.info().description))};
    const auto n = static_cast<std::size_t>(b.size().area());
    const auto gid = [&](int id, Direction facing = Direction::North) { return (m.firstGid + static_cast<std::uint32_t>(id)) | roboprojekt::flagsForFacing(facing); };
    Layer floor{1, QStringLiteral("floor"), true, std::vector<std::uint32_t>(n, 0), {}};
    Layer levels{2, QStringLiteral("levels"), true, std::vector<std::uint32_t>(n, 0), {}};
    Layer belts{3, QStringLiteral("belts"), true, std::vector<std::uint32_t>(n, 0), {}};
    Layer devices{4, QStringLiteral("devices"), true, std::vector<std::uint32_t>(n, 0), {}};
    Layer deviceObjects{5, QStringLiteral("device-objects"), false, {}, {}};
    Layer edges{6, QStringLiteral("edges"), false, {}, {}};
    Layer markers{7, QStringLiteral("markers"), false, {}, {}};
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const std::size_t i = static_cast<std::size_t>(p.y * b.width() + p.x);
            const Cell &c = b.cell(p);
            floor.data[i] = c.floor.current ? gid(kWaterCurrent, *c.floor.current) : gid(static_cast<int>(c.floor.kind));
            if (c.level != 0)
                levels.data[i] = gid(kLevel);
            const Device &d = c.device;
            if (d.kind == DeviceKind::Belt) {
                if (d.inputs.contains(d.dir))
                    notes.push_back(util::approximated("belt", p, QStringLiteral("an input on the exit side is not expressible")));
                belts.data[i] = gid(kBelt0 + (d.express ? 8 : 0) + beltPattern(d), d.dir);
            } else if (d.kind == DeviceKind::Gear) {
                devices.data[i] = gid(d.clockwise ? kGearCw : kGearCcw);
            } else if (d.kind == DeviceKind::RepairSite) {
                devices.data[i] = gid(d.wrenches == 2 ? kRepair2 : kRepair1);
            } else if (d.kind == DeviceKind::Battery) {
                devices.data[i] = gid(kBattery);
            } else if (const auto *t = std::ranges::find(kTileDevices, d.kind); t != std::end(kTileDevices)) {
                devices.data[i] = gid(kTileDevice0 + static_cast<int>(t - std::begin(kTileDevices)), deviceHasDirection(d.kind) ? d.dir : Direction::North);
            } else if (const auto *o = std::ranges::find(kObjectDevices, d.kind); o != std::end(kObjectDevices)) {
                // Per-instance parameters: a tile object (anchored bottom-left) with properties.
                Object obj{m.nextObjectId++, qs(deviceKindName(d.kind)), double(p.x * kCell), double((p.y + 1) * kCell), kCell, kCell,
                           gid(kObjectDevice0 + static_cast<int>(o - std::begin(kObjectDevices))), false, {}, {}};
                if (d.kind == DeviceKind::Portal)
                    obj.properties.push_back(prop("colour", QString::fromStdString(d.colour)));
                else
                    obj.properties.push_back(prop("registers", util::registerList(d.registers)));
                deviceObjects.objects.push_back(std::move(obj));
            }
        }
    }
    for (const EdgeFeature &f : b.edgeFeatures()) {
        const bool horizontal = f.pos.axis == EdgePos::Axis::Horizontal;
        Object obj{m.nextObjectId++, {}, double(f.pos.x * kCell), double(f.pos.y * kCell), 0, 0, 0, false,
                   {QPointF(0, 0), horizontal ? QPointF(kCell, 0) : QPointF(0, kCell)}, {}};
        switch (f.kind) {
        case EdgeKind::Wall: obj.cls = QStringLiteral("wall"); break;
        case EdgeKind::OneWayWall: obj.cls = QStringLiteral("one-way-wall"), obj.properties = {prop("blocks", dirText(f.dir))}; break;
        case EdgeKind::Ledge: obj.cls = QStringLiteral("ledge"), obj.properties = {prop("low", dirText(f.dir))}; break;
        case EdgeKind::NoLedge: obj.cls = QStringLiteral("no-ledge"); break;
        case EdgeKind::Laser:
            obj.cls = QStringLiteral("laser");
            obj.properties = {prop("dir", dirText(f.dir)), prop("beams", QString::number(f.beams), "int"), prop("registers", util::registerList(f.registers))};
            break;
        case EdgeKind::Pusher:
            obj.cls = QStringLiteral("pusher");
            obj.properties = {prop("dir", dirText(f.dir)), prop("registers", util::registerList(f.registers))};
            break;
        case EdgeKind::Repulsor: obj.cls = QStringLiteral("repulsor"), obj.properties = {prop("dir", dirText(f.dir))}; break;
        }
        edges.objects.push_back(std::move(obj));
    }
    for (const Marker &mk : b.markers()) {
        Object obj{m.nextObjectId++, qs(markerKindName(mk.kind)), (mk.at.x + 0.5) * kCell, (mk.at.y + 0.5) * kCell, 0, 0, 0, true, {}, {}};
        if (mk.kind != MarkerKind::Dock)
            obj.properties.push_back(prop("number", QString::number(mk.number), "int"));
        if (mk.kind == MarkerKind::Start)
            obj.properties.push_back(prop("facing", dirText(mk.facing)));
        markers.objects.push_back(std::move(obj));
    }
    m.layers.push_back(std::move(floor));
    if (std::ranges::any_of(levels.data, [](std::uint32_t g) { return g != 0; }))
        m.layers.push_back(std::move(levels));
    m.layers.push_back(std::move(belts));
    m.layers.push_back(std::move(devices));
    m.layers.push_back(std::move(deviceObjects));
    m.layers.push_back(std::move(edges));
    m.layers.push_back(std::move(markers));
    return m;
}

namespace {

class MapReader {
public:
    MapReader(const Map &m, std::vector<ConversionNote> &notes) : m_map(m), m_notes(notes), m_b(m.width, m.height) {}
    Board run();

private:
    const TileDef *def(std::uint32_t gid, const QString &where, Direction &facing) const;
    void tile(const TileDef &t, Direction facing, Point p, const QString &where);
    void object(const Object &o, const QString &where);
    void device(Point p, Device d, const QString &where);
    Point cellAt(double x, double y, const QString &where) const;

    const Map &m_map;
    std::vector<ConversionNote> &m_notes;
    Board m_b;
};

const TileDef *MapReader::def(std::uint32_t gid, const QString &where, Direction &facing) const
{
    const std::uint32_t flags = gid >> 28;
    const auto it = m_map.tiles.find(gid & 0x0FFFFFFFU);
    if (it == m_map.tiles.end())
        js::fail(where, QStringLiteral("gid %1 is not a tile with a class in the map's tilesets").arg(gid & 0x0FFFFFFFU));
    const TileDef &t = it->second;
    const auto f = roboprojekt::facingFromFlags(flags & 0xE);
    if (oriented(t) && !f)
        js::fail(where, QStringLiteral("a mirrored %1 tile is not allowed (rotate it instead)").arg(js::excerpt(t.cls)));
    facing = f.value_or(Direction::North);
    return &t;
}

Point MapReader::cellAt(double x, double y, const QString &where) const
{
    // Compared as doubles before the cast: a coordinate far off the map (or NaN) has no int.
    const double cx = std::floor(x / kCell);
    const double cy = std::floor(y / kCell);
    if (!(cx >= 0 && cx < m_b.width() && cy >= 0 && cy < m_b.height()))
        js::fail(where, QStringLiteral("lies outside the %1 x %2 map").arg(m_b.width()).arg(m_b.height()));
    return Point{static_cast<int>(cx), static_cast<int>(cy)};
}

void MapReader::device(Point p, Device d, const QString &where)
{
    if (m_b.cell(p).device.kind != DeviceKind::None) {
        m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("%1: the cell already holds a %2").arg(where, qs(deviceKindName(m_b.cell(p).device.kind)))));
        return;
    }
    m_b.setDevice(p, std::move(d));
}

void MapReader::tile(const TileDef &t, Direction facing, Point p, const QString &where)
{
    Cell &c = m_b.cell(p);
    const std::string cls = t.cls.toStdString();
    if (const auto floor = floorKindFromName(cls)) {
        c.floor = Floor{*floor, std::nullopt};
        if (*floor == FloorKind::Water && t.property(QStringLiteral("current")) == QLatin1String("true"))
            c.floor.current = facing;
        return;
    }
    if (t.cls == QLatin1String("level")) {
        bool ok = false;
        const int level = t.property(QStringLiteral("level")).toInt(&ok);
        c.level = ok ? std::clamp(level, 0, Board::kLevels - 1) : 1;
        return;
    }
    const auto kind = deviceKindFromName(cls);
    if (!kind || *kind == DeviceKind::None)
        js::fail(where, QStringLiteral("tile class '%1' is not an element of the profile").arg(js::excerpt(t.cls)));
    Device d{.kind = *kind, .dir = deviceHasDirection(*kind) ? facing : Direction::North};
    switch (*kind) {
    case DeviceKind::Belt: {
        const QString speed = t.property(QStringLiteral("speed"));
        d.express = speed == QLatin1String("2");
        const QString inputs = t.property(QStringLiteral("inputs"));
        for (QChar ch : inputs) {
            if (ch == QLatin1Char('L'))
                d.inputs.insert(turnLeft(facing));
            else if (ch == QLatin1Char('R'))
                d.inputs.insert(turnRight(facing));
            else if (ch == QLatin1Char('F'))
                d.inputs.insert(opposite(facing));
            else
                js::fail(where, QStringLiteral("belt inputs '%1' must use L, R and F").arg(js::excerpt(inputs)));
        }
        break;
    }
    case DeviceKind::Gear: d.clockwise = t.property(QStringLiteral("turn")) != QLatin1String("ccw"); break;
    case DeviceKind::RepairSite: d.wrenches = t.property(QStringLiteral("wrenches")) == QLatin1String("2") ? 2 : 1; break;
    case DeviceKind::Portal: {
        const QString colour = t.property(QStringLiteral("colour"));
        d.colour = (colour.isEmpty() ? t.property(QStringLiteral("pair")) : colour).toStdString();
        break;
    }
    case DeviceKind::Crusher:
    case DeviceKind::Flamer:
    case DeviceKind::TrapDoor: d.registers = parseRegisters(t.property(QStringLiteral("registers")), where + QStringLiteral(", property registers")); break;
    default: break;
    }
    device(p, std::move(d), where);
}

void MapReader::object(const Object &o, const QString &where)
{
    if (o.gid != 0) {
        Direction facing = Direction::North;
        TileDef t = *def(o.gid, where, facing);
        // A tile object inherits its tile's class and properties; its own take precedence.
        if (!o.cls.isEmpty())
            t.cls = o.cls;
        for (const Property &p : o.properties) {
            std::erase_if(t.properties, [&](const Property &q) { return q.name == p.name; });
            t.properties.push_back(p);
        }
        // Tile objects are anchored at their bottom-left corner.
        tile(t, facing, cellAt(o.x + 1, o.y - 1, where), where);
        return;
    }
    if (o.point || o.polyline.empty()) {
        const auto kind = markerKindFromName(o.cls.toStdString());
        const auto deviceKind = deviceKindFromName(o.cls.toStdString());
        if (!kind && o.point && deviceKind && deviceHasDirection(*deviceKind)) {
            // Reboot token or antenna given as a marker point with a facing (profile §6).
            device(cellAt(o.x, o.y, where), Device{.kind = *deviceKind, .dir = parseDir(o.property(QStringLiteral("facing")), where + QStringLiteral(", property facing"))}, where);
            return;
        }
        if (!kind || !o.point) {
            m_notes.push_back(util::dropped("object", std::nullopt, QStringLiteral("%1: object of class '%2' ignored").arg(where, js::excerpt(o.cls))));
            return;
        }
        Marker mk{.kind = *kind, .at = cellAt(o.x, o.y, where)};
        if (*kind != MarkerKind::Dock) {
            bool ok = false;
            mk.number = o.property(QStringLiteral("number")).toInt(&ok);
            if (!ok)
                js::fail(where, QStringLiteral("%1 needs an int property 'number'").arg(js::excerpt(o.cls)));
        }
        if (*kind == MarkerKind::Start)
            mk.facing = parseDir(o.property(QStringLiteral("facing")), where + QStringLiteral(", property facing"));
        m_b.addMarker(mk);
        return;
    }
    // An edge: a two-point polyline on a grid line, one cell long.
    if (o.polyline.size() != 2)
        js::fail(where, QStringLiteral("an edge polyline has exactly two points"));
    const QPointF a = QPointF(o.x, o.y) + o.polyline[0];
    const QPointF c = QPointF(o.x, o.y) + o.polyline[1];
    const QPointF lo(std::min(a.x(), c.x()), std::min(a.y(), c.y()));
    const bool horizontal = qFuzzyCompare(a.y() + 1, c.y() + 1) && qFuzzyCompare(std::abs(a.x() - c.x()) + 1, kCell + 1);
    const bool vertical = qFuzzyCompare(a.x() + 1, c.x() + 1) && qFuzzyCompare(std::abs(a.y() - c.y()) + 1, kCell + 1);
    const double gx = lo.x() / kCell;
    const double gy = lo.y() / kCell;
    if ((!horizontal && !vertical) || gx != std::floor(gx) || gy != std::floor(gy))
        js::fail(where, QStringLiteral("an edge must run along one cell side on the %1-pixel grid").arg(kCell));
    if (std::abs(gx) > util::kMaxSide || std::abs(gy) > util::kMaxSide) // too far off for an int
        js::fail(where, QStringLiteral("the edge lies outside the map"));
    EdgeFeature f{.pos = {static_cast<int>(gx), static_cast<int>(gy), horizontal ? EdgePos::Axis::Horizontal : EdgePos::Axis::Vertical}};
    if (!m_b.containsEdge(f.pos))
        js::fail(where, QStringLiteral("the edge lies outside the map"));
    const auto dirProp = [&](const char *name) { return parseDir(o.property(QLatin1String(name)), where + QStringLiteral(", property ") + QLatin1String(name)); };
    if (o.cls == QLatin1String("wall")) {
        f.kind = EdgeKind::Wall;
    } else if (o.cls == QLatin1String("one-way-wall")) {
        f.kind = EdgeKind::OneWayWall, f.dir = dirProp("blocks");
    } else if (o.cls == QLatin1String("ledge")) {
        f.kind = EdgeKind::Ledge, f.dir = dirProp("low");
    } else if (o.cls == QLatin1String("no-ledge")) {
        f.kind = EdgeKind::NoLedge;
    } else if (o.cls == QLatin1String("laser")) {
        f.kind = EdgeKind::Laser, f.dir = dirProp("dir");
        bool ok = false;
        f.beams = o.property(QStringLiteral("beams")).toInt(&ok);
        if (!ok)
            f.beams = 1;
        f.registers = parseRegisters(o.property(QStringLiteral("registers")), where + QStringLiteral(", property registers"));
    } else if (o.cls == QLatin1String("pusher")) {
        f.kind = EdgeKind::Pusher, f.dir = dirProp("dir");
        f.registers = parseRegisters(o.property(QStringLiteral("registers")), where + QStringLiteral(", property registers"));
    } else if (o.cls == QLatin1String("repulsor")) {
        f.kind = EdgeKind::Repulsor, f.dir = dirProp("dir");
    } else {
        m_notes.push_back(util::dropped("object", std::nullopt, QStringLiteral("%1: edge of class '%2' ignored").arg(where, js::excerpt(o.cls))));
        return;
    }
    m_b.addEdgeFeature(f);
}

Board MapReader::run()
{
    auto text = [&](const char *key, qsizetype max) {
        const QString s = m_map.property(QLatin1String(key));
        js::checkLength(s, QStringLiteral("map property '%1'").arg(QLatin1String(key)), max);
        return s.toStdString();
    };
    m_b.info().name = text("name", js::kMaxNameLength);
    m_b.info().author = text("author", js::kMaxNameLength);
    m_b.info().description = text("description", js::kMaxTextLength);
    for (const Layer &l : m_map.layers) {
        const QString lw = QStringLiteral("layer '%1'").arg(js::excerpt(l.name));
        if (l.tiles) {
            if (l.data.size() != static_cast<std::size_t>(m_b.size().area()))
                js::fail(lw, QStringLiteral("%1 cells for a %2 x %3 map").arg(l.data.size()).arg(m_b.width()).arg(m_b.height()));
            for (std::size_t i = 0; i < l.data.size(); ++i) {
                if (l.data[i] == 0)
                    continue;
                const Point p{static_cast<int>(i % static_cast<std::size_t>(m_b.width())), static_cast<int>(i / static_cast<std::size_t>(m_b.width()))};
                const QString where = QStringLiteral("%1, cell %2").arg(lw, util::cellText(p));
                Direction facing = Direction::North;
                const TileDef *t = def(l.data[i], where, facing);
                tile(*t, facing, p, where);
            }
        } else {
            for (const Object &o : l.objects)
                object(o, QStringLiteral("%1, object %2").arg(lw).arg(o.id));
        }
    }
    return std::move(m_b);
}

} // namespace

Board fromMap(const Map &m, std::vector<ConversionNote> &notes)
{
    if (m.width < 1 || m.height < 1 || m.width > util::kMaxSide || m.height > util::kMaxSide)
        js::fail(QStringLiteral("map"), QStringLiteral("size %1 x %2 out of range").arg(m.width).arg(m.height));
    return MapReader(m, notes).run();
}

std::expected<ImportResult, Error> importMap(const QString &path, const Map &m, std::vector<ConversionNote> notes)
{
    return util::guarded(path, [&] {
        ImportResult result;
        result.notes = std::move(notes);
        result.course = Course(fromMap(m, result.notes));
        return result;
    });
}

} // namespace rf::io::interop::tiled
