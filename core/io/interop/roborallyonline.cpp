// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <map>

// es3649/robo-rally-online board JSON (../shared/interop/robo-rally-online/FORMAT.md):
// column-major spaces[x][y] with y growing NORTH, walls in two edge arrays whose faces carry
// lasers and push panels.
namespace rf::io::interop {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

namespace {

constexpr int kMaxRroSide = 12;
constexpr int kMinRroSide = 3;

std::optional<Direction> dirFromName(const QString &s)
{
    return s.size() == 1 ? directionFromLetter(s.toStdString()) : std::nullopt;
}

// Suffix letters relative to the exit: F = from behind, L = from the left-hand side, R = right.
DirectionSet inputsFromSuffix(const QString &suffix, Direction out)
{
    DirectionSet s;
    for (QChar c : suffix) {
        if (c == QLatin1Char('F'))
            s.insert(opposite(out));
        else if (c == QLatin1Char('L'))
            s.insert(turnLeft(out));
        else if (c == QLatin1Char('R'))
            s.insert(turnRight(out));
    }
    return s;
}

// Writer side: the suffix for a set of inputs, in upstream's spelling (L, R, F order).
std::optional<QString> suffixFromInputs(DirectionSet inputs, Direction out)
{
    QString s;
    if (inputs.contains(turnLeft(out)))
        s += QLatin1Char('L');
    if (inputs.contains(turnRight(out)))
        s += QLatin1Char('R');
    if (inputs.contains(opposite(out)))
        s += QLatin1Char('F');
    if (s.isEmpty() || inputs.contains(out))
        return std::nullopt;
    return s;
}

class RroReader {
public:
    RroReader(const QJsonObject &root, std::vector<ConversionNote> &notes) : m_root(root), m_notes(notes) {}
    Board run();

private:
    Point ours(int x, int y) const { return {x, m_h - 1 - y}; }
    void space(const QJsonObject &o, const QString &path, Point p);
    void face(const QJsonValue &v, const QString &path, EdgePos e, Direction acts);
    void putDevice(Point p, Device d, const QString &what);

    QJsonObject m_root;
    std::vector<ConversionNote> &m_notes;
    Board m_b;
    int m_w = 0;
    int m_h = 0;
    std::vector<std::pair<Point, QString>> m_startIds;
};

void RroReader::putDevice(Point p, Device d, const QString &what)
{
    if (m_b.cell(p).device.kind != DeviceKind::None) {
        m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("%1: the cell already holds a %2").arg(what, qs(deviceKindName(m_b.cell(p).device.kind)))));
        return;
    }
    m_b.setDevice(p, std::move(d));
}

