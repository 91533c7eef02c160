// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/interop/mvolfik.h"
#include "io/jsonreader.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <map>
#include <set>

// mvolfik/roborally text maps (../shared/interop/mvolfik/FORMAT.md): one header line of
// key=value tokens, then one line of ';'-separated tiles per row. Same axes as ours.
namespace rf::io::interop {

using namespace rf::model;
using util::qs;

namespace {

constexpr const char *kKeys[] = {"Name", "Size", "Antenna", "Reboot", "Checkpoints", "Spawnpoints", "Lasers"};

std::optional<Direction> dirFromLetter(QChar c)
{
    switch (c.unicode()) {
    case 'u': return Direction::North;
    case 'r': return Direction::East;
    case 'd': return Direction::South;
    case 'l': return Direction::West;
    default: return std::nullopt;
    }
}


// Parse failures carry their place; util::guarded turns them into an Error.
using rf::io::json::fail;

int parseInt(const QString &s, const QString &where)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    if (!ok || v < 0)
        fail(where, QStringLiteral("'%1' is not a non-negative number").arg(rf::io::json::excerpt(s)));
    return v;
}

Point parsePos(const QString &s, const QString &where, Size size)
{
    const QStringList xy = s.split(QLatin1Char(','));
    if (xy.size() != 2)
        fail(where, QStringLiteral("'%1' is not a position x,y").arg(rf::io::json::excerpt(s)));
    const Point p{parseInt(xy[0], where), parseInt(xy[1], where)};
    if (!size.contains(p))
        fail(where, QStringLiteral("position %1 is outside the %2 x %3 map").arg(rf::io::json::excerpt(s)).arg(size.width).arg(size.height));
    return p;
}

std::pair<Point, Direction> parseOriented(const QString &s, const QString &where, Size size)
{
    const qsizetype colon = s.indexOf(QLatin1Char(':'));
    if (colon < 0 || colon + 2 != s.size())
        fail(where, QStringLiteral("'%1' is not an oriented position x,y:dir").arg(rf::io::json::excerpt(s)));
    const auto d = dirFromLetter(s.at(colon + 1));
    if (!d)
        fail(where, QStringLiteral("'%1': direction must be u, r, d or l").arg(rf::io::json::excerpt(s)));
    return {parsePos(s.left(colon), where, size), *d};
}

QStringList listItems(const QString &value) { return value.isEmpty() ? QStringList{} : value.split(QLatin1Char(';')); }

RegisterSet periodicRegisters(int div, int rem)
{
    RegisterSet r;
    for (int reg = 1; reg <= RegisterSet::kRegisters; ++reg)
        if (reg % div == rem)
            r.insert(reg);
    return r;
}

void putDevice(Board &b, Point p, Device d, std::vector<ConversionNote> &notes)
{
    if (b.cell(p).device.kind != DeviceKind::None) {
        notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("the cell already holds a %1").arg(qs(deviceKindName(b.cell(p).device.kind)))));
        return;
    }
    b.setDevice(p, std::move(d));
}

