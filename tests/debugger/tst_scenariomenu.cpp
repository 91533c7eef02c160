// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's Scenario menu path: the main window has the menu, and opening the demo scenario
// from it gives a debugger window that steps forward and back with its keyboard shortcuts.
#include "app/application.h"
#include "app/mainwindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/scenariomenu.h"
#include "document/boarddocument.h"
#include "models/breakpointmodel.h"
#include "words/tracetexts.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QMenu>
#include <QPointer>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;

class TestScenarioMenu : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The debugger's texts are found in the compiled translations under the contexts lupdate
    // files them in (free functions, a model, card names).
    void debuggerTextsAreTranslated()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        auto removeTranslators = qScopeGuard([&app] {
            for (QTranslator *t : app.findChildren<QTranslator *>()) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
        });
        QCOMPARE(editor::installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(words::eventKindTitle(game::EventKind::Gears), QStringLiteral("Zahnräder"));
        editor::BreakpointModel model;
        model.setRobotNames({QStringLiteral("R1")});
        editor::Breakpoint b;
        b.type = editor::Breakpoint::Type::RobotDamaged;
        b.robot = 0;
        QCOMPARE(model.describe(b), QStringLiteral("R1 wird beschädigt"));
        QVERIFY2(words::cardTitle(model::Card{model::CardKind::Move3, 840}).startsWith(QStringLiteral("Vorwärts 3")),
                 qPrintable(words::cardTitle(model::Card{model::CardKind::Move3, 840})));
        removeTranslators.dismiss();
        for (QTranslator *t : app.findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QCOMPARE(words::eventKindTitle(game::EventKind::Gears), QStringLiteral("Gears"));
    }

    // Issue 32: Course Analysis opened over the board, where its heat map is drawn. It opens
    // beside the board (over the window's docks when the screen has no room beside the window).
    void analysisOpensBesideTheBoard()
    {
        editor::MainWindow main;
        const QRect room = main.screen()->availableGeometry();
        main.setGeometry(room.adjusted(0, 40, -room.width() * 6 / 10, -40)); // room on its right
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        auto *menu = main.findChild<QMenu *>(QStringLiteral("scenarioMenu"));
        QVERIFY(menu);
        QAction *analysis = nullptr;
        for (QAction *a : menu->actions())
            if (a->text().remove(QLatin1Char('&')).startsWith(QLatin1String("Course Analysis")))
                analysis = a;
        QVERIFY(analysis);
        analysis->trigger();
        QDialog *dialog = main.findChild<QDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QWidget *board = main.centralWidget();
        const QRect boardOnScreen(board->mapToGlobal(QPoint(0, 0)), board->size());
        QVERIFY2(!dialog->frameGeometry().intersects(boardOnScreen),
                 qPrintable(QStringLiteral("dialog %1,%2 %3x%4 over the board %5,%6 %7x%8 (screen %9x%10)")
                                .arg(dialog->frameGeometry().x())
                                .arg(dialog->frameGeometry().y())
                                .arg(dialog->frameGeometry().width())
                                .arg(dialog->frameGeometry().height())
                                .arg(boardOnScreen.x())
                                .arg(boardOnScreen.y())
                                .arg(boardOnScreen.width())
                                .arg(boardOnScreen.height())
                                .arg(room.width())
                                .arg(room.height())));
        dialog->close();
    }

    void menuOpensTheDemoAndSteps()
    {
        editor::MainWindow main;
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        auto *menu = main.findChild<QMenu *>(QStringLiteral("scenarioMenu"));
        QVERIFY(menu);
        QStringList texts;
        for (const QAction *a : menu->actions())
            texts << a->text().remove(QLatin1Char('&'));
        QVERIFY2(texts.contains(QStringLiteral("Open Scenario in the Debugger...")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.contains(QStringLiteral("Debug a Scenario on This Course")));

        QString error;
        QPointer<debugger::DebuggerWindow> w = debugger::openScenarioWindow(&main, QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), &error);
        QVERIFY2(w, qPrintable(error));
        QVERIFY(w->isVisible());
        QVERIFY(w->isWindow());
        debugger::DebuggerWindow *window = w.data();
        if (!window)
            QFAIL("no debugger window");
        debugger::DebugController *c = window->controller();
        // Two turns of four robots: many substeps, starting at the beginning.
        QVERIFY(c->eventCount() > 20);
        QCOMPARE(c->position(), 0);
        QCOMPARE(c->timeline()->robotNames(), (QStringList{QStringLiteral("Red"), QStringLiteral("Blue"), QStringLiteral("Green"), QStringLiteral("Yellow")}));
        QVERIFY(QTest::qWaitForWindowExposed(w));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        // The real keys: F11 steps a substep, F10 over the rest of the phase, Shift+F10 back.
        QTest::keyClick(w, Qt::Key_F11);
        QCOMPARE(c->position(), 1);
        QTest::keyClick(w, Qt::Key_F11);
        QCOMPARE(c->position(), 2);
        QTest::keyClick(w, Qt::Key_F10);
        const int afterOver = c->position();
        QVERIFY(afterOver > 2);
        QTest::keyClick(w, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(c->position(), afterOver - 1);
        // Closing deletes the window.
        QSignalSpy destroyed(w.data(), &QObject::destroyed);
        w->close();
        QVERIFY(destroyed.count() == 1 || destroyed.wait(5000));
        QVERIFY(w.isNull());
    }

    void badFileNamesIt()
    {
        editor::MainWindow main;
        QString error;
        QVERIFY(!debugger::openScenarioWindow(&main, QStringLiteral(RF_TEST_DATA_DIR "/no-such.rfscenario"), &error));
        QVERIFY2(error.contains(QStringLiteral("no-such.rfscenario")), qPrintable(error));
        QVERIFY(main.findChildren<debugger::DebuggerWindow *>().isEmpty());
    }
};

RF_TEST_MAIN(TestScenarioMenu)
#include "tst_scenariomenu.moc"
