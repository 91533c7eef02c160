// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The upgrade side of the 2023 edition (RULES.md 10.2, 10.12): installed upgrades, collections,
// the upgrade deck and discard pile in the scenario format (read, written back, refused with the
// JSON path), and the upgrade phase: one draw for 1 energy, one install for its cost, at most 3
// permanent and 3 temporary installed, any number of uninstalls, in priority order; void
// decisions cost nothing. The debugger offers each choice.
#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/replay.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QTest>

#include <algorithm>

#include "testmain.h"

using namespace rf;

class TestEdition2023UpgradePhase : public QObject {
    Q_OBJECT
private slots:
    void phase_data();
    void phase();
    void fieldsRoundTrip();
    void refused_data();
    void refused();
    void choicesOffered();
    void seededDeck();
};

namespace upgradephase {

QByteArray phaseGame(const QByteArray &robots, const QByteArray &phase, const QByteArray &expect, const QByteArray &ruleset = "edition-2023")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": ")" + ruleset +
           R"(", "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [5, 5]}, "robots": [)" + robots + "]" +
           (phase.isEmpty() ? QByteArray() : R"(, "upgradePhase": )" + phase) +
           (ruleset == "edition-2023" ? QByteArray(R"(, "damageDeck": "endless-spam")") : QByteArray()) + R"(, "play": {"registers": 0})" +
           (expect.isEmpty() ? QByteArray() : R"(, "expect": [)" + expect + "]") + "}";
}

QByteArray robot(const QByteArray &name, const QByteArray &at, const QByteArray &rest)
{
    return R"({"name": ")" + name + R"(", "at": )" + at + R"(, "facing": "N", )" + rest + "}";
}

QByteArray decide(const char *use, const char *card = nullptr)
{
    return R"({"upgradePhase": true, "use": ")" + QByteArray(use) + "\"" + (card ? R"(, "card": ")" + QByteArray(card) + "\"" : QByteArray()) + "}";
}

} // namespace upgradephase

using upgradephase::decide;
using upgradephase::phaseGame;
using upgradephase::robot;

