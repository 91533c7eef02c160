// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger's offers for the 2023 upgrades (RULES.md 10.13-10.15): at a robot's turn its
// installed movement upgrades, before and after its card, with each answer (Boink's direction,
// Zoop's facing, Switch's neighbours), and the upgrades used "any time"; before the weapons fire
// each replacement weapon at the robot the forward line hits, and the Deflector Shield. An offer
// taken is written into the file and not offered again.
#include "io/scenario/scenariofile.h"
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

// A 6 x 3 board; robot A at [1, 1] facing east with `upgrades`, `card` in register 1 and `more`
// fields, B at `b`.
QByteArray game(const QByteArray &upgrades, const QByteArray &b, const QByteArray &more = "", const QByteArray &card = "powerup")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3]},
               "robots": [{"name": "A", "at": [1, 1], "facing": "E", "upgrades": )" +
           upgrades + R"(, "program": [")" + card + R"("])" + more + R"(},
                          {"name": "B", "at": )" + b + R"(, "facing": "N", "program": ["powerup"]}],
               "damageDeck": "endless-spam", "play": {"registers": 1}})";
}

} // namespace offers2023test

void TestEdition2023Offers::upgradesOffered_data()
{
    using offers2023test::game;
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
    QTest::newRow("recharge: at its turn") << game(R"(["recharge"])", "[4, 2]") << QStringLiteral("recharge") << 1
                                           << QByteArray(R"({"register": 1, "use": "recharge"})");
    QTest::newRow("mini-howitzer: at the robot hit")
        << game(R"(["mini-howitzer"])", "[4, 1]") << QStringLiteral("mini-howitzer") << 1
        << QByteArray(R"({"register": 1, "use": "mini-howitzer", "target": "B"})");
    QTest::newRow("mini-howitzer: no energy") << game(R"(["mini-howitzer"])", "[4, 1]", R"(, "energy": 0)", "move1") << QStringLiteral("mini-howitzer") << 0
                                              << QByteArray();
    QTest::newRow("pressor-beam: nobody in the line") << game(R"(["pressor-beam"])", "[4, 2]") << QStringLiteral("pressor-beam") << 0 << QByteArray();
    QTest::newRow("deflector-shield") << game(R"(["deflector-shield"])", "[4, 2]") << QStringLiteral("deflector-shield") << 1
                                      << QByteArray(R"({"register": 1, "use": "deflector-shield"})");
    QTest::newRow("rail-gun acts by itself") << game(R"(["rail-gun"])", "[4, 1]") << QStringLiteral("rail-gun") << 0 << QByteArray();
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
    int position = -1;
    std::vector<rules::DecisionOffer> answers;
    for (int p = 0; p <= replay->length() && position < 0; ++p)
        for (const rules::DecisionOffer &o : replay->run().decisionOffers(replay->stateAt(p)))
            if (isIt(o)) {
                position = p;
                answers.push_back(o);
            }
    QCOMPARE(static_cast<int>(answers.size()), offers);
    if (offers == 0)
        return;
    QCOMPARE(answers.front().robot, 0);
    // Taken as the debugger takes it: written into the file, and not offered again.
    sc->robots[0].turns.at(0).decisions.push_back(answers.front().decision);
    const QByteArray text = io::scenarioToJson(*sc);
    QVERIFY2(text.contains(written), text.constData());
    const auto back = io::parseScenarioJson(text, QStringLiteral("back.rfscenario"));
    QVERIFY(back.has_value() && *back == *sc);
    QVERIFY(replay->update(*sc));
    for (const rules::DecisionOffer &o : replay->run().decisionOffers(replay->stateAt(position)))
        QVERIFY(!isIt(o));
}

RF_TEST_APPLESS_MAIN(TestEdition2023Offers)
#include "tst_edition2023offers.moc"
