// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
#include "io/boardfile.h"
#include "render/boardrenderer.h"
#include "sampleboards.h"
#include "../render/filesizelimit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <set>

#include "testmain.h"

namespace {

using Run = rf::test::CliRun;
using rf::test::runCli;



const QString kBoards = QStringLiteral(RF_SOURCE_DIR "/boards/");

// A tile of a single-image tileset as Tiled draws it for a gid with flip flags: diagonal flip
// (transpose) first, then horizontal, then vertical (../shared/interop/tiled/FORMAT.md §2).
QImage tiledTile(const QImage &sheet, std::uint32_t gid, int columns, int size)
{
    const int id = static_cast<int>(gid & 0x0FFFFFFFU) - 1;
    QImage t = sheet.copy((id % columns) * size, (id / columns) * size, size, size);
    if (gid & 0x20000000U)
        t = t.transformed(QTransform(0, 1, 1, 0, 0, 0));
    return t.mirrored((gid & 0x80000000U) != 0, (gid & 0x40000000U) != 0);
}

// Mean absolute difference of two images' ARGB channels, 0..255.
double meanDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    double sum = 0;
    for (int j = 0; j < x.height(); ++j)
        for (int i = 0; i < x.width(); ++i) {
            const QRgb p = x.pixel(i, j);
            const QRgb q = y.pixel(i, j);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q)) + std::abs(qAlpha(p) - qAlpha(q));
        }
    return sum / (4.0 * x.width() * x.height());
}

} // namespace

