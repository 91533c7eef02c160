// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 upgrades that act during a robot's activation and the board's steps (RULES.md 10.13 to
// 10.15): Brakes, Drifting, Power Slide, Energy Conversion, Firewall, Hover Unit, Spiky, Magnetic,
// All Aboard, Piercing Drill and Modular Chassis (with chassis-permanent-only), and Ramming Gear on
// a Haywire's moves. Each row is an effect or a condition that stops it; the scenario is written
// back to the same model and played, its expectations must pass and a trace line is checked.
#include "playedtrace.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Activation : public QObject {
    Q_OBJECT
private slots:
    void activation_data();
    void activation();
};

namespace activation2023test {

// An 8x4 board (y grows southwards): pits at [2, 1] and [2, 2], walls between [2, 2] and [3, 2] and
// between [7, 1] and [7, 2],
// a board laser on the east edge of row 0 firing west, blue belts east at [3, 3] and [4, 3], a
// green belt east at [5, 3] and a reboot token at [0, 3]; SPAM for damage.
QByteArray board(const QByteArray &robots, const QByteArray &expect, int registers = 1,
                 const QByteArray &options = "{}")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [8, 4],
                          "cells": [{"at": [0, 3], "device": {"kind": "reboot", "dir": "N"}}, {"at": [2, 1], "floor": "pit"},
                                    {"at": [2, 2], "floor": "pit"},
                                    {"at": [3, 3], "device": {"kind": "belt", "dir": "E", "express": true}},
                                    {"at": [4, 3], "device": {"kind": "belt", "dir": "E", "express": true}},
                                    {"at": [5, 3], "device": {"kind": "belt", "dir": "E"}}],
                          "edges": [{"at": [2, 2], "side": "E", "kind": "wall"}, {"at": [7, 1], "side": "S", "kind": "wall"},
                                    {"at": [7, 0], "side": "E", "kind": "laser", "dir": "W", "beams": 1}]},
               "robots": [)" +
           robots + R"(], "damageDeck": "endless-spam", "options": )" + options + R"(, "play": {"registers": )" +
           QByteArray::number(registers) + R"(}, "expect": [{"robots": )" + expect + "}]}";
}

// Robot A at `at` facing `facing` with program `program` (a JSON list), installed upgrades
// `upgrades` and decisions `decisions` (JSON lists), and `more` keys.
QByteArray robotA(const char *at, const char *facing, const QByteArray &program, const QByteArray &upgrades,
                  const QByteArray &decisions = "[]", const QByteArray &more = {})
{
    return QByteArray(R"({"name": "A", "at": )") + at + R"(, "facing": ")" + facing + R"(", "program": )" + program +
           R"(, "upgrades": )" + upgrades + R"(, "decisions": )" + decisions +
           (more.isEmpty() ? QByteArray() : ", " + more) + "}";
}

// An idle robot `name` at `at` facing north, holding `upgrades`, with `decisions`.
QByteArray idle(const char *name, const char *at, const QByteArray &upgrades = "[]", const QByteArray &decisions = "[]")
{
    return QByteArray(R"({"name": ")") + name + R"(", "at": )" + at +
           R"(, "facing": "N", "program": [null, null], "upgrades": )" + upgrades + R"(, "decisions": )" + decisions +
           "}";
}

// A decision of register `reg` to use `use`, with `keys`.
QByteArray use(const char *use, const QByteArray &keys = {}, int reg = 1)
{
    return R"({"register": )" + QByteArray::number(reg) + R"(, "use": ")" + use + "\"" +
           (keys.isEmpty() ? QByteArray() : ", " + keys) + "}";
}

} // namespace activation2023test