void RroReader::space(const QJsonObject &o, const QString &path, Point p)
{
    const QJsonValue type = o.value(QLatin1String("type"));
    const auto orientation = [&](const char *key) {
        const QString k = js::member(path, key);
        const auto d = dirFromName(js::toString(js::required(o, path, key), k));
        if (!d)
            js::fail(k, QStringLiteral("must be N, E, S or W"));
        return *d;
    };
    if (type.isString()) {
        const QString t = type.toString();
        static const QRegularExpression conv(QStringLiteral("^conv(2?)_(F|L|R|LF|RF|LR|LRF)$"));
        if (const auto m = conv.match(t); m.hasMatch()) {
            const Direction out = orientation("orientation");
            putDevice(p, Device{.kind = DeviceKind::Belt, .dir = out, .express = !m.captured(1).isEmpty(), .inputs = inputsFromSuffix(m.captured(2), out)}, t);
            // Upstream's turn logic tests the left-hand entry for RF pieces, so its robots fed
            // from the right are not turned there; ours are, as the format's meaning says.
            if (m.captured(2) == QLatin1String("RF"))
                m_notes.push_back(util::approximated(t.toStdString(), p, QStringLiteral("robots fed from the right are turned here; robo-rally-online itself does not turn them")));
        } else if (t == QLatin1String("gear_R") || t == QLatin1String("gear_L")) {
            putDevice(p, Device{.kind = DeviceKind::Gear, .clockwise = t == QLatin1String("gear_R")}, t);
        } else if (t == QLatin1String("pit")) {
            m_b.cell(p).floor.kind = FloorKind::Pit;
        } else if (t == QLatin1String("battery")) {
            putDevice(p, Device{.kind = DeviceKind::Battery}, t);
        } else {
            js::fail(js::member(path, "type"), QStringLiteral("unknown space type '%1'").arg(js::excerpt(t)));
        }
    } else if (type.isObject()) {
        const QString id = js::toString(js::required(type.toObject(), js::member(path, "type"), "id"), js::member(js::member(path, "type"), "id"));
        m_startIds.emplace_back(p, id);
        Direction facing = Direction::North;
        if (o.contains(QLatin1String("orientation")))
            facing = orientation("orientation");
        else
            m_notes.push_back(util::approximated("start", p, QStringLiteral("spawn point without orientation; facing north")));
        m_b.addMarker({.kind = MarkerKind::Start, .at = p, .number = 0, .facing = facing});
    } else if (!type.isUndefined() && !type.isNull()) {
        js::fail(js::member(path, "type"), QStringLiteral("expected a string or an object, found %1").arg(js::describe(type)));
    }

    const QJsonValue cover = o.value(QLatin1String("cover"));
    const QString coverPath = js::member(path, "cover");
    if (cover.isString()) {
        if (cover.toString() != QLatin1String("scrambler"))
            js::fail(coverPath, QStringLiteral("unknown cover '%1'").arg(js::excerpt(cover.toString())));
        putDevice(p, Device{.kind = DeviceKind::Randomizer}, QStringLiteral("scrambler"));
    } else if (cover.isObject()) {
        const QJsonObject c = cover.toObject();
        if (c.contains(QLatin1String("number"))) {
            m_b.addMarker({.kind = MarkerKind::Checkpoint, .at = p, .number = static_cast<int>(js::toInt(c.value(QLatin1String("number")), js::member(coverPath, "number"), 1, 999))});
        } else if (c.contains(QLatin1String("registers"))) {
            RegisterSet regs;
            const QJsonArray a = js::toArray(c.value(QLatin1String("registers")), js::member(coverPath, "registers"));
            for (qsizetype i = 0; i < a.size(); ++i)
                regs.insert(static_cast<int>(js::toInt(a[i], js::element(js::member(coverPath, "registers"), i), 1, 5)));
            putDevice(p, Device{.kind = DeviceKind::Crusher, .registers = regs}, QStringLiteral("crusher cover"));
        } else if (c.contains(QLatin1String("id"))) {
            putDevice(p, Device{.kind = DeviceKind::RebootToken, .dir = orientation("cover_orientation")}, QStringLiteral("reboot cover"));
        } else {
            js::fail(coverPath, QStringLiteral("cover needs number, registers or id"));
        }
    } else if (!cover.isUndefined() && !cover.isNull()) {
        js::fail(coverPath, QStringLiteral("expected a string or an object, found %1").arg(js::describe(cover)));
    }
}

void RroReader::face(const QJsonValue &v, const QString &path, EdgePos e, Direction acts)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (v.isString()) {
        const QString s = v.toString();
        int beams = 0;
        if (s == QLatin1String("laser"))
            beams = 1;
        else if (s == QLatin1String("laser2"))
            beams = 2;
        else if (s == QLatin1String("laser3"))
            beams = 3;
        else if (s != QLatin1String("standard"))
            js::fail(path, QStringLiteral("unknown wall face '%1'").arg(js::excerpt(s)));
        if (beams > 0)
            m_b.addEdgeFeature({.pos = e, .kind = EdgeKind::Laser, .dir = acts, .beams = beams});
        return;
    }
    const QJsonObject o = js::toObject(v, path);
    const QJsonArray a = js::toArray(js::required(o, path, "registers"), js::member(path, "registers"));
    RegisterSet regs;
    for (qsizetype i = 0; i < a.size(); ++i)
        regs.insert(static_cast<int>(js::toInt(a[i], js::element(js::member(path, "registers"), i), 1, 5)));
    m_b.addEdgeFeature({.pos = e, .kind = EdgeKind::Pusher, .dir = acts, .registers = regs});
}

