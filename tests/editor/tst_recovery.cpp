// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery: restored work survives the files opened at start-up, its copy goes only when the work
// is saved or given up, and autosave writes after every kind of edit (a tool drag, a property).
// Two running copies: copy A is this test program run again as a child process (a real second
// RallyForge with its lock); copy B, this process, neither offers nor removes A's copy while A
// runs, and offers it once A has crashed (killed).
#include "app/application.h"
#include "app/editoractions.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "io/boardfile.h"
#include "models/paletteentry.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/toolcontext.h"
#include "widgets/coursepanel.h"
#include "widgets/propertiespanel.h"
#include "widgets/recoverydialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>

#include "recoveryanswer.h"
#include "testmain.h"

#include <memory>

using namespace rf::editor;
using namespace rf::model;

namespace {

// Answers the next message box with `button` as soon as it is shown (it is modal: the test waits
// in its exec()). The question asked is kept in `*text`. The start-up recovery dialog is answered
// too: Yes restores its first (newest) row, No discards all rows, anything else decides later;
// `*text` gets its rows.
void answerNextBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    auto *poll = new QTimer(qApp);
    poll->setObjectName(QStringLiteral("answerer"));
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, text] {
        if (auto *dialog = qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget())) {
            poll->deleteLater();
            poll->stop();
            QStringList rows;
            rf::test::answerRecoveryDialog(dialog,
                                           button == QMessageBox::Yes  ? rf::test::RecoveryAnswer::RestoreFirst
                                           : button == QMessageBox::No ? rf::test::RecoveryAnswer::DiscardAll
                                                                       : rf::test::RecoveryAnswer::Later,
                                           &rows);
            if (text)
                *text = rows.join(QLatin1Char('\n'));
            return;
        }
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        if (text)
            *text = box->text();
        poll->deleteLater();
        poll->stop();
        if (QAbstractButton *b = box->button(button))
            b->click();
    });
    poll->start(20);
}

// An answer no box asked for must not answer a later one.
void forgetAnswers()
{
    qDeleteAll(qApp->findChildren<QTimer *>(QStringLiteral("answerer")));
}

const char *const kHoldArgument = "--hold-recovery";

