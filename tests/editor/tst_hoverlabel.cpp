// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar names what is drawn under the pointer (issue 32): over a pusher's register
// badges, 0.3 squares into the square it pushes, it said "Floor" (the hit threshold was 0.2
// squares while the badges reach 0.41). Real mouse moves over a real window.
#include "app/mainwindow.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "words/elementnames.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

class TestHoverLabel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A feature on the north border of square 4,4; the pointer `depth` squares below that border
    // (positive: in 4,4; negative: in 4,3 above it), halfway along it.
    void namesWhatIsDrawn_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("dir");
        QTest::addColumn<double>("depth");
        QTest::addColumn<bool>("named");
        const int pusher = static_cast<int>(EdgeKind::Pusher);
        const int wall = static_cast<int>(EdgeKind::Wall);
        const int south = static_cast<int>(Direction::South);
        QTest::newRow("pusher badges, 0.3 into the pushed square") << pusher << south << 0.3 << true;
        QTest::newRow("pusher badges, 0.38 into the pushed square") << pusher << south << 0.38 << true;
        QTest::newRow("pusher, past its badges") << pusher << south << 0.47 << false;
        QTest::newRow("pusher plate, 0.15 into the square behind") << pusher << south << -0.15 << true;
        QTest::newRow("behind the pusher, 0.3 in") << pusher << south << -0.3 << false;
        QTest::newRow("wall, 0.15 in") << wall << south << 0.15 << true;
        QTest::newRow("wall, 0.3 in") << wall << south << 0.3 << false;
    }
    void namesWhatIsDrawn()
    {
        QFETCH(int, kind);
        QFETCH(int, dir);
        QFETCH(double, depth);
        QFETCH(bool, named);
        MainWindow w;
        w.resize(1200, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        BoardDocument *doc = w.document();
        EdgeFeature f;
        f.kind = static_cast<EdgeKind>(kind);
        f.dir = static_cast<Direction>(dir);
        f.pos = EdgePos::of(Point{4, 4}, Direction::North);
        if (f.kind == EdgeKind::Pusher)
            f.registers = RegisterSet{1, 3};
        doc->undoStack()->push(new AddEdgeFeaturesCommand(doc, {f}));
        w.view()->setZoom(1.0);
        w.view()->centerOn(4.5 * kCellSize, 4 * kCellSize);
        const QPoint at = w.view()->mapFromScene(QPointF(4.5, 4.0 + depth) * kCellSize);
        QTest::mouseMove(w.view()->viewport(), at);
        auto *label = w.findChild<QLabel *>(QStringLiteral("hoverLabel"));
        QVERIFY(label);
        const QString name = rf::words::edgeName(f.kind);
        QVERIFY2(label->text().contains(name) == named, qPrintable(label->text()));
        doc->undoStack()->setClean();
    }
};

RF_TEST_MAIN(TestHoverLabel)
#include "tst_hoverlabel.moc"
