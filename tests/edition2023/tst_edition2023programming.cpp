// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 upgrades of the hand, the draw pile, the revealed card and the token (RULES.md 10.4,
// 10.5, 10.12-10.15), each a unit of the edition's card library: Abort Switch, Lucky Booster,
// Chaos Theory, Flash Drive, Spam Filter, Memory Cards, Self-Diagnostics, Memory Swap,
// Re-Initialize, Rewire and Calibration Protocol. Each row shows a card's effect, a condition that
// stops it, or that a temporary one is spent.
#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/replay.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include <algorithm>

#include "testmain.h"

using namespace rf;

class TestEdition2023Programming : public QObject {
    Q_OBJECT
private slots:
    void cardsPlay_data();
    void cardsPlay();
    void cardsAside_data();
    void cardsAside();
    void setupDeal_data();
    void setupDeal();
    void setupDealInPriorityOrder();
    void choicesOffered();
};

namespace programming2023test {

// A 6x3 board with a wall on the east side of [4, 1] and checkpoints 1 at [1, 1] and 2 at [5, 0];
// `top`: further top-level keys (a damage deck, "programming", an upgrade phase).
QByteArray course(const QByteArray &robots, const QByteArray &expect, const QByteArray &play = R"({"registers": 1})",
                  const QByteArray &top = R"("damageDeck": "endless-spam")")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "edges": [{"at": [4, 1], "side": "E", "kind": "wall"}],
                          "markers": [{"kind": "checkpoint", "at": [1, 1], "number": 1}, {"kind": "checkpoint", "at": [5, 0], "number": 2}]},
               "robots": [)" +
           robots + "], " + top + R"(, "play": )" + play + R"(, "expect": [)" + expect + "]}";
}

// Robot A at [0, 1] facing east with `rest`.
QByteArray robotOf(const QByteArray &rest)
{
    return R"({"name": "A", "at": [0, 1], "facing": "E", )" + rest + "}";
}

// The expectation of robot A at the end.
QByteArray expectOf(const QByteArray &a, const QByteArray &game = {})
{
    return R"({"robots": {"A": )" + a + "}" + (game.isEmpty() ? QByteArray() : ", " + game) + "}";
}

// Eleven cards, top first: a hand of nine (ten with Flash Drive) and the rest.
const QByteArray kCards =
    R"(["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "again", "move1", "move2", "left", "right"])";

} // namespace programming2023test

using programming2023test::course;
using programming2023test::expectOf;
using programming2023test::kCards;
using programming2023test::robotOf;

