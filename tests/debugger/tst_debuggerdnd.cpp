// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Drag and drop in the debugger window: cards from the deck (classic priorities shown) fill
// register slots as undoable what-if edits, locked registers refuse them, and robots dragged
// from the robot list onto the board are placed (or added) there, undoably.
#include "debugger/debugcontroller.h"
#include "debugger/debuggerdnd.h"
#include "debugger/debuggeritems.h"
#include "debugger/debuggerwindow.h"
#include "document/scenariodocument.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "../sim/debugscenario.h"

#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGraphicsView>
#include <QMimeData>
#include <QSet>
#include <QTest>
#include <QUndoStack>

#include <memory>

#include "testmain.h"

using namespace rf;

namespace {

// The MIME data a drag of `item` carries (what QListWidget hands to QDrag).
std::unique_ptr<QMimeData> dragOf(QListWidget *list, QListWidgetItem *item)
{
    return std::unique_ptr<QMimeData>(list->model()->mimeData({list->indexFromItem(item)}));
}

QListWidgetItem *itemWithText(QListWidget *list, const QString &text)
{
    const auto found = list->findItems(text, Qt::MatchExactly);
    return found.isEmpty() ? nullptr : found.front();
}

// Sends drag-enter then drop; returns whether the target accepted the drag.
bool dropOn(QWidget *target, const QMimeData *mime, QPoint at, bool *dropped = nullptr)
{
    QDragEnterEvent enter(at, Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    QDropEvent drop(QPointF(at), Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    if (dropped)
        *dropped = drop.isAccepted();
    return enter.isAccepted();
}

QPoint cellInView(QGraphicsView *view, model::Point c)
{
    return view->mapFromScene(editor::cellCentre(c));
}

} // namespace

class TestDebuggerDnd : public QObject {
    Q_OBJECT
private slots:
    void cardOntoRegister()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        auto *deck = w.findChild<QListWidget *>(QStringLiteral("deckList"));
        QVERIFY(deck);
        QCOMPARE(deck->count(), 84); // the classic deck, priorities shown
        QListWidgetItem *move3 = itemWithText(deck, QStringLiteral("move 3 (840)"));
        QVERIFY(move3);
        w.controller()->setPosition(1); // after the deal
        auto *reg2 = w.findChild<QComboBox *>(QStringLiteral("register2"));
        QVERIFY(reg2);
        const auto mime = dragOf(deck, move3);
        bool dropped = false;
        QVERIFY(dropOn(reg2, mime.get(), QPoint(5, 5), &dropped));
        QVERIFY(dropped);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        // Register 2: R1 now plays move 3 (840) first, from 1,4 to 1,1.
        w.controller()->setPosition(11);
        QCOMPARE(w.controller()->currentEvent()->actor, 0);
        QCOMPARE(w.controller()->currentEvent()->card, std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        QCOMPARE(w.controller()->state().robots[0].pos, (model::Point{1, 1}));
        QCOMPARE(reg2->currentText(), QStringLiteral("move 3 (840)"));
        w.document()->undoStack()->undo();
        // Undone: R2's move 2 (680) comes first again in register 2.
        w.controller()->setPosition(11);
        QCOMPARE(w.controller()->currentEvent()->actor, 1);
        QCOMPARE(w.controller()->currentEvent()->card, std::optional<model::Card>(model::Card{model::CardKind::Move2, 680}));
        // Other data is not a card.
        QMimeData text;
        text.setText(QStringLiteral("move3:840"));
        QVERIFY(!dropOn(reg2, &text, QPoint(5, 5)));
    }

    void lockedRegisterRefusesCards()
    {
        model::Scenario sc = test::debugScenario();
        sc.robots[0].damage = 5; // register 5 locks at the deal
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(sc));
        w.controller()->setPosition(1);
        auto *reg5 = w.findChild<QComboBox *>(QStringLiteral("register5"));
        auto *reg4 = w.findChild<QComboBox *>(QStringLiteral("register4"));
        QVERIFY(reg5->toolTip().contains(QStringLiteral("Locked")));
        QVERIFY(!reg4->toolTip().contains(QStringLiteral("Locked")));
        auto *deck = w.findChild<QListWidget *>(QStringLiteral("deckList"));
        const auto mime = dragOf(deck, deck->item(0));
        bool dropped = true;
        QVERIFY(!dropOn(reg5, mime.get(), QPoint(5, 5), &dropped));
        QVERIFY(!dropped);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QVERIFY(dropOn(reg4, mime.get(), QPoint(5, 5)));
        QCOMPARE(w.document()->undoStack()->count(), 1);
    }

    // Robots without a stated program are dealt a hand each turn: the program panel lists it
    // (the program is drawn from it) and its cards can be dragged onto the registers too.
    void cardFromTheDealtHand()
    {
        debugger::DebuggerWindow w;
        QString error;
        QVERIFY2(w.openScenario(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), &error), qPrintable(error));
        auto *hand = w.findChild<QListWidget *>(QStringLiteral("handList"));
        QVERIFY(hand);
        w.controller()->setPosition(1); // after the deal of turn 1
        QCOMPARE(hand->count(), 9);     // 9 cards at 0 damage
        const game::RobotState &r = w.controller()->state().robots[0];
        QSet<QString> dealt;
        for (int i = 0; i < hand->count(); ++i)
            dealt.insert(hand->item(i)->data(Qt::UserRole).toString());
        for (const auto &card : r.program) {
            QVERIFY(card);
            QVERIFY2(dealt.contains(QString::fromStdString(model::cardText(*card))), model::cardText(*card).c_str());
        }
        auto *reg1 = w.findChild<QComboBox *>(QStringLiteral("register1"));
        QListWidgetItem *last = hand->item(hand->count() - 1);
        const QString text = last->text();
        const auto mime = dragOf(hand, last);
        QVERIFY(dropOn(reg1, mime.get(), QPoint(5, 5)));
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.controller()->setPosition(1);
        QCOMPARE(reg1->currentText(), text);
    }

    void robotOntoBoard()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QGraphicsView *view = w.view();
        view->fitInView(view->sceneRect(), Qt::KeepAspectRatio);
        auto *robots = w.findChild<QListWidget *>(QStringLiteral("robotList"));
        QVERIFY(robots);
        QCOMPARE(robots->count(), 3); // R1, R2, New robot
        // Move R2 to 3,3 before the game starts: the scenario changes, undoably.
        const auto moveR2 = dragOf(robots, itemWithText(robots, QStringLiteral("R2")));
        QVERIFY(dropOn(view->viewport(), moveR2.get(), cellInView(view, {3, 3})));
        QCOMPARE(w.document()->scenario().robots[1].at, (model::Point{3, 3}));
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{3, 3}));
        // A new robot dropped on 0,0 joins the game as R3.
        const auto add = dragOf(robots, itemWithText(robots, QStringLiteral("New robot")));
        QVERIFY(dropOn(view->viewport(), add.get(), cellInView(view, {0, 0})));
        QCOMPARE(w.document()->scenario().robots.size(), std::size_t{3});
        QCOMPARE(w.document()->scenario().robots[2].name, std::string("R3"));
        QCOMPARE(w.document()->scenario().robots[2].at, (model::Point{0, 0}));
        QCOMPARE(robots->count(), 4);
        // Outside the board nothing is accepted.
        QVERIFY(!dropOn(view->viewport(), moveR2.get(), cellInView(view, {-1, 3})));
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario(), test::debugScenario());
    }
};

RF_TEST_MAIN(TestDebuggerDnd)
#include "tst_debuggerdnd.moc"