Board RroReader::run()
{
    const QJsonArray spaces = js::toArray(js::required(m_root, QStringLiteral("$"), "spaces"), QStringLiteral("$.spaces"));
    // x_dim / y_dim are required by upstream's loader, but the arrays say the same; a file
    // without them (party.json) is read from the arrays.
    m_w = static_cast<int>(spaces.size());
    if (m_root.contains(QLatin1String("x_dim")))
        m_w = static_cast<int>(js::toInt(m_root.value(QLatin1String("x_dim")), QStringLiteral("$.x_dim"), 1, util::kMaxSide));
    if (m_w != spaces.size() || m_w < 1 || m_w > util::kMaxSide)
        js::fail(QStringLiteral("$.spaces"), QStringLiteral("%1 columns for x_dim %2").arg(spaces.size()).arg(m_w));
    m_h = static_cast<int>(js::toArray(spaces[0], QStringLiteral("$.spaces[0]")).size());
    if (m_root.contains(QLatin1String("y_dim")))
        m_h = static_cast<int>(js::toInt(m_root.value(QLatin1String("y_dim")), QStringLiteral("$.y_dim"), 1, util::kMaxSide));
    if (m_h < 1 || m_h > util::kMaxSide)
        js::fail(QStringLiteral("$.y_dim"), QStringLiteral("height %1 out of range").arg(m_h));
    QString name;
    if (m_root.contains(QLatin1String("display_name")))
        name = js::toText(m_root.value(QLatin1String("display_name")), QStringLiteral("$.display_name"), js::kMaxNameLength);
    m_b = Board(m_w, m_h, name.toStdString());

    for (int x = 0; x < m_w; ++x) {
        const QString colPath = js::element(QStringLiteral("$.spaces"), x);
        const QJsonArray col = js::toArray(spaces[x], colPath);
        if (col.size() != m_h)
            js::fail(colPath, QStringLiteral("%1 spaces for y_dim %2").arg(col.size()).arg(m_h));
        for (int y = 0; y < m_h; ++y)
            space(js::toObject(col[y], js::element(colPath, y)), js::element(colPath, y), ours(x, y));
    }

    // Start numbers: "start-N" ids written by RallyForge keep their number; others follow in
    // reading order (top row first).
    static const QRegularExpression startId(QStringLiteral("^start-(\\d+)$"));
    std::vector<Marker> starts;
    for (const Marker *m : m_b.markersOf(MarkerKind::Start))
        starts.push_back(*m);
    std::ranges::sort(starts, [](const Marker &a, const Marker &b) { return std::pair(a.at.y, a.at.x) < std::pair(b.at.y, b.at.x); });
    std::map<int, bool> used;
    std::vector<std::pair<Marker, bool>> numbered;
    for (Marker m : starts) {
        const auto it = std::ranges::find_if(m_startIds, [&](const auto &s) { return s.first == m.at; });
        const auto match = startId.match(it->second);
        const int n = match.hasMatch() ? match.captured(1).toInt() : 0;
        if (n > 0 && !used[n]) {
            used[n] = true;
            m.number = n;
            numbered.emplace_back(m, true);
        } else {
            numbered.emplace_back(m, false);
        }
    }
    // An id names the marker a physical robot reports on its spawn point: several spawn points
    // sharing one (docking_bay_a's placeholder) cannot be told apart, so their numbers are ours.
    std::map<QString, int> sharing;
    for (const auto &[at, id] : m_startIds)
        ++sharing[id];
    for (const auto &[id, count] : sharing)
        if (count > 1)
            m_notes.push_back(
                util::approximated("start", std::nullopt,
                                   QStringLiteral("%1 spawn points share the id \"%2\"; numbered in reading order")
                                       .arg(count)
                                       .arg(js::excerpt(id))));
    int next = 1;
    for (auto &[m, done] : numbered) {
        if (!done) {
            while (used[next])
                ++next;
            m.number = next;
            used[next] = true;
        }
        m_b.replaceMarker(m);
    }

    const QJsonObject walls = js::toObject(js::required(m_root, QStringLiteral("$"), "walls"), QStringLiteral("$.walls"));
    const QJsonArray hw = js::toArray(js::required(walls, QStringLiteral("$.walls"), "horizontal_walls"), QStringLiteral("$.walls.horizontal_walls"));
    const QJsonArray vw = js::toArray(js::required(walls, QStringLiteral("$.walls"), "vertical_walls"), QStringLiteral("$.walls.vertical_walls"));
    // Empty arrays (party.json) mean no walls; otherwise the sizes must match.
    if (!hw.isEmpty() && hw.size() != m_w)
        js::fail(QStringLiteral("$.walls.horizontal_walls"), QStringLiteral("%1 columns for x_dim %2").arg(hw.size()).arg(m_w));
    if (!vw.isEmpty() && vw.size() != m_w + 1)
        js::fail(QStringLiteral("$.walls.vertical_walls"), QStringLiteral("%1 columns for x_dim + 1 = %2").arg(vw.size()).arg(m_w + 1));
    for (qsizetype x = 0; x < hw.size(); ++x) {
        const QString colPath = js::element(QStringLiteral("$.walls.horizontal_walls"), x);
        const QJsonArray col = js::toArray(hw[x], colPath);
        if (col.size() > m_h + 1)
            js::fail(colPath, QStringLiteral("%1 entries for y_dim + 1 = %2").arg(col.size()).arg(m_h + 1));
        for (qsizetype k = 0; k < col.size(); ++k) {
            if (col[k].isNull())
                continue;
            const QString path = js::element(colPath, k);
            const QJsonObject w = js::toObject(col[k], path);
            // k counts edges from the bottom border up; ours count rows down from the top.
            const EdgePos e{static_cast<int>(x), m_h - static_cast<int>(k), EdgePos::Axis::Horizontal};
            m_b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
            face(w.value(QLatin1String("lo")), js::member(path, "lo"), e, Direction::South);
            face(w.value(QLatin1String("hi")), js::member(path, "hi"), e, Direction::North);
        }
    }
    for (qsizetype k = 0; k < vw.size(); ++k) {
        const QString colPath = js::element(QStringLiteral("$.walls.vertical_walls"), k);
        const QJsonArray col = js::toArray(vw[k], colPath);
        if (col.size() > m_h)
            js::fail(colPath, QStringLiteral("%1 entries for y_dim %2").arg(col.size()).arg(m_h));
        for (qsizetype y = 0; y < col.size(); ++y) {
            if (col[y].isNull())
                continue;
            const QString path = js::element(colPath, y);
            const QJsonObject w = js::toObject(col[y], path);
            const EdgePos e{static_cast<int>(k), m_h - 1 - static_cast<int>(y), EdgePos::Axis::Vertical};
            m_b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
            face(w.value(QLatin1String("lo")), js::member(path, "lo"), e, Direction::West);
            face(w.value(QLatin1String("hi")), js::member(path, "hi"), e, Direction::East);
        }
    }
    return std::move(m_b);
}