// `convert` and `formats` end to end, in-process.
class TestCliConvert : public QObject {
    Q_OBJECT
private slots:
    void formatsListsEveryFormat()
    {
        const Run r = runCli({QStringLiteral("formats")});
        QCOMPARE(r.code, 0);
        for (const char *name : {"rallyforge", "mvolfik", "robo-rally-online", "lmu-sep", "lmu-sep-board", "roboprojekt", "tiled-json", "tiled-tmx"})
            QVERIFY2(r.out.contains(QLatin1String(name)), name);
    }
    void losslessConversion()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("board.tmj"));
        const Run r = runCli({QStringLiteral("convert"), QStringLiteral("--strict"), kBoards + QStringLiteral("foundry-floor.rfboard"), out});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY(QFile::exists(out));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rallyforge-elements.tsj"))));
        const Run back = runCli({QStringLiteral("convert"), out, dir.filePath(QStringLiteral("back.rfboard"))});
        QCOMPARE(back.code, 0);
    }
    void lossyConversionListsNotesAndStrictFails()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("map.txt"));
        const Run lossy = runCli({QStringLiteral("convert"), kBoards + QStringLiteral("hazard-yard.rfboard"), out});
        QVERIFY2(lossy.code == 0, qPrintable(lossy.err));
        QVERIFY(lossy.out.contains(QLatin1String(": export: dropped acid at 2,0: written as plain floor")));
        QVERIFY(QFile::exists(out));
        QFile::remove(out);
        const Run strict = runCli({QStringLiteral("convert"), QStringLiteral("--strict"), kBoards + QStringLiteral("hazard-yard.rfboard"), out});
        QCOMPARE(strict.code, 1);
        QVERIFY(strict.err.contains(QLatin1String("--strict")));
        QVERIFY(!QFile::exists(out));
    }
    void ambiguousOutputNeedsTo()
    {
        QTemporaryDir dir;
        const Run r = runCli({QStringLiteral("convert"), kBoards + QStringLiteral("foundry-floor.rfboard"), dir.filePath(QStringLiteral("x.json"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--to")));
        const Run ok = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("lmu-sep-board"), kBoards + QStringLiteral("foundry-floor.rfboard"),
                            dir.filePath(QStringLiteral("x.json"))});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
    }
    // A Tiled export brings its tileset image, drawn with our element art: one tile per
    // tileset entry at the tile size the tileset declares.
    void tiledExportHasTilesetImage_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tileset");
        QTest::newRow("tmx") << QStringLiteral("board.tmx") << QStringLiteral("rallyforge-elements.tsx");
        QTest::newRow("tmj") << QStringLiteral("board.tmj") << QStringLiteral("rallyforge-elements.tsj");
    }
    void tiledExportHasTilesetImage()
    {
        QFETCH(QString, map);
        QFETCH(QString, tileset);
        QTemporaryDir dir;
        const Run r = runCli({QStringLiteral("convert"), QStringLiteral("--strict"), kBoards + QStringLiteral("foundry-floor.rfboard"), dir.filePath(map)});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QLatin1String("rallyforge-elements.png")), qPrintable(r.out));

        // What the tileset declares.
        QFile f(dir.filePath(tileset));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QString image;
        int tileWidth = 0, tileHeight = 0, columns = 0, tileCount = 0, imageWidth = 0, imageHeight = 0;
        std::vector<int> ids;
        if (tileset.endsWith(QLatin1String(".tsx"))) {
            QXmlStreamReader x(text);
            QVERIFY(x.readNextStartElement());
            QCOMPARE(x.name(), QLatin1String("tileset"));
            tileWidth = x.attributes().value(QLatin1String("tilewidth")).toInt();
            tileHeight = x.attributes().value(QLatin1String("tileheight")).toInt();
            columns = x.attributes().value(QLatin1String("columns")).toInt();
            tileCount = x.attributes().value(QLatin1String("tilecount")).toInt();
            while (x.readNextStartElement()) {
                if (x.name() == QLatin1String("image")) {
                    image = x.attributes().value(QLatin1String("source")).toString();
                    imageWidth = x.attributes().value(QLatin1String("width")).toInt();
                    imageHeight = x.attributes().value(QLatin1String("height")).toInt();
                } else if (x.name() == QLatin1String("tile")) {
                    ids.push_back(x.attributes().value(QLatin1String("id")).toInt());
                }
                x.skipCurrentElement();
            }
            QVERIFY2(!x.hasError(), qPrintable(x.errorString()));
        } else {
            const QJsonObject o = QJsonDocument::fromJson(text).object();
            image = o.value(QLatin1String("image")).toString();
            tileWidth = o.value(QLatin1String("tilewidth")).toInt();
            tileHeight = o.value(QLatin1String("tileheight")).toInt();
            columns = o.value(QLatin1String("columns")).toInt();
            tileCount = o.value(QLatin1String("tilecount")).toInt();
            imageWidth = o.value(QLatin1String("imagewidth")).toInt();
            imageHeight = o.value(QLatin1String("imageheight")).toInt();
            for (const QJsonValue &t : o.value(QLatin1String("tiles")).toArray())
                ids.push_back(t.toObject().value(QLatin1String("id")).toInt());
        }
        QCOMPARE(image, QStringLiteral("rallyforge-elements.png"));
        QCOMPARE(tileWidth, 64);
        QCOMPARE(tileHeight, 64);
        QVERIFY(columns > 0);
        QVERIFY(ids.size() > 40);
        // Single-image tilesets number tiles by their place in the image.
        for (std::size_t i = 0; i < ids.size(); ++i)
            QCOMPARE(ids[i], static_cast<int>(i));
        const int rows = (static_cast<int>(ids.size()) + columns - 1) / columns;
        QCOMPARE(tileCount, columns * rows);
        QCOMPARE(imageWidth, columns * tileWidth);
        QCOMPARE(imageHeight, rows * tileHeight);

        // The image: that size, every tile drawn and different from the others, the spare cells empty.
        QImage png(dir.filePath(image));
        QVERIFY2(!png.isNull(), "the tileset image does not load");
        QCOMPARE(png.size(), QSize(imageWidth, imageHeight));
        png = png.convertToFormat(QImage::Format_ARGB32);
        const auto tileImage = [&](int id) { return png.copy((id % columns) * tileWidth, (id / columns) * tileHeight, tileWidth, tileHeight); };
        const auto opaqueShare = [](const QImage &t) {
            int n = 0;
            for (int y = 0; y < t.height(); ++y)
                for (int x = 0; x < t.width(); ++x)
                    n += qAlpha(t.pixel(x, y)) > 0 ? 1 : 0;
            return double(n) / (t.width() * t.height());
        };
        std::set<QByteArray> seen;
        for (const int id : ids) {
            const QImage t = tileImage(id);
            QVERIFY2(opaqueShare(t) > 0.2, qPrintable(QStringLiteral("tile %1 is (nearly) empty").arg(id)));
            const QByteArray bytes(reinterpret_cast<const char *>(t.constBits()), t.sizeInBytes());
            QVERIFY2(seen.insert(bytes).second, qPrintable(QStringLiteral("tile %1 looks like an earlier tile").arg(id)));
        }
        for (int id = static_cast<int>(ids.size()); id < columns * rows; ++id)
            QCOMPARE(opaqueShare(tileImage(id)), 0.0);

        // The map with its tileset and image still reads back.
        const Run back = runCli({QStringLiteral("convert"), QStringLiteral("--strict"), dir.filePath(map), dir.filePath(QStringLiteral("back.rfboard"))});
        QVERIFY2(back.code == 0, qPrintable(back.out + back.err));
    }
    // What a Tiled user sees: the map's tile layers drawn from the tileset image with Tiled's
    // flip flags look, cell by cell, like our renderer's floor and device art.
    void tiledShowsOurArt()
    {
        QTemporaryDir dir;
        using namespace rf::model;
        const Board board = rf::testing::everyElementBoard();
        const QString native = dir.filePath(QStringLiteral("every.rfboard"));
        QVERIFY(rf::io::writeBoardFile(native, Course(board)));
        const Run r = runCli({QStringLiteral("convert"), native, dir.filePath(QStringLiteral("every.tmj"))});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QFile f(dir.filePath(QStringLiteral("every.tmj")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject map = QJsonDocument::fromJson(f.readAll()).object();
        const QImage sheet = QImage(dir.filePath(QStringLiteral("rallyforge-elements.png"))).convertToFormat(QImage::Format_ARGB32_Premultiplied);
        QVERIFY(!sheet.isNull());
        QCOMPARE(map.value(QLatin1String("tilesets")).toArray().at(0).toObject().value(QLatin1String("firstgid")).toInt(), 1);
        const int size = 64;
        const int columns = sheet.width() / size;
        const int w = board.width();

        // Tiled's picture of the tile layers, bottom to top.
        QImage tiled(board.width() * size, board.height() * size, QImage::Format_ARGB32_Premultiplied);
        tiled.fill(Qt::transparent);
        {
            QPainter p(&tiled);
            for (const QJsonValue &lv : map.value(QLatin1String("layers")).toArray()) {
                const QJsonObject layer = lv.toObject();
                if (layer.value(QLatin1String("type")).toString() != QLatin1String("tilelayer"))
                    continue;
                const QJsonArray data = layer.value(QLatin1String("data")).toArray();
                for (qsizetype i = 0; i < data.size(); ++i) {
                    const auto gid = static_cast<std::uint32_t>(data.at(i).toDouble());
                    if (gid != 0)
                        p.drawImage(QPoint(static_cast<int>(i % w) * size, static_cast<int>(i / w) * size), tiledTile(sheet, gid, columns, size));
                }
            }
        }
        if (qEnvironmentVariableIsSet("RF_KEEP_TILED_VIEW"))
            tiled.save(qEnvironmentVariable("RF_KEEP_TILED_VIEW"));

        // Ours, cell by cell: floor (with the level plate) and the tile-layer devices.
        const rf::render::BoardRenderer renderer;
        int compared = 0;
        int turned = 0;
        for (Point c{0, 0}; c.y < board.height(); ++c.y) {
            for (c.x = 0; c.x < board.width(); ++c.x) {
                const Cell &cell = board.cell(c);
                const DeviceKind k = cell.device.kind;
                if (k == DeviceKind::Portal || k == DeviceKind::Crusher || k == DeviceKind::Flamer || k == DeviceKind::TrapDoor)
                    continue; // tile objects with per-instance parameters, not tile-layer cells
                QImage ours(size, size, QImage::Format_ARGB32_Premultiplied);
                ours.fill(Qt::transparent);
                {
                    QPainter p(&ours);
                    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
                    const QRectF rect(0, 0, size, size);
                    renderer.paintFloor(p, rect, cell.floor);
                    if (cell.level > 0) {
                        p.setOpacity(0.45);
                        renderer.paintFloor(p, rect, Floor{}, 1);
                        p.setOpacity(1);
                    }
                    renderer.paintDevice(p, rect, cell.device, false);
                }
                const QImage theirs = tiled.copy(c.x * size, c.y * size, size, size);
                const double d = meanDifference(ours, theirs);
                // Tiled turns a water current's whole tile, waves included; we turn only the arrow.
                const double tolerance = cell.floor.current ? 8.0 : 0.5;
                QVERIFY2(d < tolerance, qPrintable(QStringLiteral("cell %1,%2 (%3) differs by %4 on average").arg(c.x).arg(c.y).arg(QString::fromUtf8(deviceKindName(k).data())).arg(d)));
                ++compared;
                // The comparison can tell directions apart: a quarter turn of an oriented tile is far off.
                if ((k == DeviceKind::Belt || (cell.floor.current && k == DeviceKind::None)) && turned < 4) {
                    QVERIFY2(meanDifference(ours, theirs.transformed(QTransform().rotate(90))) > 2 * d + 1.0,
                             qPrintable(QStringLiteral("cell %1,%2 looks the same turned").arg(c.x).arg(c.y)));
                    ++turned;
                }
            }
        }
        QVERIFY(compared > board.width() * board.height() / 2);
        QVERIFY(turned > 0);
    }
    void aFolderAsTheTargetWritesNothing()
    {
        // The tileset files were written beside DIR.tmx before the map itself failed.
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("map.tmx"));
        QVERIFY(QDir().mkpath(target));
        const Run r = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("tiled-tmx"), kBoards + QStringLiteral("foundry-floor.rfboard"), target});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("map.tmx: is a folder")), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
    }
    void aFullDiskIsNamed_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("tiled json") << QStringLiteral("map.tmj");
        QTest::newRow("mvolfik") << QStringLiteral("map.txt");
        QTest::newRow("native") << QStringLiteral("copy.rfboard");
    }
    void aFullDiskIsNamed()
    {
        // QSaveFile reports a write that fills the disk as "Unknown error".
        QFETCH(QString, target);
        QTemporaryDir dir;
        Run r;
        {
            rf::testing::FileSizeLimit limit(512);
            if (!limit.active())
                QSKIP("no file size limit on this system");
            r = runCli({QStringLiteral("convert"), kBoards + QStringLiteral("demo.rfboard"), dir.filePath(target)});
        }
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(rf::testing::FileSizeLimit::reason()), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("Unknown error")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(target)));
    }
    void lmuCoursesSharingAFolderKeepEachOthersBoards()
    {
        // Two courses with different boards of one name, exported into one folder: the second
        // export overwrote boards/Shared.json silently and broke the first course.
        QTemporaryDir dir;
        auto courseWith = [&](const char *file, rf::model::Point pit) -> QString {
            rf::model::Board b(12, 12, "Shared");
            b.cell(pit).floor.kind = rf::model::FloorKind::Pit;
            rf::model::Course c;
            c.info().name = "C";
            c.placements().push_back({b, {0, 0}, 0, ""});
            c.placements().push_back({rf::model::Board(12, 12, "Other"), {12, 0}, 0, ""});
            const QString path = dir.filePath(QLatin1String(file));
            return rf::io::writeBoardFile(path, c) ? path : QString();
        };
        const QString pits = courseWith("pits.rfboard", {3, 3});
        const QString oil = courseWith("oil.rfboard", {4, 4});
        const QString out = dir.filePath(QStringLiteral("lmu"));
        QVERIFY(QDir().mkpath(out));
        auto convert = [&](const QString &in, const QString &name) {
            return runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("lmu-sep"), in, out + QLatin1Char('/') + name});
        };
        QCOMPARE(convert(pits, QStringLiteral("pits.json")).code, 0);
        const Run second = convert(oil, QStringLiteral("oil.json"));
        QCOMPARE(second.code, 0);
        QVERIFY2(second.out.contains(QLatin1String("boards/Shared.json already holds another board; written as boards/Shared-2.json")), qPrintable(second.out));
        // Each course reads back with its own board; the shared "Other" board is written once.
        for (const auto &[course, pit] : {std::pair{QStringLiteral("pits.json"), rf::model::Point{3, 3}}, std::pair{QStringLiteral("oil.json"), rf::model::Point{4, 4}}}) {
            const QString back = dir.filePath(course + QLatin1String(".rfboard"));
            const Run r = runCli({QStringLiteral("convert"), QStringLiteral("--from"), QStringLiteral("lmu-sep"), out + QLatin1Char('/') + course, back});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            const auto read = rf::io::readBoardFile(back);
            QVERIFY(read);
            QCOMPARE(read->placements().front().board.cell(pit).floor.kind, rf::model::FloorKind::Pit);
        }
        QCOMPARE(QDir(out + QLatin1String("/boards")).entryList(QDir::Files).size(), 3);
        // Exporting a course again replaces its own earlier files.
        const Run again = convert(pits, QStringLiteral("pits.json"));
        QVERIFY2(!again.out.contains(QLatin1String("already holds")), qPrintable(again.out));
        QCOMPARE(QDir(out + QLatin1String("/boards")).entryList(QDir::Files).size(), 3);
    }
    void roboRallyOnlineRightFedPiecesAreNoted()
    {
        // right-fed.json (ours) has four conv_RF / conv2_RF pieces, each fed from its right;
        // upstream does not turn robots fed from their right.
        QTemporaryDir dir;
        const Run r = runCli({QStringLiteral("convert"), QStringLiteral("--from"), QStringLiteral("robo-rally-online"),
                              QStringLiteral(RF_TEST_DATA_DIR "/interop/robo-rally-online/right-fed.json"),
                              dir.filePath(QStringLiteral("right-fed.rfboard"))});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QLatin1String("robo-rally-online itself does not turn them")), 4);
    }
    void unreadableInput()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("broken.tmj")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"type\": \"map\",");
        f.close();
        const Run r = runCli({QStringLiteral("convert"), f.fileName(), dir.filePath(QStringLiteral("x.rfboard"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("broken.tmj: line 1")), qPrintable(r.err));
    }
};

RF_TEST_APPLESS_MAIN(TestCliConvert)
#include "tst_cliconvert.moc"
