// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The weapons step of the 2023 edition (RULES.md 10.13) and the upgrades that act in it
// (10.14, 10.15): the main laser and its modifiers, the replacement weapons (one per register,
// void without target, energy or the card), the Rear Laser, Deflector Shield and the option
// shutdown-no-fire. Each scenario is written back to the same model and played; the decisions
// that do not act are said in the trace with their reason.
#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Weapons : public QObject {
    Q_OBJECT
private slots:
    void weaponsAct_data();
    void weaponsAct();
    void decisionsRefused_data();
    void decisionsRefused();
    void everyUseRoundTrips_data();
    void everyUseRoundTrips();
};

namespace weapons2023test {

// A 6x3 board (y grows southwards) with a wall on the east side of [4, 1] and a reboot token at
// [5, 2] pointing north; SPAM for damage.
QByteArray board(const QByteArray &robots, const QByteArray &expect, const QByteArray &more = R"("play": {"registers": 1})")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "cells": [{"at": [5, 2], "device": {"kind": "reboot", "dir": "N"}}],
                          "edges": [{"at": [4, 1], "side": "E", "kind": "wall"}]},
               "robots": [)" + robots + R"(], "damageDeck": "endless-spam", )" + more + R"(, "expect": [{"robots": )" + expect + "}]}";
}

// Robot A at [0, 1] facing east with `keys`, its register 1 empty.
QByteArray shooter(const QByteArray &keys)
{
    return R"({"name": "A", "at": [0, 1], "facing": "E", "program": [null], )" + keys + "}";
}

// An idle robot `name` at `at` facing north (its laser hits nobody on the test boards).
QByteArray idle(const char *name, const char *at, const QByteArray &keys = {})
{
    return QByteArray(R"({"name": ")") + name + R"(", "at": )" + at + R"(, "facing": "N", "program": [null])" +
           (keys.isEmpty() ? QByteArray() : ", " + keys) + "}";
}

QByteArray use(const char *upgrade, const char *target = "B", int reg = 1)
{
    return QByteArray(R"("decisions": [{"register": )") + QByteArray::number(reg) + R"(, "use": ")" + upgrade + R"(", "target": ")" + target + R"("}])";
}

} // namespace weapons2023test

