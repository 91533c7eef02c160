// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `simulate` and `check` run in-process.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <utility>

#include "testmain.h"

namespace {

using Run = rf::test::CliRun;
using rf::test::runCli;



const QString kData = QStringLiteral(RF_TEST_DATA_DIR "/scenarios/");

// rules/move-move3.rfscenario with an expectation that cannot hold (x 4 instead of 3), written
// into `dir`; empty when it could not be written.
QString failingCopy(const QTemporaryDir &dir)
{
    QFile src(kData + QStringLiteral("rules/move-move3.rfscenario"));
    if (!src.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = src.readAll();
    text.replace("\"at\": [\n            3,", "\"at\": [\n            4,");
    const QString path = dir.filePath(QStringLiteral("failing.rfscenario"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

} // namespace

class TestSimCli : public QObject {
    Q_OBJECT
private slots:
    void simulateExplainsEverySubstep()
    {
        const Run r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("acceptance/acceptance-push-into-wall.rfscenario")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("R2 is stopped by a wall")));
        QVERIFY(r.out.contains(QStringLiteral("R1 cannot push R2")));
        QVERIFY(r.out.contains(QStringLiteral("R2 is shot by R1")));
        QVERIFY(r.out.contains(QStringLiteral("Options: belt-transfer=on")));
        QVERIFY(r.out.contains(QStringLiteral("R2: at 2,2 facing N, damage 1")));
    }
    void simulatePrintsOptionsAndDecisions()
    {
        Run r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("options/mini-howitzer-last-shot.rfscenario")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("decides: mini-howitzer at")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("[mini-howitzer-hit]")));
        QVERIFY(r.out.contains(QStringLiteral("[weapon-moved]")));
        r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("options/scrambler-void-register-5.rfscenario")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("is void: not in register 5  [decision-void]")), qPrintable(r.out));
        r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("acceptance-options/acceptance-ablative-coat-absorbs.rfscenario")});
        QVERIFY2(r.out.contains(QStringLiteral("options: ablative-coat (1 left)")), qPrintable(r.out));
        r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("acceptance-options/acceptance-fire-control-lock.rfscenario"), QStringLiteral("--format"),
                 QStringLiteral("json")});
        QVERIFY(r.out.contains(QStringLiteral("\"code\": \"fire-control-lock\"")));
        QVERIFY(r.out.contains(QStringLiteral("\"rule\": \"classic/rule-option-fire-control\"")));
        // The final state names every field `expect` can name.
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray robots = doc.value(QStringLiteral("final")).toObject().value(QStringLiteral("robots")).toArray();
        QCOMPARE(robots.size(), 2);
        const QJsonObject b = robots.at(1).toObject();
        QCOMPARE(b.value(QStringLiteral("name")).toString(), QStringLiteral("B"));
        QCOMPARE(b.value(QStringLiteral("damage")).toInt(), 1);
        QCOMPARE(b.value(QStringLiteral("locked")).toArray(), QJsonArray{3});
        for (const char *key : {"at", "facing", "destroyed", "lives", "flags", "archive", "eliminated", "poweredDown", "energy", "rebooted",
                                "options", "ammo", "poweredDownNext", "handNext"})
            QVERIFY2(b.contains(QLatin1String(key)), key);
    }
    void simulateSaysWhatWasNotDone()
    {
        // Where a referee would ask why nothing happened, the trace answers (issue 28).
        const std::pair<const char *, const char *> said[] = {
            {"options/discard-option-void-coat-first", "(discard brakes) is void: no damage point that it could cancel came in this register  [decision-void]"},
            {"options/discard-option-void-no-damage", "(discard brakes) is void: no damage point that it could cancel came in this register  [decision-void]"},
            {"options/fire-control-no-discard", "Blue's decision (discard brakes) is void: no damage point"},
            {"options/discard-option-void-without-options", "(discard brakes) is void: the robot does not hold that option  [decision-void]"},
            {"options/mechanical-arm-diagonal-walled", "Red's Mechanical Arm cannot touch flag 1 at 2,1: a wall is in the way  [mechanical-arm-out-of-reach]"},
            {"upgrades/blue-screen-of-death-far-void", "A's decision (blue-screen-of-death) is void: its moment never came in this register  [decision-void]"},
            {"upgrades/corruption-wave-other-target", "A's decision (corruption-wave) is void: its moment never came in this register  [decision-void]"},
            {"rules/pusher-queue-held", "the pusher at 0,1 cannot push A E: B is in front and does not leave its square  [pusher-held]"},
        };
        for (const auto &[file, line] : said) {
            const Run r = runCli({QStringLiteral("simulate"), kData + QLatin1String(file) + QStringLiteral(".rfscenario")});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains(QLatin1String(line)), qPrintable(QLatin1String(file) + QLatin1Char('\n') + r.out));
        }
        // An arm that touches its flag, or a discard that cancels a point, is not refused as well.
        for (const char *file : {"options/mechanical-arm-diagonal-one-path-open", "options/discard-option-one-of-two",
                                 "upgrades/corruption-wave-draw-pile", "upgrades/blue-screen-of-death-hit"}) {
            const Run r = runCli({QStringLiteral("simulate"), kData + QLatin1String(file) + QStringLiteral(".rfscenario")});
            QVERIFY2(!r.out.contains(QLatin1String("[mechanical-arm-out-of-reach]")) && !r.out.contains(QLatin1String("[decision-void]")), qPrintable(r.out));
        }
    }
    void checkJsonGivesEveryComparison()
    {
        QTemporaryDir dir;
        const QString failing = failingCopy(dir);
        QVERIFY(!failing.isEmpty());
        const Run r = runCli({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), failing,
                           kData + QStringLiteral("acceptance-options/acceptance-crab-legs-sidestep.rfscenario")});
        QCOMPARE(r.code, 1);
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
        QCOMPARE(doc.value(QStringLiteral("failed")).toInt(), 1);
        QCOMPARE(doc.value(QStringLiteral("passed")).toInt(), 1);
        const QJsonArray scenarios = doc.value(QStringLiteral("scenarios")).toArray();
        QCOMPARE(scenarios.size(), 2);
        const QJsonObject bad = scenarios.at(0).toObject();
        QCOMPARE(bad.value(QStringLiteral("pass")).toBool(), false);
        QCOMPARE(bad.value(QStringLiteral("ended")).toObject().value(QStringLiteral("reason")).toString(), QStringLiteral("play-length"));
        bool failedAt = false;
        for (const QJsonValue &c : bad.value(QStringLiteral("checks")).toArray())
            if (c.toObject().value(QStringLiteral("field")).toString() == QLatin1String("at"))
                failedAt = !c.toObject().value(QStringLiteral("holds")).toBool() && c.toObject().value(QStringLiteral("expected")).toString().startsWith(QLatin1Char('4'));
        QVERIFY(failedAt);
        const QJsonObject good = scenarios.at(1).toObject();
        QVERIFY(good.value(QStringLiteral("pass")).toBool());
        const QJsonArray checks = good.value(QStringLiteral("checks")).toArray();
        QVERIFY(!checks.isEmpty());
        for (const QJsonValue &c : checks)
            QCOMPARE(c.toObject().value(QStringLiteral("expected")), c.toObject().value(QStringLiteral("actual")));
        QCOMPARE(runCli({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("xml"), failing}).code, 2);
    }
    void checkSaysWhenAWinEndedPlay()
    {
        QTemporaryDir dir;
        // A takes the only flag in register 1; an expectation after register 2 is never reached.
        QFile src(kData + QStringLiteral("acceptance/acceptance-carried-onto-flag.rfscenario"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        QJsonObject sc = QJsonDocument::fromJson(src.readAll()).object();
        sc[QStringLiteral("play")] = QJsonObject{{QStringLiteral("registers"), 2}};
        sc[QStringLiteral("expect")] = QJsonArray{QJsonObject{{QStringLiteral("turn"), 1}, {QStringLiteral("register"), 2},
                                                              {QStringLiteral("robots"), QJsonObject{}}}};
        const QString path = dir.filePath(QStringLiteral("won.rfscenario"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(sc).toJson());
        f.close();
        const Run r = runCli({QStringLiteral("check"), path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("(play ended in turn 1 register 1: ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("took the last flag)")));
    }
    void infoDescribesAScenario()
    {
        const Run r = runCli({QStringLiteral("info"), kData + QStringLiteral("acceptance-options/acceptance-superior-archive.rfscenario")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("options: superior-archive, brakes")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("decides, when destroyed: lose brakes")));
        QVERIFY(r.out.contains(QStringLiteral("Plays: 5 register(s) and the end of the turn")));
        QVERIFY(r.out.contains(QStringLiteral("Size: 6 x 6")));
        const Run coat = runCli({QStringLiteral("info"), kData + QStringLiteral("acceptance-options/acceptance-ablative-coat-absorbs.rfscenario")});
        QVERIFY2(coat.out.contains(QStringLiteral("ablative-coat (3 of 3 uses)")), qPrintable(coat.out));
        QCOMPARE(runCli({QStringLiteral("info"), QStringLiteral("/nonexistent.rfscenario")}).code, 2);
    }
    void simulateJsonAndLimits()
    {
        const Run r = runCli({QStringLiteral("simulate"), kData + QStringLiteral("rules/belt-two-registers.rfscenario"), QStringLiteral("--format"), QStringLiteral("json"),
                           QStringLiteral("--registers"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("{\n  \"format\": \"rallyforge-trace\"")));
        QVERIFY(r.out.contains(QStringLiteral("\"code\": \"carried-by-belt\"")));
        QVERIFY(!r.out.contains(QStringLiteral("\"register\": 2")));
        QCOMPARE(runCli({QStringLiteral("simulate"), QStringLiteral("--format"), QStringLiteral("xml"), kData}).code, 2);
        QCOMPARE(runCli({QStringLiteral("simulate"), QStringLiteral("/nonexistent.rfscenario")}).code, 2);
    }
    void checkPassFailUnreadable()
    {
        QCOMPARE(runCli({QStringLiteral("check"), kData + QStringLiteral("acceptance")}).code, 0);
        QTemporaryDir dir;
        const QString failing = failingCopy(dir);
        QVERIFY(!failing.isEmpty());
        Run r = runCli({QStringLiteral("check"), failing});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("FAIL ")) && r.out.contains(QStringLiteral("A: square: expected 4,1, actual 3,1")), qPrintable(r.out));
        const QString broken = dir.filePath(QStringLiteral("broken.rfscenario"));
        QFile b(broken);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("{ not json");
        b.close();
        r = runCli({QStringLiteral("check"), failing, broken});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("broken.rfscenario: line 1")));
    }
};

RF_TEST_APPLESS_MAIN(TestSimCli)
#include "tst_simcli.moc"
