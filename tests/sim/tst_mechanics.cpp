// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Mechanics of the classic engine on boards built in C++ (no files involved).
#include "text/tracetext.h"
#include "rules/cards.h"
#include "scenariobuilder.h"
#include "sim/runresult.h"

#include <set>

#include <QTest>

#include "testmain.h"

using namespace rf::model;
using namespace rf::test;
using rf::game::RobotState;

namespace {

constexpr auto N = Direction::North;
constexpr auto E = Direction::East;
constexpr auto S = Direction::South;
constexpr auto W = Direction::West;

rf::game::GameState play(ScenarioBuilder &b)
{
    auto r = rf::sim::runScenario(b.build());
    if (!r)
        qFatal("%s", rf::text::scenarioErrorText(r.error()).c_str());
    return r->finalState;
}

const RobotState &bot(const rf::game::GameState &s, const char *name)
{
    for (const auto &r : s.robots)
        if (r.name == name)
            return r;
    qFatal("no robot %s", name);
}

} // namespace

class TestMechanics : public QObject {
    Q_OBJECT
private slots:
    void deckHas84DistinctCards();
    void pushChainInPriorityOrder();
    void pushIntoWallStopsAll();
    void beltsConvergeNeitherMoves();
    void beltsSwapNeitherMoves();
    void beltQueueBlockedByStandingRobot();
    void curveTurnsOnlyWhenCarried();
    void expressOntoNormalCurveAndBeltTransferOption();
    void oilSlidesAndFirstSquareLost();
    void portalAndTeleporter();
    void rampAndLedges();
    void waterAndCurrent();
    void repulsorPushesBack();
    void flamerTrapDoorCrusher();
    void crateBlocksMoveAndLaser();
    void pusherOnlyInItsRegisters();
    void lasersCountBeamsAndFireTogether();
    void floorDamage();
    void flagsInOrderAndWinner();
    void repairsAndOptions();
    void destructionLivesAndReentry();
    void lockedRegistersKeepCards();
    void powerDown();
    void virtualStart();
    void dealingIsSeeded();
};

void TestMechanics::deckHas84DistinctCards()
{
    const auto deck = rf::rules::classicDeck();
    QCOMPARE(deck.size(), std::size_t{84});
    std::set<int> prio;
    for (const auto &c : deck)
        prio.insert(c.priority);
    QCOMPARE(prio.size(), std::size_t{84});
    QCOMPARE(deck.front().priority, 10);
    QCOMPARE(deck.back().priority, 840);
}

void TestMechanics::pushChainInPriorityOrder()
{
    ScenarioBuilder b(10, 4);
    b.robot("R1", {0, 2}, E, program({"move3:800"})).robot("R2", {1, 2}, E, program({"move2:700"})).robot("R3", {2, 2}, E, program({"move1:500"})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "R1").pos, (Point{3, 2}));
    QCOMPARE(bot(s, "R2").pos, (Point{6, 2}));
    QCOMPARE(bot(s, "R3").pos, (Point{8, 2}));
}

void TestMechanics::pushIntoWallStopsAll()
{
    ScenarioBuilder b;
    b.wall({2, 2}, E).robot("R1", {1, 2}, E, program({"move2:700"})).robot("R2", {2, 2}, N, program({nullptr})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "R1").pos, (Point{1, 2}));
    QCOMPARE(bot(s, "R2").pos, (Point{2, 2}));
    QCOMPARE(bot(s, "R1").damage, 0);
    QCOMPARE(bot(s, "R2").damage, 1); // shot by R1
}

void TestMechanics::beltsConvergeNeitherMoves()
{
    ScenarioBuilder b;
    b.belt({1, 2}, E).belt({2, 3}, N).robot("A", {1, 2}, E, program({nullptr})).robot("B", {2, 3}, N, program({nullptr})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{1, 2}));
    QCOMPARE(bot(s, "B").pos, (Point{2, 3}));
}