void TestEdition2023Weapons::weaponsAct_data()
{
    using namespace weapons2023test;
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("traced"); // a line the trace must hold ("" for none)
    const QByteArray b = idle("B", "[2, 1]");
    // Mini Howitzer (10.14): 1 energy, 2 damage cards, then a push in the direction of fire.
    QTest::newRow("mini howitzer") << board(shooter(R"("energy": 3, "upgrades": ["mini-howitzer"], )" + use("mini-howitzer")) + ", " + b,
                                            R"({"A": {"energy": 2}, "B": {"at": [3, 1], "damage": 2}})")
                                   << QStringLiteral("[howitzer-fired]");
    QTest::newRow("mini howitzer: the push a wall stops") << board(shooter(R"("energy": 1, "upgrades": ["mini-howitzer"], )" + use("mini-howitzer")) + ", " +
                                                                       idle("B", "[4, 1]"),
                                                                   R"({"A": {"energy": 0}, "B": {"at": [4, 1], "damage": 2}})")
                                                          << QStringLiteral("[howitzer-fired]");
    QTest::newRow("mini howitzer: no energy, the laser fires") << board(shooter(R"("energy": 0, "upgrades": ["mini-howitzer"], )" + use("mini-howitzer")) + ", " + b,
                                                                        R"({"A": {"energy": 0}, "B": {"at": [2, 1], "damage": 1}})")
                                                               << QStringLiteral("not enough energy");
    QTest::newRow("mini howitzer: not the robot the laser hits") << board(shooter(R"("energy": 3, "upgrades": ["mini-howitzer"], )" + use("mini-howitzer", "C")) +
                                                                              ", " + b + ", " + idle("C", "[3, 1]"),
                                                                          R"({"A": {"energy": 3}, "B": {"at": [2, 1], "damage": 1}, "C": {"damage": 0}})")
                                                                 << QStringLiteral("the target is not the robot the laser hits");
    QTest::newRow("mini howitzer: in the collection only") << board(shooter(R"("energy": 3, "collection": ["mini-howitzer"], )" + use("mini-howitzer")) + ", " + b,
                                                                    R"({"A": {"energy": 3}, "B": {"at": [2, 1], "damage": 1}})")
                                                           << QStringLiteral("does not hold");
    // Pressor and Tractor Beam (10.14): a move, no damage.
    QTest::newRow("pressor beam") << board(shooter(R"("upgrades": ["pressor-beam"], )" + use("pressor-beam")) + ", " + b, R"({"B": {"at": [3, 1], "damage": 0}})")
                                  << QStringLiteral("[weapon-moved]");
    QTest::newRow("tractor beam") << board(shooter(R"("upgrades": ["tractor-beam"], )" + use("tractor-beam")) + ", " + idle("B", "[3, 1]"),
                                           R"({"B": {"at": [2, 1], "damage": 0}})")
                                  << QStringLiteral("[weapon-moved]");
    QTest::newRow("tractor beam: a neighbour") << board(shooter(R"("upgrades": ["tractor-beam"], )" + use("tractor-beam")) + ", " + idle("B", "[1, 1]"),
                                                        R"({"B": {"at": [1, 1], "damage": 1}})")
                                               << QStringLiteral("neighbouring square");
    // Scrambler (10.14): B's register 2 (left) becomes its top card (right).
    const QByteArray two = R"("play": {"registers": 2})";
    QTest::newRow("scrambler") << board(R"({"name": "A", "at": [0, 1], "facing": "E", "program": [null, null], "upgrades": ["scrambler"], )" + use("scrambler") + "}, " +
                                            R"({"name": "B", "at": [2, 1], "facing": "S", "program": ["uturn", "left"], "deck": ["right"]})",
                                        R"({"B": {"at": [2, 1], "facing": "E"}})", two)
                               << QStringLiteral("[upgrade-scrambled]");
    QTest::newRow("scrambler: not in register 5")
        << board(R"({"name": "A", "at": [0, 1], "facing": "E", "program": [null, null, null, null, null], "upgrades": ["scrambler"], )" + use("scrambler", "B", 5) + "}, " +
                     R"({"name": "B", "at": [2, 1], "facing": "N", "program": [null, null, null, null, null]})",
                 R"({"B": {"damage": 5}})", R"("play": {"registers": 5})")
        << QStringLiteral("not in register 5");
    // Displacing Blast (10.15): to the reboot token of the board, keeping the facing; temporary.
    QTest::newRow("displacing blast") << board(shooter(R"("upgrades": ["displacing-blast"], )" + use("displacing-blast")) + ", " + b,
                                               R"({"A": {"upgrades": []}, "B": {"at": [5, 2], "facing": "N", "damage": 0}})")
                                      << QStringLiteral("[displaced-to-token]");
    // At most one replacement: the first decided fires, the second is void.
    QTest::newRow("one replacement per register")
        << board(shooter(R"("energy": 3, "upgrades": ["mini-howitzer", "pressor-beam"], "decisions": [{"register": 1, "use": "mini-howitzer", "target": "B"},
                                                                                                     {"register": 1, "use": "pressor-beam", "target": "B"}])") +
                     ", " + b,
                 R"({"A": {"energy": 2}, "B": {"at": [3, 1], "damage": 2}})")
        << QStringLiteral("already used");
    // Main-laser modifiers (10.13): Double-Barrel Laser, Rail Gun, Laser Kata; the Rear Laser.
    QTest::newRow("double-barrel laser") << board(shooter(R"("upgrades": ["double-barrel-laser"])") + ", " + b, R"({"B": {"damage": 2}})") << QString();
    QTest::newRow("rail gun: through robots and walls") << board(shooter(R"("upgrades": ["rail-gun"])") + ", " + b + ", " + idle("C", "[5, 1]"),
                                                                 R"({"B": {"damage": 1}, "C": {"damage": 1}})")
                                                        << QStringLiteral("[rail-gun-shot]");
    QTest::newRow("no rail gun: the first robot only") << board(shooter(R"("upgrades": [])") + ", " + b + ", " + idle("C", "[3, 1]"),
                                                                R"({"B": {"damage": 1}, "C": {"damage": 0}})")
                                                       << QString();
    QTest::newRow("rear laser") << board(R"({"name": "A", "at": [2, 1], "facing": "E", "program": [null], "upgrades": ["rear-laser"]}, )" + idle("B", "[0, 1]") + ", " +
                                             idle("C", "[4, 1]"),
                                         R"({"B": {"damage": 1}, "C": {"damage": 1}})")
                                << QStringLiteral("[rear-laser-hit]");
    const QByteArray around = idle("N", "[2, 0]") + ", " + idle("S", "[2, 2]") + ", " + idle("W", "[0, 1]") + ", " + idle("E", "[4, 1]");
    QTest::newRow("laser kata after a u-turn") << board(R"({"name": "A", "at": [2, 1], "facing": "W", "program": ["uturn"], "upgrades": ["laser-kata"]}, )" + around,
                                                        R"({"A": {"facing": "E"}, "N": {"damage": 1}, "S": {"damage": 1}, "W": {"damage": 1}, "E": {"damage": 1}})")
                                               << QStringLiteral("[laser-kata]");
    QTest::newRow("laser kata without a u-turn") << board(R"({"name": "A", "at": [2, 1], "facing": "N", "program": ["right"], "upgrades": ["laser-kata"]}, )" + around,
                                                          R"({"A": {"facing": "E"}, "N": {"damage": 0}, "S": {"damage": 0}, "W": {"damage": 0}, "E": {"damage": 1}})")
                                                 << QString();
    // The U-turn counts in its own register only: in register 2 the laser fires forward alone.
    QTest::newRow("laser kata: not in the next register")
        << board(R"({"name": "A", "at": [2, 1], "facing": "W", "program": ["uturn", null], "upgrades": ["laser-kata"]}, )" + around,
                 R"({"A": {"facing": "E"}, "N": {"damage": 1}, "S": {"damage": 1}, "W": {"damage": 1}, "E": {"damage": 2}})", R"("play": {"registers": 2})")
        << QStringLiteral("[laser-kata]");
    // Deflector Shield (10.14): paid when laser damage first comes, none when none comes.
    const QByteArray shield = R"("upgrades": ["deflector-shield"], "decisions": [{"register": 1, "use": "deflector-shield"}])";
    QTest::newRow("deflector shield") << board(shooter("\"upgrades\": []") + ", " + idle("B", "[2, 1]", "\"energy\": 3, " + shield),
                                               R"({"B": {"damage": 0, "energy": 2}})")
                                      << QStringLiteral("[shield-raised]");
    QTest::newRow("deflector shield: two shots, paid once")
        << board(shooter("\"upgrades\": []") + ", " + idle("B", "[2, 1]", "\"energy\": 3, " + shield) + ", " +
                     R"({"name": "C", "at": [4, 1], "facing": "W", "program": [null]})",
                 R"({"B": {"damage": 0, "energy": 2}})")
        << QStringLiteral("[damage-deflected]");
    QTest::newRow("deflector shield: not against ramming")
        << board(R"({"name": "A", "at": [1, 1], "facing": "W", "program": ["back"], "upgrades": ["ramming-gear"]}, )" +
                     idle("B", "[2, 1]", "\"energy\": 3, " + shield),
                 R"({"B": {"at": [3, 1], "damage": 1, "energy": 3}})")
        << QStringLiteral("[ramming-damage]");
    QTest::newRow("deflector shield: its register only")
        << board(shooter("\"upgrades\": []") + ", " + idle("B", "[2, 1]", "\"energy\": 3, " + shield), R"({"B": {"damage": 1, "energy": 2}})",
                 R"("play": {"registers": 2})")
        << QStringLiteral("[damage-deflected]");
    QTest::newRow("deflector shield: no damage came") << board(idle("B", "[2, 1]", "\"energy\": 3, " + shield), R"({"B": {"damage": 0, "energy": 3}})")
                                                      << QStringLiteral("its moment never came");
    QTest::newRow("deflector shield: no energy") << board(shooter("\"upgrades\": []") + ", " + idle("B", "[2, 1]", "\"energy\": 0, " + shield),
                                                          R"({"B": {"damage": 1, "energy": 0}})")
                                                 << QStringLiteral("not enough energy");
    // shutdown-no-fire (10.18): a shut-down robot fires only with the option off.
    const QByteArray down = R"("decisions": [{"beforeRegisters": true, "use": "shutdown"}])";
    QTest::newRow("shut down, fires") << board(shooter(down) + ", " + b, R"({"B": {"damage": 1}})") << QString();
    QTest::newRow("shut down, shutdown-no-fire") << board(shooter(down) + ", " + b, R"({"B": {"damage": 0}})",
                                                          R"("play": {"registers": 1}, "options": {"shutdown-no-fire": true})")
                                                 << QString();
}

