// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course generator's board library (io::readBoardLibrary): the boards of the files in a
// folder, the boards courses embed, each board once, unreadable files named, and the limits.
#include "io/boardlibrary.h"

#include "analysis/generator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf::io;
using rf::analysis::GenerateOptions;

namespace {

QByteArray board(const QByteArray &name)
{
    return "{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", \"name\": \"" + name + "\", \"size\": [3, 2]}";
}

// A course embedding boards `a` and `b` side by side.
QByteArray course(const QByteArray &a, const QByteArray &b)
{
    return "{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"course\", \"placements\": ["
           "{\"offset\": [0, 0], \"board\": {\"name\": \"" + a + "\", \"size\": [3, 2]}}, "
           "{\"offset\": [3, 0], \"board\": {\"name\": \"" + b + "\", \"size\": [3, 2]}}]}";
}

void write(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestBoardLibrary : public QObject {
    Q_OBJECT
private slots:
    void reads_data()
    {
        QTest::addColumn<QStringList>("files"); // path=kind: b NAME (a board), c A B (a course), x (broken)
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("skipped");
        QTest::newRow("boards by file name") << QStringList{QStringLiteral("b.rfboard=b B"), QStringLiteral("a.rfboard=b A")}
                                             << QStringList{QStringLiteral("a"), QStringLiteral("b")} << 0;
        QTest::newRow("a course's boards after") << QStringList{QStringLiteral("run.rfboard=c X Y"), QStringLiteral("z.rfboard=b Z")}
                                                 << QStringList{QStringLiteral("z"), QStringLiteral("run-1"), QStringLiteral("run-2")} << 0;
        QTest::newRow("a board met twice is kept once, by its own name")
            << QStringList{QStringLiteral("a.rfboard=b A"), QStringLiteral("run.rfboard=c A Y")} << QStringList{QStringLiteral("a"), QStringLiteral("run-2")} << 0;
        QTest::newRow("a broken file is named") << QStringList{QStringLiteral("a.rfboard=b A"), QStringLiteral("bad.rfboard=x")}
                                                << QStringList{QStringLiteral("a")} << 1;
        QTest::newRow("subfolders and other files are not read")
            << QStringList{QStringLiteral("a.rfboard=b A"), QStringLiteral("more/c.rfboard=b C"), QStringLiteral("notes.txt=x")} << QStringList{QStringLiteral("a")} << 0;
    }
    void reads()
    {
        QFETCH(QStringList, files);
        QFETCH(QStringList, names);
        QFETCH(int, skipped);
        QTemporaryDir dir;
        for (const QString &f : files) {
            const QStringList kind = f.section(QLatin1Char('='), 1).split(QLatin1Char(' '));
            const QByteArray data = kind[0] == QLatin1String("b")   ? board(kind[1].toUtf8())
                                    : kind[0] == QLatin1String("c") ? course(kind[1].toUtf8(), kind[2].toUtf8())
                                                                    : QByteArray("{\"format\": ");
            write(dir.filePath(f.section(QLatin1Char('='), 0, 0)), data);
        }
        const BoardLibrary lib = readBoardLibrary({dir.path()});
        QStringList got;
        for (const LibraryEntry &e : lib.boards)
            got << e.name;
        QCOMPARE(got, names);
        QCOMPARE(static_cast<int>(lib.skipped.size()), skipped);
        for (const Error &e : lib.skipped)
            QVERIFY2(e.file.startsWith(dir.path()), qPrintable(e.toString()));
    }

    // Past the limits the rest is left out, and an error says so.
    void limits_data()
    {
        QTest::addColumn<bool>("broken");
        QTest::addColumn<int>("files");
        QTest::addColumn<int>("boards");
        QTest::addColumn<int>("skipped");
        QTest::newRow("boards") << false << kMaxLibraryBoards + 1 << kMaxLibraryBoards << 1;
        QTest::newRow("files") << true << kMaxLibraryFiles + 1 << 0 << kMaxLibraryFiles + 1;
    }
    void limits()
    {
        QFETCH(bool, broken);
        QFETCH(int, files);
        QFETCH(int, boards);
        QFETCH(int, skipped);
        QTemporaryDir dir;
        for (int i = 0; i < files; ++i)
            write(dir.filePath(QStringLiteral("b%1.rfboard").arg(i, 4, 10, QLatin1Char('0'))), broken ? QByteArray("[") : board(QByteArray::number(i)));
        const BoardLibrary lib = readBoardLibrary({dir.path()});
        QCOMPARE(static_cast<int>(lib.boards.size()), boards);
        QCOMPARE(static_cast<int>(lib.skipped.size()), skipped);
        QVERIFY2(lib.skipped.back().message.startsWith(QStringLiteral("more than")), qPrintable(lib.skipped.back().toString()));
    }

    // A board larger than the generator uses is left out, named with its size, whether a file of
    // its own or embedded in a course (a 1024 x 1024 board in a few hundred bytes made the
    // generator take gigabytes, issue 45).
    void tooLarge_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("message"); // of the one skipped, empty: none
        const int side = GenerateOptions::kMaxBoardSide;
        const auto sized = [](int w, int h) {
            return "{\"name\": \"S\", \"size\": [" + QByteArray::number(w) + ", " + QByteArray::number(h) + "]}";
        };
        const QByteArray head = "{\"format\": \"rallyforge-board\", \"version\": 1, ";
        const auto single = [&](int w, int h) { return head + "\"kind\": \"board\", " + sized(w, h).mid(1); };
        QTest::newRow("the largest") << single(side, side) << QStringList{QStringLiteral("s")} << QString();
        QTest::newRow("one row more") << single(side, side + 1) << QStringList{}
                                      << QStringLiteral("a board of 64 x 65 squares is larger than the generator uses "
                                                        "(at most 64 x 64, 4096 squares)");
        QTest::newRow("1024 x 1024") << single(1024, 1024) << QStringList{}
                                     << QStringLiteral("a board of 1024 x 1024 squares is larger");
        QTest::newRow("embedded in a course")
            << head + "\"kind\": \"course\", \"placements\": [{\"offset\": [0, 0], \"board\": " + sized(3, 2) +
                   "}, {\"offset\": [3, 0], \"board\": " + sized(1024, 8) + "}]}"
            << QStringList{QStringLiteral("s-1")} << QStringLiteral("a board of 1024 x 8 squares is larger");
    }
    void tooLarge()
    {
        QFETCH(QByteArray, data);
        QFETCH(QStringList, names);
        QFETCH(QString, message);
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("s.rfboard")), data);
        const BoardLibrary lib = readBoardLibrary({dir.path()});
        QStringList got;
        for (const LibraryEntry &e : lib.boards)
            got << e.name;
        QCOMPARE(got, names);
        QCOMPARE(lib.skipped.size(), std::size_t{message.isEmpty() ? 0U : 1U});
        if (!message.isEmpty()) {
            QCOMPARE(lib.skipped.front().file, dir.filePath(QStringLiteral("s.rfboard")));
            QVERIFY2(lib.skipped.front().message.startsWith(message), qPrintable(lib.skipped.front().toString()));
        }
    }
};

RF_TEST_GUILESS_MAIN(TestBoardLibrary)
#include "tst_boardlibrary.moc"