void TestEdition2023Programming::cardsPlay_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray programming = R"("damageDeck": "endless-spam", "programming": true)";
    const QByteArray setUp = R"({"registers": 0})";

    // Abort Switch (10.15): the revealed card is replaced by the top card of the draw pile, which
    // is resolved; the old card to the discard pile, a damage card to the damage discard pile.
    auto abort = [](const QByteArray &held, const QByteArray &program, const QByteArray &piles) {
        return robotOf(held + R"(, "program": )" + program + ", " + piles +
                       R"(, "decisions": [{"register": 1, "use": "abort-switch"}])");
    };
    const QByteArray abortHeld = R"("upgrades": ["abort-switch"])";
    QTest::newRow("abort switch: the top card instead") << course(
        abort(abortHeld, R"(["move1"])", R"("deck": ["move2"])"),
        expectOf(R"({"at": [2, 1], "upgrades": [], "discard": ["move1"]})", R"("upgradeDiscard": ["abort-switch"])"));
    QTest::newRow("abort switch: a SPAM to the damage discard pile")
        << course(abort(abortHeld, R"(["spam"])", R"("deck": ["move2"])"),
                  expectOf(R"({"at": [2, 1], "discard": []})", R"("damageDiscard": ["spam"])"));
    QTest::newRow("abort switch: a face-down Haywire to the damage discard pile")
        << course(abort(abortHeld + R"(, "haywires": {"1": "hw-back3"})", R"(["hw-back3"])", R"("deck": ["move2"])"),
                  expectOf(R"({"at": [2, 1]})", R"("damageDiscard": ["hw-back3"])"));
    QTest::newRow("abort switch: both piles empty")
        << course(abort(abortHeld, R"(["move1"])", R"("deck": [], "discard": [])"),
                  expectOf(R"({"at": [1, 1], "upgrades": ["abort-switch"]})"));
    QTest::newRow("abort switch: in the collection only")
        << course(abort(R"("collection": ["abort-switch"])", R"(["move1"])", R"("deck": ["move2"])"),
                  expectOf(R"({"at": [1, 1], "collection": ["abort-switch"]})"));

    // Lucky Booster (10.15): damage cards turned up until a Haywire; the others to the damage
    // discard pile; with `replace` the Haywire is resolved instead of the revealed card.
    auto lucky = [](const QByteArray &held, const QByteArray &replace) {
        return robotOf(held +
                       R"(, "program": ["move1"], "deck": [], "decisions": [{"register": 1, "use": "lucky-booster")" +
                       replace + "}]");
    };
    const QByteArray luckyHeld = R"("upgrades": ["lucky-booster"])";
    const QByteArray haywireThird = R"("damageDeck": ["spam", "spam", "hw-move2-right", "spam"])";
    QTest::newRow("lucky booster: the Haywire replaces the card") << course(
        lucky(luckyHeld, R"(, "replace": true)"),
        expectOf(R"({"at": [2, 1], "facing": "S", "discard": ["move1"], "upgrades": []})",
                 R"("damageDiscard": ["spam", "spam"], "damageDeckCount": 1, "upgradeDiscard": ["lucky-booster"])"),
        R"({"registers": 1})", haywireThird);
    QTest::newRow("lucky booster: the Haywire discarded")
        << course(lucky(luckyHeld, ""),
                  expectOf(R"({"at": [1, 1], "facing": "E", "upgrades": []})",
                           R"("damageDiscard": ["spam", "spam", "hw-move2-right"], "damageDeckCount": 1)"),
                  R"({"registers": 1})", haywireThird);
    QTest::newRow("lucky booster: the deck refilled once")
        << course(lucky(luckyHeld, R"(, "replace": true)"),
                  expectOf(R"({"at": [2, 1], "facing": "S"})", R"("damageDiscard": ["spam"], "damageDeckCount": 0)"),
                  R"({"registers": 1})", R"("damageDeck": ["spam"], "damageDiscard": ["hw-move2-right"])");
    QTest::newRow("lucky booster: no Haywire") << course(
        lucky(luckyHeld, R"(, "replace": true)"),
        expectOf(R"({"at": [1, 1], "upgrades": []})", R"("damageDiscard": ["spam", "spam"], "damageDeckCount": 0)"),
        R"({"registers": 1})", R"("damageDeck": ["spam", "spam"])");
    QTest::newRow("lucky booster: in the collection only")
        << course(lucky(R"("collection": ["lucky-booster"])", R"(, "replace": true)"),
                  expectOf(R"({"at": [1, 1]})", R"("damageDeckCount": 4)"), R"({"registers": 1})", haywireThird);

    // Chaos Theory (10.14): a SPAM revealed in register 1, 2 or 3 gives 1 energy, up to 10; a
    // SPAM coming up as a replacement does not.
    auto chaos = [](const QByteArray &held, const QByteArray &energy, const QByteArray &program,
                    const QByteArray &deck) {
        return robotOf(held + R"(, "energy": )" + energy + R"(, "program": )" + program + R"(, "deck": )" + deck);
    };
    const QByteArray chaosHeld = R"("upgrades": ["chaos-theory"])";
    const QByteArray fourSpam = R"(["spam", "spam", "spam", "spam"])";
    const QByteArray turns = R"(["left", "left", "left", "left"])";
    QTest::newRow("chaos theory: registers 1 to 3")
        << course(chaos(chaosHeld, "3", fourSpam, turns), expectOf(R"({"energy": 6})"), R"({"registers": 4})");
    QTest::newRow("chaos theory: not a replacement")
        << course(chaos(chaosHeld, "3", R"(["spam"])", R"(["spam", "left"])"), expectOf(R"({"energy": 4})"));
    QTest::newRow("chaos theory: not another card")
        << course(chaos(chaosHeld, "3", R"(["left"])", "[]"), expectOf(R"({"energy": 3})"));
    QTest::newRow("chaos theory: up to 10")
        << course(chaos(chaosHeld, "10", R"(["spam"])", turns), expectOf(R"({"energy": 10})"));
    // A decision of its own (void) makes the cards be asked for this robot (held.h, mayAct).
    QTest::newRow("chaos theory: in the collection only")
        << course(chaos(R"("collection": ["chaos-theory"], "decisions": [{"register": 1, "use": "recharge"}])", "3",
                        R"(["spam"])", turns),
                  expectOf(R"({"energy": 3})"));

    // Flash Drive (10.14): the hand is drawn to 10.
    QTest::newRow("flash drive: ten cards")
        << course(robotOf(R"("upgrades": ["flash-drive"], "deck": )" + kCards),
                  expectOf(R"({"deckTop": ["move2", "left"]})"), setUp, programming);
    QTest::newRow("flash drive: in the collection only")
        << course(robotOf(R"("collection": ["flash-drive"], "deck": )" + kCards),
                  expectOf(R"({"deckTop": ["move1", "move2"]})"), setUp, programming);

    // Memory Swap (10.15): draw 3, then 3 cards of the hand on top of the draw pile, new top first.
    auto swap = [](const QByteArray &held, const QByteArray &back) {
        return robotOf(held + R"(, "deck": )" + kCards +
                       R"(, "decisions": [{"programming": true, "use": "memory-swap")" + back + "}]");
    };
    const QByteArray swapHeld = R"("upgrades": ["memory-swap"])";
    QTest::newRow("memory swap: the three drawn")
        << course(swap(swapHeld, ""),
                  expectOf(R"({"deckTop": ["move1", "move2", "left", "right"], "upgrades": []})",
                           R"("upgradeDiscard": ["memory-swap"])"),
                  setUp, programming);
    QTest::newRow("memory swap: the three chosen")
        << course(swap(swapHeld, R"(, "return": ["uturn", "back", "again"])"),
                  expectOf(R"({"deckTop": ["uturn", "back", "again", "right"],
                             "hand": ["move1", "move2", "move3", "left", "right", "powerup", "move1", "move2", "left"]})"),
                  setUp, programming);
    QTest::newRow("memory swap: a card not in the hand")
        << course(swap(swapHeld, R"(, "return": ["uturn", "back", "spam"])"),
                  expectOf(R"({"deckTop": ["move1", "move2", "left", "right"], "upgrades": []})"), setUp, programming);
    QTest::newRow("memory swap: in the collection only")
        << course(swap(R"("collection": ["memory-swap"])", ""),
                  expectOf(R"({"deckTop": ["move1", "move2", "left", "right"], "collection": ["memory-swap"]})"), setUp,
                  programming);

    // Calibration Protocol (10.15): the damage cards of the hand to the damage discard pile, as
    // many drawn; any time.
    auto calibrate = [](const QByteArray &held, const QByteArray &hand, const QByteArray &deck, const QByteArray &when,
                        const QByteArray &more = {}) {
        return robotOf(held + more + R"(, "hand": )" + hand + R"(, "deck": )" + deck + R"(, "decisions": [{)" + when +
                       R"(, "use": "calibration-protocol"}])");
    };
    const QByteArray calHeld = R"("upgrades": ["calibration-protocol"])";
    QTest::newRow("calibration protocol: while programming") << course(
        calibrate(calHeld, R"(["spam", "spam"])", kCards, R"("programming": true)"),
        expectOf(
            R"({"hand": ["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "again"], "deckTop": ["move1"], "upgrades": []})",
            R"("damageDiscard": ["spam", "spam"], "upgradeDiscard": ["calibration-protocol"])"),
        setUp, programming);
    QTest::newRow("calibration protocol: damage drawn stays") << course(
        calibrate(calHeld, R"(["spam"])",
                  R"(["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "spam", "again"])",
                  R"("programming": true)"),
        expectOf(
            R"({"hand": ["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "spam"], "deckTop": ["again"]})",
            R"("damageDiscard": ["spam"])"),
        setUp, programming);
    QTest::newRow("calibration protocol: in a register, the hand kept")
        << course(calibrate(calHeld, R"(["spam"])", R"(["move3"])", R"("register": 1)", R"(, "program": ["left"])"),
                  expectOf(R"({"kept": ["move3"], "facing": "N"})", R"("damageDiscard": ["spam"])"));
    QTest::newRow("calibration protocol: no damage card")
        << course(calibrate(calHeld, "[]", R"(["move3"])", R"("register": 1)", R"(, "program": ["left"])"),
                  expectOf(R"({"kept": [], "upgrades": ["calibration-protocol"]})"));
    QTest::newRow("calibration protocol: in the collection only")
        << course(calibrate(R"("collection": ["calibration-protocol"])", R"(["spam"])", R"(["move3"])",
                            R"("register": 1)", R"(, "program": ["left"])"),
                  expectOf(R"({"kept": ["spam"]})"));

    // Self-Diagnostics (10.14): taking a checkpoint, one card of the hand or the discard pile
    // leaves the game.
    auto diagnose = [](const QByteArray &held, const QByteArray &program, const QByteArray &choice) {
        return robotOf(
            held + R"(, "program": )" + program +
            R"(, "hand": ["spam"], "discard": ["move2", "spam"], "decisions": [{"register": 1, "use": "self-diagnostics", )" +
            choice + "}]");
    };
    const QByteArray diagHeld = R"("upgrades": ["self-diagnostics"])";
    QTest::newRow("self-diagnostics: from the discard pile")
        << course(diagnose(diagHeld, R"(["move1"])", R"("card": "spam", "from": "discard")"),
                  expectOf(R"({"flags": 1, "discard": ["move2"], "kept": ["spam"]})"));
    QTest::newRow("self-diagnostics: from the hand")
        << course(diagnose(diagHeld, R"(["move1"])", R"("card": "spam", "from": "hand")"),
                  expectOf(R"({"flags": 1, "discard": ["move2", "spam"], "kept": []})"));
    QTest::newRow("self-diagnostics: no checkpoint taken")
        << course(diagnose(diagHeld, R"(["left"])", R"("card": "spam", "from": "discard")"),
                  expectOf(R"({"flags": 0, "discard": ["move2", "spam"]})"));
    QTest::newRow("self-diagnostics: not its next checkpoint")
        << course(QByteArray(diagnose(diagHeld, R"(["move1"])", R"("card": "spam", "from": "discard")"))
                      .replace(R"("at": [0, 1])", R"("at": [4, 0])"),
                  expectOf(R"({"at": [5, 0], "flags": 0, "discard": ["move2", "spam"]})"));
    QTest::newRow("self-diagnostics: a card not there")
        << course(diagnose(diagHeld, R"(["move1"])", R"("card": "move3", "from": "discard")"),
                  expectOf(R"({"flags": 1, "discard": ["move2", "spam"]})"));
    QTest::newRow("self-diagnostics: in the collection only") << course(
        diagnose(R"("collection": ["self-diagnostics"])", R"(["move1"])", R"("card": "spam", "from": "discard")"),
        expectOf(R"({"flags": 1, "discard": ["move2", "spam"]})"));

    // Re-Initialize (10.3, 10.15): the token to the robot named, from the next register (from
    // register 1 before the registers); it passes at the end of the round as usual. A and B move
    // towards [1, 1] in priority order: the one moving second pushes the other back.
    auto reinit = [](const QByteArray &held, const QByteArray &program, const QByteArray &decision) {
        return robotOf(held + R"(, "program": )" + program + R"(, "decisions": [)" + decision + "]") +
               R"(, {"name": "B", "at": [2, 1], "facing": "W", "program": )" + program + "}";
    };
    const QByteArray reinitHeld = R"("upgrades": ["re-initialize"])";
    const QByteArray whileProgramming = R"({"programming": true, "use": "re-initialize", "target": "B"})";
    const QByteArray inRegister1 = R"({"register": 1, "use": "re-initialize", "target": "B"})";
    QTest::newRow("re-initialize: while programming, from register 1") << course(
        reinit(reinitHeld, R"(["move1"])", whileProgramming),
        R"({"robots": {"A": {"at": [1, 1], "upgrades": []}, "B": {"at": [2, 1]}}, "upgradeDiscard": ["re-initialize"]})");
    QTest::newRow("re-initialize: in a register, from the next one")
        << course(reinit(reinitHeld, R"(["powerup", "move1"])", inRegister1),
                  R"({"robots": {"A": {"at": [1, 1]}, "B": {"at": [2, 1]}}})", R"({"registers": 2})");
    // A and B shoot each other; their damage is drawn in priority order: the first drawer takes
    // the SPAM, the second the Haywire.
    QTest::newRow("re-initialize: the register being played keeps its order")
        << course(reinit(reinitHeld, R"(["powerup"])", inRegister1),
                  R"({"robots": {"A": {"haywires": {}}, "B": {"haywires": {"1": "hw-move2-right"}}}})",
                  R"({"registers": 1})", R"("damageDeck": ["spam", "hw-move2-right"])");
    QTest::newRow("re-initialize: then it passes")
        << course(reinit(reinitHeld, R"(["powerup", "powerup"])", inRegister1), R"({"priorityToken": "A"})",
                  R"({"registers": 2, "endOfTurn": true})");
    // B holds the token; A takes it for itself from register 1 and moves first, so B pushes it back.
    QTest::newRow("re-initialize: itself")
        << course(reinit(reinitHeld, R"(["move1"])", R"({"programming": true, "use": "re-initialize", "target": "A"})"),
                  R"({"robots": {"A": {"at": [0, 1]}, "B": {"at": [1, 1]}}})", R"({"registers": 1})",
                  R"("damageDeck": "endless-spam", "priorityToken": "B")");
    QTest::newRow("re-initialize: in the collection only")
        << course(reinit(R"("collection": ["re-initialize"])", R"(["move1"])", whileProgramming),
                  R"({"robots": {"A": {"at": [0, 1]}, "B": {"at": [1, 1]}}})");

    // Rewire (10.15): in the upgrade phase the face-down Haywires go to the hand, where they count
    // toward the nine cards; all of them must be programmed this round.
    auto rewire = [](const QByteArray &held, const QByteArray &rest,
                     const QByteArray &haywires = R"({"3": "hw-move2-right"})") {
        return R"({"name": "A", "at": [2, 1], "facing": "E", "haywires": )" + haywires + ", " + held + ", " + rest +
               R"(, "decisions": [{"upgradePhase": true, "use": "rewire"}]})";
    };
    const QByteArray phase = programming + R"(, "upgradePhase": {"deck": []})";
    const QByteArray rewireHeld = R"("upgrades": ["rewire"])";
    const QByteArray stated = R"("program": [null, null, "hw-move2-right"], "deck": )" + kCards;
    QTest::newRow("rewire: into the hand") << course(
        rewire(rewireHeld, stated),
        expectOf(
            R"({"hand": ["hw-move2-right", "move1", "move2", "move3", "back", "left", "right", "uturn", "powerup"], "deckTop": ["again"], "upgrades": []})",
            R"("upgradeDiscard": ["rewire"])"),
        setUp, phase);
    QTest::newRow("rewire: programmed when the program leaves it out") << course(
        rewire(rewireHeld,
               R"("deck": ["left", "right", "left", "right", "uturn", "left", "right", "left", "right", "uturn"])"),
        expectOf(R"({"discard": ["left", "right", "left", "right", "uturn", "left", "right", "left"]})",
                 R"("damageDiscard": ["hw-move2-right"])"),
        R"({"registers": 5, "endOfTurn": true})", phase);
    QTest::newRow("rewire: no face-down Haywire")
        << course(rewire(rewireHeld, R"("deck": )" + kCards, "{}"),
                  expectOf(R"({"upgrades": ["rewire"], "deckTop": ["move1"]})"), setUp, phase);
    QTest::newRow("rewire: in the collection only")
        << course(rewire(R"("collection": ["rewire"])", stated),
                  expectOf(R"({"deckTop": ["move1"], "collection": ["rewire"]})"), setUp, phase);
}

