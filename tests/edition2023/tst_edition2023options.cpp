// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rule options of the 2023 edition (RULES.md 10.17, 10.18) played so far, each off and on:
// the same scenario must come out differently, as the option says.
#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Options : public QObject {
    Q_OBJECT
private slots:
    void optionsAct_data();
    void optionsAct();

private:
    static void addRestOfOptions();
};

namespace options2023test {

// A 6x3 board with a reboot token at [5, 2] and `cells` and `markers` more; `options` as given;
// `registers` played.
QByteArray course(const QByteArray &robots, const QByteArray &options, const QByteArray &expect, const QByteArray &cells,
                  const QByteArray &markers = "[]", int registers = 1)
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "cells": [{"at": [5, 2], "device": {"kind": "reboot", "dir": "N"}})" + cells + R"(], "markers": )" + markers + R"(},
               "robots": [)" + robots + R"(], "damageDeck": "endless-spam", "options": )" + options + R"(, "play": {"registers": )" +
           QByteArray::number(registers) + R"(}, "expect": [)" + expect + "]}";
}
QByteArray board(const QByteArray &robots, const QByteArray &options, const QByteArray &expect)
{
    return course(robots, options, expect, "");
}

} // namespace options2023test

void TestEdition2023Options::optionsAct_data()
{
    using options2023test::board;
    QTest::addColumn<QByteArray>("json");
    // A More Deadly Game: a reboot draws 3 damage cards instead of 2.
    const QByteArray off = R"({"name": "A", "at": [0, 1], "facing": "W", "program": ["move1"]})";
    QTest::newRow("more-deadly-game off") << board(off, "{}", R"({"robots": {"A": {"onBoard": false, "damage": 2}}})");
    QTest::newRow("more-deadly-game on") << board(off, R"({"more-deadly-game": true})", R"({"robots": {"A": {"onBoard": false, "damage": 3}}})");
    // A Less SPAM-y Game: the SPAM left in hand goes to the discard pile.
    const QByteArray spam = R"({"name": "A", "at": [0, 1], "facing": "N", "hand": ["spam"], "deck": ["move1", "move1", "move1", "move1", "move1", "move1", "move1", "move1", "move1"]})";
    QTest::newRow("less-spammy-game off") << board(spam, "{}", R"({"robots": {"A": {"kept": ["spam"]}}})");
    QTest::newRow("less-spammy-game on") << board(spam, R"({"less-spammy-game": true})", R"({"robots": {"A": {"kept": []}}})");
    // Shutdown clears the damage cards of the draw pile too.
    const QByteArray down = R"({"name": "A", "at": [0, 1], "facing": "N", "program": ["move1"], "deck": ["spam", "move2"],
                                "decisions": [{"beforeRegisters": true, "use": "shutdown"}]})";
    QTest::newRow("shutdown-clears-draw-pile off") << board(down, "{}", R"({"damageDiscard": []})");
    QTest::newRow("shutdown-clears-draw-pile on") << board(down, R"({"shutdown-clears-draw-pile": true})", R"({"damageDiscard": ["spam"]})");
    addRestOfOptions();
}

