// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Course Analysis dialog as a designer uses it: choose planning robots with the keyboard,
// run with a click, read the difficulty figures, and replay a game in the debugger from the
// report's link or the Replay Game button.
#include "app/application.h"
#include "debugger/analysisdialog.h"
#include "debugger/debuggerwindow.h"
#include "debugger/scenariomenu.h"
#include "document/scenariodocument.h"
#include "io/boardfile.h"
#include "sim/scenariorun.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

#include "testmain.h"

using namespace rf;

namespace {

model::Course demoCourse()
{
    auto doc = io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
    return doc ? std::move(*doc) : model::Course{};
}

QPushButton *button(QWidget &w, const QString &text)
{
    for (QPushButton *b : w.findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text)
            return b;
    return nullptr;
}

// The centre of the first link in the report whose target starts with `prefix`, in viewport pixels.
std::optional<QPoint> linkPoint(QTextBrowser *browser, const QString &prefix)
{
    for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().isAnchor() && f.charFormat().anchorHref().startsWith(prefix)) {
                QTextCursor c(browser->document());
                c.setPosition(f.position());
                browser->setTextCursor(c); // scrolls the link into view
                browser->ensureCursorVisible();
                const QRect first = browser->cursorRect(c);
                c.setPosition(f.position() + f.length());
                const QRect last = browser->cursorRect(c);
                return QPoint((first.center().x() + last.center().x()) / 2, first.center().y());
            }
        }
    return std::nullopt;
}

} // namespace

class TestAnalysisDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("rallyforge-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysisdialog"));
        QSettings().clear();
        // English as the app loads it: the plural forms ("24 games", not "24 game(s)").
        QCOMPARE(editor::installTranslation(*qobject_cast<QApplication *>(QCoreApplication::instance()), QStringLiteral("en")), QStringLiteral("en"));
    }

    void plannedRobotsReportAndReplay()
    {
        QMainWindow editorWindow;
        debugger::AnalysisDialog dialog(demoCourse(), "classic", &editorWindow);
        QObject::connect(&dialog, &debugger::AnalysisDialog::replayReady, &editorWindow,
                         [&](const model::Scenario &sc) { debugger::openAnalysisGame(&editorWindow, sc); });
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *skill = dialog.findChild<QComboBox *>();
        QVERIFY(skill);
        QCOMPARE(skill->currentIndex(), 1); // novice: planning robots unless the user chose otherwise
        // Expert, by keyboard.
        skill->setFocus();
        QTest::keyClick(skill, Qt::Key_Down);
        QCOMPARE(dialog.options().skill, analysis::Skill::Expert);
        auto spins = dialog.findChildren<QSpinBox *>();
        QSpinBox *games = nullptr, *turns = nullptr;
        for (QSpinBox *s : spins) {
            if (s->value() == 1000)
                games = s;
            else if (s->value() == 30)
                turns = s;
        }
        QVERIFY(games && turns);
        games->selectAll();
        QTest::keyClicks(games, QStringLiteral("24"));
        turns->selectAll();
        QTest::keyClicks(turns, QStringLiteral("12"));
        QCOMPARE(dialog.options().games, 24);
        QCOMPARE(dialog.options().maxTurns, 12);

        QSignalSpy ready(&dialog, &debugger::AnalysisDialog::resultReady);
        QPushButton *run = button(dialog, QStringLiteral("Run"));
        QVERIFY(run);
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(dialog.running());
        QVERIFY(ready.wait(60000));
        QVERIFY(dialog.result());
        QCOMPARE(dialog.result()->games, 24);

        auto *report = dialog.findChild<QTextBrowser *>(QStringLiteral("analysisReport"));
        QVERIFY(report);
        const QString text = report->toPlainText();
        for (const char *part : {"24 games, 192 robots", "within 12 turns", "Expert (plans whole programs)", "Legs", "start \u2192 1", "per robot-turn", "The deadliest squares", "Mostly by"})
            QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text));
        // For a person to look at (build/<preset>/screenshots), as tst_editorscreenshots does.
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(dialog.grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/analysis-dialog-expert-demo.png")));

        // The link of the deadliest square's first game opens that game in a debugger window.
        const auto at = linkPoint(report, QStringLiteral("game:"));
        QVERIFY(at);
        QSignalSpy replays(&dialog, &debugger::AnalysisDialog::replayReady);
        QTest::mouseClick(report->viewport(), Qt::LeftButton, {}, *at);
        QCOMPARE(replays.size(), 1);
        const auto sc = replays.at(0).at(0).value<model::Scenario>();
        QCOMPARE(sc.robots.size(), std::size_t{8});
        QVERIFY(!sc.whatIfs.empty()); // the experts' programs
        QVERIFY(!sc.playOnAfterWin); // the replay ends at the win; the Setup panel can play on
        QCOMPARE(sc.turns, 12);
        auto windows = editorWindow.findChildren<debugger::DebuggerWindow *>();
        QCOMPARE(windows.size(), 1);
        QCOMPARE(windows.front()->document()->scenario().whatIfs, sc.whatIfs);
        // The debugger plays every planned program (none is left out).
        auto played = sim::ScenarioRun::create(windows.front()->document()->scenario());
        QVERIFY(played);
        played->runToEnd();
        QVERIFY(played->skippedWhatIfs().empty());

        // Replay Game with a number typed in.
        auto *number = dialog.findChildren<QSpinBox *>().back();
        QVERIFY(number->isEnabled());
        QCOMPARE(number->maximum(), 24);
        number->selectAll();
        QTest::keyClicks(number, QStringLiteral("5"));
        QTest::mouseClick(button(dialog, QStringLiteral("Replay Game")), Qt::LeftButton);
        QCOMPARE(replays.size(), 2);
        QCOMPARE(replays.at(1).at(0).value<model::Scenario>().title, std::string("Analysis game 5"));
        QCOMPARE(editorWindow.findChildren<debugger::DebuggerWindow *>().size(), 2);
        QCOMPARE(QSettings().value(QStringLiteral("analysis/skill")).toInt(), 2); // remembered
    }

    void cancelKeepsTheGamesPlayed()
    {
        debugger::AnalysisDialog dialog(demoCourse(), "classic");
        dialog.show();
        dialog.setGames(1'000'000);
        QSignalSpy ready(&dialog, &debugger::AnalysisDialog::resultReady);
        QSignalSpy progress(&dialog, &debugger::AnalysisDialog::progressed);
        QTest::mouseClick(button(dialog, QStringLiteral("Run")), Qt::LeftButton);
        QVERIFY(progress.wait(20000));
        QTest::mouseClick(button(dialog, QStringLiteral("Cancel")), Qt::LeftButton);
        QVERIFY(ready.wait(20000));
        QVERIFY(dialog.result()->cancelled);
        QVERIFY(dialog.result()->games < 1'000'000);
        const QString text = dialog.findChild<QTextBrowser *>(QStringLiteral("analysisReport"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Cancelled after")), qPrintable(text));
    }
};

RF_TEST_MAIN(TestAnalysisDialog)
#include "tst_analysisdialog.moc"
