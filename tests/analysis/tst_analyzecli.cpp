// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `analyze` in-process: text and JSON output, determinism across thread counts, bad input.
#include "clirun.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

namespace {

using Run = rf::test::CliRun;
using rf::test::runCli;



const QString kDemo = QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard");
// A course whose boards are files of their own beside it.
const QString kMeltdown = QStringLiteral(RF_SOURCE_DIR "/boards/meltdown-run.rfboard");

} // namespace

class TestAnalyzeCli : public QObject {
    Q_OBJECT
private slots:
    void text()
    {
        const Run r = runCli({QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("64"), QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("64 games, 512 robots")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Checkpoints reached")));
        QVERIFY(r.out.contains(QStringLiteral("Deadliest squares")));
        QVERIFY(r.out.contains(QStringLiteral("per robot-turn")));
        QVERIFY(r.out.contains(QStringLiteral("Legs (")));
        QVERIFY(r.out.contains(QStringLiteral("Death map")));
    }

    // Under an edition with upgrades the output says that the robots played without the shop.
    void saysWhetherRobotsBuy_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("said");
        QTest::newRow("classic") << QStringLiteral("classic") << false;
        QTest::newRow("renegade") << QStringLiteral("renegade") << true;
    }
    void saysWhetherRobotsBuy()
    {
        QFETCH(QString, ruleset);
        QFETCH(bool, said);
        const Run r = runCli({QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("8"), QStringLiteral("--ruleset"), ruleset});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.contains(QStringLiteral("The robots do not buy upgrades")), said);
    }

    // --save-game writes a game of the analysis as a scenario that `simulate` plays, with the
    // planners' programs as what-ifs; the robots end as the analysis counted them.
    void savedGameReplays()
    {
        QTemporaryDir dir; // not beside the course's board files: the scenario carries the boards
        const QString out = dir.filePath(QStringLiteral("game.rfscenario"));
        const QStringList base{QStringLiteral("analyze"), kMeltdown, QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--skill"),
                               QStringLiteral("novice"), QStringLiteral("--turns"), QStringLiteral("16"), QStringLiteral("--seed"), QStringLiteral("5")};
        const Run saved = runCli(base + QStringList{QStringLiteral("--save-game"), QStringLiteral("1"), out});
        QCOMPARE(saved.code, 0);
        QVERIFY2(saved.out.contains(QStringLiteral("Wrote game 1")), qPrintable(saved.out + saved.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject sc = QJsonDocument::fromJson(f.readAll()).object();
        // A program per robot dealt cards: 8 robots, 16 deals, less the robots out of play then.
        const qsizetype plans = sc.value(QStringLiteral("whatIf")).toArray().size();
        QVERIFY2(plans > 8 && plans <= 8 * 16, qPrintable(QString::number(plans)));
        QVERIFY(sc.value(QStringLiteral("whatIf")).toArray().at(0).toObject().contains(QStringLiteral("program")));

        const Run played = runCli({QStringLiteral("simulate"), out, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(played.code, 0);
        const Run analysed = runCli(base + QStringList{QStringLiteral("--json")});
        const QJsonObject a = QJsonDocument::fromJson(analysed.out.toUtf8()).object();
        // The checkpoints the robots took in the replay are those the analysis counted.
        const QJsonArray finalRobots = QJsonDocument::fromJson(played.out.toUtf8()).object().value(QStringLiteral("final")).toObject().value(QStringLiteral("robots")).toArray();
        QCOMPARE(finalRobots.size(), 8);
        int flags = 0;
        for (const QJsonValue &r : finalRobots)
            flags += r.toObject().value(QStringLiteral("flags")).toInt();
        int reached = 0;
        for (const QJsonValue &c : a.value(QStringLiteral("checkpoints")).toArray())
            reached += c.toObject().value(QStringLiteral("robots")).toInt();
        QCOMPARE(flags, reached);
        QVERIFY(reached > 0); // planning robots take checkpoints in 16 turns

        QCOMPARE(runCli(base + QStringList{QStringLiteral("--save-game"), QStringLiteral("2"), out}).code, 2); // one game only
        QCOMPARE(runCli(base + QStringList{QStringLiteral("--save-game"), QStringLiteral("1")}).code, 2);      // no file
    }

    void jsonIsDeterministic()
    {
        const QStringList base{QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("48"), QStringLiteral("--json"), QStringLiteral("--turns"),
                               QStringLiteral("12")};
        const Run a = runCli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        const Run b = runCli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("3")});
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("games")).toInt(), 48);
        QCOMPARE(o.value(QStringLiteral("checkpoints")).toArray().size(), 3);
        QCOMPARE(o.value(QStringLiteral("deathMap")).toArray().size(), 24);
        QCOMPARE(o.value(QStringLiteral("visitMap")).toArray().at(0).toArray().size(), 24);
        QCOMPARE(o.value(QStringLiteral("starts")).toArray().size(), 8);
        QCOMPARE(o.value(QStringLiteral("legs")).toArray().size(), 3);
        QCOMPARE(o.value(QStringLiteral("finishedByTurn")).toArray().size(), 12);
        QVERIFY(o.value(QStringLiteral("robotTurns")).toInteger() > 0);
        QVERIFY(!o.value(QStringLiteral("dangerous")).toArray().isEmpty());
        QVERIFY(o.value(QStringLiteral("deathsByKiller")).toObject().contains(QStringLiteral("laser")));
    }