void TestEdition2023UpgradePhase::phase_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray two = R"({"deck": ["brakes", "zoop"], "discard": []})";
    const QByteArray other = R"({"deck": ["chaos-theory", "zoop"], "discard": []})";
    auto one = [&](const QByteArray &rest, const QByteArray &phase, const QByteArray &expectA, const QByteArray &game_ = {}) {
        return phaseGame(robot("A", "[1, 1]", rest), phase, R"({"robots": {"A": )" + expectA + "}" + (game_.isEmpty() ? QByteArray() : ", " + game_) + "}");
    };
    QTest::newRow("draw, then install the card drawn")
        << one(R"("energy": 3, "decisions": [)" + decide("draw") + ", " + decide("install", "brakes") + "]", two,
               R"({"energy": 0, "upgrades": ["brakes"], "collection": []})", R"("upgradeDeckTop": ["zoop"])");
    QTest::newRow("a second draw is void")
        << one(R"("energy": 3, "decisions": [)" + decide("draw") + ", " + decide("draw") + "]", two, R"({"energy": 2, "collection": ["brakes"]})",
               R"("upgradeDeckTop": ["zoop"])");
    QTest::newRow("a second install is void")
        << one(R"("energy": 9, "collection": ["brakes", "rail-gun"], "decisions": [)" + decide("install", "brakes") + ", " + decide("install", "rail-gun") + "]",
               other, R"({"energy": 7, "upgrades": ["brakes"], "collection": ["rail-gun"]})");
    QTest::newRow("an install it cannot pay is void")
        << one(R"("energy": 4, "collection": ["crab-legs"], "decisions": [)" + decide("install", "crab-legs") + "]", two,
               R"({"energy": 4, "upgrades": [], "collection": ["crab-legs"]})");
    QTest::newRow("a card not in the collection is void, and the install is not used up")
        << one(R"("energy": 5, "collection": ["rail-gun"], "decisions": [)" + decide("install", "zoop") + ", " + decide("install", "rail-gun") + "]", two,
               R"({"energy": 3, "upgrades": ["rail-gun"], "collection": []})", R"("upgradeDeckTop": ["brakes", "zoop"])");
    QTest::newRow("three permanent installed: no fourth")
        << one(R"("energy": 5, "upgrades": ["brakes", "firewall", "rail-gun"], "collection": ["spiky"], "decisions": [)" + decide("install", "spiky") + "]",
               other, R"({"energy": 5, "upgrades": ["brakes", "firewall", "rail-gun"], "collection": ["spiky"]})");
    QTest::newRow("three permanent installed: a temporary still fits")
        << one(R"("energy": 5, "upgrades": ["brakes", "firewall", "rail-gun"], "collection": ["boink"], "decisions": [)" + decide("install", "boink") + "]",
               other, R"({"energy": 4, "upgrades": ["brakes", "boink", "firewall", "rail-gun"], "collection": []})");
    QTest::newRow("three temporary installed: no fourth")
        << one(R"("energy": 5, "upgrades": ["boink", "recharge", "rewire"], "collection": ["switch"], "decisions": [)" + decide("install", "switch") + "]",
               two, R"({"energy": 5, "collection": ["switch"]})");
    QTest::newRow("an uninstall makes room and costs nothing")
        << one(R"("energy": 5, "upgrades": ["brakes", "firewall", "rail-gun"], "collection": ["spiky"], "decisions": [)" + decide("uninstall", "brakes") +
                   ", " + decide("install", "spiky") + "]",
               other, R"({"energy": 3, "upgrades": ["firewall", "rail-gun", "spiky"], "collection": []})", R"("upgradeDiscard": ["brakes"])");
    QTest::newRow("uninstalling what is not installed is void")
        << one(R"("energy": 5, "collection": ["spiky"], "decisions": [)" + decide("uninstall", "spiky") + "]", two,
               R"({"energy": 5, "collection": ["spiky"]})", R"("upgradeDiscard": [])");
    QTest::newRow("an empty deck takes the shuffled discard pile")
        << one(R"("energy": 3, "decisions": [)" + decide("draw") + "]", R"({"deck": [], "discard": ["zoop"]})",
               R"({"energy": 2, "collection": ["zoop"]})", R"("upgradeDiscard": [])");
    QTest::newRow("nothing to draw: void, free")
        << one(R"("energy": 3, "decisions": [)" + decide("draw") + "]", R"({"deck": [], "discard": []})", R"({"energy": 3, "collection": []})");
    QTest::newRow("no energy: no draw")
        << one(R"("energy": 0, "decisions": [)" + decide("draw") + "]", two, R"({"energy": 0, "collection": []})", R"("upgradeDeckTop": ["brakes"])");
    // Robot by robot in priority order from the token holder: B draws first.
    QTest::newRow("priority order shares the deck")
        << phaseGame(robot("A", "[1, 1]", R"("decisions": [)" + decide("draw") + "]") + ", " + robot("B", "[3, 3]", R"("decisions": [)" + decide("draw") + "]"),
                two, R"({"robots": {"A": {"collection": ["zoop"], "energy": 2}, "B": {"collection": ["brakes"], "energy": 2}}})")
               .replace(R"("damageDeck")", R"("priorityToken": "B", "damageDeck")");
}

