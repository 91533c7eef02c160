// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Files: open/save of every shipped board, save/revert state, autosave and recovery.
#include "app/application.h"
#include "app/editoractions.h"
#include "app/exportimagedialog.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "document/recovery.h"
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"
#include "scene/boardview.h"

#include <QAction>
#include <QApplication>
#include <QTranslator>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QImageReader>
#include <QSpinBox>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QLibraryInfo>
#include <QMessageBox>
#include <QAbstractButton>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

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
    void exportImageWritesTheCourse();
    void exportImageDialogFollowsTheFormat();
    void zoomToFitFollowsTheWindow();
    void tiledExportCarriesTheArt();
    void translationsAreFound();
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
        Recovery recovery(&doc, QStringLiteral("recovery"));
        recovery.setDirectory(tmp.path());
        QVERIFY(!recovery.saveNow()); // nothing unsaved yet
        doc.resetCourse(emptyCourse(8, 8), QStringLiteral("/somewhere/course.rfboard"));
        doc.undoStack()->push(new SetFloorCommand(&doc, {{2, 3}}, Floor{FloorKind::Acid, {}}));
        QVERIFY(recovery.saveNow());
        QVERIFY(QFileInfo::exists(recovery.recoveryFile()));
        saved = doc.course();
    }
    BoardDocument next;
    Recovery recovery(&next, QStringLiteral("recovery"));
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
    QVERIFY(Recovery::kDelayMs <= 1000); // an edit is on disk within a second
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

