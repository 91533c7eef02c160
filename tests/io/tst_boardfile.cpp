// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/tracetext.h"
#include "io/boardfile.h"
#include "sampleboards.h"
#include "validate/validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <set>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io;

namespace {

// `fileName` locates the boards a course refers to.
Course roundTrip(const Course &c, const QString &fileName = QStringLiteral("memory.rfboard"))
{
    const QByteArray text = boardToJson(c);
    auto back = parseBoardJson(text, fileName);
    if (!back)
        qFatal("round trip failed: %s\n%s", qPrintable(back.error().toString()), text.constData());
    return *back;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestBoardFile : public QObject {
    Q_OBJECT
private slots:
    void everyElementRoundTrips_data()
    {
        QTest::addColumn<int>("rotation");
        for (int r = 0; r < 4; ++r)
            QTest::addRow("rotation %d", r * 90) << r;
    }
    void everyElementRoundTrips()
    {
        QFETCH(int, rotation);
        const Board b = rf::testing::withoutEmptyDeviceState(rotated(rf::testing::everyElementBoard(), rotation));
        const Course c(b);
        const Course back = roundTrip(c);
        QCOMPARE(back.placements().size(), std::size_t{1});
        const Board &r = back.placements().front().board;
        QCOMPARE(r.size(), b.size());
        QCOMPARE(r.peekNextId(), b.peekNextId());
        QVERIFY(std::ranges::equal(r.cells(), b.cells()));
        QVERIFY(std::ranges::equal(r.edgeFeatures(), b.edgeFeatures()));
        QVERIFY(std::ranges::equal(r.markers(), b.markers()));
        QVERIFY(back == c);
    }
    void denseBoardsRoundTrip_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned s = 1; s <= 8; ++s)
            QTest::addRow("seed %u", s) << s;
    }
    void denseBoardsRoundTrip()
    {
        QFETCH(unsigned, seed);
        const Course c(rf::testing::denseBoard(9 + static_cast<int>(seed), 7 + static_cast<int>(seed), seed));
        QVERIFY(roundTrip(c) == c);
    }
    void courseRoundTrips()
    {
        Course c = rf::testing::gridCourse(2, 2, 6, 11);
        c.info().name = "Four boards";
        c.info().author = "tests";
        QVERIFY(!c.isSingleBoard());
        c = rf::testing::withoutEmptyDeviceState(c);
        QVERIFY(roundTrip(c) == c);
        QVERIFY(boardToJson(c).contains("\"kind\": \"course\""));
        // One board away from the origin is still a course.
        Course one;
        one.placements().push_back({rf::testing::everyElementBoard(), {3, 1}, 3, {}});
        QVERIFY(roundTrip(one) == one);
    }
    void singleBoardIsKindBoard()
    {
        const Course c(rf::testing::everyElementBoard());
        const QByteArray text = boardToJson(c);
        QVERIFY(text.contains("\"kind\": \"board\""));
        QVERIFY(!text.contains("placements"));
    }
    void outputIsDeterministic()
    {
        const Course c = rf::testing::gridCourse(2, 1, 8, 3);
        const QByteArray a = boardToJson(c);
        QCOMPARE(boardToJson(roundTrip(c)), a);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString p1 = dir.filePath(QStringLiteral("a.rfboard"));
        const QString p2 = dir.filePath(QStringLiteral("b.rfboard"));
        QVERIFY(writeBoardFile(p1, c));
        QVERIFY(writeBoardFile(p2, c));
        QCOMPARE(readAll(p1), readAll(p2));
        QCOMPARE(readAll(p1), a);
        // Overwriting keeps a complete file (QSaveFile).
        QVERIFY(writeBoardFile(p1, Course(rf::testing::everyElementBoard())));
        QVERIFY(readBoardFile(p1));
    }
    void sparseCellsOnly()
    {
        Board b(12, 12, "Sparse");
        b.cell({3, 4}).floor.kind = FloorKind::Pit;
        const QByteArray text = boardToJson(Course(b));
        QCOMPARE(text.count("\"at\""), 1);
        QVERIFY(text.contains("{\"at\": [3, 4], \"floor\": \"pit\"}"));
    }
    void handWrittenDefaults()
    {
        // Ids, nextId, belt inputs and parameters may be left out.
        const QByteArray text = R"({"format": "rallyforge-board", "version": 1, "kind": "board", "size": [4, 3],
            "cells": [{"at": [1, 1], "device": {"kind": "belt", "dir": "E"}},
                      {"at": [2, 1], "device": {"id": 7, "kind": "gear", "clockwise": false}}],
            "edges": [{"at": [3, 1], "side": "E", "kind": "wall"}],
            "markers": [{"kind": "start", "at": [0, 2], "number": 1, "facing": "E"}]})";
        auto c = parseBoardJson(text, QStringLiteral("hand.rfboard"));
        QVERIFY2(c, qPrintable(c ? QString() : c.error().toString()));
        const Board &b = c->placements().front().board;
        QCOMPARE(b.cell({1, 1}).device.inputs, DirectionSet{Direction::West});
        QCOMPARE(b.cell({2, 1}).device.id, ElementId{7});
        QCOMPARE(b.cell({1, 1}).device.id, ElementId{8}); // fresh ids come after explicit ones
        QVERIFY(b.hasWall(EdgePos::of({3, 1}, Direction::East)));
        QCOMPARE(b.markers().size(), std::size_t{1});
        QVERIFY(b.markers().front().id > 8);
        // Either side of an edge names the same edge.
        const QByteArray west = R"({"format": "rallyforge-board", "version": 1, "kind": "board", "size": [4, 3],
            "edges": [{"at": [2, 1], "side": "E", "kind": "wall"}, {"at": [3, 1], "side": "W", "kind": "laser", "dir": "E"}]})";
        auto w = parseBoardJson(west, QStringLiteral("w.rfboard"));
        QVERIFY(w);
        QCOMPARE(w->placements().front().board.featuresAt(EdgePos::of({3, 1}, Direction::West)).size(), std::size_t{2});
    }
    void versionZeroMigrates()
    {
        const QString path = QStringLiteral(RF_TEST_DATA_DIR "/io/v0-board.rfboard");
        auto c = readBoardFile(path);
        QVERIFY2(c, qPrintable(c ? QString() : c.error().toString()));
        const Board &b = c->placements().front().board;
        QCOMPARE(b.size(), (Size{6, 4}));
        QCOMPARE(b.info().name, std::string("Old draft"));
        QCOMPARE(b.cell({1, 1}).device.kind, DeviceKind::Gear);
        QCOMPARE(b.cell({1, 1}).device.clockwise, false);
        QCOMPARE(b.cell({2, 1}).device.clockwise, true);
        QVERIFY(b.cell({1, 1}).device.id != kNoId);
        QVERIFY(b.hasWall(EdgePos::of({0, 0}, Direction::North)));
        QCOMPARE(b.markersOf(MarkerKind::Checkpoint).size(), std::size_t{2});
        QCOMPARE(b.markersOf(MarkerKind::Start).size(), std::size_t{2});
        // Every id is unique and the next id is past them.
        std::vector<ElementId> ids;
        for (const Cell &cell : b.cells())
            if (cell.device.id != kNoId)
                ids.push_back(cell.device.id);
        for (const EdgeFeature &f : b.edgeFeatures())
            ids.push_back(f.id);
        for (const Marker &m : b.markers())
            ids.push_back(m.id);
        std::ranges::sort(ids);
        QVERIFY(std::ranges::adjacent_find(ids) == ids.end());
        QVERIFY(b.peekNextId() > ids.back());
        // Saved again it is a version 1 file that reads back the same.
        QVERIFY(boardToJson(*c).contains("\"version\": 1"));
        QVERIFY(roundTrip(*c) == *c);
    }
    void newerVersionRefused()
    {
        auto c = parseBoardJson(R"({"format": "rallyforge-board", "version": 2, "kind": "board", "size": [1, 1]})", QStringLiteral("new.rfboard"));
        QVERIFY(!c);
        QCOMPARE(c.error().where, QStringLiteral("$.version"));
        QVERIFY(c.error().message.contains(QLatin1String("newer")));
    }
    void courseWithSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Board part = rf::testing::everyElementBoard();
        QVERIFY(writeBoardFile(dir.filePath(QStringLiteral("part.rfboard")), Course(part)));
        QDir(dir.path()).mkpath(QStringLiteral("sub"));
        QVERIFY(writeBoardFile(dir.filePath(QStringLiteral("sub/other.rfboard")), Course(Board(12, 12, "Other"))));
        Course c;
        c.info().name = "Referencing";
        c.placements().push_back({part, {0, 0}, 0, "part.rfboard"});
        c.placements().push_back({Board(12, 12, "Other"), {12, 0}, 2, "sub/other.rfboard"});
        const QString path = dir.filePath(QStringLiteral("course.rfboard"));
        QVERIFY(writeBoardFile(path, c));
        const QByteArray text = readAll(path);
        QVERIFY(text.contains("\"source\": \"part.rfboard\""));
        QVERIFY(!text.contains("\"cells\""));
        auto back = readBoardFile(path);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
        QVERIFY(*back == c);
        // Errors inside a referenced file name that file.
        QFile bad(dir.filePath(QStringLiteral("part.rfboard")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "rallyforge-board", "version": 1, "kind": "board", "size": [2, 2], "cells": [{"at": [5, 0]}]})");
        bad.close();
        auto broken = readBoardFile(path);
        QVERIFY(!broken);
        QVERIFY(broken.error().file.endsWith(QLatin1String("part.rfboard")));
        QCOMPARE(broken.error().where, QStringLiteral("$.cells[0].at"));
    }
    void aBoardPlacedOftenIsReadOnce()
    {
        // A course placing one board 64 times read and parsed it 64 times (minutes for a large
        // board); the reader now asks for each referenced file once.
        QByteArray course = R"({"format": "rallyforge-board", "version": 1, "kind": "course", "placements": [)";
        for (int i = 0; i < kMaxPlacements; ++i)
            course += QByteArray(i ? "," : "") + R"({"offset": [)" + QByteArray::number(i % 8 * 12) + "," + QByteArray::number(i / 8 * 12) + R"(], "source": "part.rfboard"})";
        course += "]}";
        const QByteArray part = boardToJson(Course(rf::testing::everyElementBoard()));
        int reads = 0;
        const SourceLoader loader = [&](const QString &relative) -> std::expected<SourceText, Error> {
            ++reads;
            return SourceText{relative, part};
        };
        auto back = parseBoardJson(course, QStringLiteral("course.rfboard"), loader);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
        QCOMPARE(back->placements().size(), std::size_t(kMaxPlacements));
        QCOMPARE(reads, 1);
        QCOMPARE(back->placements().back().board, back->placements().front().board);
        QCOMPARE(back->placements().back().source, std::string("part.rfboard"));
        // The cell limit still counts every placement of the shared board.
        const QByteArray big = R"({"format": "rallyforge-board", "version": 1, "kind": "board", "size": [256, 257]})";
        const SourceLoader bigLoader = [&](const QString &relative) -> std::expected<SourceText, Error> {
            return SourceText{relative, big};
        };
        auto tooBig = parseBoardJson(course, QStringLiteral("course.rfboard"), bigLoader);
        QVERIFY(!tooBig);
        QCOMPARE(tooBig.error().file, QStringLiteral("part.rfboard"));
        QCOMPARE(tooBig.error().where, QStringLiteral("$.size"));
    }
    void shippedBoardsAreCanonical_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(RF_SOURCE_DIR "/boards"));
        const QStringList files = dir.entryList({QStringLiteral("*.rfboard")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void shippedBoardsAreCanonical()
    {
        QFETCH(QString, path);
        auto c = readBoardFile(path);
        QVERIFY2(c, qPrintable(c ? QString() : c.error().toString()));
        QVERIFY(roundTrip(*c, path) == *c);
        // The committed text is exactly what the writer produces.
        QCOMPARE(QString::fromUtf8(boardToJson(*c)), QString::fromUtf8(readAll(path)));
    }
    void shippedBoardsValidate_data() { shippedBoardsAreCanonical_data(); }
    void shippedBoardsValidate()
    {
        QFETCH(QString, path);
        auto c = readBoardFile(path);
        QVERIFY(c);
        const auto found = rf::validate::validate(*c);
        QString text;
        for (const auto &d : found)
            text += QString::fromStdString(d.code + ": " + rf::text::diagnosticText(d)) + QLatin1Char('\n');
        QVERIFY2(!rf::validate::hasErrors(found), qPrintable(text));
        // Courses are complete games: starts, reachable checkpoints in order, no warnings at all.
        // Single boards are parts and may lack starts or begin their checkpoints above 1.
        if (!c->isSingleBoard())
            QVERIFY2(found.empty(), qPrintable(text));
        for (const auto &d : found)
            QVERIFY2(d.code == "too-few-starts" || d.code == "checkpoints-not-consecutive", qPrintable(text));
    }
    void shippedBoardsUseEveryKind()
    {
        std::set<FloorKind> floors;
        std::set<DeviceKind> devices;
        std::set<EdgeKind> edges;
        std::set<MarkerKind> markers;
        bool current = false, express = false, left = false, right = false, doubleWrench = false, timedLaser = false, upper = false;
        const QDir dir(QStringLiteral(RF_SOURCE_DIR "/boards"));
        for (const QString &f : dir.entryList({QStringLiteral("*.rfboard")}, QDir::Files)) {
            auto c = readBoardFile(dir.filePath(f));
            QVERIFY(c);
            for (const Placement &p : c->placements()) {
                for (const Cell &cell : p.board.cells()) {
                    floors.insert(cell.floor.kind);
                    devices.insert(cell.device.kind);
                    current = current || cell.floor.current.has_value();
                    express = express || (cell.device.kind == DeviceKind::Belt && cell.device.express);
                    left = left || (cell.device.kind == DeviceKind::Gear && !cell.device.clockwise);
                    right = right || (cell.device.kind == DeviceKind::Gear && cell.device.clockwise);
                    doubleWrench = doubleWrench || (cell.device.kind == DeviceKind::RepairSite && cell.device.wrenches == 2);
                    upper = upper || cell.level == 1;
                }
                for (const EdgeFeature &e : p.board.edgeFeatures()) {
                    edges.insert(e.kind);
                    timedLaser = timedLaser || (e.kind == EdgeKind::Laser && !e.registers.empty());
                }
                for (const Marker &m : p.board.markers())
                    markers.insert(m.kind);
            }
        }
        QCOMPARE(floors.size(), std::size_t{kFloorKindCount});
        QCOMPARE(devices.size(), std::size_t{kDeviceKindCount}); // including "none"
        QCOMPARE(edges.size(), std::size_t{kEdgeKindCount});
        QCOMPARE(markers.size(), std::size_t{kMarkerKindCount});
        QVERIFY(current && express && left && right && doubleWrench && timedLaser && upper);
    }
};

RF_TEST_APPLESS_MAIN(TestBoardFile)
#include "tst_boardfile.moc"
