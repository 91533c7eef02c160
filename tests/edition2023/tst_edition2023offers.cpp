// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger's offers for the 2023 upgrades (RULES.md 10.13-10.15): at a robot's turn its
// installed movement upgrades, before and after its card, with each answer (Boink's direction,
// Zoop's facing, Switch's neighbours), the upgrades that follow or change its card (Brakes,
// Drifting, Power Slide, Piercing Drill and Modular Chassis at the robot it would push), Magnetic
// for the robots beside it, and the upgrades used "any time"; before the lasers Energy Conversion
// for a robot a board laser hits, each replacement weapon at the robot the forward line hits, and
// the Deflector Shield. An offer taken is written into the file and not offered again.
#include "io/scenario/scenariofile.h"
#include "offertaken.h"
#include "sim/decisionfates.h"
#include "sim/replay.h"

#include <QTest>

#include "testmain.h"

using namespace rf;

class TestEdition2023Offers : public QObject {
    Q_OBJECT
private slots:
    void upgradesOffered_data();
    void upgradesOffered();
};

namespace offers2023test {

// A 6 x 3 board with `edges`; robot A at [1, 1] facing east with `upgrades`, `card` in register 1
// and `more` fields, B at `b` facing north with `bCard` and `bMore` fields; `options`: the rules'.
QByteArray game(const QByteArray &upgrades, const QByteArray &b, const QByteArray &more = "", const QByteArray &card = "powerup",
                const QByteArray &bCard = "powerup", const QByteArray &bMore = "", const QByteArray &options = "{}",
                const QByteArray &edges = "[]")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "edges": )" + edges + R"(},
               "robots": [{"name": "A", "at": [1, 1], "facing": "E", "upgrades": )" +
           upgrades + R"(, "program": [")" + card + R"("])" + more + R"(},
                          {"name": "B", "at": )" + b + R"(, "facing": "N", "program": [")" + bCard + R"("])" + bMore + R"(}],
               "damageDeck": "endless-spam", "options": )" + options + R"(, "play": {"registers": 1}})";
}

// A board laser at the east end of row 1, firing west along A's row.
constexpr const char *kLaser = R"([{"at": [5, 1], "side": "E", "kind": "laser", "dir": "W", "beams": 1}])";

} // namespace offers2023test

