// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/layout.h"
#include "io/boardfile.h"
#include "io/boardlibrary.h"
#include "io/interop/formatregistry.h"
#include "lmuclient.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;
namespace client = rf::testing::lmuclient;

namespace {

const char *const kSideNames[] = {"top", "right", "bottom", "left"};
QString side(Direction d) { return QLatin1String(kSideNames[static_cast<int>(d)]); }

// What a square holds that the LMU formats can say, in words both grids share: the squares the
// client reboots on ("hole": a pit or no tile), devices, markers, and the lasers and push panels
// on the square they act on. Walls are kept apart as edges, since either square may carry them.
struct Picture {
    std::map<Point, QStringList> squares;
    std::set<QString> walls;
    Size size;
    bool operator==(const Picture &) const = default;
};

QString edgeKey(EdgePos e) { return QStringLiteral("%1,%2%3").arg(e.x).arg(e.y).arg(e.axis == EdgePos::Axis::Horizontal ? 'h' : 'v'); }

// Our course, combined: what its export should load as.
Picture pictureOf(const Course &course, bool withAntenna)
{
    const auto combined = combine(course);
    Picture pic;
    if (!combined)
        return pic;
    const Board &b = *combined;
    pic.size = b.size();
    std::vector<bool> covered(static_cast<std::size_t>(b.size().area()), false);
    for (const Placement &pl : course.placements()) {
        const Size s = rotateSize(pl.board.size(), pl.rotation);
        for (int y = 0; y < s.height; ++y)
            for (int x = 0; x < s.width; ++x)
                covered[static_cast<std::size_t>((pl.offset.y + y) * b.width() + pl.offset.x + x)] = true;
    }
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const Cell &c = b.cell(p);
            QStringList &here = pic.squares[p];
            if (!covered[static_cast<std::size_t>(p.y * b.width() + p.x)] || c.floor.kind == FloorKind::Pit || c.floor.kind == FloorKind::Drain)
                here << QStringLiteral("hole");
            const Device &d = c.device;
            switch (d.kind) {
            case DeviceKind::Belt: here << QStringLiteral("belt %1 %2").arg(side(d.dir)).arg(d.express ? 2 : 1); break;
            case DeviceKind::Gear: here << (d.clockwise ? QStringLiteral("gear clockwise") : QStringLiteral("gear counterclockwise")); break;
            case DeviceKind::EnergySpace: here << QStringLiteral("energy"); break;
            case DeviceKind::RebootToken: here << QStringLiteral("restart ") + side(d.dir); break;
            case DeviceKind::PriorityAntenna:
                if (withAntenna)
                    here << QStringLiteral("antenna ") + side(d.dir);
                break;
            default: break;
            }
        }
    }
    for (const Marker &m : b.markers()) {
        if (m.kind == MarkerKind::Checkpoint)
            pic.squares[m.at] << QStringLiteral("checkpoint %1").arg(m.number);
        else if (m.kind == MarkerKind::Start)
            pic.squares[m.at] << QStringLiteral("start");
    }
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind == EdgeKind::Wall || f.kind == EdgeKind::OneWayWall) {
            pic.walls.insert(edgeKey(f.pos));
        } else if (f.kind == EdgeKind::Laser || f.kind == EdgeKind::Pusher) {
            const bool horizontal = f.pos.axis == EdgePos::Axis::Horizontal;
            const bool crosses = horizontal == (f.dir == Direction::North || f.dir == Direction::South);
            const Point at = f.dir == Direction::North || f.dir == Direction::West ? f.pos.before() : f.pos.after();
            if (!crosses || !b.contains(at))
                continue;
            QStringList regs;
            for (int r = 1; r <= RegisterSet::kRegisters; ++r)
                if (f.registers.contains(r))
                    regs << QString::number(r);
            pic.squares[at] << (f.kind == EdgeKind::Laser ? QStringLiteral("laser %1 %2").arg(side(f.dir)).arg(f.beams)
                                                          : QStringLiteral("pusher %1 %2").arg(side(f.dir), regs.join(QLatin1Char(','))));
        }
    }
    for (auto &[p, items] : pic.squares)
        items.sort();
    return pic;
}