void TestEdition2023Programming::cardsPlay()
{
    QFETCH(QByteArray, json);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("programming.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
    // Played without expectations, nothing is recorded (the analysis' runs): the same game.
    auto plain = *sc;
    plain.expectations.clear();
    const auto unrecorded = sim::runScenario(plain);
    QVERIFY(unrecorded.has_value());
    QVERIFY(unrecorded->finalState.robots == result->finalState.robots);
}

void TestEdition2023Programming::cardsAside_data()
{
    // What no expectation names: the cards on Memory Cards and the card Spam Filter turned up,
    // read from the final state.
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("onMemory");
    QTest::addColumn<bool>("faceUp");
    const QByteArray programming = R"("damageDeck": "endless-spam", "programming": true)";
    const QByteArray setUp = R"({"registers": 0})";

    // Spam Filter (10.14): after the hand is drawn, the top card of the draw pile face up.
    QTest::newRow("spam filter: the top card turned up")
        << course(robotOf(R"("upgrades": ["spam-filter"], "deck": )" + kCards), "", setUp, programming) << 0 << true;
    QTest::newRow("spam filter: an empty draw pile")
        << course(
               robotOf(
                   R"("upgrades": ["spam-filter"], "deck": ["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "again"])"),
               "", setUp, programming)
        << 0 << false;
    QTest::newRow("spam filter: drawn by a SPAM")
        << course(robotOf(R"("upgrades": ["spam-filter"], "hand": ["spam"], "program": ["spam"], "deck": )" + kCards),
                  "", R"({"registers": 1})", programming)
        << 0 << false;
    QTest::newRow("spam filter: in the collection only")
        << course(robotOf(R"("collection": ["spam-filter"], "deck": )" + kCards), "", setUp, programming) << 0 << false;

    // Memory Cards (10.14): at the end of programming, non-damage cards of the hand on it.
    auto memory = [](const QByteArray &held, const QByteArray &cards) {
        return robotOf(held + R"(, "hand": ["spam"], "program": ["left"], "deck": )" + kCards +
                       R"(, "decisions": [{"programming": true, "use": "memory-cards", "cards": )" + cards + "}]");
    };
    const QByteArray memoryHeld = R"("upgrades": ["memory-cards"])";
    QTest::newRow("memory cards: two cards on it")
        << course(memory(memoryHeld, R"(["uturn", "move2"])"),
                  expectOf(R"({"discard": ["move1", "move3", "back", "right", "powerup", "left"], "kept": ["spam"]})"),
                  R"({"registers": 1, "endOfTurn": true})", programming)
        << 2 << false;
    QTest::newRow("memory cards: not a damage card")
        << course(memory(memoryHeld, R"(["uturn", "spam"])"), expectOf(R"({"kept": ["spam"]})"),
                  R"({"registers": 1, "endOfTurn": true})", programming)
        << 0 << false;
    QTest::newRow("memory cards: a card not left in the hand")
        << course(memory(memoryHeld, R"(["left", "left"])"), "", R"({"registers": 1, "endOfTurn": true})", programming)
        << 0 << false;
    // Memory Cards taken away by another robot's Modular Chassis: the cards on it go to A's discard
    // pile (with the SPAM of B's laser; the Rotate Left lies in register 1).
    QTest::newRow("memory cards: taken by a modular chassis")
        << course(memory(memoryHeld, R"(["uturn", "move2"])") +
                      R"(, {"name": "B", "at": [0, 0], "facing": "S", "upgrades": ["modular-chassis"], "program": ["move1"],
                            "decisions": [{"register": 1, "use": "modular-chassis", "target": "A", "take": "memory-cards"}]})",
                  R"({"robots": {"A": {"upgrades": ["modular-chassis"], "discard": ["move1", "move3", "back", "right", "powerup", "uturn", "move2", "spam"]},
                                 "B": {"upgrades": ["memory-cards"]}}})",
                  R"({"registers": 1})", programming)
        << 0 << false;
    QTest::newRow("memory cards: in the collection only")
        << course(memory(R"("collection": ["memory-cards"])", R"(["uturn"])"), "",
                  R"({"registers": 1, "endOfTurn": true})", programming)
        << 0 << false;
    // Back to the hand at the start of the next upgrade phase (or round): turn 2 programs the
    // U-Turn that lay on it (the draw pile still holds none).
    auto twoTurns = [](const QByteArray &held) {
        return R"({"name": "A", "at": [0, 1], "facing": "E", )" + held +
               R"(, "deck": ["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "again", "move1", "move2", "left", "right",
                            "move3", "back", "powerup", "left", "right"], "turns": [{"program": ["left"], "decisions": [{"programming": true, "use": "memory-cards", "cards": ["uturn"]}]}, {"program": ["uturn"]}]})";
    };
    QTest::newRow("memory cards: into the next upgrade phase's hand")
        << course(twoTurns(memoryHeld), expectOf(R"({"facing": "S"})"), R"({"turns": 2})",
                  programming + R"(, "upgradePhase": {"deck": []})")
        << 0 << false;
    QTest::newRow("memory cards: into the next round's hand")
        << course(twoTurns(memoryHeld), expectOf(R"({"facing": "S"})"), R"({"turns": 2})", programming) << 0 << false;
    QTest::newRow("memory cards: without it, no U-Turn in hand")
        << course(twoTurns(R"("collection": ["memory-cards"])"), expectOf(R"({"facing": "N"})"), R"({"turns": 2})",
                  programming)
        << 0 << false;
}