void TestEdition2023UpgradePhase::phase()
{
    QFETCH(QByteArray, json);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("phase.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result.has_value(), result ? "" : text::scenarioErrorText(result.error()).c_str());
    QVERIFY2(result->passed(), qPrintable(edition2023test::mismatchesOf(*result)));
}

void TestEdition2023UpgradePhase::fieldsRoundTrip()
{
    const QByteArray json = phaseGame(robot("A", "[1, 1]", R"("energy": 6, "upgrades": ["crab-legs", "zoop"], "collection": ["spiky", "rewire"],
                                                         "decisions": [{"upgradePhase": true, "use": "draw"}, {"upgradePhase": true, "use": "install", "card": "spiky"},
                                                                       {"upgradePhase": true, "use": "uninstall", "card": "zoop"}])"),
                                 R"({"deck": ["brakes", "chaos-theory"], "discard": ["rail-gun"]})",
                                 R"({"robots": {"A": {"upgrades": ["spiky", "crab-legs"], "collection": ["rewire", "brakes"]}},
                                     "upgradeDeckTop": ["chaos-theory"], "upgradeDiscard": ["zoop", "rail-gun"]})");
    const auto sc = io::parseScenarioJson(json, QStringLiteral("fields.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    using model::UpgradeId;
    QCOMPARE(sc->robots[0].upgrades, (std::vector{UpgradeId::CrabLegs, UpgradeId::Zoop}));
    QCOMPARE(sc->robots[0].collection, (std::vector{UpgradeId::Spiky, UpgradeId::Rewire}));
    QVERIFY(sc->upgradePhase && !sc->upgradePhase->seededDeck);
    QCOMPARE(sc->upgradePhase->deck, (std::vector{UpgradeId::Brakes, UpgradeId::ChaosTheory}));
    const auto &d = sc->robots[0].turns.front().decisions;
    QCOMPARE(d.size(), std::size_t(3));
    QCOMPARE(d[1].use, model::DecisionUse::UpgradeInstall);
    QCOMPARE(d[1].upgrade, UpgradeId::Spiky);
    QCOMPARE(d[2].use, model::DecisionUse::UpgradeUninstall);
    QCOMPARE(sc->expectations.front().upgradeDeckTop, std::optional(std::vector{UpgradeId::ChaosTheory}));
    const QByteArray written = io::scenarioToJson(*sc);
    const auto back = io::parseScenarioJson(written, QStringLiteral("back.rfscenario"));
    QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
    QVERIFY(*back == *sc);
    QCOMPARE(io::scenarioToJson(*back), written);
    // It plays as it reads: drawn brakes, spiky installed, zoop uninstalled.
    const auto result = sim::runScenario(*sc);
    QVERIFY2(result && result->passed(), result ? qPrintable(edition2023test::mismatchesOf(*result)) : "");
    // A seeded deck is written as no deck.
    const auto seeded = io::parseScenarioJson(phaseGame(robot("A", "[1, 1]", R"("energy": 3)"), "{}", {}), QStringLiteral("seeded.rfscenario"));
    QVERIFY(seeded && seeded->upgradePhase && seeded->upgradePhase->seededDeck);
    const auto seededBack = io::parseScenarioJson(io::scenarioToJson(*seeded), QStringLiteral("seeded.rfscenario"));
    QVERIFY(seededBack && *seededBack == *seeded);
}

void TestEdition2023UpgradePhase::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    auto with = [](const QByteArray &rest, const QByteArray &phase = {}, const QByteArray &ruleset = "edition-2023") {
        return phaseGame(robot("A", "[1, 1]", rest), phase, {}, ruleset);
    };
    QTest::newRow("a 2016 upgrade") << with(R"("upgrades": ["side-arms"])") << QStringLiteral("$.robots[0].upgrades[0]");
    QTest::newRow("a 2023 upgrade in 2016") << with(R"("upgrades": ["spiky"])", {}, "edition-2016") << QStringLiteral("$.robots[0].upgrades[0]");
    QTest::newRow("a collection in 2016") << with(R"("collection": ["brakes"])", {}, "edition-2016") << QStringLiteral("$.robots[0].collection");
    QTest::newRow("listed twice") << with(R"("collection": ["brakes", "brakes"])") << QStringLiteral("$.robots[0].collection[1]");
    QTest::newRow("held and in the deck") << with(R"("collection": ["brakes"])", R"({"deck": ["zoop", "brakes"]})") << QStringLiteral("$.upgradePhase.deck[1]");
    QTest::newRow("four permanent installed") << with(R"("upgrades": ["brakes", "firewall", "rail-gun", "spiky"])") << QStringLiteral("$.robots[0].upgrades[3]");
    QTest::newRow("a shop") << with(R"("energy": 3)", R"({"shop": ["brakes"]})") << QStringLiteral("$.upgradePhase");
    QTest::newRow("install in a register") << with(R"("decisions": [{"register": 1, "use": "install", "card": "brakes"}])")
                                           << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("a draw names no card") << with(R"("decisions": [{"upgradePhase": true, "use": "draw", "card": "brakes"}])")
                                          << QStringLiteral("$.robots[0].decisions[0].card");
    QTest::newRow("an install names its card") << with(R"("decisions": [{"upgradePhase": true, "use": "install"}])") << QStringLiteral("$.robots[0].decisions[0]");
    QTest::newRow("an unknown card") << with(R"("decisions": [{"upgradePhase": true, "use": "uninstall", "card": "teleporter"}])")
                                     << QStringLiteral("$.robots[0].decisions[0].card");
    QTest::newRow("two cards without crab legs") << with(R"("program": ["move1+right"])") << QStringLiteral("$.robots[0].program[0]");
    QTest::newRow("crab legs with a move 2") << with(R"("upgrades": ["crab-legs"], "program": ["move2+right"])") << QStringLiteral("$.robots[0].program[0]");
    QTest::newRow("deck top in 2016") << phaseGame(robot("A", "[1, 1]", R"("energy": 3)"), {}, R"({"upgradeDeckTop": []})", "edition-2016")
                                             .replace(R"("registers": 0)", R"("registers": 1)")
                                      << QStringLiteral("$.expect[0].upgradeDeckTop");
}

void TestEdition2023UpgradePhase::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    const auto sc = io::parseScenarioJson(json, QStringLiteral("bad.rfscenario"));
    QVERIFY2(!sc.has_value(), "read");
    QCOMPARE(sc.error().where, where);
    QVERIFY(!sc.error().message.isEmpty());
}

