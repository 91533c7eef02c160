// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger's board zooms, fits and pans as the editor's canvas does (the same view and the
// same View menu actions), and follows the acting robot while stepping. Driven with real key,
// wheel and mouse events on the demo course, which is larger than the window.
#include "debugger/debugcontroller.h"
#include "debugger/debuggeritems.h"
#include "debugger/debuggerwindow.h"
#include "debugger/presentationcontroller.h"
#include "document/timeline.h"
#include "game/event.h"
#include "rules/boardindex.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSettings>
#include <QTest>
#include <QWheelEvent>

#include "testmain.h"

using namespace rf;

namespace {

// What the viewport shows, in scene coordinates.
QRectF visibleScene(editor::BoardView *view)
{
    return view->mapToScene(view->viewport()->rect()).boundingRect();
}

void wheel(QWidget *viewport, int delta, Qt::KeyboardModifiers modifiers)
{
    const QPointF at = QRectF(viewport->rect()).center();
    QWheelEvent e(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase,
                  false);
    QCoreApplication::sendEvent(viewport, &e);
}

} // namespace

class TestDebuggerView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("rallyforge-test-debuggerview"));
        QSettings().clear();
    }

    void cleanup() { m_window.reset(); }

    void theViewMenuHasTheEditorsZoomActions()
    {
        open();
        if (QTest::currentTestFailed())
            return;
        QMenu *view = nullptr;
        for (QAction *a : m_window->menuBar()->actions())
            if (a->menu() && a->text() == QStringLiteral("&View"))
                view = a->menu();
        QVERIFY(view);
        QStringList names;
        for (QAction *a : view->actions())
            if (!a->isSeparator())
                names << a->objectName();
        QCOMPARE(names, (QStringList{"zoomIn", "zoomOut", "zoomFit", "zoomReset", "presentationAction", "followAction"}));
    }

    // Opened fitted; Ctrl+wheel and the wheel zoom at the cursor; Ctrl+-, Ctrl++ (and Ctrl+=),
    // Ctrl+1 and Ctrl+0 as in the editor; the fit holds until the user zooms.
    void zoomsWithKeysAndWheel()
    {
        open();
        if (QTest::currentTestFailed())
            return;
        editor::BoardView *view = m_window->view();
        QVERIFY(view->isFitting());
        const QRectF whole = visibleScene(view);
        QVERIFY2(whole.contains(QRectF(0, 0, 24 * editor::kCellSize, 24 * editor::kCellSize)), "the demo course fits");
        const double fitted = view->zoom();

        wheel(view->viewport(), 120, Qt::ControlModifier);
        QVERIFY(view->zoom() > fitted);
        QVERIFY(!view->isFitting());
        const double wheeled = view->zoom();
        wheel(view->viewport(), 240, Qt::NoModifier);
        QVERIFY(view->zoom() > wheeled);

        const double before = view->zoom();
        QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view->zoom() < before);
        const double smaller = view->zoom();
        QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(view->zoom() > smaller);
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(view->zoom(), 1.0);

        QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
        QVERIFY(view->isFitting());
        QVERIFY(qAbs(view->zoom() - fitted) < 1e-6);
        // A larger window is fitted again: the board grows with it.
        m_window->resize(1300, 900);
        for (int i = 0; i < 100 && view->zoom() <= fitted * 1.1; ++i)
            QTest::qWait(20); // (QTRY_VERIFY does not compile warning-free with -Wconversion)
        QVERIFY(view->zoom() > fitted * 1.1);
    }

    void pansWithTheMiddleButton()
    {
        open();
        if (QTest::currentTestFailed())
            return;
        editor::BoardView *view = m_window->view();
        view->setZoom(2.0);
        QCoreApplication::processEvents();
        QScrollBar *h = view->horizontalScrollBar();
        QScrollBar *v = view->verticalScrollBar();
        h->setValue((h->minimum() + h->maximum()) / 2);
        v->setValue((v->minimum() + v->maximum()) / 2);
        const int h0 = h->value(), v0 = v->value();
        const QPoint from = view->viewport()->rect().center();
        QTest::mousePress(view->viewport(), Qt::MiddleButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(-80, -60)),
                         view->viewport()->mapToGlobal(QPointF(from + QPoint(-80, -60))), Qt::NoButton,
                         Qt::MiddleButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view->viewport(), &move);
        QTest::mouseRelease(view->viewport(), Qt::MiddleButton, {}, from + QPoint(-80, -60));
        QCOMPARE(h->value(), h0 + 80);
        QCOMPARE(v->value(), v0 + 60);
    }

    // Zoomed in, each substep that moves a robot leaves it in view; with following off, stepping
    // the same way leaves some of them out of view (so the first half is not true by chance).
    void followsTheActingRobot_data()
    {
        QTest::addColumn<bool>("follow");
        QTest::newRow("follow") << true;
        QTest::newRow("no follow") << false;
    }
    void followsTheActingRobot()
    {
        QFETCH(bool, follow);
        open();
        if (QTest::currentTestFailed())
            return;
        QAction *action = m_window->presentation()->followAction();
        QVERIFY(action->isChecked()); // on by default
        action->setChecked(follow);
        editor::BoardView *view = m_window->view();
        view->setZoom(2.5);
        view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->minimum());
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->minimum());
        QCoreApplication::processEvents();
        editor::Timeline *timeline = m_window->timeline();
        int moves = 0, outOfView = 0;
        for (int step = 0; step < 120 && timeline->position() < timeline->length(); ++step) {
            QTest::keyClick(m_window.get(), Qt::Key_F11); // Step Substep
            QCoreApplication::processEvents();
            const game::Event *e = timeline->currentEvent();
            if (!e)
                continue;
            for (const game::RobotChange &c : e->changes) {
                if (c.fromPos == c.toPos || !timeline->board()->contains(c.toPos) || c.destroyed)
                    continue;
                ++moves;
                if (!visibleScene(view).intersects(editor::cellSceneRect(c.toPos).adjusted(8, 8, -8, -8)))
                    ++outOfView;
            }
        }
        QVERIFY2(moves > 10, qPrintable(QString::number(moves)));
        if (follow)
            QCOMPARE(outOfView, 0);
        else
            QVERIFY2(outOfView > 0, "without following, robots leave the view");
        // The choice is kept for the next window.
        QCOMPARE(QSettings().value(QStringLiteral("debugger/follow"), true).toBool(), follow);
        action->setChecked(true);
    }

private:
    // The demo course in a window smaller than the course at full size.
    void open()
    {
        m_window = std::make_unique<debugger::DebuggerWindow>();
        m_window->robotsItem()->setAnimated(false);
        QString error;
        QVERIFY2(m_window->openScenario(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), &error),
                 qPrintable(error));
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QCoreApplication::processEvents();
    }

    std::unique_ptr<debugger::DebuggerWindow> m_window;
};

RF_TEST_MAIN(TestDebuggerView)
#include "tst_debuggerview.moc"
