// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/heatmapitem.h"
#include "scene/scenegeometry.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QTest>
#include <QUndoStack>

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
    // Issue 32: after an Expert run the legend still said "robots with random programs".
    void legendNamesTheSkill_data()
    {
        QTest::addColumn<int>("skill");
        QTest::addColumn<QString>("who");
        QTest::newRow("random") << static_cast<int>(analysis::Skill::Random)
                                << QStringLiteral("250 games, robots with random programs");
        QTest::newRow("novice") << static_cast<int>(analysis::Skill::Novice)
                                << QStringLiteral("250 games, novice robots (greedy plans)");
        QTest::newRow("expert") << static_cast<int>(analysis::Skill::Expert)
                                << QStringLiteral("250 games, expert robots (planned programs)");
    }
    void legendNamesTheSkill()
    {
        QFETCH(int, skill);
        QFETCH(QString, who);
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, QStringLiteral("en")), QStringLiteral("en"));
        editor::HeatMapItem heat;
        heat.setResult(result(), editor::HeatMapItem::Kind::Visits, static_cast<analysis::Skill>(skill));
        QCOMPARE(heat.legendLines().value(1), who);
    }

    // Issue 32: the legend covered the board's top right squares. In the editor's window it lies
    // beside the board, and the fitted view shows both.
    void legendCoversNoSquare()
    {
        editor::MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRectF grid = w.scene()->gridRect();
        analysis::AnalysisResult r = result();
        r.width = static_cast<int>(grid.width() / editor::kCellSize);
        r.height = static_cast<int>(grid.height() / editor::kCellSize);
        r.deaths.assign(static_cast<std::size_t>(r.width * r.height), 0);
        r.visits = r.deaths;
        r.deaths[static_cast<std::size_t>(r.width - 1)] = 12; // the top right square
        auto *heat = new editor::HeatMapItem;
        w.scene()->addItem(heat);
        heat->setResult(r, editor::HeatMapItem::Kind::Deaths, analysis::Skill::Expert);
        QVERIFY(QTest::qWaitFor([&w] { return w.view()->isFitting(); }));
        QTest::qWait(50);
        const QGraphicsItem *legend = heat->legend();
        const QRect legendOnScreen =
            legend->deviceTransform(w.view()->viewportTransform()).mapRect(legend->boundingRect()).toAlignedRect();
        const QRect boardOnScreen = w.view()->mapFromScene(grid).boundingRect();
        QVERIFY2(!legendOnScreen.intersects(boardOnScreen),
                 qPrintable(QStringLiteral("legend %1,%2 %3x%4 over the board %5,%6 %7x%8")
                                .arg(legendOnScreen.x())
                                .arg(legendOnScreen.y())
                                .arg(legendOnScreen.width())
                                .arg(legendOnScreen.height())
                                .arg(boardOnScreen.x())
                                .arg(boardOnScreen.y())
                                .arg(boardOnScreen.width())
                                .arg(boardOnScreen.height())));
        const QRect viewport = w.view()->viewport()->rect();
        QVERIFY(viewport.contains(legendOnScreen));
        QVERIFY(viewport.contains(boardOnScreen));
        w.document()->undoStack()->setClean();
    }

    void legendNamesTheScaleAndWhoPlayed()
    {
        editor::HeatMapItem heat;
        QVERIFY(!heat.legend()->isVisible());
        heat.setResult(result(), editor::HeatMapItem::Kind::Deaths, analysis::Skill::Random);
        QVERIFY(heat.legend()->isVisible());
        const QStringList lines = heat.legendLines();
        QCOMPARE(lines.value(0), QStringLiteral("Deaths per square"));
        QVERIFY2(lines.value(1).contains(QLatin1String("250 game")) && lines.value(1).contains(QLatin1String("random programs")), qPrintable(lines.value(1)));
        QCOMPARE(lines.value(2), QStringLiteral("1"));
        QCOMPARE(lines.value(3), QStringLiteral("40"));
        heat.setResult(result(), editor::HeatMapItem::Kind::Visits, analysis::Skill::Random);
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
        heat->setResult(result(), editor::HeatMapItem::Kind::Deaths, analysis::Skill::Random);
        QGraphicsView view(&scene);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QGraphicsItem *legend = heat->legend();
        QVERIFY(legend->flags() & QGraphicsItem::ItemIgnoresTransformations);
        // Right of the board's top right corner, beside the board.
        QCOMPARE(legend->scenePos(), QPointF(4 * editor::kCellSize, 0));
        QVERIFY(legend->boundingRect().left() >= 0 && legend->boundingRect().top() >= 0);

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
