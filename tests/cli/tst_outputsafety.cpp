// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// No command replaces one of its inputs or a file it did not write (issue 31, D1-D3): each case
// runs the command line on copies of shipped boards and compares the files' bytes afterwards.
#include "clirun.h"
#include "filebytes.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using rf::test::bytesOf;
using rf::test::filesUnder;
using rf::test::putBytes;
using rf::test::runCli;

namespace {

// The shipped demo scenario with its course given as `course`.
void writeScenario(const QString &path, const QString &course)
{
    QByteArray text = bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"));
    text.replace("\"course\": \"demo.rfboard\"", "\"course\": \"" + course.toUtf8() + '"');
    putBytes(path, text);
}

// A copy of a shipped board in `dir`, returning its path.
QString copyBoard(const QTemporaryDir &dir, const QString &name, const QString &as)
{
    const QString to = dir.filePath(as);
    QFile::copy(QStringLiteral(RF_SOURCE_DIR "/boards/") + name, to);
    return to;
}

} // namespace

class TestOutputSafety : public QObject {
    Q_OBJECT
private slots:
    // Each row: the arguments (IN and OUT named by placeholders), the exit code, and which files
    // must keep their bytes.
    void inputsAndForeignFilesKeepTheirBytes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        // D2: the first argument is written; a board given first is not a pack.
        QTest::newRow("pack onto a board") << QStringList{"pack", "@a.rfboard", "@b.rfboard"} << 2 << ".rfpack";
        QTest::newRow("pack onto itself") << QStringList{"pack", "@a.rfboard", "@a.rfboard"} << 2 << ".rfpack";
        QTest::newRow("pack onto its input pack") << QStringList{"pack", "@old.rfpack", "@old.rfpack"} << 2
                                                 << "also an input";
        // D3: the saved game would replace the course analysed.
        QTest::newRow("save-game onto the course") << QStringList{"analyze", "@a.rfboard", "--games", "1", "--save-game", "1", "@a.rfboard"}
                                                   << 2 << ".rfscenario";
        QTest::newRow("save-game onto a link to it") << QStringList{"analyze", "@a.rfboard", "--games", "1", "--save-game", "1", "@link.rfscenario"}
                                                     << 2 << "also an input";
        // D1: --strict decides before writing: an older OUT and a tileset beside it stay.
        QTest::newRow("strict convert over an older output") << QStringList{"convert", "--strict", "@hazard.rfboard", "@map.txt"} << 1
                                                             << "nothing written";
        QTest::newRow("render onto a folder") << QStringList{"render", "@a.rfboard", "-o", "@folder.png"} << 2 << "is a folder";
        QTest::newRow("convert onto a folder")
            << QStringList{"convert", "@a.rfboard", "@folder.png"} << 2 << "is a folder";
        // Every command with an output says the same of a folder, with the same code (README).
        QTest::newRow("pack onto a folder")
            << QStringList{"pack", "@folder.rfpack", "@a.rfboard"} << 2 << "is a folder";
        QTest::newRow("save-game onto a folder")
            << QStringList{"analyze", "@a.rfboard", "--games", "1", "--save-game", "1", "@folder.rfscenario"} << 2
            << "is a folder";
        QTest::newRow("convert onto its input") << QStringList{"convert", "@a.rfboard", "@a.rfboard"} << 2 << "also an input";
    }
    void inputsAndForeignFilesKeepTheirBytes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        QTemporaryDir dir;
        copyBoard(dir, QStringLiteral("demo.rfboard"), QStringLiteral("a.rfboard"));
        copyBoard(dir, QStringLiteral("long-haul.rfboard"), QStringLiteral("b.rfboard"));
        copyBoard(dir, QStringLiteral("hazard-yard.rfboard"), QStringLiteral("hazard.rfboard"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("a.rfboard")), dir.filePath(QStringLiteral("link.rfscenario"))));
        for (const char *folder : {"folder.png", "folder.rfpack", "folder.rfscenario"})
            QVERIFY(QDir(dir.path()).mkdir(QString::fromLatin1(folder)));
        for (const char *name : {"map.txt", "rallyforge-elements.tsx", "old.rfpack"}) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("the user's own ") + name);
        }
        QMap<QString, QByteArray> before;
        for (const QString &f : QDir(dir.path()).entryList(QDir::Files))
            before[f] = bytesOf(dir.filePath(f));
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));

        const auto r = runCli(args);
        QVERIFY2(r.code == code, qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(bytesOf(dir.filePath(it.key())) == it.value(), qPrintable(it.key() + QLatin1String(" was changed")));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), before.size()); // and nothing new
    }

    // Issue 45: files a command reads besides the one it is given (a scenario's course, a board a
    // course refers to, the pack unpacked, a tileset link) and side files it did not write.
    void filesReadKeepTheirBytes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const QString read = QStringLiteral("is a file this command reads");
        QTest::newRow("report onto the scenario's course") << QStringList{"report", "@s-html.rfscenario", "-o", "@c.html"} << 2 << read;
        QTest::newRow("save-game onto the scenario's course")
            << QStringList{"analyze", "@s-scenario.rfscenario", "--games", "1", "--save-game", "1", "@c.rfscenario"} << 2 << read;
        QTest::newRow("pack onto the scenario's course") << QStringList{"pack", "@c.rfpack", "@s-pack.rfscenario"} << 2 << read;
        QTest::newRow("demo onto its own course") << QStringList{"demo", "@c.png", "--out", "@."} << 2 << read;
        QTest::newRow("demo onto its scenario's course")
            << QStringList{"demo", "--scenario", "@d/d.rfscenario", "--out", "@d"} << 2 << read;
        QTest::newRow("render onto a board of the course")
            << QStringList{"render", "@long-haul.rfboard", "-o", "@hazard-yard.png"} << 2 << read;
        QTest::newRow("pack onto a board of the course")
            << QStringList{"pack", "@hazard.rfpack", "@long-haul-pack.rfboard"} << 2 << read;
        QTest::newRow("save-game onto a board of the course")
            << QStringList{"analyze", "@long-haul-scenario.rfboard", "--games", "1", "--save-game", "1", "@hazard.rfscenario"} << 2 << read;
        QTest::newRow("convert through a tileset link onto its input")
            << QStringList{"convert", "--force", "@a.rfboard", "@out/m.tmx"} << 2 << read;
        QTest::newRow("convert an input named like the tileset")
            << QStringList{"convert", "--force", "--from", "rallyforge", "@tileset/rallyforge-elements.tsx", "@tileset/m.tmx"} << 2 << read;
        QTest::newRow("unpack onto the pack itself")
            << QStringList{"unpack", "@d2/courses/a.rfboard", "@d2", "--force"} << 2 << "also an input";
        QTest::newRow("convert keeps the user's tileset")
            << QStringList{"convert", "@a.rfboard", "@m.tmx"} << 2 << "exists with other content";
        QTest::newRow("output through a link to nothing")
            << QStringList{"render", "@a.rfboard", "-o", "@dangling.png"} << 2 << "link to a file that does not exist";
    }
    void filesReadKeepTheirBytes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QDir d(dir.path());
        for (const char *sub : {"d", "d2/courses", "out", "tileset", "elsewhere"})
            QVERIFY(d.mkpath(QString::fromLatin1(sub)));
        copyBoard(dir, QStringLiteral("demo.rfboard"), QStringLiteral("a.rfboard"));
        putBytes(dir.filePath(QStringLiteral("rallyforge-elements.tsx")), "the user's own tileset");
        // A scenario's course under the names its commands write.
        for (const char *name : {"c.html", "c.rfscenario", "c.rfpack", "c.png", "d/demo.png"})
            copyBoard(dir, QStringLiteral("demo.rfboard"), QString::fromLatin1(name));
        writeScenario(dir.filePath(QStringLiteral("s-html.rfscenario")), QStringLiteral("c.html"));
        writeScenario(dir.filePath(QStringLiteral("s-scenario.rfscenario")), QStringLiteral("c.rfscenario"));
        writeScenario(dir.filePath(QStringLiteral("s-pack.rfscenario")), QStringLiteral("c.rfpack"));
        writeScenario(dir.filePath(QStringLiteral("d/d.rfscenario")), QStringLiteral("demo.png"));
        // A course whose first board is referred to under the name the command writes.
        for (const char *board : {"foundry-floor", "cooling-ponds", "mezzanine"})
            copyBoard(dir, QString::fromLatin1(board) + QStringLiteral(".rfboard"), QString::fromLatin1(board) + QStringLiteral(".rfboard"));
        const QByteArray course = bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/long-haul.rfboard"));
        for (const char *as : {"png", "rfpack", "rfscenario"}) {
            const QByteArray name = QByteArray(as) == "png" ? "hazard-yard.png" : QByteArray("hazard.") + as;
            copyBoard(dir, QStringLiteral("hazard-yard.rfboard"), QString::fromLatin1(name));
            QByteArray text = course;
            text.replace("\"hazard-yard.rfboard\"", '"' + name + '"');
            const QString file = QByteArray(as) == "png" ? QStringLiteral("long-haul.rfboard")
                                 : QByteArray(as) == "rfpack" ? QStringLiteral("long-haul-pack.rfboard")
                                                              : QStringLiteral("long-haul-scenario.rfboard");
            putBytes(dir.filePath(file), text);
        }
        // The tileset beside the map is a link to the input; the input is named like the tileset.
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("a.rfboard")), dir.filePath(QStringLiteral("out/rallyforge-elements.tsx"))));
        copyBoard(dir, QStringLiteral("demo.rfboard"), QStringLiteral("tileset/rallyforge-elements.tsx"));
        // A pack lying where unpacking it writes its course.
        const QString pack = dir.filePath(QStringLiteral("d2/courses/a.rfboard"));
        QCOMPARE(runCli({QStringLiteral("pack"), dir.filePath(QStringLiteral("p.rfpack")), dir.filePath(QStringLiteral("a.rfboard"))}).code, 0);
        QVERIFY(QFile::rename(dir.filePath(QStringLiteral("p.rfpack")), pack));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("elsewhere/nothing.png")), dir.filePath(QStringLiteral("dangling.png"))));

        const QMap<QString, QByteArray> before = filesUnder(dir.path());
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));
        const auto r = runCli(args);
        QVERIFY2(r.code == code, qPrintable(QString::number(r.code) + QLatin1Char(' ') + r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        const QMap<QString, QByteArray> after = filesUnder(dir.path());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key() + QLatin1String(" was changed")));
        QCOMPARE(after.keys(), before.keys()); // and nothing new
    }

    // Issue 45: a course that cannot be combined is a request the input cannot meet (exit 2,
    // naming the course) for every command that draws it, as for convert.
    void unplayableCoursesExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("offset");
        QTest::addColumn<QString>("says");
        const QStringList render{"render", "@c.rfboard", "-o", "@o.png"};
        const QStringList demo{"demo", "@c.rfboard", "--out", "@out"};
        const QStringList convert{"convert", "@c.rfboard", "@o.tmx"};
        for (const auto &[name, args] : {std::pair{"render", render}, std::pair{"demo", demo}, std::pair{"convert", convert}}) {
            QTest::addRow("%s, boards overlapping", name) << args << "[0, 0]" << "overlap";
            QTest::addRow("%s, too large", name) << args << "[1020, 0]" << "at most 1024 per side";
        }
    }
    void unplayableCoursesExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, offset);
        QFETCH(QString, says);
        QTemporaryDir dir;
        for (const char *board : {"hazard-yard", "foundry-floor", "cooling-ponds", "mezzanine"})
            QVERIFY(QFile::copy(QStringLiteral(RF_SOURCE_DIR "/boards/") + QLatin1String(board) + QStringLiteral(".rfboard"), dir.filePath(QLatin1String(board) + QStringLiteral(".rfboard"))));
        QFile in(QStringLiteral(RF_SOURCE_DIR "/boards/long-haul.rfboard"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        QVERIFY(text.contains("\"offset\": [12, 0]"));
        text.replace("\"offset\": [12, 0]", "\"offset\": " + offset.toUtf8());
        putBytes(dir.filePath(QStringLiteral("c.rfboard")), text);
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));
        const auto r = runCli(args);
        QVERIFY2(r.code == 2, qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(r.err.contains(dir.filePath(QStringLiteral("c.rfboard"))), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 5); // nothing written
    }
    void strictConvertWithoutLossesWrites()
    {
        // The dry run does not stop a clean conversion: OUT is written once, where asked.
        QTemporaryDir dir;
        const QString in = copyBoard(dir, QStringLiteral("demo.rfboard"), QStringLiteral("a.rfboard"));
        const QString out = dir.filePath(QStringLiteral("copy.rfboard"));
        const auto r = runCli({QStringLiteral("convert"), QStringLiteral("--strict"), in, out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);
    }
};

RF_TEST_MAIN(TestOutputSafety)
#include "tst_outputsafety.moc"
