// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 upgrades in play (RULES.md 10.13-10.15), each a unit of the edition's card library:
// each scenario shows a card's effect, the conditions it needs, and what it leaves alone.
#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Upgrades : public QObject {
    Q_OBJECT
private slots:
    void cardsPlay_data();
    void cardsPlay();
};

namespace upgrades2023test {

// A 6x3 board with a wall on the east side of [4, 1], one register played, SPAM for damage.
QByteArray board(const QByteArray &robots, const QByteArray &expect, const QByteArray &play = R"({"registers": 1})")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "edges": [{"at": [4, 1], "side": "E", "kind": "wall"}]},
               "robots": [)" + robots + R"(], "damageDeck": "endless-spam", "play": )" + play + R"(, "expect": [{"robots": )" + expect + "}]}";
}

} // namespace upgrades2023test

void TestEdition2023Upgrades::cardsPlay_data()
{
    using upgrades2023test::board;
    QTest::addColumn<QByteArray>("json");
    // Ramming Gear (10.14): the first robot of a card push draws 1 damage card, once per card,
    // also when a wall blocks the push.
    // A backs into B (facing away, so that no laser hits B).
    const QByteArray idle = R"("program": [null])";
    QTest::newRow("ramming gear: a push that moves") << board(R"({"name": "A", "at": [1, 1], "facing": "W", "upgrades": ["ramming-gear"], "program": ["back"]},
                                                                {"name": "B", "at": [2, 1], "facing": "N", )" + idle + "}",
                                                             R"({"A": {"at": [2, 1]}, "B": {"at": [3, 1], "damage": 1}})");
    QTest::newRow("ramming gear: a push a wall blocks") << board(R"({"name": "A", "at": [3, 1], "facing": "W", "upgrades": ["ramming-gear"], "program": ["back"]},
                                                                   {"name": "B", "at": [4, 1], "facing": "N", )" + idle + "}",
                                                                R"({"A": {"at": [3, 1]}, "B": {"at": [4, 1], "damage": 1}})");
    QTest::newRow("ramming gear: only the first of the chain") << board(R"({"name": "A", "at": [1, 1], "facing": "W", "upgrades": ["ramming-gear"], "program": ["back"]},
                                                                          {"name": "B", "at": [2, 1], "facing": "N", )" + idle + R"(},
                                                                          {"name": "C", "at": [3, 1], "facing": "N", )" + idle + "}",
                                                                       R"({"B": {"at": [3, 1], "damage": 1}, "C": {"at": [4, 1], "damage": 0}})");
    // Pushed three squares by one Move 3: 1 damage card for the card, 1 from A's laser after.
    QTest::newRow("ramming gear: once per card") << board(R"({"name": "A", "at": [0, 1], "facing": "E", "upgrades": ["ramming-gear"], "program": ["move3"]},
                                                            {"name": "B", "at": [1, 1], "facing": "N", )" + idle + "}",
                                                         R"({"A": {"at": [3, 1]}, "B": {"at": [4, 1], "damage": 2}})");
    QTest::newRow("ramming gear: not installed") << board(R"({"name": "A", "at": [1, 1], "facing": "W", "collection": ["ramming-gear"], "program": ["back"]},
                                                            {"name": "B", "at": [2, 1], "facing": "N", )" + idle + "}",
                                                         R"({"B": {"at": [3, 1], "damage": 0}})");
    // Crab Legs (10.14): Move 1 with Rotate Left or Right steps to that side, facing unchanged.
    auto crab = [](const QByteArray &at, const QByteArray &program) {
        return R"({"name": "A", "at": )" + at + R"(, "facing": "N", "upgrades": ["crab-legs"], "program": )" + program + "}";
    };
    QTest::newRow("crab legs: right") << board(crab("[2, 1]", R"(["move1+right"])"), R"({"A": {"at": [3, 1], "facing": "N"}})");
    QTest::newRow("crab legs: left") << board(crab("[2, 1]", R"(["move1+left"])"), R"({"A": {"at": [1, 1], "facing": "N"}})");
    QTest::newRow("crab legs: a card push") << board(crab("[2, 1]", R"(["move1+right"])") + R"(, {"name": "B", "at": [3, 1], "facing": "N", )" + idle + "}",
                                                    R"({"A": {"at": [3, 1], "facing": "N"}, "B": {"at": [4, 1]}})");
    QTest::newRow("crab legs: a wall stops it") << board(crab("[4, 1]", R"(["move1+right"])"), R"({"A": {"at": [4, 1], "facing": "N"}})");
    QTest::newRow("crab legs: Again repeats the Move 1") << board(crab("[2, 2]", R"(["move1+right", "again"])"), R"({"A": {"at": [3, 1], "facing": "N"}})",
                                                                 R"({"registers": 2})");
    QTest::newRow("crab legs: both cards leave with the round")
        << board(crab("[2, 1]", R"(["move1+right"])"), R"({"A": {"at": [3, 1], "discard": ["move1", "right"]}})", R"({"registers": 1, "endOfTurn": true})");
    // hw-install (10.16): a permanent upgrade of the collection, free, beyond 3; gone at the end of the round.
    auto install = [](const QByteArray &rest) {
        return R"({"name": "A", "at": [2, 1], "facing": "N", "energy": 0, "haywires": {"1": "hw-install"}, "program": ["hw-install"], )" + rest + "}";
    };
    QTest::newRow("hw-install: the oldest permanent one")
        << board(install(R"("collection": ["zoop", "spiky", "rail-gun"])"), R"({"A": {"energy": 0, "upgrades": ["spiky"], "collection": ["zoop", "rail-gun"]}})");
    QTest::newRow("hw-install: the one chosen")
        << board(install(R"("collection": ["spiky", "rail-gun"], "decisions": [{"register": 1, "use": "hw-install", "card": "rail-gun"}])"),
                 R"({"A": {"upgrades": ["rail-gun"], "collection": ["spiky"]}})");
    QTest::newRow("hw-install: a temporary one chosen is void")
        << board(install(R"("collection": ["zoop", "spiky"], "decisions": [{"register": 1, "use": "hw-install", "card": "zoop"}])"),
                 R"({"A": {"upgrades": ["spiky"], "collection": ["zoop"]}})");
    QTest::newRow("hw-install: beyond three permanent")
        << board(install(R"("upgrades": ["brakes", "firewall", "hover-unit"], "collection": ["spiky"])"),
                 R"({"A": {"upgrades": ["brakes", "firewall", "hover-unit", "spiky"], "collection": []}})");
    QTest::newRow("hw-install: nothing to install") << board(install(R"("collection": ["zoop"])"), R"({"A": {"upgrades": [], "collection": ["zoop"]}})");
    QTest::newRow("hw-install: discarded at the end of the round")
        << board(install(R"("upgrades": ["brakes"], "collection": ["spiky"])"), R"({"A": {"upgrades": ["brakes"], "collection": []}}, "upgradeDiscard": ["spiky"])",
                 R"({"registers": 1, "endOfTurn": true})");
    // Recharge (10.15): 3 energy up to 10, any time; it then goes to the upgrade discard pile.
    auto recharge = [](const QByteArray &energy, const QByteArray &held, const QByteArray &when) {
        return R"({"name": "A", "at": [2, 1], "facing": "N", "energy": )" + energy + ", " + held + R"(, "program": ["left"], "decisions": [{)" + when +
               R"(, "use": "recharge"}]})";
    };
    const QByteArray installed = R"("upgrades": ["recharge"])";
    QTest::newRow("recharge: in a register") << board(recharge("2", installed, R"("register": 1)"),
                                                       R"({"A": {"energy": 5, "upgrades": []}}, "upgradeDiscard": ["recharge"])");
    QTest::newRow("recharge: up to 10") << board(recharge("9", installed, R"("register": 1)"), R"({"A": {"energy": 10}})");
    QTest::newRow("recharge: while programming") << board(recharge("2", installed, R"("programming": true)"), R"({"A": {"energy": 5, "upgrades": []}})");
    QTest::newRow("recharge: in the upgrade phase")
        << board(recharge("2", installed, R"("upgradePhase": true)"), R"({"A": {"energy": 5, "upgrades": []}})", R"({"registers": 1}, "upgradePhase": {"deck": []})");
    QTest::newRow("recharge: in the collection only")
        << board(recharge("2", R"("collection": ["recharge"])", R"("register": 1)"), R"({"A": {"energy": 2, "collection": ["recharge"]}})");
}

void TestEdition2023Upgrades::cardsPlay()
{
    QFETCH(QByteArray, json);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("upgrade.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Upgrades)
#include "tst_edition2023upgrades.moc"
