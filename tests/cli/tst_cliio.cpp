// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
#include "io/boardfile.h"
#include "io/package.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

using Result = rf::test::CliRun;
using rf::test::runCli;



QString boardPath(const char *name) { return QStringLiteral(RF_SOURCE_DIR "/boards/") + QLatin1String(name); }

void writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestCliIo : public QObject {
    Q_OBJECT
private slots:
    void helpOnEveryCommand_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *c : {"validate", "info", "pack", "unpack"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void helpOnEveryCommand()
    {
        QFETCH(QString, command);
        const Result r = runCli({command, QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        // (The usage line's program name comes from QCoreApplication, which tests do not have.)
        QVERIFY2(r.out.contains(QLatin1String("--help")) && r.out.contains(QLatin1String("Options:")), qPrintable(r.out));
        QVERIFY(r.out.size() > 200);
    }
    void validateCleanBoard()
    {
        const Result r = runCli({QStringLiteral("validate"), boardPath("demo.rfboard")});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.out, QString());
        QCOMPARE(r.code, 0);
    }
    void validateReportsErrorsWithPlaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.rfboard"));
        writeText(path, R"({"format": "rallyforge-board", "version": 1, "kind": "board", "name": "Bad", "size": [4, 4],
            "cells": [{"at": [1, 2], "floor": "pit"}, {"at": [3, 3], "device": {"kind": "portal", "colour": "red"}}],
            "markers": [{"kind": "checkpoint", "at": [1, 2], "number": 1},
                        {"kind": "start", "at": [0, 0], "number": 1, "facing": "S"},
                        {"kind": "start", "at": [1, 0], "number": 2, "facing": "S"}]})");
        const Result r = runCli({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(path + QLatin1String(":1,2: error checkpoint-on-pit: Checkpoint 1 lies on a pit")), qPrintable(r.out));
        QVERIFY2(r.out.contains(path + QLatin1String(":3,3: error portal-without-partner: ")), qPrintable(r.out));
        // JSON output carries the same findings.
        const Result j = runCli({QStringLiteral("validate"), QStringLiteral("--json"), path});
        QCOMPARE(j.code, 1);
        const QJsonArray files = QJsonDocument::fromJson(j.out.toUtf8()).array();
        QCOMPARE(files.size(), 1);
        const QJsonArray diags = files.at(0).toObject().value(QLatin1String("diagnostics")).toArray();
        QVERIFY(diags.size() >= 2);
        bool found = false;
        for (const QJsonValue &d : diags)
            found = found || (d[QLatin1String("code")] == QLatin1String("checkpoint-on-pit") && d[QLatin1String("x")] == 1 && d[QLatin1String("y")] == 2 &&
                              d[QLatin1String("severity")] == QLatin1String("error"));
        QVERIFY(found);
    }
    void validateWarningsAndWerror()
    {
        // A single board without starts only warns.
        const Result r = runCli({QStringLiteral("validate"), boardPath("mezzanine.rfboard")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String(": warning too-few-starts: ")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1String(": error ")));
        const Result w = runCli({QStringLiteral("validate"), QStringLiteral("--werror"), boardPath("mezzanine.rfboard")});
        QCOMPARE(w.code, 1);
    }
    void validateUnreadable_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("syntax") << QByteArray("{\n  \"format\": \"rallyforge-board\",\n  \"version\": 1,,\n}") << QStringLiteral(": line 3, column 16: JSON syntax error");
        QTest::newRow("value") << QByteArray(R"({"format": "rallyforge-board", "version": 1, "kind": "board", "size": [2, 2], "cells": [{"at": [0, 0], "device": {"kind": "belt", "dir": "X"}}]})")
                               << QStringLiteral(": $.cells[0].device.dir: expected a direction N, E, S or W");
    }
    void validateUnreadable()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.rfboard"));
        writeText(path, text);
        const Result r = runCli({QStringLiteral("validate"), boardPath("demo.rfboard"), path});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.startsWith(path + expected), qPrintable(r.err));
        const Result missing = runCli({QStringLiteral("validate"), dir.filePath(QStringLiteral("nope.rfboard"))});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.startsWith(dir.filePath(QStringLiteral("nope.rfboard")) + QLatin1String(": ")));
    }
    void validateForAnEdition_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        // Power Station is a 2023 board: batteries and a reboot token, no antenna.
        const QString power = boardPath("power-station.rfboard");
        QTest::newRow("any edition") << QStringList{power} << 0 << QStringList{}
                                     << QStringList{QStringLiteral("element-inert"), QStringLiteral("antenna-missing")};
        QTest::newRow("classic") << QStringList{QStringLiteral("--ruleset"), QStringLiteral("classic"), power} << 0
                                 << QStringList{QStringLiteral(": warning element-inert: Battery does nothing in this edition"),
                                                QStringLiteral(": warning element-inert: Reboot token does nothing in this edition")}
                                 << QStringList{QStringLiteral("antenna-missing")};
        QTest::newRow("edition-2016") << QStringList{QStringLiteral("--ruleset"), QStringLiteral("edition-2016"), power} << 0
                                      << QStringList{QStringLiteral(": warning antenna-missing: The course has no priority antenna"),
                                                     QStringLiteral(": warning element-inert: Battery does nothing in this edition")}
                                      << QStringList{QStringLiteral("reboot-token")};
        QTest::newRow("old id") << QStringList{QStringLiteral("--ruleset=renegade"), power} << 0
                                << QStringList{QStringLiteral(": warning antenna-missing: ")} << QStringList{};
        QTest::newRow("werror") << QStringList{QStringLiteral("--werror"), QStringLiteral("--ruleset"), QStringLiteral("edition-2016"), power} << 1
                                << QStringList{QStringLiteral(": warning antenna-missing: ")} << QStringList{};
    }
    void validateForAnEdition()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        const Result r = runCli(QStringList{QStringLiteral("validate")} + arguments);
        QCOMPARE(r.err, QString());
        QCOMPARE(r.code, code);
        for (const QString &e : expected)
            QVERIFY2(r.out.contains(e), qPrintable(r.out));
        for (const QString &a : absent)
            QVERIFY2(!r.out.contains(a), qPrintable(r.out));
        // An unknown edition is a usage error naming the ones there are.
        const Result bad = runCli({QStringLiteral("validate"), QStringLiteral("--ruleset"), QStringLiteral("1994"), boardPath("demo.rfboard")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QLatin1String("unknown ruleset '1994' (classic or edition-2016")), qPrintable(bad.err));
    }
    void validateUsage()
    {
        QCOMPARE(runCli({QStringLiteral("validate")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("validate"), QStringLiteral("--bogus"), boardPath("demo.rfboard")}).code, 2);
    }
    void infoBoard()
    {
        const Result r = runCli({QStringLiteral("info"), boardPath("demo.rfboard")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("Course: Demo Factory\n")));
        QVERIFY(r.out.contains(QLatin1String("Size: 24 x 24\n")));
        QVERIFY(r.out.contains(QLatin1String("Boards: 4\n")));
        QVERIFY(r.out.contains(QLatin1String("  1. Signal Tower, 12 x 12 at 0,12, rotated 0\n")));
        QVERIFY(r.out.contains(QLatin1String("Checkpoints: 3 (1 at ")));
        QVERIFY(r.out.contains(QLatin1String("Starts: 8 (")));
        QVERIFY(r.out.contains(QLatin1String("Devices: belt ")));
        const Result bad = runCli({QStringLiteral("info"), QStringLiteral("/nonexistent/x.rfboard")});
        QCOMPARE(bad.code, 2);
    }
    void packInfoUnpackRoundTrip()
    {
        QTemporaryDir dir;
        const QString pack = dir.filePath(QStringLiteral("set.rfpack"));
        const Result p = runCli({QStringLiteral("pack"), QStringLiteral("--author"), QStringLiteral("Tester"), QStringLiteral("--licence"),
                                 QStringLiteral("CC0-1.0"), pack, boardPath("foundry-floor.rfboard"), boardPath("long-haul.rfboard"),
                                 boardPath("demo.rfscenario")});
        QCOMPARE(p.err, QString());
        QCOMPARE(p.code, 0);
        const Result i = runCli({QStringLiteral("info"), pack});
        QCOMPARE(i.code, 0);
        QVERIFY2(i.out.contains(QLatin1String("Pack: Foundry Floor\n")), qPrintable(i.out));
        QVERIFY(i.out.contains(QLatin1String("Licence: CC0-1.0\n")));
        QVERIFY(i.out.contains(QLatin1String("board     boards/foundry-floor.rfboard")));
        QVERIFY(i.out.contains(QLatin1String("course    courses/long-haul.rfboard")));
        QVERIFY(i.out.contains(QLatin1String("Course: Long Haul")));
        // The scenario named its course by path; the pack holds it embedded, so it stands alone
        // and validate (which reads scenario entries too) passes.
        QVERIFY(i.out.contains(QLatin1String("scenario  scenarios/demo.rfscenario")));
        const Result v = runCli({QStringLiteral("validate"), pack});
        QVERIFY2(v.code == 0, qPrintable(v.out + v.err));
        const QString out = dir.filePath(QStringLiteral("out"));
        const Result u = runCli({QStringLiteral("unpack"), pack, out});
        QCOMPARE(u.code, 0);
        QVERIFY(QFileInfo::exists(out + QLatin1String("/manifest.json")));
        // The unpacked course has its boards embedded and reads back as the original.
        auto unpacked = io::readBoardFile(out + QLatin1String("/courses/long-haul.rfboard"));
        auto original = io::readBoardFile(boardPath("long-haul.rfboard"));
        QVERIFY(unpacked && original);
        for (model::Placement &pl : original->placements())
            pl.source.clear();
        QVERIFY(*unpacked == *original);
        // A second unpack refuses to overwrite without --force.
        QCOMPARE(runCli({QStringLiteral("unpack"), pack, out}).code, 1);
        QCOMPARE(runCli({QStringLiteral("unpack"), QStringLiteral("--force"), pack, out}).code, 0);
    }
    void unpackRefusesBadPacks()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("t"));
        const Result r = runCli({QStringLiteral("unpack"), QStringLiteral(RF_TEST_DATA_DIR "/bad/pack-dotdot.rfpack"), target});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("../evil.rfboard: entry name leaves the pack")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("evil.rfboard"))));
        QVERIFY(QDir(target).isEmpty() || !QFileInfo::exists(target));
    }
    void unpackCreatesNothingBeforeRefusing()
    {
        // DIR/boards is a link to a folder elsewhere: unpack refused, but only after it had made
        // the entry's sub-folder out there.
        QTemporaryDir dir;
        const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
        const QString target = dir.filePath(QStringLiteral("t"));
        QVERIFY(QDir().mkpath(elsewhere) && QDir().mkpath(target));
        QVERIFY(QFile::link(elsewhere, target + QLatin1String("/boards")));
        io::Package pack;
        pack.manifest.title = QStringLiteral("Nested");
        QFile board(boardPath("foundry-floor.rfboard"));
        QVERIFY(board.open(QIODevice::ReadOnly));
        pack.entries.push_back({QStringLiteral("scenarios/first.rfboard"), io::PackEntryType::Board, board.readAll()});
        pack.entries.push_back({QStringLiteral("boards/sub/foundry.rfboard"), io::PackEntryType::Board, pack.entries.front().data});
        const QString packPath = dir.filePath(QStringLiteral("nested.rfpack"));
        QVERIFY(io::writePackage(packPath, pack));
        const Result r = runCli({QStringLiteral("unpack"), packPath, target});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("boards/sub/foundry.rfboard: would be written outside")), qPrintable(r.err));
        QVERIFY(QDir(elsewhere).isEmpty());
        QVERIFY(!QFileInfo::exists(target + QLatin1String("/scenarios")));
        QVERIFY(!QFileInfo::exists(target + QLatin1String("/manifest.json")));
        // A file where the entry needs a folder is refused the same way.
        QTemporaryDir other;
        writeText(other.filePath(QStringLiteral("boards")), "not a folder");
        QCOMPARE(runCli({QStringLiteral("unpack"), packPath, other.path()}).code, 2);
        QVERIFY(!QFileInfo::exists(other.filePath(QStringLiteral("scenarios"))));
    }
    void packWriterRefusesWhatItsReaderWould_data()
    {
        // issue 31, D4: `pack` wrote packs that its own validate/info/unpack refused.
        QTest::addColumn<int>("entries");
        QTest::addColumn<qint64>("bytesEach");
        QTest::addColumn<QString>("says");
        const io::PackLimits limits;
        QTest::newRow("an entry over the limit") << 1 << limits.maxEntryBytes + 1 << QStringLiteral("a pack entry holds at most");
        QTest::newRow("too many entries") << limits.maxEntries << qint64{10} << QStringLiteral("a pack holds at most");
        QTest::newRow("too much in all") << 5 << limits.maxEntryBytes - 1000 << QStringLiteral("bytes in all; a pack holds at most");
    }
    void packWriterRefusesWhatItsReaderWould()
    {
        QFETCH(int, entries);
        QFETCH(qint64, bytesEach);
        QFETCH(QString, says);
        io::Package pack;
        pack.manifest.title = QStringLiteral("Large");
        for (int i = 0; i < entries; ++i)
            pack.entries.push_back({QStringLiteral("boards/b%1.rfboard").arg(i), io::PackEntryType::Board, QByteArray(bytesEach, 'x')});
        QTemporaryDir dir;
        const QString packPath = dir.filePath(QStringLiteral("large.rfpack"));
        const auto written = io::writePackage(packPath, pack);
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(says), qPrintable(written.error().toString()));
        QVERIFY(!written.error().writeFailure); // the request, not the disk: `pack` exits 2
        QVERIFY(!QFileInfo::exists(packPath));
    }
    void infoNamesAnotherClientsMap_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("tmx") << QStringLiteral("fixture.tmx");
        QTest::newRow("tmj") << QStringLiteral("fixture.tmj");
    }
    void infoNamesAnotherClientsMap()
    {
        // A Tiled map given to info is no "JSON syntax error": it is named, with the way to read it.
        QFETCH(QString, file);
        const QString path = QStringLiteral(RF_TEST_DATA_DIR "/interop/tiled/") + file;
        for (const char *command : {"info", "validate"}) {
            const Result r = runCli({QLatin1String(command), path});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QLatin1String("not a RallyForge board but a Tiled")), qPrintable(r.err));
            QVERIFY2(
                r.err.contains(QLatin1String("rallyforge-cli convert ") + path + QLatin1String(" fixture.rfboard")),
                qPrintable(r.err));
            QVERIFY2(!r.err.contains(QLatin1String("JSON syntax error")), qPrintable(r.err));
        }
    }
    void checkNamesAFolderWithoutScenarios()
    {
        QTemporaryDir dir;
        const Result r = runCli({QStringLiteral("check"), dir.path()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(dir.path() + QLatin1String(": no scenario files (*.rfscenario) in this folder")),
                 qPrintable(r.err));
    }
    // Issue 45: a folder is searched with its subfolders, and a folder holding no scenario exits 2
    // even when the other arguments held some.
    void checkSearchesSubfolders_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("passed");
        QTest::newRow("a folder whose scenarios lie in a subfolder") << QStringList{"@tree"} << 0 << 2;
        QTest::newRow("and an empty folder") << QStringList{"@tree", "@empty"} << 2 << 2;
        QTest::newRow("the deepest folder alone") << QStringList{"@tree/sub/deeper"} << 0 << 1;
    }
    void checkSearchesSubfolders()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(int, passed);
        QTemporaryDir dir;
        const QDir d(dir.path());
        QVERIFY(d.mkpath(QStringLiteral("tree/sub/deeper")) && d.mkpath(QStringLiteral("empty")));
        const QString source = QStringLiteral(RF_SOURCE_DIR "/boards/");
        for (const char *to : {"tree/sub/demo.rfboard", "tree/sub/deeper/demo.rfboard"})
            QVERIFY(QFile::copy(source + QStringLiteral("demo.rfboard"), dir.filePath(QString::fromLatin1(to))));
        QVERIFY(QFile::copy(source + QStringLiteral("demo.rfscenario"), dir.filePath(QStringLiteral("tree/sub/a.rfscenario"))));
        QVERIFY(QFile::copy(source + QStringLiteral("demo.rfscenario"), dir.filePath(QStringLiteral("tree/sub/deeper/b.rfscenario"))));
        for (QString &a : args)
            a = dir.filePath(a.mid(1));
        const Result r = runCli(QStringList{QStringLiteral("check")} + args);
        QVERIFY2(r.code == code, qPrintable(r.out + r.err));
        QCOMPARE(r.out.count(QLatin1String("PASS ")), passed);
    }
    // Issue 45: what a command names from a file name fits the limits its readers enforce; text the
    // user gives that does not fit is refused before anything is written.
    void namesFitTheReaders_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("written");
        const QString longName = QString(190, QLatin1Char('b'));
        QTest::newRow("save-game title from a long file name")
            << QStringList{"analyze", "@" + longName + ".rfboard", "--games", "1", "--save-game", "1", "@g.rfscenario"} << 0 << "g.rfscenario";
        QTest::newRow("pack title from a long pack name")
            << QStringList{"pack", "@" + QString(240, QLatin1Char('p')) + ".rfpack", "@" + longName + ".rfboard"} << 0
            << QString(240, QLatin1Char('p')) + ".rfpack";
        QTest::newRow("pack title too long") << QStringList{"pack", "@t.rfpack", "@" + longName + ".rfboard", "--title", QString(300, QLatin1Char('t'))} << 2 << QString();
        QTest::newRow("pack description too long")
            << QStringList{"pack", "@t.rfpack", "@" + longName + ".rfboard", "--description", QString(20001, QLatin1Char('d'))} << 2 << QString();
    }
    void namesFitTheReaders()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, written);
        QTemporaryDir dir;
        QVERIFY(QFile::copy(boardPath("demo.rfboard"), dir.filePath(QString(190, QLatin1Char('b')) + QStringLiteral(".rfboard"))));
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));
        const Result r = runCli(args);
        QVERIFY2(r.code == code, qPrintable(r.err));
        if (written.isEmpty()) {
            QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("t.rfpack"))));
            return;
        }
        // What was written is read back by its own reader without complaint.
        const Result back = runCli({QStringLiteral("info"), dir.filePath(written)});
        QVERIFY2(back.code == 0, qPrintable(back.err));
    }
    // Issue 45: info checks a scenario's setup as check does before it plays.
    void infoChecksTheSetup_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("as shipped") << QByteArray() << QByteArray() << 0 << QString();
        QTest::newRow("a robot off the board") << QByteArray("\"at\": [4, 23]") << QByteArray("\"at\": [90, 23]") << 2 << "outside the";
    }
    void infoChecksTheSetup()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(int, code);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QVERIFY(QFile::copy(boardPath("demo.rfboard"), dir.filePath(QStringLiteral("demo.rfboard"))));
        QFile in(boardPath("demo.rfscenario"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        if (!from.isEmpty()) {
            const qsizetype at = text.indexOf(from);
            QVERIFY(at >= 0);
            text.replace(at, from.size(), to); // the first robot only
        }
        const QString path = dir.filePath(QStringLiteral("s.rfscenario"));
        writeText(path, text);
        for (const char *command : {"info", "check"}) {
            const Result r = runCli({QLatin1String(command), path});
            QVERIFY2(r.code == code, qPrintable(QLatin1String(command) + QLatin1Char(' ') + r.err));
            QVERIFY2(r.err.contains(says), qPrintable(r.err));
        }
    }
    void packRefusesUnknownFiles()
    {
        QTemporaryDir dir;
        const QString txt = dir.filePath(QStringLiteral("notes.txt"));
        writeText(txt, "hello");
        const Result r = runCli({QStringLiteral("pack"), dir.filePath(QStringLiteral("x.rfpack")), txt});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(txt + QLatin1String(": cannot pack")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.rfpack"))));
    }

    // The 2016 edition's old id is still taken wherever a command takes a ruleset (RULES.md 1),
    // and plays exactly what the new one does; an unknown id names the ones there are.
    void rulesetOldIdAccepted_data()
    {
        QTest::addColumn<QStringList>("args"); // %1 stands for the ruleset
        const QString ruleset = QStringLiteral("--ruleset");
        QTest::newRow("compare") << QStringList{QStringLiteral("compare"), QStringLiteral(RF_TEST_DATA_DIR "/compare/blue-onto-green.rfscenario"),
                                                ruleset, QStringLiteral("classic"), ruleset, QStringLiteral("%1")};
        QTest::newRow("analyze") << QStringList{QStringLiteral("analyze"), boardPath("demo.rfboard"), ruleset, QStringLiteral("%1"),
                                                QStringLiteral("--games"), QStringLiteral("4"), QStringLiteral("--quiet")};
        QTest::newRow("generate") << QStringList{QStringLiteral("generate"), ruleset, QStringLiteral("%1"), QStringLiteral("--layouts"),
                                                 QStringLiteral("2"), QStringLiteral("--screen-games"), QStringLiteral("2"),
                                                 QStringLiteral("--final-games"), QStringLiteral("2"), QStringLiteral("--results"),
                                                 QStringLiteral("1"), QStringLiteral("--quiet"), QStringLiteral("-o"), QStringLiteral("OUT/g"),
                                                 QStringLiteral("--force")};
    }
    void rulesetOldIdAccepted()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        auto run = [&](const QString &id) {
            QStringList a;
            for (const QString &s : args)
                a << (s == QLatin1String("%1") ? id : QString(s).replace(QLatin1String("OUT"), dir.path()));
            return runCli(a);
        };
        const Result newId = run(QStringLiteral("edition-2016"));
        const Result oldId = run(QStringLiteral("renegade"));
        QVERIFY2(newId.code == 0 || newId.code == 1, qPrintable(newId.err + newId.out)); // compare exits 1 when the rulings part
        QCOMPARE(oldId.code, newId.code);
        static const QRegularExpression seconds(QStringLiteral(" in [0-9.]+ s\\n")); // generate's time taken
        QCOMPARE(QString(oldId.out).replace(seconds, QStringLiteral("\n")), QString(newId.out).replace(seconds, QStringLiteral("\n")));
        QVERIFY2(!newId.out.contains(QLatin1String("renegade")), qPrintable(newId.out));
        const Result unknown = run(QStringLiteral("renegade-2016"));
        QVERIFY2(unknown.code == 2, qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(QLatin1String("unknown ruleset 'renegade-2016' (classic or edition-2016 or edition-2023)")), qPrintable(unknown.err));
    }
};

RF_TEST_APPLESS_MAIN(TestCliIo)
#include "tst_cliio.moc"
