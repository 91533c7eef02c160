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
};

namespace options2023test {

// A 6x3 board with a reboot token at [5, 2]; `options` as given; one register played.
QByteArray board(const QByteArray &robots, const QByteArray &options, const QByteArray &expect)
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "cells": [{"at": [5, 2], "device": {"kind": "reboot", "dir": "N"}}]},
               "robots": [)" + robots + R"(], "damageDeck": "endless-spam", "options": )" + options + R"(, "play": {"registers": 1}, "expect": [)" + expect + "]}";
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
