// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every renegade scenario (tests/data/scenarios/renegade, written by make_scenarios.py): it reads,
// writes back to the same model, and its expectations hold under the 2016 rules.
#include "text/tracetext.h"
#include "io/scenario/scenariofile.h"
#include "sim/expectations.h"
#include "sim/runresult.h"

#include <QDir>
#include <QTest>

#include "testmain.h"

class TestRenegadeScenarios : public QObject {
    Q_OBJECT
private slots:
    void expectationsHold_data();
    void expectationsHold();
    void perRulesetExpectations();
    void oldIdReadAsEdition2016_data();
    void oldIdReadAsEdition2016();
    void badRenegadeInput_data();
    void badRenegadeInput();
};

void TestRenegadeScenarios::expectationsHold_data()
{
    QTest::addColumn<QString>("file");
    int count = 0;
    for (const QString &sub : {QStringLiteral("renegade"), QStringLiteral("acceptance-renegade")}) {
        const QDir d(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/") + sub);
        for (const QString &f : d.entryList({QStringLiteral("*.rfscenario")}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(sub + QLatin1Char('/') + f)) << d.filePath(f);
            ++count;
        }
    }
    QVERIFY(count >= 50);
}

void TestRenegadeScenarios::expectationsHold()
{
    QFETCH(QString, file);
    const auto sc = rf::io::readScenarioFile(file);
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QCOMPARE(sc->ruleset, std::string("edition-2016")); // whether the file says renegade or edition-2016
    QVERIFY2(!sc->expectations.empty(), "a test scenario without expectations checks nothing");
    const auto again = rf::io::parseScenarioJson(rf::io::scenarioToJson(*sc), file);
    QVERIFY2(again.has_value(), again ? "" : qPrintable(again.error().toString()));
    QVERIFY(*again == *sc);
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : rf::text::scenarioErrorText(result.error()).c_str());
    QString failures;
    for (const auto &m : result->mismatches)
        failures += QStringLiteral("\n  turn %1 register %2: %3 %4: expected %5, actual %6")
                        .arg(m.turn)
                        .arg(m.afterRegister)
                        .arg(QString::fromStdString(m.robot), QString::fromStdString(std::string(rf::sim::fieldName(m.field))), QString::fromStdString(m.expected),
                             QString::fromStdString(m.actual));
    QVERIFY2(result->passed(), qPrintable(failures));
}

