// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `generate` in-process: it writes the courses and the JSON report, the courses validate and
// play, it refuses to replace files without --force, and it refuses bad input with exit 2.
#include "clirun.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include "io/boardfile.h"
#include "io/measuredblock.h"

#include "testmain.h"

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

namespace {

using Run = rf::test::CliRun;
using rf::test::runCli;

// A small search: 2 layouts, 2 games per candidate, 4 per finalist.
QStringList smallSearch(const QString &prefix)
{
    return {QStringLiteral("generate"),
            QStringLiteral("--players"),
            QStringLiteral("2"),
            QStringLiteral("--checkpoints"),
            QStringLiteral("2"),
            QStringLiteral("--turns"),
            QStringLiteral("8"),
            QStringLiteral("--results"),
            QStringLiteral("2"),
            QStringLiteral("--layouts"),
            QStringLiteral("2"),
            QStringLiteral("--screen-games"),
            QStringLiteral("2"),
            QStringLiteral("--final-games"),
            QStringLiteral("4"),
            QStringLiteral("--library"),
            QStringLiteral(RF_SOURCE_DIR "/boards"),
            QStringLiteral("-o"),
            prefix};
}

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestGenerateCli : public QObject {
    Q_OBJECT
private slots:
    void writesCourses()
    {
        QTemporaryDir dir;
        const QString prefix = dir.filePath(QStringLiteral("course"));
        qputenv("SOURCE_DATE_EPOCH",
                QByteArray::number(QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), QTimeZone::UTC).toSecsSinceEpoch()));
        const Run r = runCli(smallSearch(prefix) + QStringList{QStringLiteral("--json")});
        qunsetenv("SOURCE_DATE_EPOCH");
        QCOMPARE(r.code, 0);
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray courses = report.value(QStringLiteral("courses")).toArray();
        QCOMPARE(courses.size(), 2);
        QCOMPARE(report.value(QStringLiteral("players")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("danger")).toString(), QStringLiteral("normal"));
        for (int k = 0; k < 2; ++k) {
            const QString file = prefix + QStringLiteral("-%1.rfboard").arg(k + 1);
            QCOMPARE(courses.at(k).toObject().value(QStringLiteral("file")).toString(), file);
            QCOMPARE(courses.at(k).toObject().value(QStringLiteral("games")).toInt(), 4);
            QVERIFY(QFile::exists(file));
            const Run v = runCli({QStringLiteral("validate"), file});
            QVERIFY2(v.code == 0, qPrintable(v.out + v.err));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
            const QString description = doc.value(QStringLiteral("description")).toString();
            QVERIFY2(description.startsWith(QStringLiteral("Generated for 2 players, classic")),
                     qPrintable(description));
            // The figures are the course's measured block, with the command that reproduces them,
            // dated by SOURCE_DATE_EPOCH, and current (read back, the course is what was measured).
            const QJsonObject measured = doc.value(QStringLiteral("measured")).toObject();
            QVERIFY2(measured.value(QStringLiteral("command"))
                         .toString()
                         .startsWith(QStringLiteral(
                                         "rallyforge-cli analyze course-%1.rfboard --skill novice --robots 2 --games 4")
                                         .arg(k + 1)),
                     qPrintable(measured.value(QStringLiteral("command")).toString()));
            QCOMPARE(measured.value(QStringLiteral("date")).toString(), QStringLiteral("2026-01-02T03:04:05Z"));
            QCOMPARE(measured.value(QStringLiteral("figures"))
                         .toObject()
                         .value(QStringLiteral("deathsPerRobotTurn"))
                         .toDouble(),
                     courses.at(k).toObject().value(QStringLiteral("deathsPerRobotTurn")).toDouble());
            const auto course = rf::io::readBoardFile(file);
            QVERIFY(course && course->info().measured);
            QVERIFY(!rf::io::measurementStale(*course->info().measured, *course));
        }
        // The measured block's command reproduces the measured figures.
        const Run a =
            runCli({QStringLiteral("analyze"), prefix + QStringLiteral("-1.rfboard"), QStringLiteral("--json"),
                    QStringLiteral("--skill"), QStringLiteral("novice"), QStringLiteral("--robots"),
                    QStringLiteral("2"), QStringLiteral("--games"), QStringLiteral("4"), QStringLiteral("--seed"),
                    courses.at(0).toObject().value(QStringLiteral("seed")).toString(), QStringLiteral("--turns"),
                    QString::number(courses.at(0).toObject().value(QStringLiteral("maxTurns")).toInt())});
        QCOMPARE(a.code, 0);
        const QJsonObject analysed = QJsonDocument::fromJson(a.out.toUtf8()).object();
        QCOMPARE(analysed.value(QStringLiteral("finishedGames")).toInt(),
                 qRound(courses.at(0).toObject().value(QStringLiteral("gamesWonShare")).toDouble() * 4));
    }

    // Renegade courses get a reboot token on every board but the start board and a priority
    // antenna, none of which the validator flags (the seeds gave reboot loops, and a crash, before
    // the tokens' arrows were chosen with the validator's rule).
    void writesRenegadeCourses()
    {
        QTemporaryDir dir;
        const QString prefix = dir.filePath(QStringLiteral("renegade"));
        QStringList args = smallSearch(prefix);
        args[2] = QStringLiteral("4"); // --players
        args += {QStringLiteral("--ruleset"), QStringLiteral("renegade"), QStringLiteral("--boards"), QStringLiteral("2"),
                 QStringLiteral("--seed"), QStringLiteral("3")};
        const Run r = runCli(args);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        for (int k = 1; k <= 2; ++k) {
            const QString file = prefix + QStringLiteral("-%1.rfboard").arg(k);
            const Run v = runCli({QStringLiteral("validate"), file});
            QVERIFY2(v.code == 0 && !v.out.contains(QStringLiteral("reboot")), qPrintable(v.out + v.err));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            QVERIFY(text.contains("\"kind\": \"antenna\""));
            QVERIFY(text.count("\"kind\": \"reboot\"") >= 1);
        }
    }

    // An existing output is kept unless --force; the text report names the files.
    void refusesToOverwrite()
    {
        QTemporaryDir dir;
        const QString prefix = dir.filePath(QStringLiteral("c"));
        const QString first = prefix + QStringLiteral("-1.rfboard");
        QFile f(first);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mine");
        f.close();
        const QByteArray before = digest(first);
        const Run refused = runCli(smallSearch(prefix));
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("already exists")), qPrintable(refused.err));
        QVERIFY(refused.err.contains(first));
        QCOMPARE(digest(first), before);
        QVERIFY(!QFile::exists(prefix + QStringLiteral("-2.rfboard")));

        const Run forced = runCli(smallSearch(prefix) + QStringList{QStringLiteral("--force")});
        QCOMPARE(forced.code, 0);
        QVERIFY(digest(first) != before);
        QVERIFY2(forced.out.contains(QStringLiteral("1. ") + first), qPrintable(forced.out));
    }

    // Ctrl+C in the screening stage: the best courses screened so far are written ("screened
    // only" in their description), exit 130.
    void ctrlCWritesTheBestSoFar()
    {
#ifdef Q_OS_UNIX
        const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/rallyforge-cli");
        if (!QFileInfo::exists(cli))
            QSKIP("rallyforge-cli is not built beside the tests");
        QTemporaryDir dir;
        const QString prefix = dir.filePath(QStringLiteral("g"));
        QProcess p;
        p.setReadChannel(QProcess::StandardError); // waitForReadyRead() waits on this one
        p.start(cli, {QStringLiteral("generate"), QStringLiteral("--layouts"), QStringLiteral("12"), QStringLiteral("--threads"),
                      QStringLiteral("1"), QStringLiteral("--progress"), QStringLiteral("-o"), prefix});
        QVERIFY(p.waitForStarted());
        const auto stop = qScopeGuard([&] {
            p.kill();
            p.waitForFinished();
        });
        QByteArray err;
        while (!err.contains("screening 4 of") && p.waitForReadyRead(60000))
            err += p.readAllStandardError();
        QVERIFY2(err.contains("screening 4 of"), err.constData());
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(err.contains("interrupted; wrote the 3 best courses found so far"), err.constData());
        QFile f(prefix + QStringLiteral("-1.rfboard"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("Screened only (the search was interrupted)"));
        const Run v = runCli({QStringLiteral("validate"), prefix + QStringLiteral("-1.rfboard")});
        QCOMPARE(v.code, 0);
#else
        QSKIP("SIGINT is sent with kill()");
#endif
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("9 players") << QStringList{QStringLiteral("--players"), QStringLiteral("9")}
                                   << QStringLiteral("--players needs a number from 2 to 8");
        QTest::newRow("0 boards") << QStringList{QStringLiteral("--boards"), QStringLiteral("0")}
                                  << QStringLiteral("--boards needs a number from 1 to 4");
        QTest::newRow("7 checkpoints") << QStringList{QStringLiteral("--checkpoints"), QStringLiteral("7")}
                                       << QStringLiteral("--checkpoints needs a number from 1 to 6");
        QTest::newRow("0 turns") << QStringList{QStringLiteral("--turns"), QStringLiteral("0")}
                                 << QStringLiteral("--turns needs a number of turns");
        QTest::newRow("unknown danger") << QStringList{QStringLiteral("--danger"), QStringLiteral("deadly")}
                                        << QStringLiteral("--danger needs gentle, normal or brutal");
        QTest::newRow("random skill") << QStringList{QStringLiteral("--skill"), QStringLiteral("random")}
                                      << QStringLiteral("--skill needs novice or expert");
        QTest::newRow("unknown ruleset") << QStringList{QStringLiteral("--ruleset"), QStringLiteral("chess")}
                                         << QStringLiteral("unknown ruleset 'chess'");
        QTest::newRow("missing library") << QStringList{QStringLiteral("--library"),
                                                        QStringLiteral("/nonexistent/boards")}
                                         << QStringLiteral("/nonexistent/boards: no such file or folder");
        QTest::newRow("a file argument") << QStringList{QStringLiteral("course.rfboard")}
                                         << QStringLiteral("takes no file arguments");
        QTest::newRow("8 players, 4 boards: too few starts")
            << QStringList{QStringLiteral("--players"), QStringLiteral("8"), QStringLiteral("--library"),
                           QStringLiteral(RF_SOURCE_DIR "/boards/twin-gates.rfboard")}
            << QStringLiteral("No board of the library has start markers for 8 robot(s)");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r =
            runCli(QStringList{QStringLiteral("generate"), QStringLiteral("-o"), dir.filePath(QStringLiteral("g")),
                               QStringLiteral("--boards"), QStringLiteral("1")} +
                   args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

RF_TEST_GUILESS_MAIN(TestGenerateCli)
#include "tst_generatecli.moc"