void TestEdition2023Programming::cardsAside()
{
    QFETCH(QByteArray, json);
    QFETCH(int, onMemory);
    QFETCH(bool, faceUp);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("aside.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
    const auto &a = result->finalState.robots.front();
    QCOMPARE(static_cast<int>(a.memory.size()), onMemory);
    QCOMPARE(a.topFaceUp, faceUp);
}

namespace programming2023test {

// Three robots, none of them with an upgrade, token holder `holder`, and `phase` as the upgrade
// phase (empty: none, and register 1 is played); only the setup and the upgrade phase are played.
QByteArray dealt(const QByteArray &holder, const QByteArray &phase, const QByteArray &collectionA = "[]")
{
    const QByteArray robots = R"({"name": "A", "at": [0, 0], "facing": "E", "collection": )" + collectionA + R"(},
                                 {"name": "B", "at": [0, 1], "facing": "E"}, {"name": "C", "at": [0, 2], "facing": "E"})";
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023", "seed": 11,
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3]},
               "robots": [)" +
           robots + R"(], "priorityToken": ")" + holder + R"(", "damageDeck": "endless-spam")" +
           (phase.isEmpty() ? QByteArray(R"(, "play": {"registers": 1}})")
                            : R"(, "upgradePhase": )" + phase + R"(, "play": {"registers": 0}})");
}

