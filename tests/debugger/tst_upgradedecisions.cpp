// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Decision points of the 2016 upgrades in the debugger (RULES.md 9.2-9.6): the "At Decision
// Points" breakpoint stops at a robot's turn to buy and at a register where a held upgrade could
// act, the Decisions panel offers the choices, a click on one is an undoable edit of the
// scenario, and the shop, the robot table and the robot panel show what play did with it.
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/decisionspanel.h"
#include "debugger/programpanel.h"
#include "debugger/shoppanel.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "models/breakpointmodel.h"
#include "models/robotstatemodel.h"
#include "models/tracemodel.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;

namespace {

QString scenarioPath(const char *name)
{
    return QStringLiteral(RF_TEST_DATA_DIR "/scenarios/upgrades/") + QLatin1String(name);
}

QStringList offerTexts(debugger::DebuggerWindow &w)
{
    QStringList texts;
    // The offers' buttons ("decision0"...), not those of the recorded decisions below them.
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->objectName().startsWith(QLatin1String("decision")))
            texts << button->text();
    return texts;
}

QPushButton *upgradeChoice(debugger::DebuggerWindow &w, const QString &text)
{
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->text() == text)
            return button;
    return nullptr;
}

// Opens `file` in a shown, active window with an "At Decision Points (Any Robot)" breakpoint.
bool openWithDecisionPoints(debugger::DebuggerWindow &w, const QString &file)
{
    QString error;
    if (!w.openScenario(file, &error)) {
        qWarning() << error;
        return false;
    }
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        return false;
    auto *add = w.findChild<QAction *>(QStringLiteral("addDecisionPoint"));
    if (!add)
        return false;
    add->trigger();
    return w.controller()->breakpoints()->rowCount() == 1;
}

// Ctrl+Shift+F5: on to the next decision point.
void continueToDecision(debugger::DebuggerWindow &w)
{
    QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier | Qt::ShiftModifier);
}

bool hasNote(const game::Event &e, game::Code code, int robot)
{
    return std::ranges::any_of(e.notes, [&](const game::Note &n) { return n.code == code && n.robot == robot; });
}

bool traceHasNote(const debugger::DebuggerWindow &w, game::Code code, int robot)
{
    const auto &events = w.timeline()->trace().events;
    return std::ranges::any_of(events, [&](const game::Event &e) { return hasNote(e, code, robot); });
}

} // namespace

