// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The card limit (game::kMaxRobotCards, docs/limits.md): a robot that comes to own more cards than
// any game gives ends play as a refusal, naming the robot, turn and register, in every command
// and in the debugger's replay; at the limit play goes on.
#include "clirun.h"
#include "game/state.h"
#include "io/scenario/scenariofile.h"
#include "sim/compare.h"
#include "sim/replay.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf;
using Code = rules::ScenarioError::Code;

namespace {

const QString kAudit = QStringLiteral(RF_TEST_DATA_DIR "/bad/play/virus-each.rfscenario");

// Two robots of the 2016 edition on an 8 x 8 board (damage piles not given: they never run out).
// T owns `cards` U-turns and no program (it draws 9, programs 5 and discards 4: it keeps owning
// `cards`). With `virus`, V plays a Virus in register 1 within 6 squares of T, so that T takes one
// more card there; play ends after register 1. (A file gives at most 200 cards a pile: T's deck
// is made here, as play could make it.)
QByteArray twoRobotsFile(bool virus)
{
    const QByteArray v = virus ? R"({"name": "V", "at": [3, 3], "facing": "N", "deck": ["move1"], "program": ["virus"]})"
                               : R"({"name": "V", "at": [3, 3], "facing": "N", "deck": ["move1"]})";
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2016", "seed": 3,
  "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [8, 8],
             "cells": [{"at": [0, 7], "device": {"kind": "antenna", "dir": "E"}}]},
  "robots": [)" + v + R"(, {"name": "T", "at": [5, 5], "facing": "W", "deck": ["uturn"]}],
  "play": {"registers": 1}})";
}

std::optional<model::Scenario> twoRobots(int cards, bool virus)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("limit.rfscenario"));
    QFile f(path);
    const QByteArray text = twoRobotsFile(virus);
    if (!dir.isValid() || !f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return std::nullopt;
    f.close();
    auto sc = io::readScenarioFile(path);
    if (!sc)
        return std::nullopt;
    sc->robots[1].deck = std::vector<model::Card>(static_cast<std::size_t>(cards), *model::cardFromText("uturn"));
    return *sc;
}

} // namespace

class TestCardLimit : public QObject {
    Q_OBJECT
private slots:
    // What the shipped limit is: far above a box (well under 200 cards a robot), so that no real
    // game meets it, and low enough that the audit's game stops within a few turns.
    void limitIsGenerous() { QCOMPARE(game::kMaxRobotCards, 2000); }

