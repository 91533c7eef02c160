// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The tools driven by QTest mouse events on the canvas viewport of a real main window.
#include "app/editoractions.h"
#include "app/mainwindow.h"
#include "commands/cellcommands.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "models/paletteentry.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/propertiespanel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPaintEvent>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

class TestEditorTools : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void paintStroke();
    void escCancelsAStroke();
    void undoIsDisabledDuringADrag();
    void lockedLayerRefusesPaint();
    void edgeDragAlongBorders();
    void beltPathTool();
    void rectangleFill();
    void floodFill();
    void selectAndMove();
    void copyPasteRotateMirror();
    void checkpointsAreNumbered();
    void eyedropperPicksDevice();
    void eraseCurrentLayer();
    void propertiesPanelMergesSpinBoxSteps();
    void propertiesHeaderFollowsAnEdit();
    void beamsRepaintWhereTheyChange();

private:
    QPoint at(QPoint cell, QPointF frac = {0.5, 0.5}) const
    {
        return m_window->view()->mapFromScene((QPointF(cell) + frac) * kCellSize);
    }
    void drag(QPoint fromCell, QPoint toCell, QPointF fromFrac = {0.5, 0.5}, QPointF toFrac = {0.5, 0.5}, Qt::MouseButton button = Qt::LeftButton)
    {
        QWidget *vp = m_window->view()->viewport();
        QTest::mousePress(vp, button, {}, at(fromCell, fromFrac));
        const QPoint a = at(fromCell, fromFrac);
        const QPoint b = at(toCell, toFrac);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(vp, a + (b - a) * i / 8);
        QTest::mouseRelease(vp, button, {}, b);
    }
    void click(QPoint cell, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(m_window->view()->viewport(), button, {}, at(cell));
    }
    void useEntry(const char *key) { m_window->toolContext()->setEntry(*findPaletteEntry(QString::fromLatin1(key))); }
    BoardDocument *doc() const { return m_window->document(); }
    const Board &board() const { return m_window->document()->combined(); }

    MainWindow *m_window = nullptr;
};

void TestEditorTools::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestEditorTools::init()
{
    m_window = new MainWindow;
    m_window->resize(1200, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->view()->setZoom(0.5);
    m_window->view()->centerOn(6 * kCellSize, 6 * kCellSize);
}

void TestEditorTools::cleanup()
{
    m_window->document()->undoStack()->setClean(); // no prompt
    delete m_window;
    m_window = nullptr;
}

void TestEditorTools::paintStroke()
{
    useEntry("floor:pit");
    QCOMPARE(m_window->tools()->currentTool()->id(), QStringLiteral("paint"));
    drag({1, 1}, {4, 1});
    for (int x = 1; x <= 4; ++x)
        QCOMPARE(board().cell({x, 1}).floor.kind, FloorKind::Pit);
    QCOMPARE(board().cell({5, 1}).floor.kind, FloorKind::Floor);
    QCOMPARE(doc()->undoStack()->count(), 1);
    // A diagonal stroke leaves no gaps.
    useEntry("device:crate");
    drag({1, 3}, {4, 6});
    int crates = 0;
    for (int y = 3; y <= 6; ++y)
        for (int x = 1; x <= 4; ++x)
            crates += board().cell({x, y}).device.kind == DeviceKind::Crate;
    QCOMPARE(crates, 7);
    doc()->undo();
    doc()->undo();
    QCOMPARE(board(), Board(12, 12, "Untitled"));
}

void TestEditorTools::escCancelsAStroke()
{
    useEntry("floor:oil");
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at({1, 2}));
    QTest::mouseMove(vp, at({3, 2}));
    QVERIFY(doc()->inGesture());
    QTest::keyClick(m_window->view(), Qt::Key_Escape);
    QVERIFY(!doc()->inGesture());
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at({3, 2}));
    QCOMPARE(doc()->undoStack()->count(), 0);
    QCOMPARE(board().cell({2, 2}).floor.kind, FloorKind::Floor);
}

void TestEditorTools::undoIsDisabledDuringADrag()
{
    useEntry("floor:oil");
    click({0, 0});
    QAction *undo = m_window->actions()->action(QStringLiteral("undo"));
    QVERIFY(undo->isEnabled());
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at({1, 2}));
    QVERIFY(!undo->isEnabled());
    undo->trigger();
    QCOMPARE(board().cell({0, 0}).floor.kind, FloorKind::Oil);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at({2, 2}));
    QVERIFY(undo->isEnabled());
    QCOMPARE(doc()->undoStack()->count(), 2);
}