// The client's assembled course in the same words.
Picture pictureOf(const client::Tiles &tiles, bool withAntenna)
{
    Picture pic;
    pic.size = {static_cast<int>(tiles.size()), static_cast<int>(tiles.front().size())};
    static const QStringList kSides{QStringLiteral("top"), QStringLiteral("right"), QStringLiteral("bottom"), QStringLiteral("left")};
    for (int x = 0; x < pic.size.width; ++x) {
        for (int y = 0; y < pic.size.height; ++y) {
            const Point p{x, y};
            QStringList &here = pic.squares[p];
            bool hole = false;
            for (const QJsonValue &v : tiles[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]) {
                const QJsonObject o = v.toObject();
                const QString type = o.value(QLatin1String("type")).toString();
                QStringList orient;
                for (const QJsonValue &s : o.value(QLatin1String("orientations")).toArray())
                    orient << s.toString().toLower();
                const QString first = orient.value(0);
                if (v.isNull() || type == QLatin1String("Pit"))
                    hole = true;
                else if (type == QLatin1String("ConveyorBelt"))
                    here << QStringLiteral("belt %1 %2").arg(first).arg(o.value(QLatin1String("speed")).toInt());
                else if (type == QLatin1String("Gear"))
                    here << QStringLiteral("gear ") + first;
                else if (type == QLatin1String("EnergySpace"))
                    here << QStringLiteral("energy");
                else if (type == QLatin1String("RestartPoint"))
                    here << QStringLiteral("restart ") + first;
                else if (type == QLatin1String("Antenna") && withAntenna)
                    here << QStringLiteral("antenna ") + first;
                else if (type == QLatin1String("CheckPoint"))
                    here << QStringLiteral("checkpoint %1").arg(o.value(QLatin1String("count")).toInt());
                else if (type == QLatin1String("StartPoint"))
                    here << QStringLiteral("start");
                else if (type == QLatin1String("Laser"))
                    here << QStringLiteral("laser %1 %2").arg(first).arg(o.value(QLatin1String("count")).toInt(1));
                else if (type == QLatin1String("PushPanel")) {
                    QStringList regs;
                    for (const QJsonValue &r : o.value(QLatin1String("registers")).toArray())
                        regs << QString::number(r.toInt());
                    regs.sort();
                    here << QStringLiteral("pusher %1 %2").arg(first, regs.join(QLatin1Char(',')));
                } else if (type == QLatin1String("Wall")) {
                    for (const QString &s : orient)
                        pic.walls.insert(edgeKey(EdgePos::of(p, static_cast<Direction>(kSides.indexOf(s)))));
                }
            }
            if (hole)
                here << QStringLiteral("hole");
            here.sort();
        }
    }
    return pic;
}

// The first difference between two pictures, or empty.
QString firstDifference(const Picture &ours, const Picture &client)
{
    if (ours.size != client.size)
        return QStringLiteral("the client's course is %1 x %2, ours %3 x %4")
            .arg(client.size.width).arg(client.size.height).arg(ours.size.width).arg(ours.size.height);
    for (const auto &[p, items] : ours.squares)
        if (const QStringList other = client.squares.at(p); other != items)
            return QStringLiteral("square %1,%2: ours [%3], the client's [%4]").arg(p.x).arg(p.y).arg(items.join(QLatin1String("; ")), other.join(QLatin1String("; ")));
    for (const QString &w : ours.walls)
        if (!client.walls.contains(w))
            return QStringLiteral("wall %1 missing in the client's course").arg(w);
    for (const QString &w : client.walls)
        if (!ours.walls.contains(w))
            return QStringLiteral("wall %1 only in the client's course").arg(w);
    return {};
}

bool hasAntenna(const Course &course)
{
    for (const Placement &pl : course.placements())
        for (const Cell &c : pl.board.cells())
            if (c.device.kind == DeviceKind::PriorityAntenna)
                return true;
    return false;
}

int antennas(const Course &course)
{
    int n = 0;
    for (const Placement &pl : course.placements())
        for (const Cell &c : pl.board.cells())
            n += c.device.kind == DeviceKind::PriorityAntenna ? 1 : 0;
    return n;
}

