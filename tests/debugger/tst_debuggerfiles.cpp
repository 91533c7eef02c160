// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The debugger window as a document window: an edit made with the real widgets marks the title
// modified and Ctrl+Z undoes it, Save writes the scenario (what-ifs included) and clears the
// mark, closing with unsaved changes asks (Cancel keeps the window, Discard closes it), the
// editor's window asks for its debugger windows too, and a crashed window's scenario is offered
// back at the next start; a scenario of a copy of RallyForge still running (this program run
// again as a child process) is neither offered nor removed, until that copy crashes.
#include "../sim/debugscenario.h"
#include "app/mainwindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/sharingcontroller.h"
#include "debugger/programpanel.h"
#include "debugger/scenariomenu.h"
#include "document/recovery.h"
#include "document/scenariodocument.h"
#include "io/scenario/scenariofile.h"

#include <QApplication>
#include <QComboBox>
#include <QDirIterator>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>

#include <functional>

#include "recoveryanswer.h"
#include "testmain.h"

using namespace rf;

namespace {

// Answers the next message box with `button` once it is shown; `seen` tells it was. The start-up
// recovery dialog is answered too: Yes restores all its rows, No discards them.
void answerNextBox(QMessageBox::StandardButton button, bool *seen)
{
    QTimer::singleShot(0, [button, seen] {
        if (auto *dialog = qobject_cast<editor::RecoveryDialog *>(QApplication::activeModalWidget())) {
            *seen = true;
            test::answerRecoveryDialog(dialog, button == QMessageBox::Yes ? test::RecoveryAnswer::RestoreAll
                                                                          : test::RecoveryAnswer::DiscardAll);
            return;
        }
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *seen = true;
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

// Picks the item after the current one of a register box with a real key press.
void nextCardWithTheKeyboard(QComboBox *box)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
}

const char *const kHoldArgument = "--hold-scenario";

// The other copy of RallyForge, run as `tst_debuggerfiles --hold-scenario`: a debugger window
// with unsaved changes (R1 damaged 2) autosaves, prints "ready <its recovery file>" and runs until
// its stdin closes or it is killed (a crash).
int holdScenario()
{
    QStandardPaths::setTestModeEnabled(true); // the parent's recovery folder
    debugger::DebuggerWindow w;
    if (!w.setScenario(test::debugScenario()) || !w.programPanel()->edit(0, model::RobotEdit{.damage = 2}) ||
        !w.recovery()->saveNow())
        return 1;
    QTextStream(stdout) << "ready " << w.recovery()->recoveryFile() << Qt::endl;
    QTextStream(stdin).readAll();
    w.recovery()->discard();
    return 0;
}

// Every file under `dir`, subfolders too.
QStringList filesUnder(const QString &dir, const QString &pattern)
{
    QStringList out;
    for (QDirIterator it(dir, {pattern}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        out << it.next();
    return out;
}

} // namespace

class TestDebuggerFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(editor::Recovery::defaultDirectory()).removeRecursively();
    }

    void editMarksTheTitleAndUndoes()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("Scenario Debugger - Untitled[*]"));
        QVERIFY(!w.isWindowModified());
        // After the deal, R1's register 3 gets the next card: a what-if from here on.
        w.controller()->setPosition(1);
        auto *reg3 = w.findChild<QComboBox *>(QStringLiteral("register3"));
        QVERIFY(reg3);
        const int before = reg3->currentIndex();
        nextCardWithTheKeyboard(reg3);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.document()->scenario().whatIfs.size(), std::size_t{1});
        QCOMPARE(w.document()->scenario().whatIfs.front().afterStep, 1);
        QCOMPARE(reg3->currentIndex(), before + 1);
        // Ctrl+Z in the window undoes it.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->undoStack()->index(), 0);
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.document()->scenario(), test::debugScenario());
        QCOMPARE(reg3->currentIndex(), before);
    }

    void saveWritesWhatTheDebuggerShows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dispute.rfscenario"));
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.controller()->setPosition(9);
        QVERIFY(
            w.programPanel()->edit(0, model::RobotEdit{.pos = model::Point{3, 4}, .facing = model::Direction::West}));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.saveTo(path));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.windowTitle(), QStringLiteral("Scenario Debugger - dispute.rfscenario[*]"));
        QCOMPARE(w.document()->filePath(), QFileInfo(path).absoluteFilePath());
        // Opened again, the file plays what the window showed.
        debugger::DebuggerWindow again;
        QString error;
        QVERIFY2(again.openScenario(path, &error), qPrintable(error));
        QCOMPARE(again.document()->scenario(), w.document()->scenario());
        QCOMPARE(again.sharing()->traceText(), w.sharing()->traceText());
        QCOMPARE(again.controller()->eventCount(), w.controller()->eventCount());
        QVERIFY(!again.findChild<QMessageBox *>(QStringLiteral("leftOutWhatIfs")));
        // Saving into a folder that does not exist fails with the file named, and keeps the mark.
        QVERIFY(w.programPanel()->edit(1, model::RobotEdit{.damage = 2}));
        QVERIFY(!w.saveTo(dir.filePath(QStringLiteral("no/such/folder/x.rfscenario")), true));
        QVERIFY(w.isWindowModified());
    }

    // A file's what-if that play never gets to is not silently dropped: the window says which.
    void leftOutWhatIfsAreShown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("late.rfscenario"));
        model::Scenario sc = test::debugScenario();
        sc.whatIfs = {model::WhatIf{100000, "R2", {.damage = 1}}};
        QVERIFY(io::writeScenarioFile(path, sc));
        debugger::DebuggerWindow w;
        QString error;
        QVERIFY2(w.openScenario(path, &error), qPrintable(error));
        auto *box = w.findChild<QMessageBox *>(QStringLiteral("leftOutWhatIfs"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("late.rfscenario")), qPrintable(box->text()));
        const QString expected =
            QStringLiteral("After substep 100000: The play ends after substep %1, before this edit of R2.")
                .arg(w.controller()->eventCount());
        QCOMPARE(box->informativeText(), expected);
        // The rest of the scenario plays: the window shows the game without the edit.
        debugger::DebuggerWindow plain;
        QVERIFY(plain.setScenario(test::debugScenario()));
        QCOMPARE(w.sharing()->traceText(), plain.sharing()->traceText());
    }

    void closingAsks()
    {
        auto *w = new debugger::DebuggerWindow;
        QVERIFY(w->setScenario(test::debugScenario()));
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QVERIFY(w->programPanel()->edit(0, model::RobotEdit{.damage = 1}));
        // Cancel: the window stays, with its changes.
        bool seen = false;
        answerNextBox(QMessageBox::Cancel, &seen);
        QVERIFY(!w->close());
        QVERIFY(seen);
        QVERIFY(w->isVisible());
        QCOMPARE(w->document()->undoStack()->count(), 1);
        // Discard: it closes, and its recovery copy goes with it.
        QVERIFY(w->recovery()->saveNow());
        QVERIFY(w->recovery()->hasRecovery());
        seen = false;
        answerNextBox(QMessageBox::Discard, &seen);
        QVERIFY(w->close());
        QVERIFY(seen);
        QVERIFY(!w->recovery()->hasRecovery());
        delete w;
        // Nothing unsaved: no question.
        debugger::DebuggerWindow clean;
        QVERIFY(clean.setScenario(test::debugScenario()));
        clean.show();
        QVERIFY(clean.close());
    }

    void theEditorAsksForItsDebuggerWindows()
    {
        editor::MainWindow main;
        main.show();
        QString error;
        debugger::DebuggerWindow *d =
            debugger::openScenarioWindow(&main, QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), &error);
        if (!d)
            QFAIL(qPrintable(error));
        QVERIFY(d->programPanel()->edit(0, model::RobotEdit{.damage = 3}));
        bool seen = false;
        answerNextBox(QMessageBox::Cancel, &seen);
        QVERIFY(!main.close());
        QVERIFY(seen);
        QVERIFY(d->isVisible());
        QVERIFY(main.isVisible());
        // Opening a scenario through the editor's files goes to a debugger window.
        QVERIFY(main.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), true));
        QCOMPARE(main.findChildren<debugger::DebuggerWindow *>().size(), 2);
        d->document()->undoStack()->undo();
        QVERIFY(main.close());
    }

    void aCrashedScenarioIsOfferedBack()
    {
        // A window edits a scenario, autosaves and "crashes" (gone without closing).
        QString name;
        {
            debugger::DebuggerWindow crashed;
            QVERIFY(crashed.setScenario(test::debugScenario()));
            QVERIFY(crashed.programPanel()->edit(0, model::RobotEdit{.damage = 2}));
            QVERIFY(crashed.recovery()->saveNow());
            name = crashed.recovery()->objectName();
        }
        const QStringList left = editor::Recovery::leftBehind(
            editor::Recovery::defaultDirectory(), QStringLiteral("scenario-"), QStringLiteral("rfscenario"));
        QVERIFY(left.contains(name));
        editor::MainWindow main;
        bool seen = false;
        answerNextBox(QMessageBox::Yes, &seen);
        debugger::offerScenarioRecovery(&main);
        QVERIFY(seen);
        const auto windows = main.findChildren<debugger::DebuggerWindow *>();
        QCOMPARE(windows.size(), 1);
        debugger::DebuggerWindow *restored = windows.front();
        QVERIFY(restored->isVisible());
        QVERIFY(restored->isWindowModified());
        QCOMPARE(restored->document()->scenario().robots[0].damage, 2);
        // Saved, the copy goes.
        QTemporaryDir dir;
        QVERIFY(restored->saveTo(dir.filePath(QStringLiteral("back.rfscenario"))));
        QVERIFY(!editor::Recovery::leftBehind(editor::Recovery::defaultDirectory(), QStringLiteral("scenario-"),
                                              QStringLiteral("rfscenario"))
                     .contains(name));
    }

    void aDeclinedScenarioIsDiscarded()
    {
        {
            debugger::DebuggerWindow crashed;
            QVERIFY(crashed.setScenario(test::debugScenario()));
            QVERIFY(crashed.programPanel()->edit(0, model::RobotEdit{.damage = 2}));
            QVERIFY(crashed.recovery()->saveNow());
        }
        const QString dir = editor::Recovery::defaultDirectory();
        QVERIFY(
            !editor::Recovery::leftBehind(dir, QStringLiteral("scenario-"), QStringLiteral("rfscenario")).isEmpty());
        editor::MainWindow main;
        bool seen = false;
        answerNextBox(QMessageBox::No, &seen);
        debugger::offerScenarioRecovery(&main);
        QVERIFY(seen);
        QVERIFY(main.findChildren<debugger::DebuggerWindow *>().isEmpty());
        QVERIFY(editor::Recovery::leftBehind(dir, QStringLiteral("scenario-"), QStringLiteral("rfscenario")).isEmpty());
        QVERIFY(filesUnder(dir, QStringLiteral("scenario-*")).isEmpty());
    }

    // Issue 16: a second copy of RallyForge started while the first runs offered the first one's
    // scenarios, and No removed them. A running copy's scenario stays its own; once that copy
    // has crashed, it is offered and restored.
    void aRunningCopysScenarioIsNotOffered()
    {
        const QString dir = editor::Recovery::defaultDirectory();
        QProcess other;
        other.setProgram(QCoreApplication::applicationFilePath());
        other.setArguments(rf::test::selfArguments() << QString::fromLatin1(kHoldArgument));
        other.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        other.start();
        QVERIFY(
            QTest::qWaitFor([&other] { return other.canReadLine() || other.state() == QProcess::NotRunning; }, 30000));
        const QString line = QString::fromUtf8(other.readLine()).trimmed();
        QVERIFY2(line.startsWith(QLatin1String("ready ")), qPrintable(line));
        const QString copy = line.mid(6);
        QVERIFY(QFileInfo::exists(copy));

        editor::MainWindow main;
        bool seen = false;
        answerNextBox(QMessageBox::No, &seen);
        debugger::offerScenarioRecovery(&main);
        QCoreApplication::processEvents(); // the answer, had a box been open
        QVERIFY(!seen);
        QVERIFY(main.findChildren<debugger::DebuggerWindow *>().isEmpty());
        QVERIFY2(QFileInfo::exists(copy), qPrintable(filesUnder(dir, QStringLiteral("*")).join(QLatin1Char(' '))));
        QVERIFY(editor::Recovery::leftBehind(dir, QStringLiteral("scenario-"), QStringLiteral("rfscenario")).isEmpty());

        // The other copy crashes: its scenario is offered now.
        other.kill();
        QVERIFY(other.waitForFinished(10000));
        answerNextBox(QMessageBox::Yes, &seen);
        debugger::offerScenarioRecovery(&main);
        QVERIFY(seen);
        const auto windows = main.findChildren<debugger::DebuggerWindow *>();
        QCOMPARE(windows.size(), 1);
        QCOMPARE(windows.front()->document()->scenario().robots[0].damage, 2);
        QVERIFY(windows.front()->isWindowModified());
        QVERIFY(!QFileInfo::exists(copy));
        QVERIFY(!QFileInfo::exists(QFileInfo(copy).path()));
        // Saved, its copy goes: nothing is left for a later test.
        QTemporaryDir saved;
        QVERIFY(windows.front()->saveTo(saved.filePath(QStringLiteral("back.rfscenario"))));
        QVERIFY(filesUnder(dir, QStringLiteral("scenario-*")).isEmpty());
    }
};

// RF_TEST_MAIN, but the same program also plays the other copy of RallyForge.
static int runDebuggerFilesTest(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    if (argc == 2 && qstrcmp(argv[1], kHoldArgument) == 0)
        return holdScenario();
    TestDebuggerFiles tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}
RF_TEST_CUSTOM_MAIN(runDebuggerFilesTest)

#include "tst_debuggerfiles.moc"
