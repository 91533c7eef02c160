// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywires of the 2023 edition that ask a choice or reach beyond their moves (RULES.md
// 10.16), the seeded damage deck, the two damage steps of the lasers (10.8) and the SPAM chain
// (10.6): each scenario shows a card's effect, with its default and with a decision, and is
// written back to the same model; the debugger offers each card's choices.
#include "io/scenario/scenariofile.h"
#include "offertaken.h"
#include "sim/replay.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include <algorithm>

#include "testmain.h"

using namespace rf;

class TestEdition2023Haywires : public QObject {
    Q_OBJECT
private slots:
    void cardsPlay_data();
    void cardsPlay();
    void choicesOffered_data();
    void choicesOffered();
    void badChoicesRefused_data();
    void badChoicesRefused();
    void seededDeck();
};

namespace {

// A 7 x 7 board (y grows southwards) with `edges`, one register played unless `rest` says.
QByteArray course7(const QByteArray &robots, const QByteArray &rest, const QByteArray &edges = "[]")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023", "seed": 3,
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [7, 7], "edges": )" +
           edges + R"(}, "robots": [)" + robots + "], " + rest + "}";
}

// Robot A at `at` facing `facing`, the Haywire `card` face down in register 1, more keys `more`.
QByteArray haywireRobot(const QByteArray &card, const QByteArray &at, const QByteArray &facing, const QByteArray &more = {})
{
    return R"({"name": "A", "at": )" + at + R"(, "facing": ")" + facing + R"(", "haywires": {"1": ")" + card + R"("}, "program": [")" + card + "\"]" +
           (more.isEmpty() ? QByteArray() : ", " + more) + "}";
}

QByteArray expectA(const QByteArray &a, const QByteArray &more = {})
{
    return R"("damageDeck": "endless-spam", "play": {"registers": 1}, "expect": [{"robots": {"A": )" + a + "}" +
           (more.isEmpty() ? QByteArray() : ", " + more) + "}]";
}

QString mismatchesOf(const sim::RunResult &result)
{
    QString failures;
    for (const auto &m : result.mismatches)
        failures += QStringLiteral("\n  %1 %2: expected %3, actual %4")
                        .arg(QString::fromStdString(m.robot), QString::fromStdString(std::string(sim::fieldName(m.field))), QString::fromStdString(m.expected),
                             QString::fromStdString(m.actual));
    return failures;
}

} // namespace