// ---- writer -------------------------------------------------------------------------------

class RroWriter {
public:
    RroWriter(const Board &b, std::vector<ConversionNote> &notes) : m_b(b), m_notes(notes) {}
    QByteArray run();

private:
    int theirY(int y) const { return m_b.height() - 1 - y; }
    QByteArray space(Point p);
    void edges();

    const Board &m_b;
    std::vector<ConversionNote> &m_notes;
    // Wall entries keyed by our edge: "lo"/"hi" face JSON, present = wall.
    struct WallEntry {
        QByteArray lo, hi;
    };
    std::map<EdgePos, WallEntry> m_walls;
};

QByteArray RroWriter::space(Point p)
{
    const Cell &c = m_b.cell(p);
    js::InlineObject o;
    const Marker *start = nullptr;
    const Marker *checkpoint = nullptr;
    for (const Marker &m : m_b.markers()) {
        if (m.at != p)
            continue;
        if (m.kind == MarkerKind::Start && !start)
            start = &m;
        else if (m.kind == MarkerKind::Checkpoint && !checkpoint)
            checkpoint = &m;
        else
            m_notes.push_back(util::dropped(markerKindName(m.kind), p, m.kind == MarkerKind::Dock ? QStringLiteral("not expressible") : QStringLiteral("one per space")));
    }
    // The space type holds one of: belt, gear, pit, battery or a spawn point.
    QByteArray type;
    QByteArray orientation;
    QByteArray cover;
    QByteArray coverOrientation;
    if (c.floor.kind == FloorKind::Pit || c.floor.kind == FloorKind::Drain) {
        type = js::quote(std::string_view("pit"));
        if (c.floor.kind == FloorKind::Drain)
            m_notes.push_back(util::approximated("drain", p, QStringLiteral("written as a pit")));
    } else if (c.floor.kind != FloorKind::Floor) {
        m_notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("written as plain floor")));
    }
    const Device &d = c.device;
    const auto setType = [&](QByteArray t, QByteArray orient = {}) {
        if (!type.isEmpty()) {
            m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("the space's type is already taken")));
            return;
        }
        type = std::move(t);
        orientation = std::move(orient);
    };
    const auto setCover = [&](std::string_view element, QByteArray cv, QByteArray orient = {}) {
        if (!cover.isEmpty()) {
            m_notes.push_back(util::dropped(element, p, QStringLiteral("one cover per space")));
            return;
        }
        cover = std::move(cv);
        coverOrientation = std::move(orient);
    };
    switch (d.kind) {
    case DeviceKind::None: break;
    case DeviceKind::Belt: {
        auto suffix = suffixFromInputs(d.inputs, d.dir);
        if (!suffix) {
            m_notes.push_back(util::approximated("belt", p, QStringLiteral("inputs not expressible; written straight")));
            suffix = QStringLiteral("F");
        }
        setType(js::quote(QStringLiteral("conv%1_%2").arg(d.express ? QStringLiteral("2") : QString(), *suffix)), js::quote(directionLetter(d.dir)));
        break;
    }
    case DeviceKind::Gear: setType(js::quote(std::string_view(d.clockwise ? "gear_R" : "gear_L"))); break;
    case DeviceKind::Battery: setType(js::quote(std::string_view("battery"))); break;
    case DeviceKind::EnergySpace:
        // Its batteries give energy in every register, an energy space once (and in register 5).
        m_notes.push_back(util::approximated(deviceKindName(d.kind), p, QStringLiteral("written as a battery, which gives 1 energy in every register")));
        setType(js::quote(std::string_view("battery")));
        break;
    case DeviceKind::Crusher: setCover("crusher", "{\"registers\": " + util::registerJson(d.registers) + '}'); break;
    case DeviceKind::Randomizer: setCover("randomizer", js::quote(std::string_view("scrambler"))); break;
    case DeviceKind::RebootToken:
        setCover("reboot", "{\"id\": " + js::quote(QStringLiteral("reboot-%1-%2").arg(p.x).arg(p.y)) + '}', js::quote(directionLetter(d.dir)));
        break;
    default: m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("not expressible"))); break;
    }
    if (start) {
        if (!type.isEmpty())
            m_notes.push_back(util::dropped("start", p, QStringLiteral("a spawn point is the space's type, already taken")));
        else
            type = "{\"id\": " + js::quote(QStringLiteral("start-%1").arg(start->number)) + '}', orientation = js::quote(directionLetter(start->facing));
    }
    if (checkpoint)
        setCover("checkpoint", "{\"number\": " + QByteArray::number(checkpoint->number) + '}');
    if (!type.isEmpty())
        o.raw("type", type);
    if (!orientation.isEmpty())
        o.raw("orientation", orientation);
    if (!cover.isEmpty())
        o.raw("cover", cover);
    if (!coverOrientation.isEmpty())
        o.raw("cover_orientation", coverOrientation);
    return o.text();
}

