// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// No command replaces one of its inputs or a file it did not write (issue 31, D1-D3): each case
// runs the command line on copies of shipped boards and compares the files' bytes afterwards.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using rf::test::runCli;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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
