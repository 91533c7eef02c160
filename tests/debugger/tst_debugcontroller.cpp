// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger controller on a scripted scenario, on the replay of a scenario document: stepping
// lands on the right substep, every position holds the state a fresh simulator reaches,
// breakpoints stop where they should, the trace model is a valid tree in sync with the position,
// and what-if edits (undo commands of the document) replay and undo.
#include "../sim/debugscenario.h"
#include "commands/scenariocommands.h"
#include "debugger/debugcontroller.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "models/robotstatemodel.h"
#include "models/tracemodel.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using debugger::DebugController;
using editor::Breakpoint;
using game::EventKind;

namespace {

constexpr int kEvents = 43;

EventKind kindAt(const DebugController &c) { return c.currentEvent() ? c.currentEvent()->kind : EventKind::Deal; }

} // namespace

class TestDebugController : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_doc = std::make_unique<editor::ScenarioDocument>();
        const auto reset = m_doc->resetScenario(test::debugScenario());
        QVERIFY2(reset, reset ? "" : text::scenarioErrorText(reset.error()).c_str());
        m_timeline = std::make_unique<editor::Timeline>();
        m_timeline->setReplay(&m_doc->replay());
        QObject::connect(m_doc.get(), &editor::ScenarioDocument::scenarioChanged, m_timeline.get(), &editor::Timeline::replayChanged);
        m_c = std::make_unique<DebugController>(m_timeline.get());
    }
    void cleanup()
    {
        m_c.reset();
        m_timeline.reset();
        m_doc.reset();
    }

    void recordsTheWholeTurn()
    {
        QCOMPARE(m_c->eventCount(), kEvents);
        QCOMPARE(m_c->position(), 0);
        QVERIFY(m_c->currentEvent() == nullptr);
        // The final state is what the runner plays.
        const auto run = sim::runScenario(test::debugScenario());
        QVERIFY(run);
        QVERIFY(m_timeline->stateAt(kEvents) == run->finalState);
    }

    void everyPositionMatchesAFreshSimulator()
    {
        auto sim = sim::Simulator::create(test::debugScenario());
        QVERIFY(sim);
        for (int p = 0; p <= kEvents; ++p) {
            QVERIFY2(m_timeline->stateAt(p) == sim->state(), qPrintable(QStringLiteral("position %1").arg(p)));
            sim->step();
        }
    }

    void stepping()
    {
        QSignalSpy moved(m_timeline.get(), &editor::Timeline::positionChanged);
        m_c->stepSubstep();
        QCOMPARE(m_c->position(), 1);
        QCOMPARE(kindAt(*m_c), EventKind::Deal);
        m_c->stepOver(); // register 1, reveal phase (one substep)
        QCOMPARE(m_c->position(), 2);
        QCOMPARE(kindAt(*m_c), EventKind::Reveal);
        m_c->stepOver(); // both robots' cards
        QCOMPARE(m_c->position(), 4);
        QCOMPARE(kindAt(*m_c), EventKind::Card);
        QCOMPARE(m_c->currentEvent()->actor, 1); // R2 (500) after R1 (660)
        m_c->stepOver(); // express belts, belts, gears
        QCOMPARE(m_c->position(), 7);
        QCOMPARE(kindAt(*m_c), EventKind::Gears);
        m_c->stepSubstep();
        QCOMPARE(kindAt(*m_c), EventKind::Lasers);
        m_c->stepBack();
        QCOMPARE(m_c->position(), 7);
        QCOMPARE(kindAt(*m_c), EventKind::Gears);
        m_c->stepOut(); // to the end of register 1
        QCOMPARE(m_c->position(), 9);
        QCOMPARE(kindAt(*m_c), EventKind::Checkpoints);
        QCOMPARE(m_c->currentEvent()->reg, 1);
        m_c->stepOut(); // the whole of register 2
        QCOMPARE(m_c->position(), 17);
        QCOMPARE(m_c->currentEvent()->reg, 2);
        QCOMPARE(kindAt(*m_c), EventKind::Checkpoints);
        m_c->runToEnd();
        QCOMPARE(m_c->position(), kEvents);
        QCOMPARE(kindAt(*m_c), EventKind::Cleanup);
        m_c->stepSubstep(); // nothing after the end
        QCOMPARE(m_c->position(), kEvents);
        m_c->reset();
        QCOMPARE(m_c->position(), 0);
        m_c->stepOut(); // outside a register: the end of the turn
        QCOMPARE(m_c->position(), kEvents);
        QCOMPARE(moved.count(), 11);
        // R1 moved north twice in registers 1 and 2 and was shot by the row-3 laser.
        QCOMPARE(m_timeline->stateAt(17).robots[0].pos, (model::Point{1, 3}));
        QCOMPARE(m_timeline->stateAt(17).robots[0].damage, 1);
    }

    void breakpointOnKind()
    {
        m_c->breakpoints()->add(Breakpoint{Breakpoint::Type::SubstepKind, EventKind::Lasers});
        QSignalSpy hit(m_c.get(), &DebugController::breakpointHit);
        m_c->continueRun();
        QCOMPARE(m_c->position(), 8);
        QCOMPARE(kindAt(*m_c), EventKind::Lasers);
        QCOMPARE(m_c->currentEvent()->reg, 1);
        QCOMPARE(hit.count(), 1);
        m_c->continueRun();
        QCOMPARE(m_c->position(), 16);
        QCOMPARE(m_c->currentEvent()->reg, 2);
        // Step over stops at breakpoints too; a disabled one does not stop.
        QVERIFY(m_c->breakpoints()->setData(m_c->breakpoints()->index(0), QVariant(int(Qt::Unchecked)), Qt::CheckStateRole));
        m_c->continueRun();
        QCOMPARE(m_c->position(), kEvents);
        QCOMPARE(m_c->lastBreakpoint(), -1);
    }

    void breakpointOnRobots_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("robot");
        QTest::addColumn<int>("expected"); // position reached from the start
        // R1's first card (register 1, the first card) moves it.
        QTest::newRow("R1 moves") << int(Breakpoint::Type::RobotMoved) << 0 << 3;
        // R2's first card: position 4; it is carried by the belt in register 1's belts substep (6).
        QTest::newRow("R2 moves") << int(Breakpoint::Type::RobotMoved) << 1 << 4;
        // R1 is first shot in register 2 (at 1,3).
        QTest::newRow("R1 damaged") << int(Breakpoint::Type::RobotDamaged) << 0 << 16;
        QTest::newRow("any damaged") << int(Breakpoint::Type::RobotDamaged) << -1 << 16;
        QTest::newRow("R2 never damaged") << int(Breakpoint::Type::RobotDamaged) << 1 << kEvents;
        QTest::newRow("nobody destroyed") << int(Breakpoint::Type::RobotDestroyed) << -1 << kEvents;
    }
    void breakpointOnRobots()
    {
        QFETCH(int, type);
        QFETCH(int, robot);
        QFETCH(int, expected);
        Breakpoint b;
        b.type = static_cast<Breakpoint::Type>(type);
        b.robot = robot;
        m_c->breakpoints()->add(b);
        m_c->continueRun();
        QCOMPARE(m_c->position(), expected);
    }

    void breakpointOnCell()
    {
        // R2 is carried from 5,5 to 4,5 by the belt in register 1.
        Breakpoint b;
        b.type = Breakpoint::Type::CellEntered;
        b.cell = {4, 5};
        m_c->breakpoints()->add(b);
        m_c->continueRun();
        QCOMPARE(kindAt(*m_c), EventKind::Belts);
        QCOMPARE(m_c->position(), 6);
        QCOMPARE(m_c->state().robots[1].pos, (model::Point{4, 5}));
    }

    void destroyedBreakpoint()
    {
        model::Scenario sc = test::debugScenario();
        // R2 turns north at 6,5 and walks into the pit at 6,0... too far: put it next to the pit.
        sc.robots[1].at = {6, 1};
        sc.robots[1].facing = model::Direction::North;
        QVERIFY(m_doc->resetScenario(sc));
        Breakpoint b;
        b.type = Breakpoint::Type::RobotDestroyed;
        m_c->breakpoints()->add(b);
        m_c->continueRun();
        QVERIFY(m_c->position() < m_c->eventCount());
        QCOMPARE(kindAt(*m_c), EventKind::Card);
        QCOMPARE(m_c->currentEvent()->actor, 1);
        QVERIFY(m_c->state().robots[1].destroyed);
        QCOMPARE(m_c->state().robots[1].cause, game::DestroyCause::Pit);
    }

    void traceModel()
    {
        editor::TraceModel model(m_timeline.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1); // turn 1
        const QModelIndex turn = model.index(0, 0);
        QCOMPARE(model.data(turn).toString(), QStringLiteral("Turn 1"));
        QCOMPARE(model.rowCount(turn), 7); // deal, registers 1-5, end of turn
        const QModelIndex reg1 = model.index(1, 0, turn);
        QCOMPARE(model.data(reg1).toString(), QStringLiteral("Register 1"));
        QCOMPARE(model.rowCount(reg1), 5); // A reveal, B robots, C board elements, D lasers, E checkpoints
        for (int e = 0; e < kEvents; ++e) {
            const QModelIndex i = model.indexForEvent(e);
            QVERIFY(i.isValid());
            QCOMPARE(model.positionForIndex(i), e + 1);
        }
        // Clicking a register jumps to its first substep; the current row is bold.
        QCOMPARE(model.positionForIndex(reg1), 2);
        m_c->setPosition(5);
        QVERIFY(model.data(model.indexForEvent(4), Qt::FontRole).value<QFont>().bold());
        QVERIFY(model.data(reg1, Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.data(model.indexForEvent(5), Qt::FontRole).isValid());
        // A what-if replay resets the model; the tester checks the reset.
        model::RobotEdit edit;
        edit.damage = 3;
        QVERIFY(!editor::editRobot(*m_doc, m_c->position(), 0, edit));
        QCOMPARE(model.rowCount(model.index(0, 0)), 7);
        m_doc->undoStack()->undo();
        QCOMPARE(model.rowCount(model.index(0, 0)), 7);
    }

    void robotTableHighlightsChanges()
    {
        editor::RobotStateModel model(m_timeline.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        m_c->setPosition(16); // register 2 lasers: R1 damaged
        using Col = editor::RobotStateModel::Column;
        QCOMPARE(model.data(model.index(0, Col::Damage)).toString(), QStringLiteral("1"));
        QVERIFY(model.data(model.index(0, Col::Damage), editor::RobotStateModel::ChangedRole).toBool());
        QVERIFY(!model.data(model.index(0, Col::Position), editor::RobotStateModel::ChangedRole).toBool());
        QVERIFY(!model.data(model.index(1, Col::Damage), editor::RobotStateModel::ChangedRole).toBool());
        m_c->setPosition(3); // R1's first card
        QVERIFY(model.data(model.index(0, Col::Position), editor::RobotStateModel::ChangedRole).toBool());
        QCOMPARE(model.data(model.index(0, Col::Position)).toString(), QStringLiteral("1,4"));
    }

    void whatIfReplaysAndUndoRestores()
    {
        const std::string before = text::traceText(m_timeline->trace());
        const game::GameState endBefore = m_timeline->stateAt(kEvents);
        m_c->setPosition(9); // after register 1
        const game::GameState at8 = m_timeline->stateAt(8);
        model::RobotEdit edit;
        edit.pos = model::Point{3, 4};
        edit.facing = model::Direction::West;
        QSignalSpy reset(m_timeline.get(), &editor::Timeline::reset);
        QVERIFY(!editor::editRobot(*m_doc, m_c->position(), 0, edit));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(m_c->position(), 9);
        // The past is kept, the rest replayed from the edited state.
        QVERIFY(m_timeline->stateAt(8) == at8);
        QCOMPARE(m_timeline->stateAt(9).robots[0].pos, (model::Point{3, 4}));
        QCOMPARE(m_timeline->stateAt(9).robots[0].facing, model::Direction::West);
        QCOMPARE(m_c->eventCount(), kEvents);
        // Register 2: R1 moves 1 west from 3,4 to 2,4 (no longer into the laser row).
        m_c->stepOver();
        m_c->stepOver();
        QCOMPARE(m_c->state().robots[0].pos, (model::Point{2, 4}));
        QVERIFY(!(m_timeline->stateAt(kEvents) == endBefore));
        QCOMPARE(m_timeline->stateAt(kEvents).robots[0].damage, 0);
        const std::string after = text::traceText(m_timeline->trace());
        QVERIFY(after != before);
        // The trace before the edit point is unchanged.
        QCOMPARE(after.substr(0, 200), before.substr(0, 200));

        m_doc->undoStack()->undo();
        QCOMPARE(text::traceText(m_timeline->trace()), before);
        QVERIFY(m_timeline->stateAt(kEvents) == endBefore);
        QCOMPARE(m_c->position(), 9);
        m_doc->undoStack()->redo();
        QCOMPARE(text::traceText(m_timeline->trace()), after);
    }

    void whatIfCard()
    {
        m_c->setPosition(1); // after the deal
        model::RobotEdit edit;
        edit.card = std::make_pair(2, std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        QVERIFY(!editor::editRobot(*m_doc, m_c->position(), 0, edit));
        // Register 2's cards: R1 now plays move 3 (840) first.
        m_c->setPosition(11);
        QCOMPARE(kindAt(*m_c), EventKind::Card);
        QCOMPARE(m_c->currentEvent()->actor, 0);
        QCOMPARE(m_c->currentEvent()->card, std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        QCOMPARE(m_c->state().robots[0].pos, (model::Point{1, 1}));
        // Before the first deal the edit goes into the scenario's program.
        m_doc->undoStack()->undo();
        m_c->setPosition(0);
        edit.card = std::make_pair(1, std::optional<model::Card>(model::Card{model::CardKind::RotateLeft, 410}));
        QVERIFY(!editor::editRobot(*m_doc, m_c->position(), 0, edit));
        QCOMPARE(m_doc->scenario().robots[0].turns.at(0).program->at(0), std::optional<model::Card>(model::Card{model::CardKind::RotateLeft, 410}));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->scenario(), test::debugScenario());
    }

    void badEdits()
    {
        m_c->setPosition(4);
        model::RobotEdit off;
        off.pos = model::Point{9, 9};
        const auto outside = editor::editRobot(*m_doc, m_c->position(), 0, off);
        QVERIFY(outside);
        QVERIFY(text::scenarioErrorText(*outside).find("outside") != std::string::npos);
        model::RobotEdit onOther;
        onOther.pos = m_c->state().robots[1].pos;
        QVERIFY(editor::editRobot(*m_doc, m_c->position(), 0, onOther));
        QVERIFY(editor::editRobot(*m_doc, m_c->position(), 5, model::RobotEdit{}));
        QCOMPARE(m_doc->undoStack()->count(), 0);
    }

    void playStopsAtBreakpoint()
    {
        m_c->setSpeed(100);
        m_c->breakpoints()->add(Breakpoint{Breakpoint::Type::SubstepKind, EventKind::Gears});
        QSignalSpy playing(m_c.get(), &DebugController::playingChanged);
        m_c->play();
        QVERIFY(m_c->playing());
        QCOMPARE(playing.count(), 1);
        // The pause at the breakpoint (QTRY_* does not compile warning-free with -Wconversion).
        QVERIFY(playing.wait(5000));
        QVERIFY(!m_c->playing());
        QCOMPARE(m_c->position(), 7);
        QCOMPARE(playing.count(), 2);
    }

private:
    std::unique_ptr<editor::ScenarioDocument> m_doc;
    std::unique_ptr<editor::Timeline> m_timeline;
    std::unique_ptr<DebugController> m_c;
};

RF_TEST_MAIN(TestDebugController)
#include "tst_debugcontroller.moc"