std::vector<std::vector<model::UpgradeId>> collectionsAfter(const QByteArray &json)
{
    const auto sc = io::parseScenarioJson(json, QStringLiteral("deal.rfscenario"));
    if (!sc)
        qWarning("%s", qPrintable(sc.error().toString()));
    const auto result = sc ? sim::runScenario(*sc) : std::expected<sim::RunResult, rules::ScenarioError>{};
    std::vector<std::vector<model::UpgradeId>> out;
    if (result)
        for (const auto &r : result->finalState.robots)
            out.emplace_back(r.collection.begin(), r.collection.end());
    return out;
}

} // namespace programming2023test

void TestEdition2023Programming::setupDeal_data()
{
    // RULES.md 10.2: 3 upgrades into each collection from a seeded deck; a scenario that gives the
    // deck or a robot's collection is taken as given, and a game without an upgrade phase has no
    // upgrade deck to deal from (docs/rules.md).
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QList<int>>("sizes");
    using programming2023test::dealt;
    QTest::newRow("a seeded deck: three each") << dealt("A", "{}") << QList<int>{3, 3, 3};
    QTest::newRow("a given deck") << dealt("A", R"({"deck": ["brakes", "zoop", "spiky", "rail-gun"]})")
                                  << QList<int>{0, 0, 0};
    QTest::newRow("a collection given") << dealt("A", "{}", R"(["brakes"])") << QList<int>{1, 0, 0};
    QTest::newRow("no upgrade phase") << dealt("A", "") << QList<int>{0, 0, 0};
}

