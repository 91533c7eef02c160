// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Board passage (model/passage.h) against the behaviour it replaced: the expected answers below
// are those of the engine's crossing table, the validator's block masks and the re-entry squares
// before the rules were gathered in one module (RULES.md 3 and 4, docs/rules.md). The last tests
// check that rules::BoardIndex, which keeps the answers for the simulator, agrees with the module
// on every side and square of every shipped board.
#include "model/passage.h"

#include "io/boardfile.h"
#include "model/course.h"
#include "rules/boardindex.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <functional>

#include "testmain.h"

using namespace rf::model;

namespace {

constexpr Direction N = Direction::North;
constexpr Direction E = Direction::East;
constexpr Direction S = Direction::South;
constexpr Direction W = Direction::West;
constexpr Crossing Free = Crossing::Free;
constexpr Crossing Wall = Crossing::Wall;
constexpr Crossing Up = Crossing::LedgeUp;
constexpr Crossing Drop = Crossing::LedgeDrop;
constexpr Crossing Repel = Crossing::Repulsor;

// Everything happens on a 3 x 3 board around the side between (1,1) and (2,1), the "east edge".
constexpr Point kCentre{1, 1};
constexpr Point kEastCell{2, 1};
constexpr EdgePos kEastEdge = EdgePos::of(kCentre, E);

void edge(Board &b, EdgeKind kind, Direction dir = N, EdgePos at = kEastEdge)
{
    b.addEdgeFeature({.pos = at, .kind = kind, .dir = dir});
}
void device(Board &b, Point p, DeviceKind kind, Direction dir = N) { b.setDevice(p, Device{.kind = kind, .dir = dir}); }

struct EdgeRow {
    const char *name;
    std::function<void(Board &)> setup;
    // Crossing the east edge eastwards from (1,1), and westwards from (2,1): the edge alone
    // (edgePassage), and with the next cell (passage); whether a repulsor decided it.
    Crossing eastEdge, eastFull, westEdge, westFull;
    bool repulsor = false;
};

const std::vector<EdgeRow> &edgeRows()
{
    static const std::vector<EdgeRow> rows{
        {"none", [](Board &) {}, Free, Free, Free, Free},
        {"wall", [](Board &b) { edge(b, EdgeKind::Wall); }, Wall, Wall, Wall, Wall},
        // A one-way wall blocks the crossing in its direction only.
        {"one-way wall blocking east", [](Board &b) { edge(b, EdgeKind::OneWayWall, E); }, Wall, Wall, Free, Free},
        {"one-way wall blocking west", [](Board &b) { edge(b, EdgeKind::OneWayWall, W); }, Free, Free, Wall, Wall},
        {"one-way wall along its edge", [](Board &b) { edge(b, EdgeKind::OneWayWall, N); }, Free, Free, Free, Free},
        // Ledges: dropping costs damage, climbing acts as a wall.
        {"ledge drawn, drop east", [](Board &b) { edge(b, EdgeKind::Ledge, E); }, Drop, Drop, Up, Up},
        {"ledge drawn, drop west", [](Board &b) { edge(b, EdgeKind::Ledge, W); }, Up, Up, Drop, Drop},
        // A drop along the edge is no drop across it (the simulator's reading; the validator's old
        // block masks blocked a side of the square after the edge instead).
        {"ledge drawn along its edge", [](Board &b) { edge(b, EdgeKind::Ledge, S); }, Free, Free, Free, Free},
        {"ledge from above (levels)", [](Board &b) { b.cell(kCentre).level = 1; }, Drop, Drop, Up, Up},
        {"ledge from below (levels)", [](Board &b) { b.cell(kEastCell).level = 1; }, Up, Up, Drop, Drop},
        {"no-ledge override", [](Board &b) { b.cell(kEastCell).level = 1; edge(b, EdgeKind::NoLedge); }, Free, Free, Free, Free},
        {"drawn ledge against the levels", [](Board &b) { edge(b, EdgeKind::Ledge, E); b.cell(kEastCell).level = 1; }, Drop, Drop, Up, Up},
        // A ramp on the lower square climbing towards the upper one bridges the levels.
        {"ramp up", [](Board &b) { b.cell(kEastCell).level = 1; device(b, kCentre, DeviceKind::Ramp, E); }, Free, Free, Free, Free},
        {"ramp down (climbing away)", [](Board &b) { b.cell(kEastCell).level = 1; device(b, kCentre, DeviceKind::Ramp, W); }, Up, Up, Drop, Drop},
        {"ramp side", [](Board &b) { b.cell(kEastCell).level = 1; device(b, kCentre, DeviceKind::Ramp, N); }, Up, Up, Drop, Drop},
        {"ramp on the upper square", [](Board &b) { b.cell(kEastCell).level = 1; device(b, kEastCell, DeviceKind::Ramp, W); }, Up, Up, Drop, Drop},
        {"ramp without levels", [](Board &b) { device(b, kCentre, DeviceKind::Ramp, E); }, Free, Free, Free, Free},
        // Crates and priority antennas fill their square: entering it is blocked, leaving is not.
        {"crate ahead", [](Board &b) { device(b, kEastCell, DeviceKind::Crate); }, Free, Wall, Free, Free},
        {"antenna ahead", [](Board &b) { device(b, kEastCell, DeviceKind::PriorityAntenna, E); }, Free, Wall, Free, Free},
        {"crate ahead over a ledge", [](Board &b) { b.cell(kCentre).level = 1; device(b, kEastCell, DeviceKind::Crate); }, Drop, Wall, Up, Up},
        {"crate ahead behind a one-way wall", [](Board &b) { edge(b, EdgeKind::OneWayWall, W); device(b, kEastCell, DeviceKind::Crate); }, Free, Wall, Wall, Wall},
        // A repulsor field is mounted on a wall: it blocks both ways and repels the robot that
        // runs into the side it faces.
        {"repulsor facing west", [](Board &b) { edge(b, EdgeKind::Repulsor, W); }, Repel, Repel, Wall, Wall, true},
        {"repulsor facing east", [](Board &b) { edge(b, EdgeKind::Repulsor, E); }, Wall, Wall, Repel, Repel, true},
        {"repulsor along its edge", [](Board &b) { edge(b, EdgeKind::Repulsor, N); }, Wall, Wall, Wall, Wall, true},
        {"repulsor with a crate ahead", [](Board &b) { edge(b, EdgeKind::Repulsor, W); device(b, kEastCell, DeviceKind::Crate); }, Repel, Repel, Wall, Wall, true},
        {"repulsor over a ledge", [](Board &b) { edge(b, EdgeKind::Repulsor, W); b.cell(kCentre).level = 1; }, Repel, Repel, Wall, Wall, true},
        {"repulsor on a wall", [](Board &b) { edge(b, EdgeKind::Wall); edge(b, EdgeKind::Repulsor, W); }, Wall, Wall, Wall, Wall},
        {"wall over a ledge", [](Board &b) { edge(b, EdgeKind::Wall); b.cell(kCentre).level = 1; }, Wall, Wall, Wall, Wall},
        {"one-way wall over a ledge", [](Board &b) { edge(b, EdgeKind::OneWayWall, W); b.cell(kCentre).level = 1; }, Drop, Drop, Wall, Wall},
        // Lasers and pushers hang on an edge without blocking it.
        {"laser only", [](Board &b) { edge(b, EdgeKind::Laser, E); }, Free, Free, Free, Free},
        {"pusher only", [](Board &b) { edge(b, EdgeKind::Pusher, W); }, Free, Free, Free, Free},
        {"laser on a wall", [](Board &b) { edge(b, EdgeKind::Wall); edge(b, EdgeKind::Laser, W); }, Wall, Wall, Wall, Wall},
    };
    return rows;
}

struct BorderRow {
    const char *name;
    std::function<void(Board &)> setup;
    Crossing edge, full; // leaving (2,1) eastwards, off the board
};

const std::vector<BorderRow> &borderRows()
{
    const EdgePos border = EdgePos::of(kEastCell, E);
    static const std::vector<BorderRow> rows{
        {"open border", [](Board &) {}, Free, Free},
        {"wall on the border", [border](Board &b) { edge(b, EdgeKind::Wall, N, border); }, Wall, Wall},
        {"one-way wall out", [border](Board &b) { edge(b, EdgeKind::OneWayWall, E, border); }, Wall, Wall},
        {"one-way wall in", [border](Board &b) { edge(b, EdgeKind::OneWayWall, W, border); }, Free, Free},
        {"ledge dropping off", [border](Board &b) { edge(b, EdgeKind::Ledge, E, border); }, Drop, Drop},
        {"ledge climbing off", [border](Board &b) { edge(b, EdgeKind::Ledge, W, border); }, Up, Up},
        {"raised border square", [](Board &b) { b.cell(kEastCell).level = 1; }, Free, Free},
        {"laser on the border", [border](Board &b) { edge(b, EdgeKind::Laser, W, border); }, Free, Free},
    };
    return rows;
}

struct CellRow {
    const char *name;
    FloorKind floor;
    DeviceKind device;
    bool mayStand;
    Entry entry;
};

const std::vector<CellRow> &cellRows()
{
    using F = FloorKind;
    using D = DeviceKind;
    static const std::vector<CellRow> rows{
        {"floor", F::Floor, D::None, true, Entry::Nothing},
        {"pit", F::Pit, D::None, false, Entry::Pit},
        {"drain", F::Drain, D::None, false, Entry::Drain},
        {"oil", F::Oil, D::None, true, Entry::Nothing},
        {"water", F::Water, D::None, true, Entry::Nothing},
        {"acid", F::Acid, D::None, true, Entry::Nothing},
        {"fire", F::Fire, D::None, true, Entry::Nothing},
        {"radiation", F::Radiation, D::None, true, Entry::Nothing},
        {"radioactive waste", F::RadioactiveWaste, D::None, true, Entry::Nothing},
        {"belt", F::Floor, D::Belt, true, Entry::Nothing},
        {"gear", F::Floor, D::Gear, true, Entry::Nothing},
        {"repair site", F::Floor, D::RepairSite, true, Entry::Nothing},
        {"chop shop", F::Floor, D::ChopShop, true, Entry::Nothing},
        {"randomizer", F::Floor, D::Randomizer, true, Entry::Nothing},
        {"teleporter", F::Floor, D::Teleporter, true, Entry::Nothing},
        {"portal", F::Floor, D::Portal, true, Entry::Nothing},
        {"ramp", F::Floor, D::Ramp, true, Entry::Nothing},
        {"energy space", F::Floor, D::EnergySpace, true, Entry::Nothing},
        {"crusher", F::Floor, D::Crusher, true, Entry::Nothing}, // crushes in phase C, not on entry
        {"flamer", F::Floor, D::Flamer, true, Entry::Flamer},
        {"trap door", F::Floor, D::TrapDoor, true, Entry::TrapDoor},
        {"crate", F::Floor, D::Crate, false, Entry::Nothing},
        {"priority antenna", F::Floor, D::PriorityAntenna, false, Entry::Nothing},
        {"reboot token", F::Floor, D::RebootToken, true, Entry::Nothing},
        {"trap door over a pit", F::Pit, D::TrapDoor, false, Entry::Pit},
        {"flamer on oil", F::Oil, D::Flamer, true, Entry::Flamer},
        {"crate on a drain", F::Drain, D::Crate, false, Entry::Drain},
    };
    return rows;
}

// Every side of every square: the table's answers are the single-question functions'.
void compareTable(const Board &b)
{
    const PassageTable table(b);
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            for (Direction d : kAllDirections) {
                QCOMPARE(table.passage(p, d), passage(b, p, d));
                QCOMPARE(table.edgePassage(p, d), edgePassage(b, p, d));
            }
}

} // namespace

