// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/laserpath.h"

#include <QTest>

#include "randomboard.h"
#include "testmain.h"

using namespace rf::model;

class TestLaserPath : public QObject {
    Q_OBJECT
private slots:
    void beamStopsAtWallAndCrate()
    {
        Board b(6, 1);
        const EdgeFeature laser{.pos = EdgePos::of({0, 0}, Direction::West), .kind = EdgeKind::Laser, .dir = Direction::East};
        b.addEdgeFeature({.pos = EdgePos::of({0, 0}, Direction::West), .kind = EdgeKind::Wall});
        QCOMPARE(laserPath(b, laser).size(), std::size_t{6}); // mount wall behind it does not block
        b.addEdgeFeature({.pos = EdgePos::of({3, 0}, Direction::East), .kind = EdgeKind::Wall});
        QCOMPARE(laserPath(b, laser), (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}, {3, 0}}));
        b.setDevice({2, 0}, Device{.kind = DeviceKind::Crate});
        QCOMPARE(laserPath(b, laser), (std::vector<Point>{{0, 0}, {1, 0}}));
    }
    void oneWayWallBlocksOneCrossing()
    {
        Board b(3, 1);
        b.addEdgeFeature({.pos = EdgePos::of({1, 0}, Direction::East), .kind = EdgeKind::OneWayWall, .dir = Direction::East});
        QCOMPARE(beamPath(b, {0, 0}, Direction::East).size(), std::size_t{2});
        QCOMPARE(beamPath(b, {2, 0}, Direction::West).size(), std::size_t{3});
    }
    void firesFromEitherSideOfItsEdge()
    {
        Board b(4, 1);
        const EdgeFeature west{.pos = EdgePos::of({2, 0}, Direction::West), .kind = EdgeKind::Laser, .dir = Direction::West};
        QCOMPARE(laserPath(b, west), (std::vector<Point>{{1, 0}, {0, 0}}));
    }
    // The table made in one pass per direction says what tracing each beam says.
    void beamTableMatchesTracing_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("percent");
        QTest::newRow("empty 5x4") << 1 << 5 << 4 << 0;
        QTest::newRow("sparse 9x7") << 2 << 9 << 7 << 5;
        QTest::newRow("dense 8x11") << 3 << 8 << 11 << 30;
        QTest::newRow("one row") << 4 << 12 << 1 << 15;
        QTest::newRow("one column") << 5 << 1 << 12 << 15;
        QTest::newRow("crowded 6x6") << 6 << 6 << 6 << 60;
        QTest::newRow("no squares") << 7 << 0 << 0 << 10;
    }
    void beamTableMatchesTracing()
    {
        QFETCH(int, seed);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, percent);
        const Board b = rf::test::randomBeamBoard(static_cast<std::uint32_t>(seed), width, height, percent);
        const BeamTable table(b);
        for (Point p{0, 0}; p.y < height; ++p.y) {
            for (p.x = 0; p.x < width; ++p.x) {
                for (Direction d : kAllDirections) {
                    const QByteArray where = QByteArray::number(p.x) + "," + QByteArray::number(p.y) + " dir " + QByteArray::number(static_cast<int>(d));
                    QVERIFY2(table.blocked(p, d) == beamBlockedLeaving(b, p, d), where);
                    const std::vector<Point> path = beamPath(b, p, d);
                    QVERIFY2(table.pathLength(p, d) == static_cast<int>(path.size()), where);
                    int reach = 0;
                    for (Point q = p; !beamBlockedLeaving(b, q, d); q = step(q, d))
                        ++reach;
                    QVERIFY2(table.reach(p, d) == reach, where);
                    int behind = 0;
                    for (Point q = step(p, opposite(d)); b.contains(q) && !beamBlockedLeaving(b, q, d); q = step(q, opposite(d)))
                        ++behind;
                    QVERIFY2(table.behind(p, d) == behind, where);
                }
            }
        }
        for (const EdgeFeature &f : b.edgeFeatures()) {
            if (f.kind != EdgeKind::Laser)
                continue;
            const std::vector<Point> path = laserPath(b, f);
            QCOMPARE(table.pathLength(laserStart(f), f.dir), static_cast<int>(path.size()));
            if (!path.empty())
                QCOMPARE(path.front(), laserStart(f));
        }
    }
};

RF_TEST_APPLESS_MAIN(TestLaserPath)
#include "tst_laserpath.moc"
