// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/editoractions.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "scene/boardview.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"

#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

// Habits of desktop editors: Redo answers Ctrl+Y as well as the platform's key (Ctrl+Shift+Z),
// as users of Tiled expect, and so do Z (turn) and X/Y (mirror); Help is the last menu; the
// status bar shows the current layer.
class TestRedoKeys : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void helpIsTheLastMenu()
    {
        MainWindow w;
        const QList<QAction *> menus = w.menuBar()->actions();
        QVERIFY(menus.size() > 3);
        QCOMPARE(menus.last()->text(), QStringLiteral("&Help"));
        // The debugger's Scenario menu is there, before Help.
        QVERIFY(w.menuBar()->findChild<QMenu *>(QStringLiteral("scenarioMenu")));
        QCOMPARE(menus.at(menus.size() - 2)->menu()->objectName(), QStringLiteral("scenarioMenu"));
    }
    void currentLevelIsInTheStatusBar()
    {
        // A raised area painted by mistake: the upper level stayed current and nothing said so.
        MainWindow w;
        LayerModel *layers = w.toolContext()->layers();
        QVERIFY(w.layerLabel()->text().contains(QLatin1String("lower level")));
        layers->setCurrentLayer(EditLayer::UpperLevel);
        QVERIFY2(w.layerLabel()->text().contains(QLatin1String("Layer: Upper level; squares on the upper level")), qPrintable(w.layerLabel()->text()));
        // Back on the floor layer, painted squares still go on the upper level: it stays shown.
        layers->setCurrentLayer(EditLayer::Floor);
        QVERIFY2(w.layerLabel()->text().contains(QLatin1String("Layer: Floor; squares on the upper level")), qPrintable(w.layerLabel()->text()));
        QVERIFY(w.layerLabel()->styleSheet().contains(QLatin1String("bold")));
        layers->setCurrentLayer(EditLayer::LowerLevel);
        QVERIFY(w.layerLabel()->text().contains(QLatin1String("lower level")));
        QVERIFY(w.layerLabel()->styleSheet().isEmpty());
    }
    void currentLevelIsOnTheToolCursor()
    {
        MainWindow w;
        LayerModel *layers = w.toolContext()->layers();
        QWidget *canvas = w.view()->viewport();
        QCOMPARE(w.tools()->currentTool()->id(), QStringLiteral("paint"));
        const QImage lower = canvas->cursor().pixmap().toImage();
        QCOMPARE(canvas->cursor().shape(), Qt::BitmapCursor);
        QCOMPARE(lower, BoardView::placingCursor(false).pixmap().toImage());
        layers->setCurrentLayer(EditLayer::UpperLevel);
        const QImage upper = canvas->cursor().pixmap().toImage();
        QVERIFY(upper != lower);
        QCOMPARE(upper, BoardView::placingCursor(true).pixmap().toImage());
        // A corner pixel of the badge is amber; the lower-level cursor has nothing there.
        QCOMPARE(upper.pixelColor(21, 21).red(), 245);
        QCOMPARE(lower.pixelColor(21, 21).alpha(), 0);
        // Tools that do not put things on squares keep the arrow.
        w.tools()->setCurrentTool(QStringLiteral("select"));
        QCOMPARE(canvas->cursor().shape(), Qt::ArrowCursor);
        w.tools()->setCurrentTool(QStringLiteral("paint"));
        QCOMPARE(canvas->cursor().pixmap().toImage(), upper);
    }
    void tiledKeysTurnTheElement()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ToolContext *context = w.toolContext();
        const Direction before = context->direction();
        QTest::keyClick(&w, Qt::Key_Z);
        QCOMPARE(context->direction(), turnRight(before));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ShiftModifier);
        QCOMPARE(context->direction(), before);
        QTest::keyClick(&w, Qt::Key_R);
        QCOMPARE(context->direction(), turnRight(before));
        // X and Y mirror the selection (the actions the Edit menu has).
        QCOMPARE(w.actions()->action(QStringLiteral("mirrorH"))->shortcut(), QKeySequence(Qt::Key_X));
        QCOMPARE(w.actions()->action(QStringLiteral("mirrorV"))->shortcut(), QKeySequence(Qt::Key_Y));
    }
    void redoKeys_data()
    {
        QTest::addColumn<QKeySequence>("redo");
        QTest::newRow("Ctrl+Y") << QKeySequence(Qt::CTRL | Qt::Key_Y);
        QTest::newRow("Ctrl+Shift+Z") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    }
    void redoKeys()
    {
        QFETCH(QKeySequence, redo);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QUndoStack *stack = w.document()->undoStack();
        stack->push(new SetFloorCommand(w.document(), {{1, 1}}, Floor{FloorKind::Pit, {}}));
        QCOMPARE(stack->index(), 1);
        QTest::keySequence(&w, QKeySequence(QKeySequence::Undo));
        QCOMPARE(stack->index(), 0);
        QTest::keySequence(&w, redo);
        QCOMPARE(stack->index(), 1);
        QCOMPARE(w.document()->course().placements().front().board.cell({1, 1}).floor.kind, FloorKind::Pit);
        stack->setClean(); // no prompt on close
    }
};

RF_TEST_MAIN(TestRedoKeys)
#include "tst_redokeys.moc"
