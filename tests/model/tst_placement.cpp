// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The placement scheme (model/placement.h) is the one combine() uses: every cell, edge feature
// and marker of every board lands on the combined grid where the mapping functions say, turned
// and with the id they say, and maps back to itself; empty cells stay equal to fresh ones.
#include "model/course.h"
#include "model/placement.h"

#include <QTest>

#include "testmain.h"

using namespace rf::model;

namespace {

// A 3 x 2 board with a direction on every kind of element.
Board samplePlacedBoard()
{
    Board b(3, 2, "sample");
    b.setDevice({0, 0},
                Device{.kind = DeviceKind::Belt, .dir = Direction::East, .inputs = DirectionSet{Direction::North}});
    b.setDevice({2, 1}, Device{.kind = DeviceKind::Ramp, .dir = Direction::South});
    b.cell({1, 1}).floor = Floor{FloorKind::Water, Direction::West};
    b.addEdgeFeature({.pos = EdgePos::of({1, 0}, Direction::North), .kind = EdgeKind::Laser, .dir = Direction::South});
    b.addEdgeFeature(
        {.pos = EdgePos::of({2, 1}, Direction::East), .kind = EdgeKind::OneWayWall, .dir = Direction::East});
    b.addMarker({.kind = MarkerKind::Start, .at = {0, 1}, .number = 1, .facing = Direction::North});
    return b;
}

} // namespace

class TestPlacement : public QObject {
    Q_OBJECT
private slots:
    void combineFollowsTheScheme_data()
    {
        QTest::addColumn<int>("rotation");
        for (int r = 0; r < 4; ++r)
            QTest::newRow(qPrintable(QStringLiteral("rotated %1").arg(r * 90))) << r;
    }
    void combineFollowsTheScheme()
    {
        QFETCH(int, rotation);
        Course c;
        c.placements().push_back({Board(2, 2, "first"), {0, 0}, 0, {}});
        c.placements().push_back({samplePlacedBoard(), {2, 1}, rotation, {}});
        const auto combined = combine(c);
        QVERIFY(combined);
        const Placement &pl = c.placements()[1];
        const Board &b = pl.board;
        for (Point p{0, 0}; p.y < b.height(); ++p.y) {
            for (p.x = 0; p.x < b.width(); ++p.x) {
                const Point q = localToCombined(pl, p);
                QCOMPARE(combinedToLocal(pl, q), p);
                QCOMPARE(combined->cell(q), cellToCombined(pl, b.cell(p), 1));
                QCOMPARE(cellToLocal(pl, combined->cell(q)), b.cell(p));
            }
        }
        for (const EdgeFeature &f : b.edgeFeatures()) {
            const EdgeFeature g = edgeToCombined(pl, f, 1);
            QCOMPARE(boardOfCombinedId(g.id), 1);
            QCOMPARE(localId(g.id), f.id);
            const auto at = combined->featuresAt(g.pos);
            QVERIFY(std::any_of(at.begin(), at.end(), [&](const EdgeFeature *h) { return *h == g; }));
            QCOMPARE(edgeToLocal(pl, g), f);
        }
        for (const Marker &m : b.markers()) {
            const Marker n = markerToCombined(pl, m, 1);
            const auto markers = combined->markers();
            QVERIFY(std::find(markers.begin(), markers.end(), n) != markers.end());
            QCOMPARE(markerToLocal(pl, n), m);
        }
    }

    // The editor and combine() once turned empty cells differently: now both leave their unused
    // device fields alone.
    void emptyCellsStayFresh()
    {
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(rotateCell(Cell{}, r), Cell{});
            const Placement pl{Board(2, 3), {1, 1}, r, {}};
            QCOMPARE(cellToCombined(pl, Cell{}, 0), Cell{});
        }
        // A turned belt turns its output and its inputs.
        const Cell belt = samplePlacedBoard().cell({0, 0});
        const Cell turned = rotateCell(belt, 1);
        QCOMPARE(turned.device.dir, Direction::South);
        QVERIFY(turned.device.inputs.contains(Direction::East));
        QCOMPARE(rotateCell(turned, 3), belt);
    }

    void idsKeepTheirBoard()
    {
        QCOMPARE(combinedId(0, kNoId), kNoId);
        QCOMPARE(boardOfCombinedId(combinedId(4, 17)), 4);
        QCOMPARE(localId(combinedId(4, 17)), ElementId{17});
        QCOMPARE(boardOfCombinedId(kNoId), -1);
    }
};

RF_TEST_APPLESS_MAIN(TestPlacement)
#include "tst_placement.moc"