void RroWriter::edges()
{
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        switch (f.kind) {
        case EdgeKind::Wall: m_walls[f.pos]; break;
        case EdgeKind::OneWayWall:
            m_walls[f.pos];
            m_notes.push_back(util::approximatedEdge("oneway", f.pos, QStringLiteral("written as a wall")));
            break;
        case EdgeKind::Laser:
        case EdgeKind::Pusher: {
            const std::string_view element = edgeKindName(f.kind);
            if (!util::crosses(f.pos, f.dir)) {
                m_notes.push_back(util::droppedEdge(element, f.pos, QStringLiteral("does not act across its edge")));
                break;
            }
            const bool hi = f.dir == Direction::North || f.dir == Direction::East;
            const bool hadWall = m_walls.contains(f.pos) || m_b.hasWall(f.pos);
            QByteArray &faceJson = hi ? m_walls[f.pos].hi : m_walls[f.pos].lo;
            if (!faceJson.isEmpty()) {
                m_notes.push_back(util::droppedEdge(element, f.pos, QStringLiteral("that wall face already carries a device")));
                break;
            }
            if (!hadWall)
                m_notes.push_back(util::approximatedEdge(element, f.pos, QStringLiteral("mounted on a wall that is added (robo-rally-online devices sit on walls)")));
            if (f.kind == EdgeKind::Laser) {
                int beams = std::clamp(f.beams, 1, 3);
                if (beams != f.beams)
                    m_notes.push_back(util::approximatedEdge(element, f.pos, QStringLiteral("%1 beams written as %2").arg(f.beams).arg(beams)));
                if (!f.registers.empty() && f.registers != RegisterSet::all())
                    m_notes.push_back(util::approximatedEdge(element, f.pos, QStringLiteral("timed laser written as always active")));
                faceJson = js::quote(beams == 1 ? std::string_view("laser") : beams == 2 ? std::string_view("laser2") : std::string_view("laser3"));
            } else {
                faceJson = "{\"registers\": " + util::registerJson(f.registers) + '}';
            }
            break;
        }
        case EdgeKind::Repulsor: m_notes.push_back(util::droppedEdge("repulsor", f.pos, QStringLiteral("not expressible"))); break;
        default: break; // ledges: noteLevels()
        }
    }
    util::noteLevels(m_b, m_notes);
}

