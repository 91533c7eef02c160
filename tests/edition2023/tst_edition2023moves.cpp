// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The movement upgrades of the 2023 edition (RULES.md 10.13, 10.15): Boink, Zoop, Overclocked,
// Pressure Release and Switch, right before or after the robot's own card, spent when used; void
// when not installed, when the robot does not activate, or when the move is not possible. Each
// scenario is written back to the same model and played; a trace line is checked.
#include "playedtrace.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Moves : public QObject {
    Q_OBJECT
private slots:
    void movesAct_data();
    void movesAct();
};

namespace moves2023test {

// A 6x3 board (y grows southwards) with a wall on the east side of [4, 1], a pit at [0, 2] and a
// reboot token at [5, 2] pointing north; SPAM for damage; one register.
QByteArray board(const QByteArray &robots, const QByteArray &expect)
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "cells": [{"at": [5, 2], "device": {"kind": "reboot", "dir": "N"}}, {"at": [0, 2], "floor": "pit"}],
                          "edges": [{"at": [4, 1], "side": "E", "kind": "wall"}]},
               "robots": [)" + robots + R"(], "damageDeck": "endless-spam", "play": {"registers": 1}, "expect": [{"robots": )" + expect + "}]}";
}

// Robot A at `at` facing `facing`, playing `card` in register 1, holding `upgrade` and deciding to
// use it with the keys `keys` (`held`: "upgrades" or "collection").
QByteArray mover(const char *at, const char *facing, const char *card, const char *upgrade, const QByteArray &keys,
                 const char *held = "upgrades", const QByteArray &more = {})
{
    return QByteArray(R"({"name": "A", "at": )") + at + R"(, "facing": ")" + facing + R"(", "program": [)" + card + R"(], ")" + held +
           R"(": [")" + upgrade + R"("], "decisions": [)" + more + R"({"register": 1, "use": ")" + upgrade + "\"" +
           (keys.isEmpty() ? QByteArray() : ", " + keys) + "}]}";
}

// An idle robot `name` at `at` facing north (its laser hits nobody on the test board).
QByteArray idle(const char *name, const char *at)
{
    return QByteArray(R"({"name": ")") + name + R"(", "at": )" + at + R"(, "facing": "N", "program": [null]})";
}

} // namespace moves2023test

void TestEdition2023Moves::movesAct_data()
{
    using namespace moves2023test;
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("traced"); // a line the trace must hold
    // Boink: to a free neighbouring square, facing kept, after (default) or before the card.
    QTest::newRow("boink after the card") << board(mover("[1, 0]", "E", "\"move1\"", "boink", R"("dir": "S")"),
                                                   R"({"A": {"at": [2, 1], "facing": "E", "upgrades": []}})")
                                          << QStringLiteral("[boink-step]");
    QTest::newRow("boink before the card") << board(mover("[1, 0]", "E", "\"right\"", "boink", R"("dir": "E", "when": "before")"),
                                                    R"({"A": {"at": [2, 0], "facing": "S", "upgrades": []}})")
                                           << QStringLiteral("[boink-step]");
    QTest::newRow("boink into a pit") << board(mover("[0, 1]", "N", "\"left\"", "boink", R"("dir": "S")"), R"({"A": {"onBoard": false}})")
                                      << QStringLiteral("[fell-into-pit]");
    QTest::newRow("boink: a robot there, no push") << board(mover("[1, 1]", "N", "\"left\"", "boink", R"("dir": "E")") + ", " + idle("B", "[2, 1]"),
                                                            R"({"A": {"at": [1, 1], "upgrades": ["boink"]}, "B": {"at": [2, 1]}})")
                                                   << QStringLiteral("the option does not act now");
    QTest::newRow("boink: a wall between") << board(mover("[4, 1]", "N", "\"left\"", "boink", R"("dir": "E")"),
                                                    R"({"A": {"at": [4, 1], "upgrades": ["boink"]}})")
                                           << QStringLiteral("the option does not act now");
    QTest::newRow("boink: off the board") << board(mover("[0, 0]", "N", "\"left\"", "boink", R"("dir": "N")"),
                                                   R"({"A": {"at": [0, 0], "upgrades": ["boink"]}})")
                                          << QStringLiteral("the option does not act now");
    QTest::newRow("boink: not installed") << board(mover("[1, 0]", "E", "\"move1\"", "boink", R"("dir": "S")", "collection"),
                                                   R"({"A": {"at": [2, 0]}})")
                                          << QStringLiteral("does not hold");
    QTest::newRow("boink: an empty register") << board(mover("[1, 0]", "E", "null", "boink", R"("dir": "S")"),
                                                       R"({"A": {"at": [1, 0], "upgrades": ["boink"]}})")
                                              << QStringLiteral("its moment never came");
    QTest::newRow("boink: shut down") << board(mover("[1, 0]", "E", "\"move1\"", "boink", R"("dir": "S")", "upgrades",
                                                     R"({"beforeRegisters": true, "use": "shutdown"}, )"),
                                               R"({"A": {"at": [1, 0], "upgrades": ["boink"]}})")
                                      << QStringLiteral("its moment never came");
    QTest::newRow("boink: the card took it off the board") << board(mover("[0, 1]", "S", "\"move1\"", "boink", R"("dir": "E")"),
                                                                    R"({"A": {"onBoard": false, "upgrades": ["boink"]}})")
                                                           << QStringLiteral("the option does not act now");
    // Zoop: any facing, before or after the card.
    QTest::newRow("zoop after the card") << board(mover("[1, 0]", "E", "\"move1\"", "zoop", R"("facing": "S")"),
                                                  R"({"A": {"at": [2, 0], "facing": "S", "upgrades": []}})")
                                         << QStringLiteral("[zoop-turn]");
    QTest::newRow("zoop, when after") << board(mover("[1, 0]", "E", "\"move1\"", "zoop", R"("facing": "S", "when": "after")"),
                                               R"({"A": {"at": [2, 0], "facing": "S", "upgrades": []}})")
                                      << QStringLiteral("[zoop-turn]");
    QTest::newRow("zoop before the card") << board(mover("[1, 0]", "E", "\"move1\"", "zoop", R"("facing": "S", "when": "before")"),
                                                   R"({"A": {"at": [1, 1], "facing": "S", "upgrades": []}})")
                                          << QStringLiteral("[zoop-turn]");
    // Overclocked: 2 forward, pushing; not a card push (Ramming Gear deals nothing: B draws only
    // A's laser hit).
    QTest::newRow("overclocked after the card") << board(mover("[0, 0]", "E", "\"move1\"", "overclocked", {}),
                                                         R"({"A": {"at": [3, 0], "upgrades": []}})")
                                                << QStringLiteral("A moves E to 3,0  [moved]");
    QTest::newRow("overclocked before the card") << board(mover("[0, 0]", "S", "\"left\"", "overclocked", R"("when": "before")"),
                                                          R"({"A": {"onBoard": false}})")
                                                 << QStringLiteral("[fell-into-pit]");
    QTest::newRow("overclocked pushes, not as a card") << board(R"({"name": "A", "at": [0, 1], "facing": "E", "program": ["powerup"],
                                                                   "upgrades": ["overclocked", "ramming-gear"], "decisions": [{"register": 1, "use": "overclocked"}]}, )" +
                                                                    idle("B", "[2, 1]"),
                                                                R"({"A": {"at": [2, 1]}, "B": {"at": [3, 1], "damage": 1}})")
                                                       << QStringLiteral("A moves E to 2,1  [moved]");
    // Pressure Release: back up to 5, stopping before a robot, at a wall; off the edge it reboots.
    QTest::newRow("pressure release") << board(mover("[5, 0]", "E", "\"powerup\"", "pressure-release", {}),
                                               R"({"A": {"at": [0, 0], "facing": "E", "upgrades": []}})")
                                      << QStringLiteral("A moves W to 0,0  [moved]");
    QTest::newRow("pressure release: stops before a robot") << board(mover("[5, 0]", "E", "\"powerup\"", "pressure-release", {}) + ", " + idle("B", "[1, 0]"),
                                                                     R"({"A": {"at": [2, 0], "upgrades": []}, "B": {"at": [1, 0]}})")
                                                            << QStringLiteral("A moves W to 2,0  [moved]");
    QTest::newRow("pressure release: a wall") << board(mover("[3, 1]", "W", "\"powerup\"", "pressure-release", {}),
                                                       R"({"A": {"at": [4, 1], "upgrades": []}})")
                                              << QStringLiteral("A decides: pressure-release");
    QTest::newRow("pressure release: off the edge") << board(mover("[3, 0]", "E", "\"powerup\"", "pressure-release", {}),
                                                             R"({"A": {"onBoard": false}})")
                                                    << QStringLiteral("[reboot-off-board]");
    QTest::newRow("pressure release before the card") << board(mover("[5, 0]", "E", "\"move1\"", "pressure-release", R"("when": "before")"),
                                                               R"({"A": {"at": [1, 0], "upgrades": []}})")
                                                      << QStringLiteral("A moves W to 0,0  [moved]");
    // Switch: with a neighbour, no wall between; both keep their facing.
    QTest::newRow("switch") << board(mover("[1, 1]", "E", "\"powerup\"", "switch", R"("target": "B")") + ", " + idle("B", "[2, 1]"),
                                     R"({"A": {"at": [2, 1], "facing": "E", "upgrades": []}, "B": {"at": [1, 1], "facing": "N"}})")
                            << QStringLiteral("A decides: switch");
    QTest::newRow("switch before the card") << board(mover("[1, 1]", "E", "\"move1\"", "switch", R"("target": "B", "when": "before")") + ", " + idle("B", "[1, 0]"),
                                                     R"({"A": {"at": [2, 0], "upgrades": []}, "B": {"at": [1, 1]}})")
                                            << QStringLiteral("A decides: switch");
    QTest::newRow("switch: not a neighbour") << board(mover("[1, 1]", "E", "\"powerup\"", "switch", R"("target": "B")") + ", " + idle("B", "[3, 1]"),
                                                      R"({"A": {"at": [1, 1], "upgrades": ["switch"]}, "B": {"at": [3, 1]}})")
                                             << QStringLiteral("the option does not act now");
    QTest::newRow("switch: a wall between") << board(mover("[4, 1]", "N", "\"powerup\"", "switch", R"("target": "B")") + ", " + idle("B", "[5, 1]"),
                                                     R"({"A": {"at": [4, 1], "upgrades": ["switch"]}, "B": {"at": [5, 1]}})")
                                            << QStringLiteral("the option does not act now");
    QTest::newRow("switch: not installed") << board(mover("[1, 1]", "E", "\"powerup\"", "switch", R"("target": "B")", "collection") + ", " + idle("B", "[2, 1]"),
                                                    R"({"A": {"at": [1, 1]}, "B": {"at": [2, 1]}})")
                                           << QStringLiteral("does not hold");
    // Two in one register, in the order listed: Zoop then Boink forward.
    QTest::newRow("zoop then boink") << board(R"({"name": "A", "at": [1, 0], "facing": "E", "program": ["powerup"], "upgrades": ["zoop", "boink"],
                                                 "decisions": [{"register": 1, "use": "zoop", "facing": "S"}, {"register": 1, "use": "boink", "dir": "S"}]})",
                                              R"({"A": {"at": [1, 1], "facing": "S", "upgrades": []}})")
                                     << QStringLiteral("[boink-step]");
}

void TestEdition2023Moves::movesAct()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, traced);
    const QString failure = edition2023test::playedTraceFailure(json, traced);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Moves)
#include "tst_edition2023moves.moc"
