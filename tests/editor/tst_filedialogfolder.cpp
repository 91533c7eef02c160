// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/filecontroller.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"
#include "widgets/filedialogfolder.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

#include "testmain.h"

using namespace rf;
using namespace rf::editor;

namespace {

// Runs `open` (which shows a modal file dialog) and returns the folder the dialog showed; the
// dialog is cancelled.
QString folderShownBy(const std::function<void()> &open)
{
    QString shown;
    std::function<void()> poll = [&] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            shown = dialog->directory().absolutePath();
            dialog->reject();
            return;
        }
        QTimer::singleShot(20, poll);
    };
    QTimer::singleShot(20, poll);
    open();
    return shown;
}

} // namespace

// File dialogs start in the current document's folder, then in the folder last used, never in
// the process's working folder.
class TestFileDialogFolder : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QSettings().clear();
    }
    void aNameWithoutSuffixGetsTheFilters()
    {
        // The debugger's Export Current Step as Image wrote "step16" with "PNG images (*.png)" chosen.
        QCOMPARE(withFilterSuffix(QStringLiteral("/x/step16"), QStringLiteral("PNG images (*.png)")),
                 QStringLiteral("/x/step16.png"));
        QCOMPARE(withFilterSuffix(QStringLiteral("/x/trace"), QStringLiteral("Text (*.txt)")),
                 QStringLiteral("/x/trace.txt"));
        QCOMPARE(withFilterSuffix(QStringLiteral("/x/mine.v2"), QStringLiteral("PNG images (*.png)")),
                 QStringLiteral("/x/mine.v2"));
        QCOMPARE(withFilterSuffix(QStringLiteral("/x/mine"), QStringLiteral("All files (*)")),
                 QStringLiteral("/x/mine"));
        QCOMPARE(withFilterSuffix(QString(), QStringLiteral("PNG images (*.png)")), QString());
    }
    void documentFolderThenLastUsedThenHome()
    {
        QTemporaryDir tmp;
        QVERIFY(QDir(tmp.path()).mkpath(QStringLiteral("a")) && QDir(tmp.path()).mkpath(QStringLiteral("b")));
        QSettings().clear();
        QCOMPARE(dialogFolder({}), QDir::homePath());
        QCOMPARE(dialogFolder(tmp.filePath(QStringLiteral("a/x.rfboard"))), tmp.filePath(QStringLiteral("a")));
        rememberDialogFolder(tmp.filePath(QStringLiteral("b/y.rfscenario")));
        QCOMPARE(dialogFolder({}), tmp.filePath(QStringLiteral("b")));
        QCOMPARE(dialogFolder(tmp.filePath(QStringLiteral("a/x.rfboard"))), tmp.filePath(QStringLiteral("a")));
        QCOMPARE(dialogPath({}, QStringLiteral("untitled.rfboard")), tmp.filePath(QStringLiteral("b/untitled.rfboard")));
        // A remembered folder that is gone falls back to home.
        QVERIFY(QDir(tmp.filePath(QStringLiteral("b"))).removeRecursively());
        QCOMPARE(dialogFolder({}), QDir::homePath());
    }
    void openAndImportStartInTheDocumentsFolder()
    {
        QTemporaryDir tmp;
        QVERIFY(QDir(tmp.path()).mkpath(QStringLiteral("boards")));
        const QString board = tmp.filePath(QStringLiteral("boards/twin.rfboard"));
        QVERIFY(QFile::copy(QStringLiteral(RF_SOURCE_DIR "/boards/twin-gates.rfboard"), board));
        BoardDocument doc;
        FileController files(&doc, nullptr);
        QVERIFY(files.openFile(board, true));
        QVERIFY(QDir::currentPath() != tmp.filePath(QStringLiteral("boards")));
        QCOMPARE(folderShownBy([&] { files.openDialog(); }), tmp.filePath(QStringLiteral("boards")));
        QCOMPARE(folderShownBy([&] { files.importDialog(); }), tmp.filePath(QStringLiteral("boards")));
        QCOMPARE(folderShownBy([&] { files.exportDialog(); }), tmp.filePath(QStringLiteral("boards")));
        // An untitled document: the folder last used.
        BoardDocument untitled;
        FileController other(&untitled, nullptr);
        rememberDialogFolder(board);
        QCOMPARE(folderShownBy([&] { other.openDialog(); }), tmp.filePath(QStringLiteral("boards")));
    }
};

RF_TEST_MAIN(TestFileDialogFolder)
#include "tst_filedialogfolder.moc"
