// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Tiled tileset image drawn with our element art (core/render/tilesetart.h): the image of our
// tileset has the layout the Tiled writers reference, every tile has art, a tile without art is
// an error, and only the Tiled formats are given the image.
#include "io/interop/formatregistry.h"
#include "io/interop/tiled.h"
#include "render/tilesetart.h"

#include <QImage>
#include <QTest>

#include "testmain.h"

using namespace rf;
namespace td = rf::io::interop::tiled;

class TestTilesetArt : public QObject {
    Q_OBJECT
private slots:
    void imageHasTheReferencedLayout()
    {
        const auto png = render::tiledTilesetImage();
        QVERIFY2(png, png ? "" : qPrintable(png.error()));
        const QImage image = QImage::fromData(*png, "PNG");
        QVERIFY(!image.isNull());
        const td::TilesetImage layout = td::tilesetImageLayout();
        QCOMPARE(image.width(), layout.width);
        QCOMPARE(image.height(), layout.height);
        // Every tile of the tileset is drawn: none of its cells is fully transparent.
        for (const td::TileDef &t : td::tileset()) {
            const QImage tile = image.copy((t.id % layout.columns) * td::kCell, (t.id / layout.columns) * td::kCell,
                                           td::kCell, td::kCell);
            bool drawn = false;
            for (int y = 0; y < tile.height() && !drawn; ++y)
                for (int x = 0; x < tile.width() && !drawn; ++x)
                    drawn = qAlpha(tile.pixel(x, y)) > 0;
            QVERIFY2(drawn, qPrintable(t.cls));
        }
    }

    void tileWithoutArtIsAnError()
    {
        const std::vector<td::TileDef> tiles{td::TileDef{0, QStringLiteral("no-such-element"), {}}};
        const auto png = render::tilesetArtPng(tiles, td::kCell, 1);
        QVERIFY(!png);
        QVERIFY2(png.error().contains(QLatin1String("no-such-element")), qPrintable(png.error()));
    }

    void onlyTiledFormatsGetTheImage()
    {
        int tiled = 0;
        for (const auto &f : io::interop::FormatRegistry::instance().formats()) {
            const auto options = render::writeOptionsFor(*f);
            QVERIFY2(options, options ? "" : qPrintable(options.error()));
            QCOMPARE(options->tilesetImage.isEmpty(), !f->usesTilesetImage());
            tiled += f->usesTilesetImage() ? 1 : 0;
        }
        QCOMPARE(tiled, 2); // .tmj and .tmx
    }
};

RF_TEST_MAIN(TestTilesetArt)
#include "tst_tilesetart.moc"