void TestEdition2023UpgradePhase::choicesOffered()
{
    // Energy 3: a draw, brakes (2) but not crab-legs (5), and uninstalling firewall.
    auto sc = io::parseScenarioJson(phaseGame(robot("A", "[1, 1]", R"("energy": 3, "upgrades": ["firewall"], "collection": ["brakes", "crab-legs"])"),
                                         R"({"deck": ["zoop"]})", {}),
                                    QStringLiteral("offers.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    auto replay = sim::Replay::create(*sc);
    QVERIFY(replay);
    std::vector<rules::DecisionOffer> offers;
    int position = -1;
    for (int p = 0; p <= replay->length() && position < 0; ++p) {
        offers = replay->run().decisionOffers(replay->stateAt(p));
        if (!offers.empty())
            position = p;
    }
    QVERIFY2(position >= 0, "nothing offered");
    using U = model::DecisionUse;
    QCOMPARE(offers.size(), std::size_t(3));
    QCOMPARE(offers[0].decision.use, U::UpgradeDraw);
    QCOMPARE(offers[1].decision.use, U::UpgradeInstall);
    QCOMPARE(offers[1].decision.upgrade, model::UpgradeId::Brakes);
    QCOMPARE(offers[2].decision.use, U::UpgradeUninstall);
    QCOMPARE(offers[2].decision.upgrade, model::UpgradeId::Firewall);
    // Taken as the debugger takes it: written into the file, played, and not offered again.
    sc->robots[0].turns.resize(1);
    sc->robots[0].turns[0].decisions.push_back(offers[1].decision);
    const QByteArray text = io::scenarioToJson(*sc);
    QVERIFY2(text.contains(R"({"upgradePhase": true, "use": "install", "card": "brakes"})"), text.constData());
    QVERIFY(replay->update(*sc));
    for (const rules::DecisionOffer &o : replay->run().decisionOffers(replay->stateAt(position)))
        QVERIFY(o.decision.use != U::UpgradeInstall);
    const auto result = sim::runScenario(*sc);
    QVERIFY(result.has_value());
    QCOMPARE(result->finalState.robots[0].energy, 1);
}

void TestEdition2023UpgradePhase::seededDeck()
{
    // Without a deck: the 40 upgrades less those held, shuffled with the seed; every draw comes
    // from it, never a card a robot holds.
    QByteArray robots;
    for (int i = 0; i < 4; ++i)
        robots += (i ? ", " : "") + robot(QByteArray(1, char('A' + i)), "[" + QByteArray::number(i) + ", 0]",
                                          R"("energy": 10, "collection": [)" + QByteArray(i == 0 ? R"("brakes", "spiky")" : "") + R"(], "decisions": [)" +
                                              decide("draw") + "]");
    const auto sc = io::parseScenarioJson(phaseGame(robots, "{}", {}).replace(R"("play": {"registers": 0})", R"("seed": 7, "play": {"registers": 0})"),
                                          QStringLiteral("seeded.rfscenario"));
    QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
    const auto result = sim::runScenario(*sc);
    QVERIFY(result.has_value());
    std::vector<model::UpgradeId> drawn;
    for (const auto &r : result->finalState.robots)
        drawn.insert(drawn.end(), r.collection.begin(), r.collection.end());
    QCOMPARE(drawn.size(), std::size_t(6));
    std::ranges::sort(drawn);
    QVERIFY(std::ranges::adjacent_find(drawn) == drawn.end());
    const auto again = sim::runScenario(*sc);
    QVERIFY(again && again->finalState.robots == result->finalState.robots);
}

RF_TEST_APPLESS_MAIN(TestEdition2023UpgradePhase)
#include "tst_edition2023upgradephase.moc"
