// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// An idle editor costs next to nothing: nothing repaints, refits or re-arms itself without end.
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "io/boardfile.h"
#ifdef RF_HAVE_DEBUGGER
#include "debugger/scenariomenu.h"
#endif

#include <QAbstractButton>
#include <QApplication>
#include <QEventLoop>
#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <chrono>
#include <ctime>
#include <thread>

#include "recoveryanswer.h"
#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

namespace {

// Process CPU time (all threads) in seconds.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Runs a real event loop (as exec() does) for `ms`, ended from another thread: a storm of events
// that starves timers could not end a timer-driven wait (QTest::qWait never returned in it).
void runEventLoop(int ms)
{
    QEventLoop loop;
    std::thread watchdog([&loop, ms] {
        std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    loop.exec();
    watchdog.join();
}

} // namespace

class TestEditorIdle : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The state of the audit: a course restored from a recovery copy after a crash, the same file
    // opened again from the command line, and a debugger window. At each window size (the last
    // three made the fit to the window and the scroll bars chase each other without end before
    // BoardView fitted without scroll bars) 3 s of event loop, 12 s in all, take under 2 % of a
    // core (generous: an idle editor takes next to none); and autosave still writes an edit (that
    // storm of events starved every timer after its first tick, so autosave never wrote).
    void idleWindowsTakeNoCpuAndAutosaveKeepsTicking()
    {
        QTemporaryDir tmp;
        const QString course = QStringLiteral(RF_SOURCE_DIR "/boards/long-haul.rfboard");
        {
            BoardDocument doc;
            Recovery recovery(&doc, QStringLiteral("recovery"));
            recovery.setDirectory(tmp.path());
            auto read = rf::io::readBoardFile(course);
            QVERIFY(read);
            doc.resetCourse(std::move(*read), course);
            doc.undoStack()->push(new SetFloorCommand(&doc, {{2, 3}}, Floor{FloorKind::Acid, {}}));
            QVERIFY(recovery.saveNow());
        }
        MainWindow w;
        Recovery *recovery = w.files()->recovery();
        recovery->setDirectory(tmp.path());
        w.resize(1280, 820);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTimer::singleShot(100, &w, [] {
            if (auto *dialog = qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget()))
                rf::test::answerRecoveryDialog(dialog, rf::test::RecoveryAnswer::RestoreFirst);
        });
        w.files()->offerRecovery();
        QVERIFY(w.document()->isModified());
        w.openAtStart({course});
#ifdef RF_HAVE_DEBUGGER
        QString error;
        QVERIFY2(rf::debugger::openScenarioWindow(&w, QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"), &error),
                 qPrintable(error));
#endif
        double used = 0.0;
        for (const QSize size : {QSize(1280, 820), QSize(1366, 500), QSize(1625, 582), QSize(1662, 500)}) {
            w.resize(size);
            runEventLoop(500); // layout and the fit settle
            const double before = cpuSeconds();
            runEventLoop(3000);
            used += cpuSeconds() - before;
        }
        qInfo("idle: %.3f s of CPU in 12 s", used);
        QVERIFY2(used < 0.24, qPrintable(QStringLiteral("%1 s of CPU in 12 s of idle").arg(used)));

        // An edit after the idle spell is on disk within the autosave delay.
        recovery->setInterval(100);
        auto written = [recovery] {
            QFile f(recovery->recoveryFile());
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = written();
        w.document()->undoStack()->push(new SetFloorCommand(w.document(), {{4, 5}}, Floor{FloorKind::Pit, {}}));
        QVERIFY(QTest::qWaitFor([&] { return !written().isEmpty() && written() != before; }, 2000));
        w.document()->undoStack()->setClean(); // no question when the window goes
    }
};

RF_TEST_MAIN(TestEditorIdle)
#include "tst_editoridle.moc"
