// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 ruleset's own parts: the deck, the antenna order, dealing and reshuffling, and that a
// game stays deterministic and conserves every robot's cards.
#include "text/tracetext.h"
#include "../sim/scenariobuilder.h"
#include "rules/cards.h"
#include "rules/antenna.h"
#include "rules/renegadedeck.h"
#include "game/rng.h"
#include "sim/scenariorun.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <format>
#include <span>

#include "testmain.h"

using namespace rf;
using namespace rf::model;

class TestRenegadeRules : public QObject {
    Q_OBJECT
private slots:
    void deckComposition();
    void antennaSweep_data();
    void antennaSweep();
    void antennaDistanceFirst();
    void antennaOrderIsTheSweep_data();
    void antennaOrderIsTheSweep();
    void antennaOrderOfEveryListing();
    void phaseEActsInAntennaOrder();
    void randomProgramsKeepEveryCard();
    void sameSeedSameGame();
    void registeredRuleset();
    void traitsDescribeTheEditions();
};

void TestRenegadeRules::deckComposition()
{
    const auto deck = rules::renegadeDeck();
    QCOMPARE(deck.size(), std::size_t(20));
    auto count = [&](CardKind k) { return std::count_if(deck.begin(), deck.end(), [k](const Card &c) { return c.kind == k; }); };
    QCOMPARE(count(CardKind::Move1), 5);
    QCOMPARE(count(CardKind::Move2), 3);
    QCOMPARE(count(CardKind::Move3), 1);
    QCOMPARE(count(CardKind::RotateLeft), 3);
    QCOMPARE(count(CardKind::RotateRight), 3);
    QCOMPARE(count(CardKind::UTurn), 1);
    QCOMPARE(count(CardKind::BackUp), 1);
    QCOMPARE(count(CardKind::PowerUp), 1);
    QCOMPARE(count(CardKind::Again), 2);
    QCOMPARE(count(CardKind::Spam), 0);
    QVERIFY(std::all_of(deck.begin(), deck.end(), [](const Card &c) { return c.priority == 0; }));
}

void TestRenegadeRules::antennaSweep_data()
{
    QTest::addColumn<int>("dish");
    for (Direction d : kAllDirections)
        QTest::newRow(std::string(directionLetter(d)).c_str()) << static_cast<int>(d);
}

void TestRenegadeRules::antennaSweep()
{
    // Eight robots two steps from the antenna: the one straight out of the dish first, then the
    // others clockwise.
    QFETCH(int, dish);
    const Point a{5, 5};
    const std::vector<Point> around{{5, 3}, {6, 4}, {7, 5}, {6, 6}, {5, 7}, {4, 6}, {3, 5}, {4, 4}}; // clockwise from north
    std::vector<int> robots{7, 3, 5, 1, 0, 6, 2, 4};
    rules::sortByAntenna(a, static_cast<Direction>(dish), around, robots);
    std::vector<int> expected;
    for (int k = 0; k < 8; ++k)
        expected.push_back((2 * dish + k) % 8);
    QCOMPARE(robots, expected);
}

void TestRenegadeRules::antennaDistanceFirst()
{
    const std::vector<Point> at{{9, 9}, {0, 3}, {2, 0}};
    std::vector<int> robots{0, 1, 2};
    rules::sortByAntenna({0, 0}, Direction::East, at, robots);
    // Distances 18, 3, 2.
    QCOMPARE(robots, (std::vector<int>{2, 1, 0}));
}

void TestRenegadeRules::antennaOrderIsTheSweep_data()
{
    QTest::addColumn<int>("dish");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("count");
    for (Direction d : kAllDirections)
        for (int seed = 1; seed <= 36; ++seed)
            QTest::newRow(std::format("{} {}", directionLetter(d), seed).c_str()) << static_cast<int>(d) << seed << 1 + seed % 12;
}