void TestEdition2023Haywires::cardsPlay_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray turn = "hw-turn-either";
    QTest::newRow("turn-either default right") << course7(haywireRobot(turn, "[3, 3]", "N"), expectA(R"({"at": [3, 3], "facing": "E"})"));
    QTest::newRow("turn-either left") << course7(haywireRobot(turn, "[3, 3]", "N", R"("decisions": [{"register": 1, "use": "hw-turn-either", "dir": "L"}])"),
                                                  expectA(R"({"at": [3, 3], "facing": "W"})"));
    const QByteArray face = "hw-face-any-move1";
    QTest::newRow("face-any default unchanged") << course7(haywireRobot(face, "[3, 3]", "N"), expectA(R"({"at": [3, 2], "facing": "N"})"));
    QTest::newRow("face-any east") << course7(haywireRobot(face, "[3, 3]", "N", R"("decisions": [{"register": 1, "use": "hw-face-any-move1", "facing": "E"}])"),
                                               expectA(R"({"at": [4, 3], "facing": "E"})"));
    const QByteArray pay = "hw-pay-energy-move";
    QTest::newRow("pay default nothing") << course7(haywireRobot(pay, "[3, 5]", "N", R"("energy": 3)"), expectA(R"({"at": [3, 5], "energy": 3})"));
    QTest::newRow("pay 1: 2 squares") << course7(haywireRobot(pay, "[3, 5]", "N", R"("energy": 3, "decisions": [{"register": 1, "use": "hw-pay-energy-move", "pay": 1}])"),
                                                  expectA(R"({"at": [3, 3], "energy": 2})"));
    QTest::newRow("pay 2: 4 squares") << course7(haywireRobot(pay, "[3, 5]", "N", R"("energy": 3, "decisions": [{"register": 1, "use": "hw-pay-energy-move", "pay": 2}])"),
                                                  expectA(R"({"at": [3, 1], "energy": 1})"));
    QTest::newRow("pay more than held is void") << course7(haywireRobot(pay, "[3, 5]", "N", R"("energy": 1, "decisions": [{"register": 1, "use": "hw-pay-energy-move", "pay": 2}])"),
                                                            expectA(R"({"at": [3, 5], "energy": 1})"));
    const QByteArray side = "hw-side2";
    QTest::newRow("side2 default left") << course7(haywireRobot(side, "[3, 3]", "N"), expectA(R"({"at": [1, 3], "facing": "N"})"));
    QTest::newRow("side2 right") << course7(haywireRobot(side, "[3, 3]", "E", R"("decisions": [{"register": 1, "use": "hw-side2", "side": "R"}])"),
                                             expectA(R"({"at": [3, 5], "facing": "E"})"));
    const QByteArray purge = "hw-back1-purge";
    QTest::newRow("purge default spam") << course7(haywireRobot(purge, "[3, 3]", "N", R"("deck": ["move1"], "discard": ["move1", "spam", "move2"])"),
                                                    expectA(R"({"at": [3, 4], "discard": ["move1", "move2"]})"));
    QTest::newRow("purge default top card") << course7(haywireRobot(purge, "[3, 3]", "N", R"("deck": ["move1"], "discard": ["move1", "move2"])"),
                                                        expectA(R"({"at": [3, 4], "discard": ["move1"]})"));
    QTest::newRow("purge chosen card") << course7(haywireRobot(purge, "[3, 3]", "N", R"("deck": ["move1"], "discard": ["move1", "spam", "move2"],
                                                                   "decisions": [{"register": 1, "use": "hw-back1-purge", "card": "move1"}])"),
                                                   expectA(R"({"at": [3, 4], "discard": ["spam", "move2"]})"));
    QTest::newRow("purge card not there: default") << course7(haywireRobot(purge, "[3, 3]", "N", R"("deck": ["move1"], "discard": ["move1", "spam"],
                                                                   "decisions": [{"register": 1, "use": "hw-back1-purge", "card": "uturn"}])"),
                                                               expectA(R"({"at": [3, 4], "discard": ["move1"]})"));
    // A wall on the north edge of [3, 3].
    const QByteArray wall = R"([{"at": [3, 3], "side": "N", "kind": "wall"}])";
    const QByteArray move5 = "hw-move5";
    QTest::newRow("move5 into a wall: damage") << course7(haywireRobot(move5, "[3, 6]", "N"), expectA(R"({"at": [3, 3], "damage": 1})"), wall);
    QTest::newRow("move5 free: no damage") << course7(haywireRobot(move5, "[3, 6]", "N"), expectA(R"({"at": [3, 1], "damage": 0})"));
    QTest::newRow("move5 pushed robot at the wall: no damage")
        << course7(haywireRobot(move5, "[3, 6]", "N") + R"(, {"name": "B", "at": [3, 4], "facing": "E", "program": [null]})",
                    expectA(R"({"at": [3, 4], "damage": 0}, "B": {"at": [3, 3]})"), wall);
    // A moves 1 east and hits B: 2 damage instead of 1.
    const QByteArray laser = "hw-move1-laser";
    QTest::newRow("move1-laser: one more damage") << course7(haywireRobot(laser, "[1, 3]", "E") + R"(, {"name": "B", "at": [5, 3], "facing": "N", "program": [null]})",
                                                              expectA(R"({"at": [2, 3]}, "B": {"damage": 2})"));
    const QByteArray twice = "hw-double-draw";
    QTest::newRow("double-draw as drawn") << course7(haywireRobot(twice, "[3, 5]", "N", R"("deck": ["move1", "right"])"),
                                                      expectA(R"({"at": [3, 4], "facing": "E"})"));
    QTest::newRow("double-draw second first") << course7(haywireRobot(twice, "[3, 5]", "N", R"("deck": ["move1", "right"],
                                                                           "decisions": [{"register": 1, "use": "hw-double-draw", "order": [2, 1]}])"),
                                                          expectA(R"({"at": [4, 5], "facing": "E"})"));
    // A SPAM turned up is replaced by the next card (move2), then move1 is played; at the end of
    // the round both go to the discard pile, the Haywire to the damage discard pile.
    QTest::newRow("double-draw spam replaced")
        << course7(haywireRobot(twice, "[3, 6]", "N", R"("deck": ["spam", "move1", "move2"])"),
                   R"("damageDeck": "endless-spam", "play": {"registers": 1, "endOfTurn": true},
                      "expect": [{"robots": {"A": {"at": [3, 3], "facing": "N", "discard": ["move1", "move2"]}}, "damageDiscard": ["spam", "hw-double-draw"]}])");
    // Again in register 2 repeats the second card resolved; at the end of the round both cards
    // turned up are in the discard pile with the Again.
    QTest::newRow("double-draw then again") << course7(R"({"name": "A", "at": [3, 5], "facing": "N", "haywires": {"1": "hw-double-draw"},
                                                           "program": ["hw-double-draw", "again"], "deck": ["move1", "right"]})",
                                                        R"("damageDeck": "endless-spam", "play": {"registers": 2, "endOfTurn": true},
                                                           "expect": [{"robots": {"A": {"at": [3, 4], "facing": "S", "discard": ["move1", "right", "again"]}},
                                                                       "damageDiscard": ["hw-double-draw"]}])");
    // RULES.md 10.8: board lasers draw first, then robot lasers. A (the token holder) is shot by
    // B, B by a board laser, and the deck holds one card: B draws it.
    QTest::newRow("board lasers draw before robot lasers")
        << course7(R"({"name": "A", "at": [0, 2], "facing": "N", "program": [null]}, {"name": "B", "at": [2, 2], "facing": "W", "program": [null]})",
                    R"("damageDeck": ["spam"], "play": {"registers": 1}, "expect": [{"robots": {"A": {"damage": 0}, "B": {"damage": 1}}, "damageDeckCount": 0}])",
                    R"([{"at": [6, 2], "side": "E", "kind": "laser", "dir": "W", "beams": 1}])");
    // RULES.md 10.6: a SPAM chain longer than eight replacements is played out.
    QTest::newRow("long spam chain") << course7(R"({"name": "A", "at": [3, 5], "facing": "N", "program": ["spam"],
                                                    "deck": ["spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "move1"]})",
                                                 expectA(R"({"at": [3, 4]})", R"("damageDiscard": ["spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam"])"));
    // ... and one that would go round for ever (an Again in register 1, nothing else to draw) ends.
    QTest::newRow("again in register 1 alone ends") << course7(R"({"name": "A", "at": [3, 5], "facing": "N", "program": ["again"], "deck": []})",
                                                                R"("damageDeck": "endless-spam", "play": {"registers": 1, "endOfTurn": true},
                                                                   "expect": [{"robots": {"A": {"at": [3, 5], "discard": ["again"]}}}])");
}

