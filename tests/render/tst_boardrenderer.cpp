// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "golden.h"
#include "testboards.h"

#include "model/laserpath.h"
#include "render/boardrenderer.h"
#include "render/imageexport.h"

#include <QPainter>
#include <QTest>

#include "testmain.h"

using namespace rf;
using namespace rf::render;

class TestBoardRenderer : public QObject {
    Q_OBJECT

    static QImage paintBoard(const model::Board &b, const RenderOptions &o)
    {
        QImage img(static_cast<int>(b.width() * o.cellSize), static_cast<int>(b.height() * o.cellSize),
                   QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::black);
        QPainter p(&img);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        BoardRenderer r;
        r.paint(p, b, o);
        return img;
    }

    static RenderOptions at(double cellSize)
    {
        RenderOptions o;
        o.cellSize = cellSize;
        return o;
    }

private slots:
    void goldenImages_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("showcase") << QStringLiteral("showcase");
        QTest::newRow("levels") << QStringLiteral("levels");
        QTest::newRow("course") << QStringLiteral("course");
    }

    void goldenImages()
    {
        QFETCH(QString, name);
        const model::Course course = name == QLatin1String("showcase") ? model::Course(testboards::showcase())
                                   : name == QLatin1String("levels")   ? model::Course(testboards::levels())
                                                                       : testboards::course();
        RenderOptions o;
        o.background = QColor(20, 20, 22);
        const auto img = renderImage(course, 48.0, o);
        QVERIFY2(img.has_value(), img ? "" : qPrintable(img.error()));
        QString message;
        const bool matches = testing::matchesGolden(*img, QStringLiteral("golden-") + name, &message);
        QVERIFY2(matches, qPrintable(message));
        if (!message.isEmpty())
            qInfo("%s", qPrintable(message));
    }

    // The canvas repaints exposed rectangles: any tiling must give the pixels of a full paint.
    void partialRepaintMatchesFullPaint_data()
    {
        QTest::addColumn<int>("board");
        QTest::newRow("showcase") << 0;
        QTest::newRow("levels") << 1;
    }

    void partialRepaintMatchesFullPaint()
    {
        QFETCH(int, board);
        const model::Board b = board == 0 ? testboards::showcase() : testboards::levels();
        const RenderOptions o = at(32.0);
        const QImage full = paintBoard(b, o);

        QImage tiled(full.size(), QImage::Format_ARGB32_Premultiplied);
        tiled.fill(Qt::black);
        QPainter p(&tiled);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        BoardRenderer r;
        const QList<QRect> tiles{QRect(0, 0, 5, 7), QRect(5, 0, 7, 7), QRect(0, 7, 3, 5), QRect(3, 7, 9, 5)};
        for (Layer l : kAllLayers)
            for (const QRect &t : tiles)
                r.paintLayer(p, b, l, t, o);
        p.end();
        QCOMPARE_LE(testing::differingFraction(full, tiled, 48), 0.001);
    }

    void hiddenLayerAndLevel()
    {
        const model::Board b = testboards::levels();
        RenderOptions o = at(32.0);
        const QImage all = paintBoard(b, o);
        o.layer(Layer::Devices).visible = false;
        const QImage noDevices = paintBoard(b, o);
        QVERIFY(testing::differingFraction(all, noDevices, 30) > 0.01);
        // The belt loop at (5, 4) is gone, the floor next to it is unchanged.
        QVERIFY(all.pixel(5 * 32 + 16, 4 * 32 + 16) != noDevices.pixel(5 * 32 + 16, 4 * 32 + 16));
        QCOMPARE(all.pixel(10 * 32 + 16, 6 * 32 + 16), noDevices.pixel(10 * 32 + 16, 6 * 32 + 16));

        o = at(32.0);
        o.levels = {true, false};
        const QImage lowerOnly = paintBoard(b, o);
        // An upper cell is painted plain dark, a lower one as before.
        QCOMPARE(lowerOnly.pixelColor(5 * 32 + 16, 7 * 32 + 16), QColor(32, 34, 38));
        QCOMPARE(lowerOnly.pixel(10 * 32 + 16, 6 * 32 + 16), all.pixel(10 * 32 + 16, 6 * 32 + 16));

        o = at(32.0);
        o.layer(Layer::Devices).opacity = 0.5;
        const QImage half = paintBoard(b, o);
        QVERIFY(half.pixel(5 * 32 + 16, 4 * 32 + 16) != all.pixel(5 * 32 + 16, 4 * 32 + 16));
        QVERIFY(half.pixel(5 * 32 + 16, 4 * 32 + 16) != noDevices.pixel(5 * 32 + 16, 4 * 32 + 16));
    }

    // Each level's content fades with its opacity (the layers panel's level rows); the other
    // level is untouched.
    void levelOpacity()
    {
        const model::Board b = testboards::levels();
        QCOMPARE(b.cell({5, 7}).level, 1);
        QCOMPARE(b.cell({10, 6}).level, 0);
        RenderOptions o = at(32.0);
        const QImage all = paintBoard(b, o);
        o.levelOpacity = {1.0, 0.0};
        const QImage gone = paintBoard(b, o);
        // Painted on black: an invisible upper level leaves its squares black.
        QCOMPARE(gone.pixelColor(5 * 32 + 16, 7 * 32 + 16), QColor(Qt::black));
        QCOMPARE(gone.pixel(10 * 32 + 16, 6 * 32 + 16), all.pixel(10 * 32 + 16, 6 * 32 + 16));
        o.levelOpacity = {1.0, 0.5};
        const QImage half = paintBoard(b, o);
        const int l = half.pixelColor(5 * 32 + 16, 7 * 32 + 16).lightness();
        QVERIFY2(l > 10 && l < all.pixelColor(5 * 32 + 16, 7 * 32 + 16).lightness() - 10, qPrintable(QString::number(l)));
        QCOMPARE(half.pixel(10 * 32 + 16, 6 * 32 + 16), all.pixel(10 * 32 + 16, 6 * 32 + 16));
    }

    void upperLevelIsLighter()
    {
        model::Board b(2, 1);
        b.cell({1, 0}).level = 1;
        const QImage img = paintBoard(b, at(64.0));
        // Same floor art, so the plate centre of the upper cell must be brighter.
        QVERIFY(img.pixelColor(64 + 40, 40).lightness() > img.pixelColor(40, 40).lightness() + 10);
    }

    // Beams are drawn along model::laserPath and stop there.
    void beamsStopWhereThePathStops()
    {
        model::Board b(8, 1);
        model::EdgeFeature laser;
        laser.pos = model::EdgePos::of({0, 0}, model::Direction::West);
        laser.kind = model::EdgeKind::Laser;
        laser.dir = model::Direction::East;
        b.addEdgeFeature(laser);
        model::EdgeFeature wall;
        wall.pos = model::EdgePos::of({4, 0}, model::Direction::East);
        wall.kind = model::EdgeKind::Wall;
        b.addEdgeFeature(wall);
        QCOMPARE(model::laserPath(b, *b.edgeFeatures().begin()).size(), 5U);

        RenderOptions o = at(40.0);
        for (Layer l : kAllLayers)
            o.layer(l).visible = l == Layer::Lasers;
        QImage img(8 * 40, 40, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::black);
        {
            QPainter p(&img);
            BoardRenderer().paint(p, b, o);
        }
        const auto red = [&](int x) { return img.pixelColor(x, 20).red() > 150; };
        QVERIFY(red(3 * 40 + 20));
        QVERIFY(red(4 * 40 + 30));
        QVERIFY(!red(5 * 40 + 20));
        QVERIFY(!red(7 * 40 + 20));
    }

    void courseWithOverlapIsRefused()
    {
        model::Course c;
        c.placements().push_back(model::Placement{model::Board(4, 4), {0, 0}, 0, {}});
        c.placements().push_back(model::Placement{model::Board(4, 4), {2, 2}, 0, {}});
        QImage img(100, 100, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&img);
        QString error;
        QVERIFY(!BoardRenderer().paint(p, c, at(16.0), &error));
        QVERIFY(error.contains(QLatin1String("overlap")));
    }

    void cellsTouching()
    {
        const model::Size s{12, 10};
        QCOMPARE(BoardRenderer::cellsTouching(QRectF(0, 0, 64, 64), s, 32.0), QRect(0, 0, 2, 2));
        QCOMPARE(BoardRenderer::cellsTouching(QRectF(31, 31, 2, 2), s, 32.0), QRect(0, 0, 2, 2));
        QCOMPARE(BoardRenderer::cellsTouching(QRectF(-100, -100, 10000, 10000), s, 32.0), QRect(0, 0, 12, 10));
        QVERIFY(BoardRenderer::cellsTouching(QRectF(1000, 1000, 10, 10), s, 32.0).isEmpty());
        QCOMPARE(BoardRenderer::cellRect({2, 3}, 10.0), QRectF(20, 30, 10, 10));
    }

    void robotsAreDistinct()
    {
        QCOMPARE_GE(BoardRenderer::robotColourCount(), 4);
        BoardRenderer r;
        QList<QImage> robots;
        for (int i = 0; i < BoardRenderer::robotColourCount(); ++i) {
            QImage img(64, 64, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::transparent);
            QPainter p(&img);
            r.paintRobot(p, QRectF(0, 0, 64, 64), i, model::Direction::East, QString::number(i + 1));
            p.end();
            for (const QImage &other : robots)
                QVERIFY(testing::differingFraction(img, other, 40) > 0.05);
            robots.append(img);
        }
    }
};

RF_TEST_MAIN(TestBoardRenderer)
#include "tst_boardrenderer.moc"