void TestMechanics::beltsSwapNeitherMoves()
{
    ScenarioBuilder b;
    b.belt({1, 1}, E).belt({2, 1}, W).robot("A", {1, 1}, N, program({nullptr})).robot("B", {2, 1}, N, program({nullptr})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{1, 1}));
    QCOMPARE(bot(s, "B").pos, (Point{2, 1}));
}

void TestMechanics::beltQueueBlockedByStandingRobot()
{
    ScenarioBuilder b;
    b.belt({1, 1}, E).belt({2, 1}, E).robot("A", {1, 1}, N, program({nullptr})).robot("B", {2, 1}, N, program({nullptr})).robot("C", {3, 1}, N, program({nullptr})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{1, 1}));
    QCOMPARE(bot(s, "B").pos, (Point{2, 1}));
    // Tandem when the front is free.
    ScenarioBuilder t;
    t.belt({1, 1}, E).belt({2, 1}, E).belt({3, 1}, E).robot("A", {1, 1}, E, program({nullptr})).robot("B", {2, 1}, E, program({nullptr})).registers(1);
    const auto s2 = play(t);
    QCOMPARE(bot(s2, "A").pos, (Point{2, 1}));
    QCOMPARE(bot(s2, "B").pos, (Point{3, 1}));
}

void TestMechanics::curveTurnsOnlyWhenCarried()
{
    ScenarioBuilder b;
    b.belt({1, 1}, E).belt({2, 1}, S, false, {W}).robot("A", {1, 1}, N, program({nullptr})).registers(1);
    QCOMPARE(bot(play(b), "A").facing, E);
    ScenarioBuilder c;
    c.belt({2, 1}, S, false, {W}).robot("A", {1, 1}, E, program({"move1:500"})).registers(1);
    const auto s = play(c);
    QCOMPARE(bot(s, "A").pos, (Point{2, 2}));
    QCOMPARE(bot(s, "A").facing, E);
    // Merge piece: from the straight input no turn, from the side input a turn.
    ScenarioBuilder m;
    m.belt({2, 0}, S).belt({1, 1}, E).belt({2, 1}, S, false, {N, W}).robot("A", {2, 0}, N, program({nullptr})).registers(1);
    QCOMPARE(bot(play(m), "A").facing, N);
}

void TestMechanics::expressOntoNormalCurveAndBeltTransferOption()
{
    ScenarioBuilder b;
    b.belt({1, 1}, E, true).belt({2, 1}, S, false, {W}).robot("A", {1, 1}, E, program({nullptr})).registers(1);
    auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{2, 2}));
    QCOMPARE(bot(s, "A").facing, S);
    b.option("belt-transfer", false);
    s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{2, 1}));
    QCOMPARE(bot(s, "A").facing, S);
}

void TestMechanics::oilSlidesAndFirstSquareLost()
{
    ScenarioBuilder b;
    b.floor({1, 2}, FloorKind::Oil).floor({2, 2}, FloorKind::Oil).robot("A", {0, 2}, E, program({"move1:500"})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{3, 2}));
    ScenarioBuilder c;
    c.floor({1, 2}, FloorKind::Oil).robot("A", {1, 2}, E, program({"move2:700"})).registers(1);
    QCOMPARE(bot(play(c), "A").pos, (Point{2, 2}));
}

void TestMechanics::portalAndTeleporter()
{
    ScenarioBuilder b;
    b.device({2, 2}, Device{.kind = DeviceKind::Portal, .colour = "red"}).device({4, 4}, Device{.kind = DeviceKind::Portal, .colour = "red"});
    b.robot("A", {1, 2}, E, program({"move2:700"})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{5, 4}));
    ScenarioBuilder t(8, 6);
    t.device({1, 2}, Device{.kind = DeviceKind::Teleporter}).robot("A", {1, 2}, E, program({"move1:500"})).registers(1);
    QCOMPARE(bot(play(t), "A").pos, (Point{4, 2}));
    t.robot("B", {4, 2}, N, program({nullptr}));
    const auto s = play(t); // arrival occupied: moves normally
    QCOMPARE(bot(s, "A").pos, (Point{2, 2}));
}