void TestEdition2023Haywires::cardsPlay()
{
    QFETCH(QByteArray, json);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("haywire.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QVERIFY(!sc->expectations.empty());
    // Written back: the same scenario, decisions included.
    const auto back = io::parseScenarioJson(io::scenarioToJson(*sc), QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == *sc);
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(mismatchesOf(*result)));
}

void TestEdition2023Haywires::choicesOffered_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("use");     // model::DecisionUse
    QTest::addColumn<int>("offers");  // how many answers
    QTest::addColumn<QByteArray>("written"); // the first answer as the file writes it
    const QByteArray play = R"("damageDeck": "endless-spam", "play": {"registers": 1})";
    using U = model::DecisionUse;
    QTest::newRow("turn-either") << course7(haywireRobot("hw-turn-either", "[3, 3]", "N"), play) << int(U::HwTurnEither) << 2
                                 << QByteArray(R"({"register": 1, "use": "hw-turn-either", "dir": "L"})");
    QTest::newRow("face-any") << course7(haywireRobot("hw-face-any-move1", "[3, 3]", "N"), play) << int(U::HwFaceAny) << 4
                              << QByteArray(R"({"register": 1, "use": "hw-face-any-move1", "facing": "N"})");
    QTest::newRow("pay up to the energy") << course7(haywireRobot("hw-pay-energy-move", "[3, 5]", "N", R"("energy": 2)"), play) << int(U::HwPayEnergy) << 3
                                          << QByteArray(R"({"register": 1, "use": "hw-pay-energy-move", "pay": 0})");
    QTest::newRow("side2") << course7(haywireRobot("hw-side2", "[3, 3]", "N"), play) << int(U::HwSide2) << 2
                           << QByteArray(R"({"register": 1, "use": "hw-side2", "side": "L"})");
    QTest::newRow("purge: each kind of the pile") << course7(haywireRobot("hw-back1-purge", "[3, 3]", "N", R"("deck": ["move1"], "discard": ["move1", "spam", "move1"])"), play)
                                                  << int(U::HwBack1Purge) << 2 << QByteArray(R"({"register": 1, "use": "hw-back1-purge", "card": "move1"})");
    QTest::newRow("double-draw") << course7(haywireRobot("hw-double-draw", "[3, 3]", "N", R"("deck": ["move1", "left"])"), play) << int(U::HwDoubleDraw) << 2
                                 << QByteArray(R"({"register": 1, "use": "hw-double-draw", "order": [1, 2]})");
    QTest::newRow("install: each permanent upgrade of the collection")
        << course7(haywireRobot("hw-install", "[3, 3]", "N", R"("collection": ["spiky", "zoop", "rail-gun"])"), play) << int(U::HwInstall) << 2
        << QByteArray(R"({"register": 1, "use": "hw-install", "card": "spiky"})");
    // Again repeating a Haywire asks its choice anew in its own register.
    QTest::newRow("again repeats the choice")
        << course7(R"({"name": "A", "at": [3, 3], "facing": "N", "haywires": {"1": "hw-turn-either"}, "program": ["hw-turn-either", "again"],
                       "decisions": [{"register": 1, "use": "hw-turn-either", "dir": "R"}]})",
                    R"("damageDeck": "endless-spam", "play": {"registers": 2})")
        << int(U::HwTurnEither) << 2 << QByteArray(R"({"register": 2, "use": "hw-turn-either", "dir": "L"})");
}