void TestRenegadeScenarios::perRulesetExpectations()
{
    // One situation, an expectation per edition: the express robot carried onto a normal belt.
    const QByteArray json = R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "classic",
        "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 4],
                   "cells": [{"at": [0, 1], "device": {"kind": "belt", "dir": "E", "express": true}},
                             {"at": [1, 1], "device": {"kind": "belt", "dir": "E", "express": true}},
                             {"at": [2, 1], "device": {"kind": "belt", "dir": "E"}}]},
        "robots": [{"name": "A", "at": [0, 1], "facing": "E", "program": [null]}],
        "play": {"registers": 1},
        "expect": {"any": [{"robots": {"A": {"facing": "E"}}}],
                   "classic": [{"robots": {"A": {"at": [2, 1]}}}],
                   "renegade": [{"robots": {"A": {"at": [3, 1]}}}]}})";
    auto sc = rf::io::parseScenarioJson(json, QStringLiteral("per-ruleset.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QCOMPARE(sc->expectations.size(), std::size_t(1));
    QCOMPARE(sc->rulesetExpectations.size(), std::size_t(2));
    const auto back = rf::io::parseScenarioJson(rf::io::scenarioToJson(*sc), QStringLiteral("again.rfscenario"));
    QVERIFY(back.has_value());
    QVERIFY(*back == *sc);
    const auto classic = rf::sim::runScenario(*sc);
    QVERIFY(classic && classic->passed());
    sc->ruleset = "edition-2016";
    const auto renegade = rf::sim::runScenario(*sc);
    QVERIFY(renegade && renegade->passed());
    QCOMPARE(rf::sim::expectationsFor(*sc).size(), std::size_t(2)); // "any" and the 2016 one, read under its old key
    // The classic expectation is not checked under the 2016 edition, and it would fail there.
    sc->rulesetExpectations["edition-2016"] = sc->rulesetExpectations["classic"];
    const auto wrong = rf::sim::runScenario(*sc);
    QVERIFY(wrong && !wrong->passed());
    // A scenario made in code may still name the edition by its old id.
    sc->ruleset = "renegade";
    QCOMPARE(rf::sim::expectationsFor(*sc).size(), std::size_t(2));
}

// The 2016 edition's old id `renegade` (RULES.md 1) is read as `edition-2016` wherever a ruleset is
// named in a file, and the file is written back with the new id only.
void TestRenegadeScenarios::oldIdReadAsEdition2016_data()
{
    QTest::addColumn<QByteArray>("ruleset");
    QTest::addColumn<QByteArray>("expect");
    QTest::addColumn<QString>("error");
    const QByteArray list = R"([{"robots": {"A": {"at": [3, 1]}}}])";
    QTest::newRow("old id") << QByteArray("renegade") << QByteArray(R"({"renegade": )" + list + "}") << QString();
    QTest::newRow("new id") << QByteArray("edition-2016") << QByteArray(R"({"edition-2016": )" + list + "}") << QString();
    QTest::newRow("old file id, new expectation key") << QByteArray("renegade") << QByteArray(R"({"edition-2016": )" + list + "}") << QString();
    QTest::newRow("both keys") << QByteArray("edition-2016") << QByteArray(R"({"renegade": )" + list + R"(, "edition-2016": )" + list + "}")
                               << QStringLiteral("given twice");
    QTest::newRow("unknown id") << QByteArray("renegade-2016") << QByteArray("[]") << QStringLiteral("unknown ruleset \"renegade-2016\" (classic or edition-2016 or edition-2023)");
}

void TestRenegadeScenarios::oldIdReadAsEdition2016()
{
    QFETCH(QByteArray, ruleset);
    QFETCH(QByteArray, expect);
    QFETCH(QString, error);
    const QByteArray json = R"({"format": "rallyforge-scenario", "version": 1, "ruleset": ")" + ruleset + R"(",
        "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 4],
                   "cells": [{"at": [0, 1], "device": {"kind": "belt", "dir": "E", "express": true}},
                             {"at": [1, 1], "device": {"kind": "belt", "dir": "E", "express": true}},
                             {"at": [2, 1], "device": {"kind": "belt", "dir": "E"}}]},
        "robots": [{"name": "A", "at": [0, 1], "facing": "E", "program": [null]}],
        "play": {"registers": 1}, "expect": )" + expect + "}";
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("old.rfscenario"));
    if (!error.isEmpty()) {
        QVERIFY(!sc.has_value());
        QVERIFY2(sc.error().toString().contains(error), qPrintable(sc.error().toString()));
        return;
    }
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QCOMPARE(sc->ruleset, std::string("edition-2016"));
    QVERIFY(sc->rulesetExpectations.contains("edition-2016"));
    const QByteArray written = rf::io::scenarioToJson(*sc);
    QVERIFY2(!written.contains("renegade"), written.constData());
    QVERIFY(written.contains(R"("ruleset": "edition-2016")"));
    QVERIFY(written.contains(R"("edition-2016": [)"));
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY(result && result->passed());
}

void TestRenegadeScenarios::badRenegadeInput_data()
{
    QTest::addColumn<QByteArray>("robot");
    QTest::addColumn<QString>("message");
    QTest::newRow("again in register 1") << QByteArray(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["again", "move1"]})")
                                         << QStringLiteral("Again cannot be in register 1");
    QTest::newRow("spam without damage") << QByteArray(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["move1", "spam"]})")
                                         << QStringLiteral("owns 0");
    QTest::newRow("three again cards") << QByteArray(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["move1", "again", "again", "again"]})")
                                       << QStringLiteral("programs 3 \"again\"");
    QTest::newRow("damage against deck") << QByteArray(R"({"name": "A", "at": [1, 1], "facing": "E", "damage": 2, "deck": ["spam"], "program": ["move1"]})")
                                         << QStringLiteral("hold 1 SPAM");
}

void TestRenegadeScenarios::badRenegadeInput()
{
    QFETCH(QByteArray, robot);
    QFETCH(QString, message);
    const QByteArray json = R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "renegade",
        "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 4]},
        "robots": [)" + robot + R"(], "play": {"registers": 2}})";
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("bad.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY(!result.has_value());
    QVERIFY2(QString::fromStdString(rf::text::scenarioErrorText(result.error())).contains(message), rf::text::scenarioErrorText(result.error()).c_str());
    // The classic rules refuse the 2016 cards by name.
    auto classic = *sc;
    classic.ruleset = "classic";
    classic.robots.front().deck.reset();
    const auto refused = rf::sim::runScenario(classic);
    if (!refused)
        QVERIFY2(QString::fromStdString(rf::text::scenarioErrorText(refused.error())).contains(QLatin1String("not part of the classic rules")), rf::text::scenarioErrorText(refused.error()).c_str());
}

RF_TEST_APPLESS_MAIN(TestRenegadeScenarios)
#include "tst_renegadescenarios.moc"
