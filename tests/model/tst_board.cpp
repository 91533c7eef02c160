// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/board.h"

#include <QTest>

#include "randomboard.h"
#include "testmain.h"

#include <algorithm>
#include <random>

using namespace rf::model;

namespace {

Board sampleBoard()
{
    Board b(4, 3, "sample");
    Device belt{.kind = DeviceKind::Belt, .dir = Direction::East, .inputs = DirectionSet{Direction::North}};
    b.setDevice({1, 0}, belt);
    b.cell({3, 2}).floor = Floor{FloorKind::Water, Direction::South};
    b.cell({0, 2}).level = 1;
    b.addEdgeFeature({.pos = EdgePos::of({0, 0}, Direction::West), .kind = EdgeKind::Wall});
    b.addEdgeFeature({.pos = EdgePos::of({2, 1}, Direction::East), .kind = EdgeKind::Laser, .dir = Direction::West, .beams = 2});
    b.addMarker({.kind = MarkerKind::Start, .at = {3, 0}, .number = 1, .facing = Direction::South});
    return b;
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void idsAreStableAndUnique()
    {
        Board b = sampleBoard();
        const ElementId belt = b.cell({1, 0}).device.id;
        QVERIFY(belt != kNoId);
        QCOMPARE(b.classify(belt), Board::ElementClass::Device);
        const ElementId wall = b.edgeFeatures()[0].id;
        QVERIFY(wall != belt);
        QCOMPARE(b.classify(wall), Board::ElementClass::Edge);
        QVERIFY(b.removeEdgeFeature(wall));
        const ElementId again = b.addEdgeFeature({.pos = EdgePos::of({1, 1}, Direction::North)});
        QVERIFY(again > wall); // ids are never reused
    }
    void edgesAreSortedAndShared()
    {
        Board b = sampleBoard();
        QVERIFY(b.hasFeature(EdgePos::of({3, 1}, Direction::West), EdgeKind::Laser));
        for (std::size_t i = 1; i < b.edgeFeatures().size(); ++i)
            QVERIFY(b.edgeFeatures()[i - 1].pos <= b.edgeFeatures()[i].pos);
        QVERIFY(b.containsEdge(EdgePos::of({3, 2}, Direction::East)));
        QVERIFY(!b.containsEdge(EdgePos::of({4, 2}, Direction::East)));
    }
    // Adding a file's edges at once gives the board adding them one by one gives: the same ids
    // (fresh ones in order, after the explicit ones) and the same canonical order.
    void bulkEdgesAsOneByOne_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("withIds");
        QTest::newRow("no ids") << 1 << 0;
        QTest::newRow("some ids") << 2 << 50;
        QTest::newRow("all ids") << 3 << 100;
        QTest::newRow("some ids, other order") << 4 << 30;
    }
    void bulkEdgesAsOneByOne()
    {
        QFETCH(int, seed);
        QFETCH(int, withIds);
        // Features of a random board, shuffled, some with an id (unique, as files must have).
        const Board source = rf::test::randomBeamBoard(static_cast<std::uint32_t>(seed), 7, 6, 25);
        std::vector<EdgeFeature> edges(source.edgeFeatures().begin(), source.edgeFeatures().end());
        std::mt19937 draw(static_cast<std::uint32_t>(seed));
        std::shuffle(edges.begin(), edges.end(), draw);
        for (std::size_t i = 0; i < edges.size(); ++i)
            edges[i].id = static_cast<int>(draw() % 100) < withIds ? static_cast<ElementId>(1000 + 3 * i) : kNoId;
        Board one = sampleBoard();
        Board bulk = sampleBoard();
        for (const EdgeFeature &f : edges)
            one.addEdgeFeature(f);
        bulk.addEdgeFeatures(edges);
        QVERIFY(edges.size() > 20);
        QVERIFY(one == bulk);
        QCOMPARE(bulk.peekNextId(), one.peekNextId());
        for (const EdgeFeature &f : bulk.edgeFeatures())
            QCOMPARE(bulk.edgesAt(f.pos).size(), bulk.featuresAt(f.pos).size());
    }
    void derivedLedges()
    {
        Board b(3, 1);
        b.cell({0, 0}).level = 1;
        // Upper (0,0) next to lower (1,0): dropping east.
        QCOMPARE(b.ledgeAt(EdgePos::of({0, 0}, Direction::East)), std::optional(Direction::East));
        QCOMPARE(b.ledgeAt(EdgePos::of({1, 0}, Direction::East)), std::nullopt);
        // A ramp on the lower cell climbing west bridges the levels.
        b.setDevice({1, 0}, Device{.kind = DeviceKind::Ramp, .dir = Direction::West});
        QCOMPARE(b.ledgeAt(EdgePos::of({0, 0}, Direction::East)), std::nullopt);
        // Explicit overrides.
        b.addEdgeFeature({.pos = EdgePos::of({1, 0}, Direction::East), .kind = EdgeKind::Ledge, .dir = Direction::West});
        QCOMPARE(b.ledgeAt(EdgePos::of({2, 0}, Direction::West)), std::optional(Direction::West));
    }
    void rotationFourTimesIsIdentity()
    {
        const Board b = sampleBoard();
        QCOMPARE(rotated(rotated(rotated(rotated(b, 1), 1), 1), 1), b);
        QCOMPARE(rotated(rotated(b, 2), 2), b);
        QCOMPARE(rotated(b, 3), rotated(rotated(rotated(b, 1), 1), 1));
    }
    void rotationTurnsElements()
    {
        const Board b = sampleBoard();
        const Board r = rotated(b, 1);
        QCOMPARE(r.size(), (Size{3, 4}));
        // (1,0) in a 4x3 board goes to (2,1) after a clockwise quarter turn.
        const Device &belt = r.cell({2, 1}).device;
        QCOMPARE(belt.kind, DeviceKind::Belt);
        QCOMPARE(belt.dir, Direction::South);
        QCOMPARE(belt.inputs, (DirectionSet{Direction::East}));
        QCOMPARE(belt.id, b.cell({1, 0}).device.id);
        QCOMPARE(r.cell({0, 3}).floor.current, std::optional(Direction::West));
        QCOMPARE(r.cell({0, 0}).level, 1);
        // The west wall of (0,0) becomes the north wall of (2,0).
        QVERIFY(r.hasFeature(EdgePos::of({2, 0}, Direction::North), EdgeKind::Wall));
        const Marker *start = r.markersOf(MarkerKind::Start).front();
        QCOMPARE(start->at, (Point{2, 3}));
        QCOMPARE(start->facing, Direction::West);
    }
};

RF_TEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
