// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 edition's scenarios: the translated public acceptance cases hold, every field of
// RULES.md 10 reads and writes back to the same model, and what the edition does not have is
// refused with the JSON path of the offending value.
#include "text/tracetext.h"
#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"
#include "sim/runresult.h"

#include <QDir>
#include <QTest>

#include "testmain.h"

class TestEdition2023Scenarios : public QObject {
    Q_OBJECT
private slots:
    void acceptanceCasesHold_data();
    void acceptanceCasesHold();
    void fieldsRoundTrip();
    void refusedNamingThePlace_data();
    void refusedNamingThePlace();
    void offered();
    void batteries_data();
    void batteries();
};

namespace {

const QByteArray kCourse = R"("course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [5, 5]})";

QByteArray scenario(const QByteArray &robots, const QByteArray &rest = {}, const QByteArray &ruleset = "edition-2023")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": ")" + ruleset + R"(", )" + kCourse + R"(, "robots": [)" + robots + "]" +
           (rest.isEmpty() ? QByteArray() : ", " + rest) + "}";
}

QString failuresOf(const rf::sim::RunResult &result)
{
    QString failures;
    for (const auto &m : result.mismatches)
        failures += QStringLiteral("\n  %1 %2: expected %3, actual %4")
                        .arg(QString::fromStdString(m.robot), QString::fromStdString(std::string(rf::sim::fieldName(m.field))), QString::fromStdString(m.expected),
                             QString::fromStdString(m.actual));
    return failures;
}

} // namespace