void TestEdition2023Weapons::weaponsAct()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, traced);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("weapons.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto back = io::parseScenarioJson(io::scenarioToJson(*sc), QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == *sc);
    sim::ScenarioRun::Options options;
    options.record = true;
    const auto result = sim::runScenario(*sc, options);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
    if (!traced.isEmpty()) {
        const QString trace = QString::fromStdString(text::traceText(result->trace));
        QVERIFY2(trace.contains(traced), qPrintable(trace));
    }
}

void TestEdition2023Weapons::decisionsRefused_data()
{
    using namespace weapons2023test;
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray b = idle("B", "[2, 1]");
    const QByteArray expect = R"({"B": {"damage": 0}})";
    QTest::newRow("a weapon needs a target") << board(shooter(R"("upgrades": ["mini-howitzer"], "decisions": [{"register": 1, "use": "mini-howitzer"}])") + ", " + b, expect)
                                             << QStringLiteral("needs \"target\"");
    QTest::newRow("an upgrade that acts by itself") << board(shooter(R"("upgrades": ["rail-gun"], "decisions": [{"register": 1, "use": "rail-gun"}])") + ", " + b, expect)
                                                    << QStringLiteral("acts by itself");
    QTest::newRow("a key it does not take") << board(shooter(R"("upgrades": ["pressor-beam"], "decisions": [{"register": 1, "use": "pressor-beam", "target": "B", "way": "back"}])") +
                                                         ", " + b,
                                                     expect)
                                            << QStringLiteral("does not take \"way\"");
    QTest::newRow("the wrong moment") << board(shooter(R"("upgrades": ["pressor-beam"], "decisions": [{"programming": true, "use": "pressor-beam", "target": "B"}])") + ", " + b,
                                               expect)
                                      << QStringLiteral("is decided with \"register\"");
    QTest::newRow("an upgrade of 2016 only") << board(shooter(R"("decisions": [{"register": 1, "use": "side-arms"}])") + ", " + b, expect)
                                             << QStringLiteral("unknown decision");
}

