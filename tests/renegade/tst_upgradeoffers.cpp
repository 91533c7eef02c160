// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger's decision points of the 2016 upgrades (core/rules/upgradeoffers.cpp): each public
// upgrade case, its decisions taken out, offers them at some substep; made as the debugger makes
// them, one by one, they play the game the file plays.
#include "io/scenario/scenariofile.h"
#include "sim/replay.h"

#include <QTest>

#include <algorithm>

#include "testmain.h"

using namespace rf;

namespace {

// The same choice: the fields an offer fills (a purchase into a full row names the card it
// replaces; the file may leave that to the default, the oldest), and the cards chosen.
bool sameChoice(const model::Decision &offer, const model::Decision &file)
{
    return offer.when == file.when && offer.reg == file.reg && offer.use == file.use && offer.upgrade == file.upgrade &&
           offer.target == file.target && offer.dir == file.dir && offer.side == file.side &&
           (!file.upgradeSubject || offer.upgradeSubject == file.upgradeSubject) && offer.card == file.card &&
           offer.trash == file.trash && offer.routine == file.routine && offer.cards == file.cards;
}

// Whether any position of `replay` offers robot 0 a decision that `match` accepts.
template<typename Match> bool anyOffer(const sim::Replay &replay, Match match)
{
    for (int p = 0; p <= replay.length(); ++p)
        for (const rules::DecisionOffer &o : replay.run().decisionOffers(replay.stateAt(p)))
            if (match(o.decision))
                return true;
    return false;
}

QString libraryFile(const char *name)
{
    return QStringLiteral(RF_TEST_DATA_DIR "/scenarios/upgrades/%1.rfscenario").arg(QLatin1String(name));
}

// The first position whose offers contain robot `robot`'s `wanted` choice, or -1.
int offeredAt(const sim::Replay &replay, int robot, const model::Decision &wanted, model::Decision *offer)
{
    for (int p = 0; p <= replay.length(); ++p)
        for (const rules::DecisionOffer &o : replay.run().decisionOffers(replay.stateAt(p)))
            if (o.robot == robot && sameChoice(o.decision, wanted)) {
                *offer = o.decision;
                return p;
            }
    return -1;
}

} // namespace