void TestEdition2023Scenarios::acceptanceCasesHold_data()
{
    QTest::addColumn<QString>("file");
    const QDir d(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-2023"));
    for (const QString &f : d.entryList({QStringLiteral("acceptance-e23-*.rfscenario")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << d.filePath(f);
    // 19 of the 20 public cases: the other needs an upgrade not played yet (make_acceptance.py).
    QCOMPARE(d.entryList({QStringLiteral("acceptance-e23-*.rfscenario")}, QDir::Files).size(), 20);
}

void TestEdition2023Scenarios::acceptanceCasesHold()
{
    QFETCH(QString, file);
    const auto sc = rf::io::readScenarioFile(file);
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QCOMPARE(sc->ruleset, std::string("edition-2023"));
    QVERIFY2(!sc->expectations.empty(), "a test scenario without expectations checks nothing");
    const auto again = rf::io::parseScenarioJson(rf::io::scenarioToJson(*sc), file);
    QVERIFY2(again.has_value(), again ? "" : qPrintable(again.error().toString()));
    QVERIFY(*again == *sc);
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : rf::text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(failuresOf(*result)));
}

void TestEdition2023Scenarios::fieldsRoundTrip()
{
    // Every field of RULES.md 10 the format has, set away from its default.
    const QByteArray json = scenario(
        R"({"name": "A", "at": [1, 1], "facing": "E", "energy": 7, "hand": ["spam"], "deck": ["move1", "left"], "discard": ["spam", "again"],
            "haywires": {"2": "hw-back3", "5": "hw-move2-left"}, "program": ["move1", "hw-back3", null, null, "hw-move2-left"],
            "decisions": [{"beforeRegisters": true, "use": "shutdown"}]},
           {"name": "B", "at": [3, 3], "facing": "W", "rebooting": true, "program": ["uturn"],
            "decisions": [{"register": 1, "use": "reboot-facing", "facing": "S"}]})",
        R"("priorityToken": "B", "damageDeck": ["hw-move3-uturn", "spam"], "damageDiscard": ["spam", "hw-move1-priority"], "play": {"registers": 2},
           "expect": [{"robots": {"A": {"damage": 2, "damageCards": {"spam": 1, "hw-back3": 1}, "haywires": {"1": "hw-back3"}, "kept": ["spam"],
                                         "onBoard": true, "shutDown": true}},
                       "priorityToken": "A", "damageDiscard": ["spam"], "damageDeckCount": 3}])");
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("fields.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    QCOMPARE(sc->priorityToken, std::string("B"));
    QCOMPARE(sc->damageDeckSource, rf::model::DamageDeckSource::Given);
    QCOMPARE(sc->damageDeck.front(), rf::model::CardKind::HwMove3UTurn);
    QCOMPARE(sc->damageDiscard.size(), std::size_t(2));
    QCOMPARE(sc->robots[0].haywires[1], std::optional(rf::model::CardKind::HwBack3));
    QCOMPARE(sc->robots[0].haywires[4], std::optional(rf::model::CardKind::HwMove2Left));
    QCOMPARE(sc->robots[0].turns.front().decisions.front().use, rf::model::DecisionUse::Shutdown);
    QCOMPARE(sc->robots[0].turns.front().decisions.front().when, rf::model::DecisionTime::BeforeRegisters);
    QVERIFY(sc->robots[1].rebooting);
    QCOMPARE(sc->robots[1].turns.front().decisions.front().dir, std::optional(rf::model::Direction::South));
    const rf::model::RobotExpectation &e = sc->expectations.front().robots.front();
    QVERIFY(e.haywiresDrawn && (*e.haywiresDrawn)[static_cast<std::size_t>(rf::model::CardKind::HwBack3) - static_cast<std::size_t>(rf::model::CardKind::HwMove2Right)] == 1);
    QCOMPARE(e.onBoard, std::optional(true));
    QCOMPARE(sc->expectations.front().damageDeckCount, std::optional(3));
    // Written and read back: the same scenario, and the same text again.
    const QByteArray written = rf::io::scenarioToJson(*sc);
    const auto back = rf::io::parseScenarioJson(written, QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == *sc);
    QCOMPARE(rf::io::scenarioToJson(*back), written);
    // The other deck sources.
    for (const char *source : {"seeded", "endless-spam"}) {
        const auto other = rf::io::parseScenarioJson(scenario(R"({"name": "A", "at": [1, 1], "facing": "E"})", QByteArray(R"("damageDeck": ")") + source + "\""),
                                                     QStringLiteral("deck.rfscenario"));
        QVERIFY2(other.has_value(), other ? "" : qPrintable(other.error().toString()));
        const auto otherBack = rf::io::parseScenarioJson(rf::io::scenarioToJson(*other), QStringLiteral("deck.rfscenario"));
        QVERIFY(otherBack.has_value() && *otherBack == *other);
    }
}

void TestEdition2023Scenarios::refusedNamingThePlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    const QByteArray a = R"({"name": "A", "at": [1, 1], "facing": "E"})";
    QTest::newRow("2016 option") << scenario(a, R"("options": {"ramming-direct-only": true})") << QStringLiteral("$.options.ramming-direct-only");
    QTest::newRow("classic option") << scenario(a, R"("options": {"belt-transfer": false})") << QStringLiteral("$.options.belt-transfer");
    QTest::newRow("antenna") << QByteArray(R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
        "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [5, 5],
                   "cells": [{"at": [4, 4], "device": {"kind": "antenna", "dir": "E"}}]}, "robots": []})")
                             << QStringLiteral("$.course");
    QTest::newRow("trojan") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "discard": ["trojan"]})") << QStringLiteral("$.robots[0].discard[0]");
    QTest::newRow("special card") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["speed-routine"]})")
                                  << QStringLiteral("$.robots[0].program[0]");
    QTest::newRow("priority card") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["move1:500"]})")
                                   << QStringLiteral("$.robots[0].program[0]");
    QTest::newRow("damage piles") << scenario(a, R"("damagePiles": {"spam": 3})") << QStringLiteral("$.damagePiles");
    QTest::newRow("haywire twice") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "haywires": {"1": "hw-back3"}, "program": ["hw-back3"]})",
                                               R"("damageDeck": ["hw-back3"])")
                                   << QStringLiteral("$.robots[0].haywires.1");
    QTest::newRow("haywire not face down") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "program": ["move1", "hw-back3"]})")
                                           << QStringLiteral("$.robots[0].program[1]");
    QTest::newRow("face-down register") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "haywires": {"2": "hw-back3"}, "program": ["move1", "left"]})")
                                        << QStringLiteral("$.robots[0].program[1]");
    QTest::newRow("haywire in a deck") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "deck": ["hw-back3"]})") << QStringLiteral("$.robots[0].deck[0]");
    QTest::newRow("register 6") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "haywires": {"6": "hw-back3"}})") << QStringLiteral("$.robots[0].haywires.6");
    QTest::newRow("spam face down") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "haywires": {"1": "spam"}})") << QStringLiteral("$.robots[0].haywires.1");
    QTest::newRow("unknown haywire") << scenario(a, R"("damageDeck": ["hw-fly"])") << QStringLiteral("$.damageDeck[0]");
    QTest::newRow("24 spam") << scenario(a, R"("damageDeck": ["spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam"],
                                               "damageDiscard": ["spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam", "spam"])")
                             << QStringLiteral("$.damageDiscard");
    QTest::newRow("deck word") << scenario(a, R"("damageDeck": "shuffled")") << QStringLiteral("$.damageDeck");
    QTest::newRow("token holder") << scenario(a, R"("priorityToken": "Z")") << QStringLiteral("$.priorityToken");
    QTest::newRow("shutdown in a register") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "decisions": [{"register": 1, "use": "shutdown"}]})")
                                            << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("reboot facing later") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "decisions": [{"register": 2, "use": "reboot-facing", "facing": "N"}]})")
                                         << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("2016 decision") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "decisions": [{"register": 1, "use": "side-arms"}]})")
                                   << QStringLiteral("$.robots[0].decisions[0].use");
    // ... and the 2023 fields in the other editions.
    QTest::newRow("haywires in 2016") << scenario(R"({"name": "A", "at": [1, 1], "facing": "E", "haywires": {"1": "hw-back3"}})", {}, "edition-2016")
                                      << QStringLiteral("$.robots[0].haywires");
    QTest::newRow("token in classic") << scenario(a, R"("priorityToken": "A")", "classic") << QStringLiteral("$.priorityToken");
    QTest::newRow("kept in 2016") << scenario(a, R"("expect": [{"robots": {"A": {"kept": []}}}])", "edition-2016") << QStringLiteral("$.expect[0].robots.A.kept");
}