// The options that change the board, reboots, Again and energy.
void TestEdition2023Options::addRestOfOptions()
{
    using options2023test::board;
    using options2023test::course;
    // A belt under checkpoint 1 carries a robot only with checkpoint-elements-active; the robot
    // takes the checkpoint either way (where the belt has put it, it stands on no checkpoint).
    const QByteArray belt = R"(, {"at": [2, 1], "device": {"kind": "belt", "dir": "E"}})";
    const QByteArray cp = R"([{"kind": "checkpoint", "at": [2, 1], "number": 1}, {"kind": "checkpoint", "at": [0, 0], "number": 2}])";
    const QByteArray onBelt = R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["move1"]})";
    QTest::newRow("checkpoint-elements-active off") << course(onBelt, "{}", R"({"robots": {"A": {"at": [2, 1], "flags": 1}}})", belt, cp);
    QTest::newRow("checkpoint-elements-active on")
        << course(onBelt, R"({"checkpoint-elements-active": true})", R"({"robots": {"A": {"at": [3, 1], "flags": 0}}})", belt, cp);
    // A robot that leaves the board keeps the SPAM in its hand with reboot-keeps-cards.
    const QByteArray leaves = R"({"name": "A", "at": [0, 1], "facing": "W", "hand": ["spam"], "program": ["move1", "move2"]})";
    QTest::newRow("reboot-keeps-cards off") << board(leaves, "{}", R"({"robots": {"A": {"onBoard": false, "kept": []}}})");
    QTest::newRow("reboot-keeps-cards on")
        << board(leaves, R"({"reboot-keeps-cards": true})", R"({"robots": {"A": {"onBoard": false, "kept": ["spam"]}}})");
    // Again after a SPAM: it repeats the Move 1 that replaced the SPAM, or (option on) plays the
    // next card of the draw pile, a Move 2.
    const QByteArray again = R"({"name": "A", "at": [0, 1], "facing": "E", "hand": ["spam"], "program": ["spam", "again"], "deck": ["move1", "move2", "move3"]})";
    QTest::newRow("again-after-damage-draws off") << course(again, "{}", R"({"robots": {"A": {"at": [2, 1]}}})", "", "[]", 2);
    QTest::newRow("again-after-damage-draws on")
        << course(again, R"({"again-after-damage-draws": true})", R"({"robots": {"A": {"at": [3, 1]}}})", "", "[]", 2);
    // A Lighter Game: no energy at the start, from Power Up or from a battery.
    const QByteArray battery = R"(, {"at": [0, 1], "device": {"kind": "battery"}})";
    const QByteArray power = R"({"name": "A", "at": [0, 1], "facing": "N", "energy": 4, "program": ["powerup"]})";
    QTest::newRow("lighter-game off") << course(power, "{}", R"({"robots": {"A": {"energy": 6}}})", battery);
    QTest::newRow("lighter-game on") << course(power, R"({"lighter-game": true})", R"({"robots": {"A": {"energy": 0}}})", battery);
    // A Less Deadly Game: the board edge stops the robot as a wall does.
    const QByteArray edge = R"({"name": "A", "at": [0, 1], "facing": "W", "program": ["move2"]})";
    QTest::newRow("less-deadly-game off") << board(edge, "{}", R"({"robots": {"A": {"onBoard": false, "damage": 2}}})");
    QTest::newRow("less-deadly-game on") << board(edge, R"({"less-deadly-game": true})", R"({"robots": {"A": {"onBoard": true, "at": [0, 1], "damage": 0}}})");
    // Dynamic Archiving: a robot ending a register on a battery archives there; a rebooting robot
    // re-enters on its archive, not on the token, and takes a free square around it when another
    // robot stands there, pushing nobody.
    const QByteArray toBattery = R"({"name": "A", "at": [0, 1], "facing": "E", "program": ["move1"]})";
    const QByteArray battery11 = R"(, {"at": [1, 1], "device": {"kind": "battery"}})";
    QTest::newRow("dynamic-archiving off") << course(toBattery, "{}", R"({"robots": {"A": {"archive": [0, 1]}}})", battery11);
    QTest::newRow("dynamic-archiving on") << course(toBattery, R"({"dynamic-archiving": true})", R"({"robots": {"A": {"archive": [1, 1]}}})", battery11);
    const QByteArray rebooting = R"({"name": "A", "at": [5, 2], "facing": "N", "rebooting": true, "archive": [2, 1], "program": ["left"]},
                                    {"name": "B", "at": [2, 1], "facing": "S", "program": ["left"]})";
    QTest::newRow("dynamic-archiving off, re-entry") << board(rebooting, "{}", R"({"robots": {"A": {"at": [5, 2]}, "B": {"at": [2, 1]}}})");
    QTest::newRow("dynamic-archiving on, re-entry")
        << board(rebooting, R"({"dynamic-archiving": true})", R"({"robots": {"A": {"at": [2, 0]}, "B": {"at": [2, 1]}}})");
}

void TestEdition2023Options::optionsAct()
{
    QFETCH(QByteArray, json);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("options.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto back = io::parseScenarioJson(io::scenarioToJson(*sc), QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == *sc);
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Options)
#include "tst_edition2023options.moc"