class TestUpgradeOffers : public QObject {
    Q_OBJECT
private slots:
    void decisionsAreOffered_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("offered"); // the file's first decisions a click can make
        QTest::addColumn<bool>("samePlay");
        auto row = [](const char *name, int offered, bool samePlay) {
            QTest::newRow(name) << QStringLiteral(RF_TEST_DATA_DIR
                                                  "/scenarios/acceptance-upgrades/acceptance-%1.rfscenario")
                                       .arg(QLatin1String(name))
                                << offered << samePlay;
        };
        row("admin-privilege-moves-first", 1, true);
        row("boink-sidestep", 1, true);
        row("energy-routine-upgrade-adds-card", 1, true);
        row("pressor-beam-push", 1, true);
        // Recharge is offered once it is held: after the purchase substep, too late in that phase.
        row("recharge-bought-and-used", 1, false);
        row("spam-blocker-replaces-spam", 1, true);
        row("upgrade-permanent-slots-full", 1, true);
        row("upgrade-priority-order", 2, true);
        // The upgrades used before a robot's card, at a laser hit and at the register's start.
        auto library = [](const char *name, int offered, bool samePlay) {
            QTest::newRow(name) << QStringLiteral(RF_TEST_DATA_DIR "/scenarios/upgrades/%1.rfscenario").arg(QLatin1String(name))
                                << offered << samePlay;
        };
        library("brakes-move1-stays", 1, true);
        library("crab-legs-forward-side-forward", 1, true);
        library("teleporter-swap", 1, true);
        library("side-arms-push-left", 1, true);
        library("hack-plays-again", 1, true);
        library("reboot-upgrade-no-spam", 1, true);
        library("mini-howitzer-hit", 1, true);
        library("blue-screen-of-death-hit", 1, true);
        library("corruption-wave-draw-pile", 1, true);
        library("deflector-shield-blocks", 1, true);
        // Choices of cards: Refresh before the card (a SPAM trashed or not), a routine drawn in
        // play, the programming phase's hand, a damage card from an empty pile.
        library("refresh-changes-card", 1, true);
        library("refresh-trashes-spam", 1, true);
        library("sandbox-routine-drawn-decision", 1, true);
        library("weasel-routine-drawn-decision", 1, true);
        library("scrambler-draws-weasel-routine", 1, true); // B's card of register 2, from A's shot
        library("defrag-gizmo-returns-damage", 1, true);
        library("memory-swap-default", 1, true);
        library("cache-memory-one-card", 1, true);
        row("damage-pile-empty-pick", 1, true);
        // One pick in each of two registers: each register asks anew.
        library("damage-pile-pick-two-registers", 2, true);
    }

    void decisionsAreOffered()
    {
        QFETCH(QString, file);
        QFETCH(int, offered);
        QFETCH(bool, samePlay);
        auto sc = io::readScenarioFile(file);
        QVERIFY2(sc, qPrintable(sc ? QString() : sc.error().toString()));
        auto original = sim::Replay::create(*sc);
        QVERIFY(original);
        // The file's decisions in order, robot by robot (all in turn 1).
        std::vector<std::pair<int, model::Decision>> wanted;
        model::Scenario open = *sc;
        for (std::size_t i = 0; i < open.robots.size(); ++i)
            for (model::TurnPlan &t : open.robots[i].turns) {
                for (const model::Decision &d : t.decisions)
                    wanted.emplace_back(static_cast<int>(i), d);
                t.decisions.clear();
            }
        QVERIFY(static_cast<int>(wanted.size()) >= offered);
        auto replay = sim::Replay::create(open);
        QVERIFY(replay);
        for (int k = 0; k < offered; ++k) {
            const auto &[robot, d] = wanted[static_cast<std::size_t>(k)];
            model::Decision offer;
            const int at = offeredAt(*replay, robot, d, &offer);
            QVERIFY2(at >= 0, qPrintable(QStringLiteral("decision %1 is never offered").arg(k + 1)));
            // Made as the debugger makes it: the question is not asked again.
            open.robots[static_cast<std::size_t>(robot)].turns.at(0).decisions.push_back(offer);
            QVERIFY(replay->update(open));
            const auto again = replay->run().decisionOffers(replay->stateAt(at));
            QVERIFY(std::ranges::none_of(
                again, [&](const rules::DecisionOffer &o) { return o.robot == robot && sameChoice(o.decision, d); }));
        }
        if (samePlay)
            QVERIFY(replay->stateAt(replay->length()).robots == original->stateAt(original->length()).robots);
    }

    // Choices that must not be offered: the scenario makes them already, or the rules could not
    // play them (no damage card in the hand, every damage pile empty, Again in register 1).
    void notOffered_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("use");
        QTest::addColumn<int>("upgrade"); // for DecisionUse::Upgrade
        QTest::addColumn<int>("card");    // -1: any card
        const int upgrade = static_cast<int>(model::DecisionUse::Upgrade);
        auto id = [](model::UpgradeId u) { return static_cast<int>(u); };
        QTest::newRow("Defrag Gizmo without a damage card in the hand")
            << libraryFile("defrag-gizmo-no-damage-in-hand") << upgrade << id(model::UpgradeId::DefragGizmo) << -1;
        QTest::newRow("Defrag Gizmo decided")
            << libraryFile("defrag-gizmo-returns-damage") << upgrade << id(model::UpgradeId::DefragGizmo) << -1;
        QTest::newRow("Cache Memory decided")
            << libraryFile("cache-memory-keeps-cards") << upgrade << id(model::UpgradeId::CacheMemory) << -1;
        QTest::newRow("Memory Swap decided")
            << libraryFile("memory-swap-returns-three") << upgrade << id(model::UpgradeId::MemorySwap) << -1;
        QTest::newRow("Refresh decided") << libraryFile("refresh-changes-card") << upgrade
                                         << id(model::UpgradeId::Refresh) << -1;
        QTest::newRow("routine decided") << libraryFile("sandbox-routine-drawn-decision")
                                         << static_cast<int>(model::DecisionUse::RoutineCard) << 0 << -1;
        QTest::newRow("routine programmed with its card")
            << libraryFile("weasel-routine-left") << static_cast<int>(model::DecisionUse::RoutineCard) << 0 << -1;
        QTest::newRow("pick-damage decided")
            << QStringLiteral(RF_TEST_DATA_DIR
                              "/scenarios/acceptance-upgrades/acceptance-damage-pile-empty-pick.rfscenario")
            << static_cast<int>(model::DecisionUse::PickDamage) << 0 << -1;
        QTest::newRow("pick-damage with every pile empty")
            << libraryFile("damage-piles-all-empty") << static_cast<int>(model::DecisionUse::PickDamage) << 0 << -1;
    }

    void notOffered()
    {
        QFETCH(QString, file);
        QFETCH(int, use);
        QFETCH(int, upgrade);
        QFETCH(int, card);
        auto sc = io::readScenarioFile(file);
        QVERIFY2(sc, qPrintable(sc ? QString() : sc.error().toString()));
        auto replay = sim::Replay::create(*sc);
        QVERIFY(replay);
        QVERIFY(!anyOffer(*replay, [&](const model::Decision &d) {
            return static_cast<int>(d.use) == use &&
                   (d.use != model::DecisionUse::Upgrade || static_cast<int>(d.upgrade) == upgrade) &&
                   (card < 0 || d.card == static_cast<model::CardKind>(card));
        }));
    }

    // Refresh in register 1 offers every card but Again, which would repeat nothing there; in
    // register 2 Again too.
    void refreshAgainFromRegister2()
    {
        auto sc = io::readScenarioFile(libraryFile("refresh-changes-card"));
        QVERIFY(sc);
        sc->robots[0].turns.at(0).decisions.clear();
        auto replay = sim::Replay::create(*sc);
        QVERIFY(replay);
        auto refresh = [](int reg, model::CardKind k) {
            return [reg, k](const model::Decision &d) {
                return d.upgrade == model::UpgradeId::Refresh && d.reg == reg && d.card == k && !d.trash;
            };
        };
        QVERIFY(anyOffer(*replay, refresh(1, model::CardKind::UTurn)));
        QVERIFY(!anyOffer(*replay, refresh(1, model::CardKind::Again)));
        // The same card in register 2.
        auto &plan = sc->robots[0].turns.at(0);
        plan.program = model::Program{std::nullopt, model::Card{model::CardKind::RotateLeft, 0}};
        sc->registers = 2;
        replay = sim::Replay::create(*sc);
        QVERIFY(replay);
        QVERIFY(anyOffer(*replay, refresh(2, model::CardKind::Again)));
        // Not trashed: the card replaced is no damage card.
        QVERIFY(!anyOffer(*replay, [](const model::Decision &d) { return d.trash; }));
    }

    // Before the programming phase, from the hand play will draw: Cache Memory for each card not
    // programmed, then all of them in the hand's order; Memory Swap with its default.
    void programmingOffersFromTheHand()
    {
        using model::CardKind;
        auto sc = io::readScenarioFile(libraryFile("cache-memory-keeps-cards"));
        QVERIFY(sc);
        sc->robots[0].turns.at(0).decisions.clear();
        sc->robots[0].upgrades.push_back(model::UpgradeId::MemorySwap);
        auto replay = sim::Replay::create(*sc);
        QVERIFY(replay);
        std::vector<std::vector<model::Card>> cache;
        int swaps = 0;
        for (const rules::DecisionOffer &o : replay->run().decisionOffers(replay->stateAt(0))) {
            QCOMPARE(o.decision.when, model::DecisionTime::Programming);
            if (o.decision.upgrade == model::UpgradeId::CacheMemory)
                cache.push_back(o.decision.cards);
            if (o.decision.upgrade == model::UpgradeId::MemorySwap && o.decision.cards.empty())
                ++swaps;
        }
        QCOMPARE(swaps, 1);
        // Memory Swap is only offered, not used: the hand is the file's, and back, powerup, move1
        // and move2 are not programmed.
        const std::vector<model::Card> rest{
            {CardKind::BackUp}, {CardKind::PowerUp}, {CardKind::Move1}, {CardKind::Move2}};
        QCOMPARE(cache.size(), rest.size() + 1);
        for (std::size_t k = 0; k < rest.size(); ++k)
            QVERIFY(cache[k] == std::vector<model::Card>{rest[k]});
        QVERIFY(cache.back() == rest);
    }

    // Nothing is offered in a game without upgrades, nor where nobody holds one or can buy one.
    void nothingWithoutUpgrades()
    {
        auto sc = io::readScenarioFile(QStringLiteral(
            RF_TEST_DATA_DIR "/scenarios/acceptance-upgrades/acceptance-rail-gun-through-wall-and-robot.rfscenario"));
        QVERIFY(sc);
        auto replay = sim::Replay::create(*sc);
        QVERIFY(replay);
        for (int p = 0; p <= replay->length(); ++p)
            QVERIFY(replay->run().decisionOffers(replay->stateAt(p)).empty());
    }
};

RF_TEST_APPLESS_MAIN(TestUpgradeOffers)
#include "tst_upgradeoffers.moc"
