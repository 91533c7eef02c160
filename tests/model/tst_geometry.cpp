// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/board.h"
#include "model/elements.h"
#include "model/geometry.h"

#include <QTest>

#include "testmain.h"

using namespace rf::model;

class TestGeometry : public QObject {
    Q_OBJECT
private slots:
    void turns()
    {
        QCOMPARE(turnRight(Direction::North), Direction::East);
        QCOMPARE(turnRight(Direction::West), Direction::North);
        QCOMPARE(turnLeft(Direction::North), Direction::West);
        QCOMPARE(opposite(Direction::East), Direction::West);
        QCOMPARE(turnRight(Direction::South, 7), Direction::East);
        QCOMPARE(turnLeft(Direction::South, 5), Direction::East);
    }
    void steps()
    {
        QCOMPARE(step({3, 3}, Direction::North), (Point{3, 2}));
        QCOMPARE(step({3, 3}, Direction::East, 2), (Point{5, 3}));
        QCOMPARE(step({3, 3}, Direction::West, -1), (Point{4, 3}));
    }
    void edgeCanonical_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("ox");
        QTest::addColumn<int>("oy");
        QTest::addColumn<int>("oside");
        QTest::newRow("south = north of below") << 2 << 2 << 2 << 2 << 3 << 0;
        QTest::newRow("east = west of right") << 2 << 2 << 1 << 3 << 2 << 3;
        QTest::newRow("north = south of above") << 4 << 1 << 0 << 4 << 0 << 2;
    }
    void edgeCanonical()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, side);
        QFETCH(int, ox);
        QFETCH(int, oy);
        QFETCH(int, oside);
        QCOMPARE(EdgePos::of({x, y}, static_cast<Direction>(side)), EdgePos::of({ox, oy}, static_cast<Direction>(oside)));
    }
    void sets()
    {
        DirectionSet s{Direction::North, Direction::West};
        QVERIFY(s.contains(Direction::West));
        QVERIFY(!s.contains(Direction::East));
        QCOMPARE(s.rotated(1), (DirectionSet{Direction::East, Direction::North}));
        RegisterSet r{2, 4};
        QVERIFY(r.contains(2) && r.contains(4) && !r.contains(1));
        r.insert(9); // ignored: registers are 1..5
        QCOMPARE(r.mask(), std::uint8_t{0b01010});
        QCOMPARE(RegisterSet::all().mask(), std::uint8_t{0x1F});
    }
    void names()
    {
        for (int i = 0; i < kDeviceKindCount; ++i)
            QCOMPARE(deviceKindFromName(deviceKindName(static_cast<DeviceKind>(i))), std::optional(static_cast<DeviceKind>(i)));
        for (int i = 0; i < kFloorKindCount; ++i)
            QCOMPARE(floorKindFromName(floorKindName(static_cast<FloorKind>(i))), std::optional(static_cast<FloorKind>(i)));
        for (int i = 0; i < kEdgeKindCount; ++i)
            QCOMPARE(edgeKindFromName(edgeKindName(static_cast<EdgeKind>(i))), std::optional(static_cast<EdgeKind>(i)));
        QVERIFY(!deviceKindFromName("teleport"));
        QCOMPARE(directionFromLetter("W"), std::optional(Direction::West));
    }
    void beltShapes_data()
    {
        QTest::addColumn<int>("inputs");
        QTest::addColumn<int>("shape");
        // Output east: opposite = West (bit 3), left of output = North (bit 0), right = South (bit 2).
        QTest::newRow("straight") << 0b1000 << int(BeltShape::Straight);
        QTest::newRow("from north turns left") << 0b0001 << int(BeltShape::CurveLeft);
        QTest::newRow("from south turns right") << 0b0100 << int(BeltShape::CurveRight);
        QTest::newRow("T") << 0b0101 << int(BeltShape::MergeLeftRight);
        QTest::newRow("merge straight+left") << 0b1001 << int(BeltShape::MergeStraightLeft);
        QTest::newRow("all") << 0b1101 << int(BeltShape::MergeAll);
    }
    void beltShapes()
    {
        QFETCH(int, inputs);
        QFETCH(int, shape);
        Device belt;
        belt.kind = DeviceKind::Belt;
        belt.dir = Direction::East;
        belt.inputs = DirectionSet::fromMask(static_cast<std::uint8_t>(inputs));
        QCOMPARE(int(beltShape(belt)), shape);
    }
};

RF_TEST_APPLESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