class TestUpgradeDecisions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Where the breakpoint stops, in order, and what it offers there.
    void offersAtDecisionPoints_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stops");
        QTest::addColumn<int>("stage");
        QTest::addColumn<QStringList>("offers");
        const int upgrades = static_cast<int>(game::Stage::Upgrades);
        const int reveal = static_cast<int>(game::Stage::Reveal);
        // A stands nearer the antenna: it buys first, and can pay for both cards; B only for Boink.
        QTest::newRow("A's turn to buy") << scenarioPath("shop-two-robots.rfscenario") << 1 << upgrades
                                         << QStringList{QStringLiteral("A: buy Rail Gun (2 energy)"),
                                                        QStringLiteral("A: buy Boink (1 energy)")};
        QTest::newRow("B's turn to buy") << scenarioPath("shop-two-robots.rfscenario") << 2 << upgrades
                                         << QStringList{QStringLiteral("B: buy Boink (1 energy)")};
        // B has no energy and its Boink acts in a register: the next stop is register 1.
        QTest::newRow("Boink in register 1") << scenarioPath("boink-held.rfscenario") << 2 << reveal
                                             << QStringList{QStringLiteral("B: Boink N"), QStringLiteral("B: Boink E"),
                                                            QStringLiteral("B: Boink S"), QStringLiteral("B: Boink W")};
        // Before A's Move 1: Crab Legs to either side.
        QTest::newRow("Crab Legs before a Move 1") << scenarioPath("crab-legs-undecided.rfscenario") << 1
                                                  << static_cast<int>(game::Stage::RobotMoves)
                                                  << QStringList{QStringLiteral("A: Crab Legs to the left"),
                                                                 QStringLiteral("A: Crab Legs to the right")};
        // Before A's Turn Left in register 1: Refresh to every card but Again (it would repeat
        // nothing there); the card is no damage card, so nothing to trash.
        QTest::newRow("Refresh in register 1")
            << scenarioPath("refresh-undecided.rfscenario") << 1 << static_cast<int>(game::Stage::RobotMoves)
            << QStringList{QStringLiteral("A: Refresh: play move 1 instead"),
                           QStringLiteral("A: Refresh: play move 2 instead"),
                           QStringLiteral("A: Refresh: play move 3 instead"),
                           QStringLiteral("A: Refresh: play rotate left instead"),
                           QStringLiteral("A: Refresh: play rotate right instead"),
                           QStringLiteral("A: Refresh: play U-turn instead"),
                           QStringLiteral("A: Refresh: play back up instead")};
    }

    void offersAtDecisionPoints()
    {
        QFETCH(QString, file);
        QFETCH(int, stops);
        QFETCH(int, stage);
        QFETCH(QStringList, offers);
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, file));
        for (int k = 0; k < stops; ++k)
            continueToDecision(w);
        QCOMPARE(w.controller()->lastBreakpoint(), 0);
        QCOMPARE(static_cast<int>(w.controller()->state().cursor.stage), stage);
        QCOMPARE(offerTexts(w), offers);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("decisionsDock"));
        QCOMPARE(dock->windowTitle(), QStringLiteral("Decisions (%1)").arg(offers.size()));
        // The first choice is on screen, not squeezed out by the panels beside it.
        QPushButton *first = upgradeChoice(w, offers.front());
        QVERIFY(first && QTest::qWaitFor([first] { return first->isVisible(); }));
        QVERIFY2(first->visibleRegion().boundingRect().height() >= first->height() / 2,
                 qPrintable(QStringLiteral("the first choice shows %1 of %2 pixels")
                                .arg(first->visibleRegion().boundingRect().height())
                                .arg(first->height())));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        w.grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/upgrade-decisions-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    }

    // The choices of cards (RULES.md 9.5-9.7), one file each with its decision taken out: the
    // debugger offers the file's choice at a decision point (`stops` continues; 0: the opening
    // position, before the programming phase), a click plays the game the file plays, Ctrl+Z
    // plays the game without it.
    void cardChoicesClickedThenUndone_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stops");
        QTest::addColumn<QString>("offer");
        QTest::newRow("Refresh") << scenarioPath("refresh-changes-card.rfscenario") << 1
                                 << QStringLiteral("A: Refresh: play move 2 instead");
        QTest::newRow("Refresh trashing a SPAM")
            << scenarioPath("refresh-trashes-spam.rfscenario") << 1
            << QStringLiteral("A: Refresh: play move 1 instead, the damage card back to its pile");
        QTest::newRow("routine drawn by a SPAM") << scenarioPath("sandbox-routine-drawn-decision.rfscenario") << 1
                                                 << QStringLiteral("A: play Sandbox Routine as move 2");
        QTest::newRow("damage card from an empty pile")
            << QStringLiteral(RF_TEST_DATA_DIR
                              "/scenarios/acceptance-upgrades/acceptance-damage-pile-empty-pick.rfscenario")
            << 1 << QStringLiteral("A: take Trojan Horse instead");
        QTest::newRow("Defrag Gizmo") << scenarioPath("defrag-gizmo-returns-damage.rfscenario") << 0
                                      << QStringLiteral("A: Defrag Gizmo: return SPAM from the hand and draw a card");
        QTest::newRow("Memory Swap")
            << scenarioPath("memory-swap-default.rfscenario") << 0
            << QStringLiteral("A: Memory Swap: draw 3 cards and put the same 3 back on top, in the order drawn");
        QTest::newRow("Cache Memory") << scenarioPath("cache-memory-one-card.rfscenario") << 0
                                      << QStringLiteral("A: Cache Memory: keep back up on top of the draw pile");
    }

    void cardChoicesClickedThenUndone()
    {
        QFETCH(QString, file);
        QFETCH(int, stops);
        QFETCH(QString, offer);
        auto sc = io::readScenarioFile(file);
        QVERIFY(sc);
        const model::Decision wanted = sc->robots[0].turns.at(0).decisions.at(0);
        auto decided = sim::Replay::create(*sc);
        QVERIFY(decided);
        sc->robots[0].turns.at(0).decisions.clear();
        auto undecided = sim::Replay::create(*sc);
        QVERIFY(undecided);
        QTemporaryDir dir;
        const QString open = dir.filePath(QStringLiteral("undecided.rfscenario"));
        QVERIFY(io::writeScenarioFile(open, *sc));

        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, open));
        for (int k = 0; k < stops; ++k)
            continueToDecision(w);
        const int at = w.controller()->position();
        QPushButton *button = upgradeChoice(w, offer);
        QVERIFY2(button, qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        // A breakpoint brings the Decisions to the front; at the opening position the user does.
        w.findChild<QDockWidget *>(QStringLiteral("decisionsDock"))->raise();
        QVERIFY(QTest::qWaitFor([button] { return button->isVisible(); }));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        w.grab().save(
            QStringLiteral(RF_SCREENSHOT_DIR "/card-choice-%1.png")
                .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        const auto &made = w.document()->scenario().robots[0].turns.at(0).decisions;
        QCOMPARE(made.size(), std::size_t{1});
        QVERIFY(made.front() == wanted);
        QCOMPARE(w.controller()->position(), at);
        QVERIFY(!upgradeChoice(w, offer)); // decided: not asked again
        w.controller()->runToEnd();
        QVERIFY(w.controller()->state().robots == decided->stateAt(decided->length()).robots);

        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QVERIFY(w.document()->scenario().robots[0].turns.at(0).decisions.empty());
        w.controller()->runToEnd();
        QVERIFY(w.controller()->state().robots == undecided->stateAt(undecided->length()).robots);
        w.controller()->setPosition(at);
        QVERIFY(upgradeChoice(w, offer));
    }

    // Defrag Gizmo held with no damage card in the hand play will draw: nothing is offered before
    // the programming phase, and the panel says so.
    void noDefragWithoutDamageCard()
    {
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, scenarioPath("defrag-gizmo-no-damage-in-hand.rfscenario")));
        QCOMPARE(w.controller()->position(), 0);
        QCOMPARE(w.controller()->state().cursor.stage, game::Stage::Deal);
        QVERIFY(offerTexts(w).isEmpty());
        const auto labels = w.decisionsPanel()->findChildren<QLabel *>();
        QVERIFY(std::ranges::any_of(labels, [](const QLabel *l) {
            return l->text() == QStringLiteral("No robot has a choice to make before the next substep.");
        }));
    }

    // A purchase and a Boink chosen with clicks, played, then both undone with Ctrl+Z.
    void buyAndBoinkThenUndo()
    {
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, scenarioPath("boink-held.rfscenario")));
        auto *shopDock = w.findChild<QDockWidget *>(QStringLiteral("shopDock"));
        QVERIFY(shopDock && shopDock->isVisible());

        // The shop substep has refilled nothing (bought last round): A's turn to buy.
        continueToDecision(w);
        const int buyAt = w.controller()->position();
        QCOMPARE(w.controller()->state().cursor.stage, game::Stage::Upgrades);
        QTableWidget *shop = w.shopPanel()->table();
        QCOMPARE(shop->rowCount(), 2);
        QCOMPARE(shop->item(0, 0)->text(), QStringLiteral("Rail Gun"));
        QCOMPARE(shop->item(0, 1)->text(), QStringLiteral("2 energy"));
        QCOMPARE(shop->item(1, 0)->text(), QStringLiteral("Zoop"));
        QPushButton *buy = upgradeChoice(w, QStringLiteral("A: buy Rail Gun (2 energy)"));
        QVERIFY2(buy, qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        QTest::mouseClick(buy, Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        const auto &decisionsA = w.document()->scenario().robots[0].turns.at(0).decisions;
        QCOMPARE(decisionsA.size(), std::size_t{1});
        QCOMPARE(decisionsA.front().use, model::DecisionUse::Buy);
        QCOMPARE(decisionsA.front().when, model::DecisionTime::UpgradePhase);
        QCOMPARE(decisionsA.front().upgrade, model::UpgradeId::RailGun);
        QCOMPARE(w.controller()->position(), buyAt);
        QVERIFY(offerTexts(w).isEmpty()); // decided: nothing left to ask

        // F11 plays A's purchase: the trace says so, the shop slot empties, A holds the Rail Gun.
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), buyAt + 1);
        QVERIFY(hasNote(*w.controller()->currentEvent(), game::Code::UpgradeBought, 0));
        QCOMPARE(w.traceModel()->indexForEvent(buyAt).data().toString(), QStringLiteral("Purchase: A"));
        auto *explanation = w.findChild<QTextBrowser *>();
        QVERIFY(explanation->toPlainText().contains(QStringLiteral("A buys Rail Gun for 2 energy")));
        QCOMPARE(shop->item(0, 0)->text(), QStringLiteral("(empty)"));
        auto *robots = qobject_cast<QTableView *>(w.findChild<QDockWidget *>(QStringLiteral("robotsDock"))->widget());
        QVERIFY(!robots->isColumnHidden(editor::RobotStateModel::Upgrades));
        QVERIFY(robots->isColumnHidden(editor::RobotStateModel::Options)); // renegade has no option cards
        QCOMPARE(robots->model()->index(0, editor::RobotStateModel::Upgrades).data().toString(),
                 QStringLiteral("Rail Gun (permanent)"));
        QCOMPARE(robots->model()->index(0, editor::RobotStateModel::Energy).data().toString(), QStringLiteral("1"));
        QCOMPARE(robots->model()->index(1, editor::RobotStateModel::Upgrades).data().toString(),
                 QStringLiteral("Boink (temporary)"));
        QCOMPARE(w.programPanel()->findChild<QLabel *>(QStringLiteral("upgradesLabel"))->text(),
                 QStringLiteral("Rail Gun (permanent)"));
        QCOMPARE(w.programPanel()->findChild<QLabel *>(QStringLiteral("energyLabel"))->text(), QStringLiteral("1"));

        // On to register 1, where B could Boink: it steps south after its card.
        continueToDecision(w);
        const int boinkAt = w.controller()->position();
        QCOMPARE(w.controller()->state().cursor.stage, game::Stage::Reveal);
        QPushButton *boink = upgradeChoice(w, QStringLiteral("B: Boink S"));
        QVERIFY2(boink, qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        QTest::mouseClick(boink, Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 2);
        const auto &decisionsB = w.document()->scenario().robots[1].turns.at(0).decisions;
        QCOMPARE(decisionsB.size(), std::size_t{1});
        QCOMPARE(decisionsB.front().upgrade, model::UpgradeId::Boink);
        QCOMPARE(decisionsB.front().reg, 1);
        QCOMPARE(decisionsB.front().dir, std::optional(model::Direction::South));
        QCOMPARE(w.controller()->position(), boinkAt);
        QTest::keyClick(&w, Qt::Key_F11, Qt::ShiftModifier); // step out: to the end of register 1
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{6, 4}));
        QVERIFY(w.controller()->state().robots[1].upgrades.empty());
        QVERIFY(traceHasNote(w, game::Code::UpgradeBought, 0));

        // Ctrl+Z twice: both choices are gone from the scenario, and from play.
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(w.document()->scenario().robots[1].turns.empty() ||
                w.document()->scenario().robots[1].turns[0].decisions.empty());
        QCOMPARE(w.document()->scenario().robots[0].turns.at(0).decisions.size(), std::size_t{1});
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QVERIFY(w.document()->scenario().robots[0].turns.empty() ||
                w.document()->scenario().robots[0].turns[0].decisions.empty());
        QVERIFY(!traceHasNote(w, game::Code::UpgradeBought, 0));
        w.controller()->runToEnd();
        QCOMPARE(w.controller()->state().robots[1].pos, (model::Point{6, 3}));
        QCOMPARE(w.controller()->state().robots[0].energy, 3);
        w.controller()->setPosition(buyAt);
        QVERIFY(upgradeChoice(w, QStringLiteral("A: buy Rail Gun (2 energy)")));
    }

    // Without upgrades the shop's dock stays hidden, and the panel says there is no shop.
    void noShopWithoutUpgrades()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.openScenario(
            QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance/acceptance-belt-converge.rfscenario")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.findChild<QDockWidget *>(QStringLiteral("shopDock"))->isVisible());
        QVERIFY(!w.shopPanel()->table()->isVisibleTo(w.shopPanel()));
        auto *robots = qobject_cast<QTableView *>(w.findChild<QDockWidget *>(QStringLiteral("robotsDock"))->widget());
        QVERIFY(robots->isColumnHidden(editor::RobotStateModel::Upgrades));
        // Opening a game with upgrades shows it.
        QVERIFY(w.openScenario(scenarioPath("shop-two-robots.rfscenario")));
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("shopDock"))->isVisible());
        QVERIFY(w.shopPanel()->table()->isVisibleTo(w.shopPanel()));
    }
};

RF_TEST_MAIN(TestUpgradeDecisions)
#include "tst_upgradedecisions.moc"