void TestEditorTools::lockedLayerRefusesPaint()
{
    m_window->layers()->setLocked(EditLayer::Floor, true);
    useEntry("floor:pit");
    drag({1, 1}, {2, 1});
    QCOMPARE(doc()->undoStack()->count(), 0);
    m_window->layers()->setLocked(EditLayer::Floor, false);
}

void TestEditorTools::edgeDragAlongBorders()
{
    useEntry("edge:wall");
    QCOMPARE(m_window->tools()->currentTool()->id(), QStringLiteral("edge"));
    // Along the border between rows 2 and 3, from column 2 to column 5.
    drag({2, 3}, {5, 3}, {0.5, 0.05}, {0.5, 0.05});
    for (int x = 2; x <= 5; ++x)
        QVERIFY2(board().hasWall(EdgePos{x, 3, EdgePos::Axis::Horizontal}), qPrintable(QString::number(x)));
    QCOMPARE(board().edgeFeatures().size(), std::size_t{4});
    QCOMPARE(doc()->undoStack()->count(), 1);
    // A laser on the west border of the board points onto the board.
    useEntry("edge:laser");
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at({0, 8}, {0.05, 0.5}));
    const auto lasers = board().featuresAt(EdgePos{0, 8, EdgePos::Axis::Vertical});
    QCOMPARE(lasers.size(), std::size_t{1});
    QCOMPARE(lasers.front()->dir, Direction::East);
    // The right button removes features of the palette's kind.
    useEntry("edge:wall");
    drag({2, 3}, {3, 3}, {0.5, 0.05}, {0.5, 0.05}, Qt::RightButton);
    QCOMPARE(board().edgeFeatures().size(), std::size_t{3});
}

void TestEditorTools::beltPathTool()
{
    m_window->tools()->setCurrentTool(QStringLiteral("belt"));
    useEntry("device:belt-express");
    QCOMPARE(m_window->tools()->currentTool()->id(), QStringLiteral("belt"));
    QWidget *vp = m_window->view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, at({1, 5}));
    QTest::mouseMove(vp, at({2, 5}));
    QTest::mouseMove(vp, at({3, 5}));
    QTest::mouseMove(vp, at({3, 6}));
    QTest::mouseMove(vp, at({3, 7}));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, at({3, 7}));
    const Device &first = board().cell({1, 5}).device;
    QCOMPARE(first.kind, DeviceKind::Belt);
    QVERIFY(first.express);
    QCOMPARE(first.dir, Direction::East);
    QCOMPARE(beltShape(board().cell({3, 5}).device), BeltShape::CurveRight);
    QCOMPARE(board().cell({3, 7}).device.dir, Direction::South);
    QCOMPARE(doc()->undoStack()->count(), 1);
}

void TestEditorTools::rectangleFill()
{
    useEntry("floor:oil");
    m_window->tools()->setCurrentTool(QStringLiteral("rectfill"));
    drag({6, 6}, {8, 7});
    int oil = 0;
    for (const Cell &c : board().cells())
        oil += c.floor.kind == FloorKind::Oil;
    QCOMPARE(oil, 6);
    QCOMPARE(board().cell({8, 7}).floor.kind, FloorKind::Oil);
}

void TestEditorTools::floodFill()
{
    useEntry("edge:wall");
    // A wall line does not stop the fill from going round, but a closed box does.
    drag({0, 2}, {11, 2}, {0.5, 0.05}, {0.5, 0.05});
    useEntry("floor:water");
    m_window->tools()->setCurrentTool(QStringLiteral("floodfill"));
    click({0, 0});
    int water = 0;
    for (const Cell &c : board().cells())
        water += c.floor.kind == FloorKind::Water;
    QCOMPARE(water, 24); // rows 0 and 1 only
    QCOMPARE(doc()->undoStack()->count(), 2);
}

