// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tileset image of the Tiled writers (core/io/interop/tiled.h), given in WriteOptions: without
// one the tileset has no image; with one, its bytes are written beside the tileset, which
// references them with the layout of tilesetImageLayout(). (The image itself is drawn by
// render::tiledTilesetImage(), tested in tests/render/tst_tilesetart.)
#include "io/interop/formatregistry.h"
#include "io/interop/tiled.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf::io::interop;
namespace td = rf::io::interop::tiled;

namespace {

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
    void writers_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tileset");
        QTest::newRow("tmx") << QStringLiteral("tiled-tmx") << QStringLiteral("m.tmx") << QStringLiteral("rallyforge-elements.tsx");
        QTest::newRow("tmj") << QStringLiteral("tiled-json") << QStringLiteral("m.tmj") << QStringLiteral("rallyforge-elements.tsj");
    }

    void withoutImageNoImage_data() { writers_data(); }
    void withoutImageNoImage()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        QFETCH(QString, tileset);
        QTemporaryDir dir;
        const BoardFormat *f = FormatRegistry::instance().byName(format);
        QVERIFY(f->usesTilesetImage());
        auto written = f->write(dir.filePath(map), smallCourse());
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QCOMPARE(written->files, QStringList({dir.filePath(map), dir.filePath(tileset)}));
        QVERIFY(!readAll(dir.filePath(tileset)).contains("rallyforge-elements.png"));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("rallyforge-elements.png"))));
    }

    void imageIsWrittenAndReferenced_data() { writers_data(); }
    void imageIsWrittenAndReferenced()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        QFETCH(QString, tileset);
        QTemporaryDir dir;
        const BoardFormat *f = FormatRegistry::instance().byName(format);
        auto written = f->write(dir.filePath(map), smallCourse(), WriteOptions{QByteArrayLiteral("not really a png")});
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        const QString png = dir.filePath(QStringLiteral("rallyforge-elements.png"));
        QCOMPARE(written->files, QStringList({dir.filePath(map), dir.filePath(tileset), png}));
        QCOMPARE(readAll(png), QByteArrayLiteral("not really a png"));

        // The layout covers every tile at the map's cell size.
        const td::TilesetImage layout = td::tilesetImageLayout();
        QCOMPARE(layout.columns, td::kTilesetColumns);
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

    void unwritableImageFailsTheExport_data() { writers_data(); }
    void unwritableImageFailsTheExport()
    {
        QFETCH(QString, format);
        QFETCH(QString, map);
        QTemporaryDir dir;
        // A folder in the way of the image file.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("rallyforge-elements.png")));
        auto written = FormatRegistry::instance().byName(format)->write(dir.filePath(map), smallCourse(), WriteOptions{QByteArrayLiteral("png")});
        QVERIFY(!written);
        QVERIFY2(written.error().toString().contains(QLatin1String("rallyforge-elements.png")), qPrintable(written.error().toString()));
        QVERIFY(!QFileInfo::exists(dir.filePath(map)));
    }

    void otherFormatsTakeNoImage()
    {
        for (const auto &f : FormatRegistry::instance().formats())
            QCOMPARE(f->usesTilesetImage(), f->name().startsWith(QLatin1String("tiled")));
    }
};

RF_TEST_APPLESS_MAIN(TestTiledTileset)
#include "tst_tiledtileset.moc"