void TestMechanics::rampAndLedges()
{
    ScenarioBuilder b;
    b.device({2, 2}, Device{.kind = DeviceKind::Ramp, .dir = E}).level({3, 2}, 1).level({4, 2}, 1);
    b.robot("A", {1, 2}, E, program({"move2:700"})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{3, 2}));
    ScenarioBuilder one = b;
    one.sc.robots.back().turns[0].program = program({"move1:500"});
    QCOMPARE(bot(play(one), "A").pos, (Point{1, 2})); // stopped on the ramp: rolls back
    ScenarioBuilder l;
    l.level({1, 1}, 1).robot("A", {1, 1}, E, program({"move1:500"})).robot("B", {3, 1}, W, program({"move1:400"})).registers(1);
    const auto s = play(l);
    QCOMPARE(bot(s, "A").pos, (Point{2, 1}));
    QCOMPARE(bot(s, "A").damage, 2 + 1); // drop + B's laser
    QCOMPARE(bot(s, "B").pos, (Point{3, 1}));
}

void TestMechanics::waterAndCurrent()
{
    ScenarioBuilder b;
    b.floor({1, 2}, FloorKind::Water).robot("A", {1, 2}, E, program({"move1:500"})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{1, 2}));
    ScenarioBuilder c;
    c.floor({1, 2}, FloorKind::Water, S).robot("A", {1, 2}, E, program({nullptr})).registers(1);
    QCOMPARE(bot(play(c), "A").pos, (Point{1, 3}));
}

void TestMechanics::repulsorPushesBack()
{
    ScenarioBuilder b(8, 4);
    b.edge({5, 2}, W, EdgeKind::Repulsor, W).robot("A", {3, 2}, E, program({"move3:800"})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{1, 2})); // moved 1, ran into the field, pushed back 3
    ScenarioBuilder c(8, 4);
    c.edge({5, 2}, W, EdgeKind::Repulsor, W).robot("A", {2, 2}, E, program({"move2:700"})).robot("B", {3, 2}, E, program({nullptr})).registers(1);
    const auto s = play(c);
    QCOMPARE(bot(s, "B").pos, (Point{2, 2})); // pushed into the field: back 2, pushing A
    QCOMPARE(bot(s, "A").pos, (Point{1, 2}));
}

void TestMechanics::flamerTrapDoorCrusher()
{
    ScenarioBuilder b;
    b.device({2, 2}, Device{.kind = DeviceKind::Flamer, .registers = {1}}).robot("A", {1, 2}, E, program({"move1:500"})).registers(1);
    QCOMPARE(bot(play(b), "A").damage, 2);
    ScenarioBuilder t;
    t.device({2, 2}, Device{.kind = DeviceKind::TrapDoor, .registers = {1}}).robot("A", {1, 2}, E, program({"move1:500"})).registers(1);
    QVERIFY(bot(play(t), "A").destroyed);
    ScenarioBuilder c;
    c.belt({1, 2}, E).device({2, 2}, Device{.kind = DeviceKind::Crusher, .registers = {1}}).robot("A", {1, 2}, N, program({nullptr})).registers(1);
    QVERIFY(bot(play(c), "A").destroyed);
}

void TestMechanics::crateBlocksMoveAndLaser()
{
    ScenarioBuilder b;
    b.device({2, 2}, Device{.kind = DeviceKind::Crate}).robot("A", {1, 2}, E, program({"move1:500"})).robot("B", {3, 2}, W, program({nullptr})).registers(1);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{1, 2}));
    QCOMPARE(bot(s, "A").damage, 0);
    QCOMPARE(bot(s, "B").damage, 0);
}

void TestMechanics::pusherOnlyInItsRegisters()
{
    ScenarioBuilder b;
    b.edge({1, 2}, W, EdgeKind::Pusher, E, {2, 4}).robot("A", {1, 2}, N, program({nullptr, nullptr})).robot("B", {2, 2}, N, program({nullptr, nullptr})).registers(1);
    QCOMPARE(bot(play(b), "A").pos, (Point{1, 2}));
    b.registers(2);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{2, 2}));
    QCOMPARE(bot(s, "B").pos, (Point{3, 2})); // pushers push whole chains
}