void TestRenegadeRules::antennaOrderIsTheSweep()
{
    // The order by comparisons straight from RULES.md 6 (nearer first; at one distance, the one
    // a line out of the dish sweeping clockwise meets first), against sortByAntenna: 1 to 12
    // robots drawn from a 15 x 15 square around the antenna, often at one distance, sometimes on
    // one square, listed in a random order.
    QFETCH(int, dish);
    QFETCH(int, seed);
    QFETCH(int, count);
    const Point antenna{7, 7};
    game::Rng rng(static_cast<std::uint64_t>(seed));
    std::vector<Point> at;
    for (int k = 0; k < count; ++k)
        at.push_back(k > 0 && rng.belowInt(6) == 0 ? at[static_cast<std::size_t>(rng.belowInt(k))] : Point{rng.belowInt(15), rng.belowInt(15)});
    std::vector<int> robots;
    for (int k = 0; k < count; ++k)
        if (at[static_cast<std::size_t>(k)] != antenna)
            robots.push_back(k);
    rng.shuffle(std::span<int>(robots));
    std::vector<int> expected = robots;
    // The offset seen with the dish north; then the clockwise angle from north, compared exactly.
    auto offset = [&](int i) {
        Point d = at[static_cast<std::size_t>(i)] - antenna;
        for (int t = 0; t < dish; ++t)
            d = Point{d.y, -d.x};
        return d;
    };
    auto half = [](Point p) { return p.x > 0 || (p.x == 0 && p.y < 0) ? 0 : 1; };
    auto before = [&](int a, int b) {
        const Point oa = offset(a);
        const Point ob = offset(b);
        const int da = std::abs(oa.x) + std::abs(oa.y);
        const int db = std::abs(ob.x) + std::abs(ob.y);
        if (da != db)
            return da < db;
        if (oa == ob)
            return false;
        if (half(oa) != half(ob))
            return half(oa) < half(ob);
        return static_cast<long long>(oa.x) * ob.y - static_cast<long long>(oa.y) * ob.x > 0;
    };
    std::ranges::stable_sort(expected, before);
    rules::sortByAntenna(antenna, static_cast<Direction>(dish), at, robots);
    QCOMPARE(robots, expected);
}

void TestRenegadeRules::antennaOrderOfEveryListing()
{
    // Eight robots at eight distances (seven in a row, one beside the first): whatever order
    // they are listed in (all 40,320), they come out nearest first. Every input of eight
    // different places is one of these listings, so this checks the sort for all of them.
    const std::vector<Point> at{{1, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}};
    const std::vector<int> nearestFirst{0, 1, 2, 3, 4, 5, 6, 7};
    std::vector<int> listing = nearestFirst;
    int checked = 0;
    do {
        std::vector<int> robots = listing;
        rules::sortByAntenna({0, 0}, Direction::North, at, robots);
        if (robots != nearestFirst)
            QFAIL(std::format("listing {} came out wrong", checked).c_str());
        ++checked;
    } while (std::ranges::next_permutation(listing).found);
    QCOMPARE(checked, 40320);
}

namespace {

Scenario randomGame(std::uint64_t seed)
{
    test::ScenarioBuilder b(12, 12);
    b.device({0, 11}, Device{.kind = DeviceKind::PriorityAntenna, .dir = Direction::East});
    b.device({6, 6}, Device{.kind = DeviceKind::RebootToken, .dir = Direction::North});
    b.floor({3, 3}, FloorKind::Pit).floor({8, 2}, FloorKind::Pit);
    b.edge({0, 5}, Direction::West, EdgeKind::Laser, Direction::East);
    b.robot("A", {2, 2}, Direction::East).robot("B", {9, 9}, Direction::West, std::nullopt, 3).robot("C", {5, 1}, Direction::South);
    Scenario sc = b.build();
    sc.ruleset = "renegade";
    sc.seed = seed;
    sc.turns = 6;
    return sc;
}

} // namespace

