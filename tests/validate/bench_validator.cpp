// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validate/validator.h"

#include <QTest>

#include "testmain.h"

using namespace rf::model;
using namespace rf::validate;

namespace {

// A busy 24 x 24 board: belts, walls, lasers, pushers, pits, a raised plateau with a ramp,
// portals, starts and checkpoints, laid out by a fixed pattern so runs are comparable.
Board busyBoard(int seed)
{
    Board b(24, 24, "busy");
    for (int y = 0; y < 24; ++y) {
        for (int x = 0; x < 24; ++x) {
            const int k = (x * 7 + y * 13 + seed) % 29;
            if (k == 0)
                b.cell({x, y}).floor.kind = FloorKind::Pit;
            else if (k < 6)
                b.setDevice({x, y}, Device{.kind = DeviceKind::Belt, .dir = kAllDirections[static_cast<std::size_t>(k % 4)], .inputs = {}});
            else if (k == 7)
                b.setDevice({x, y}, Device{.kind = DeviceKind::Gear});
            else if (k == 8)
                b.addEdgeFeature({.pos = EdgePos::of({x, y}, Direction::North), .kind = EdgeKind::Wall});
            else if (k == 9)
                b.addEdgeFeature({.pos = EdgePos::of({x, y}, Direction::West), .kind = EdgeKind::Laser, .dir = Direction::East, .beams = 1 + (x % 3)});
            else if (k == 10)
                b.addEdgeFeature({.pos = EdgePos::of({x, y}, Direction::South), .kind = EdgeKind::Pusher, .dir = Direction::North, .registers = {1, 3, 5}});
            else if (k == 11)
                b.addEdgeFeature({.pos = EdgePos::of({x, y}, Direction::East), .kind = EdgeKind::OneWayWall, .dir = Direction::West});
        }
    }
    for (int y = 16; y < 20; ++y)
        for (int x = 16; x < 20; ++x)
            b.cell({x, y}).level = 1;
    b.setDevice({15, 17}, Device{.kind = DeviceKind::Ramp, .dir = Direction::East});
    b.setDevice({2, 2}, Device{.kind = DeviceKind::Portal, .colour = "red"});
    b.setDevice({21, 21}, Device{.kind = DeviceKind::Portal, .colour = "red"});
    for (int i = 0; i < 4; ++i) {
        b.addMarker({.kind = MarkerKind::Start, .at = {2 + 5 * i, 23}, .number = i + 1});
        b.addMarker({.kind = MarkerKind::Checkpoint, .at = {3 + 5 * i, 1 + i}, .number = i + 1});
    }
    return b;
}

Course course(int boardsPerSide)
{
    Course c;
    for (int j = 0; j < boardsPerSide; ++j)
        for (int i = 0; i < boardsPerSide; ++i)
            c.placements().push_back({busyBoard(i + j * boardsPerSide), {24 * i, 24 * j}, (i + j) % 4, {}});
    return c;
}

} // namespace

class BenchValidator : public QObject {
    Q_OBJECT
private slots:
    void validateCourse_data()
    {
        QTest::addColumn<int>("boardsPerSide");
        QTest::newRow("24x24 single board") << 1;
        QTest::newRow("48x48, 4 boards") << 2;
        QTest::newRow("96x96, 16 boards") << 4;
    }
    void validateCourse()
    {
        QFETCH(int, boardsPerSide);
        const Course c = course(boardsPerSide);
        std::size_t found = 0;
        QBENCHMARK {
            found = validate(c).size();
        }
        QVERIFY(found > 0); // the pattern leaves belts into walls and the like: work was done
    }
    void validateCombinedBoard()
    {
        const auto combined = combine(course(4));
        QVERIFY(combined);
        QBENCHMARK {
            (void)validateBoard(*combined);
        }
    }
};

RF_TEST_APPLESS_MAIN(BenchValidator)
#include "bench_validator.moc"