void TestEdition2023Programming::setupDeal()
{
    QFETCH(QByteArray, json);
    QFETCH(QList<int>, sizes);
    const auto collections = programming2023test::collectionsAfter(json);
    QCOMPARE(collections.size(), std::size_t(3));
    QList<int> got;
    std::vector<model::UpgradeId> all;
    for (const auto &c : collections) {
        got.append(static_cast<int>(c.size()));
        all.insert(all.end(), c.begin(), c.end());
    }
    QCOMPARE(got, sizes);
    std::ranges::sort(all);
    QVERIFY(std::ranges::adjacent_find(all) == all.end()); // each upgrade once
}

void TestEdition2023Programming::setupDealInPriorityOrder()
{
    // The same shuffled deck dealt from A and from B: three cards at a time, the token holder
    // first, then to its left, so that the collections turn round by one robot.
    const auto fromA = programming2023test::collectionsAfter(programming2023test::dealt("A", "{}"));
    const auto fromB = programming2023test::collectionsAfter(programming2023test::dealt("B", "{}"));
    QCOMPARE(fromA.size(), std::size_t(3));
    QCOMPARE(fromB.size(), std::size_t(3));
    QVERIFY(fromA[0] != fromA[1]);
    QCOMPARE(fromB[1], fromA[0]);
    QCOMPARE(fromB[2], fromA[1]);
    QCOMPARE(fromB[0], fromA[2]);
}