const std::vector<rf::analysis::LibraryBoard> &shippedLibrary()
{
    static const std::vector<rf::analysis::LibraryBoard> library = [] {
        std::vector<rf::analysis::LibraryBoard> out;
        for (const rf::io::LibraryEntry &e : rf::io::readBoardLibrary({QStringLiteral(RF_SOURCE_DIR "/boards")}).boards)
            out.push_back({e.name.toStdString(), e.board});
        return out;
    }();
    return library;
}

// A course the generator lays out (rallyforge-cli generate: placeBoards, the 2016 edition's
// reboot tokens and antenna, checkpoint squares) from the shipped boards; the games it then
// plays to choose among its layouts do not change how one lies.
std::optional<Course> generatedCourse(int boards, int seed)
{
    rf::game::Rng rng(static_cast<std::uint64_t>(seed));
    const auto &library = shippedLibrary();
    auto layout = rf::analysis::placeBoards(library, rf::analysis::startBoards(library, 4), boards, rng);
    if (!layout)
        return std::nullopt;
    if (seed % 2 == 0 && !rf::analysis::placeCourseDevices(*layout, true, true, rng))
        return std::nullopt;
    rf::analysis::setCheckpoints(layout->course, rf::analysis::checkpointSquares(layout->course, 3, rng));
    return layout->course;
}

// Plain boards (a start marker each so they count as boards someone would start on) in the
// given sizes and offsets, a checkpoint in each so that a shift shows.
Course handMade(const std::vector<std::pair<Size, Point>> &boards)
{
    Course course;
    int n = 0;
    for (const auto &[size, offset] : boards) {
        Board b(size.width, size.height, "B" + std::to_string(++n));
        b.addMarker({.kind = MarkerKind::Checkpoint, .at = {size.width / 2, size.height / 2}, .number = n});
        b.cell({0, 0}).floor.kind = FloorKind::Pit;
        b.addEdgeFeature({.pos = EdgePos::of({1, size.height - 1}, Direction::East), .kind = EdgeKind::Wall});
        course.placements().push_back(Placement{std::move(b), offset, 0, {}});
    }
    course.placements().front().board.addMarker({.kind = MarkerKind::Start, .at = {1, 1}, .number = 1, .facing = Direction::East});
    return course;
}

std::optional<Course> courseFor(const QString &source)
{
    if (source.startsWith(QLatin1String("file:"))) {
        auto course = rf::io::readBoardFile(source.mid(5));
        return course ? std::optional<Course>(*course) : std::nullopt;
    }
    if (source.startsWith(QLatin1String("generated:"))) {
        const QStringList a = source.split(QLatin1Char(':'));
        return generatedCourse(a[1].toInt(), a[2].toInt());
    }
    const Size s10{10, 10};
    const Size s12{12, 12};
    const Size start{10, 3};
    if (source == QLatin1String("two boards stacked, start below")) // generated course g-3 of issue 46
        return handMade({{s12, {0, 12}}, {s12, {0, 0}}});
    if (source == QLatin1String("T of the client's sizes"))
        return handMade({{start, {10, 10}}, {s10, {0, 0}}, {s10, {10, 0}}, {s10, {20, 0}}});
    if (source == QLatin1String("T of 12-wide boards"))
        return handMade({{s12, {6, 12}}, {s12, {0, 0}}, {s12, {12, 0}}});
    if (source == QLatin1String("CROSS of the client's sizes"))
        return handMade({{Size{3, 10}, {0, 5}}, {s10, {3, 0}}, {s10, {3, 10}}, {s10, {13, 5}}});
    if (source == QLatin1String("CROSS of 12-tall boards"))
        return handMade({{Size{3, 12}, {0, 5}}, {s12, {3, 0}}, {s12, {3, 12}}, {s12, {15, 5}}});
    if (source == QLatin1String("SQUARE"))
        return handMade({{Size{3, 10}, {0, 0}}, {s10, {3, 0}}, {s10, {13, 0}}, {s10, {3, 10}}, {s10, {13, 10}}});
    if (source == QLatin1String("LINE of unequal heights"))
        return handMade({{s10, {0, 0}}, {s12, {10, 0}}});
    return std::nullopt;
}

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

const BoardFormat &lmuCourse() { return *FormatRegistry::instance().byName(QStringLiteral("lmu-sep")); }

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

