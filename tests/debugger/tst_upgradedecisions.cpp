// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Decision points of the 2016 upgrades in the debugger (RULES.md 9.2-9.6): the "At Decision
// Points" breakpoint stops at a robot's turn to buy and at a register where a held upgrade could
// act, the Decisions panel offers the choices, a click on one is an undoable edit of the
// scenario, and the shop, the robot table and the robot panel show what play did with it.
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/decisionspanel.h"
#include "decisionpointsui.h"
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
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using debuggertest::offerTexts;
using debuggertest::openWithDecisionPoints;

namespace {

QString shippedScenario(const QString &name)
{
    return QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/") + name + QStringLiteral(".rfscenario");
}

// The tab bar of the docks beside the explanation, and the title of the tab in front.
QTabBar *explanationTabs(debugger::DebuggerWindow &w)
{
    for (QTabBar *t : w.findChildren<QTabBar *>())
        for (int i = 0; i < t->count(); ++i)
            if (t->tabText(i) == QLatin1String("Explanation"))
                return t;
    return nullptr;
}

QString tabInFront(debugger::DebuggerWindow &w)
{
    QTabBar *tabs = explanationTabs(w);
    return tabs ? tabs->tabText(tabs->currentIndex()) : QString();
}

// A click on the tab whose title starts with `title`.
bool clickTab(debugger::DebuggerWindow &w, const QString &title)
{
    QTabBar *tabs = explanationTabs(w);
    for (int i = 0; tabs && i < tabs->count(); ++i)
        if (tabs->tabText(i).startsWith(title)) {
            QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(i).center());
            return tabInFront(w).startsWith(title);
        }
    return false;
}

QString scenarioPath(const char *name)
{
    return QStringLiteral(RF_TEST_DATA_DIR "/scenarios/upgrades/") + QLatin1String(name);
}

