// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Board size (issue 16 item 2): File > New asks for the width, height and kind, remembered for the
// next time; Board > Resize Board moves the board by an offset into a new size, lists what would
// be cut off before confirming, and is one undo step that undo takes back exactly; on a course it
// is off and says why. The dialogs are driven with keys and clicks, as the user would.
#include "app/editoractions.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "app/newboarddialog.h"
#include "app/resizeboarddialog.h"
#include "app/resizepreview.h"
#include "commands/coursecommands.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

namespace {

// Runs `fn` on the dialog of type T once it is shown modally (the test waits in its exec()).
template<class T> void whenShown(std::function<void(T *)> fn, bool *seen)
{
    auto *poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, fn, seen] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        *seen = true;
        fn(dialog);
    });
    poll->start(20);
}

// Types `value` over the spin box's text, as a user selecting it and typing does.
void typeInto(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
}

// An 8 x 6 board with a belt at 0,0, a pit at 1,1, a wall on the west side of 0,2 and a start
// marker at 7,5.
Course sample()
{
    Board b(8, 6, "Sample");
    b.setDevice({0, 0}, Device{.kind = DeviceKind::Belt, .dir = Direction::East});
    b.cell({1, 1}).floor = Floor{FloorKind::Pit, {}};
    b.addEdgeFeature(EdgeFeature{.pos = EdgePos::of({0, 2}, Direction::West), .kind = EdgeKind::Wall});
    b.addMarker(Marker{.kind = MarkerKind::Start, .at = {7, 5}, .number = 1, .facing = Direction::North});
    return Course(std::move(b));
}

} // namespace

class TestBoardSize : public QObject {
    Q_OBJECT

