// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu of the editor window driven with keys and clicks, as a user would (issue 32,
// item 3): File > Open takes a scenario, Open Recent lists it, File > Close, export names get
// the chosen format's suffix, and a format that cannot hold the course says so at once.
#include "app/editoractions.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "debugger/debuggerwindow.h"
#include "debugger/exportrulingdialog.h"
#include "document/boarddocument.h"
#include "document/scenariodocument.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

#include "testmain.h"

using namespace rf;
using namespace rf::editor;

namespace {

// Runs `act` on the modal widget of type T once it shows (polling, as a modal dialog runs its
// own event loop); `*done` is set when it ran. Gives up after 10 s, so that a dialog that never
// came cannot be answered by a later test.
template<typename T> void whenShown(QObject *context, std::function<void(T *)> act, bool *done)
{
    auto poll = std::make_shared<std::function<void()>>();
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    *poll = [context, act, done, poll, clock] {
        if (auto *w = qobject_cast<T *>(QApplication::activeModalWidget()); w && w->isVisible()) {
            act(w);
            *done = true;
            return;
        }
        if (clock->elapsed() < 10000) {
            QTimer::singleShot(20, context, *poll);
            return;
        }
        QStringList shown;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->isVisible())
                shown << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(':') + w->windowTitle();
        qWarning("no %s came; visible windows: %s", T::staticMetaObject.className(),
                 qPrintable(shown.join(QLatin1String(", "))));
    };
    QTimer::singleShot(20, context, *poll);
}

// Shows the window and makes it the active one, so that its shortcuts take keys.
bool showActive(QWidget &w)
{
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

// Types `path` into a file dialog's name field and presses Enter (after closing the name
// field's completion list, which would take it).
bool typeName(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    if (!name || !buttons)
        return false;
    // Keys go to the active window, as for a user: without a window manager that takes a moment.
    dialog->activateWindow();
    if (!QTest::qWaitForWindowActive(dialog))
        qWarning("the file dialog did not become active");
    // Into the file's folder first (where a user would browse to), its listing loaded, so that
    // the dialog knows the file when Enter comes.
    const QFileInfo file(path);
    if (QDir(dialog->directory()) != file.dir()) {
        auto *listing = dialog->findChild<QFileSystemModel *>();
        QSignalSpy loaded(listing, &QFileSystemModel::directoryLoaded);
        dialog->setDirectory(file.dir());
        if (!loaded.wait(3000))
            qWarning("the file dialog did not list %s", qPrintable(file.path()));
    }
    name->setFocus();
    name->clear();
    QTest::keyClicks(name, file.fileName());
    if (QCompleter *c = name->completer(); c && c->popup() && c->popup()->isVisible())
        QTest::keyClick(c->popup(), Qt::Key_Escape); // closes the completion list only
    QAbstractButton *accept = buttons->button(dialog->acceptMode() == QFileDialog::AcceptSave ? QDialogButtonBox::Save
                                                                                              : QDialogButtonBox::Open);
    if (!accept || !accept->isEnabled() || !dialog->isVisible()) {
        qWarning("cannot accept the file dialog: name \"%s\", button %s", qPrintable(name->text()),
                 accept ? (accept->isEnabled() ? "enabled" : "disabled") : "missing");
        dialog->reject(); // a dialog left open would hang the test
        return false;
    }
    QTest::keyClick(name, Qt::Key_Return);
    if (dialog->isVisible()) {
        qWarning("the file dialog stayed open after Enter: name \"%s\", focus %s, popup %d", qPrintable(name->text()),
                 QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none",
                 name->completer() && name->completer()->popup()->isVisible());
        dialog->reject();
        return false;
    }
    return true;
}

// Moves a file dialog's type box with the arrow keys to the entry containing `text` (each step
// chooses that type, as a user stepping through them would).
bool chooseFilter(QFileDialog *dialog, const QString &text)
{
    auto *types = dialog->findChild<QComboBox *>(QStringLiteral("fileTypeCombo"));
    if (!types)
        return false;
    dialog->activateWindow();
    if (!QTest::qWaitForWindowActive(dialog))
        qWarning("the file dialog did not become active");
    types->setFocus();
    for (int i = 0; i < types->count() && !types->currentText().contains(text); ++i)
        QTest::keyClick(types, Qt::Key_Down);
    return types->currentText().contains(text);
}

QList<debugger::DebuggerWindow *> debuggerWindows()
{
    QList<debugger::DebuggerWindow *> out;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *d = qobject_cast<debugger::DebuggerWindow *>(w); d && d->isVisible())
            out << d;
    return out;
}

