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
#include "models/tracetexts.h"

#include <QAction>
#include <QApplication>
#include <QScopeGuard>
#include <QTranslator>
#include <QMenu>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
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
        QCOMPARE(editor::eventKindTitle(game::EventKind::Gears), QStringLiteral("Zahnräder"));
        editor::BreakpointModel model;
        model.setRobotNames({QStringLiteral("R1")});
        editor::Breakpoint b;
        b.type = editor::Breakpoint::Type::RobotDamaged;
        b.robot = 0;
        QCOMPARE(model.describe(b), QStringLiteral("R1 wird beschädigt"));
        QVERIFY2(editor::cardTitle(model::Card{model::CardKind::Move3, 840}).startsWith(QStringLiteral("Vorwärts 3")),
                 qPrintable(editor::cardTitle(model::Card{model::CardKind::Move3, 840})));
        removeTranslators.dismiss();
        for (QTranslator *t : app.findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QCOMPARE(editor::eventKindTitle(game::EventKind::Gears), QStringLiteral("Gears"));
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