// File > Export Image writes through the shared renderer: a PNG of the right size, an SVG and a
// PDF; a name without an image type is refused with a message.
void TestEditorFiles::exportImageWritesTheCourse()
{
    QTemporaryDir tmp;
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QVERIFY(files.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"), true));
    const Size size = doc.course().combinedSize();
    rf::render::ExportOptions o;
    o.scale = 0.5;
    const QString png = tmp.filePath(QStringLiteral("demo.png"));
    QSignalSpy messages(&files, &FileController::message);
    QVERIFY(files.exportImageTo(png, o, true));
    QCOMPARE(QImageReader(png).size(), QSize(size.width * 32, size.height * 32));
    QVERIFY(messages.last().first().toString().contains(QLatin1String("demo.png")));
    const QImage img(png);
    QVERIFY(img.pixelColor(img.width() / 2, img.height() / 2).alpha() > 0);
    for (const char *name : {"demo.svg", "demo.pdf"}) {
        const QString path = tmp.filePath(QLatin1String(name));
        QVERIFY(files.exportImageTo(path, o, true));
        QVERIFY2(QFileInfo(path).size() > 1000, name);
    }
    QVERIFY(!files.exportImageTo(tmp.filePath(QStringLiteral("demo.bmpx")), o, true));
    QVERIFY(messages.last().first().toString().contains(QLatin1String("demo.bmpx")));

    // The main window offers it in the File menu.
    MainWindow w;
    QAction *action = w.actions()->action(QStringLiteral("exportImage"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
}

void TestEditorFiles::exportImageDialogFollowsTheFormat()
{
    ExportImageDialog dialog(Size{12, 12}, QStringLiteral("/tmp/board.png"));
    QCOMPARE(dialog.path(), QStringLiteral("/tmp/board.png"));
    dialog.dpiBox()->setValue(0);
    dialog.scaleBox()->setValue(2.0);
    QVERIFY(dialog.canExport());
    QVERIFY2(dialog.summary().contains(QLatin1String("1536 x 1536")), qPrintable(dialog.summary()));
    QVERIFY(dialog.scaleBox()->isEnabled());
    QVERIFY(!dialog.pageBox()->isEnabled());
    QVERIFY(!dialog.cutMarksBox()->isEnabled());
    // A resolution sizes the PNG by the printed square: 21 mm at 254 dpi = 210 px (times the
    // scale).
    QVERIFY(!dialog.cellMmBox()->isEnabled());
    dialog.dpiBox()->setValue(254);
    QVERIFY(dialog.cellMmBox()->isEnabled());
    QVERIFY2(dialog.summary().contains(QLatin1String("5040 x 5040")), qPrintable(dialog.summary()));
    dialog.scaleBox()->setValue(1.0);
    QVERIFY2(dialog.summary().contains(QLatin1String("2520 x 2520")), qPrintable(dialog.summary()));
    // Too large for an image.
    dialog.dpiBox()->setValue(4800);
    QVERIFY(!dialog.canExport());

    dialog.setPath(QStringLiteral("/tmp/board.pdf"));
    QVERIFY(dialog.canExport());
    QVERIFY(dialog.pageBox()->isEnabled());
    QVERIFY(dialog.cutMarksBox()->isEnabled());
    QVERIFY(!dialog.scaleBox()->isEnabled());
    QVERIFY(!dialog.dpiBox()->isEnabled());
    QVERIFY2(dialog.summary().contains(QLatin1String("252 x 252 mm")), qPrintable(dialog.summary()));
    dialog.cutMarksBox()->setChecked(true);
    dialog.pageBox()->setCurrentIndex(dialog.pageBox()->findData(QStringLiteral("a4")));
    const auto o = dialog.options();
    QVERIFY(o.cutMarks);
    QVERIFY(o.pageSize && o.pageSize->id() == QPageSize::A4);
    QVERIFY2(dialog.summary().startsWith(QLatin1String("2 page")), qPrintable(dialog.summary()));
    dialog.gridBox()->setChecked(false);
    QVERIFY(!dialog.options().render.grid);

    dialog.setPath(QStringLiteral("/tmp/board.txt"));
    QVERIFY(!dialog.canExport());
    QVERIFY(dialog.summary().contains(QLatin1String("txt")));
    dialog.setPath(QString());
    QVERIFY(!dialog.canExport());
}

// Fit to Window keeps fitting while the window is laid out and resized, until the user zooms.
void TestEditorFiles::zoomToFitFollowsTheWindow()
{
    MainWindow w;
    QVERIFY(w.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"), true));
    auto *view = w.findChild<BoardView *>();
    QVERIFY(view);
    w.resize(800, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    view->zoomToFit();
    QVERIFY(view->isFitting());
    const double small = view->zoom();
    w.resize(1600, 1200);
    // (QTRY_VERIFY does not compile warning-free with -Wconversion in Qt 6.8.)
    for (int i = 0; i < 100 && view->zoom() <= small * 1.5; ++i)
        QTest::qWait(20);
    QVERIFY2(view->zoom() > small * 1.5, qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(view->zoom())));
    view->zoomIn();
    QVERIFY(!view->isFitting());
    const double chosen = view->zoom();
    w.resize(900, 700);
    QTest::qWait(50);
    QCOMPARE(view->zoom(), chosen);
}

// File > Export to Tiled writes the map, our tileset and its image drawn with the element art.
void TestEditorFiles::tiledExportCarriesTheArt()
{
    QTemporaryDir tmp;
    BoardDocument doc;
    FileController files(&doc, nullptr);
    QVERIFY(files.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/foundry-floor.rfboard"), true));
    const QString map = tmp.filePath(QStringLiteral("foundry.tmx"));
    QVERIFY(files.exportTo(map, nullptr, true));
    QVERIFY(QFileInfo::exists(map));
    const QStringList written = QDir(tmp.path()).entryList(QDir::Files);
    const auto png = std::find_if(written.begin(), written.end(), [](const QString &f) { return f.endsWith(QLatin1String(".png")); });
    QVERIFY2(png != written.end(), qPrintable(written.join(QLatin1Char(' '))));
    const QImage art(tmp.filePath(*png));
    QVERIFY(!art.isNull());
    QVERIFY(art.width() >= 64 && art.height() >= 64);
    // An unknown extension is refused with a message naming the file.
    QSignalSpy messages(&files, &FileController::message);
    QVERIFY(!files.exportTo(tmp.filePath(QStringLiteral("foundry.unknownformat")), nullptr, true));
    QVERIFY(!messages.isEmpty());
}

// --lang loads the compiled translation, and Qt finds the strings of namespaced classes in it
// (their context is the full class name, rf::editor::...).
void TestEditorFiles::translationsAreFound()
{
    auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
    QCOMPARE(installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
    {
        MainWindow w;
        QCOMPARE(w.actions()->action(QStringLiteral("open"))->text(), QStringLiteral("&Öffnen..."));
        QCOMPARE(w.actions()->action(QStringLiteral("exportImage"))->text().isEmpty(), false);
        QVERIFY(w.actions()->action(QStringLiteral("exportImage"))->text() != QLatin1String("Export &Image..."));
    }
    // Qt's own strings too (standard buttons of the recovery question), where the system has
    // Qt's translations (the build root installs qt6-translations-l10n).
    if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm"))) {
        QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("q"), QMessageBox::Yes | QMessageBox::No);
        QCOMPARE(box.button(QMessageBox::Yes)->text(), QStringLiteral("&Ja"));
        QCOMPARE(box.button(QMessageBox::No)->text(), QStringLiteral("&Nein"));
    } else {
        qWarning("Qt's translations (qtbase_de.qm) are not installed; standard buttons not checked");
    }
    // English plural forms come from the English file.
    const auto translators = app.findChildren<QTranslator *>();
    for (QTranslator *t : translators)
        QCoreApplication::removeTranslator(t);
    QCOMPARE(installTranslation(app, QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("rf::editor::MainWindow", "%n error(s)", nullptr, 1), QStringLiteral("1 error"));
    QCOMPARE(QCoreApplication::translate("rf::editor::MainWindow", "%n error(s)", nullptr, 3), QStringLiteral("3 errors"));
    for (QTranslator *t : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(t);
    // A language RallyForge has no translation for (or the C locale) gets English, plurals and all.
    QCOMPARE(installTranslation(app, QStringLiteral("sw")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("rf::editor::MainWindow", "%n error(s)", nullptr, 0), QStringLiteral("0 errors"));
    for (QTranslator *t : app.findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(t);
}

RF_TEST_MAIN(TestEditorFiles)
#include "tst_editorfiles.moc"