void TestEdition2023Offers::upgradesOffered_data()
{
    using offers2023test::game;
    using offers2023test::kLaser;
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("upgrade");
    QTest::addColumn<int>("offers");         // how many answers robot A is offered
    QTest::addColumn<QByteArray>("written"); // the first answer as the file writes it
    QTest::newRow("boink: four directions, before and after")
        << game(R"(["boink"])", "[4, 1]") << QStringLiteral("boink") << 8 << QByteArray(R"({"register": 1, "use": "boink", "dir": "N", "when": "before"})");
    QTest::newRow("zoop: four facings, before and after")
        << game(R"(["zoop"])", "[4, 1]") << QStringLiteral("zoop") << 8 << QByteArray(R"({"register": 1, "use": "zoop", "facing": "N", "when": "before"})");
    QTest::newRow("switch: the robot next to it")
        << game(R"(["switch"])", "[1, 2]") << QStringLiteral("switch") << 2 << QByteArray(R"({"register": 1, "use": "switch", "target": "B", "when": "before"})");
    QTest::newRow("switch: nobody next to it") << game(R"(["switch"])", "[4, 2]") << QStringLiteral("switch") << 0 << QByteArray();
    QTest::newRow("overclocked: before and after")
        << game(R"(["overclocked"])", "[4, 2]") << QStringLiteral("overclocked") << 2 << QByteArray(R"({"register": 1, "use": "overclocked", "when": "before"})");
    // While programming (a scenario that plays the programming phase): Memory Swap with its
    // default, Calibration Protocol.
    const QByteArray programming = R"({}, "programming": true)";
    QTest::newRow("memory-swap: while programming")
        << game(R"(["memory-swap"])", "[4, 2]", "", "powerup", "powerup", "", programming) << QStringLiteral("memory-swap") << 1
        << QByteArray(R"({"programming": true, "use": "memory-swap"})");
    QTest::newRow("calibration-protocol: while programming")
        << game(R"(["calibration-protocol"])", "[4, 2]", R"(, "hand": ["spam"])", "powerup", "powerup", "", programming)
        << QStringLiteral("calibration-protocol") << 1 << QByteArray(R"({"programming": true, "use": "calibration-protocol"})");
    QTest::newRow("recharge: at its turn") << game(R"(["recharge"])", "[4, 2]") << QStringLiteral("recharge") << 1
                                           << QByteArray(R"({"register": 1, "use": "recharge"})");
    QTest::newRow("mini-howitzer: at the robot hit")
        << game(R"(["mini-howitzer"])", "[4, 1]") << QStringLiteral("mini-howitzer") << 1
        << QByteArray(R"({"register": 1, "use": "mini-howitzer", "target": "B"})");
    QTest::newRow("mini-howitzer: no energy") << game(R"(["mini-howitzer"])", "[4, 1]", R"(, "energy": 0)", "move1") << QStringLiteral("mini-howitzer") << 0
                                              << QByteArray();
    QTest::newRow("pressor-beam: nobody in the line") << game(R"(["pressor-beam"])", "[4, 2]") << QStringLiteral("pressor-beam") << 0 << QByteArray();
    QTest::newRow("deflector-shield: the board laser hits it")
        << game(R"(["deflector-shield"])", "[4, 2]", "", "powerup", "powerup", "", "{}", kLaser) << QStringLiteral("deflector-shield") << 1
                                      << QByteArray(R"({"register": 1, "use": "deflector-shield"})");
    QTest::newRow("rail-gun acts by itself") << game(R"(["rail-gun"])", "[4, 1]") << QStringLiteral("rail-gun") << 0 << QByteArray();
    QTest::newRow("all-aboard: before and after")
        << game(R"(["all-aboard"])", "[4, 2]") << QStringLiteral("all-aboard") << 2
        << QByteArray(R"({"register": 1, "use": "all-aboard", "when": "before"})");

    // Brakes, Drifting and Power Slide: before the card they act on, lying in the register.
    QTest::newRow("brakes: a Move 1") << game(R"(["brakes"])", "[4, 2]", "", "move1") << QStringLiteral("brakes") << 1
                                      << QByteArray(R"({"register": 1, "use": "brakes"})");
    QTest::newRow("brakes: a Move 2") << game(R"(["brakes"])", "[4, 2]", "", "move2") << QStringLiteral("brakes") << 0 << QByteArray();
    QTest::newRow("drifting: a Rotate Left") << game(R"(["drifting"])", "[4, 2]", "", "left") << QStringLiteral("drifting") << 1
                                             << QByteArray(R"({"register": 1, "use": "drifting"})");
    QTest::newRow("drifting: a Rotate Right") << game(R"(["drifting"])", "[4, 2]", "", "right") << QStringLiteral("drifting") << 0
                                              << QByteArray();
    QTest::newRow("power-slide: a Rotate Right") << game(R"(["power-slide"])", "[4, 2]", "", "right") << QStringLiteral("power-slide") << 1
                                                 << QByteArray(R"({"register": 1, "use": "power-slide"})");
    QTest::newRow("power-slide: a Rotate Left") << game(R"(["power-slide"])", "[4, 2]", "", "left") << QStringLiteral("power-slide") << 0
                                                << QByteArray();

    // Magnetic: before the card of the robot next to it, which moves it.
    QTest::newRow("magnetic: B beside it moves")
        << game(R"(["magnetic"])", "[2, 1]", "", "powerup", "move1") << QStringLiteral("magnetic") << 1
        << QByteArray(R"({"register": 1, "use": "magnetic", "target": "B"})");
    QTest::newRow("magnetic: B beside it turns")
        << game(R"(["magnetic"])", "[2, 1]", "", "powerup", "left") << QStringLiteral("magnetic") << 0 << QByteArray();
    QTest::newRow("magnetic: B pushes it") << game(R"(["magnetic"])", "[1, 2]", "", "powerup", "move1") << QStringLiteral("magnetic") << 0
                                           << QByteArray();
    QTest::newRow("magnetic: a wall between")
        << game(R"(["magnetic"])", "[2, 1]", "", "powerup", "move1", "", "{}", R"([{"at": [1, 1], "side": "E", "kind": "wall"}])")
        << QStringLiteral("magnetic") << 0 << QByteArray();

    // Piercing Drill and Modular Chassis: at the robot the card would push first.
    QTest::newRow("piercing-drill: facing unchanged or turned")
        << game(R"(["piercing-drill"])", "[2, 1]", "", "move1") << QStringLiteral("piercing-drill") << 4
        << QByteArray(R"({"register": 1, "use": "piercing-drill", "target": "B"})");
    QTest::newRow("piercing-drill: pushed at the second step")
        << game(R"(["piercing-drill"])", "[3, 1]", "", "move2") << QStringLiteral("piercing-drill") << 4
        << QByteArray(R"({"register": 1, "use": "piercing-drill", "target": "B"})");
    QTest::newRow("piercing-drill: out of reach") << game(R"(["piercing-drill"])", "[3, 1]", "", "move1") << QStringLiteral("piercing-drill") << 0
                                                  << QByteArray();
    QTest::newRow("piercing-drill: a wall before B")
        << game(R"(["piercing-drill"])", "[2, 1]", "", "move1", "powerup", "", "{}", R"([{"at": [1, 1], "side": "E", "kind": "wall"}])")
        << QStringLiteral("piercing-drill") << 0 << QByteArray();
    QTest::newRow("piercing-drill: an Again repeats no move")
        << game(R"(["piercing-drill"])", "[2, 1]", "", "again") << QStringLiteral("piercing-drill") << 0 << QByteArray();
    QTest::newRow("modular-chassis: each upgrade of B")
        << game(R"(["modular-chassis"])", "[2, 1]", "", "move1", "powerup", R"(, "upgrades": ["spiky", "boink"])")
        << QStringLiteral("modular-chassis") << 2
        << QByteArray(R"({"register": 1, "use": "modular-chassis", "target": "B", "take": "spiky"})");
    QTest::newRow("modular-chassis: chassis-permanent-only")
        << game(R"(["modular-chassis"])", "[2, 1]", "", "move1", "powerup", R"(, "upgrades": ["boink", "spiky"])",
                R"({"chassis-permanent-only": true})")
        << QStringLiteral("modular-chassis") << 1
        << QByteArray(R"({"register": 1, "use": "modular-chassis", "target": "B", "take": "spiky"})");
    QTest::newRow("modular-chassis: B has nothing to take")
        << game(R"(["modular-chassis"])", "[2, 1]", "", "move1") << QStringLiteral("modular-chassis") << 0 << QByteArray();
    QTest::newRow("modular-chassis: nobody pushed")
        << game(R"(["modular-chassis"])", "[4, 2]", "", "move1", "powerup", R"(, "upgrades": ["spiky"])") << QStringLiteral("modular-chassis")
        << 0 << QByteArray();

    // Energy Conversion: before the lasers, for a robot a board laser hits; forward, then back.
    QTest::newRow("energy-conversion: hit by the board laser")
        << game(R"(["energy-conversion"])", "[4, 2]", "", "powerup", "powerup", "", "{}", kLaser) << QStringLiteral("energy-conversion") << 2
        << QByteArray(R"({"register": 1, "use": "energy-conversion"})");
    QTest::newRow("energy-conversion: B stops the beam")
        << game(R"(["energy-conversion"])", "[3, 1]", "", "powerup", "powerup", "", "{}", kLaser) << QStringLiteral("energy-conversion") << 0
        << QByteArray();
    QTest::newRow("energy-conversion: no board laser")
        << game(R"(["energy-conversion"])", "[4, 2]") << QStringLiteral("energy-conversion") << 0 << QByteArray();
}

