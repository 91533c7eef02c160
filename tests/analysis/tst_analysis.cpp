// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Course analysis: determinism (seed, threads), invariants of the tallies and what the tally's
// events rest on, courses whose outcome is certain, progress and cancellation.
#include "text/tracetext.h"
#include "../sim/scenariobuilder.h"
#include "analysis/analysis.h"
#include "sim/scenariorun.h"
#include "sim/startscenario.h"

#include <QTest>

#include <numeric>

#include "testmain.h"

using namespace rf::model;
using rf::analysis::AnalysisOptions;
using rf::analysis::AnalysisResult;
using rf::analysis::analyzeCourse;

namespace {

// 8 x 8: a pit row in the middle, belts, a gear, two checkpoints, four starts on the south edge.
Course mixedCourse()
{
    rf::test::ScenarioBuilder b(8, 8);
    for (int x = 0; x < 8; x += 2)
        b.floor({x, 4}, FloorKind::Pit);
    b.belt({1, 6}, Direction::North).belt({1, 5}, Direction::North);
    b.belt({5, 6}, Direction::East, true);
    b.device({3, 2}, Device{.kind = DeviceKind::Gear, .clockwise = true});
    b.flag({3, 1}, 1).flag({6, 2}, 2);
    for (int i = 0; i < 4; ++i)
        b.board.addMarker(Marker{.kind = MarkerKind::Start, .at = {1 + 2 * i, 7}, .number = i + 1, .facing = Direction::North});
    return Course(b.board);
}

// One walled cell that is also checkpoint 1: the robot can only turn, and wins in register 1.
Course cellCourse()
{
    rf::test::ScenarioBuilder b(1, 1);
    for (const Direction d : {Direction::North, Direction::East, Direction::South, Direction::West})
        b.wall({0, 0}, d);
    b.flag({0, 0}, 1);
    b.board.addMarker(Marker{.kind = MarkerKind::Start, .at = {0, 0}, .number = 1, .facing = Direction::North});
    return Course(b.board);
}

std::int64_t sum(const std::vector<std::int64_t> &v) { return std::accumulate(v.begin(), v.end(), std::int64_t{0}); }

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameResult()
    {
        AnalysisOptions o;
        o.games = 200;
        o.seed = 42;
        const auto a = analyzeCourse(mixedCourse(), o);
        const auto b = analyzeCourse(mixedCourse(), o);
        QVERIFY2(a, a ? "" : rf::text::scenarioErrorText(a.error()).c_str());
        QVERIFY(b);
        QVERIFY(*a == *b);
        o.seed = 43;
        const auto c = analyzeCourse(mixedCourse(), o);
        QVERIFY(c);
        QVERIFY(a->deaths != c->deaths || a->visits != c->visits);
    }

