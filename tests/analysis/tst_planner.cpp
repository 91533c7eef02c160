// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Planning robots (issue 17): the cost field, the lookahead, and analyses with the novice and
// expert skills (open course, the demo course, determinism across thread counts).
#include "../sim/scenariobuilder.h"
#include "io/boardfile.h"
#include "analysis/analysis.h"
#include "analysis/costfield.h"
#include "sim/scenariorun.h"
#include "text/tracetext.h"

#include <QTest>

#include "testmain.h"

using namespace rf::model;
using rf::analysis::AnalysisOptions;
using rf::analysis::analyzeCourse;
using rf::analysis::Skill;

namespace {

// 12 x 12 empty floor, one start at 5,10 facing north, checkpoint 1 five squares ahead.
Course openCourse()
{
    rf::test::ScenarioBuilder b(12, 12);
    b.flag({5, 5}, 1);
    b.board.addMarker(Marker{.kind = MarkerKind::Start, .at = {5, 10}, .number = 1, .facing = Direction::North});
    return Course(b.board);
}

// 8 x 3: a pit at 3,1 between the start (1,1, facing east) and the checkpoint (6,1).
Course pitCourse()
{
    rf::test::ScenarioBuilder b(8, 3);
    b.floor({3, 1}, FloorKind::Pit);
    b.flag({6, 1}, 1);
    b.board.addMarker(Marker{.kind = MarkerKind::Start, .at = {1, 1}, .number = 1, .facing = Direction::East});
    return Course(b.board);
}

Course demoCourse()
{
    auto doc = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
    return doc ? std::move(*doc) : Course{};
}

} // namespace

class TestPlanner : public QObject {
    Q_OBJECT
private slots:
    void skillNames()
    {
        for (const Skill s : {Skill::Random, Skill::Novice, Skill::Expert})
            QCOMPARE(rf::analysis::skillFromName(rf::analysis::skillName(s)), std::optional<Skill>(s));
        QVERIFY(!rf::analysis::skillFromName("grandmaster"));
    }

    void costFieldOnOpenFloor()
    {
        auto la = rf::analysis::RegisterLookahead::create(openCourse(), "classic", {});
        QVERIFY(la);
        const auto cf = rf::analysis::CostField::build(*la, {{5, 5}});
        // Five squares ahead: move 3 then move 2.
        QCOMPARE(cf.cost(1, {5, 10}, Direction::North, 1), 2);
        // Facing away: a U-turn first.
        QCOMPARE(cf.cost(1, {5, 10}, Direction::South, 1), 3);
        QCOMPARE(cf.cost(1, {5, 6}, Direction::North, 3), 1);
        QCOMPARE(cf.remaining(2, {5, 6}, Direction::North, 1), 0); // no checkpoint 2: nothing left
    }

    void costFieldAvoidsPits()
    {
        auto la = rf::analysis::RegisterLookahead::create(pitCourse(), "classic", {});
        QVERIFY(la);
        const auto cf = rf::analysis::CostField::build(*la, {{6, 1}});
        // Straight on is through the pit: the route goes round it, so more than 2 registers.
        const int c = cf.cost(1, {1, 1}, Direction::East, 1);
        QVERIFY2(c > 2 && c < rf::analysis::CostField::kUnreachable, qPrintable(QString::number(c)));
    }

    // A cancel flag stops the field's build (a 256 x 256 one takes some 20 s, and Ctrl+C of
    // analyze or generate waited for it, issue 45): with the flag set it builds no checkpoint.
    void costFieldStopsWhenCancelled()
    {
        rf::test::ScenarioBuilder b(256, 256);
        b.flag({128, 128}, 1);
        b.board.addMarker(Marker{.kind = MarkerKind::Start, .at = {5, 250}, .number = 1, .facing = Direction::North});
        auto la = rf::analysis::RegisterLookahead::create(Course(b.board), "classic", {});
        QVERIFY(la);
        const std::atomic<bool> stop{true};
        const auto cf =
            rf::analysis::CostField::build(*la, {{128, 128}}, rf::analysis::CostField::Plays::AsCourseNeeds, &stop);
        QCOMPARE(cf.checkpointCount(), 0);
        QCOMPARE(cf.cost(1, {5, 250}, Direction::North, 1), rf::analysis::CostField::kUnreachable);
    }

