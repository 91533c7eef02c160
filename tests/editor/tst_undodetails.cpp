// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Undo details (issue 16 item 7): register check boxes clicked in a row are one undo step (a
// pause starts the next), and history labels that count use plural forms ("Place 1 device",
// "Place 3 devices"; German "0 Startpositionen", not "0 Startposition(en)").
#include "app/application.h"
#include "app/editoractions.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "words/elementnames.h"
#include "models/paletteentry.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/toolcontext.h"
#include "validate/codes.h"
#include "validate/diagnostic.h"
#include "widgets/propertiespanel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

class TestUndoDetails : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void registerClicksInARowAreOneStep();
    void placeLabelsCount();
    void germanStartPositionsUsePlurals();
};

void TestUndoDetails::registerClicksInARowAreOneStep()
{
    BoardDocument doc;
    PropertiesPanel panel(&doc);
    qint64 now = 10'000;
    panel.setClock([&now] { return now; });
    panel.show();
    const EdgeFeature pusher{kNoId, EdgePos::of({2, 2}, Direction::West), EdgeKind::Pusher, Direction::East, 1, {1}};
    doc.undoStack()->push(new AddEdgeFeaturesCommand(&doc, {pusher}));
    const EdgeFeature placed = *doc.combined().featuresAt(pusher.pos).front();
    doc.setSelection({{}, {placed.id}});
    auto registers = [&] { return doc.combined().featuresAt(pusher.pos).front()->registers; };

    const int before = doc.undoStack()->count();
    QTest::mouseClick(panel.registerBox(3), Qt::LeftButton);
    now += 400;
    QTest::mouseClick(panel.registerBox(5), Qt::LeftButton);
    now += PropertiesPanel::kRegisterMergeMs; // still in a row: the window counts from the last click
    QTest::mouseClick(panel.registerBox(1), Qt::LeftButton);
    QCOMPARE(registers(), (RegisterSet{3, 5}));
    QCOMPARE(doc.undoStack()->count(), before + 1);

    // After a pause, the next click is a step of its own.
    now += PropertiesPanel::kRegisterMergeMs + 1;
    QTest::mouseClick(panel.registerBox(2), Qt::LeftButton);
    QCOMPARE(doc.undoStack()->count(), before + 2);
    doc.undo();
    QCOMPARE(registers(), (RegisterSet{3, 5}));
    doc.undo();
    QCOMPARE(registers(), RegisterSet{1});
    QCOMPARE(panel.registerBox(3)->isChecked(), false);
}

// Painted with the real tool on a real window; the Edit menu names the step.
void TestUndoDetails::placeLabelsCount()
{
    auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
    QCOMPARE(installTranslation(app, QStringLiteral("en")), QStringLiteral("en"));
    MainWindow w;
    w.resize(1200, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.view()->setZoom(0.5);
    w.view()->centerOn(6 * kCellSize, 6 * kCellSize);
    QWidget *vp = w.view()->viewport();
    auto at = [&](QPoint cell) { return w.view()->mapFromScene((QPointF(cell) + QPointF(0.5, 0.5)) * kCellSize); };
    w.toolContext()->setEntry(*findPaletteEntry(QStringLiteral("device:crate")));
    QAction *undo = w.actions()->action(QStringLiteral("undo"));

    QTest::mouseClick(vp, Qt::LeftButton, {}, at({2, 2}));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Place crate"));
    QTest::mousePress(vp, Qt::LeftButton, {}, at({2, 4}));
    for (int x = 2; x <= 4; ++x)
        QTest::mouseMove(vp, at({x, 4}));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at({4, 4}));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Place crate on 3 squares"));

    // Issue 32: a ramp was "Place 1 device", a wall "Add 1 edge feature".
    w.toolContext()->setEntry(*findPaletteEntry(QStringLiteral("device:ramp")));
    QTest::mouseClick(vp, Qt::LeftButton, {}, at({6, 6}));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Place ramp"));
    w.toolContext()->setEntry(*findPaletteEntry(QStringLiteral("floor:pit")));
    QTest::mousePress(vp, Qt::LeftButton, {}, at({2, 7}));
    for (int x = 2; x <= 3; ++x)
        QTest::mouseMove(vp, at({x, 7}));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at({3, 7}));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Paint pit on 2 squares"));

    // Removing counts the devices it takes away.
    BoardDocument *doc = w.document();
    doc->undoStack()->push(new SetDeviceCommand(doc, {{2, 4}, {3, 4}, {9, 9}}, Device{}));
    QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Remove 2 devices"));
    doc->undoStack()->setClean(); // no prompt
}

void TestUndoDetails::germanStartPositionsUsePlurals()
{
    auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
    QCOMPARE(installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
    rf::validate::Diagnostic d{.code = std::string(rf::validate::code::kTooFewStarts), .args = {"0"}};
    QCOMPARE(rf::words::diagnosticMessage(d), QStringLiteral("0 Startpositionen; mindestens 2 werden benötigt"));
    d.args = {"1"};
    QCOMPARE(rf::words::diagnosticMessage(d), QStringLiteral("1 Startposition; mindestens 2 werden benötigt"));
}

RF_TEST_MAIN(TestUndoDetails)
#include "tst_undodetails.moc"
