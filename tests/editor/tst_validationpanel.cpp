// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/editoractions.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "models/diagnosticsmodel.h"
#include "models/layermodel.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/diagnosticsitem.h"
#include "scene/scenegeometry.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/validationpanel.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QStandardPaths>

#include <QHeaderView>
#include <QTest>
#include <QTreeView>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

namespace {

Board checkpointInAPit()
{
    Board b(12, 12, "Pits");
    b.cell({1, 1}).floor.kind = FloorKind::Pit;
    b.addMarker({.kind = MarkerKind::Checkpoint, .at = {1, 1}, .number = 1});
    return b;
}

bool reddish(const QColor &c)
{
    return c.red() > 170 && c.green() < 110 && c.blue() < 110;
}

} // namespace

// The validation panel shows each finding's code whole, however narrow the panel, and the
// findings are marked on the canvas where they are.
class TestValidationPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void problemsAreMarkedOnTheCanvas()
    {
        MainWindow w;
        w.resize(1100, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.document()->resetCourse(Course(checkpointInAPit()));
        w.validation()->validateNow();
        const QRectF cell = cellSceneRect(Point{1, 1});
        QVERIFY(w.scene()->diagnosticsItem()->markRects().contains(cell));
        w.view()->resetZoom();
        w.view()->centreOnCell(QPoint(1, 1));
        QCoreApplication::processEvents();
        // The badge in the square's top-right corner (beside its "!"), and the outline on its left side.
        const QPoint badge = w.view()->mapFromScene(cell.topRight() + QPointF(-kCellSize * 0.12, kCellSize * 0.22));
        const QPoint outline = w.view()->mapFromScene(QPointF(cell.left() + kCellSize * 0.03, cell.center().y()));
        QImage shot = w.view()->viewport()->grab().toImage();
        QVERIFY2(reddish(shot.pixelColor(badge)), qPrintable(shot.pixelColor(badge).name()));
        QVERIFY2(reddish(shot.pixelColor(outline)), qPrintable(shot.pixelColor(outline).name()));

        // View > Mark Problems on the Board hides them.
        QAction *problems = w.actions()->action(QStringLiteral("problems"));
        QVERIFY(problems->isChecked());
        problems->trigger();
        QCoreApplication::processEvents();
        shot = w.view()->viewport()->grab().toImage();
        QVERIFY(!reddish(shot.pixelColor(badge)));
        problems->trigger();

        // Fixed, the mark goes with the finding.
        Board fixed = checkpointInAPit();
        fixed.cell({1, 1}).floor.kind = FloorKind::Floor;
        w.document()->resetCourse(Course(fixed));
        w.validation()->validateNow();
        QVERIFY(w.scene()->diagnosticsItem()->markRects().isEmpty());
    }

    // A raised area painted by mistake (the upper level left current) is named by the live
    // validation, without saving or asking: no start reaches it.
    void aRaisedAreaPaintedByMistakeIsNamedLive()
    {
        MainWindow w;
        w.resize(1100, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Board b(12, 12, "Starts");
        b.addMarker({.kind = MarkerKind::Start, .at = {1, 11}, .number = 1});
        b.addMarker({.kind = MarkerKind::Start, .at = {2, 11}, .number = 2});
        w.document()->resetCourse(Course(b));
        w.validation()->validateNow();
        auto codes = [&w] {
            QStringList out;
            for (const auto &d : w.validation()->model()->diagnostics())
                out << QString::fromStdString(d.code);
            return out;
        };
        QVERIFY(!codes().contains(QLatin1String("upper-level-unreachable")));
        w.toolContext()->layers()->setCurrentLayer(EditLayer::UpperLevel);
        w.tools()->setCurrentTool(QStringLiteral("paint"));
        w.view()->resetZoom();
        w.view()->centreOnCell(QPoint(6, 5));
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {},
                          w.view()->mapFromScene(cellSceneRect(Point{6, 5}).center()));
        QCOMPARE(w.document()->combined().cell({6, 5}).level, 1);
        for (int i = 0; i < 50 && !codes().contains(QLatin1String("upper-level-unreachable")); ++i)
            QTest::qWait(20); // the panel validates ValidationPanel::kDebounceMs after the edit
        QVERIFY2(codes().contains(QLatin1String("upper-level-unreachable")),
                 qPrintable(codes().join(QLatin1Char(' '))));
        QVERIFY(w.scene()->diagnosticsItem()->markRects().contains(cellSceneRect(Point{6, 5})));
    }

    // The edition box adds the edition's checks: keys on the box choose the edition, and the
    // findings follow at once.
    void theEditionBoxAddsItsChecks_data()
    {
        QTest::addColumn<int>("downs");
        QTest::addColumn<QString>("edition");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("any") << 0 << QString() << QStringList{};
        QTest::newRow("classic") << 1 << QStringLiteral("classic") << QStringList{QStringLiteral("element-inert")};
        QTest::newRow("edition-2016") << 2 << QStringLiteral("edition-2016")
                                      << QStringList{QStringLiteral("antenna-missing"), QStringLiteral("element-inert")};
    }
    void theEditionBoxAddsItsChecks()
    {
        QFETCH(int, downs);
        QFETCH(QString, edition);
        QFETCH(QStringList, expected);
        MainWindow w;
        w.resize(1100, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Board b(12, 12, "Batteries");
        b.addMarker({.kind = MarkerKind::Start, .at = {1, 11}, .number = 1, .facing = Direction::North});
        b.addMarker({.kind = MarkerKind::Start, .at = {2, 11}, .number = 2, .facing = Direction::North});
        b.setDevice({5, 5}, Device{.kind = DeviceKind::Battery});
        w.document()->resetCourse(Course(b));
        w.validation()->validateNow();
        QComboBox *box = w.validation()->editionBox();
        box->setFocus();
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(QString::fromStdString(w.validation()->edition()), edition);
        QStringList codes;
        for (const auto &d : w.validation()->model()->diagnostics())
            codes << QString::fromStdString(d.code);
        QCOMPARE(codes, expected);
        // The canvas marks what the edition adds (the battery's square when it does nothing).
        QCOMPARE(w.scene()->diagnosticsItem()->markRects().contains(cellSceneRect(Point{5, 5})), expected.contains(QLatin1String("element-inert")));
        if (edition == QLatin1String("edition-2016")) {
            QVERIFY(QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR)));
            QVERIFY(w.grab().toImage().save(QStringLiteral(RF_SCREENSHOT_DIR "/validation-edition-2016.png")));
        }
    }

    void codeColumnIsNotCutOff()
    {
        BoardDocument doc;
        doc.resetCourse(Course(checkpointInAPit()));
        ValidationPanel panel(&doc);
        panel.resize(320, 200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.validateNow();
        QTreeView *view = panel.view();
        QVERIFY(view->model()->rowCount() > 0);
        int widest = 0;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QString code = view->model()->index(r, DiagnosticsModel::CodeColumn).data().toString();
            QVERIFY(!code.isEmpty());
            widest = std::max(widest, view->fontMetrics().horizontalAdvance(code));
        }
        QVERIFY2(view->header()->sectionSize(DiagnosticsModel::CodeColumn) >= widest,
                 qPrintable(QStringLiteral("code column %1 px, code %2 px")
                                .arg(view->header()->sectionSize(DiagnosticsModel::CodeColumn))
                                .arg(widest)));
    }
};

RF_TEST_MAIN(TestValidationPanel)
#include "tst_validationpanel.moc"
