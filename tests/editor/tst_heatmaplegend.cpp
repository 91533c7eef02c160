// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/heatmapitem.h"
#include "scene/scenegeometry.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

analysis::AnalysisResult result()
{
    analysis::AnalysisResult r;
    r.width = 4;
    r.height = 3;
    r.games = 250;
    r.deaths.assign(12, 0);
    r.visits.assign(12, 0);
    r.deaths[5] = 40;
    r.deaths[6] = 10;
    r.visits[0] = 7;
    return r;
}

} // namespace

// The heat maps of the course analysis tell what their colours mean: a legend beside the board
// with the scale from one robot to the busiest square, and who played.
class TestHeatMapLegend : public QObject {
    Q_OBJECT
private slots:
    void legendNamesTheScaleAndWhoPlayed()
    {
        editor::HeatMapItem heat;
        QVERIFY(!heat.legend()->isVisible());
        heat.setResult(result(), editor::HeatMapItem::Kind::Deaths);
        QVERIFY(heat.legend()->isVisible());
        const QStringList lines = heat.legendLines();
        QCOMPARE(lines.value(0), QStringLiteral("Deaths per square"));
        QVERIFY2(lines.value(1).contains(QLatin1String("250 game")) && lines.value(1).contains(QLatin1String("random programs")), qPrintable(lines.value(1)));
        QCOMPARE(lines.value(2), QStringLiteral("1"));
        QCOMPARE(lines.value(3), QStringLiteral("40"));
        heat.setResult(result(), editor::HeatMapItem::Kind::Visits);
        QCOMPARE(heat.legendLines().value(0), QStringLiteral("Visits per square"));
        QCOMPARE(heat.legendLines().value(3), QStringLiteral("7"));
        heat.clear();
        QVERIFY(!heat.legend()->isVisible());
        QVERIFY(heat.legendLines().isEmpty());
    }
    void scaleMatchesTheSquares()
    {
        // The legend's colours are the squares' colours: busier is more opaque.
        using K = editor::HeatMapItem::Kind;
        QVERIFY(editor::HeatMapItem::colour(K::Deaths, 40, 40).alphaF() > editor::HeatMapItem::colour(K::Deaths, 10, 40).alphaF());
        QVERIFY(editor::HeatMapItem::colour(K::Deaths, 10, 40).alphaF() > editor::HeatMapItem::colour(K::Deaths, 1, 40).alphaF());
        QCOMPARE(editor::HeatMapItem::colour(K::Visits, 40, 40).blue(), 230);
    }
    void legendKeepsItsSizeWhenZoomed()
    {
        QGraphicsScene scene;
        auto *heat = new editor::HeatMapItem;
        scene.addItem(heat);
        heat->setResult(result(), editor::HeatMapItem::Kind::Deaths);
        QGraphicsView view(&scene);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QGraphicsItem *legend = heat->legend();
        QVERIFY(legend->flags() & QGraphicsItem::ItemIgnoresTransformations);
        // In the board's top right corner, inside the board.
        QCOMPARE(legend->scenePos(), QPointF(4 * editor::kCellSize, 0));
        QVERIFY(legend->boundingRect().right() <= 0 && legend->boundingRect().top() >= 0);

        const QSize before = legend->deviceTransform(view.viewportTransform()).mapRect(legend->boundingRect()).toRect().size();
        view.scale(0.25, 0.25);
        const QSize after = legend->deviceTransform(view.viewportTransform()).mapRect(legend->boundingRect()).toRect().size();

        QCOMPARE(after, before);
        // It is drawn: the view's pixels at the legend are not the background's.
        const QImage shot = view.viewport()->grab().toImage();
        const QPoint at = view.mapFromScene(legend->scenePos()) + legend->boundingRect().topLeft().toPoint() + QPoint(30, 48);
        QVERIFY(shot.rect().contains(at));
        QVERIFY2(shot.pixelColor(at) != shot.pixelColor(shot.width() - 1, shot.height() - 1), "no legend drawn");
    }
};

RF_TEST_MAIN(TestHeatMapLegend)
#include "tst_heatmaplegend.moc"
