// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "modeldiff.h"
#include "sampleboards.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "shareddir.h"
#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;
using rf::testing::Diff;

namespace {

QString fileNameFor(const BoardFormat &f)
{
    if (f.name() == QLatin1String("mvolfik"))
        return QStringLiteral("board.txt");
    if (f.name() == QLatin1String("tiled-tmx"))
        return QStringLiteral("board.tmx");
    if (f.name() == QLatin1String("tiled-json"))
        return QStringLiteral("board.tmj");
    return QStringLiteral("board.json");
}

// The course's combined grid (its only board for a one-board course).
Board grid(const Course &c)
{
    if (c.isSingleBoard()) {
        Board b = c.placements().front().board;
        if (b.info() == BoardInfo{})
            b.info() = c.info();
        return b;
    }
    auto combined = combine(c);
    return combined ? *combined : Board();
}

// Notes about one board of a course are in that board's coordinates: move them onto the grid.
std::vector<ConversionNote> onGrid(std::vector<ConversionNote> notes, const Course &c)
{
    for (ConversionNote &n : notes) {
        if (n.board < 0 || static_cast<std::size_t>(n.board) >= c.placements().size())
            continue;
        const Placement &pl = c.placements()[static_cast<std::size_t>(n.board)];
        if (n.cell)
            n.cell = rotatePoint(*n.cell, pl.board.size(), pl.rotation) + pl.offset;
        if (n.edge) {
            EdgePos e = rotateEdge(*n.edge, pl.board.size(), pl.rotation);
            e.x += pl.offset.x;
            e.y += pl.offset.y;
            n.edge = e;
        }
        n.board = -1;
    }
    return notes;
}

QString notesText(const std::vector<ConversionNote> &notes)
{
    QStringList out;
    for (const ConversionNote &n : notes)
        out << n.toString();
    return out.join(QLatin1Char('\n'));
}

Course loadShipped(const QString &name)
{
    if (name == QLatin1String("every-element"))
        return Course(rf::testing::everyElementBoard());
    auto c = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/") + name);
    if (!c)
        qFatal("%s", qPrintable(c.error().toString()));
    return *c;
}

} // namespace

