// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/course.h"

#include <QTest>

#include "testmain.h"

using namespace rf::model;

class TestCourse : public QObject {
    Q_OBJECT
private slots:
    void sharedBorderWallsMerge()
    {
        Board left(2, 2, "left");
        left.addEdgeFeature({.pos = EdgePos::of({1, 0}, Direction::East), .kind = EdgeKind::Wall});
        Board right(2, 2, "right");
        right.addEdgeFeature({.pos = EdgePos::of({0, 0}, Direction::West), .kind = EdgeKind::Wall});
        Course c;
        c.placements().push_back({left, {0, 0}, 0, {}});
        c.placements().push_back({right, {2, 0}, 0, {}});
        auto combined = combine(c);
        QVERIFY(combined);
        QCOMPARE(combined->size(), (Size{4, 2}));
        QCOMPARE(combined->featuresAt(EdgePos::of({1, 0}, Direction::East)).size(), std::size_t{1});
    }
    void idsRemappedPerBoard()
    {
        Board a(1, 1);
        a.setDevice({0, 0}, Device{.kind = DeviceKind::Gear});
        Course c;
        c.placements().push_back({a, {0, 0}, 0, {}});
        c.placements().push_back({a, {1, 0}, 0, {}});
        auto combined = combine(c);
        QVERIFY(combined);
        const ElementId first = combined->cell({0, 0}).device.id;
        const ElementId second = combined->cell({1, 0}).device.id;
        QVERIFY(first != second);
        QCOMPARE(boardOfCombinedId(first), 0);
        QCOMPARE(boardOfCombinedId(second), 1);
        QVERIFY(combined->peekNextId() > second);
    }
    void gapsArePits()
    {
        Course c;
        c.placements().push_back({Board(1, 1), {0, 0}, 0, {}});
        c.placements().push_back({Board(1, 1), {2, 1}, 0, {}});
        auto combined = combine(c);
        QVERIFY(combined);
        QCOMPARE(combined->cell({1, 0}).floor.kind, FloorKind::Pit);
        QCOMPARE(combined->cell({0, 0}).floor.kind, FloorKind::Floor);
    }
    void overlapIsAnError()
    {
        Course c;
        c.placements().push_back({Board(3, 3), {0, 0}, 0, {}});
        c.placements().push_back({Board(2, 4), {2, 0}, 1, {}}); // turned: 4 x 2 at (2,0)
        auto combined = combine(c);
        QVERIFY(!combined);
        QCOMPARE(combined.error().placementA, 0);
        QCOMPARE(combined.error().placementB, 1);
        QCOMPARE(combined.error().cell, (Point{2, 0}));
    }
};

RF_TEST_APPLESS_MAIN(TestCourse)
#include "tst_course.moc"