void TestMechanics::lasersCountBeamsAndFireTogether()
{
    ScenarioBuilder b;
    b.edge({0, 2}, W, EdgeKind::Laser, E, {}, 2).robot("R1", {2, 2}, N, program({nullptr})).robot("R2", {4, 2}, N, program({nullptr})).registers(1);
    auto s = play(b);
    QCOMPARE(bot(s, "R1").damage, 2);
    QCOMPARE(bot(s, "R2").damage, 0);
    ScenarioBuilder m;
    m.robot("A", {1, 1}, E, program({nullptr}), 9).robot("B", {3, 1}, W, program({nullptr}), 9).registers(1);
    s = play(m);
    QVERIFY(bot(s, "A").destroyed);
    QVERIFY(bot(s, "B").destroyed);
}

void TestMechanics::floorDamage()
{
    ScenarioBuilder b;
    b.floor({1, 1}, FloorKind::Acid).floor({3, 3}, FloorKind::Fire).floor({5, 5}, FloorKind::Radiation).floor({0, 5}, FloorKind::RadioactiveWaste);
    b.robot("A", {1, 1}, N, program({})).robot("B", {3, 3}, N, program({})).robot("C", {5, 5}, N, program({})).robot("D", {0, 5}, N, program({})).registers(4);
    auto s = play(b);
    QCOMPARE(bot(s, "A").damage, 4);
    QCOMPARE(bot(s, "B").damage, 8);
    QCOMPARE(bot(s, "C").damage, 0);
    QCOMPARE(bot(s, "D").damage, 4);
    QCOMPARE(bot(s, "D").options.size(), std::size_t{0}); // drawing an option on waste is a decision
    b.sc.robots[3].turns[0].decisions = {Decision{.when = DecisionTime::Register, .reg = 1, .use = DecisionUse::DrawOption},
                                         Decision{.when = DecisionTime::Register, .reg = 3, .use = DecisionUse::DrawOption}};
    s = play(b);
    QCOMPARE(bot(s, "D").options.size(), std::size_t{2});
    QCOMPARE(bot(s, "D").damage, 4);
    b.sc.robots[3].turns[0].decisions.clear();
    b.registers(5);
    s = play(b);
    QCOMPARE(bot(s, "C").damage, 1);
}

void TestMechanics::flagsInOrderAndWinner()
{
    ScenarioBuilder b(8, 3);
    b.flag({2, 1}, 2).flag({4, 1}, 1).robot("A", {1, 1}, E, program({"move1:500", "move2:700", "back:430", "back:440"})).registers(4);
    const auto s = play(b);
    QCOMPARE(bot(s, "A").flags, 2);
    QCOMPARE(s.winner, 0);
    QCOMPARE(s.cursor.stage, rf::game::Stage::GameOver);
}

void TestMechanics::repairsAndOptions()
{
    ScenarioBuilder b;
    b.device({1, 1}, Device{.kind = DeviceKind::RepairSite, .wrenches = 1}).device({3, 3}, Device{.kind = DeviceKind::RepairSite, .wrenches = 2}).flag({5, 5}, 2);
    b.robot("A", {1, 1}, N, program({}), 3).robot("B", {3, 3}, N, program({}), 3).robot("C", {5, 5}, N, program({}), 3);
    b.sc.turns = 1;
    auto s = play(b);
    QCOMPARE(bot(s, "A").damage, 2);
    QCOMPARE(bot(s, "B").damage, 1);
    QCOMPARE(bot(s, "C").damage, 2);
    b.sc.robots[1].doubleWrench = WrenchChoice::Option;
    s = play(b);
    QCOMPARE(bot(s, "B").damage, 3);
    QCOMPARE(bot(s, "B").options.size(), std::size_t{1});
    b.sc.robots[1].doubleWrench = WrenchChoice::Repair;
    b.option("repair-2005", true).option("flag-repairs", false);
    s = play(b);
    QCOMPARE(bot(s, "B").damage, 2);
    QCOMPARE(bot(s, "B").options.size(), std::size_t{1});
    QCOMPARE(bot(s, "C").damage, 3);
}