// The LMU SEP formats against the LMU client's own rules (adrior11/roborally, ported in
// lmuclient.cpp).
class TestLmuSep : public QObject {
    Q_OBJECT
private slots:
    void coursesLoadInTheLmuClientUnshifted_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("constellation"); // expected; empty: any
        QTest::addColumn<int>("boardsWritten");     // expected; 0: any
        for (const QString &f : QDir(QStringLiteral(RF_SOURCE_DIR "/boards")).entryList({QStringLiteral("*.rfboard")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << QStringLiteral("file:" RF_SOURCE_DIR "/boards/") + f << QString() << 0;
        // The generator's courses of 2 to 5 boards (with seeds 1..6, 30 in all); every
        // arrangement it draws is one the client either builds as it lies or gets as one board.
        for (int boards = 2; boards <= 5; ++boards)
            for (int seed = 1; seed <= 6; ++seed)
                QTest::addRow("generated, %d boards, seed %d", boards, seed) << QStringLiteral("generated:%1:%2").arg(boards).arg(seed) << QString() << 0;
        QTest::newRow("two boards stacked") << QStringLiteral("two boards stacked, start below") << QStringLiteral("LINE") << 1;
        QTest::newRow("T of the client's sizes") << QStringLiteral("T of the client's sizes") << QStringLiteral("T") << 4;
        QTest::newRow("T of 12-wide boards") << QStringLiteral("T of 12-wide boards") << QStringLiteral("LINE") << 1;
        QTest::newRow("CROSS of the client's sizes") << QStringLiteral("CROSS of the client's sizes") << QStringLiteral("CROSS") << 4;
        QTest::newRow("CROSS of 12-tall boards") << QStringLiteral("CROSS of 12-tall boards") << QStringLiteral("LINE") << 1;
        QTest::newRow("SQUARE") << QStringLiteral("SQUARE") << QStringLiteral("SQUARE") << 5;
        QTest::newRow("LINE of unequal heights") << QStringLiteral("LINE of unequal heights") << QStringLiteral("LINE") << 1;
    }
    void coursesLoadInTheLmuClientUnshifted()
    {
        QFETCH(QString, source);
        QFETCH(QString, constellation);
        QFETCH(int, boardsWritten);
        const auto course = courseFor(source);
        QVERIFY2(course, "no course");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        auto written = lmuCourse().write(path, *course);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));

        const auto loaded = client::loadCourse(path);
        QVERIFY2(loaded, loaded ? "" : qPrintable(QStringLiteral("the LMU client throws ") + loaded.error()));
        const bool withAntenna = antennas(*course) == 1;
        const QString difference = firstDifference(pictureOf(*course, withAntenna), pictureOf(*loaded, withAntenna));
        QVERIFY2(difference.isEmpty(), qPrintable(difference));

        const QJsonObject file = readObject(path);
        if (!constellation.isEmpty())
            QCOMPARE(file.value(QLatin1String("constellation")).toString(), constellation);
        const auto boards = file.value(QLatin1String("boardData")).toArray().size();
        if (boardsWritten > 0)
            QCOMPARE(boards, boardsWritten);
        // A course written as one board says so; an antenna the course did not have is never
        // added silently.
        const bool flattenedNote = std::ranges::any_of(written->notes, [](const ConversionNote &n) { return n.element == QLatin1String("course"); });
        QCOMPARE(flattenedNote, course->placements().size() > 1 && boards == 1);
        const bool antennaNote = std::ranges::any_of(written->notes, [](const ConversionNote &n) {
            return n.element == QLatin1String("antenna") && n.detail.startsWith(QLatin1String("added"));
        });
        QCOMPARE(antennaNote, !hasAntenna(*course));
        // Our own reader puts every board where the client does.
        auto back = lmuCourse().read(path);
        QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
        const QString readBack = firstDifference(pictureOf(back->course, withAntenna), pictureOf(*loaded, withAntenna));
        QVERIFY2(readBack.isEmpty(), qPrintable(QStringLiteral("read back: ") + readBack));
    }

