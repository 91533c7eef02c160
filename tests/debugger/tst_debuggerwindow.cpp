// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger window offscreen: panels follow the controller, shortcuts step, the share
// actions produce a scenario, the CLI text and an image, and screenshots at three substeps are
// saved as test artefacts (RF_SCREENSHOT_DIR).
#include "debugger/analysisdialog.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggeritems.h"
#include "debugger/debuggerwindow.h"
#include "debugger/sharingcontroller.h"
#include "debugger/presentationview.h"
#include "debugger/programpanel.h"
#include "debugger/questionheader.h"
#include "debugger/rulesviewer.h"
#include "io/rulesreference.h"
#include "../sim/debugscenario.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "models/robotstatemodel.h"
#include "models/tracemodel.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "sim/decidingstep.h"
#include "sim/runresult.h"

#include <QAction>
#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsView>
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QTest>
#include <QTextBrowser>
#include <QToolTip>
#include <QLineEdit>
#include <QScrollBar>
#include <QTreeView>

#include "testmain.h"

using namespace rf;

class TestDebuggerWindow : public QObject {
    Q_OBJECT
private slots:
    void screenshotsAtThreeSubsteps()
    {
        debugger::DebuggerWindow w;
        w.robotsItem()->setAnimated(false);
        QString error;
        QVERIFY2(w.setScenario(test::debugScenario(), &error), qPrintable(error));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view()->fitInView(w.view()->sceneRect(), Qt::KeepAspectRatio);
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        struct Shot {
            int pos;
            const char *name;
        };
        // R2's first card, the belt carrying R2, and the register-2 laser hitting R1.
        for (const Shot s : {Shot{4, "debugger-card"}, Shot{6, "debugger-belts"}, Shot{16, "debugger-lasers"}}) {
            w.controller()->setPosition(s.pos);
            QCoreApplication::processEvents();
            const QImage shot = w.grab().toImage();
            QVERIFY(!shot.isNull());
            QVERIFY(shot.save(QStringLiteral(RF_SCREENSHOT_DIR "/%1.png").arg(QLatin1String(s.name))));
            QVERIFY(w.sharing()->stepImage().save(QStringLiteral(RF_SCREENSHOT_DIR "/%1-board.png").arg(QLatin1String(s.name))));
        }
        // The active laser's beam is drawn over the board art (yellow core, where the board's
        // own laser line is red) from the emitter at 0,3 up to R1 at 1,3, and not beyond.
        const QImage board = w.sharing()->stepImage();
        const double cell = editor::kCellSize;
        const QColor onBeam = board.pixelColor(QPoint(static_cast<int>(cell * 0.5), static_cast<int>(cell * 3.5)));
        QVERIFY2(onBeam.red() > 200 && onBeam.green() > 170 && onBeam.blue() < 150, qPrintable(onBeam.name()));
        const QColor pastR1 = board.pixelColor(QPoint(static_cast<int>(cell * 4.5), static_cast<int>(cell * 3.5)));
        QVERIFY2(pastR1.green() < 170, qPrintable(pastR1.name()));
        // The explanation follows: the laser substep names the hit and links its rule.
        const QString html = w.findChild<QTextBrowser *>()->toHtml();
        QVERIFY2(html.contains(QStringLiteral("board laser")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("rule:")));
        // The trace view shows the current substep.
        auto *tree = w.findChild<QTreeView *>();
        QCOMPARE(tree->currentIndex(), w.traceModel()->indexForEvent(15));
    }