void TestEditorTools::selectAndMove()
{
    useEntry("device:antenna");
    click({1, 1});
    m_window->tools()->setCurrentTool(QStringLiteral("select"));
    click({1, 1});
    QCOMPARE(doc()->selection().cells, QRect(1, 1, 1, 1));
    QCOMPARE(doc()->selection().elements.size(), 1);
    drag({1, 1}, {4, 3});
    QCOMPARE(board().cell({1, 1}).device.kind, DeviceKind::None);
    QCOMPARE(board().cell({4, 3}).device.kind, DeviceKind::PriorityAntenna);
    QCOMPARE(doc()->selection().cells, QRect(4, 3, 1, 1));
    // Rubber band.
    drag({6, 6}, {8, 9});
    QCOMPARE(doc()->selection().cells, QRect(6, 6, 3, 4));
}

void TestEditorTools::copyPasteRotateMirror()
{
    useEntry("device:belt-normal");
    m_window->toolContext()->setDirection(Direction::East); // the belt's own turn
    m_window->tools()->setCurrentTool(QStringLiteral("paint"));
    click({0, 0});
    doc()->setSelection({QRect(0, 0, 2, 1), {}});
    EditorActions *actions = m_window->actions();
    actions->copy();
    doc()->setSelection({QRect(5, 5, 1, 1), {}});
    actions->paste();
    QCOMPARE(board().cell({5, 5}).device.kind, DeviceKind::Belt);
    QCOMPARE(board().cell({5, 5}).device.dir, Direction::East);
    QCOMPARE(doc()->selection().cells, QRect(5, 5, 2, 1));
    actions->rotateSelection(1);
    QCOMPARE(doc()->selection().cells, QRect(5, 5, 1, 2));
    QCOMPARE(board().cell({5, 5}).device.dir, Direction::South);
    actions->mirrorSelection(false);
    QCOMPARE(board().cell({5, 6}).device.dir, Direction::North);
    actions->cut();
    QCOMPARE(board().cell({5, 6}).device.kind, DeviceKind::None);
}

void TestEditorTools::checkpointsAreNumbered()
{
    m_window->tools()->setCurrentTool(QStringLiteral("marker-checkpoint"));
    click({2, 2});
    click({5, 2});
    click({8, 2});
    const auto cps = board().markersOf(MarkerKind::Checkpoint);
    QCOMPARE(cps.size(), std::size_t{3});
    QCOMPARE(cps[0]->at, (Point{2, 2}));
    QCOMPARE(cps[2]->number, 3);
    QCOMPARE(cps[2]->at, (Point{8, 2}));
    click({5, 2}, Qt::RightButton);
    QCOMPARE(board().markersOf(MarkerKind::Checkpoint).size(), std::size_t{2});
    m_window->toolContext()->setDirection(Direction::West);
    m_window->tools()->setCurrentTool(QStringLiteral("marker-start"));
    click({0, 11});
    QCOMPARE(board().markersOf(MarkerKind::Start).front()->facing, Direction::West);
}

void TestEditorTools::eyedropperPicksDevice()
{
    useEntry("device:ramp");
    m_window->toolContext()->setDirection(Direction::South); // the ramp's own turn
    click({3, 3});
    useEntry("floor:pit");
    m_window->toolContext()->setDirection(Direction::North);
    m_window->tools()->setCurrentTool(QStringLiteral("eyedropper"));
    click({3, 3});
    QCOMPARE(m_window->toolContext()->entry().key, QStringLiteral("device:ramp"));
    QCOMPARE(m_window->toolContext()->direction(), Direction::South);
    QCOMPARE(m_window->tools()->currentTool()->id(), QStringLiteral("paint"));
}

void TestEditorTools::eraseCurrentLayer()
{
    useEntry("device:crate");
    click({2, 2});
    useEntry("floor:pit");
    click({2, 2});
    m_window->tools()->setCurrentTool(QStringLiteral("erase"));
    m_window->layers()->setCurrentLayer(EditLayer::Devices);
    click({2, 2});
    QCOMPARE(board().cell({2, 2}).device.kind, DeviceKind::None);
    QCOMPARE(board().cell({2, 2}).floor.kind, FloorKind::Pit);
}