class TestPassage : public QObject {
    Q_OBJECT
private slots:
    void edges_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < edgeRows().size(); ++i)
            QTest::newRow(edgeRows()[i].name) << static_cast<int>(i);
    }
    void edges()
    {
        QFETCH(int, row);
        const EdgeRow &r = edgeRows()[static_cast<std::size_t>(row)];
        Board b(3, 3);
        r.setup(b);
        QCOMPARE(edgePassage(b, kCentre, E).crossing, r.eastEdge);
        QCOMPARE(passage(b, kCentre, E).crossing, r.eastFull);
        QCOMPARE(edgePassage(b, kEastCell, W).crossing, r.westEdge);
        QCOMPARE(passage(b, kEastCell, W).crossing, r.westFull);
        // The repulsor's id comes with the crossing it decides, from both sides.
        const ElementId repulsor = b.hasFeature(kEastEdge, EdgeKind::Repulsor) ? b.featuresAt(kEastEdge).back()->id : kNoId;
        QCOMPARE(passage(b, kCentre, E).repulsor, r.repulsor ? repulsor : kNoId);
        QCOMPARE(passage(b, kEastCell, W).repulsor, r.repulsor ? repulsor : kNoId);
        // The other sides of the two squares are untouched, unless a ledge runs on.
        if (b.cell(kCentre).level == b.cell(kEastCell).level)
            for (Direction d : {N, S, W})
                QCOMPARE(passage(b, kCentre, d).crossing, Free);
        compareTable(b);
    }

    void border_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < borderRows().size(); ++i)
            QTest::newRow(borderRows()[i].name) << static_cast<int>(i);
    }
    void border()
    {
        QFETCH(int, row);
        const BorderRow &r = borderRows()[static_cast<std::size_t>(row)];
        Board b(3, 3);
        r.setup(b);
        QCOMPARE(edgePassage(b, kEastCell, E).crossing, r.edge);
        QCOMPARE(passage(b, kEastCell, E).crossing, r.full);
        compareTable(b);
    }

    void cells_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < cellRows().size(); ++i)
            QTest::newRow(cellRows()[i].name) << static_cast<int>(i);
    }
    void cells()
    {
        QFETCH(int, row);
        const CellRow &r = cellRows()[static_cast<std::size_t>(row)];
        Cell c;
        c.floor.kind = r.floor;
        c.device.kind = r.device;
        QCOMPARE(mayStand(c), r.mayStand);
        QCOMPARE(entryOf(c), r.entry);
        QCOMPARE(floorDestroys(r.floor), r.floor == FloorKind::Pit || r.floor == FloorKind::Drain);
        // Entering the square from a free side: only a crate or an antenna blocks the way in.
        Board b(3, 3);
        b.cell(kEastCell) = c;
        QCOMPARE(passage(b, kCentre, E).crossing, blocksLikeWall(r.device) ? Wall : Free);
    }

    void wallsToHangOn_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("dir");
        QTest::addColumn<bool>("wall");
        const auto row = [](const char *name, EdgeKind k, Direction d, bool wall) {
            QTest::newRow(name) << static_cast<int>(k) << static_cast<int>(d) << wall;
        };
        row("wall", EdgeKind::Wall, N, true);
        row("one-way wall one way", EdgeKind::OneWayWall, E, true);
        row("one-way wall the other way", EdgeKind::OneWayWall, W, true);
        row("repulsor", EdgeKind::Repulsor, W, true);
        row("ledge", EdgeKind::Ledge, E, false);
        row("no-ledge", EdgeKind::NoLedge, N, false);
        row("laser", EdgeKind::Laser, W, false);
        row("pusher", EdgeKind::Pusher, W, false);
    }
    void wallsToHangOn()
    {
        QFETCH(int, kind);
        QFETCH(int, dir);
        QFETCH(bool, wall);
        Board b(3, 3);
        QVERIFY(!edgeHasWall(b, kEastEdge));
        edge(b, static_cast<EdgeKind>(kind), static_cast<Direction>(dir));
        edge(b, EdgeKind::Laser, W); // the laser that would hang there
        QCOMPARE(edgeHasWall(b, kEastEdge), wall);
        QVERIFY(!edgeHasWall(b, EdgePos::of(kCentre, W)));
    }

    // Many features on one board, some on the same edges, on edges outside the grid and on the
    // border: the table still answers as the single questions do.
    void tableOnABusyBoard()
    {
        Board b(7, 5);
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 7; ++x) {
                const int k = (x * 5 + y * 3) % 11;
                const Point p{x, y};
                b.cell(p).level = (x + y) % 4 == 0 ? 1 : 0;
                if (k == 1)
                    device(b, p, DeviceKind::Crate);
                if (k == 2)
                    device(b, p, DeviceKind::Ramp, kAllDirections[static_cast<std::size_t>(y % 4)]);
                const auto kind = static_cast<EdgeKind>((x + 2 * y) % kEdgeKindCount);
                edge(b, kind, kAllDirections[static_cast<std::size_t>((x + y) % 4)], EdgePos::of(p, kAllDirections[static_cast<std::size_t>(k % 4)]));
                if (k % 3 == 0)
                    edge(b, EdgeKind::Repulsor, kAllDirections[static_cast<std::size_t>(k % 4)], EdgePos::of(p, E));
            }
        edge(b, EdgeKind::Wall, N, EdgePos{9, 9, EdgePos::Axis::Vertical}); // outside the grid
        compareTable(b);
    }

    // The simulator's cached answers (rules::BoardIndex) are the module's, on every side and
    // square of every shipped board and course, and of every board the tests read (but the
    // files the reader must refuse).
    void boardIndexAgreesOnShippedBoards_data()
    {
        QTest::addColumn<QString>("path");
        int n = 0;
        for (const QString &folder : {QStringLiteral(RF_SOURCE_DIR "/boards"), QStringLiteral(RF_TEST_DATA_DIR)}) {
            QDirIterator it(folder, {QStringLiteral("*.rfboard")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (path.contains(QStringLiteral("/bad/")))
                    continue; // files the reader refuses
                QTest::newRow(qPrintable(QDir(QStringLiteral(RF_SOURCE_DIR)).relativeFilePath(path))) << path;
                ++n;
            }
        }
        QVERIFY(n >= 10);
    }
    void boardIndexAgreesOnShippedBoards()
    {
        QFETCH(QString, path);
        const auto course = rf::io::readBoardFile(path);
        if (!course)
            QFAIL(qPrintable(path + QStringLiteral(": not readable")));
        const auto board = combine(*course);
        if (!board)
            QSKIP("a course that does not combine");
        const rf::rules::BoardIndex index(*board, course->placements());
        const Board &b = index.board();
        for (Point p{0, 0}; p.y < b.height(); ++p.y)
            for (p.x = 0; p.x < b.width(); ++p.x) {
                QCOMPARE(index.entry(p), entryOf(b.cell(p)));
                QCOMPARE(index.entryHazard(p), entryOf(b.cell(p)) != Entry::Nothing);
                for (Direction d : kAllDirections) {
                    const SidePassage s = passage(b, p, d);
                    QCOMPARE(index.crossing(p, d), s.crossing);
                    QCOMPARE(index.repulsorId(p, d), s.repulsor);
                    QCOMPARE(index.passage().edgePassage(p, d), edgePassage(b, p, d));
                    const Point n = step(p, d);
                    const bool plain = s.crossing == Crossing::Free && b.contains(n) && entryOf(b.cell(n)) == Entry::Nothing;
                    QCOMPARE(index.plainStep(p, d), plain);
                }
            }
    }
};

RF_TEST_APPLESS_MAIN(TestPassage)
#include "tst_passage.moc"