    void limit_data()
    {
        QTest::addColumn<int>("cards0"); // T's cards at the start (0: the audit's file)
        QTest::addColumn<bool>("virus");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("robot");
        QTest::addColumn<int>("turn");
        QTest::addColumn<int>("reg");
        QTest::addColumn<int>("cards");
        const int n = game::kMaxRobotCards;
        // The audit's case: 16 robots each with one Virus, 1,000 turns; the cards multiply
        // (2.4 GB before any limit) and play is refused in turn 4.
        QTest::newRow("audit: a Virus each") << 0 << false << true << int(Code::CardLimit) << "A" << 4 << 3 << 2047;
        // Given piles: checked at the end of register 1.
        QTest::newRow("piles at the limit") << n << false << false << 0 << "" << 0 << 0 << 0;
        QTest::newRow("piles one over") << n + 1 << false << true << int(Code::CardLimit) << "T" << 1 << 1 << n + 1;
        // A Virus brings T to the limit, or one over it, in register 1.
        QTest::newRow("a Virus to the limit") << n - 1 << true << false << 0 << "" << 0 << 0 << 0;
        QTest::newRow("a Virus one over") << n << true << true << int(Code::CardLimit) << "T" << 1 << 1 << n + 1;
    }
    void limit()
    {
        QFETCH(int, cards0);
        QFETCH(bool, virus);
        QFETCH(bool, refused);
        QFETCH(int, code);
        QFETCH(QString, robot);
        QFETCH(int, turn);
        QFETCH(int, reg);
        QFETCH(int, cards);
        std::optional<model::Scenario> sc;
        if (cards0 == 0) {
            auto read = io::readScenarioFile(kAudit);
            QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
            sc = *read;
        } else {
            sc = twoRobots(cards0, virus);
        }
        QVERIFY(sc);

        // The run ends there, and says why.
        auto run = sim::ScenarioRun::create(*sc);
        QVERIFY(run);
        run->runToEnd();
        QCOMPARE(run->end() == sim::ScenarioRun::End::CardLimit, refused);
        const auto why = run->refusal();
        QCOMPARE(why.has_value(), refused);
        if (!refused) {
            QCOMPARE(run->end(), sim::ScenarioRun::End::PlayLength);
            QCOMPARE(game::cardsOwned(run->state().robots[1]), cards0 + (virus ? 1 : 0)); // T: at the limit
            QVERIFY(sim::runScenario(*sc));
            QVERIFY(sim::Replay::create(*sc));
            return;
        }
        QCOMPARE(int(why->code), code);
        QCOMPARE(QString::fromStdString(why->robot), robot);
        QCOMPARE(why->turn, turn);
        QCOMPARE(why->reg, reg);
        QCOMPARE(why->number, cards);
        QCOMPARE(why->value, game::kMaxRobotCards);
        const auto &owner = run->state().robots[static_cast<std::size_t>(run->state().overCardLimit)];
        QCOMPARE(game::cardsOwned(owner), cards);
        // The message names all of it.
        const QString message = QString::fromStdString(text::scenarioErrorText(*why));
        QVERIFY2(message.startsWith(robot + QStringLiteral(" owns %1 cards in turn %2").arg(cards).arg(turn)), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("register %1").arg(reg)), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("more than the 2000 cards a robot may own")), qPrintable(message));

        // Everything that plays a scenario to its end refuses it with that error.
        const auto result = sim::runScenario(*sc);
        QVERIFY(!result);
        QCOMPARE(result.error().code, why->code);
        const auto replay = sim::Replay::create(*sc);
        QVERIFY(!replay);
        QCOMPARE(result.error().robot, why->robot);
        const auto played = sim::playRuling(*sc, sim::RulingVariant{sc->ruleset, {}, sc->ruleset});
        QVERIFY(!played);
        QCOMPARE(played.error().turn, turn);
        const auto compared = sim::compareRulings(*sc, {sim::RulingVariant{sc->ruleset, {}, "a"}, sim::RulingVariant{sc->ruleset, {{"virus-radius-square", true}}, "b"}});
        QVERIFY(!compared);
        QCOMPARE(compared.error().reg, reg);
    }

    // The debugger's replay keeps an edit that brings play to the limit (the document's command
    // stands) and ends the game there; opening such a game is refused (Replay::create above).
    void replayUpdateEndsAtTheLimit()
    {
        const auto below = twoRobots(game::kMaxRobotCards - 1, true);
        const auto over = twoRobots(game::kMaxRobotCards, true);
        QVERIFY(below && over);
        auto replay = sim::Replay::create(*below);
        QVERIFY(replay);
        QVERIFY(!replay->run().refusal());
        QVERIFY(replay->update(*over));
        QCOMPARE(replay->run().end(), sim::ScenarioRun::End::CardLimit);
        QCOMPARE(replay->run().refusal()->robot, std::string("T"));
        QVERIFY(replay->update(*below));
        QVERIFY(!replay->run().refusal());
    }

    // The commands exit 2 and say why; simulate keeps the trace it wrote up to there.
    void commands_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("check") << QStringList{QStringLiteral("check"), kAudit};
        QTest::newRow("check json") << QStringList{QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), kAudit};
        QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), kAudit};
        QTest::newRow("simulate json") << QStringList{QStringLiteral("simulate"), QStringLiteral("--format"), QStringLiteral("json"), kAudit};
        QTest::newRow("compare") << QStringList{QStringLiteral("compare"), QStringLiteral("--option"), QStringLiteral("virus-radius-square"), kAudit};
        QTest::newRow("report") << QStringList{QStringLiteral("report"), kAudit, QStringLiteral("-o"), QStringLiteral("@r.html")};
    }
    void commands()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));
        const rf::test::CliRun r = rf::test::runCli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("A owns 2047 cards in turn 4, register 3: more than the 2000 cards a robot may own; play stops there.")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("r.html"))));
    }
};

RF_TEST_MAIN(TestCardLimit)
#include "tst_cardlimit.moc"