void TestMechanics::destructionLivesAndReentry()
{
    ScenarioBuilder b;
    b.floor({3, 1}, FloorKind::Pit).robot("A", {1, 1}, E, program({"move3:800"})).robot("B", {1, 4}, N, program({})).registers(5, true);
    b.last().archive = Point{1, 1};
    b.sc.robots[0].archive = Point{1, 4}; // archive taken by B at re-entry
    const auto s = play(b);
    const auto &a = bot(s, "A");
    QVERIFY(!a.destroyed);
    QCOMPARE(a.lives, 2);
    QCOMPARE(a.damage, 2);
    QCOMPARE(a.pos, (Point{1, 3})); // first free neighbour clockwise from north
    ScenarioBuilder e;
    e.floor({3, 1}, FloorKind::Pit).robot("A", {1, 1}, E, program({"move3:800"})).registers(5, true);
    e.last().lives = 1;
    const auto s2 = play(e);
    QVERIFY(bot(s2, "A").eliminated);
}

void TestMechanics::lockedRegistersKeepCards()
{
    ScenarioBuilder b(12, 3);
    b.robot("A", {0, 1}, E, program({"left:70", "right:80", "uturn:10", "uturn:20", "move1:500"}), 6);
    b.last().turns.push_back(TurnPlan{}); // turn 2: dealt at random, registers 4-5 locked
    b.sc.turns = 2;
    auto run = rf::sim::ScenarioRun::create(b.build());
    QVERIFY(run.has_value());
    run->advance(rf::sim::StepSize::Turn);
    run->step(); // deal of turn 2
    const auto &r = run->state().robots[0];
    QCOMPARE(r.lockedMask, std::uint8_t{0x18});
    QCOMPARE(r.program[3]->priority, 20);
    QCOMPARE(r.program[4]->priority, 500);
    QVERIFY(r.program[0] && r.program[1] && r.program[2]);
}

void TestMechanics::powerDown()
{
    ScenarioBuilder b;
    b.robot("A", {1, 1}, E, program({}), 4).robot("B", {3, 1}, W, program({})).registers(1);
    b.sc.robots[0].poweredDown = true;
    auto s = play(b);
    QCOMPARE(bot(s, "A").damage, 1); // repaired at the deal, then shot by B
    QCOMPARE(bot(s, "B").damage, 0); // powered-down robots do not fire
    b.option("powered-down-fires", true);
    s = play(b);
    QCOMPARE(bot(s, "B").damage, 1);
}

void TestMechanics::virtualStart()
{
    ScenarioBuilder b;
    b.option("virtual-start", true).robot("A", {1, 1}, E, program({"move1:500", nullptr})).robot("B", {1, 1}, E, program({nullptr, nullptr})).registers(1);
    auto s = play(b);
    QCOMPARE(bot(s, "A").pos, (Point{2, 1}));
    QVERIFY(!bot(s, "A").isVirtual); // alone at the end of the register
    QVERIFY(!bot(s, "B").isVirtual);
    QCOMPARE(bot(s, "B").damage, 0); // real now, but lasers fired while virtual
}

void TestMechanics::dealingIsSeeded()
{
    ScenarioBuilder b(12, 12);
    b.robot("A", {5, 5}, N).robot("B", {7, 7}, S, std::nullopt, 3);
    b.sc.seed = 42;
    auto s1 = rf::sim::Simulator::create(b.build());
    auto s2 = rf::sim::Simulator::create(b.build());
    s1->step();
    s2->step();
    QCOMPARE(s1->state().robots[0].program, s2->state().robots[0].program);
    QVERIFY(s1->state().robots[1].program[0].has_value());
    b.sc.seed = 43;
    auto s3 = rf::sim::Simulator::create(b.build());
    s3->step();
    QVERIFY(s3->state().robots[0].program != s1->state().robots[0].program);
}

RF_TEST_APPLESS_MAIN(TestMechanics)
#include "tst_mechanics.moc"