    void readerAssemblesAsTheClient_data()
    {
        QTest::addColumn<QString>("constellation");
        QTest::addColumn<QList<QSize>>("sizes"); // boards F0, F1... in boardData order
        QTest::addColumn<QList<QPoint>>("offsets"); // empty: the client cannot assemble them
        QTest::addColumn<QString>("message");
        QTest::newRow("T of 2 boards") << QStringLiteral("T") << QList<QSize>{{12, 12}, {12, 12}} << QList<QPoint>{}
                                       << QStringLiteral("0 squares wide");
        QTest::newRow("T of 12-wide boards") << QStringLiteral("T") << QList<QSize>{{12, 12}, {12, 12}, {12, 12}} << QList<QPoint>{}
                                             << QStringLiteral("same width");
        QTest::newRow("T of the client's sizes") << QStringLiteral("T") << QList<QSize>{{10, 3}, {10, 10}, {10, 10}}
                                                 << QList<QPoint>{{5, 10}, {0, 0}, {10, 0}} << QString();
        QTest::newRow("CROSS of 12-tall boards") << QStringLiteral("CROSS") << QList<QSize>{{3, 12}, {12, 12}, {12, 12}, {12, 12}}
                                                 << QList<QPoint>{{0, 6}, {3, 0}, {3, 12}, {15, 6}} << QString();
        QTest::newRow("LINE of unequal heights") << QStringLiteral("LINE") << QList<QSize>{{10, 10}, {10, 12}} << QList<QPoint>{}
                                                 << QStringLiteral("same height");
        QTest::newRow("SQUARE of 4") << QStringLiteral("SQUARE") << QList<QSize>{{3, 10}, {10, 10}, {10, 10}, {10, 10}} << QList<QPoint>{}
                                     << QStringLiteral("exactly 5");
    }
    void readerAssemblesAsTheClient()
    {
        QFETCH(QString, constellation);
        QFETCH(QList<QSize>, sizes);
        QFETCH(QList<QPoint>, offsets);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("boards")));
        QJsonArray boardData;
        for (qsizetype i = 0; i < sizes.size(); ++i) {
            const QString id = QStringLiteral("F%1").arg(i);
            QJsonArray tiles;
            for (int x = 0; x < sizes[i].width(); ++x) {
                QJsonArray column;
                for (int y = 0; y < sizes[i].height(); ++y)
                    column.append(QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Empty")}, {QStringLiteral("isOnBoard"), id}}});
                tiles.append(column);
            }
            QVERIFY(writeFile(dir.filePath(QStringLiteral("boards/%1.json").arg(id)),
                              QJsonDocument(QJsonObject{{QStringLiteral("name"), id}, {QStringLiteral("tiles"), tiles}}).toJson()));
            boardData.append(QJsonObject{{QStringLiteral("boardId"), id}, {QStringLiteral("rotation"), 0}});
        }
        const QJsonObject antenna{{QStringLiteral("tile"), QJsonObject{{QStringLiteral("type"), QStringLiteral("Antenna")},
                                                                        {QStringLiteral("orientations"), QJsonArray{QStringLiteral("right")}},
                                                                        {QStringLiteral("isOnBoard"), QStringLiteral("F0")}}},
                                  {QStringLiteral("position"), QJsonArray{0, 0}}};
        const QString path = dir.filePath(QStringLiteral("course.json"));
        QVERIFY(writeFile(path, QJsonDocument(QJsonObject{{QStringLiteral("constellation"), constellation},
                                                          {QStringLiteral("boardData"), boardData},
                                                          {QStringLiteral("specialTilePositions"), QJsonObject{{QStringLiteral("antenna"), antenna}}}})
                                    .toJson()));
        const auto loaded = client::loadCourse(path);
        auto read = lmuCourse().read(path);
        QCOMPARE(bool(read), bool(loaded));
        if (offsets.isEmpty()) {
            QVERIFY(!read);
            QVERIFY2(read.error().message.contains(message), qPrintable(read.error().toString()));
            QCOMPARE(read.error().where, QStringLiteral("$.constellation"));
            return;
        }
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        for (qsizetype i = 0; i < offsets.size(); ++i)
            QCOMPARE(read->course.placements()[static_cast<std::size_t>(i)].offset, (Point{offsets[i].x(), offsets[i].y()}));
    }

    void addedAntennaAvoidsOccupiedSquares()
    {
        // The first squares in reading order hold a pit, a start, a belt and a laser's target.
        Board b(4, 2, "Busy");
        b.cell({0, 0}).floor.kind = FloorKind::Pit;
        b.addMarker({.kind = MarkerKind::Start, .at = {1, 0}, .number = 1, .facing = Direction::East});
        b.setDevice({2, 0}, Device{.kind = DeviceKind::Belt, .dir = Direction::East, .inputs = {Direction::West}});
        b.addEdgeFeature({.pos = EdgePos::of({3, 0}, Direction::North), .kind = EdgeKind::Laser, .dir = Direction::South, .beams = 1});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        auto written = lmuCourse().write(path, Course(b));
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        const auto loaded = client::loadCourse(path);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error()));
        const QJsonObject course = readObject(path);
        const QJsonArray at = course[QLatin1String("specialTilePositions")][QLatin1String("antenna")][QLatin1String("position")].toArray();
        QCOMPARE(at, (QJsonArray{0, 1}));
        // Read back, the start faces the added antenna (east), as its note says nothing else.
        auto back = lmuCourse().read(path);
        QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
        QVERIFY(hasAntenna(back->course));
    }

    void nullFieldsReadAsPits()
    {
        // BoardAdapter reads a null field as a NullTile, and MovementExecutor reboots a robot
        // on one as in a pit.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("N.json"));
        QVERIFY(writeFile(path, R"({"name": "N", "startingBoard": false, "tiles": [
            [[{"type": "Empty", "isOnBoard": "N"}, null], [{"type": "Empty", "isOnBoard": "N"}]],
            [[null, null], [null, {"type": "Wall", "orientations": ["top"], "isOnBoard": "N"}]]]})"));
        auto read = FormatRegistry::instance().byName(QStringLiteral("lmu-sep-board"))->read(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        const Board &b = read->course.placements().front().board;
        QCOMPARE(b.cell({0, 0}).floor.kind, FloorKind::Pit);
        QCOMPARE(b.cell({0, 1}).floor.kind, FloorKind::Floor);
        QCOMPARE(b.cell({1, 0}).floor.kind, FloorKind::Pit);
        QCOMPARE(b.cell({1, 1}).floor.kind, FloorKind::Pit);
        QCOMPARE(b.edgeFeatures().size(), std::size_t{1});
        QCOMPARE(read->notes.size(), std::size_t{1});
        QCOMPARE(read->notes.front().toString(),
                 QStringLiteral("approximated no-tile at 0,0: 3 squares without a tile (null) read as pits: the LMU client reboots a robot "
                                "there as in a pit"));
    }

    void squaresOffEveryBoardAreWrittenAsTheClientPads()
    {
        // A CROSS of 12-tall boards is one board for the client: the squares beside the outer
        // boards hold a null field, as the client writes its own padding (BoardAdapter.write).
        const auto course = courseFor(QStringLiteral("CROSS of 12-tall boards"));
        QVERIFY(course);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        auto written = lmuCourse().write(path, *course);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        const QJsonArray ids = readObject(path).value(QLatin1String("boardData")).toArray();
        QCOMPARE(ids.size(), 1);
        const QJsonArray tiles =
            readObject(dir.filePath(QStringLiteral("boards/%1.json").arg(ids[0].toObject().value(QLatin1String("boardId")).toString())))
                .value(QLatin1String("tiles"))
                .toArray();
        QCOMPARE(tiles[0].toArray()[0].toArray(), (QJsonArray{QJsonValue()})); // above board 1
        QCOMPARE(tiles[0].toArray()[5].toArray()[0].toObject().value(QLatin1String("type")).toString(), QStringLiteral("Pit")); // its own pit
        // Read back, those squares are pits again, with a note.
        auto back = lmuCourse().read(path);
        QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
        QCOMPARE(back->course.placements().front().board.cell({0, 0}).floor.kind, FloorKind::Pit);
        QVERIFY(std::ranges::any_of(back->notes, [](const ConversionNote &n) { return n.element == QLatin1String("no-tile"); }));
    }
};

RF_TEST_APPLESS_MAIN(TestLmuSep)
#include "tst_lmusep.moc"