// Phase E puts in antenna order only the robots it acts on (renegade.cpp): among them the order
// must still be the antenna's, whatever the scenario's order, and robots on plain floor between
// them change nothing.
void TestRenegadeRules::phaseEActsInAntennaOrder()
{
    test::ScenarioBuilder b(8, 8);
    b.device({0, 0}, Device{.kind = DeviceKind::PriorityAntenna, .dir = Direction::East});
    b.device({5, 0}, Device{.kind = DeviceKind::EnergySpace});
    b.device({1, 0}, Device{.kind = DeviceKind::EnergySpace});
    b.flag({3, 0}, 1).flag({7, 7}, 2);
    const Program powerUp = test::program({"powerup"});
    b.robot("Far", {5, 0}, Direction::South, powerUp).robot("Idle", {2, 3}, Direction::South, powerUp);
    b.robot("Mid", {3, 0}, Direction::South, powerUp).robot("Near", {1, 0}, Direction::South, powerUp);
    Scenario sc = b.build();
    sc.ruleset = "renegade";
    auto run = sim::ScenarioRun::create(sc, sim::ScenarioRun::Options{.limits = {.registers = 1}, .record = true});
    QVERIFY2(run.has_value(), run ? "" : rf::text::scenarioErrorText(run.error()).c_str());
    run->runToEnd();
    std::vector<std::pair<game::Code, int>> acted;
    for (const game::Event &ev : run->trace().events)
        if (ev.kind == game::EventKind::Checkpoints)
            for (const game::Note &n : ev.notes)
                acted.emplace_back(n.code, n.robot);
    const int far = 0, mid = 2, near = 3;
    const std::vector<std::pair<game::Code, int>> expected{
        {game::Code::EnergyTaken, near}, {game::Code::EnergyTaken, far}, {game::Code::FlagTaken, mid}};
    QCOMPARE(acted, expected);
}

void TestRenegadeRules::randomProgramsKeepEveryCard()
{
    auto run = sim::ScenarioRun::create(randomGame(11), sim::ScenarioRun::Options{.limits = {.turns = 6}});
    QVERIFY2(run.has_value(), run ? "" : rf::text::scenarioErrorText(run.error()).c_str());
    while (!run->finished()) {
        // After the deal: five cards each, never Again in register 1.
        while (run->cursor().stage == game::Stage::Deal)
            run->step();
        for (const game::RobotState &r : run->state().robots) {
            QVERIFY(r.program[0].has_value());
            QVERIFY(r.program[0]->kind != CardKind::Again);
            QVERIFY(std::all_of(r.program.begin(), r.program.end(), [](const auto &c) { return c.has_value(); }));
        }
        run->advance(sim::StepSize::Turn);
        // Between turns every card is in the deck or the discard pile: the 20 cards plus the SPAM.
        for (const game::RobotState &r : run->state().robots) {
            std::vector<Card> all = r.deck;
            all.insert(all.end(), r.discard.begin(), r.discard.end());
            const auto spam = std::count_if(all.begin(), all.end(), [](const Card &c) { return c.kind == CardKind::Spam; });
            QCOMPARE(static_cast<int>(spam), r.damage);
            QCOMPARE(static_cast<int>(all.size()), 20 + r.damage);
            for (CardKind k : {CardKind::Move1, CardKind::Again, CardKind::PowerUp})
                QCOMPARE(std::count_if(all.begin(), all.end(), [k](const Card &c) { return c.kind == k; }), rules::renegadeDeckCount(k));
        }
    }
}

