// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's layout as a new user meets it (issue 32): started without a file, the board
// is fitted without scroll bars; selecting an element (a click with the select tool) does not
// widen the Properties panel and shift the canvas.
#include "app/mainwindow.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/toolmanager.h"

#include <QDockWidget>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

class TestWindowLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // a first start: no saved window state
    }

    // The board of a window started without a file fits the view, with no scroll bar.
    void aNewWindowShowsTheWholeBoard_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280 x 820") << QSize(1280, 820);
        QTest::newRow("1000 x 600") << QSize(1000, 600);
    }
    void aNewWindowShowsTheWholeBoard()
    {
        QFETCH(QSize, size);
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(50);
        BoardView *view = w.view();
        QVERIFY(view->isFitting());
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        QVERIFY(!view->verticalScrollBar()->isVisible());
        const QRect board = view->mapFromScene(w.scene()->gridRect()).boundingRect();
        QVERIFY2(view->viewport()->rect().contains(board),
                 qPrintable(QStringLiteral("board %1,%2 %3x%4 in a viewport of %5x%6")
                                .arg(board.x())
                                .arg(board.y())
                                .arg(board.width())
                                .arg(board.height())
                                .arg(view->viewport()->width())
                                .arg(view->viewport()->height())));
        // Fitted, not merely small: the board fills the viewport in one direction.
        QVERIFY(board.width() > view->viewport()->width() * 3 / 4 ||
                board.height() > view->viewport()->height() * 3 / 4);
    }

    // A click that selects a pusher shows its register row; the panel and canvas stay put.
    void selectingKeepsThePanelWidth()
    {
        MainWindow w;
        w.resize(1280, 820);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardDocument *doc = w.document();
        EdgeFeature f;
        f.kind = EdgeKind::Pusher;
        f.dir = Direction::South;
        f.pos = EdgePos::of(Point{3, 3}, Direction::North);
        f.registers = RegisterSet{2, 4};
        doc->undoStack()->push(new AddEdgeFeaturesCommand(doc, {f}));
        QTest::qWait(50);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        QVERIFY(dock);
        const int dockWidth = dock->width();
        const QRect canvas(w.view()->mapTo(&w, QPoint(0, 0)), w.view()->size());

        w.tools()->setCurrentTool(QStringLiteral("select"));
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                          w.view()->mapFromScene(QPointF(3.5, 3.02) * kCellSize));
        QVERIFY(!doc->selection().elements.isEmpty());
        QTest::qWait(50);
        QCOMPARE(dock->width(), dockWidth);
        QCOMPARE(QRect(w.view()->mapTo(&w, QPoint(0, 0)), w.view()->size()), canvas);
        doc->undoStack()->setClean();
    }
};

RF_TEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
