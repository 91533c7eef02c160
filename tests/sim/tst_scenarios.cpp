// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every scenario of the test corpus and the shipped library, data-driven: it reads, it writes back
// to the same model, and its expectations hold.
#include "text/tracetext.h"
#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"
#include "sim/runresult.h"

#include <QDir>
#include <QTest>
#include <string>

#include "testmain.h"

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void expectationsHold_data();
    void expectationsHold();
    void pendingRenegadeCasesRead();
    void badFilesNameThePlace_data();
    void badFilesNameThePlace();
};

namespace {

QStringList scenarioFiles(const QString &dir)
{
    QStringList out;
    const QDir d(dir);
    for (const QString &f : d.entryList({QStringLiteral("*.rfscenario")}, QDir::Files, QDir::Name))
        out << d.filePath(f);
    return out;
}

} // namespace

void TestScenarios::expectationsHold_data()
{
    QTest::addColumn<QString>("file");
    const QStringList dirs{QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance"), QStringLiteral(RF_TEST_DATA_DIR "/scenarios/rules"),
                           QStringLiteral(RF_TEST_DATA_DIR "/scenarios/whatif"), QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-options"),
                           QStringLiteral(RF_TEST_DATA_DIR "/scenarios/options"), QStringLiteral(RF_SOURCE_DIR "/boards/scenarios")};
    int count = 0;
    for (const QString &dir : dirs)
        for (const QString &f : scenarioFiles(dir)) {
            QTest::newRow(qPrintable(QDir(dir).dirName() + QLatin1Char('/') + QFileInfo(f).fileName())) << f;
            ++count;
        }
    QVERIFY(count >= 100);
}

void TestScenarios::expectationsHold()
{
    QFETCH(QString, file);
    const auto sc = rf::io::readScenarioFile(file);
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QVERIFY2(!sc->expectations.empty(), "a test scenario without expectations checks nothing");
    // Writing and reading back gives the same scenario.
    const auto again = rf::io::parseScenarioJson(rf::io::scenarioToJson(*sc), file);
    QVERIFY2(again.has_value(), again ? "" : qPrintable(again.error().toString()));
    QVERIFY(*again == *sc);
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : rf::text::scenarioErrorText(result.error()).c_str());
    QString failures;
    for (const auto &m : result->mismatches)
        failures += QStringLiteral("\n  %1 %2: expected %3, actual %4").arg(QString::fromStdString(m.robot), QString::fromStdString(std::string(rf::sim::fieldName(m.field))),
                                                                          QString::fromStdString(m.expected), QString::fromStdString(m.actual));
    QVERIFY2(result->passed(), qPrintable(failures));
}