void TestEdition2023Activation::activation_data()
{
    using namespace activation2023test;
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("traced"); // a line the trace must hold

    const QByteArray never = "its moment never came";
    const QByteArray notNow = "the option does not act now";
    // --- Brakes (10.14): a Move 1 lying in the register moves 0 squares. ---
    const QByteArray brakes = "[\"brakes\"]";
    const QByteArray braking = "[" + use("brakes") + "]";
    QTest::newRow("brakes: move 1") << board(robotA("[5, 1]", "W", R"(["move1"])", brakes, braking),
                                             R"({"A": {"at": [5, 1], "upgrades": ["brakes"]}})")
                                    << QStringLiteral("[upgrade-braked]");
    QTest::newRow("brakes: not a move 2")
        << board(robotA("[5, 1]", "W", R"(["move2"])", brakes, braking), R"({"A": {"at": [3, 1]}})")
        << QString::fromLatin1(never);
    QTest::newRow("brakes: not installed")
        << board(robotA("[5, 1]", "W", R"(["move1"])", "[]", braking, R"("collection": ["brakes"])"),
                 R"({"A": {"at": [4, 1]}})")
        << QStringLiteral("does not hold");
    QTest::newRow("brakes: not an Again repeating a move 1")
        << board(robotA("[5, 1]", "W", R"(["move1", "again"])", brakes, "[" + use("brakes", {}, 2) + "]"),
                 R"({"A": {"at": [3, 1]}})", 2)
        << QString::fromLatin1(never);
    QTest::newRow("brakes: the move 1 replacing a SPAM")
        << board(robotA("[5, 1]", "W", R"(["spam"])", brakes, braking, R"("deck": ["move1"])"),
                 R"({"A": {"at": [5, 1]}})")
        << QStringLiteral("[upgrade-braked]");
    QTest::newRow("brakes: the move 1 replacing an Again in register 1")
        << board(robotA("[5, 1]", "W", R"(["again"])", brakes, braking, R"("deck": ["move1"])"),
                 R"({"A": {"at": [5, 1]}})")
        << QStringLiteral("[upgrade-braked]");
    QTest::newRow("brakes: the move 1 hw-double-draw drew")
        << board(robotA("[5, 1]", "W", R"(["hw-double-draw"])", brakes, braking,
                        R"("haywires": {"1": "hw-double-draw"}, "deck": ["move1", "right"])"),
                 R"({"A": {"at": [5, 1], "facing": "N"}})")
        << QStringLiteral("[upgrade-braked]");
    // B's Scrambler puts A's top card (a Move 1) into A's register 2, which A brakes.
    QTest::newRow("brakes: the move 1 Scrambler put there")
        << board(robotA("[5, 1]", "E", R"(["powerup", "move2"])", brakes, "[" + use("brakes", {}, 2) + "]",
                        R"("deck": ["move1"])") +
                     ", " +
                     idle("B", "[4, 1]", R"(["scrambler"])", R"([{"register": 1, "use": "scrambler", "target": "A"}])")
                         .replace(R"("N")", R"("E")"),
                 R"({"A": {"at": [5, 1]}})", 2)
        << QStringLiteral("[upgrade-braked]");
    QTest::newRow("brakes: not a Haywire's move") << board(robotA("[5, 1]", "W", R"(["hw-move1-priority"])", brakes,
                                                                  braking, R"("haywires": {"1": "hw-move1-priority"})"),
                                                           R"({"A": {"at": [4, 1]}})")
                                                  << QString::fromLatin1(never);
    QTest::newRow("brakes: not a Crab Legs pair")
        << board(robotA("[5, 1]", "N", R"(["move1+left"])", R"(["brakes", "crab-legs"])", braking),
                 R"({"A": {"at": [4, 1], "facing": "N"}})")
        << QString::fromLatin1(never);

    // --- Drifting and Power Slide (10.14): 1 forward after a rotate card lying in the register. ---
    const QByteArray drifting = "[\"drifting\"]";
    const QByteArray drift = "[" + use("drifting") + "]";
    QTest::newRow("drifting after rotate left")
        << board(robotA("[6, 1]", "N", R"(["left"])", drifting, drift), R"({"A": {"at": [5, 1], "facing": "W"}})")
        << QStringLiteral("A moves W to 5,1  [moved]");
    QTest::newRow("drifting: not after rotate right")
        << board(robotA("[6, 1]", "N", R"(["right"])", drifting, drift), R"({"A": {"at": [6, 1], "facing": "E"}})")
        << QString::fromLatin1(never);
    QTest::newRow("drifting: not after an Again")
        << board(robotA("[6, 1]", "N", R"(["left", "again"])", drifting, "[" + use("drifting", {}, 2) + "]"),
                 R"({"A": {"at": [6, 1], "facing": "S"}})", 2)
        << QString::fromLatin1(never);
    QTest::newRow("drifting after the rotate left replacing a SPAM")
        << board(robotA("[6, 1]", "N", R"(["spam"])", drifting, drift, R"("deck": ["left"])"),
                 R"({"A": {"at": [5, 1], "facing": "W"}})")
        << QStringLiteral("A moves W to 5,1  [moved]");
    // hw-double-draw turns up left then right: the drift comes right after the left, before the right.
    QTest::newRow("drifting between the cards hw-double-draw drew")
        << board(robotA("[6, 1]", "N", R"(["hw-double-draw"])", drifting, drift,
                        R"("haywires": {"1": "hw-double-draw"}, "deck": ["left", "right"])"),
                 R"({"A": {"at": [5, 1], "facing": "N"}})")
        << QStringLiteral("A moves W to 5,1  [moved]");
    QTest::newRow("drifting: not after a Crab Legs pair")
        << board(robotA("[6, 1]", "N", R"(["move1+left"])", R"(["drifting", "crab-legs"])", drift),
                 R"({"A": {"at": [5, 1], "facing": "N"}})")
        << QString::fromLatin1(never);
    QTest::newRow("drifting: not after a Haywire's turn")
        << board(robotA("[6, 1]", "N", R"(["hw-turn-either"])", drifting, drift,
                        R"("haywires": {"1": "hw-turn-either"})"),
                 R"({"A": {"at": [6, 1], "facing": "E"}})")
        << QString::fromLatin1(never);
    // Its push is no card push: Ramming Gear deals nothing (B draws A's laser hit alone).
    QTest::newRow("drifting pushes, not as a card")
        << board(robotA("[6, 1]", "N", R"(["left"])", R"(["drifting", "ramming-gear"])", drift) + ", " +
                     idle("B", "[5, 1]"),
                 R"({"A": {"at": [5, 1]}, "B": {"at": [4, 1], "damage": 1}})")
        << QStringLiteral("B is pushed W to 4,1");
    QTest::newRow("power slide after rotate right")
        << board(robotA("[4, 1]", "N", R"(["right"])", R"(["power-slide"])", "[" + use("power-slide") + "]"),
                 R"({"A": {"at": [5, 1], "facing": "E"}})")
        << QStringLiteral("A moves E to 5,1  [moved]");
    QTest::newRow("power slide: not after rotate left")
        << board(robotA("[4, 1]", "N", R"(["left"])", R"(["power-slide"])", "[" + use("power-slide") + "]"),
                 R"({"A": {"at": [4, 1], "facing": "W"}})")
        << QString::fromLatin1(never);

    // --- Energy Conversion (10.14): after a board laser's damage, 1 forward or back. ---
    const QByteArray conversion = "[\"energy-conversion\"]";
    QTest::newRow("energy conversion forward")
        << board(robotA("[5, 0]", "W", R"(["powerup"])", conversion, "[" + use("energy-conversion") + "]"),
                 R"({"A": {"at": [4, 0], "damage": 1, "upgrades": ["energy-conversion"]}})")
        << QStringLiteral("A moves W to 4,0  [moved]");
    QTest::newRow("energy conversion back") << board(robotA("[5, 0]", "W", R"(["powerup"])", conversion,
                                                            "[" + use("energy-conversion", R"("way": "back")") + "]"),
                                                     R"({"A": {"at": [6, 0], "damage": 1}})")
                                            << QStringLiteral("A moves E to 6,0  [moved]");
    QTest::newRow("energy conversion: no board laser damage")
        << board(robotA("[5, 1]", "W", R"(["powerup"])", conversion, "[" + use("energy-conversion") + "]"),
                 R"({"A": {"at": [5, 1]}})")
        << QString::fromLatin1(never);
    QTest::newRow("energy conversion: another robot hit")
        << board(robotA("[5, 1]", "W", R"(["powerup"])", conversion, "[" + use("energy-conversion") + "]") + ", " +
                     idle("B", "[5, 0]"),
                 R"({"A": {"at": [5, 1]}, "B": {"damage": 1}})")
        << QString::fromLatin1(never);
    QTest::newRow("energy conversion: a robot's laser does not count")
        << board(robotA("[5, 1]", "E", R"(["powerup"])", conversion, "[" + use("energy-conversion") + "]") +
                     R"(, {"name": "B", "at": [6, 1], "facing": "W", "program": [null]})",
                 R"({"A": {"at": [5, 1], "damage": 1}})")
        << QString::fromLatin1(never);
    QTest::newRow("energy conversion: the shield stopped the damage")
        << board(robotA("[5, 0]", "W", R"(["powerup"])", R"(["energy-conversion", "deflector-shield"])",
                        "[" + use("energy-conversion") + ", " + use("deflector-shield") + "]"),
                 R"({"A": {"at": [5, 0], "damage": 0}})")
        << QString::fromLatin1(never);
    QTest::newRow("energy conversion: not installed")
        << board(robotA("[5, 0]", "W", R"(["powerup"])", "[]", "[" + use("energy-conversion") + "]",
                        R"("collection": ["energy-conversion"])"),
                 R"({"A": {"at": [5, 0]}})")
        << QStringLiteral("does not hold");

    // --- Firewall (10.14): no damage for a reboot in a pit; the board edge is not covered. ---
    QTest::newRow("firewall: a pit") << board(robotA("[1, 1]", "E", R"(["move1"])", R"(["firewall"])"),
                                              R"({"A": {"onBoard": false, "damage": 0}})")
                                     << QStringLiteral("[reboot-off-board]");
    QTest::newRow("firewall: not the board edge")
        << board(robotA("[0, 1]", "W", R"(["move1"])", R"(["firewall"])"), R"({"A": {"onBoard": false, "damage": 2}})")
        << QStringLiteral("[reboot-off-board]");
    QTest::newRow("firewall: not installed")
        << board(robotA("[1, 1]", "E", R"(["move1"])", "[]", "[]", R"("collection": ["firewall"])"),
                 R"({"A": {"onBoard": false, "damage": 2}})")
        << QStringLiteral("[reboot-off-board]");

    // --- Hover Unit (10.14): the register card carries it over pits. ---
    const QByteArray hover = "[\"hover-unit\"]";
    QTest::newRow("hover unit: over a pit")
        << board(robotA("[1, 1]", "E", R"(["move2"])", hover), R"({"A": {"at": [3, 1], "damage": 0}})")
        << QStringLiteral("[hover-over-pit]");
    QTest::newRow("hover unit: a move ending on the pit")
        << board(robotA("[1, 1]", "E", R"(["move1"])", hover), R"({"A": {"onBoard": false}})")
        << QStringLiteral("[fell-into-pit]");
    QTest::newRow("hover unit: stopped on the pit by a wall")
        << board(robotA("[1, 2]", "E", R"(["move2"])", hover), R"({"A": {"onBoard": false}})")
        << QStringLiteral("[fell-into-pit]");
    QTest::newRow("hover unit: a SPAM's replacement")
        << board(robotA("[1, 1]", "E", R"(["spam"])", hover, "[]", R"("deck": ["move2"])"), R"({"A": {"at": [3, 1]}})")
        << QStringLiteral("[hover-over-pit]");
    QTest::newRow("hover unit: an Again")
        << board(robotA("[5, 1]", "W", R"(["move2", "again"])", hover), R"({"A": {"at": [1, 1]}})", 2)
        << QStringLiteral("[hover-over-pit]");
    QTest::newRow("hover unit: a Haywire's moves")
        << board(robotA("[1, 1]", "E", R"(["hw-move2-right"])", hover, "[]", R"("haywires": {"1": "hw-move2-right"})"),
                 R"({"A": {"at": [3, 1], "facing": "S"}})")
        << QStringLiteral("[hover-over-pit]");
    QTest::newRow("hover unit: pushed onto a pit")
        << board(robotA("[0, 1]", "E", R"(["move1"])", "[]") + ", " + idle("B", "[1, 1]", hover),
                 R"({"A": {"at": [1, 1]}, "B": {"onBoard": false}})")
        << QStringLiteral("[fell-into-pit]");
    QTest::newRow("hover unit: not a movement upgrade")
        << board(robotA("[1, 1]", "E", R"(["powerup"])", R"(["hover-unit", "overclocked"])",
                        "[" + use("overclocked") + "]"),
                 R"({"A": {"onBoard": false}})")
        << QStringLiteral("[fell-into-pit]");
    QTest::newRow("hover unit: not installed")
        << board(robotA("[1, 1]", "E", R"(["move2"])", "[]", "[]", R"("collection": ["hover-unit"])"),
                 R"({"A": {"onBoard": false}})")
        << QStringLiteral("[fell-into-pit]");

    // --- Spiky (10.14): entering its square, once per movement or push. ---
    const QByteArray spiky = "[\"spiky\"]";
    QTest::newRow("spiky: pushed by a card")
        << board(robotA("[5, 1]", "W", R"(["move1"])", "[]") + ", " + idle("B", "[4, 1]", spiky),
                 R"({"A": {"at": [4, 1], "damage": 1}, "B": {"at": [3, 1], "damage": 1}})")
        << QStringLiteral("[spiky-damage]");
    QTest::newRow("spiky: once per movement")
        << board(robotA("[6, 1]", "W", R"(["move2"])", "[]") + ", " + idle("B", "[5, 1]", spiky),
                 R"({"A": {"at": [4, 1], "damage": 1}, "B": {"at": [3, 1]}})")
        << QStringLiteral("[spiky-damage]");
    QTest::newRow("spiky: a robot pushed into it")
        << board(robotA("[6, 1]", "W", R"(["move1"])", "[]") + ", " + idle("C", "[5, 1]") + ", " +
                     idle("B", "[4, 1]", spiky),
                 R"({"A": {"damage": 0}, "C": {"at": [4, 1], "damage": 2}, "B": {"at": [3, 1]}})")
        << QStringLiteral("C runs into B's spikes");
    QTest::newRow("spiky: a blocked push counts")
        << board(robotA("[4, 2]", "W", R"(["move1"])", "[]") + ", " + idle("B", "[3, 2]", spiky),
                 R"({"A": {"at": [4, 2], "damage": 1}, "B": {"at": [3, 2]}})")
        << QStringLiteral("[spiky-damage]");
    QTest::newRow("spiky: arriving next to it")
        << board(robotA("[6, 1]", "W", R"(["move1"])", "[]") + ", " + idle("B", "[4, 1]", spiky),
                 R"({"A": {"at": [5, 1], "damage": 0}})")
        << QStringLiteral("A moves W to 5,1");
    QTest::newRow("spiky: a belt it stops")
        << board(idle("C", "[5, 3]") + ", " + idle("B", "[6, 3]", spiky), R"({"C": {"at": [5, 3], "damage": 0}})")
        << QStringLiteral("[belt-blocked-by-robot]");
    // A re-enters on the token where spiky B stands: B is pushed off, A draws nothing.
    QTest::newRow("spiky: not a re-entry")
        << board(R"({"name": "A", "at": [0, 3], "facing": "N", "rebooting": true, "program": ["powerup"]}, )" +
                     idle("B", "[0, 3]", spiky),
                 R"({"A": {"at": [0, 3], "damage": 0}, "B": {"at": [0, 2]}})")
        << QStringLiteral("[re-entered-on-token]");
    QTest::newRow("spiky: a movement upgrade")
        << board(robotA("[6, 1]", "W", R"(["powerup"])", R"(["overclocked"])", "[" + use("overclocked") + "]") + ", " +
                     idle("B", "[5, 1]", spiky),
                 R"({"A": {"at": [4, 1], "damage": 1}, "B": {"at": [3, 1]}})")
        << QStringLiteral("[spiky-damage]");
    QTest::newRow("spiky: its holder pushing")
        << board(robotA("[5, 1]", "W", R"(["move1"])", spiky) + ", " + idle("B", "[4, 1]"),
                 R"({"A": {"damage": 0}, "B": {"at": [3, 1], "damage": 1}})")
        << QStringLiteral("B is pushed W to 3,1");

    // --- Piercing Drill (10.15): the first robot a card push reaches. ---
    const QByteArray drill = "[\"piercing-drill\"]";
    QTest::newRow("piercing drill")
        << board(robotA("[6, 1]", "W", R"(["move1"])", drill,
                        "[" + use("piercing-drill", R"("target": "B", "facing": "S")") + "]") +
                     ", " + idle("B", "[5, 1]"),
                 R"({"A": {"upgrades": []}, "B": {"at": [4, 1], "facing": "S", "damage": 2}})")
        << QStringLiteral("[piercing-drill]");
    QTest::newRow("piercing drill: facing unchanged")
        << board(robotA("[6, 1]", "W", R"(["move1"])", drill, "[" + use("piercing-drill", R"("target": "B")") + "]") +
                     ", " + idle("B", "[5, 1]"),
                 R"({"B": {"facing": "N", "damage": 2}})")
        << QStringLiteral("[piercing-drill]");
    QTest::newRow("piercing drill: a blocked push")
        << board(robotA("[4, 2]", "W", R"(["move1"])", drill, "[" + use("piercing-drill", R"("target": "B")") + "]") +
                     ", " + idle("B", "[3, 2]"),
                 R"({"A": {"at": [4, 2], "upgrades": []}, "B": {"at": [3, 2], "damage": 2}})")
        << QStringLiteral("[piercing-drill]");
    QTest::newRow("piercing drill: not the second of the chain")
        << board(robotA("[6, 1]", "W", R"(["move1"])", drill, "[" + use("piercing-drill", R"("target": "C")") + "]") +
                     ", " + idle("B", "[5, 1]") + ", " + idle("C", "[4, 1]"),
                 R"({"A": {"upgrades": ["piercing-drill"]}, "C": {"at": [3, 1], "damage": 0}})")
        << QString::fromLatin1(never);
    QTest::newRow("piercing drill: not a movement upgrade's push")
        << board(robotA("[6, 1]", "W", R"(["powerup"])", R"(["piercing-drill", "overclocked"])",
                        "[" + use("overclocked") + ", " + use("piercing-drill", R"("target": "B")") + "]") +
                     ", " + idle("B", "[5, 1]"),
                 R"({"A": {"upgrades": ["piercing-drill"]}, "B": {"damage": 1}})")
        << QString::fromLatin1(never);
    QTest::newRow("piercing drill: a Haywire's push")
        << board(robotA("[6, 1]", "W", R"(["hw-move1-priority"])", drill,
                        "[" + use("piercing-drill", R"("target": "B")") + "]",
                        R"("haywires": {"1": "hw-move1-priority"})") +
                     ", " + idle("B", "[5, 1]"),
                 R"({"A": {"upgrades": []}, "B": {"at": [4, 1], "damage": 2}})")
        << QStringLiteral("[piercing-drill]");
    // Ramming Gear on a Haywire's moves (RULES.md 10.13, 10.16: they are card pushes).
    QTest::newRow("ramming gear: a Haywire's push")
        << board(robotA("[6, 1]", "W", R"(["hw-move1-priority"])", R"(["ramming-gear"])", "[]",
                        R"("haywires": {"1": "hw-move1-priority"})") +
                     ", " + idle("B", "[5, 1]"),
                 R"({"B": {"at": [4, 1], "damage": 2}})")
        << QStringLiteral("[ramming-damage]");
    QTest::newRow("ramming gear: once per Haywire")
        << board(robotA("[7, 1]", "W", R"(["hw-move1-left-move1"])", R"(["ramming-gear"])", "[]",
                        R"("haywires": {"1": "hw-move1-left-move1"})") +
                     ", " + idle("B", "[6, 1]"),
                 R"({"A": {"at": [6, 2]}, "B": {"at": [5, 1], "damage": 1}})")
        << QStringLiteral("[ramming-damage]");

    // --- Magnetic (10.15): the same steps as the neighbour's card made. ---
    const QByteArray magnetic = "[\"magnetic\"]";
    const QByteArray follow = "[" + use("magnetic", R"("target": "A")") + "]";
    QTest::newRow("magnetic") << board(robotA("[6, 1]", "W", R"(["move2"])", "[]") + ", " +
                                           idle("B", "[6, 2]", magnetic, follow),
                                       R"({"A": {"at": [4, 1]}, "B": {"at": [4, 2], "facing": "N", "upgrades": []}})")
                              << QStringLiteral("B moves W to 4,2  [moved]");
    QTest::newRow("magnetic: only the steps made")
        << board(robotA("[4, 2]", "W", R"(["move3"])", "[]") + ", " + idle("B", "[4, 1]", magnetic, follow),
                 R"({"A": {"at": [3, 2]}, "B": {"at": [3, 1], "upgrades": []}})")
        << QStringLiteral("B moves W to 3,1  [moved]");
    QTest::newRow("magnetic: not next to it")
        << board(robotA("[6, 1]", "W", R"(["move2"])", "[]") + ", " + idle("B", "[7, 2]", magnetic, follow),
                 R"({"B": {"at": [7, 2], "upgrades": ["magnetic"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("magnetic: a wall between")
        << board(robotA("[7, 1]", "W", R"(["move1"])", "[]") + ", " + idle("B", "[7, 2]", magnetic, follow),
                 R"({"A": {"at": [6, 1]}, "B": {"at": [7, 2], "upgrades": ["magnetic"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("magnetic: its card pushed this robot")
        << board(robotA("[6, 1]", "W", R"(["move1"])", "[]") + ", " + idle("B", "[5, 1]", magnetic, follow),
                 R"({"B": {"at": [4, 1], "upgrades": ["magnetic"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("magnetic: the card made no step")
        << board(robotA("[6, 1]", "W", R"(["right"])", "[]") + ", " + idle("B", "[6, 2]", magnetic, follow),
                 R"({"B": {"at": [6, 2], "upgrades": ["magnetic"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("magnetic: not installed")
        << board(
               robotA("[6, 1]", "W", R"(["move2"])", "[]") +
                   R"(, {"name": "B", "at": [6, 2], "facing": "N", "program": [null], "collection": ["magnetic"], "decisions": )" +
                   follow + "}",
               R"({"B": {"at": [6, 2]}})")
        << QStringLiteral("does not hold");

    // --- All Aboard (10.15): the belts for this robot alone. ---
    const QByteArray aboard = "[\"all-aboard\"]";
    QTest::newRow("all aboard before the card")
        << board(robotA("[3, 3]", "N", R"(["move1"])", aboard, "[" + use("all-aboard", R"("when": "before")") + "]"),
                 R"({"A": {"at": [6, 2], "upgrades": []}})")
        << QStringLiteral("A is carried E to 6,3");
    QTest::newRow("all aboard after the card")
        << board(robotA("[3, 2]", "S", R"(["move1"])", aboard, "[" + use("all-aboard") + "]"),
                 R"({"A": {"at": [6, 3], "upgrades": []}})")
        << QStringLiteral("A is carried E to 4,3");
    QTest::newRow("all aboard: the others stay")
        << board(robotA("[3, 3]", "N", R"(["move1"])", aboard, "[" + use("all-aboard", R"("when": "before")") + "]") +
                     ", " + idle("B", "[4, 3]"),
                 R"({"A": {"at": [3, 2], "upgrades": []}})")
        << QStringLiteral("A decides: all-aboard");
    QTest::newRow("all aboard: not installed")
        << board(robotA("[3, 3]", "N", R"(["move1"])", "[]", "[" + use("all-aboard", R"("when": "before")") + "]",
                        R"("collection": ["all-aboard"])"),
                 R"({"A": {"at": [3, 2]}})")
        << QStringLiteral("does not hold");

    // --- Modular Chassis (10.14) and chassis-permanent-only (10.18). ---
    const QByteArray chassis = "[\"modular-chassis\"]";
    auto swap = [&](const QByteArray &keys) {
        return "[" + use("modular-chassis", R"("target": "B")" + (keys.isEmpty() ? QByteArray() : ", " + keys)) + "]";
    };
    QTest::newRow("modular chassis: the oldest")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap({})) + ", " +
                     idle("B", "[5, 1]", R"(["zoop", "rear-laser"])"),
                 R"({"A": {"upgrades": ["zoop"]}, "B": {"upgrades": ["modular-chassis", "rear-laser"]}})")
        << QStringLiteral("A gives Modular Chassis to B and takes zoop");
    QTest::newRow("modular chassis: the one named")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap(R"("take": "rear-laser")")) + ", " +
                     idle("B", "[5, 1]", R"(["zoop", "rear-laser"])"),
                 R"({"A": {"upgrades": ["rear-laser"]}, "B": {"upgrades": ["zoop", "modular-chassis"]}})")
        << QStringLiteral("[chassis-swap]");
    QTest::newRow("modular chassis: permanent only")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap({})) + ", " +
                     idle("B", "[5, 1]", R"(["zoop", "rear-laser"])"),
                 R"({"A": {"upgrades": ["rear-laser"]}, "B": {"upgrades": ["zoop", "modular-chassis"]}})", 1,
                 R"({"chassis-permanent-only": true})")
        << QStringLiteral("[chassis-swap]");
    QTest::newRow("modular chassis: permanent only, a temporary named")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap(R"("take": "zoop")")) + ", " +
                     idle("B", "[5, 1]", R"(["zoop", "rear-laser"])"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": ["zoop", "rear-laser"]}})", 1,
                 R"({"chassis-permanent-only": true})")
        << QStringLiteral("does not hold");
    QTest::newRow("modular chassis: permanent only, none")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap({})) + ", " + idle("B", "[5, 1]", R"(["zoop"])"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": ["zoop"]}})", 1,
                 R"({"chassis-permanent-only": true})")
        << QStringLiteral("nothing to use it on");
    QTest::newRow("modular chassis: nothing to take")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap({})) + ", " + idle("B", "[5, 1]"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": []}})")
        << QStringLiteral("nothing to use it on");
    QTest::newRow("modular chassis: a blocked push")
        << board(robotA("[4, 2]", "W", R"(["move1"])", chassis, swap({})) + ", " +
                     idle("B", "[3, 2]", R"(["rear-laser"])"),
                 R"({"A": {"upgrades": ["rear-laser"]}, "B": {"upgrades": ["modular-chassis"]}})")
        << QStringLiteral("[chassis-swap]");
    QTest::newRow("modular chassis: not pushed")
        << board(robotA("[6, 1]", "W", R"(["right"])", chassis, swap({})) + ", " +
                     idle("B", "[5, 1]", R"(["rear-laser"])"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": ["rear-laser"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("modular chassis: not the second of the chain")
        << board(robotA("[6, 1]", "W", R"(["move1"])", chassis, swap({})) + ", " + idle("C", "[5, 1]") + ", " +
                     idle("B", "[4, 1]", R"(["rear-laser"])"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": ["rear-laser"]}})")
        << QString::fromLatin1(notNow);
    QTest::newRow("modular chassis: not a movement upgrade's push")
        << board(robotA("[6, 1]", "W", R"(["powerup"])", R"(["modular-chassis", "overclocked"])",
                        "[" + use("overclocked", R"("when": "before")") + ", " +
                            use("modular-chassis", R"("target": "B")") + "]") +
                     ", " + idle("B", "[5, 1]", R"(["rear-laser"])"),
                 R"({"A": {"upgrades": ["modular-chassis"]}, "B": {"upgrades": ["rear-laser"]}})")
        << QString::fromLatin1(notNow);
}

void TestEdition2023Activation::activation()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, traced);
    const QString failure = edition2023test::playedTraceFailure(json, traced);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Activation)
#include "tst_edition2023activation.moc"
