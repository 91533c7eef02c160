// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Edits at the start of the debugger (before the first substep) are the scenario's setup, as a
// referee makes them: a card chosen for a register, a position or a facing is shown at once, held
// by the scenario document, played, still there when play comes back to the start, said in the
// status bar and undone by Ctrl+Z. Later a field waits for Apply Here (a what-if). The widgets are
// driven with key presses and mouse clicks.
#include "../sim/debugscenario.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/programpanel.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

#include <memory>

#include "widgetinput.h"
#include "testmain.h"

using namespace rf;

namespace {

using test::chooseWithMouse;
using test::typeInto;

const model::Program &programOf(const editor::ScenarioDocument &doc, int robot)
{
    return *doc.scenario().robots[static_cast<std::size_t>(robot)].turns.front().program;
}

} // namespace

class TestDebuggerSetup : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_w = std::make_unique<debugger::DebuggerWindow>();
        QVERIFY(m_w->setScenario(test::debugScenario()));
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        m_w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_w.get()));
    }
    void cleanup() { m_w.reset(); }

    void cardChosenAtTheStart()
    {
        debugger::DebuggerWindow &w = *m_w;
        QCOMPARE(w.controller()->position(), 0);
        auto *reg2 = w.findChild<QComboBox *>(QStringLiteral("register2"));
        QVERIFY(reg2);
        // The start shows the program turn 1 plays, not the registers before the deal (empty).
        QVERIFY(!w.timeline()->state().robots[0].program[1]);
        QCOMPARE(reg2->currentText(), QStringLiteral("move 1 (650)"));

        QVERIFY(chooseWithMouse(reg2, QStringLiteral("move 3 (840)")));
        QCOMPARE(reg2->currentText(), QStringLiteral("move 3 (840)"));
        QCOMPARE(programOf(*w.document(), 0)[1], std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("Setup changed: R1's register 2 is now move 3 (840)."));
        QVERIFY(w.document()->scenario().whatIfs.empty());

        // F11 up to register 2's first card: R1 (840 before R2's 680) plays move 3 to 1,1.
        debugger::DebugController *c = w.controller();
        auto secondRegisterCard = [&] {
            const game::Event *e = c->currentEvent();
            return e && e->kind == game::EventKind::Card && e->reg == 2;
        };
        while (!secondRegisterCard() && c->position() < w.timeline()->length())
            QTest::keyClick(&w, Qt::Key_F11);
        QVERIFY(secondRegisterCard());
        QCOMPARE(c->currentEvent()->actor, 0);
        QCOMPARE(c->currentEvent()->card, std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        QCOMPARE(c->state().robots[0].pos, (model::Point{1, 1}));

        // Back at the start (Ctrl+F5) the card is still there.
        QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier);
        QCOMPARE(c->position(), 0);
        QCOMPARE(reg2->currentText(), QStringLiteral("move 3 (840)"));

        // Undone with Ctrl+Z: the stated card again, in the document and the panel.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QCOMPARE(reg2->currentText(), QStringLiteral("move 1 (650)"));
        QCOMPARE(programOf(*w.document(), 0)[1], std::optional<model::Card>(model::Card{model::CardKind::Move1, 650}));
        QCOMPARE(w.document()->scenario(), test::debugScenario());
    }

    void registerEmptiedWithTheKeyboard()
    {
        debugger::DebuggerWindow &w = *m_w;
        const int substeps = w.timeline()->length();
        auto *reg3 = w.findChild<QComboBox *>(QStringLiteral("register3"));
        reg3->setFocus();
        QTest::keyClick(reg3, Qt::Key_Home); // "(empty)", the first entry
        QCOMPARE(reg3->currentText(), QStringLiteral("(empty)"));
        QVERIFY(!programOf(*w.document(), 0)[2]);
        // One card fewer is played, and the user is told what changed.
        QCOMPARE(w.timeline()->length(), substeps - 1);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Setup changed: R1's register 3 is now empty."));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(reg3->currentText(), QStringLiteral("rotate right (400)"));
        QCOMPARE(w.timeline()->length(), substeps);
    }

    void positionAndFacingAtTheStart()
    {
        debugger::DebuggerWindow &w = *m_w;
        debugger::ProgramPanel *panel = w.programPanel();
        auto *x = panel->findChild<QSpinBox *>(QStringLiteral("posX"));
        auto *facing = panel->findChild<QComboBox *>(QStringLiteral("facing"));
        auto *apply = panel->findChild<QPushButton *>(QStringLiteral("applyWhatIf"));
        QVERIFY(x && facing && apply);
        QVERIFY(!apply->isEnabled()); // nothing to apply: the start is edited at once

        // R1 from 1,5 to 3,5: typed and Enter, no Apply.
        typeInto(x, 3);
        QCOMPARE(w.document()->scenario().robots[0].at, (model::Point{3, 5}));
        QCOMPARE(w.controller()->state().robots[0].pos, (model::Point{3, 5}));
        QCOMPARE(x->value(), 3);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Setup changed: R1 starts on 3,5."));
        // Facing east: the arrow key in the combo box.
        facing->setFocus();
        QTest::keyClick(facing, Qt::Key_Down);
        QCOMPARE(facing->currentText(), QStringLiteral("East"));
        QCOMPARE(w.document()->scenario().robots[0].facing, model::Direction::East);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Setup changed: R1 starts facing East."));
        QCOMPARE(w.document()->undoStack()->count(), 2);

        // Play, then back to the start: both are kept.
        QTest::keyClick(&w, Qt::Key_F11, Qt::ShiftModifier);
        QVERIFY(w.controller()->position() > 0);
        QVERIFY(apply->isEnabled());
        QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier);
        QCOMPARE(w.controller()->position(), 0);
        QCOMPARE(x->value(), 3);
        QCOMPARE(facing->currentText(), QStringLiteral("East"));

        // Ctrl+Z undoes the facing, then the position.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(facing->currentText(), QStringLiteral("North"));
        QCOMPARE(x->value(), 3);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(x->value(), 1);
        QCOMPARE(w.document()->scenario(), test::debugScenario());
    }

    void otherFieldsAtTheStart()
    {
        debugger::DebuggerWindow &w = *m_w;
        debugger::ProgramPanel *panel = w.programPanel();
        auto *damage = panel->findChild<QSpinBox *>(QStringLiteral("damage"));
        auto *robot = panel->findChild<QComboBox *>(QStringLiteral("robotPick"));
        robot->setFocus();
        QTest::keyClick(robot, Qt::Key_Down); // R2
        QCOMPARE(robot->currentText(), QStringLiteral("R2"));
        damage->setFocus();
        QTest::keyClick(damage, Qt::Key_Up);
        QTest::keyClick(damage, Qt::Key_Up);
        QCOMPARE(w.document()->scenario().robots[1].damage, 2);
        QCOMPARE(w.document()->undoStack()->count(), 2);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Setup changed: R2 starts with 2 damage."));
        QCOMPARE(damage->value(), 2);
        // Ctrl+Z in the field undoes the document's last edit, not the field's typing.
        QTest::keyClick(damage, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->scenario().robots[1].damage, 1);
        QCOMPARE(damage->value(), 1);
        QCOMPARE(robot->currentText(), QStringLiteral("R2"));
    }

    void refusedAtTheStart()
    {
        // R2 stands on 6,5: R1 cannot start there. Said in the status bar, no box in the way,
        // and the field shows the setup in force again.
        debugger::DebuggerWindow &w = *m_w;
        auto *x = w.programPanel()->findChild<QSpinBox *>(QStringLiteral("posX"));
        typeInto(x, 6);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QCOMPARE(x->value(), 1);
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Setup not changed: ")),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The Setup panel shows the options of the edition chosen: the upgrade options only for an
    // edition with upgrades, those of option cards, power downs and damage points only for the
    // classic one, the others for both. It scrolls instead of pushing the docks below it off the
    // window.
    void upgradeOptionsFollowTheRuleset()
    {
        auto &w = *m_w;
        auto *ruleset = w.findChild<QComboBox *>(QStringLiteral("rulesetPick"));
        auto *scrambler = w.findChild<QCheckBox *>(QStringLiteral("option-scrambler-register-5"));
        auto *classicOption = w.findChild<QCheckBox *>(QStringLiteral("option-belt-transfer"));
        auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("setupScroll"));
        QVERIFY(ruleset && scrambler && classicOption && scroll);
        const auto shown = [&](const char *option) {
            auto *box = w.findChild<QCheckBox *>(QStringLiteral("option-") + QLatin1String(option));
            return box && box->isVisibleTo(scroll->widget());
        };
        const char *classicOnly[] = {"powered-down-lock",  "repair-2005",          "flag-repairs",
                                     "powered-down-fires", "fire-control-printed", "superior-archive-1994",
                                     "rear-laser-mods"};
        const char *both[] = {"belt-transfer", "virtual-start", "ramming-per-square"};
        QCOMPARE(w.document()->scenario().ruleset, std::string("classic"));
        QVERIFY(!scrambler->isVisibleTo(scroll->widget()));
        QVERIFY(classicOption->isVisibleTo(scroll->widget()));
        for (const char *o : classicOnly)
            QVERIFY2(shown(o), o);
        QVERIFY(chooseWithMouse(ruleset, QStringLiteral("2016 edition")));
        QVERIFY(scrambler->isVisibleTo(scroll->widget()));
        for (const char *o : classicOnly)
            QVERIFY2(!shown(o), o);
        for (const char *o : both)
            QVERIFY2(shown(o), o);
        QVERIFY(scroll->minimumSizeHint().height() < scroll->widget()->sizeHint().height());
        scroll->ensureWidgetVisible(scrambler);
        QTest::mouseClick(scrambler, Qt::LeftButton, {}, QPoint(8, scrambler->height() / 2));
        QVERIFY(scrambler->isChecked());
        auto *apply = w.findChild<QPushButton *>(QStringLiteral("applySetup"));
        QVERIFY(apply);
        scroll->ensureWidgetVisible(apply);
        QTest::mouseClick(apply, Qt::LeftButton);
        const model::Scenario &sc = w.document()->scenario();
        QCOMPARE(sc.ruleset, std::string("edition-2016"));
        QVERIFY(sc.options.contains("scrambler-register-5") && sc.options.at("scrambler-register-5"));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->scenario().ruleset, std::string("classic"));
        QVERIFY(!scrambler->isVisibleTo(scroll->widget()));
        for (const char *o : classicOnly)
            QVERIFY2(shown(o), o);
    }
    // A scenario of a ruleset the lists do not offer yet (edition-2023 while it is being built)
    // keeps it: the setup shows it by name and applying the setup does not drop it.
    void aRulesetNotOfferedYetIsKept()
    {
        auto &w = *m_w;
        QString error;
        QVERIFY2(w.openScenario(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-2023/acceptance-e23-token-passes-left.rfscenario"), &error),
                 qPrintable(error));
        auto *ruleset = w.findChild<QComboBox *>(QStringLiteral("rulesetPick"));
        QVERIFY(ruleset);
        QCOMPARE(ruleset->currentData().toString(), QStringLiteral("edition-2023"));
        QCOMPARE(ruleset->currentText(), QStringLiteral("2023 edition"));
        auto *apply = w.findChild<QPushButton *>(QStringLiteral("applySetup"));
        auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("setupScroll"));
        QVERIFY(apply && scroll);
        scroll->ensureWidgetVisible(apply);
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(w.document()->scenario().ruleset, std::string("edition-2023"));
        QVERIFY2(w.document()->scenario().options.empty(), "the 2023 edition has none of the options of sections 7 to 9");
    }

    void laterTheFieldsAreWhatIfs()
    {
        debugger::DebuggerWindow &w = *m_w;
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), 1);
        auto *mode = w.programPanel()->findChild<QLabel *>(QStringLiteral("editModeLabel"));
        QVERIFY(mode->text().contains(QStringLiteral("Apply Here")));
        auto *x = w.programPanel()->findChild<QSpinBox *>(QStringLiteral("posX"));
        typeInto(x, 3);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QCOMPARE(w.document()->scenario().robots[0].at, (model::Point{1, 5}));
        auto *apply = w.programPanel()->findChild<QPushButton *>(QStringLiteral("applyWhatIf"));
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->scenario().whatIfs.size(), std::size_t{1});
        QCOMPARE(w.document()->scenario().whatIfs[0].afterStep, 1);
        QCOMPARE(w.document()->scenario().whatIfs[0].edit.pos, std::optional<model::Point>(model::Point{3, 5}));
        QCOMPARE(w.document()->scenario().robots[0].at, (model::Point{1, 5}));
    }

private:
    std::unique_ptr<debugger::DebuggerWindow> m_w;
};

RF_TEST_MAIN(TestDebuggerSetup)
#include "tst_debuggersetup.moc"
