// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int code = 0;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QString out;
    QString err;
    QTextStream os(&out);
    QTextStream es(&err);
    rf::cli::Io io{os, es};
    Run r;
    r.code = rf::cli::run(QStringList{QStringLiteral("rallyforge-cli")} + args, io);
    os.flush();
    es.flush();
    r.out = out;
    r.err = err;
    return r;
}

const QString kBoards = QStringLiteral(RF_SOURCE_DIR "/boards/");

} // namespace

// `convert` and `formats` end to end, in-process.
class TestCliConvert : public QObject {
    Q_OBJECT
private slots:
    void formatsListsEveryFormat()
    {
        const Run r = cli({QStringLiteral("formats")});
        QCOMPARE(r.code, 0);
        for (const char *name : {"rallyforge", "mvolfik", "robo-rally-online", "lmu-sep", "lmu-sep-board", "roboprojekt", "tiled-json", "tiled-tmx"})
            QVERIFY2(r.out.contains(QLatin1String(name)), name);
    }
    void losslessConversion()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("board.tmj"));
        const Run r = cli({QStringLiteral("convert"), QStringLiteral("--strict"), kBoards + QStringLiteral("foundry-floor.rfboard"), out});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY(QFile::exists(out));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rallyforge-elements.tsj"))));
        const Run back = cli({QStringLiteral("convert"), out, dir.filePath(QStringLiteral("back.rfboard"))});
        QCOMPARE(back.code, 0);
    }
    void lossyConversionListsNotesAndStrictFails()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("map.txt"));
        const Run lossy = cli({QStringLiteral("convert"), kBoards + QStringLiteral("hazard-yard.rfboard"), out});
        QVERIFY2(lossy.code == 0, qPrintable(lossy.err));
        QVERIFY(lossy.out.contains(QLatin1String(": export: dropped acid at 2,0: written as plain floor")));
        QVERIFY(QFile::exists(out));
        QFile::remove(out);
        const Run strict = cli({QStringLiteral("convert"), QStringLiteral("--strict"), kBoards + QStringLiteral("hazard-yard.rfboard"), out});
        QCOMPARE(strict.code, 1);
        QVERIFY(strict.err.contains(QLatin1String("--strict")));
        QVERIFY(!QFile::exists(out));
    }
    void ambiguousOutputNeedsTo()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("convert"), kBoards + QStringLiteral("foundry-floor.rfboard"), dir.filePath(QStringLiteral("x.json"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--to")));
        const Run ok = cli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("lmu-sep-board"), kBoards + QStringLiteral("foundry-floor.rfboard"),
                            dir.filePath(QStringLiteral("x.json"))});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
    }
    void unreadableInput()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("broken.tmj")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"type\": \"map\",");
        f.close();
        const Run r = cli({QStringLiteral("convert"), f.fileName(), dir.filePath(QStringLiteral("x.rfboard"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("broken.tmj: line 1")), qPrintable(r.err));
    }
};

QTEST_APPLESS_MAIN(TestCliConvert)
#include "tst_cliconvert.moc"