void TestScenarios::pendingRenegadeCasesRead()
{
    // The 2016 cases are translated and readable. Until the renegade ruleset exists the engine
    // refuses them clearly instead of playing them with the classic rules; once it exists their
    // expectations must hold.
    const QStringList files = scenarioFiles(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-renegade"));
    QCOMPARE(files.size(), 3);
    const bool available = rf::rules::rulesetById("renegade") != nullptr;
    for (const QString &f : files) {
        const auto sc = rf::io::readScenarioFile(f);
        QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
        QCOMPARE(sc->ruleset, std::string("edition-2016"));
        const auto result = rf::sim::runScenario(*sc);
        if (available) {
            QVERIFY2(result.has_value(), result ? "" : rf::text::scenarioErrorText(result.error()).c_str());
            QVERIFY2(result->passed(), qPrintable(f));
        } else {
            QVERIFY(!result.has_value());
            QVERIFY(rf::text::scenarioErrorText(result.error()).find("renegade") != std::string::npos);
        }
    }
}

void TestScenarios::badFilesNameThePlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    const QByteArray course = R"("course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "t", "size": [4, 4]})";
    QTest::newRow("syntax") << QByteArray("{\"format\": ") << QStringLiteral("line 1");
    QTest::newRow("format") << QByteArray(R"({"format": "x", "version": 1})") << QStringLiteral("$.format");
    QTest::newRow("card") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                        R"(, "robots": [{"name": "A", "at": [0, 0], "facing": "N", "program": ["jump:10"]}]})")
                          << QStringLiteral("$.robots[0].program[0]");
    QTest::newRow("facing") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                          R"(, "robots": [{"name": "A", "at": [0, 0], "facing": "Q"}]})")
                            << QStringLiteral("$.robots[0].facing");
    QTest::newRow("option") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, "options": {"belt-magic": true}, )" + course + R"(, "robots": []})")
                            << QStringLiteral("$.options.belt-magic");
    QTest::newRow("course cell") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "t", "size": [4, 4], "cells": [{"at": [9, 9]}]}, "robots": []})")
                                 << QStringLiteral("$.course.cells[0].at");
    const QByteArray robots = R"(, "robots": [{"name": "A", "at": [0, 0], "facing": "N"}, {"name": "B", "at": [2, 2], "facing": "N"}])";
    auto whatIf = [&](const char *items) { return QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )") + course + robots + R"(, "whatIf": )" + items + "}"; };
    QTest::newRow("what-if order") << whatIf(R"([{"after": 5, "robot": "A", "damage": 1}, {"after": 2, "robot": "B", "damage": 1}])") << QStringLiteral("$.whatIf[1].after");
    QTest::newRow("what-if before play") << whatIf(R"([{"after": 0, "robot": "A", "damage": 1}])") << QStringLiteral("$.whatIf[0].after");
    QTest::newRow("what-if robot") << whatIf(R"([{"after": 1, "robot": "Z", "damage": 1}])") << QStringLiteral("$.whatIf[0].robot");
    QTest::newRow("what-if nothing") << whatIf(R"([{"after": 1, "robot": "A"}])") << QStringLiteral("$.whatIf[0]");
    QTest::newRow("what-if card alone") << whatIf(R"([{"after": 1, "robot": "A", "card": "move1:500"}])") << QStringLiteral("$.whatIf[0]");
    QTest::newRow("what-if register") << whatIf(R"([{"after": 1, "robot": "A", "register": 6, "card": null}])") << QStringLiteral("$.whatIf[0].register");
    QTest::newRow("what-if damage") << whatIf(R"([{"after": 1, "robot": "A", "damage": 10}])") << QStringLiteral("$.whatIf[0].damage");
    QTest::newRow("what-if key") << whatIf(R"([{"after": 1, "robot": "A", "energy": 2}])") << QStringLiteral("$.whatIf[0]");
    // Option cards and decisions (docs/formats.md "Option cards and decisions").
    auto withRobot = [&](const char *robot, const char *rest = "") {
        return QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )") + course + R"(, "robots": [)" + robot +
               R"(, {"name": "B", "at": [2, 2], "facing": "N"}])" + rest + "}";
    };
    QTest::newRow("option id") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": ["jetpack"]})") << QStringLiteral("$.robots[0].options[0]");
    QTest::newRow("option twice") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": ["brakes", "brakes"]})") << QStringLiteral("$.robots[0].options[1]");
    QTest::newRow("option ammo") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": [{"id": "brakes", "ammo": 2}]})") << QStringLiteral("$.robots[0].options[0].ammo");
    QTest::newRow("option ammo range") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": [{"id": "ablative-coat", "ammo": 4}]})") << QStringLiteral("$.robots[0].options[0].ammo");
    QTest::newRow("option card") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": [{"id": "brakes", "card": "move1:500"}]})") << QStringLiteral("$.robots[0].options[0].card");
    QTest::newRow("option held by two") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                                      R"(, "robots": [{"name": "A", "at": [0, 0], "facing": "N", "options": ["brakes"]}, {"name": "B", "at": [2, 2], "facing": "N", "options": ["brakes"]}]})")
                                        << QStringLiteral("$.robots[1].options");
    QTest::newRow("option deck held") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "options": ["brakes"]})", R"(, "optionDeck": ["brakes"])") << QStringLiteral("$.optionDeck");
    QTest::newRow("pair") << withRobot(R"({"name": "A", "at": [0, 0], "facing": "N", "program": ["left:70+move1:500"]})") << QStringLiteral("$.robots[0].program[0]");
    auto decision = [&](const char *d) {
        return withRobot((std::string(R"({"name": "A", "at": [0, 0], "facing": "N", "options": ["pressor-beam"], "program": [null], "decisions": [)") + d + "]}").c_str());
    };
    QTest::newRow("decision timing") << decision(R"({"use": "brakes"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("decision two timings") << decision(R"({"register": 1, "programming": true, "use": "recompile"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("decision use") << decision(R"({"register": 1, "use": "teleport"})") << QStringLiteral("$.robots[0].decisions[0].use");
    QTest::newRow("decision wrong moment") << decision(R"({"register": 1, "use": "recompile"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("decision passive") << decision(R"({"register": 1, "use": "ablative-coat"})") << QStringLiteral("$.robots[0].decisions[0].use");
    QTest::newRow("decision no target") << decision(R"({"register": 1, "use": "pressor-beam"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("decision target") << decision(R"({"register": 1, "use": "pressor-beam", "target": "Z"})") << QStringLiteral("$.robots[0].decisions[0].target");
    QTest::newRow("decision self") << decision(R"({"register": 1, "use": "pressor-beam", "target": "A"})") << QStringLiteral("$.robots[0].decisions[0].target");
    QTest::newRow("decision register") << decision(R"({"register": 6, "use": "brakes"})") << QStringLiteral("$.robots[0].decisions[0].register");
    QTest::newRow("fire control both") << decision(R"({"register": 1, "use": "fire-control", "target": "B", "lock": 2, "destroy": "brakes"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("chop shop") << decision(R"({"register": 1, "use": "chop-shop"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("discard without option") << decision(R"({"register": 1, "use": "discard-option"})") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("expect options") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                                  R"(, "robots": [{"name": "A", "at": [0, 0], "facing": "N"}], "expect": [{"robots": {"A": {"ammo": {"jetpack": 1}}}}]})")
                                    << QStringLiteral("$.expect[0].robots.A.ammo.jetpack");
    QTest::newRow("whole turns without their end") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                                                 R"(, "robots": [], "play": {"turns": 2, "endOfTurn": false}})")
                                                   << QStringLiteral("$.play.endOfTurn");
    QTest::newRow("expect robot") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, )" + course +
                                                R"(, "robots": [], "expect": [{"robots": {"Z": {"damage": 1}}}]})")
                                  << QStringLiteral("$.expect[0].robots.Z");
}

void TestScenarios::badFilesNameThePlace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("bad.rfscenario"));
    QVERIFY(!sc.has_value());
    QCOMPARE(sc.error().file, QStringLiteral("bad.rfscenario"));
    QVERIFY2(sc.error().where.startsWith(where), qPrintable(sc.error().toString()));
}

RF_TEST_APPLESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