void TestEdition2023Haywires::choicesOffered()
{
    QFETCH(QByteArray, json);
    QFETCH(int, use);
    QFETCH(int, offers);
    QFETCH(QByteArray, written);
    auto sc = io::parseScenarioJson(json, QStringLiteral("offers.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    auto replay = sim::Replay::create(*sc);
    QVERIFY(replay);
    auto isIt = [&](const rules::DecisionOffer &o) { return static_cast<int>(o.decision.use) == use; };
    const auto found = edition2023test::firstOffers(*replay, isIt);
    QVERIFY2(found.position >= 0, "the choice is never offered");
    QCOMPARE(static_cast<int>(found.offers.size()), offers);
    QCOMPARE(found.offers.front().robot, 0);
    const QString taken = edition2023test::takeOffer(*sc, *replay, found, written, isIt);
    QVERIFY2(taken.isEmpty(), qPrintable(taken));
}

void TestEdition2023Haywires::badChoicesRefused_data()
{
    QTest::addColumn<QByteArray>("decision");
    QTest::addColumn<QString>("where");
    QTest::newRow("turn up") << QByteArray(R"({"register": 1, "use": "hw-turn-either", "dir": "U"})") << QStringLiteral("$.robots[0].decisions[0].dir");
    QTest::newRow("turn without answer") << QByteArray(R"({"register": 1, "use": "hw-turn-either"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("facing nowhere") << QByteArray(R"({"register": 1, "use": "hw-face-any-move1", "facing": "X"})") << QStringLiteral("$.robots[0].decisions[0].facing");
    QTest::newRow("pay 9") << QByteArray(R"({"register": 1, "use": "hw-pay-energy-move", "pay": 9})") << QStringLiteral("$.robots[0].decisions[0].pay");
    QTest::newRow("pay text") << QByteArray(R"({"register": 1, "use": "hw-pay-energy-move", "pay": "1"})") << QStringLiteral("$.robots[0].decisions[0].pay");
    QTest::newRow("side up") << QByteArray(R"({"register": 1, "use": "hw-side2", "side": "U"})") << QStringLiteral("$.robots[0].decisions[0].side");
    QTest::newRow("purge a haywire") << QByteArray(R"({"register": 1, "use": "hw-back1-purge", "card": "hw-back3"})") << QStringLiteral("$.robots[0].decisions[0].card");
    QTest::newRow("purge a 2016 card") << QByteArray(R"({"register": 1, "use": "hw-back1-purge", "card": "trojan"})") << QStringLiteral("$.robots[0].decisions[0].card");
    QTest::newRow("order of three") << QByteArray(R"({"register": 1, "use": "hw-double-draw", "order": [1, 2, 3]})") << QStringLiteral("$.robots[0].decisions[0].order");
    QTest::newRow("order twice the same") << QByteArray(R"({"register": 1, "use": "hw-double-draw", "order": [1, 1]})") << QStringLiteral("$.robots[0].decisions[0].order");
    QTest::newRow("wrong key") << QByteArray(R"({"register": 1, "use": "hw-side2", "dir": "L"})") << QStringLiteral("$.robots[0].decisions[0].dir");
    QTest::newRow("no choice to make") << QByteArray(R"({"register": 1, "use": "hw-back3"})") << QStringLiteral("$.robots[0].decisions[0].use");
    QTest::newRow("not in a register") << QByteArray(R"({"beforeRegisters": true, "use": "hw-side2", "side": "L"})") << QStringLiteral("$.robots[0].decisions[0]");
}

void TestEdition2023Haywires::badChoicesRefused()
{
    QFETCH(QByteArray, decision);
    QFETCH(QString, where);
    const QByteArray json = course7(R"({"name": "A", "at": [3, 3], "facing": "N", "decisions": [)" + decision + "]}", R"("damageDeck": "endless-spam")");
    const auto sc = io::parseScenarioJson(json, QStringLiteral("bad.rfscenario"));
    QVERIFY(!sc.has_value());
    QCOMPARE(sc.error().where, where);
    QVERIFY(!sc.error().message.isEmpty());
}

void TestEdition2023Haywires::seededDeck()
{
    // 23 SPAM and the 17 Haywires, shuffled by the seed, the same every time (RULES.md 10.2).
    auto deckOf = [](int seed) {
        const QByteArray json = R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023", "seed": )" + QByteArray::number(seed) +
                                R"(, "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [5, 5]},
                                    "robots": [{"name": "A", "at": [2, 2], "facing": "N", "program": [null]}], "damageDeck": "seeded", "play": {"registers": 1},
                                    "expect": [{"damageDeckCount": 40}]})";
        const auto sc = io::parseScenarioJson(json, QStringLiteral("seeded.rfscenario"));
        if (!sc)
            return std::pair{false, std::vector<model::CardKind>{}};
        const auto result = sim::runScenario(*sc);
        if (!result || !result->passed())
            return std::pair{false, std::vector<model::CardKind>{}};
        return std::pair{true, std::vector<model::CardKind>(result->finalState.damageDeck.begin(), result->finalState.damageDeck.end())};
    };
    const auto [ok, deck] = deckOf(7);
    QVERIFY(ok);
    QCOMPARE(deck.size(), std::size_t(40));
    QCOMPARE(std::ranges::count(deck, model::CardKind::Spam), 23);
    for (int k = 0; k < model::kHaywireCount; ++k) {
        const auto kind = static_cast<model::CardKind>(static_cast<int>(model::CardKind::HwMove2Right) + k);
        QCOMPARE(std::ranges::count(deck, kind), 1);
    }
    QCOMPARE(deckOf(7).second, deck);
    QVERIFY(deckOf(8).second != deck);
}

RF_TEST_APPLESS_MAIN(TestEdition2023Haywires)
#include "tst_edition2023haywires.moc"