void TestRenegadeRules::sameSeedSameGame()
{
    const sim::ScenarioRun::Options threeTurns{.limits = {.turns = 3}};
    auto a = sim::ScenarioRun::create(randomGame(5), threeTurns);
    auto b = sim::ScenarioRun::create(randomGame(5), threeTurns);
    QVERIFY(a && b);
    a->runToEnd();
    // Snapshot in the middle of a register, restore into a fresh run, finish: same state.
    for (int k = 0; k < 17; ++k)
        b->step();
    const sim::ScenarioRun::Snapshot snap = b->snapshot();
    auto c = sim::ScenarioRun::create(randomGame(5), threeTurns);
    QVERIFY(c.has_value());
    c->restore(snap);
    b->runToEnd();
    c->runToEnd();
    QVERIFY(a->state() == b->state());
    QVERIFY(b->state() == c->state());
    auto d = sim::ScenarioRun::create(randomGame(6), threeTurns);
    QVERIFY(d.has_value());
    d->runToEnd();
    QVERIFY(!(a->state() == d->state()));
}

void TestRenegadeRules::registeredRuleset()
{
    const rules::Ruleset *r = rules::rulesetById("edition-2016");
    QVERIFY(r != nullptr);
    QCOMPARE(r->id(), std::string_view("edition-2016"));
    const auto ids = rules::availableRulesets();
    QVERIFY(std::find(ids.begin(), ids.end(), std::string_view("edition-2016")) != ids.end());
    // The old id is read as the 2016 edition (RULES.md 1) but is not offered as one of its own.
    QCOMPARE(rules::rulesetById("renegade"), r);
    QVERIFY(std::find(ids.begin(), ids.end(), std::string_view("renegade")) == ids.end());
    const auto aliases = rules::rulesetAliases();
    QVERIFY(std::find(aliases.begin(), aliases.end(), std::string_view("renegade")) != aliases.end());
    QCOMPARE(rules::rulesetById("Renegade"), nullptr);
    QVERIFY(r->hasCard(CardKind::Spam));
    QVERIFY(!rules::rulesetById("classic")->hasCard(CardKind::Again));
}

void TestRenegadeRules::traitsDescribeTheEditions()
{
    const rules::Ruleset &classic = *rules::rulesetById("classic");
    const rules::Ruleset &renegade = *rules::rulesetById("edition-2016");
    QCOMPARE(&rules::defaultRuleset(), &classic);
    const rules::RulesetTraits &c = classic.traits();
    QVERIFY(c.priorities && c.powerDown && c.lives && !c.deckPerRobot && !c.energy && !c.reboots);
    const rules::RulesetTraits &r = renegade.traits();
    QVERIFY(!r.priorities && !r.powerDown && !r.lives && r.deckPerRobot && r.energy && r.reboots);
    QCOMPARE(&rules::traitsOf("edition-2016"), &r);
    QCOMPARE(&rules::traitsOf("renegade"), &r);
    QCOMPARE(&rules::traitsOf("no-such-rules"), &c);
    // Classic programs are made of the 84 cards with their priorities, renegade ones of card kinds.
    QCOMPARE(classic.programCards().size(), rules::classicDeck().size());
    QVERIFY(std::equal(classic.programCards().begin(), classic.programCards().end(), rules::classicDeck().begin()));
    QCOMPARE(renegade.programCards().size(), std::size_t{model::kRenegadeCardKindCount});
    for (std::size_t k = 0; k < renegade.programCards().size(); ++k)
        QCOMPARE(renegade.programCards()[k], (Card{static_cast<CardKind>(k), 0}));
    // Again repeats the register before it: not in register 1.
    QVERIFY(!renegade.allowedInRegister(CardKind::Again, 1));
    QVERIFY(renegade.allowedInRegister(CardKind::Again, 2));
    QVERIFY(!classic.allowedInRegister(CardKind::Again, 2));
    QVERIFY(classic.allowedInRegister(CardKind::Move1, 1));
    QCOMPARE(rules::rulesetList(), std::string("classic, edition-2016, edition-2023"));
    QCOMPARE(rules::rulesetList(" or "), std::string("classic or edition-2016 or edition-2023"));
}

RF_TEST_APPLESS_MAIN(TestRenegadeRules)
#include "tst_renegaderules.moc"