QByteArray RroWriter::run()
{
    util::noteInfo(m_b.info(), true, QString::fromStdString(m_b.info().name), m_notes);
    const int w = m_b.width();
    const int h = m_b.height();
    QByteArray spaces;
    for (int x = 0; x < w; ++x) {
        QByteArrayList col;
        for (int y = 0; y < h; ++y)
            col << space({x, theirY(y)});
        spaces += QByteArray(x ? ",\n" : "") + "    [" + col.join(", ") + ']';
    }
    edges();
    const auto entry = [&](EdgePos e) -> QByteArray {
        const auto it = m_walls.find(e);
        if (it == m_walls.end())
            return "null";
        js::InlineObject o;
        if (!it->second.lo.isEmpty())
            o.raw("lo", it->second.lo);
        if (!it->second.hi.isEmpty())
            o.raw("hi", it->second.hi);
        return o.text();
    };
    QByteArray horizontal;
    for (int x = 0; x < w; ++x) {
        QByteArrayList col;
        for (int k = 0; k <= h; ++k)
            col << entry({x, h - k, EdgePos::Axis::Horizontal});
        horizontal += QByteArray(x ? ",\n" : "") + "      [" + col.join(", ") + ']';
    }
    QByteArray vertical;
    for (int k = 0; k <= w; ++k) {
        QByteArrayList col;
        for (int y = 0; y < h; ++y)
            col << entry({k, h - 1 - y, EdgePos::Axis::Vertical});
        vertical += QByteArray(k ? ",\n" : "") + "      [" + col.join(", ") + ']';
    }
    return "{\n  \"$schema\": \"../board_schema.json\",\n  \"x_dim\": " + QByteArray::number(w) + ",\n  \"y_dim\": " + QByteArray::number(h) +
           ",\n  \"display_name\": " + js::quote(m_b.info().name) + ",\n  \"walls\": {\n    \"horizontal_walls\": [\n" + horizontal +
           "\n    ],\n    \"vertical_walls\": [\n" + vertical + "\n    ]\n  },\n  \"spaces\": [\n" + spaces + "\n  ]\n}\n";
}

class RoboRallyOnlineFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("robo-rally-online"); }
    QString description() const override { return QStringLiteral("robo-rally-online board JSON (up to 12 x 12)"); }
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.contains("\"spaces\"") && (head.contains("\"horizontal_walls\"") || head.contains("\"x_dim\"")))
            return 3;
        if (head.contains("\"spaces\""))
            return 2;
        return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        return util::importObject(path, [](const QJsonObject &root, auto &notes) { return RroReader(root, notes).run(); });
    }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &) const override
    {
        return util::exportGrid(path, course, [](const Board &grid, auto &notes) {
            if (grid.width() > kMaxRroSide || grid.height() > kMaxRroSide || grid.width() < kMinRroSide || grid.height() < kMinRroSide)
                js::fail({}, QStringLiteral("the board is %1 x %2 squares; robo-rally-online boards are 3 to 12 squares per side").arg(grid.width()).arg(grid.height()));
            return RroWriter(grid, notes).run();
        });
    }
};

} // namespace

std::unique_ptr<BoardFormat> makeRoboRallyOnlineFormat() { return std::make_unique<RoboRallyOnlineFormat>(); }

} // namespace rf::io::interop