    void threadCountDoesNotMatter_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1") << 1;
        QTest::newRow("2") << 2;
        QTest::newRow("5") << 5;
    }
    void threadCountDoesNotMatter()
    {
        QFETCH(int, threads);
        AnalysisOptions o;
        o.games = 150; // not a multiple of the chunk size
        o.seed = 7;
        o.threads = 1;
        const auto one = analyzeCourse(mixedCourse(), o);
        o.threads = threads;
        const auto many = analyzeCourse(mixedCourse(), o);
        QVERIFY(one && many);
        QVERIFY(*one == *many);
    }

    void invariants()
    {
        AnalysisOptions o;
        o.games = 300;
        o.maxTurns = 10;
        const auto r = analyzeCourse(mixedCourse(), o);
        QVERIFY(r);
        QCOMPARE(r->games, 300);
        QVERIFY(!r->cancelled);
        QCOMPARE(r->width, 8);
        QCOMPARE(r->height, 8);
        QCOMPARE(r->robots, std::int64_t{300 * 4});
        QCOMPARE(r->checkpointCount, 2);
        QCOMPARE(sum(r->deaths), r->totalDeaths);
        std::int64_t byCause = 0;
        for (const auto &[cause, n] : r->deathsByCause)
            byCause += n;
        QCOMPARE(byCause, r->totalDeaths);
        QVERIFY(r->totalDeaths > 0); // random programs walk into the pit row
        // Deaths only where robots can die: pits (pushed or driven in) and the board edge.
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x) {
                const bool pit = y == 4 && x % 2 == 0;
                const bool edge = x == 0 || y == 0 || x == 7 || y == 7;
                if (!pit && !edge)
                    QVERIFY2(r->deathsAt({x, y}) == 0 || r->deathsByCause.count("damage"), qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
            }
        // Every start cell is visited at least once per game that used it.
        std::int64_t startDeaths = 0, finished = 0;
        for (const auto &s : r->starts) {
            QCOMPARE(s.robots, std::int64_t{300});
            QVERIFY(r->visitsAt(s.at) >= s.robots);
            startDeaths += s.deaths;
            finished += s.finished;
        }
        QCOMPARE(startDeaths, r->totalDeaths);
        QCOMPARE(finished, std::int64_t{r->finishedGames});
        // Checkpoints are taken in order, so fewer robots reach a later one.
        QCOMPARE(r->checkpoints.size(), std::size_t{2});
        QVERIFY(r->checkpoints[0].robots >= r->checkpoints[1].robots);
        QVERIFY(r->checkpoints[0].share >= 0.0 && r->checkpoints[0].share <= 1.0);
        QVERIFY(r->finishedGames <= r->checkpoints[1].robots);
        if (r->medianTurnsToFinish)
            QVERIFY(*r->medianTurnsToFinish >= 1 && *r->medianTurnsToFinish <= 10);
        QVERIFY(r->turnsPlayed >= 300 && r->turnsPlayed <= 300 * 10);
    }

    // The difficulty figures add up: legs, what destroyed robots, the deadliest squares, the
    // finishing curve, robot-turns.
    void figuresAddUp()
    {
        AnalysisOptions o;
        o.games = 200;
        o.maxTurns = 10;
        const auto r = analyzeCourse(mixedCourse(), o);
        QVERIFY(r);
        std::int64_t byKiller = 0;
        for (const std::int64_t n : r->deathsByKiller)
            byKiller += n;
        QCOMPARE(byKiller, r->totalDeaths);
        // No board lasers or flamers on this course: pits, the edge and robot lasers destroy robots.
        using rf::analysis::Killer;
        QCOMPARE(r->deathsByKiller[static_cast<std::size_t>(Killer::Pit)] + r->deathsByKiller[static_cast<std::size_t>(Killer::Edge)] +
                     r->deathsByKiller[static_cast<std::size_t>(Killer::Laser)],
                 r->totalDeaths);
        QVERIFY(r->deathsByKiller[static_cast<std::size_t>(Killer::Pit)] > 0);
        QCOMPARE(r->legs.size(), std::size_t{2});
        QCOMPARE(r->legs[0].began, r->robots);
        QCOMPARE(r->legs[1].began, r->checkpoints[0].robots);
        std::int64_t legDeaths = 0;
        for (const auto &l : r->legs) {
            QVERIFY(l.robots <= l.began && l.died <= l.began && l.died <= l.deaths);
            legDeaths += l.deaths;
        }
        QCOMPARE(legDeaths, r->totalDeaths); // only robots in the race are counted, each on its leg
        QVERIFY(r->robotTurns >= r->robots && r->robotTurns <= r->robots * 10);
        QCOMPARE(r->finishedByTurn.size(), std::size_t{10});
        QVERIFY(std::is_sorted(r->finishedByTurn.begin(), r->finishedByTurn.end()));
        QCOMPARE(r->finishedByTurn.back(), r->robotsFinished);
        QVERIFY(r->robotsFinished >= r->finishedGames);
        QVERIFY(!r->dangerous.empty() && r->dangerous.size() <= 10);
        for (std::size_t k = 0; k < r->dangerous.size(); ++k) {
            const auto &d = r->dangerous[k];
            QCOMPARE(d.deaths, r->deathsAt(d.at));
            QVERIFY(d.byKiller > 0 && d.byKiller <= d.deaths);
            QVERIFY(d.firstGame >= 0 && d.firstGame < 200);
            if (k > 0)
                QVERIFY(d.deaths <= r->dangerous[k - 1].deaths);
            if (d.at.y == 4 && d.at.x % 2 == 0)
                QCOMPARE(d.killer, Killer::Pit);
        }
        QVERIFY(r->deadliestGame);
    }

    void certainWin()
    {
        AnalysisOptions o;
        o.games = 40;
        const auto r = analyzeCourse(cellCourse(), o);
        QVERIFY2(r, r ? "" : rf::text::scenarioErrorText(r.error()).c_str());
        QCOMPARE(r->finishedGames, 40);
        QVERIFY(r->medianTurnsToFinish && *r->medianTurnsToFinish == 1.0);
        QCOMPARE(r->totalDeaths, std::int64_t{0});
        QCOMPARE(r->checkpoints.at(0).share, 1.0);
        QCOMPARE(r->turnsPlayed, std::int64_t{40});
        QCOMPARE(r->visitsAt({0, 0}), std::int64_t{40});
        QCOMPARE(r->robotsFinished, std::int64_t{40});
        QCOMPARE(r->robotTurns, std::int64_t{40});
        QCOMPARE(r->finishedByTurn.front(), std::int64_t{40});
        QVERIFY(r->medianRobotTurnsToFinish && *r->medianRobotTurnsToFinish == 1.0);
        QCOMPARE(r->legs.at(0).began, std::int64_t{40});
        QCOMPARE(r->legs.at(0).died, std::int64_t{0});
        QCOMPARE(r->fastestGame, std::optional<int>(0)); // all equal: the first game
        QVERIFY(!r->deadliestGame);
    }

    // What the tally's events rest on (analysis.cpp, tallyGame): flags and places change only in
    // the checkpoint substep, and a robot's destruction order only with the game's destruction
    // counter. Random games of both rulesets, played on after the winner like the analysis'.
    void tallyEventsComeWhereExpected_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("renegade") << QStringLiteral("renegade");
        // A 2023 robot that reboots leaves the board: its reboot is a destruction to the tally.
        QTest::newRow("edition-2023") << QStringLiteral("edition-2023");
    }
    void tallyEventsComeWhereExpected()
    {
        QFETCH(QString, ruleset);
        const Course course = mixedCourse();
        const auto combined = combine(course);
        QVERIFY(combined);
        auto sc = rf::sim::startScenario(course, *combined, {.robots = 4});
        QVERIFY(sc);
        sc->ruleset = ruleset.toStdString();
        sc->turns = 30;
        sc->playOnAfterWin = true;
        int flagsTaken = 0, deaths = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto run = rf::sim::ScenarioRun::create(*sc, {.limits = {.seed = seed}});
            QVERIFY(run);
            for (;;) {
                const rf::game::Stage stage = run->cursor().stage;
                const rf::game::GameState before = run->state();
                if (!run->step())
                    break;
                const rf::game::GameState &after = run->state();
                for (std::size_t i = 0; i < after.robots.size(); ++i) {
                    const auto &a = before.robots[i];
                    const auto &b = after.robots[i];
                    if (stage != rf::game::Stage::Checkpoints)
                        QVERIFY(a.flags == b.flags && a.place == b.place);
                    if (after.destroyCounter == before.destroyCounter)
                        QCOMPARE(b.destroyedOrder, a.destroyedOrder);
                    flagsTaken += b.flags - a.flags;
                    deaths += b.destroyedOrder != a.destroyedOrder;
                }
            }
        }
        QVERIFY(flagsTaken > 0); // the games took checkpoints and destroyed robots
        QVERIFY(deaths > 0);
    }

    void fewerRobotsRotateStarts()
    {
        AnalysisOptions o;
        o.games = 100;
        o.robotsPerGame = 1;
        const auto r = analyzeCourse(mixedCourse(), o);
        QVERIFY(r);
        QCOMPARE(r->robots, std::int64_t{100});
        for (const auto &s : r->starts)
            QCOMPARE(s.robots, std::int64_t{25});
    }

    void progressAndCancel()
    {
        std::atomic<bool> cancel{false};
        std::vector<int> seen;
        AnalysisOptions o;
        o.games = 400;
        o.threads = 1;
        o.cancel = &cancel;
        o.progress = [&](int done, int total) {
            QCOMPARE(total, 400);
            seen.push_back(done);
            if (done >= 64)
                cancel = true;
        };
        const auto r = analyzeCourse(mixedCourse(), o);
        QVERIFY(r);
        QVERIFY(r->cancelled);
        QVERIFY(r->games >= 64 && r->games < 400);
        QCOMPARE(r->robots, std::int64_t{r->games} * 4);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));

        AnalysisOptions full;
        full.games = 50;
        int last = 0;
        full.progress = [&](int done, int) { last = std::max(last, done); };
        QVERIFY(analyzeCourse(mixedCourse(), full));
        QCOMPARE(last, 50);
    }

    void errors()
    {
        rf::test::ScenarioBuilder b(4, 4);
        const auto noStarts = analyzeCourse(Course(b.board), AnalysisOptions{});
        QVERIFY(!noStarts);
        QVERIFY(rf::text::scenarioErrorText(noStarts.error()).find("start") != std::string::npos);
        AnalysisOptions o;
        o.ruleset = "chess";
        QVERIFY(!analyzeCourse(mixedCourse(), o));
        o = AnalysisOptions{};
        o.games = 0;
        QVERIFY(!analyzeCourse(mixedCourse(), o));
        o = AnalysisOptions{};
        o.ruleOptions["no-such-option"] = true;
        QVERIFY(!analyzeCourse(mixedCourse(), o));
    }
};

RF_TEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