QPushButton *upgradeChoice(debugger::DebuggerWindow &w, const QString &text)
{
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->text() == text)
            return button;
    return nullptr;
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

    // Change... on a recorded decision removes it and lands where the robot was asked (here
    // before the robots move, two substeps before the lasers where it acted), with the choices
    // offered and the Decisions tab in front; choosing again there keeps that substep.
    void changeLandsOnTheDecisionPoint_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("asked");
        QTest::addColumn<QString>("offer");
        // Red's Blue Screen of Death, a choice of register 1.
        QTest::newRow("Worm pile empty") << QStringLiteral("upgrade-worm-pile-empty") << 2
                                         << QStringLiteral("Red: Blue Screen of Death at Blue");
        // Blue's damage card from the empty Trojan Horse pile.
        QTest::newRow("Trojan pile empty")
            << QStringLiteral("upgrade-trojan-pile-empty") << 2 << QStringLiteral("Blue: take SPAM instead");
    }

    void changeLandsOnTheDecisionPoint()
    {
        QFETCH(QString, name);
        QFETCH(int, asked);
        QFETCH(QString, offer);
        debugger::DebuggerWindow w;
        QVERIFY(w.openScenario(shippedScenario(name)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const model::Scenario before = w.document()->scenario();
        QVERIFY(clickTab(w, QStringLiteral("Decisions")));
        QTreeWidget *list = w.decisionsPanel()->recordedList();
        QCOMPARE(w.decisionsPanel()->recorded().size(), std::size_t{1});
        const int acted = w.decisionsPanel()->recorded().front().position;
        QVERIFY(acted > asked + 1); // the case the fix is about: asked before the substep ahead of it
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(0)).center());
        auto *change = w.decisionsPanel()->findChild<QPushButton *>(QStringLiteral("recordedChange"));
        QVERIFY(change->isEnabled());
        QTest::mouseClick(change, Qt::LeftButton);
        QCOMPARE(w.controller()->position(), asked);
        QVERIFY2(offerTexts(w).contains(offer), qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("The decision is removed: choose the new one among the choices offered here."));
        QVERIFY2(tabInFront(w).startsWith(QLatin1String("Decisions")), qPrintable(tabInFront(w)));
        // The same choice again: the scenario's decision is back, and play stays here.
        QPushButton *button = upgradeChoice(w, offer);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.controller()->position(), asked);
        QVERIFY(w.document()->scenario().robots == before.robots);
        QCOMPARE(w.decisionsPanel()->recorded().front().position, acted);
    }

    // A choice taken keeps the substep shown, whatever substep the replay plays again from.
    void decidingKeepsTheSubstep()
    {
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, shippedScenario(QStringLiteral("upgrade-worm-pile-empty"))));
        continueToDecision(w);
        const int at = w.controller()->position();
        QCOMPARE(at, 3);
        QPushButton *virus = upgradeChoice(w, QStringLiteral("Blue: take Virus instead"));
        QVERIFY2(virus, qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        QTest::mouseClick(virus, Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.controller()->position(), at);
        QVERIFY(offerTexts(w).isEmpty());
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), at + 1);
    }

    // The Decisions tab comes forward where a choice opens; a step to a substep without one
    // shows the explanation again.
    void stepShowsTheExplanation()
    {
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, shippedScenario(QStringLiteral("upgrade-worm-pile-empty"))));
        QVERIFY(clickTab(w, QStringLiteral("Explanation")));
        QTest::keyClick(&w, Qt::Key_F11);
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.controller()->position(), 2); // Red's Blue Screen of Death is recorded: no choice
        QCOMPARE(tabInFront(w), QStringLiteral("Explanation"));
        QTest::keyClick(&w, Qt::Key_F11); // Blue's damage card from the empty Worm pile
        QCOMPARE(w.controller()->position(), 3);
        QVERIFY2(tabInFront(w).startsWith(QLatin1String("Decisions")), qPrintable(tabInFront(w)));
        QTest::keyClick(&w, Qt::Key_F11); // the lasers: no choice
        QCOMPARE(w.controller()->position(), 4);
        QCOMPARE(tabInFront(w), QStringLiteral("Explanation"));
        QVERIFY(w.findChild<QTextBrowser *>()->isVisible());
        // Back onto the choice, then an edit there (no step): the Decisions stay in front.
        QTest::keyClick(&w, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(w.controller()->position(), 3);
        QVERIFY2(tabInFront(w).startsWith(QLatin1String("Decisions")), qPrintable(tabInFront(w)));
        QTest::mouseClick(upgradeChoice(w, QStringLiteral("Blue: take SPAM instead")), Qt::LeftButton);
        QVERIFY2(tabInFront(w).startsWith(QLatin1String("Decisions")), qPrintable(tabInFront(w)));
        // Ctrl+Shift+F5 to the next decision point passes none: the end, the explanation in front.
        continueToDecision(w);
        QCOMPARE(w.controller()->position(), w.controller()->eventCount());
        QCOMPARE(tabInFront(w), QStringLiteral("Explanation"));
    }

    // Every choice can be read whole and clicked, however narrow the dock: the buttons wrap
    // their text, and the panel scrolls to those below.
    void allChoicesReachable_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("allInView"); // at the window's size, without scrolling (the heading
                                             // takes six lines at 150 pixels)
        const QString worm = shippedScenario(QStringLiteral("upgrade-worm-pile-empty"));
        const QString refresh = scenarioPath("refresh-undecided.rfscenario");
        for (const int width : {150, 260, 520}) {
            QTest::addRow("3 damage cards, %d px", width) << worm << width << (width > 150);
            QTest::addRow("7 Refresh cards, %d px", width) << refresh << width << false;
        }
    }

    void allChoicesReachable()
    {
        QFETCH(QString, file);
        QFETCH(int, width);
        QFETCH(bool, allInView);
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, file));
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("decisionsDock"));
        w.resizeDocks({dock}, {width}, Qt::Horizontal);
        continueToDecision(w);
        const QStringList texts = offerTexts(w);
        QVERIFY(texts.size() >= 3);
        QVERIFY2(tabInFront(w).startsWith(QLatin1String("Decisions")), qPrintable(tabInFront(w)));
        QVERIFY(QTest::qWaitFor([&] { return upgradeChoice(w, texts.front())->isVisible(); }));
        auto *scroll = w.decisionsPanel()->findChild<QScrollArea *>(QStringLiteral("decisionsScroll"));
        QVERIFY(scroll);
        const auto shown = [](QPushButton *b) { return b->visibleRegion().boundingRect() == b->rect(); };
        if (allInView)
            for (const QString &t : texts)
                QVERIFY2(shown(upgradeChoice(w, t)), qPrintable(t));
        for (const QString &t : texts) {
            QPushButton *b = upgradeChoice(w, t);
            // The whole text: the button is as tall as its text wrapped at its width.
            QVERIFY2(b->height() >= b->heightForWidth(b->width()) && b->width() <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 x %3").arg(t).arg(b->width()).arg(b->height())));
            scroll->ensureWidgetVisible(b);
            QVERIFY2(shown(b), qPrintable(t));
        }
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        dock->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/decisions-%1-%2.png").arg(texts.size()).arg(width));
        // The last one, clicked, is the decision taken.
        QTest::mouseClick(upgradeChoice(w, texts.back()), Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(offerTexts(w).isEmpty());
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