void TestEdition2023Scenarios::refusedNamingThePlace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("bad.rfscenario"));
    QVERIFY(!sc.has_value());
    QCOMPARE(sc.error().where, where);
    QVERIFY(!sc.error().message.isEmpty());
}

void TestEdition2023Scenarios::offered()
{
    // Known by its id and offered with the other editions, in the order of their years.
    QVERIFY(rf::rules::rulesetById("edition-2023") != nullptr);
    QVERIFY(rf::rules::rulesetById("edition-2023")->traits().damageDeck);
    const auto offered = rf::rules::availableRulesets();
    QCOMPARE(std::ranges::find(offered, std::string_view("edition-2023")) - offered.begin(), 2);
}

void TestEdition2023Scenarios::batteries_data()
{
    // RULES.md 10.7: 1 energy at the end of every register to each robot on a battery, before
    // checkpoints; none when shut down or when the battery lies under a checkpoint; at most 10.
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QList<int>>("energies");
    auto board = [](const QByteArray &cells, const QByteArray &markers = "[]") {
        return R"("course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [5, 5], "cells": )" + cells +
               R"(, "markers": )" + markers + "}";
    };
    auto game = [](const QByteArray &course, const QByteArray &robots, int registers) {
        return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023", "damageDeck": "endless-spam", )" + course +
               R"(, "robots": [)" + robots + R"(], "play": {"registers": )" + QByteArray::number(registers) + "}}";
    };
    const QByteArray battery11 = R"([{"at": [1, 1], "device": {"kind": "battery"}}])";
    const QByteArray twoBatteries = R"([{"at": [1, 1], "device": {"kind": "battery"}}, {"at": [3, 3], "device": {"kind": "battery"}}])";
    QTest::newRow("every register") << game(board(battery11), R"({"name": "A", "at": [1, 1], "facing": "N", "energy": 0, "program": ["left", "right", "left"]})", 3)
                                    << QList<int>{3};
    QTest::newRow("robots on two batteries") << game(board(twoBatteries), R"({"name": "A", "at": [1, 1], "facing": "N", "energy": 1, "program": ["left"]},
                                                                            {"name": "B", "at": [3, 3], "facing": "N", "energy": 2, "program": ["right"]})", 1)
                                             << QList<int>{2, 3};
    QTest::newRow("moved off before the end") << game(board(battery11), R"({"name": "A", "at": [1, 1], "facing": "E", "energy": 0, "program": ["move1"]})", 1)
                                              << QList<int>{0};
    QTest::newRow("moved onto it") << game(board(battery11), R"({"name": "A", "at": [0, 1], "facing": "E", "energy": 0, "program": ["move1"]})", 1)
                                   << QList<int>{1};
    QTest::newRow("no more than 10") << game(board(battery11), R"({"name": "A", "at": [1, 1], "facing": "N", "energy": 9, "program": ["left", "right"]})", 2)
                                     << QList<int>{10};
    QTest::newRow("shut down") << game(board(battery11), R"({"name": "A", "at": [1, 1], "facing": "N", "energy": 0,
                                                             "decisions": [{"beforeRegisters": true, "use": "shutdown"}]})", 2)
                               << QList<int>{0};
    QTest::newRow("under a checkpoint") << game(board(battery11, R"([{"kind": "checkpoint", "at": [1, 1], "number": 1}, {"kind": "checkpoint", "at": [4, 4], "number": 2}])"),
                                                R"({"name": "A", "at": [1, 1], "facing": "N", "energy": 0, "program": ["left"]})", 1)
                                        << QList<int>{0};
}

void TestEdition2023Scenarios::batteries()
{
    QFETCH(QByteArray, json);
    QFETCH(QList<int>, energies);
    const auto sc = rf::io::parseScenarioJson(json, QStringLiteral("battery.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = rf::sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : rf::text::scenarioErrorText(result.error()).c_str());
    QCOMPARE(result->finalState.robots.size(), std::size_t(energies.size()));
    for (qsizetype i = 0; i < energies.size(); ++i)
        QCOMPARE(result->finalState.robots[std::size_t(i)].energy, energies[i]);
}

RF_TEST_APPLESS_MAIN(TestEdition2023Scenarios)
#include "tst_edition2023scenarios.moc"