void TestEdition2023Weapons::decisionsRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("weapons.rfscenario"));
    QVERIFY(!sc.has_value());
    QVERIFY2(sc.error().toString().contains(message), qPrintable(sc.error().toString()));
    QVERIFY2(sc.error().toString().contains(QStringLiteral("decisions")), qPrintable(sc.error().toString()));
}

void TestEdition2023Weapons::everyUseRoundTrips_data()
{
    // Each upgrade decided by a decision (RULES.md 10.14, 10.15) with every key of its answer set
    // away from its default: read, written and read again to the same decision.
    QTest::addColumn<QByteArray>("decision");
    const char *rows[] = {
        R"({"register": 2, "use": "brakes"})",
        R"({"register": 2, "use": "deflector-shield"})",
        R"({"register": 2, "use": "drifting"})",
        R"({"register": 2, "use": "energy-conversion", "way": "back"})",
        R"({"programming": true, "use": "memory-cards", "cards": ["move1", "again"]})",
        R"({"register": 2, "use": "mini-howitzer", "target": "B"})",
        R"({"register": 2, "use": "modular-chassis", "target": "B", "take": "rail-gun"})",
        R"({"register": 2, "use": "power-slide"})",
        R"({"register": 2, "use": "pressor-beam", "target": "B"})",
        R"({"register": 2, "use": "scrambler", "target": "B"})",
        R"({"register": 2, "use": "self-diagnostics", "card": "spam", "from": "discard"})",
        R"({"register": 2, "use": "self-diagnostics", "card": "move2", "from": "hand"})",
        R"({"register": 2, "use": "tractor-beam", "target": "B"})",
        R"({"register": 2, "use": "abort-switch"})",
        R"({"register": 2, "use": "all-aboard", "when": "before"})",
        R"({"register": 2, "use": "boink", "dir": "W", "when": "before"})",
        R"({"upgradePhase": true, "use": "calibration-protocol"})",
        R"({"register": 2, "use": "displacing-blast", "target": "B"})",
        R"({"register": 2, "use": "lucky-booster", "replace": true})",
        R"({"register": 2, "use": "magnetic", "target": "B"})",
        R"({"programming": true, "use": "memory-swap", "return": ["left", "right", "uturn"]})",
        R"({"register": 2, "use": "overclocked", "when": "before"})",
        R"({"register": 2, "use": "piercing-drill", "target": "B", "facing": "S"})",
        R"({"register": 2, "use": "pressure-release", "when": "before"})",
        R"({"programming": true, "use": "re-initialize", "target": "B"})",
        R"({"register": 2, "use": "recharge"})",
        R"({"upgradePhase": true, "use": "rewire"})",
        R"({"register": 2, "use": "switch", "target": "B", "when": "before"})",
        R"({"register": 2, "use": "zoop", "facing": "S", "when": "before"})",
    };
    for (const char *row : rows)
        QTest::newRow(row) << QByteArray(row);
}

void TestEdition2023Weapons::everyUseRoundTrips()
{
    QFETCH(QByteArray, decision);
    const QByteArray json = weapons2023test::board(R"({"name": "A", "at": [0, 1], "facing": "E", "program": [null, null], "decisions": [)" + decision + "]}, " +
                                                       weapons2023test::idle("B", "[2, 1]"),
                                                   R"({"B": {"damage": 1}})");
    const auto sc = io::parseScenarioJson(json, QStringLiteral("uses.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const QByteArray written = io::scenarioToJson(*sc);
    const auto back = io::parseScenarioJson(written, QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString() + QLatin1Char('\n') + QString::fromUtf8(written)));
    QCOMPARE(back->robots.front().turns.front().decisions, sc->robots.front().turns.front().decisions);
    // Every key given is written (a default left out is read back the same).
    for (const QByteArray key : {"way", "from", "replace", "when", "facing", "take", "return", "cards", "target", "dir"})
        if (decision.contains('"' + key + '"'))
            QVERIFY2(written.contains('"' + key + '"'), qPrintable(QString::fromUtf8(written)));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Weapons)
#include "tst_edition2023weapons.moc"