    // The scenario's question above the board; its expectations marked as play passes the
    // substep that decided each, whose link (reached with Tab, taken with Enter) goes there.
    void questionHeader()
    {
        const auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/belt-transfer-dispute.rfscenario"));
        QVERIFY(sc.has_value());
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(*sc));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *header = w.findChild<debugger::QuestionHeader *>();
        QVERIFY(header && header->isVisible());
        QVERIFY(header->findChildren<QLabel *>().constFirst()->text().startsWith(QLatin1String("Does an express robot")));
        QCOMPARE(header->checkLines().size(), 1);
        QVERIFY2(header->checkLines().constFirst().startsWith(QLatin1String("not decided yet: Red: square (at the end): expected 3,1, got 3,1")),
                 qPrintable(header->checkLines().constFirst()));
        debugger::DebugController *c = w.controller();
        c->setPosition(w.timeline()->length());
        QVERIFY2(header->checkLines().constFirst().startsWith(QLatin1String("holds: ")), qPrintable(header->checkLines().constFirst()));
        // Back to the start, then along the link to the deciding substep.
        c->setPosition(0);
        auto *checks = header->findChild<QLabel *>(QStringLiteral("questionChecks"));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        checks->setFocus();
        QTest::keyClick(checks, Qt::Key_Tab);
        QTest::keyClick(checks, Qt::Key_Return);
        QVERIFY(c->position() > 0);
        QCOMPARE(c->position(), sim::decidingPositions(w.document()->replay(), w.document()->replay().run().finalChecks()).front());
        QVERIFY(header->checkLines().constFirst().startsWith(QLatin1String("holds: ")));
        w.view()->fitInView(w.view()->sceneRect(), Qt::KeepAspectRatio);
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(w.grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/debugger-question.png")));
    }