Board parseMap(const QString &text, std::vector<ConversionNote> &notes)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines)
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (lines.isEmpty())
        fail(QStringLiteral("line 1"), QStringLiteral("empty file"));

    std::map<QString, QString> header;
    for (const QString &token : lines.first().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList kv = token.split(QLatin1Char('='));
        if (kv.size() != 2)
            fail(QStringLiteral("line 1"), QStringLiteral("'%1' is not key=value").arg(rf::io::json::excerpt(token)));
        if (std::ranges::none_of(kKeys, [&](const char *k) { return kv[0] == QLatin1String(k); }))
            fail(QStringLiteral("line 1"), QStringLiteral("unknown key '%1'").arg(rf::io::json::excerpt(kv[0])));
        if (header.contains(kv[0]))
            fail(QStringLiteral("line 1"), QStringLiteral("key '%1' given twice").arg(rf::io::json::excerpt(kv[0])));
        header[kv[0]] = kv[1];
    }
    for (const char *k : kKeys)
        if (!header.contains(QLatin1String(k)))
            fail(QStringLiteral("line 1"), QStringLiteral("missing key '%1'").arg(QLatin1String(k)));
    const auto where = [](const char *key) { return QStringLiteral("line 1, %1").arg(QLatin1String(key)); };

    const QStringList wh = header[QStringLiteral("Size")].split(QLatin1Char(','));
    if (wh.size() != 2)
        fail(where("Size"), QStringLiteral("must be width,height"));
    const int width = parseInt(wh[0], where("Size"));
    const int height = parseInt(wh[1], where("Size"));
    if (width < 1 || height < 1 || width > util::kMaxSide || height > util::kMaxSide)
        fail(where("Size"), QStringLiteral("%1 x %2 is not a size between 1 and %3").arg(width).arg(height).arg(util::kMaxSide));
    if (lines.size() - 1 != height)
        fail(QStringLiteral("line %1").arg(lines.size()), QStringLiteral("%1 tile lines for height %2").arg(lines.size() - 1).arg(height));

    if (const qsizetype n = rf::io::json::characterCount(header[QStringLiteral("Name")]);
        n > rf::io::json::kMaxNameLength)
        fail(where("Name"),
             QStringLiteral("text of %1 characters; at most %2").arg(n).arg(rf::io::json::kMaxNameLength));
    Board b(width, height, header[QStringLiteral("Name")].toStdString());
    std::set<EdgePos> walls;
    static const QRegularExpression panel(QStringLiteral("^P([urdl])(\\d+)\\+(\\d+)$"));
    for (int y = 0; y < height; ++y) {
        const QStringList tiles = lines[y + 1].split(QLatin1Char(';'));
        if (tiles.size() != width)
            fail(QStringLiteral("line %1").arg(y + 2), QStringLiteral("%1 tiles for width %2").arg(tiles.size()).arg(width));
        for (int x = 0; x < width; ++x) {
            const Point p{x, y};
            const QString at = QStringLiteral("line %1, tile %2").arg(y + 2).arg(x + 1);
            const QStringList parts = tiles[x].split(QLatin1Char(':'));
            if (parts.size() > 2)
                fail(at, QStringLiteral("'%1' has more than one ':'").arg(rf::io::json::excerpt(tiles[x])));
            const QString type = parts[0];
            if (parts.size() == 2) {
                for (QChar c : parts[1]) {
                    const auto side = dirFromLetter(c);
                    if (!side)
                        fail(at, QStringLiteral("wall side '%1' is not one of u, r, d, l").arg(c));
                    walls.insert(EdgePos::of(p, *side));
                }
            }
            if (type == QLatin1String("F"))
                continue;
            if (type == QLatin1String("V")) {
                b.cell(p).floor.kind = FloorKind::Pit;
            } else if ((type.startsWith(QLatin1String("Bs")) || type.startsWith(QLatin1String("Bf"))) && type.size() == 3 && dirFromLetter(type[2])) {
                const Direction out = *dirFromLetter(type[2]);
                b.setDevice(p, Device{.kind = DeviceKind::Belt, .dir = out, .express = type[1] == QLatin1Char('f'), .inputs = straightInputs(out)});
            } else if (type == QLatin1String("Rcw") || type == QLatin1String("Rccw")) {
                b.setDevice(p, Device{.kind = DeviceKind::Gear, .clockwise = type == QLatin1String("Rcw")});
            } else if (const auto m = panel.match(type); m.hasMatch()) {
                const Direction d = *dirFromLetter(m.captured(1)[0]);
                const int div = parseInt(m.captured(2), at);
                const int rem = parseInt(m.captured(3), at);
                if (div < 1 || rem >= div)
                    fail(at, QStringLiteral("push panel '%1' needs 0 <= remainder < divisor").arg(rf::io::json::excerpt(type)));
                b.addEdgeFeature({.pos = EdgePos::of(p, opposite(d)), .kind = EdgeKind::Pusher, .dir = d, .registers = periodicRegisters(div, rem)});
            } else {
                fail(at, QStringLiteral("unknown tile type '%1'").arg(rf::io::json::excerpt(type)));
            }
        }
    }
    for (const EdgePos &e : walls)
        b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
    inferBeltInputs(b);

    const Size size = b.size();
    putDevice(b, parsePos(header[QStringLiteral("Antenna")], where("Antenna"), size), Device{.kind = DeviceKind::PriorityAntenna, .dir = Direction::North}, notes);
    const auto [reboot, rebootDir] = parseOriented(header[QStringLiteral("Reboot")], where("Reboot"), size);
    putDevice(b, reboot, Device{.kind = DeviceKind::RebootToken, .dir = rebootDir}, notes);
    int number = 1;
    for (const QString &item : listItems(header[QStringLiteral("Checkpoints")]))
        b.addMarker({.kind = MarkerKind::Checkpoint, .at = parsePos(item, where("Checkpoints"), size), .number = number++});
    number = 1;
    for (const QString &item : listItems(header[QStringLiteral("Spawnpoints")])) {
        const auto [p, facing] = parseOriented(item, where("Spawnpoints"), size);
        b.addMarker({.kind = MarkerKind::Start, .at = p, .number = number++, .facing = facing});
    }
    for (const QString &item : listItems(header[QStringLiteral("Lasers")])) {
        const auto [p, d] = parseOriented(item, where("Lasers"), size);
        // The shot starts on the emitter cell: our laser sits on that cell's back edge.
        b.addEdgeFeature({.pos = EdgePos::of(p, opposite(d)), .kind = EdgeKind::Laser, .dir = d, .beams = 1});
    }
    return b;
}

class MvolfikFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("mvolfik"); }
    QString description() const override { return QStringLiteral("mvolfik/roborally text map (no extension or .txt)"); }
    QStringList extensions() const override { return {QString(), QStringLiteral("txt")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.startsWith("Name=") || (head.contains(" Size=") && head.contains(" Spawnpoints=")))
            return 3;
        const QString ext = QFileInfo(path).suffix().toLower();
        return extensions().contains(ext) ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        return util::importBytes(path, [](const QByteArray &data, auto &notes) { return parseMap(QString::fromUtf8(data), notes); });
    }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &) const override
    {
        return util::exportGrid(path, course, &writeMvolfikMap);
    }
};

} // namespace

std::unique_ptr<BoardFormat> makeMvolfikFormat() { return std::make_unique<MvolfikFormat>(); }

} // namespace rf::io::interop
