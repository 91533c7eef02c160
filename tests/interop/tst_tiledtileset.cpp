// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tileset image hook of the Tiled writers (core/io/interop/tiled.h): without a painter the
// tileset has no image; with one, its bytes are written beside the tileset, which references
// them with the layout the painter was asked for; a failing painter fails the export.
#include "io/interop/formatregistry.h"
#include "io/interop/tiled.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace rf::io::interop;
namespace td = rf::io::interop::tiled;

namespace {

struct PainterCall {
    std::size_t tiles = 0;
    int tileSize = 0;
    int columns = 0;
    bool ordered = false;
};
PainterCall g_call;

std::expected<QByteArray, QString> fakePainter(const std::vector<td::TileDef> &tiles, int tileSize, int columns)
{
    g_call = {tiles.size(), tileSize, columns, true};
    for (std::size_t i = 0; i < tiles.size(); ++i)
        g_call.ordered = g_call.ordered && tiles[i].id == static_cast<int>(i);
    return QByteArrayLiteral("not really a png");
}

std::expected<QByteArray, QString> failingPainter(const std::vector<td::TileDef> &, int, int)
{
    return std::unexpected(QStringLiteral("no art for tile 7"));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

rf::model::Course smallCourse()
{
    rf::model::Board b(3, 2, "hook");
    b.setDevice({1, 1}, rf::model::Device{.kind = rf::model::DeviceKind::Gear});
    return rf::model::Course(std::move(b));
}

} // namespace

class TestTiledTileset : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { td::setTilesetArtPainter(nullptr); }

    void writers_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tileset");
        QTest::newRow("tmx") << QStringLiteral("tiled-tmx") << QStringLiteral("m.tmx") << QStringLiteral("rallyforge-elements.tsx");
        QTest::newRow("tmj") << QStringLiteral("tiled-json") << QStringLiteral("m.tmj") << QStringLiteral("rallyforge-elements.tsj");
    }

    void withoutPainterNoImage_data() { writers_data(); }
    void withoutPainterNoImage()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        QFETCH(QString, tileset);
        td::setTilesetArtPainter(nullptr);
        QTemporaryDir dir;
        auto written = FormatRegistry::instance().byName(format)->write(dir.filePath(map), smallCourse());
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QCOMPARE(written->files, QStringList({dir.filePath(map), dir.filePath(tileset)}));
        QVERIFY(!readAll(dir.filePath(tileset)).contains("rallyforge-elements.png"));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("rallyforge-elements.png"))));
    }

    void painterImageIsWrittenAndReferenced_data() { writers_data(); }
    void painterImageIsWrittenAndReferenced()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        QFETCH(QString, tileset);
        td::setTilesetArtPainter(&fakePainter);
        g_call = {};
        QTemporaryDir dir;
        const BoardFormat *f = FormatRegistry::instance().byName(format);
        auto written = f->write(dir.filePath(map), smallCourse());
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        const QString png = dir.filePath(QStringLiteral("rallyforge-elements.png"));
        QCOMPARE(written->files, QStringList({dir.filePath(map), dir.filePath(tileset), png}));
        QCOMPARE(readAll(png), QByteArrayLiteral("not really a png"));

        // The painter got every tile in id order, at the map's cell size.
        const td::TilesetImage layout = td::tilesetImageLayout();
        QCOMPARE(g_call.tiles, td::tileset().size());
        QVERIFY(g_call.ordered);
        QCOMPARE(g_call.tileSize, td::kCell);
        QCOMPARE(g_call.columns, layout.columns);
        QCOMPARE(layout.columns * layout.rows >= static_cast<int>(td::tileset().size()), true);
        QCOMPARE(layout.width, layout.columns * td::kCell);
        QCOMPARE(layout.height, layout.rows * td::kCell);

        const QByteArray ts = readAll(dir.filePath(tileset));
        if (tileset.endsWith(QLatin1String(".tsx"))) {
            QVERIFY2(ts.contains(QStringLiteral("<image source=\"rallyforge-elements.png\" width=\"%1\" height=\"%2\"/>").arg(layout.width).arg(layout.height).toUtf8()), ts.constData());
            QVERIFY(ts.contains(QStringLiteral("columns=\"%1\"").arg(layout.columns).toUtf8()));
        } else {
            QVERIFY2(ts.contains("\"image\": \"rallyforge-elements.png\""), ts.constData());
            QVERIFY(ts.contains(QStringLiteral("\"imagewidth\": %1").arg(layout.width).toUtf8()));
            QVERIFY(ts.contains(QStringLiteral("\"imageheight\": %1").arg(layout.height).toUtf8()));
        }
        // The image does not change what the map reads as.
        auto read = f->read(dir.filePath(map));
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QVERIFY(read->notes.empty());
        QCOMPARE(read->course.placements().front().board.cell({1, 1}).device.kind, rf::model::DeviceKind::Gear);
    }

    void failingPainterFailsTheExport_data() { writers_data(); }
    void failingPainterFailsTheExport()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        td::setTilesetArtPainter(&failingPainter);
        QTemporaryDir dir;
        auto written = FormatRegistry::instance().byName(format)->write(dir.filePath(map), smallCourse());
        QVERIFY(!written);
        const QString message = written.error().toString();
        QVERIFY2(message.contains(QLatin1String("rallyforge-elements.png")) && message.contains(QLatin1String("no art for tile 7")), qPrintable(message));
        QVERIFY(!QFileInfo::exists(dir.filePath(map)));
    }
};

QTEST_APPLESS_MAIN(TestTiledTileset)
#include "tst_tiledtileset.moc"