    // A course with nothing timed plays one register for all five (CostField::Plays): the field
    // must be the one of five registers played, on every shipped board, under both rulesets;
    // and on a timed course the register does change the field (so the shortcut would not do),
    // unless the ruleset ignores what is timed there.
    void costFieldOneRegisterForFive_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("timed");
        QTest::addColumn<bool>("varies");
        const QList<std::pair<const char *, bool>> boards{
            {"conveyor-junction", false}, {"crusher-row", true},  {"demo", true},       {"flooded-dock", false},
            {"foundry-floor", false},     {"gatehouse-climb", true}, {"long-haul", true}, {"meltdown-run", true},
            {"open-plaza", false},        {"pit-maze", false},     {"twin-gates", false}, {"launch-bay", false}};
        for (const auto &[name, timed] : boards)
            for (const char *rs : {"classic", "renegade"}) {
                // Renegade has no crusher step and its flamers only deal damage: Crusher Row is
                // timed, yet a robot alone moves the same in every register there.
                const bool varies = timed && !(QByteArray(name) == "crusher-row" && QByteArray(rs) == "renegade");
                QTest::addRow("%s %s", name, rs) << QString::fromLatin1(name) << QString::fromLatin1(rs) << timed << varies;
            }
    }

    void costFieldOneRegisterForFive()
    {
        QFETCH(QString, file);
        QFETCH(QString, ruleset);
        QFETCH(bool, timed);
        QFETCH(bool, varies);
        auto course = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/%1.rfboard").arg(file));
        QVERIFY(course);
        auto la = rf::analysis::RegisterLookahead::create(*course, ruleset.toStdString(), {});
        QVERIFY(la);
        QCOMPARE(la->board().timed(), timed);
        const Point centre{la->board().width() / 2, la->board().height() / 2};
        const std::vector<Point> checkpoints{centre, {1, 1}};
        using Plays = rf::analysis::CostField::Plays;
        const auto all = rf::analysis::CostField::build(*la, checkpoints, Plays::EveryRegister);
        if (!timed) {
            QVERIFY(rf::analysis::CostField::build(*la, checkpoints, Plays::AsCourseNeeds) == all);
            return;
        }
        bool changes = false;
        for (int n = 1; n <= 2 && !changes; ++n)
            for (int y = 0; y < la->board().height() && !changes; ++y)
                for (int x = 0; x < la->board().width() && !changes; ++x)
                    for (const Direction f : {Direction::North, Direction::East, Direction::South, Direction::West})
                        for (int reg = 2; reg <= kRegisterCount && !changes; ++reg)
                            changes = all.cost(n, {x, y}, f, reg) != all.cost(n, {x, y}, f, 1);
        QCOMPARE(changes, varies);
    }

    // A robot off the grid (a renegade reboot still pending when programs are chosen, after a
    // reboot loop ran out of tries) is not in play: the lookahead says so instead of playing its
    // card off the grid (it read outside the board's cells and crashed the generator).
    void lookaheadOffTheGridIsDead_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("classic") << QStringLiteral("classic");
        QTest::newRow("renegade") << QStringLiteral("renegade");
    }
    void lookaheadOffTheGridIsDead()
    {
        QFETCH(QString, ruleset);
        auto course = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
        QVERIFY(course);
        auto la = rf::analysis::RegisterLookahead::create(*course, ruleset.toStdString(), {});
        QVERIFY(la);
        rf::game::RobotState robot;
        robot.name = "fallen";
        for (const Point at : {Point{-1, 5}, Point{3, la->board().height()}})
            for (const rf::model::Card card : {rf::model::Card{CardKind::RotateLeft, 0}, rf::model::Card{CardKind::Move1, 0}}) {
                robot.pos = at;
                const auto r = la->play(robot, 1, 1, card);
                QVERIFY(r.dead);
                QVERIFY(!r.won);
                QCOMPARE(r.robot.pos, at);
            }
    }

    void expertFinishesOpenCourseAtOnce()
    {
        AnalysisOptions o;
        o.games = 50;
        o.seed = 5;
        o.skill = Skill::Expert;
        const auto r = analyzeCourse(openCourse(), o);
        QVERIFY2(r, r ? "" : rf::text::scenarioErrorText(r.error()).c_str());
        QVERIFY2(r->finishedGames >= 48, qPrintable(QString::number(r->finishedGames)));
        QVERIFY(r->medianTurnsToFinish && *r->medianTurnsToFinish <= 2.0);
        QCOMPARE(r->totalDeaths, std::int64_t{0});
        QCOMPARE(r->legs.size(), std::size_t{1});
        QVERIFY(r->legs[0].medianRegisters && *r->legs[0].medianRegisters <= 5.0);
    }

    void expertAvoidsThePit()
    {
        AnalysisOptions o;
        o.games = 30;
        o.skill = Skill::Expert;
        const auto r = analyzeCourse(pitCourse(), o);
        QVERIFY(r);
        QVERIFY2(r->finishedGames >= 28, qPrintable(QString::number(r->finishedGames)));
        QVERIFY2(r->totalDeaths <= 2, qPrintable(QString::number(r->totalDeaths)));
    }

    void plannersBeatRandomOnDemo()
    {
        const Course demo = demoCourse();
        QVERIFY(!demo.placements().empty());
        AnalysisOptions o;
        o.games = 48;
        o.seed = 11;
        o.maxTurns = 30;
        const auto random = analyzeCourse(demo, o);
        o.skill = Skill::Novice;
        const auto novice = analyzeCourse(demo, o);
        QVERIFY(random && novice);
        o.skill = Skill::Expert;
        const auto expert = analyzeCourse(demo, o);
        QVERIFY(expert);
        qInfo("demo, 48 games, 30 turns, finished: random %d, novice %d, expert %d; checkpoint 1: %.3f, %.3f, %.3f",
              random->finishedGames, novice->finishedGames, expert->finishedGames, random->checkpoints[0].share,
              novice->checkpoints[0].share, expert->checkpoints[0].share);
        // Measured (docs/analysis.md): random 0, novice 5, expert 45 finished games.
        QVERIFY(novice->finishedGames > random->finishedGames);
        QVERIFY(novice->checkpoints[0].share >= random->checkpoints[0].share + 0.2);
        QVERIFY2(expert->finishedGames >= 36, qPrintable(QString::number(expert->finishedGames)));
        // Robots that finished play on for the others' places, but are out of the race: their
        // later destructions are not the course's, so every death falls on a leg.
        QVERIFY(expert->robotsFinished > expert->finishedGames);
        std::int64_t onLegs = 0;
        for (const auto &l : expert->legs)
            onLegs += l.deaths;
        QCOMPARE(onLegs, expert->totalDeaths);
    }

    void plannedResultIndependentOfThreads_data()
    {
        QTest::addColumn<int>("skill");
        QTest::newRow("novice") << static_cast<int>(Skill::Novice);
        QTest::newRow("expert") << static_cast<int>(Skill::Expert);
    }
    void plannedResultIndependentOfThreads()
    {
        QFETCH(int, skill);
        AnalysisOptions o;
        o.games = 40;
        o.seed = 3;
        o.maxTurns = 8;
        o.skill = static_cast<Skill>(skill);
        o.threads = 1;
        const auto one = analyzeCourse(demoCourse(), o);
        o.threads = 2;
        const auto two = analyzeCourse(demoCourse(), o);
        QVERIFY(one && two);
        QVERIFY(*one == *two);
        o.seed = 4;
        const auto other = analyzeCourse(demoCourse(), o);
        QVERIFY(other);
        QVERIFY(other->visits != one->visits);
    }

    // A game of the analysis as a scenario plays, without the planner, as the analysis played it:
    // the checkpoints taken and the destructions are those the analysis counted.
    void aGameReplaysWithoutThePlanner_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("skill");
        QTest::newRow("classic novice") << QStringLiteral("classic") << static_cast<int>(Skill::Novice);
        QTest::newRow("classic expert") << QStringLiteral("classic") << static_cast<int>(Skill::Expert);
        QTest::newRow("renegade novice") << QStringLiteral("renegade") << static_cast<int>(Skill::Novice);
        QTest::newRow("classic random") << QStringLiteral("classic") << static_cast<int>(Skill::Random);
    }
    void aGameReplaysWithoutThePlanner()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, skill);
        AnalysisOptions o;
        o.games = 3;
        o.seed = 7;
        o.maxTurns = 6;
        o.ruleset = ruleset.toStdString();
        o.skill = static_cast<Skill>(skill);
        const Course demo = demoCourse();
        const auto r = analyzeCourse(demo, o);
        QVERIFY2(r, r ? "" : rf::text::scenarioErrorText(r.error()).c_str());
        std::int64_t flags = 0, deaths = 0, finished = 0;
        for (int g = 0; g < o.games; ++g) {
            const auto sc = rf::analysis::analysisGameScenario(demo, o, g);
            QVERIFY2(sc, sc ? "" : rf::text::scenarioErrorText(sc.error()).c_str());
            QCOMPARE(sc->whatIfs.empty(), o.skill == Skill::Random);
            QVERIFY(sc->playOnAfterWin);
            QCOMPARE(sc->seed, rf::analysis::analysisGameSeed(o.seed, g));
            auto run = rf::sim::ScenarioRun::create(*sc);
            QVERIFY(run);
            std::vector<int> order(run->state().robots.size(), 0);
            while (run->step())
                for (std::size_t i = 0; i < order.size(); ++i)
                    if (run->state().robots[i].destroyedOrder != order[i]) {
                        order[i] = run->state().robots[i].destroyedOrder;
                        ++deaths;
                    }
            QVERIFY(run->skippedWhatIfs().empty());
            for (const auto &rb : run->state().robots) {
                flags += std::min(rb.flags, r->checkpointCount);
                finished += rb.place > 0;
            }
        }
        std::int64_t reached = 0;
        for (const auto &c : r->checkpoints)
            reached += c.robots;
        QCOMPARE(flags, reached);
        QCOMPARE(deaths, r->totalDeaths);
        QCOMPARE(finished, r->robotsFinished);
        QVERIFY(reached > 0 || o.skill == Skill::Random);
        QVERIFY(!rf::analysis::analysisGameScenario(demo, o, 3));
        QVERIFY(!rf::analysis::analysisGameScenario(demo, o, -1));
    }

    // Under decks of their own a planned program takes its cards from the hand: every card the
    // robot owns is still there once, wherever it lies.
    void renegadePlansKeepEveryCard()
    {
        AnalysisOptions o;
        o.games = 1;
        o.maxTurns = 1;
        o.ruleset = "renegade";
        o.skill = Skill::Expert;
        const auto sc = rf::analysis::analysisGameScenario(demoCourse(), o, 0);
        QVERIFY(sc);
        rf::model::Scenario plain = *sc;
        plain.whatIfs.clear();
        auto planned = rf::sim::ScenarioRun::create(*sc);
        auto drawn = rf::sim::ScenarioRun::create(plain);
        QVERIFY(planned && drawn);
        planned->step(); // the deal, then the planners' programs
        drawn->step();
        auto owned = [](const rf::game::RobotState &r) {
            std::vector<std::string> cards;
            for (const auto *pile : {&r.deck, &r.discard})
                for (const auto &c : *pile)
                    cards.push_back(rf::model::cardText(c));
            for (const auto &c : r.program)
                if (c)
                    cards.push_back(rf::model::cardText(*c));
            std::sort(cards.begin(), cards.end());
            return cards;
        };
        int changed = 0;
        for (std::size_t i = 0; i < planned->state().robots.size(); ++i) {
            QCOMPARE(owned(planned->state().robots[i]), owned(drawn->state().robots[i]));
            changed += planned->state().robots[i].program != drawn->state().robots[i].program;
        }
        QVERIFY(changed > 0); // the planners chose other programs than the random ones
    }

    void randomSkillIsTheDefault()
    {
        AnalysisOptions o;
        QCOMPARE(o.skill, Skill::Random);
        o.games = 32;
        const auto a = analyzeCourse(openCourse(), o);
        o.skill = Skill::Random;
        const auto b = analyzeCourse(openCourse(), o);
        QVERIFY(a && b && *a == *b);
    }
};

RF_TEST_APPLESS_MAIN(TestPlanner)
#include "tst_planner.moc"
