// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files: open/save of every shipped board, save/revert state, autosave and recovery.
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "app/recovery.h"
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rf::editor;
using namespace rf::model;

class TestEditorFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void shippedBoards_data();
    void shippedBoards();
    void courseSavedElsewhereEmbedsItsBoards();
    void saveMarksClean();
    void badFileIsReported();
    void recoveryRoundTrip();
    void windowTitleShowsModified();
};

void TestEditorFiles::shippedBoards_data()
{
    QTest::addColumn<QString>("path");
    const QDir boards(QStringLiteral(RF_SOURCE_DIR "/boards"));
    const auto files = boards.entryList({QStringLiteral("*.rfboard")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << boards.filePath(f);
}

void TestEditorFiles::shippedBoards()
{
    QFETCH(QString, path);
    QTemporaryDir tmp;
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QVERIFY(files.openFile(path, true));
    QCOMPARE(doc.filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!doc.isModified());
    const auto original = rf::io::readBoardFile(path);
    QVERIFY(original);
    QCOMPARE(doc.course(), *original);
    QVERIFY(combine(doc.course()).has_value());
    // Courses refer to their boards by relative path: give the copy the same neighbours.
    const QDir boards(QFileInfo(path).absolutePath());
    for (const QString &f : boards.entryList({QStringLiteral("*.rfboard")}, QDir::Files))
        QVERIFY(QFile::copy(boards.filePath(f), tmp.filePath(f)));
    const QString copy = tmp.filePath(QStringLiteral("copy.rfboard"));
    QVERIFY(files.saveTo(copy, true));
    const auto reread = rf::io::readBoardFile(copy);
    QVERIFY(reread);
    QCOMPARE(*reread, *original);
    QCOMPARE(rf::io::boardToJson(*reread), rf::io::boardToJson(*original));
}

void TestEditorFiles::courseSavedElsewhereEmbedsItsBoards()
{
    // Saving a course into a folder without its board files, or after editing a referenced
    // board, must embed the boards rather than write references that lose them.
    const QString path = QStringLiteral(RF_SOURCE_DIR "/boards/long-haul.rfboard");
    QTemporaryDir tmp;
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QVERIFY(files.openFile(path, true));
    QVERIFY(!doc.course().placements().front().source.empty());
    const QString copy = tmp.filePath(QStringLiteral("elsewhere.rfboard"));
    QVERIFY(files.saveTo(copy, true));
    const auto reread = rf::io::readBoardFile(copy);
    QVERIFY(reread);
    QCOMPARE(reread->placements().size(), doc.course().placements().size());
    for (std::size_t i = 0; i < reread->placements().size(); ++i) {
        QVERIFY(reread->placements()[i].source.empty());
        QCOMPARE(reread->placements()[i].board, doc.course().placements()[i].board);
        QCOMPARE(reread->placements()[i].offset, doc.course().placements()[i].offset);
        QCOMPARE(reread->placements()[i].rotation, doc.course().placements()[i].rotation);
    }
}

void TestEditorFiles::saveMarksClean()
{
    QTemporaryDir tmp;
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QSignalSpy modified(&doc, &BoardDocument::modifiedChanged);
    doc.undoStack()->push(new SetFloorCommand(&doc, {{1, 1}}, Floor{FloorKind::Pit, {}}));
    QVERIFY(doc.isModified());
    const QString path = tmp.filePath(QStringLiteral("b.rfboard"));
    QVERIFY(files.saveTo(path, true));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.filePath(), path);
    QVERIFY(files.recentFiles().contains(path));
    // Reopening gives the same content.
    BoardDocument other;
    FileController otherFiles(&other, nullptr);
    QVERIFY(otherFiles.openFile(path, true));
    QCOMPARE(other.course(), doc.course());
    QVERIFY(modified.size() >= 2);
}

void TestEditorFiles::badFileIsReported()
{
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QSignalSpy message(&files, &FileController::message);
    const QString bad = QStringLiteral(RF_TEST_DATA_DIR "/bad/binary.rfboard");
    QVERIFY(!files.openFile(bad, true));
    QCOMPARE(message.size(), 1);
    QVERIFY(message.front().front().toString().contains(QLatin1String("binary.rfboard")));
    QCOMPARE(doc.course(), emptyCourse()); // still a valid document
}

void TestEditorFiles::recoveryRoundTrip()
{
    QTemporaryDir tmp;
    Course saved;
    {
        // A session edits a file and "crashes" after an autosave (no clean shutdown).
        BoardDocument doc;
        Recovery recovery(&doc);
        recovery.setDirectory(tmp.path());
        QVERIFY(!recovery.saveNow()); // nothing unsaved yet
        doc.resetCourse(emptyCourse(8, 8), QStringLiteral("/somewhere/course.rfboard"));
        doc.undoStack()->push(new SetFloorCommand(&doc, {{2, 3}}, Floor{FloorKind::Acid, {}}));
        QVERIFY(recovery.saveNow());
        QVERIFY(QFileInfo::exists(recovery.recoveryFile()));
        saved = doc.course();
    }
    BoardDocument next;
    Recovery recovery(&next);
    recovery.setDirectory(tmp.path());
    QVERIFY(recovery.hasRecovery());
    QCOMPARE(recovery.recoveredOriginalPath(), QStringLiteral("/somewhere/course.rfboard"));
    QCOMPARE(recovery.restore(), QString());
    QCOMPARE(next.course(), saved);
    QVERIFY(next.isModified());
    QCOMPARE(next.filePath(), QStringLiteral("/somewhere/course.rfboard"));
    QVERIFY(recovery.hasRecovery()); // kept until the restored work is saved
    // A clean exit removes it.
    recovery.discard();
    QVERIFY(!recovery.hasRecovery());
    QVERIFY(!QFileInfo::exists(recovery.noteFile()));
    QCOMPARE(Recovery::kIntervalMs, 120000);
}

void TestEditorFiles::windowTitleShowsModified()
{
    MainWindow w;
    QVERIFY(w.windowTitle().startsWith(QLatin1String("Untitled")));
    QVERIFY(!w.isWindowModified());
    w.document()->undoStack()->push(new SetFloorCommand(w.document(), {{1, 1}}, Floor{FloorKind::Pit, {}}));
    QVERIFY(w.isWindowModified());
    QVERIFY(w.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"), true));
    QCOMPARE(w.windowTitle(), QStringLiteral("demo.rfboard[*] - RallyForge"));
    QVERIFY(!w.isWindowModified());
}

QTEST_MAIN(TestEditorFiles)
#include "tst_editorfiles.moc"