    void progress()
    {
        // With --progress (stderr is no terminal here) a line per percent, ending at 100 %;
        // --quiet silences it, and stdout is the same either way.
        const QStringList args{QStringLiteral("analyze"), kDemo,
                               QStringLiteral("--games"), QStringLiteral("200"),
                               QStringLiteral("--seed"),  QStringLiteral("3")};
        const Run plain = runCli(args);
        const Run shown = runCli(args + QStringList{QStringLiteral("--progress")});
        QCOMPARE(shown.code, 0);
        QCOMPARE(shown.out, plain.out);
        QCOMPARE(plain.err, QString());
        QVERIFY2(shown.err.endsWith(QLatin1String("rallyforge-cli analyze: 100% (200 of 200 games)\n")),
                 qPrintable(shown.err));
        int last = -1;
        for (const QString &line : shown.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const int percent = line.section(QLatin1Char(' '), 2, 2).chopped(1).toInt();
            QVERIFY2(percent > last, qPrintable(line));
            last = percent;
        }
        const Run quiet = runCli(args + QStringList{QStringLiteral("--progress"), QStringLiteral("--quiet")});
        QCOMPARE(quiet.err, QString());
        QCOMPARE(quiet.out, plain.out);
    }

    void ctrlCStopsWithTheGamesDone()
    {
#ifdef Q_OS_UNIX
        const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/rallyforge-cli");
        if (!QFileInfo::exists(cli))
            QSKIP("rallyforge-cli is not built beside the tests");
        QProcess p;
        p.setReadChannel(QProcess::StandardError); // waitForReadyRead() waits on this one
        p.start(cli, {QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("10000000"),
                      QStringLiteral("--progress")});
        QVERIFY(p.waitForStarted());
        const auto stop = qScopeGuard([&] {
            p.kill();
            p.waitForFinished();
        });
        // Wait for the first progress line (0 %, at once), then let games be played.
        QByteArray err;
        while (!err.contains("% (") && p.waitForReadyRead(30000))
            err += p.readAllStandardError();
        QVERIFY2(err.contains("0% (0 of 10000000 games)"), err.constData());
        QTest::qWait(1500);
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        err += p.readAllStandardError();
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(out.contains("Cancelled: the figures cover the games played"), out.constData());
        QVERIFY2(err.contains(" of 10000000 games finished"), err.constData());
        QVERIFY(!out.contains(": 10000000 games,"));
#else
        QSKIP("SIGINT is sent with kill()");
#endif
    }

    void badInput()
    {
        QCOMPARE(runCli({QStringLiteral("analyze")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("0")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("analyze"), kDemo, QStringLiteral("--ruleset"), QStringLiteral("chess")}).code, 2);
        const Run missing = runCli({QStringLiteral("analyze"), QStringLiteral("/nonexistent/x.rfboard")});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QStringLiteral("x.rfboard")));
    }

    // The planners' cost field grows with the course (20 nodes a square): a course over their limit
    // is refused at once with the limit named, for both planning skills; random robots still play.
    void planningRefusesACourseTooLarge()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wide.rfboard"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "rallyforge-board", "version": 1, "kind": "board", "name": "wide", "size": [257, 256], "cells": [], "edges": [],
                   "markers": [{"kind": "start", "at": [1, 1], "number": 1}, {"kind": "checkpoint", "at": [200, 200], "number": 1}]})");
        f.close();
        for (const char *skill : {"novice", "expert"}) {
            const Run r = runCli({QStringLiteral("analyze"), path, QStringLiteral("--games"), QStringLiteral("1"),
                                  QStringLiteral("--turns"), QStringLiteral("1"), QStringLiteral("--skill"),
                                  QLatin1String(skill)});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral(
                         "257 x 256 squares: the planning robots (novice, expert) plan on at most 65536 squares")),
                     qPrintable(r.err));
        }
        const Run random = runCli({QStringLiteral("analyze"), path, QStringLiteral("--games"), QStringLiteral("1"),
                                   QStringLiteral("--turns"), QStringLiteral("1")});
        QCOMPARE(random.code, 0);
    }
};

RF_TEST_MAIN(TestAnalyzeCli)
#include "tst_analyzecli.moc"