void TestEditorTools::propertiesPanelMergesSpinBoxSteps()
{
    useEntry("edge:laser");
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at({4, 4}, {0.5, 0.05}));
    const EdgeFeature laser = *board().featuresAt(EdgePos{4, 4, EdgePos::Axis::Horizontal}).front();
    doc()->setSelection({{}, {laser.id}});
    PropertiesPanel *panel = m_window->properties();
    QSpinBox *beams = panel->beamsBox();
    QVERIFY(beams->isVisibleTo(panel));
    const int steps = doc()->undoStack()->count();
    beams->setValue(2);
    beams->setValue(3);
    QCOMPARE(board().featuresAt(laser.pos).front()->beams, 3);
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    // Registers: five check boxes.
    panel->registerBox(2)->click();
    QVERIFY(board().featuresAt(laser.pos).front()->registers.contains(2));
    QCOMPARE(doc()->undoStack()->count(), steps + 2);
    QCOMPARE(laser.dir, Direction::North);
    panel->directionBox()->setCurrentIndex(static_cast<int>(Direction::South));
    emit panel->directionBox()->activated(static_cast<int>(Direction::South));
    QCOMPARE(board().featuresAt(laser.pos).front()->dir, Direction::South);
    doc()->undo();
    doc()->undo();
    doc()->undo();
    QCOMPARE(*board().featuresAt(laser.pos).front(), laser);
}

void TestEditorTools::propertiesHeaderFollowsAnEdit()
{
    // A portal recoloured blue in the panel still read "Portal red" in its header.
    useEntry("device:portal");
    QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at({3, 3}));
    const ElementId portal = board().cell({3, 3}).device.id;
    QVERIFY(portal != kNoId);
    doc()->setSelection({{}, {portal}});
    PropertiesPanel *panel = m_window->properties();
    QLineEdit *colour = panel->colourEdit();
    QVERIFY(colour->isVisibleTo(panel));
    const QString before = panel->summaryLabel()->text();
    colour->setFocus();
    colour->selectAll();
    QTest::keyClicks(colour, QStringLiteral("teal"));
    QCOMPARE(QString::fromStdString(board().cell({3, 3}).device.colour), QStringLiteral("teal"));
    QVERIFY2(panel->summaryLabel()->text().contains(QLatin1String("teal")), qPrintable(before + QLatin1String(" -> ") + panel->summaryLabel()->text()));
    QCOMPARE(colour->text(), QStringLiteral("teal")); // what the user typed stays as typed
}

namespace {
// Records the regions the canvas viewport repaints.
class PaintSpy : public QObject {
public:
    explicit PaintSpy(QWidget *w) { w->installEventFilter(this); }
    QRegion painted;
    bool eventFilter(QObject *o, QEvent *e) override
    {
        if (e->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent *>(e)->region();
        return QObject::eventFilter(o, e);
    }
};
} // namespace

// The canvas repaints a laser's beam when a change of squares alters where it stops (a crate),
// and leaves it alone when it does not (a floor under the beam).
void TestEditorTools::beamsRepaintWhereTheyChange()
{
    doc()->undoStack()->push(new AddEdgeFeaturesCommand(doc(), {EdgeFeature{kNoId, EdgePos::of({0, 3}, Direction::West), EdgeKind::Laser, Direction::East, 1, {}}}));
    QCoreApplication::processEvents();
    BoardView *view = m_window->view();
    PaintSpy spy(view->viewport());
    auto repainted = [&](QPoint cell) {
        const QPoint centre = view->mapFromScene((QPointF(cell) + QPointF(0.5, 0.5)) * kCellSize);
        return spy.painted.contains(centre);
    };
    auto settle = [&] {
        spy.painted = {};
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
    };
    Device crate;
    crate.kind = DeviceKind::Crate;

    // A crate at (5, 3): the beam now stops before it, so its far part at (9, 3) is repainted.
    doc()->undoStack()->push(new SetDeviceCommand(doc(), {{5, 3}}, crate));
    settle();
    QVERIFY(repainted({5, 3}));
    QVERIFY(repainted({9, 3}));
    QVERIFY(!repainted({9, 8})); // far from the change and from the beam
    // Oil under the (now short) beam: the beam is the same, nothing far away is repainted.
    doc()->undoStack()->push(new SetFloorCommand(doc(), {{2, 3}}, Floor{FloorKind::Oil, {}}));
    settle();
    QVERIFY(repainted({2, 3}));
    QVERIFY(!repainted({9, 3}));
    // Taking the crate away (undo twice) lights the far squares again.
    doc()->undo();
    settle();
    doc()->undo();
    settle();
    QVERIFY(repainted({9, 3}));
}

RF_TEST_MAIN(TestEditorTools)
#include "tst_editortools.moc"