QMenu *fileMenu(MainWindow &main)
{
    for (QMenu *m : main.findChildren<QMenu *>())
        if (m->title() == QLatin1String("&File"))
            return m;
    return nullptr;
}

// Opens the File menu and presses an entry's underlined letter.
void pressInFileMenu(MainWindow &main, Qt::Key key)
{
    QMenu *file = fileMenu(main);
    QVERIFY(file);
    file->popup(main.mapToGlobal(QPoint(10, 10)));
    QVERIFY(QTest::qWaitForWindowExposed(file));
    QTest::keyClick(file, key);
}

} // namespace

class TestFileMenu : public QObject {
    Q_OBJECT

    const QString m_scenario = QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario");

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    }
    void init() { QSettings().clear(); }
    void cleanup()
    {
        for (debugger::DebuggerWindow *w : debuggerWindows()) {
            w->document()->undoStack()->setClean();
            w->close();
        }
    }

    void openTakesAScenarioAndRecentListsIt()
    {
        MainWindow main;
        QVERIFY(showActive(main));
        const model::Course before = main.document()->course();
        bool typed = false;
        bool shown = false;
        whenShown<QFileDialog>(&main, [&](QFileDialog *d) { typed = typeName(d, m_scenario); }, &shown);
        QTest::keyClick(&main, Qt::Key_O, Qt::ControlModifier);
        QVERIFY(typed);
        // The scenario opens in a debugger window; the board stays as it was.
        QVERIFY(QTest::qWaitFor([&] { return debuggerWindows().size() == 1; }, 5000));
        QCOMPARE(debuggerWindows().constFirst()->document()->filePath(), QFileInfo(m_scenario).absoluteFilePath());
        QCOMPARE(main.document()->course(), before);
        QCOMPARE(main.files()->recentFiles().value(0), QFileInfo(m_scenario).absoluteFilePath());
        cleanup();
        QVERIFY(QTest::qWaitFor([&] { return debuggerWindows().size() == 0; }, 5000));

        // Open Recent lists it, and its key opens it again.
        QMenu *recent = nullptr;
        for (QAction *a : fileMenu(main)->actions())
            if (a->menu() && a->text().remove(QLatin1Char('&')) == QLatin1String("Open Recent"))
                recent = a->menu();
        QVERIFY(recent);
        recent->popup(main.mapToGlobal(QPoint(20, 20)));
        QVERIFY(QTest::qWaitForWindowExposed(recent));
        QCOMPARE(recent->actions().constFirst()->text(), QStringLiteral("&1 demo.rfscenario"));
        QTest::keyClick(recent, Qt::Key_1);
        QVERIFY(QTest::qWaitFor([&] { return debuggerWindows().size() == 1; }, 5000));
        QCOMPARE(main.document()->course(), before);
    }

    void closeAsksAndLeavesAnEmptyBoard()
    {
        MainWindow main;
        QVERIFY(showActive(main));
        QVERIFY(main.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/mezzanine.rfboard"), true));
        main.document()->undoStack()->push(
            new SetFloorCommand(main.document(), {QPoint(0, 0)}, model::Floor{model::FloorKind::Oil, {}}));
        QVERIFY(main.document()->isModified());
        // Cancel keeps the board.
        bool answered = false;
        whenShown<QMessageBox>(
            &main, [](QMessageBox *box) { QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton); },
            &answered);
        QTest::keyClick(&main, Qt::Key_W, Qt::ControlModifier);
        QVERIFY(answered);
        QVERIFY(main.document()->filePath().endsWith(QLatin1String("mezzanine.rfboard")));
        // Discard closes it: an empty untitled board, nothing to save.
        answered = false;
        whenShown<QMessageBox>(
            &main, [](QMessageBox *box) { QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton); },
            &answered);
        pressInFileMenu(main, Qt::Key_C);
        QVERIFY(answered);
        QVERIFY(main.document()->filePath().isEmpty());
        QVERIFY(!main.document()->isModified());
        QCOMPARE(main.document()->course(), emptyCourse());
        QVERIFY(main.windowTitle().startsWith(main.document()->displayName()));
    }

    void exportNameGetsTheFormatsSuffix()
    {
        QTemporaryDir tmp;
        MainWindow main;
        QVERIFY(showActive(main));
        bool typed = false;
        bool chosen = false;
        whenShown<QFileDialog>(
            &main,
            [&](QFileDialog *d) {
                chosen = chooseFilter(d, QStringLiteral("Tiled JSON map in the RallyForge profile"));
                typeName(d, tmp.filePath(QStringLiteral("mine")));
            },
            &typed);
        pressInFileMenu(main, Qt::Key_E);
        QVERIFY(typed);
        QVERIFY(chosen);
        QVERIFY2(QTest::qWaitFor([&] { return QFileInfo::exists(tmp.filePath(QStringLiteral("mine.tmj"))); }, 5000),
                 qPrintable(QDir(tmp.path()).entryList(QDir::Files).join(QLatin1Char(' ')) + QLatin1String(" / ") +
                            main.statusBar()->currentMessage()));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("mine"))));
    }

    void tooLargeForRoboRallyOnlineSaysSoBeforeTheName()
    {
        QTemporaryDir tmp;
        MainWindow main;
        QVERIFY(showActive(main));
        main.document()->resetCourse(emptyCourse(16, 12));
        QString warning;
        QString error;
        bool refused = false;
        QString nameWhenWarned = QStringLiteral("(not warned)");
        bool typed = false;
        whenShown<QFileDialog>(
            &main,
            [&](QFileDialog *d) {
                // Choosing the format warns at once, with the name field still empty.
                bool warned = false;
                whenShown<QMessageBox>(
                    &main,
                    [&](QMessageBox *box) {
                        warning = box->text();
                        nameWhenWarned = d->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->text();
                        QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
                    },
                    &warned);
                QVERIFY(chooseFilter(d, QStringLiteral("robo-rally-online")));
                QVERIFY(QTest::qWaitFor([&] { return warned; }, 5000));
                // Going on anyway: the error names the user's file, not a temporary one.
                whenShown<QMessageBox>(
                    &main,
                    [&](QMessageBox *box) {
                        error = box->text();
                        QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
                    },
                    &refused);
                typeName(d, tmp.filePath(QStringLiteral("big")));
            },
            &typed);
        pressInFileMenu(main, Qt::Key_E);
        QVERIFY(typed);
        QVERIFY2(warning.contains(QLatin1String("cannot hold this course")) &&
                     warning.contains(QLatin1String("16 x 12")),
                 qPrintable(warning));
        QCOMPARE(nameWhenWarned, QString());
        QVERIFY(QTest::qWaitFor([&] { return refused; }, 5000));
        QVERIFY2(error.startsWith(QDir::toNativeSeparators(tmp.filePath(QStringLiteral("big.json")))),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("big.json"))));
    }

    // Share > Export Ruling in the debugger: a name without suffix gets .html, and the page is
    // the scenario's ruling report.
    void exportRulingWritesThePage()
    {
        QTemporaryDir tmp;
        MainWindow main;
        QVERIFY(showActive(main));
        QVERIFY(main.openFile(m_scenario, true));
        QVERIFY(QTest::qWaitFor([&] { return debuggerWindows().size() == 1; }, 5000));
        debugger::DebuggerWindow *debug = debuggerWindows().constFirst();
        QVERIFY(showActive(*debug));
        QMenu *share = nullptr;
        for (QMenu *m : debug->findChildren<QMenu *>())
            if (m->title() == QLatin1String("S&hare"))
                share = m;
        QVERIFY(share);
        bool typed = false;
        whenShown<debugger::ExportRulingDialog>(
            debug,
            [&](debugger::ExportRulingDialog *d) {
                auto *file = d->findChild<QLineEdit *>(QStringLiteral("rulingFile"));
                file->setFocus();
                QTest::keyClick(file, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(file, QDir::toNativeSeparators(tmp.filePath(QStringLiteral("ruling"))));
                QTest::keyClick(file, Qt::Key_Return);
                typed = true;
            },
            &typed);
        share->popup(debug->mapToGlobal(QPoint(10, 10)));
        QVERIFY(QTest::qWaitForWindowExposed(share));
        QTest::keyClick(share, Qt::Key_R);
        QVERIFY(QTest::qWaitFor([&] { return typed; }, 10000));
        const QString page = tmp.filePath(QStringLiteral("ruling.html"));
        QVERIFY2(QTest::qWaitFor([&] { return QFileInfo::exists(page); }, 10000), qPrintable(debug->statusBar()->currentMessage()));
        QFile f(page);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("<h1>Demo: four robots leave the docking bay</h1>"));
        QVERIFY(debug->statusBar()->currentMessage().contains(QLatin1String("ruling report")));
    }
};

RF_TEST_MAIN(TestFileMenu)
#include "tst_filemenu.moc"