    // The robot table marks the winner and the places of those who finish after.
    void winnerAndPlacesInTheTable()
    {
        const auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/second-place.rfscenario"));
        QVERIFY(sc.has_value());
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(*sc));
        editor::RobotStateModel *table = w.robotModel();
        const auto status = [&](int row) { return table->index(row, editor::RobotStateModel::Status).data().toString(); };
        QCOMPARE(status(0), QString());
        w.controller()->setPosition(w.timeline()->length());
        QCOMPARE(status(0), QStringLiteral("winner"));
        QCOMPARE(status(1), QStringLiteral("finished, place 2"));
        // The scenario plays on after the win; unticked in the Setup panel, play ends at A's win.
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.findChild<QDockWidget *>(QStringLiteral("setupDock"))->raise();
        auto *playOn = w.findChild<QCheckBox *>(QStringLiteral("playOnAfterWin"));
        QVERIFY(playOn && playOn->isChecked());
        const int longer = w.timeline()->length();
        playOn->ensurePolished();
        QTest::mouseClick(playOn, Qt::LeftButton, {}, QPoint(8, playOn->height() / 2));
        QVERIFY(!playOn->isChecked());
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("applySetup")), Qt::LeftButton);
        QVERIFY(!w.document()->scenario().playOnAfterWin);
        QVERIFY(w.timeline()->length() < longer);
        w.controller()->setPosition(w.timeline()->length());
        QCOMPARE(status(0), QStringLiteral("winner"));
        QCOMPARE(status(1), QString());
    }

    // View > Presentation Mode (Ctrl+Shift+P): full screen, the board fitted, stepped with the
    // arrow keys, left with Escape.
    void presentationMode()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        auto *p = w.findChild<debugger::PresentationView *>();
        QVERIFY(p);
        QVERIFY(QTest::qWaitForWindowExposed(p));
        QVERIFY(p->windowState() & Qt::WindowFullScreen);
        QVERIFY(p->view()->isFitting());
        QVERIFY(p->caption().startsWith(QLatin1String("The start")));
        p->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(p));
        QTest::keyClick(p, Qt::Key_Right);
        QCOMPARE(w.controller()->position(), 1);
        QVERIFY2(p->caption().startsWith(QLatin1String("Substep 1 of")), qPrintable(p->caption()));
        QTest::keyClick(p, Qt::Key_Space);
        QCOMPARE(w.controller()->position(), 2);
        QTest::keyClick(p, Qt::Key_Left);
        QCOMPARE(w.controller()->position(), 1);
        QTest::keyClick(p, Qt::Key_End);
        QCOMPARE(w.controller()->position(), w.timeline()->length());
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(p->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/presentation.png")));
        QPointer<debugger::PresentationView> guard(p);
        QTest::keyClick(p, Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return guard.isNull(); }, 3000));
    }

    // A rule link of the explanation, clicked, opens the rules inside the app at that rule;
    // hovering it shows the rule's first sentence.
    void ruleLinkOpensTheRule()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.controller()->setPosition(16); // the register-2 laser hitting R1
        QCoreApplication::processEvents();
        auto *explanation = qobject_cast<QTextBrowser *>(w.findChild<QDockWidget *>(QStringLiteral("explanationDock"))->widget());
        QVERIFY(explanation);
        const QTextCursor link = explanation->document()->find(QStringLiteral("[rule]"));
        QVERIFY(!link.isNull());
        QTextCursor inside(explanation->document());
        inside.setPosition(link.selectionStart() + 2);
        const QPoint at = explanation->cursorRect(inside).center();
        QTest::mouseMove(explanation->viewport(), at);
        QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 3000));
        // The rule of the classic book, its title and first sentence (not the title alone).
        QCOMPARE(QToolTip::text(), io::ruleToolTip(QStringLiteral("classic/rule-board-lasers")));
        QVERIFY2(QToolTip::text().startsWith(QLatin1String("Board lasers: Each board laser fires")), qPrintable(QToolTip::text()));
        // The trace line of that substep says the rule's first sentence too.
        const QString lineTip = w.traceModel()->indexForEvent(15).data(Qt::ToolTipRole).toString();
        QVERIFY2(lineTip.startsWith(QLatin1String("Substep 16")) && lineTip.contains(io::ruleFirstSentence(QStringLiteral("classic/rule-board-lasers"))),
                 qPrintable(lineTip));
        QVERIFY(!w.findChild<debugger::RulesViewer *>());
        QTest::mouseClick(explanation->viewport(), Qt::LeftButton, {}, at);
        auto *viewer = w.findChild<debugger::RulesViewer *>();
        QVERIFY(viewer);
        QVERIFY(QTest::qWaitFor([&] { return viewer->isVisible(); }, 3000));
        QCOMPARE(viewer->currentAnchor(), QStringLiteral("rule-board-lasers"));
        QCOMPARE(viewer->currentBook(), QStringLiteral("classic"));
        // Scrolled down to it, the rule's paragraph selected and in view.
        QTextBrowser *text = viewer->browser();
        QVERIFY(text->verticalScrollBar()->value() > 0);
        QVERIFY2(text->textCursor().selectedText().contains(QLatin1String("Board lasers")), qPrintable(text->textCursor().selectedText()));
        const QRect shown = text->cursorRect(text->textCursor());
        QVERIFY(text->viewport()->rect().intersects(shown));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(viewer->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/rules-viewer.png")));
        // The search field finds words from the top, then the next place.
        auto *search = viewer->findChild<QLineEdit *>(QStringLiteral("rulesSearch"));
        QVERIFY(search);
        QTest::keyClicks(search, QStringLiteral("Crushers"));
        QCOMPARE(text->textCursor().selectedText().toLower(), QStringLiteral("crushers"));
        const int first = text->textCursor().position();
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(text->textCursor().selectedText().toLower(), QStringLiteral("crushers"));
        QVERIFY(text->textCursor().position() > first);
        QTest::keyClicks(search, QStringLiteral("xyzzy"));
        QCOMPARE(viewer->findChild<QLabel *>(QStringLiteral("rulesNotFound"))->text(), QStringLiteral("Not found"));
        // The other edition's book, chosen in the box: its own words (SPAM, reboots), searchable.
        QComboBox *books = viewer->bookBox();
        QCOMPARE(books->count(), int(io::rulebookNames().size()));
        books->setFocus();
        QTest::keyClick(books, Qt::Key_Down);
        QCOMPARE(viewer->currentBook(), QStringLiteral("edition-2016"));
        QVERIFY(viewer->windowTitle().contains(QLatin1String("2016")));
        QVERIFY(text->toPlainText().contains(QLatin1String("SPAM")));
        search->clear();
        QTest::keyClicks(search, QStringLiteral("reboot token"));
        QCOMPARE(text->textCursor().selectedText(), QStringLiteral("reboot token"));
    }

    // Each robot's shot is drawn from the firer to the robot hit, in the colour of its kind, over
    // the squares between them (issue 28: Rail Gun, Rear Laser, the option weapons).
    void shotsAreDrawn_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<QPoint>("between");
        QTest::addColumn<QColor>("colour");
        QTest::newRow("rail gun") << QStringLiteral("upgrades/rail-gun-antenna-stops") << int(game::Code::RailGunHit) << QPoint(1, 2)
                                  << QColor(0, 210, 255);
        QTest::newRow("rear laser") << QStringLiteral("upgrades/rear-laser-shoots-behind") << int(game::Code::RearLaserHit) << QPoint(3, 3)
                                    << QColor(255, 60, 160);
        QTest::newRow("mini howitzer") << QStringLiteral("options/mini-howitzer-last-shot") << int(game::Code::MiniHowitzerHit)
                                       << QPoint(2, 2) << QColor(255, 150, 0);
    }
    void shotsAreDrawn()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(QPoint, between);
        QFETCH(QColor, colour);
        debugger::DebuggerWindow w;
        w.robotsItem()->setAnimated(false);
        QString error;
        QVERIFY2(w.openScenario(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/") + file + QStringLiteral(".rfscenario"), &error), qPrintable(error));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const double cell = editor::kCellSize;
        const QRect square(static_cast<int>(between.x() * cell), static_cast<int>(between.y() * cell), static_cast<int>(cell),
                           static_cast<int>(cell));
        auto hasColour = [&](const QImage &board) {
            for (int y = square.top(); y <= square.bottom(); ++y)
                for (int x = square.left(); x <= square.right(); ++x) {
                    const QColor c = board.pixelColor(x, y);
                    if (std::abs(c.red() - colour.red()) < 40 && std::abs(c.green() - colour.green()) < 40 && std::abs(c.blue() - colour.blue()) < 40)
                        return true;
                }
            return false;
        };
        editor::Timeline *t = w.timeline();
        int shot = -1;
        for (int pos = 1; pos <= t->length() && shot < 0; ++pos) {
            w.controller()->setPosition(pos);
            for (const game::Note &n : t->currentEvent()->notes)
                if (int(n.code) == code)
                    shot = pos;
        }
        QVERIFY2(shot > 0, "no substep notes the shot");
        QCoreApplication::processEvents();
        const QImage board = w.sharing()->stepImage();
        QVERIFY2(hasColour(board), "the shot is not drawn between firer and target");
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        board.save(QStringLiteral(RF_SCREENSHOT_DIR "/debugger-shot-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        w.controller()->setPosition(shot - 1); // the substep before: no shot
        QCoreApplication::processEvents();
        QVERIFY(!hasColour(w.sharing()->stepImage()));
    }

    void optionsInRobotPanelAndTable()
    {
        // A holds Ablative Coat with 3 uses; the double board laser of register 1 spends two.
        debugger::DebuggerWindow w;
        QString error;
        QVERIFY2(w.openScenario(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-options/"
                                               "acceptance-ablative-coat-absorbs.rfscenario"),
                                &error),
                 qPrintable(error));
        auto *label = w.programPanel()->findChild<QLabel *>(QStringLiteral("optionsLabel"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Ablative Coat (3)"));
        auto *table = qobject_cast<QTableView *>(w.findChild<QDockWidget *>(QStringLiteral("robotsDock"))->widget());
        QVERIFY(table);
        const QAbstractItemModel *robots = table->model();
        const QModelIndex options = robots->index(0, editor::RobotStateModel::Options);
        QCOMPARE(robots->headerData(editor::RobotStateModel::Options, Qt::Horizontal).toString(),
                 QStringLiteral("Options"));
        QCOMPARE(options.data().toString(), QStringLiteral("Ablative Coat (3)"));
        // F10 steps phase by phase up to the lasers: the coat absorbs both beams.
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        debugger::DebugController *c = w.controller();
        while (c->position() < w.timeline()->length() &&
               (!c->currentEvent() || c->currentEvent()->kind != game::EventKind::Lasers)) {
            const int before = c->position();
            QTest::keyClick(&w, Qt::Key_F10);
            QVERIFY(c->position() > before);
        }
        QVERIFY(c->currentEvent() && c->currentEvent()->kind == game::EventKind::Lasers);
        QCOMPARE(label->text(), QStringLiteral("Ablative Coat (1)"));
        QCOMPARE(options.data().toString(), QStringLiteral("Ablative Coat (1)"));
        QVERIFY(options.data(editor::RobotStateModel::ChangedRole).toBool());
        QCOMPARE(robots->index(0, editor::RobotStateModel::Damage).data().toString(), QStringLiteral("0"));
        // The explanation names the card in words, not by its file id.
        auto *explanation =
            qobject_cast<QTextBrowser *>(w.findChild<QDockWidget *>(QStringLiteral("explanationDock"))->widget());
        QVERIFY(explanation);
        const QString html = explanation->toHtml();
        QVERIFY2(html.contains(QStringLiteral("Ablative Coat absorbs 1 damage")), qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("ablative-coat-absorbs")));
        // Back at the start the coat is full again.
        c->setPosition(0);
        QCOMPARE(label->text(), QStringLiteral("Ablative Coat (3)"));
    }

    void shortcuts()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        auto trigger = [&](const QKeySequence &k) {
            for (QAction *a : w.findChildren<QAction *>())
                if (a->shortcuts().contains(k)) {
                    a->trigger();
                    return true;
                }
            return false;
        };
        QVERIFY(trigger(QKeySequence(Qt::Key_F11)));
        QCOMPARE(w.controller()->position(), 1);
        QVERIFY(trigger(QKeySequence(Qt::Key_F10)));
        QCOMPARE(w.controller()->position(), 2);
        QVERIFY(trigger(QKeySequence(Qt::SHIFT | Qt::Key_F11)));
        QCOMPARE(w.controller()->position(), 9);
        QVERIFY(trigger(QKeySequence(Qt::SHIFT | Qt::Key_F10)));
        QCOMPARE(w.controller()->position(), 8);
        QVERIFY(trigger(QKeySequence(Qt::CTRL | Qt::Key_F11)));
        QCOMPARE(w.controller()->position(), 7);
        QVERIFY(trigger(QKeySequence(Qt::Key_F5)));
        QVERIFY(w.controller()->playing());
        QVERIFY(trigger(QKeySequence(Qt::Key_F5)));
        QVERIFY(!w.controller()->playing());
    }

    void realKeys()
    {
        // The same keys pressed on the window (an ambiguous binding would fire nothing).
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        debugger::DebugController *c = w.controller();
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(c->position(), 1);
        QTest::keyClick(&w, Qt::Key_F10);
        QCOMPARE(c->position(), 2);
        QTest::keyClick(&w, Qt::Key_F11, Qt::ShiftModifier);
        QCOMPARE(c->position(), 9);
        QTest::keyClick(&w, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(c->position(), 8);
        QTest::keyClick(&w, Qt::Key_F11, Qt::ControlModifier);
        QCOMPARE(c->position(), 7);
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(c->playing());
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(!c->playing());
        // A breakpoint added in the panel's model stops Continue (Ctrl+Shift+F5).
        c->reset();
        c->breakpoints()->add(editor::Breakpoint{editor::Breakpoint::Type::SubstepKind, game::EventKind::Lasers});
        QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(c->position(), 8);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("Lasers")));
    }

    void breakpointsPanel()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        auto *list = w.findChild<QListView *>();
        QVERIFY(list);
        QCOMPARE(list->model(), w.controller()->breakpoints());
        QToolButton *add = nullptr;
        for (QToolButton *b : w.findChildren<QToolButton *>())
            if (b->text() == QStringLiteral("Add"))
                add = b;
        QVERIFY(add && add->menu());
        // Add > On Substep Kind > Gears, and "When the Selected Robot Moves" (R1 selected).
        QAction *gears = nullptr;
        QAction *moves = nullptr;
        for (QAction *a : add->menu()->actions()) {
            if (a->menu())
                for (QAction *k : a->menu()->actions())
                    if (k->text() == QStringLiteral("Gears"))
                        gears = k;
            if (a->text() == QStringLiteral("When the Selected Robot Moves"))
                moves = a;
        }
        QVERIFY(gears && moves);
        gears->trigger();
        moves->trigger();
        QCOMPARE(list->model()->rowCount(), 2);
        QCOMPARE(list->model()->index(0, 0).data().toString(), QStringLiteral("Substep: Gears"));
        QCOMPARE(list->model()->index(1, 0).data().toString(), QStringLiteral("R1 moves"));
        w.controller()->continueRun();
        QCOMPARE(w.controller()->position(), 3); // R1's first card
        // Unchecked in the list: no longer stops.
        QVERIFY(list->model()->setData(list->model()->index(1, 0), int(Qt::Unchecked), Qt::CheckStateRole));
        w.controller()->continueRun();
        QCOMPARE(w.controller()->position(), 7); // gears of register 1
        // Remove takes the current row.
        list->setCurrentIndex(list->model()->index(0, 0));
        for (QPushButton *b : w.findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Remove"))
                b->click();
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(list->model()->index(0, 0).data().toString(), QStringLiteral("R1 moves"));
    }

    void share()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.controller()->setPosition(9);
        // The situation: robots where they are now, playable on its own.
        const model::Scenario sit = w.sharing()->situationScenario();
        QCOMPARE(sit.robots.at(0).at, (model::Point{1, 4}));
        QCOMPARE(sit.robots.at(1).at, (model::Point{4, 5}));
        const auto parsed = io::parseScenarioJson(io::scenarioToJson(sit), QStringLiteral("clip.rfscenario"));
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().toString()));
        editor::ScenarioDocument other;
        QVERIFY(other.resetScenario(*parsed));
        // The trace text is the CLI's.
        QVERIFY(w.sharing()->traceText().contains(QStringLiteral("=== Turn 1")));
        QVERIFY(!w.sharing()->stepImage().isNull());
        // The exported step image carries a caption under the board: taller, the board on top,
        // text (dark pixels) in the band below.
        const QImage board = w.sharing()->stepImage();
        const QImage captioned = w.sharing()->captionedStepImage();
        QVERIFY(captioned.height() > board.height() + 40);
        QCOMPARE(captioned.copy(0, 0, board.width(), board.height()), board.convertToFormat(captioned.format()));
        int dark = 0;
        for (int y = board.height(); y < captioned.height(); ++y)
            for (int x = 0; x < captioned.width(); ++x)
                dark += qGray(captioned.pixel(x, y)) < 100;
        QVERIFY(dark > 200);
        // Expectations: after register 1 (position 9) they hold, and the scenario checks them.
        QVERIFY(w.sharing()->addExpectationsHere());
        const model::Scenario withEx = w.document()->scenario();
        QCOMPARE(withEx.expectations.size(), std::size_t{1});
        QCOMPARE(withEx.expectations[0].turn, 1);
        QCOMPARE(withEx.expectations[0].afterRegister, 1);
        const auto run = sim::runScenario(withEx);
        QVERIFY(run && run->passed());
        // In the middle of a register no moment can be named.
        w.controller()->setPosition(5);
        QString error;
        QVERIFY(!w.sharing()->addExpectationsHere(&error));
        QVERIFY(!error.isEmpty());
    }

    void analysisInBackground()
    {
        model::Scenario sc = test::debugScenario();
        // Start markers so that the analysis has robots to play.
        model::Board board = model::combine(sc.course).value();
        board.addMarker(model::Marker{.kind = model::MarkerKind::Start, .at = {1, 6}, .number = 1, .facing = model::Direction::North});
        board.addMarker(model::Marker{.kind = model::MarkerKind::Start, .at = {5, 6}, .number = 2, .facing = model::Direction::North});
        debugger::AnalysisDialog dialog(model::Course(board), "classic");
        dialog.setGames(200);
        QSignalSpy ready(&dialog, &debugger::AnalysisDialog::resultReady);
        dialog.start();
        QVERIFY(dialog.running());
        QVERIFY(ready.wait(20000));
        QVERIFY(dialog.result());
        QCOMPARE(dialog.result()->games, 200);
        QCOMPARE(dialog.result()->robots, std::int64_t{400});
    }
};

RF_TEST_MAIN(TestDebuggerWindow)
#include "tst_debuggerwindow.moc"