// Copy A, run as `tst_recovery --hold-recovery DIR FILE`: edits FILE (a pit at 6,6), autosaves
// into DIR, prints "ready <its recovery file>" and runs until its stdin closes (then ends cleanly:
// its copy goes, as at a clean exit) or it is killed (a crash).
int holdRecovery(const QString &dir, const QString &file)
{
    BoardDocument doc;
    Recovery recovery(&doc, QStringLiteral("recovery"));
    recovery.setDirectory(dir);
    doc.resetCourse(*rf::io::readBoardFile(file), file);
    doc.undoStack()->push(new SetFloorCommand(&doc, {{6, 6}}, Floor{FloorKind::Pit, {}}));
    if (!recovery.saveNow())
        return 1;
    QTextStream out(stdout);
    out << "ready " << recovery.recoveryFile() << Qt::endl;
    QTextStream(stdin).readAll();
    recovery.discard();
    return 0;
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_work;  // a board file on disk
    QString m_other; // another one
    QString m_recoveryDir;
    Course m_restored; // the unsaved work a "crashed" session left for m_work

    // A session that edits m_work, autosaves and crashes (no clean shutdown).
    void leaveRecovery()
    {
        BoardDocument doc;
        Recovery recovery(&doc, QStringLiteral("recovery"));
        recovery.setDirectory(m_recoveryDir);
        doc.resetCourse(*rf::io::readBoardFile(m_work), m_work);
        doc.undoStack()->push(new SetFloorCommand(&doc, {{2, 3}}, Floor{FloorKind::Acid, {}}));
        QVERIFY(recovery.saveNow());
        m_restored = doc.course();
    }

    // A main window whose board autosaves into m_recoveryDir, shown offscreen.
    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>();
        w->files()->recovery()->setDirectory(m_recoveryDir);
        w->resize(1200, 900);
        w->show();
        return w;
    }

    static void closeQuietly(MainWindow &w) { w.document()->undoStack()->setClean(); }

    // Starts copy A on m_work; returns its recovery file (empty when it did not start).
    QString startCopyA(QProcess &a)
    {
        a.setProgram(QCoreApplication::applicationFilePath());
        a.setArguments(rf::test::selfArguments() << QString::fromLatin1(kHoldArgument) << m_recoveryDir << m_work);
        a.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        a.start();
        if (!QTest::qWaitFor([&a] { return a.canReadLine() || a.state() == QProcess::NotRunning; }, 30000))
            return {};
        const QString line = QString::fromUtf8(a.readLine()).trimmed();
        return line.startsWith(QLatin1String("ready ")) ? line.mid(6) : QString();
    }

    // What copy A saved: m_work with a pit at 6,6.
    Course copyAWork() const
    {
        Course c = *rf::io::readBoardFile(m_work);
        c.placements().front().board.cell({6, 6}).floor = Floor{FloorKind::Pit, {}};
        return c;
    }

    // Every board copy this process holds (a window that took one over leaves it under its name).
    void discardAllBoards()
    {
        Recovery::discard(m_recoveryDir, QStringLiteral("recovery"), QStringLiteral("rfboard"));
        for (const QString &name :
             Recovery::leftBehind(m_recoveryDir, QStringLiteral("recovery"), QStringLiteral("rfboard")))
            Recovery::discard(m_recoveryDir, name, QStringLiteral("rfboard"));
    }

    // The files under the recovery folder, for messages.
    QStringList recoveryFiles() const
    {
        QStringList out;
        for (QDirIterator it(m_recoveryDir, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
            out << QDir(m_recoveryDir).relativeFilePath(it.next());
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The ages are plurals: English words them ("1 minute", "3 minutes").
        QCOMPARE(installTranslation(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        m_work = m_tmp.filePath(QStringLiteral("work.rfboard"));
        m_other = m_tmp.filePath(QStringLiteral("other.rfboard"));
        m_recoveryDir = m_tmp.filePath(QStringLiteral("recovery"));
        QVERIFY(rf::io::writeBoardFile(m_work, emptyCourse(8, 8)));
        QVERIFY(rf::io::writeBoardFile(m_other, emptyCourse(10, 6)));
    }

    void init() { leaveRecovery(); }
    void cleanup()
    {
        forgetAnswers();
        discardAllBoards();
    }

    // `rallyforge work.rfboard` with a recovery copy of work.rfboard: restoring, then opening the
    // file of the command line keeps the restored work (and its copy), as main() does it.
    void restoredWorkWinsOverTheSameFile()
    {
        auto w = window();
        answerNextBox(QMessageBox::Yes);
        w->files()->offerRecovery();
        QCOMPARE(w->document()->course(), m_restored);
        w->openAtStart({m_work});
        QCOMPARE(w->document()->course(), m_restored);
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        QVERIFY(w->files()->recovery()->hasRecovery());
        closeQuietly(*w);
    }

    // Another board file on the command line asks first: Cancel keeps the restored work and its
    // copy; Discard opens the file and only then lets the copy go.
    void anotherFileAsksFirst()
    {
        auto w = window();
        answerNextBox(QMessageBox::Yes);
        w->files()->offerRecovery();
        QString question;
        answerNextBox(QMessageBox::Cancel, &question);
        w->openAtStart({m_other});
        QVERIFY2(question.contains(QLatin1String("work.rfboard")), qPrintable(question));
        QCOMPARE(w->document()->course(), m_restored);
        QVERIFY(w->files()->recovery()->hasRecovery());

        answerNextBox(QMessageBox::Discard);
        w->openAtStart({m_other});
        QCOMPARE(QFileInfo(w->document()->filePath()), QFileInfo(m_other));
        QVERIFY(!w->document()->isModified());
        QVERIFY(!w->files()->recovery()->hasRecovery());
    }

    // The bug of issue 16: copy B started while A runs offered A's board (A had not crashed) and
    // answering No removed A's copy. Now B asks nothing and A's files stay, also when A has run
    // for long (its lock is an hour old: only a dead owner makes a lock stale). Once A crashes,
    // B offers A's work and takes it over.
    void aRunningCopyKeepsItsRecovery()
    {
        Recovery::discard(m_recoveryDir, QStringLiteral("recovery"), QStringLiteral("rfboard")); // B's own
        QProcess a;
        const QString aCopy = startCopyA(a);
        QVERIFY2(!aCopy.isEmpty(), "copy A did not start");
        QVERIFY(QFileInfo::exists(aCopy));

        auto w = window();
        QString question;
        answerNextBox(QMessageBox::No, &question);
        w->files()->offerRecovery();
        forgetAnswers();
        QVERIFY2(question.isEmpty(), qPrintable(question));
        QVERIFY(!w->document()->isModified());
        QVERIFY2(QFileInfo::exists(aCopy), qPrintable(recoveryFiles().join(QLatin1Char(' '))));
        QVERIFY(QFileInfo::exists(QFileInfo(aCopy).dir().filePath(QStringLiteral("recovery.path"))));
        QCOMPARE(*rf::io::readBoardFile(aCopy), copyAWork());

        // A has run for an hour: its lock is old, but A still owns it.
        const QString aLock = QFileInfo(aCopy).path() + QStringLiteral(".lock");
        {
            QFile lock(aLock);
            QVERIFY2(lock.open(QIODevice::ReadOnly), qPrintable(aLock));
            QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
        }
        answerNextBox(QMessageBox::No, &question);
        w->files()->offerRecovery();
        forgetAnswers();
        QVERIFY2(question.isEmpty(), qPrintable(question));
        QCOMPARE(*rf::io::readBoardFile(aCopy), copyAWork());

        // A crashes: its lock names a process that is gone, and B offers A's work.
        a.kill();
        QVERIFY(a.waitForFinished(10000));
        answerNextBox(QMessageBox::Yes, &question);
        w->files()->offerRecovery();
        QVERIFY2(question.contains(QLatin1String("work.rfboard")), qPrintable(question));
        QCOMPARE(w->document()->course(), copyAWork());
        QVERIFY(w->document()->isModified());
        // B took the copy over: it is B's now, and nothing of A is left.
        QVERIFY(w->files()->recovery()->hasRecovery());
        QVERIFY(!QFileInfo::exists(aCopy));
        QVERIFY(!QFileInfo::exists(QFileInfo(aCopy).path()));
        QVERIFY(!QFileInfo::exists(aLock));
        closeQuietly(*w);
    }

    // Answering No to a crashed copy's board removes only that copy, never a running one's; and a
    // copy that ends cleanly leaves no folder behind.
    void decliningACrashedCopySparesARunningOne()
    {
        Recovery::discard(m_recoveryDir, QStringLiteral("recovery"), QStringLiteral("rfboard"));
        QProcess crashed;
        const QString crashedCopy = startCopyA(crashed);
        QVERIFY(!crashedCopy.isEmpty());
        crashed.kill();
        QVERIFY(crashed.waitForFinished(10000));
        QProcess running;
        const QString runningCopy = startCopyA(running);
        QVERIFY(!runningCopy.isEmpty());

        auto w = window();
        QString question;
        answerNextBox(QMessageBox::No, &question);
        w->files()->offerRecovery();
        QVERIFY2(question.contains(QLatin1String("work.rfboard")), qPrintable(question));
        QVERIFY(!w->document()->isModified());
        QVERIFY(!QFileInfo::exists(crashedCopy));
        QVERIFY(!QFileInfo::exists(QFileInfo(crashedCopy).path()));
        QVERIFY2(QFileInfo::exists(runningCopy), qPrintable(recoveryFiles().join(QLatin1Char(' '))));
        QVERIFY(!w->files()->recovery()->hasRecovery());

        running.closeWriteChannel(); // a clean exit
        QVERIFY(running.waitForFinished(10000));
        QCOMPARE(running.exitCode(), 0);
        QVERIFY(!QFileInfo::exists(runningCopy));
        QVERIFY(!QFileInfo::exists(QFileInfo(runningCopy).path()));
        QVERIFY(!QFileInfo::exists(QFileInfo(runningCopy).path() + QStringLiteral(".lock")));
    }

    // A board left by a version before the instance folders (flat files in the recovery folder)
    // belongs to no running copy: it is offered and taken over like a crashed copy's.
    void aCopyOfAnEarlierVersionIsOffered()
    {
        Recovery::discard(m_recoveryDir, QStringLiteral("recovery"), QStringLiteral("rfboard"));
        QVERIFY(rf::io::writeBoardFile(m_recoveryDir + QStringLiteral("/recovery.rfboard"), m_restored));
        {
            QFile note(m_recoveryDir + QStringLiteral("/recovery.path"));
            QVERIFY(note.open(QIODevice::WriteOnly));
            note.write(m_work.toUtf8());
        }
        auto w = window();
        QString question;
        answerNextBox(QMessageBox::Yes, &question);
        w->files()->offerRecovery();
        QVERIFY2(question.contains(QLatin1String("work.rfboard")), qPrintable(question));
        QCOMPARE(w->document()->course(), m_restored);
        QCOMPARE(w->document()->filePath(), m_work);
        QVERIFY(!QFileInfo::exists(m_recoveryDir + QStringLiteral("/recovery.rfboard")));
        QVERIFY(!QFileInfo::exists(m_recoveryDir + QStringLiteral("/recovery.path")));
        QVERIFY(w->files()->recovery()->hasRecovery());
        closeQuietly(*w);
    }

    // The document level: a reset that was not asked for (any code path that opens a file over
    // restored work) makes the document clean, but the copy stays; saving or discarding ends it.
    void copyGoesOnlyWhenSavedOrDiscarded()
    {
        BoardDocument doc;
        Recovery recovery(&doc, QStringLiteral("recovery"));
        recovery.setDirectory(m_recoveryDir);
        QCOMPARE(recovery.restore(), QString());
        QSignalSpy modified(&doc, &Document::modifiedChanged);
        doc.resetCourse(emptyCourse(), m_other);
        QVERIFY(!doc.isModified());
        QVERIFY(!modified.isEmpty());
        QVERIFY(recovery.hasRecovery());

        QCOMPARE(recovery.restore(), QString());
        doc.markSaved();
        QVERIFY(!recovery.hasRecovery());

        leaveRecovery();
        QCOMPARE(recovery.restore(), QString());
        doc.markDiscarded();
        QVERIFY(!recovery.hasRecovery());
        QVERIFY(!QFileInfo::exists(recovery.noteFile()));
    }

    // Declining the restore removes the copy; saving the restored work does too.
    void declinedOrSavedRestoreRemovesTheCopy()
    {
        {
            auto w = window();
            answerNextBox(QMessageBox::No);
            w->files()->offerRecovery();
            QVERIFY(!w->document()->isModified());
            QVERIFY(!w->files()->recovery()->hasRecovery());
        }
        leaveRecovery();
        auto w = window();
        answerNextBox(QMessageBox::Yes);
        w->files()->offerRecovery();
        QVERIFY(w->files()->recovery()->hasRecovery());
        const QString copy = m_tmp.filePath(QStringLiteral("saved.rfboard"));
        QVERIFY(w->files()->saveTo(copy, true));
        QVERIFY(!w->files()->recovery()->hasRecovery());
        QCOMPARE(*rf::io::readBoardFile(copy), m_restored);
    }

    // Issue 32: a square painted just before a crash was lost (autosave ran every 2 minutes) and
    // the offer named no age. Now: two squares painted with real clicks are on disk within the
    // autosave delay; the window is destroyed without closing (a crash); the next window offers
    // work.rfboard "saved 3 minutes ago" (its copy made that old), and a click on the row and on
    // Restore brings back both squares.
    void aCrashKeepsTheLastSquareAndTheOfferTellsItsAge()
    {
        discardAllBoards();
        auto w = window();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Recovery *recovery = w->files()->recovery();
        QCOMPARE(recovery->interval(), Recovery::kDelayMs);
        QVERIFY(w->files()->openFile(m_work, true));
        w->view()->setZoom(0.5);
        w->view()->centerOn(4 * kCellSize, 4 * kCellSize);
        w->toolContext()->setEntry(*findPaletteEntry(QStringLiteral("floor:pit")));
        QWidget *vp = w->view()->viewport();
        auto at = [&w](QPoint cell) {
            return w->view()->mapFromScene((QPointF(cell) + QPointF(0.5, 0.5)) * kCellSize);
        };
        auto copyHasPit = [recovery](QPoint cell) {
            const auto copy = rf::io::readBoardFile(recovery->recoveryFile());
            return copy &&
                   copy->placements().front().board.cell(Point{cell.x(), cell.y()}).floor.kind == FloorKind::Pit;
        };
        QTest::mouseClick(vp, Qt::LeftButton, {}, at({5, 5}));
        // Within a second of the click (3 s of slack for a loaded machine; the old autosave took 2 min).
        QVERIFY(QTest::qWaitFor([&] { return copyHasPit({5, 5}); }, 3000));
        QTest::mouseClick(vp, Qt::LeftButton, {}, at({6, 2}));
        QVERIFY(QTest::qWaitFor([&] { return copyHasPit({6, 2}); }, 3000));
        const Course painted = w->document()->course();
        const QString copy = recovery->recoveryFile();
        w.reset(); // the crash: no close, no save, no clean shutdown
        QVERIFY(QFileInfo::exists(copy));
        {
            QFile f(copy);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(
                f.setFileTime(QDateTime::currentDateTime().addSecs(-3 * 60 - 5), QFileDevice::FileModificationTime));
        }

        w = window();
        QStringList rows;
        QTimer::singleShot(50, w.get(), [&rows] {
            auto *dialog = qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            rows = dialog->rowTexts();
            rf::test::clickRecoveryRow(dialog, 0);
            QTest::mouseClick(dialog->restoreButton(), Qt::LeftButton);
        });
        w->files()->offerRecovery();
        QCOMPARE(rows, QStringList{QStringLiteral("work.rfboard (Board, saved 3 minutes ago)")});
        QCOMPARE(w->document()->course(), painted);
        QCOMPARE(w->document()->filePath(), m_work);
        QVERIFY(w->document()->isModified());
        closeQuietly(*w);
    }

    // The age of a copy as the offer words it.
    void savedAgo_data()
    {
        QTest::addColumn<int>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("now") << 0 << QStringLiteral("saved 0 seconds ago");
        QTest::newRow("seconds") << 42 << QStringLiteral("saved 42 seconds ago");
        QTest::newRow("a minute") << 61 << QStringLiteral("saved 1 minute ago");
        QTest::newRow("minutes") << 3 * 60 + 59 << QStringLiteral("saved 3 minutes ago");
        QTest::newRow("hours") << 5 * 3600 + 10 << QStringLiteral("saved 5 hours ago");
        QTest::newRow("days") << 2 * 86400 + 7 << QStringLiteral("saved 2 days ago");
    }
    void savedAgo()
    {
        QFETCH(int, seconds);
        QFETCH(QString, text);
        const QDateTime now = QDateTime::currentDateTime();
        QCOMPARE(RecoveryDialog::savedAgo(now.addSecs(-seconds), now), text);
    }

    // Two crashed sessions each left a board: both are offered, newest first; one is restored
    // into the window, the other cannot go into the same window and is kept for the next start,
    // where it is offered again.
    void everyLeftBoardIsOfferedAndNoneIsLost()
    {
        discardAllBoards();
        QProcess a;
        QProcess b;
        const QString aCopy = startCopyA(a);
        QVERIFY(!aCopy.isEmpty());
        a.kill();
        QVERIFY(a.waitForFinished(10000));
        {
            QFile f(aCopy);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-2 * 3600), QFileDevice::FileModificationTime));
        }
        const QString bCopy = startCopyA(b);
        QVERIFY(!bCopy.isEmpty());
        b.kill();
        QVERIFY(b.waitForFinished(10000));

        auto w = window();
        QString rows;
        answerNextBox(QMessageBox::Yes, &rows);
        w->files()->offerRecovery();
        const QStringList offered = rows.split(QLatin1Char('\n'));
        QCOMPARE(offered.size(), 2);
        QVERIFY2(offered[0].startsWith(QLatin1String("work.rfboard (Board, saved ")) &&
                     offered[0].endsWith(QLatin1String(" ago)")) && !offered[0].contains(QLatin1String("hour")),
                 qPrintable(rows));
        QCOMPARE(offered[1], QStringLiteral("work.rfboard (Board, saved 2 hours ago)"));
        QCOMPARE(w->document()->course(), copyAWork());
        closeQuietly(*w);
        w.reset();

        // The next start: the one kept is offered again, and the restored one's copy too (its
        // window went without saving).
        w = window();
        answerNextBox(QMessageBox::No, &rows);
        w->files()->offerRecovery();
        QCOMPARE(rows.count(QLatin1String("work.rfboard")), 2);
        QVERIFY(rows.contains(QLatin1String("2 hours ago")));
        QVERIFY(!w->document()->isModified());
    }

    // Autosave (at a short interval) writes what a tool drag changed, then what a change in the
    // properties panel changed, each in the next interval.
    void autosaveWritesAfterADragAndAProperty()
    {
        Recovery::discard(m_recoveryDir, QStringLiteral("recovery"),
                          QStringLiteral("rfboard")); // this session starts clean
        auto w = window();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        Recovery *recovery = w->files()->recovery();
        recovery->setInterval(50);
        QCOMPARE(recovery->interval(), 50);
        QVERIFY(w->files()->openFile(m_work, true));
        QTest::qWait(200);
        QVERIFY(!recovery->hasRecovery()); // nothing unsaved, nothing written

        // A paint stroke dragged over the canvas.
        w->view()->setZoom(0.5);
        w->view()->centerOn(4 * kCellSize, 4 * kCellSize);
        w->toolContext()->setEntry(*findPaletteEntry(QStringLiteral("floor:pit")));
        QWidget *vp = w->view()->viewport();
        auto at = [&w](QPoint cell) {
            return w->view()->mapFromScene((QPointF(cell) + QPointF(0.5, 0.5)) * kCellSize);
        };
        QTest::mousePress(vp, Qt::LeftButton, {}, at({1, 1}));
        for (int x = 2; x <= 4; ++x)
            QTest::mouseMove(vp, at({x, 1}));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, at({4, 1}));
        QVERIFY(w->document()->isModified());
        QVERIFY(QTest::qWaitFor([recovery] { return recovery->hasRecovery(); }, 5000));
        auto copy = rf::io::readBoardFile(recovery->recoveryFile());
        QVERIFY(copy);
        QCOMPARE(copy->placements().front().board.cell({3, 1}).floor.kind, FloorKind::Pit);

        // The course name typed into the Course panel (Course > Course Properties shows it).
        w->actions()->action(QStringLiteral("courseProperties"))->trigger();
        QLineEdit *name = nullptr;
        for (QLineEdit *e : w->coursePanel()->findChildren<QLineEdit *>())
            if (e->isVisible() && e->text() == QString::fromStdString(w->document()->course().info().name))
                name = e;
        QVERIFY(name);
        name->setFocus();
        QTest::keyClicks(name, QStringLiteral(" renamed"));
        QVERIFY(QString::fromStdString(w->document()->course().info().name).endsWith(QLatin1String(" renamed")));
        QVERIFY(QTest::qWaitFor(
            [recovery] {
                const auto written = rf::io::readBoardFile(recovery->recoveryFile());
                return written && QString::fromStdString(written->info().name).endsWith(QLatin1String(" renamed"));
            },
            5000));
        closeQuietly(*w);
    }
};

// RF_TEST_MAIN, but the same program also plays copy A.
static int runRecoveryTest(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setAttribute(Qt::AA_Use96Dpi, true);
    if (argc == 4 && qstrcmp(argv[1], kHoldArgument) == 0)
        return holdRecovery(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    TestRecovery tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}
RF_TEST_CUSTOM_MAIN(runRecoveryTest)

#include "tst_recovery.moc"