void TestEdition2023Offers::upgradesOffered()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, upgrade);
    QFETCH(int, offers);
    QFETCH(QByteArray, written);
    auto sc = io::parseScenarioJson(json, QStringLiteral("offers.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto id = model::upgradeFromName(upgrade.toStdString());
    QVERIFY(id.has_value());
    auto replay = sim::Replay::create(*sc);
    QVERIFY(replay);
    auto isIt = [&](const rules::DecisionOffer &o) { return o.decision.use == model::DecisionUse::Upgrade && o.decision.upgrade == *id; };
    const auto found = edition2023test::firstOffers(*replay, isIt);
    QCOMPARE(static_cast<int>(found.offers.size()), offers);
    if (offers == 0)
        return;
    QCOMPARE(found.offers.front().robot, 0);
    const QString taken = edition2023test::takeOffer(*sc, *replay, found, written, isIt);
    QVERIFY2(taken.isEmpty(), qPrintable(taken));
    // And played: the rules take it where it was offered.
    const auto fates = sim::decisionFates(*sc, replay->trace());
    QCOMPARE(fates.size(), std::size_t{1});
    QCOMPARE(fates.front().kind, sim::DecisionFate::Kind::Taken);
}

RF_TEST_APPLESS_MAIN(TestEdition2023Offers)
#include "tst_edition2023offers.moc"
