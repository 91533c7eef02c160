// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// sim::startScenario: the robots of the analysis' games and of the debugger's new scenario.
#include "sim/startscenario.h"

#include <QTest>

#include <string>
#include <vector>

#include "testmain.h"

using namespace rf;
using namespace rf::model;

namespace {

// A 6 x 2 board with start markers 1-4 in a row (numbered right to left, so the order by number
// is not the order of the squares), facing alternately north and south.
Course fourStarts()
{
    Board b(6, 2);
    for (int n = 1; n <= 4; ++n)
        b.addMarker(Marker{.kind = MarkerKind::Start,
                           .at = {5 - n, 1},
                           .number = n,
                           .facing = n % 2 == 1 ? Direction::North : Direction::South});
    return Course(std::move(b));
}

} // namespace

class TestStartScenario : public QObject {
    Q_OBJECT
private slots:
    void robotsOnTheMarkers_data()
    {
        QTest::addColumn<int>("robots");
        QTest::addColumn<int>("first");
        QTest::addColumn<bool>("byMarker");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QList<int>>("markers"); // the marker each robot stands on
        QTest::addRow("all, numbered") << 8 << 0 << false << QStringList{"R1", "R2", "R3", "R4"}
                                       << QList<int>{1, 2, 3, 4};
        QTest::addRow("two") << 2 << 0 << false << QStringList{"R1", "R2"} << QList<int>{1, 2};
        QTest::addRow("rotated, by marker")
            << 3 << 2 << true << QStringList{"start 3", "start 4", "start 1"} << QList<int>{3, 4, 1};
        QTest::addRow("all from the last")
            << 4 << 3 << true << QStringList{"start 4", "start 1", "start 2", "start 3"} << QList<int>{4, 1, 2, 3};
    }
    void robotsOnTheMarkers()
    {
        QFETCH(int, robots);
        QFETCH(int, first);
        QFETCH(bool, byMarker);
        QFETCH(QStringList, names);
        QFETCH(QList<int>, markers);
        const Course course = fourStarts();
        const auto combined = combine(course);
        QVERIFY(combined.has_value());
        const auto sc = sim::startScenario(course, *combined,
                                           {.robots = robots,
                                            .firstStart = first,
                                            .names = byMarker ? sim::StartNames::ByMarker : sim::StartNames::Numbered});
        QVERIFY(sc.has_value());
        QCOMPARE(sc->robots.size(), static_cast<std::size_t>(names.size()));
        for (qsizetype i = 0; i < names.size(); ++i) {
            const ScenarioRobot &r = sc->robots[static_cast<std::size_t>(i)];
            const int marker = markers[i];
            QCOMPARE(QString::fromStdString(r.name), names[i]);
            QCOMPARE(r.at, (Point{5 - marker, 1}));
            QCOMPARE(r.facing, marker % 2 == 1 ? Direction::North : Direction::South);
            QVERIFY(r.turns.empty());
        }
        QCOMPARE(sc->course.placements().size(), course.placements().size());
    }

    void noStartMarkersIsAnError()
    {
        const Course course{Board(4, 4)};
        const auto sc = sim::startScenario(course, *combine(course));
        QVERIFY(!sc.has_value());
        QCOMPARE(sc.error().code, rules::ScenarioError::Code::NoStartMarkers);
    }
};

RF_TEST_APPLESS_MAIN(TestStartScenario)
#include "tst_startscenario.moc"