namespace programming2023test {

// Every choice offered at any position of the scenario's replay, in order.
std::vector<rules::DecisionOffer> everyOffer(sim::Replay &replay)
{
    std::vector<rules::DecisionOffer> all;
    for (int p = 0; p <= replay.length(); ++p)
        for (const rules::DecisionOffer &o : replay.run().decisionOffers(replay.stateAt(p)))
            all.push_back(o);
    return all;
}

bool offered(const std::vector<rules::DecisionOffer> &offers, const model::Decision &d)
{
    return std::ranges::any_of(offers, [&](const rules::DecisionOffer &o) { return o.robot == 0 && o.decision == d; });
}

} // namespace programming2023test

void TestEdition2023Programming::choicesOffered()
{
    // The debugger offers the choices of the upgrades A holds: Lucky Booster's `replace`,
    // Re-Initialize's target at its turn and in the upgrade phase, and at the checkpoint it
    // reaches, each kind of card of its hand and discard pile for Self-Diagnostics.
    using model::Decision;
    using model::DecisionTime;
    using model::DecisionUse;
    using model::UpgradeId;
    const QByteArray robots =
        robotOf(
            R"("upgrades": ["lucky-booster", "re-initialize", "self-diagnostics"], "program": ["move1"], "hand": ["spam"],
                                         "discard": ["spam", "move2"])") +
        R"(, {"name": "B", "at": [3, 2], "facing": "W", "program": ["left"]})";
    auto sc = io::parseScenarioJson(
        course(robots, "", R"({"registers": 1})", R"("damageDeck": "endless-spam", "upgradePhase": {"deck": []})"),
        QStringLiteral("offers.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    auto replay = sim::Replay::create(*sc);
    QVERIFY(replay);
    const auto offers = programming2023test::everyOffer(*replay);
    const Decision lucky{
        .when = DecisionTime::Register, .reg = 1, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::LuckyBooster};
    Decision replace = lucky;
    replace.replace = true;
    const Decision reinit{.when = DecisionTime::Register,
                          .reg = 1,
                          .use = DecisionUse::Upgrade,
                          .target = "B",
                          .upgrade = UpgradeId::ReInitialize};
    const Decision reinitInPhase{.when = DecisionTime::UpgradePhase,
                                 .use = DecisionUse::Upgrade,
                                 .target = "B",
                                 .upgrade = UpgradeId::ReInitialize};
    Decision diagnose{
        .when = DecisionTime::Register, .reg = 1, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::SelfDiagnostics};
    diagnose.card = model::CardKind::Move2;
    diagnose.fromDiscard = true;
    Decision fromHand = diagnose;
    fromHand.card = model::CardKind::Spam;
    fromHand.fromDiscard = false;
    for (const Decision &d : {lucky, replace, reinit, reinitInPhase, diagnose, fromHand})
        QVERIFY2(programming2023test::offered(offers, d), qPrintable(QString::number(offers.size())));
    Decision notThere = diagnose;
    notThere.card = model::CardKind::Move3;
    QVERIFY(!programming2023test::offered(offers, notThere));
    // Turning instead of reaching the checkpoint: no Self-Diagnostics is offered.
    auto turning = io::parseScenarioJson(
        course(QByteArray(robots).replace(R"("program": ["move1"])", R"("program": ["left"])"), "",
               R"({"registers": 1})", R"("damageDeck": "endless-spam", "upgradePhase": {"deck": []})"),
        QStringLiteral("turning.rfscenario"));
    QVERIFY2(turning.has_value(), turning ? "" : qPrintable(turning.error().toString()));
    auto turningReplay = sim::Replay::create(*turning);
    QVERIFY(turningReplay);
    QVERIFY(std::ranges::none_of(programming2023test::everyOffer(*turningReplay), [](const rules::DecisionOffer &o) {
        return o.decision.use == DecisionUse::Upgrade && o.decision.upgrade == UpgradeId::SelfDiagnostics;
    }));
    // Taken as the debugger takes it: written into the file, played, and not offered again.
    sc->robots[0].turns.resize(1);
    sc->robots[0].turns[0].decisions.push_back(diagnose);
    const QByteArray text = io::scenarioToJson(*sc);
    QVERIFY2(text.contains(R"({"register": 1, "use": "self-diagnostics", "card": "move2", "from": "discard"})"),
             text.constData());
    QVERIFY(replay->update(*sc));
    const auto after = programming2023test::everyOffer(*replay);
    QVERIFY(!programming2023test::offered(after, fromHand));
    QVERIFY(programming2023test::offered(after, lucky));
    const auto result = sim::runScenario(*sc);
    QVERIFY(result.has_value());
    QCOMPARE(result->finalState.robots[0].discard.size(), std::size_t(1));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Programming)
#include "tst_edition2023programming.moc"