class TestInteropRoundTrip : public QObject {
    Q_OBJECT
private slots:
    // native -> format -> native: identical where lossless, otherwise differing exactly where
    // the export notes say.
    void shippedBoards_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("board");
        QStringList boards = QDir(QStringLiteral(RF_SOURCE_DIR "/boards")).entryList({QStringLiteral("*.rfboard")}, QDir::Files, QDir::Name);
        boards << QStringLiteral("every-element");
        for (const auto &f : FormatRegistry::instance().formats()) {
            if (!f->canWrite() || !f->canRead())
                continue;
            for (const QString &b : boards)
                QTest::newRow(qPrintable(f->name() + QLatin1Char('/') + b)) << f->name() << b;
        }
    }
    void shippedBoards()
    {
        QFETCH(QString, format);
        QFETCH(QString, board);
        const BoardFormat *f = FormatRegistry::instance().byName(format);
        QVERIFY(f);
        const Course original = loadShipped(board);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(fileNameFor(*f));
        auto written = f->write(path, original);
        if (!written && format == QLatin1String("robo-rally-online") && (grid(original).width() > 12 || grid(original).height() > 12))
            QSKIP("robo-rally-online boards are at most 12 x 12");
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        auto read = f->read(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        // Our own exports read back cleanly; but a course the LMU client cannot assemble is
        // written as one board whose squares off every board have no tile, which read back as
        // the pits they were, and say so.
        const bool flattened = std::ranges::any_of(written->notes, [](const ConversionNote &n) { return n.element == QLatin1String("course"); });
        std::erase_if(read->notes, [&](const ConversionNote &n) { return flattened && format == QLatin1String("lmu-sep") && n.element == QLatin1String("no-tile"); });
        QVERIFY2(read->notes.empty(), qPrintable(notesText(read->notes)));

        const Board before = grid(original);
        const Board after = grid(read->course);
        const Diff d = rf::testing::diff(before, after);
        const std::vector<ConversionNote> notes = onGrid(written->notes, original);
        const QStringList missing = rf::testing::uncovered(d, notes);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("differences without a note:\n") + missing.join(QLatin1Char('\n')) + QStringLiteral("\nnotes:\n") + notesText(notes)));
        const QStringList extra = rf::testing::unfounded(d, notes);
        QVERIFY2(extra.isEmpty(), qPrintable(QStringLiteral("notes without a difference:\n") + extra.join(QLatin1Char('\n'))));
        if (notes.empty())
            QVERIFY2(d.empty(), qPrintable(d.toString()));

        if (format == QLatin1String("robo-rally-online"))
            validateAgainstSchema(path);
    }

    // Every format that writes a board wider or taller than 256 reads it back (the readers
    // accept the native size), or refuses to write it.
    void largeBoardsReadBack_data()
    {
        QTest::addColumn<QString>("format");
        for (const auto &f : FormatRegistry::instance().formats())
            if (f->canWrite() && f->canRead())
                QTest::newRow(qPrintable(f->name())) << f->name();
    }
    void largeBoardsReadBack()
    {
        QFETCH(QString, format);
        const BoardFormat *f = FormatRegistry::instance().byName(format);
        Board b(300, 257, "Large");
        EdgeFeature wall;
        wall.pos = EdgePos::of({299, 256}, Direction::East);
        b.addEdgeFeature(wall);
        b.addMarker(Marker{kNoId, MarkerKind::Checkpoint, {299, 256}, 1, Direction::North});
        b.addMarker(Marker{kNoId, MarkerKind::Start, {0, 0}, 1, Direction::East});
        QTemporaryDir dir;
        const QString path = dir.filePath(fileNameFor(*f));
        auto written = f->write(path, Course(b));
        if (!written) {
            // Only robo-rally-online has a smaller size of its own, and says so.
            QCOMPARE(format, QStringLiteral("robo-rally-online"));
            QVERIFY2(written.error().message.contains(QLatin1String("12")), qPrintable(written.error().toString()));
            return;
        }
        auto read = f->read(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QCOMPARE(grid(read->course).size(), b.size());
    }

    // Every upstream sample imports; import -> export -> import gives the same model.
    void upstreamSamples_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        const QDir shared(rf::test::sharedPath(QStringLiteral("interop")));
        if (!shared.exists()) {
            QTest::newRow("absent") << QString() << QString();
            return;
        }
        const auto add = [&](const QString &sub, const QStringList &filters, const QString &format) {
            const QDir d(shared.filePath(sub));
            for (const QString &f : d.entryList(filters, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(sub + QLatin1Char('/') + f)) << d.filePath(f) << format;
        };
        add(QStringLiteral("mvolfik/samples"), {QStringLiteral("*")}, QStringLiteral("mvolfik"));
        add(QStringLiteral("robo-rally-online/samples/boards"), {QStringLiteral("*.json")}, QStringLiteral("robo-rally-online"));
        add(QStringLiteral("lmu-sep/samples/boards"), {QStringLiteral("*.json")}, QStringLiteral("lmu-sep-board"));
        add(QStringLiteral("lmu-sep/samples/courses"), {QStringLiteral("*.json")}, QStringLiteral("lmu-sep"));
        if (FormatRegistry::instance().byName(QStringLiteral("roboprojekt")))
            for (const QString &f : QDir(shared.filePath(QStringLiteral("roboprojekt/samples"))).entryList({QStringLiteral("*_map.json"), QStringLiteral("chop_shop.json")}, QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(QStringLiteral("roboprojekt/") + f)) << shared.filePath(QStringLiteral("roboprojekt/samples/") + f) << QStringLiteral("roboprojekt");
        if (FormatRegistry::instance().byName(QStringLiteral("tiled-json")))
            QTest::newRow("tiled/example_board.tmj") << shared.filePath(QStringLiteral("tiled/samples/example_board.tmj")) << QStringLiteral("tiled-json");
    }
    void upstreamSamples()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        if (path.isEmpty())
            RF_SKIP_WITHOUT_SHARED(QStringLiteral("interop"));
        auto detected = FormatRegistry::instance().formatForReading(path);
        QVERIFY2(detected, detected ? "" : qPrintable(detected.error().toString()));
        QCOMPARE((*detected)->name(), format);
        auto first = (*detected)->read(path);
        QVERIFY2(first, first ? "" : qPrintable(first.error().toString()));

        QTemporaryDir dir;
        const QString out = dir.filePath(fileNameFor(**detected));
        auto written = (*detected)->write(out, first->course);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        auto second = (*detected)->read(out);
        QVERIFY2(second, second ? "" : qPrintable(second.error().toString()));
        const Diff d = rf::testing::diff(grid(first->course), grid(second->course));
        QVERIFY2(d.empty(), qPrintable(d.toString() + QStringLiteral("\nexport notes:\n") + notesText(written->notes)));
        QVERIFY2(written->notes.empty(), qPrintable(notesText(written->notes)));
        if (format == QLatin1String("lmu-sep")) {
            // The course structure survives too: same boards, rotations and offsets.
            QCOMPARE(second->course.placements().size(), first->course.placements().size());
            for (std::size_t i = 0; i < first->course.placements().size(); ++i) {
                QCOMPARE(second->course.placements()[i].rotation, first->course.placements()[i].rotation);
                QCOMPARE(second->course.placements()[i].offset, first->course.placements()[i].offset);
            }
        }
        if (format == QLatin1String("robo-rally-online"))
            validateAgainstSchema(out);
    }

private:
    void validateAgainstSchema(const QString &file)
    {
        const QString schema = rf::test::sharedPath(QStringLiteral("interop/robo-rally-online/samples/board_schema.json"));
        if (!QFileInfo::exists(schema)) {
            qWarning("board_schema.json absent: robo-rally-online export not validated");
            return;
        }
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 not found: cannot validate against board_schema.json");
        QProcess p;
        p.start(python, {QStringLiteral("-c"),
                         QStringLiteral("import json, sys\n"
                                        "try:\n    import jsonschema\nexcept ImportError:\n    sys.exit(77)\n"
                                        "schema = json.load(open(sys.argv[1]))\n"
                                        "doc = json.load(open(sys.argv[2]))\n"
                                        "jsonschema.validate(doc, schema)\n"),
                         schema, file});
        QVERIFY(p.waitForFinished(60000));
        if (p.exitCode() == 77)
            QSKIP("python3-jsonschema is not installed: robo-rally-online export not validated");
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }
};

RF_TEST_APPLESS_MAIN(TestInteropRoundTrip)
#include "tst_interoproundtrip.moc"