    static QAction *action(MainWindow &w, const char *name) { return w.actions()->action(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    // File > New: width and height typed, Enter; the next New offers the same size; Esc
    // leaves the document alone.
    void newAsksForTheSize()
    {
        MainWindow w;
        w.show();
        bool seen = false;
        whenShown<NewBoardDialog>(
            [](NewBoardDialog *d) {
                QCOMPARE(d->widthBox()->value(), 12); // the default the first time
                QCOMPARE(d->widthBox()->maximum(), Board::kMaxSide);
                typeInto(d->widthBox(), 20);
                typeInto(d->heightBox(), 7);
                QTest::keyClick(d->heightBox(), Qt::Key_Return);
            },
            &seen);
        action(w, "new")->trigger();
        QVERIFY(seen);
        QCOMPARE(w.document()->combined().size(), (Size{20, 7}));
        QVERIFY(w.document()->course().isSingleBoard());
        QVERIFY(rf::io::boardToJson(w.document()->course()).contains("\"kind\": \"board\""));
        QVERIFY(!w.document()->isModified());

        // Remembered; Esc cancels.
        w.document()->undoStack()->push(new ResizeBoardCommand(w.document(), 0, {5, 5}, {}));
        int shownWidth = 0;
        int shownHeight = 0;
        seen = false;
        whenShown<NewBoardDialog>(
            [&](NewBoardDialog *d) {
                shownWidth = d->widthBox()->value();
                shownHeight = d->heightBox()->value();
                QTest::keyClick(d->widthBox(), Qt::Key_Escape);
            },
            &seen);
        w.document()->undoStack()->setClean(); // no unsaved-changes question first
        action(w, "new")->trigger();
        QVERIFY(seen);
        QCOMPARE(shownWidth, 20);
        QCOMPARE(shownHeight, 7);
        QCOMPARE(w.document()->combined().size(), (Size{5, 5})); // Esc: nothing replaced
    }

    // The kind Course (clicked) makes a course with details of its own.
    void newMakesACourse()
    {
        MainWindow w;
        w.show();
        bool seen = false;
        whenShown<NewBoardDialog>(
            [](NewBoardDialog *d) {
                QTest::mouseClick(d->courseButton(), Qt::LeftButton);
                typeInto(d->widthBox(), 10);
                QTest::keyClick(d->widthBox(), Qt::Key_Enter);
            },
            &seen);
        action(w, "new")->trigger();
        QVERIFY(seen);
        QCOMPARE(w.document()->combined().size(), (Size{10, 7}));
        QVERIFY(rf::io::boardToJson(w.document()->course()).contains("\"kind\": \"course\""));
        QVERIFY(QSettings().value(QStringLiteral("newBoard/course")).toBool());
        QSettings().setValue(QStringLiteral("newBoard/course"), false);
    }

    // Resize to 6 x 6 with the board moved one column west: the belt, the wall and the start
    // marker are cut and listed before Enter; one undo step, undone exactly.
    void resizeWithAnOffset()
    {
        MainWindow w;
        w.show();
        w.document()->resetCourse(sample());
        const Course before = w.document()->course();
        const int steps = w.document()->undoStack()->count();
        QVERIFY(action(w, "resizeBoard")->isEnabled());
        bool seen = false;
        QStringList listed;
        QString summary;
        QRect frame;
        whenShown<ResizeBoardDialog>(
            [&](ResizeBoardDialog *d) {
                QVERIFY(!d->canResize()); // nothing changes yet
                QVERIFY(d->cutList()->isHidden());
                typeInto(d->widthBox(), 6);
                typeInto(d->offsetXBox(), -1);
                for (int i = 0; i < d->cutList()->count(); ++i)
                    listed << d->cutList()->item(i)->text();
                summary = d->summaryLabel()->text();
                frame = d->preview()->frame();
                QTest::keyClick(d->offsetXBox(), Qt::Key_Return);
            },
            &seen);
        action(w, "resizeBoard")->trigger();
        QVERIFY(seen);
        QCOMPARE(listed.size(), 3);
        QVERIFY2(listed.filter(QStringLiteral("at 0,0")).size() == 1, qPrintable(listed.join(QLatin1Char('|'))));
        QVERIFY2(listed.filter(QStringLiteral("west side of 0,2")).size() == 1,
                 qPrintable(listed.join(QLatin1Char('|'))));
        QVERIFY2(listed.filter(QStringLiteral("at 7,5")).size() == 1, qPrintable(listed.join(QLatin1Char('|'))));
        QVERIFY2(summary.contains(QLatin1String("12 square")), qPrintable(summary));
        QCOMPARE(frame, QRect(1, 0, 6, 6));

        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        const Board &b = w.document()->course().placements().front().board;
        QCOMPARE(b.size(), (Size{6, 6}));
        QCOMPARE(b.cell({0, 1}).floor.kind, FloorKind::Pit);
        QCOMPARE(b.cell({0, 0}).device.kind, DeviceKind::None);
        QVERIFY(b.edgeFeatures().empty());
        QVERIFY(b.markers().empty());
        QCOMPARE(w.document()->combined().size(), (Size{6, 6}));
        const Course after = w.document()->course();

        w.document()->undo();
        QCOMPARE(w.document()->course(), before);
        QCOMPARE(w.document()->combined().size(), (Size{8, 6}));
        w.document()->redo();
        QCOMPARE(w.document()->course(), after);
        w.document()->undo();
        QCOMPARE(w.document()->course(), before);
    }

    // Growing with Centre cuts nothing; Esc pushes nothing.
    void centreAndCancel()
    {
        MainWindow w;
        w.show();
        w.document()->resetCourse(sample());
        bool seen = false;
        Point offset;
        QString summary;
        whenShown<ResizeBoardDialog>(
            [&](ResizeBoardDialog *d) {
                typeInto(d->widthBox(), 12);
                typeInto(d->heightBox(), 10);
                QTest::mouseClick(d->centreButton(), Qt::LeftButton);
                offset = d->offset();
                summary = d->summaryLabel()->text();
                QTest::keyClick(d->heightBox(), Qt::Key_Escape);
            },
            &seen);
        action(w, "resizeBoard")->trigger();
        QVERIFY(seen);
        QCOMPARE(offset, (Point{2, 2}));
        QCOMPARE(summary, QStringLiteral("Nothing is cut off."));
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QCOMPARE(w.document()->course(), sample());
    }

    // A course has no grid of its own: Resize Board is off there and its tool tip says why.
    void offOnACourse()
    {
        MainWindow w;
        w.document()->resetCourse(sample());
        QAction *resize = action(w, "resizeBoard");
        QVERIFY(resize->isEnabled());
        Placement second{Board(4, 4, "Second"), {8, 0}, 0, {}};
        w.document()->undoStack()->push(new AddBoardCommand(w.document(), second));
        QVERIFY(!resize->isEnabled());
        QVERIFY2(resize->toolTip().contains(QLatin1String("course")), qPrintable(resize->toolTip()));
        w.document()->undo();
        QVERIFY(resize->isEnabled());
    }
};

RF_TEST_MAIN(TestBoardSize)
#include "tst_boardsize.moc"
