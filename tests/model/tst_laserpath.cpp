// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/laserpath.h"

#include <QTest>

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
};

RF_TEST_APPLESS_MAIN(TestLaserPath)
#include "tst_laserpath.moc"
