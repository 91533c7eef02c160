// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Same scenario + seed = same trace; snapshot/restore in the middle changes nothing.
#include "scenariobuilder.h"
#include "sim/scenariorun.h"

#include "game/rng.h"

#include <QTest>

#include <format>

#include "testmain.h"

using namespace rf::model;
using namespace rf::test;

namespace {

Scenario busyScenario()
{
    ScenarioBuilder b(12, 12);
    b.belt({2, 2}, Direction::East, true).belt({3, 2}, Direction::East, true).belt({4, 2}, Direction::South, false, {Direction::West});
    b.device({6, 6}, Device{.kind = DeviceKind::Gear, .clockwise = false}).floor({8, 8}, FloorKind::Pit).floor({5, 9}, FloorKind::Oil);
    b.edge({0, 5}, Direction::West, EdgeKind::Laser, Direction::East, {}, 1).flag({10, 10}, 1).flag({1, 10}, 2);
    b.edge({6, 3}, Direction::North, EdgeKind::Pusher, Direction::South, {1, 3, 5});
    const Point starts[] = {{1, 1}, {3, 4}, {5, 5}, {7, 2}, {9, 9}, {2, 8}, {10, 4}, {6, 10}};
    int n = 0;
    for (Point p : starts) {
        ++n;
        b.robot("R" + std::to_string(n), p, static_cast<Direction>(n % 4));
    }
    b.sc.seed = 7;
    b.sc.turns = 6;
    return b.build();
}

// A run of the whole scenario (its six turns) that keeps the trace.
rf::sim::ScenarioRun recordedRun(const Scenario &sc)
{
    auto run = rf::sim::ScenarioRun::create(sc, rf::sim::ScenarioRun::Options{.record = true});
    if (!run)
        qFatal("busyScenario() does not play");
    return std::move(*run);
}

// Flattens a trace into comparable text (every field of every event).
std::string flatten(const rf::sim::Trace &t, std::size_t fromEvent = 0)
{
    std::string s;
    for (std::size_t i = fromEvent; i < t.events.size(); ++i) {
        const auto &e = t.events[i];
        s += std::format("{}:{}:{}:{}:{}|", e.turn, e.reg, static_cast<int>(e.kind), e.actor, e.card ? e.card->priority : -1);
        for (const auto &c : e.changes)
            s += std::format("c{}:{},{}>{},{}:{}>{}:{}>{}:{}:{}|", c.robot, c.fromPos.x, c.fromPos.y, c.toPos.x, c.toPos.y,
                             static_cast<int>(c.fromFacing), static_cast<int>(c.toFacing), c.fromDamage, c.toDamage, c.destroyed, c.flagTaken);
        for (const auto &n : e.notes)
            s += std::format("n{}:{}:{}:{},{}:{}|", static_cast<int>(n.code), n.robot, n.other, n.cell.x, n.cell.y, n.value);
        s += '\n';
    }
    return s;
}

} // namespace

class TestDeterminism : public QObject {
    Q_OBJECT
private slots:
    // below() takes its remainder without a division for small n; the numbers must be exactly
    // those of `%` on the same raw draws, or every drawn program would change.
    void belowIsTheRemainderOfTheDraw()
    {
        for (std::uint64_t n = 1; n <= 300; ++n) {
            rf::game::Rng fast(n * 7919), raw(n * 7919);
            for (int i = 0; i < 2000; ++i) {
                const std::uint64_t got = fast.below(n);
                std::uint64_t x = raw.next();
                if (x > UINT64_MAX - n)
                    while (x >= UINT64_MAX - UINT64_MAX % n)
                        x = raw.next();
                QCOMPARE(got, x % n);
            }
        }
        // Draws near the top, where a wrong multiplier would first go astray.
        for (const std::uint64_t n : std::initializer_list<std::uint64_t>{3, 7, 100, 127, 128})
            for (const std::uint64_t x : std::initializer_list<std::uint64_t>{UINT64_MAX - UINT64_MAX % n - 1, UINT64_MAX / 2, n * 12345678901 + n - 1})
                QCOMPARE(rf::game::Rng::remainder(x, n), x % n);
    }

    void sameSeedSameTrace()
    {
        const Scenario sc = busyScenario();
        auto a = recordedRun(sc);
        auto b = recordedRun(sc);
        a.runToEnd();
        b.runToEnd();
        QVERIFY(a.trace().events.size() > 100);
        QCOMPARE(flatten(a.trace()), flatten(b.trace()));
        QCOMPARE(a.state(), b.state());
    }
    void snapshotRestoreInTheMiddle()
    {
        const Scenario sc = busyScenario();
        auto ref = recordedRun(sc);
        ref.runToEnd();

        auto run = recordedRun(sc);
        for (int i = 0; i < 57; ++i)
            run.step();
        const auto snap = run.snapshot();
        const std::size_t at = run.trace().events.size();
        run.runToEnd(); // run on, then go back
        run.restore(snap);
        QCOMPARE(run.trace().events.size(), at);
        run.runToEnd();
        QCOMPARE(flatten(run.trace(), at), flatten(ref.trace(), at));
        QCOMPARE(run.state(), ref.state());
    }
    void nullSinkGivesSameState()
    {
        const Scenario sc = busyScenario();
        auto a = rf::sim::ScenarioRun::create(sc);
        auto b = recordedRun(sc);
        a->runToEnd();
        b.runToEnd();
        QVERIFY(!b.trace().events.empty());
        QCOMPARE(a->state(), b.state());
    }
};

RF_TEST_APPLESS_MAIN(TestDeterminism)
#include "tst_determinism.moc"
