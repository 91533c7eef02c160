// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Decision points in the debugger (RULES.md 8.1): a breakpoint stops play where a robot could
// decide something the scenario leaves open, the Decisions panel offers the legal choices, a click
// on one becomes an undoable edit of the scenario, and stepping on plays it.
#include "../sim/scenariobuilder.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/decisionspanel.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "models/breakpointmodel.h"

#include <QAction>
#include <QDockWidget>
#include <QTabBar>
#include <QTreeWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;

namespace {

// A fires its Pressor Beam at B, or its main laser, after moving one square.
model::Scenario pressorScenario()
{
    test::ScenarioBuilder b;
    b.robot("A", {1, 2}, model::Direction::East, test::program({"move1:500"}));
    b.robot("B", {4, 2}, model::Direction::North, test::program({}));
    b.sc.robots[0].options = {model::HeldOption{model::OptionId::PressorBeam}};
    b.registers(1);
    return b.build();
}

QPushButton *choice(debugger::DebuggerWindow &w, const QString &text)
{
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->text() == text)
            return button;
    return nullptr;
}

} // namespace

class TestDecisionPoints : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void pauseChooseStepOnUndo()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(pressorScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // Breakpoints > Add > At Decision Points (Any Robot).
        auto *add = w.findChild<QAction *>(QStringLiteral("addDecisionPoint"));
        QVERIFY(add);
        add->trigger();
        QCOMPARE(w.controller()->breakpoints()->rowCount(), 1);
        // Ctrl+Shift+F5 continues to the decision point: A has moved, the lasers are next.
        QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier | Qt::ShiftModifier);
        const int paused = w.controller()->position();
        QVERIFY(paused > 0 && paused < w.controller()->eventCount());
        QCOMPARE(w.controller()->lastBreakpoint(), 0);
        QCOMPARE(w.controller()->state().cursor.stage, game::Stage::Lasers);
        QCOMPARE(w.controller()->state().robots[0].pos, (model::Point{2, 2}));
        QPushButton *pressor = choice(w, QStringLiteral("A: Pressor Beam at B"));
        QVERIFY2(pressor, qPrintable(w.decisionsPanel()->offers().empty() ? QStringLiteral("no offers") : QStringLiteral("other text")));
        QTest::mouseClick(pressor, Qt::LeftButton);
        // The choice is an edit of the scenario; the position stays where the question was asked.
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(w.isWindowModified());
        const auto &decisions = w.document()->scenario().robots[0].turns[0].decisions;
        QCOMPARE(decisions.size(), std::size_t{1});
        QCOMPARE(decisions.front().option, model::OptionId::PressorBeam);
        QCOMPARE(decisions.front().target, std::string("B"));
        QCOMPARE(w.controller()->position(), paused);
        QVERIFY(w.decisionsPanel()->offers().empty()); // decided: nothing left to ask
        // F11 plays the lasers: the beam moves B instead of the main laser damaging it.
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), paused + 1);
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{5, 2}));
        QCOMPARE(w.controller()->state().robots[1].damage, 0);
        // Ctrl+Z takes the choice back: the main laser fires.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QVERIFY(w.document()->scenario().robots[0].turns[0].decisions.empty());
        w.controller()->setPosition(paused + 1);
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{4, 2}));
        QCOMPARE(w.controller()->state().robots[1].damage, 1);
        w.controller()->setPosition(paused);
        QVERIFY(choice(w, QStringLiteral("A: Pressor Beam at B")));
        // Playing (F5) stops there too.
        w.controller()->reset();
        w.controller()->setSpeed(100);
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(QTest::qWaitFor([&w] { return !w.controller()->playing(); }, 5000));
        QCOMPARE(w.controller()->position(), paused);
    }

    // Recorded decisions are listed with what became of them, and can be gone to, changed and
    // removed there (undo steps); the panel comes forward when a choice opens.
    void recordedDecisions()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(pressorScenario()));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTreeWidget *list = w.decisionsPanel()->recordedList();
        QVERIFY(w.decisionsPanel()->recorded().empty());
        // Step to the lasers (where A could fire its Pressor Beam) with F11, the explanation's tab
        // in front: the Decisions tab comes forward as the choice opens.
        int paused = 0;
        for (int pos = 1; pos < w.controller()->eventCount() && !paused; ++pos) {
            w.controller()->setPosition(pos);
            if (!w.decisionsPanel()->offers().empty())
                paused = pos;
        }
        QVERIFY(paused > 0);
        w.controller()->setPosition(paused - 1);
        w.findChild<QDockWidget *>(QStringLiteral("explanationDock"))->raise();
        QVERIFY(w.decisionsPanel()->offers().empty());
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), paused);
        QTabBar *tabs = nullptr;
        for (QTabBar *t : w.findChildren<QTabBar *>())
            for (int i = 0; i < t->count(); ++i)
                if (t->tabText(i) == QLatin1String("Explanation"))
                    tabs = t;
        QVERIFY(tabs);
        QVERIFY2(tabs->tabText(tabs->currentIndex()).startsWith(QLatin1String("Decisions")), qPrintable(tabs->tabText(tabs->currentIndex())));
        // Decide: the choice is listed, taken at the next substep.
        QTest::mouseClick(choice(w, QStringLiteral("A: Pressor Beam at B")), Qt::LeftButton);
        QCOMPARE(w.decisionsPanel()->recorded().size(), std::size_t{1});
        QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("Pressor Beam at B"));
        QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("taken at substep %1").arg(paused + 1));
        const auto press = [&](const char *name) {
            auto *button = w.decisionsPanel()->findChild<QPushButton *>(QString::fromLatin1(name));
            QVERIFY(button && button->isEnabled());
            QTest::mouseClick(button, Qt::LeftButton);
        };
        const auto select = [&] {
            QTreeWidgetItem *item = list->topLevelItem(0);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
            QVERIFY(item->isSelected());
        };
        // Go There.
        w.controller()->setPosition(0);
        select();
        press("recordedGoTo");
        QCOMPARE(w.controller()->position(), paused + 1);
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{5, 2}));
        // Remove, then Undo.
        select();
        press("recordedRemove");
        QCOMPARE(w.document()->undoStack()->count(), 2);
        QVERIFY(w.document()->scenario().robots[0].turns[0].decisions.empty());
        QVERIFY(w.decisionsPanel()->recorded().empty());
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.decisionsPanel()->recorded().size(), std::size_t{1});
        // Change: removed, and back where the choices are offered again.
        select();
        press("recordedChange");
        QVERIFY(w.decisionsPanel()->recorded().empty());
        QCOMPARE(w.controller()->position(), paused);
        QVERIFY(choice(w, QStringLiteral("A: Pressor Beam at B")));
    }

    // A shipped scenario's recorded decision that could not act says why.
    void recordedVoidDecision()
    {
        const auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/option-high-power-laser-pressor-beam.rfscenario"));
        QVERIFY(sc.has_value());
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(*sc));
        const auto &fates = w.decisionsPanel()->recorded();
        QCOMPARE(fates.size(), std::size_t{1});
        QCOMPARE(fates.front().kind, sim::DecisionFate::Kind::Void);
        QVERIFY2(w.decisionsPanel()->recordedList()->topLevelItem(0)->text(3).startsWith(QLatin1String("void at substep")),
                 qPrintable(w.decisionsPanel()->recordedList()->topLevelItem(0)->text(3)));
    }

    void noDecisionPointWithoutOptions()
    {
        model::Scenario sc = pressorScenario();
        sc.robots[0].options.clear();
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(sc));
        w.controller()->breakpoints()->add(editor::Breakpoint{.type = editor::Breakpoint::Type::DecisionPoint});
        w.controller()->continueRun();
        QCOMPARE(w.controller()->position(), w.controller()->eventCount());
        QCOMPARE(w.controller()->lastBreakpoint(), -1);
        QVERIFY(w.decisionsPanel()->offers().empty());
    }
};

RF_TEST_MAIN(TestDecisionPoints)
#include "tst_decisionpoints.moc"
