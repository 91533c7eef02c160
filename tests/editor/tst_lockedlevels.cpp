// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A locked level is never changed by any tool (issue 47, item 4: with "Upper level" current and
// locked, the rectangle tool placed 6 ramps and replaced a gear). The level is locked by a click
// on its lock box in the Layers panel; each tool's gesture is made with the mouse (or the Edit
// menu's keys) across a raised area. Each row first proves that the gesture, unlocked, does
// change the raised area (so the check can fail), then that, locked, it leaves every raised
// square, the borders beside them and their markers as they were.
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "models/paletteentry.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/layerspanel.h"

#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using namespace rf::editor;
using namespace rf::model;

namespace {

// A 10 x 10 board with a raised 3 x 3 area at 4..6, 4..6: a gear in its middle, a wall on its
// north border, a checkpoint on its south-east square.
Course lockedRaisedCourse()
{
    Board b(10, 10, "raised");
    for (int y = 4; y <= 6; ++y)
        for (int x = 4; x <= 6; ++x)
            b.cell({x, y}).level = 1;
    Device gear;
    gear.kind = DeviceKind::Gear;
    gear.clockwise = true;
    b.cell({5, 5}).device = gear;
    b.cell({5, 5}).device.id = b.nextId();
    EdgeFeature wall;
    wall.kind = EdgeKind::Wall;
    wall.pos = EdgePos::of({5, 4}, Direction::North);
    b.addEdgeFeature(wall);
    Marker cp;
    cp.kind = MarkerKind::Checkpoint;
    cp.number = 1;
    cp.at = {6, 6};
    b.addMarker(cp);
    return Course(b);
}

// What the raised area holds: its squares, the features on their borders, its markers.
QString lockedRaisedArea(const Board &b)
{
    QStringList out;
    for (int y = 4; y <= 6; ++y)
        for (int x = 4; x <= 6; ++x) {
            const Cell &c = b.cell({x, y});
            out << QStringLiteral("%1,%2 L%3 f%4 d%5/%6")
                       .arg(x)
                       .arg(y)
                       .arg(c.level)
                       .arg(int(c.floor.kind))
                       .arg(int(c.device.kind))
                       .arg(int(c.device.dir));
            for (Direction d : kAllDirections)
                for (const EdgeFeature *f : b.featuresAt(EdgePos::of({x, y}, d)))
                    out << QStringLiteral("edge %1,%2 %3 k%4").arg(x).arg(y).arg(int(d)).arg(int(f->kind));
        }
    for (const Marker &m : b.markers())
        if (m.at.x >= 4 && m.at.x <= 6 && m.at.y >= 4 && m.at.y <= 6)
            out << QStringLiteral("marker %1 at %2,%3").arg(int(m.kind)).arg(m.at.x).arg(m.at.y);
    return out.join(QLatin1Char('\n'));
}

const PaletteEntry &lockedEntry(const QString &key)
{
    const PaletteEntry *e = findPaletteEntry(key);
    if (!e)
        qFatal("no palette entry %s", qPrintable(key));
    return *e;
}

// The board without its id counter: an undone edit gives back what it changed, not the ids it
// issued (they are never issued twice).
Board lockedContent(Board b)
{
    b.setNextId(1);
    return b;
}

enum class LockGesture { Drag, Click, BorderDrag, SelectThenDrag, SelectThenKey };

} // namespace

class TestLockedLevels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void noToolChangesALockedLevel_data();
    void noToolChangesALockedLevel();
    void theLayersPanelHasTwoGroups();

private:
    QPoint at(QPoint cell, QPointF frac = {0.5, 0.5}) const
    {
        return m_window->view()->mapFromScene((QPointF(cell) + frac) * kCellSize);
    }
    void drag(QPoint from, QPoint to, QPointF fromFrac = {0.5, 0.5}, QPointF toFrac = {0.5, 0.5})
    {
        QWidget *vp = m_window->view()->viewport();
        const QPoint a = at(from, fromFrac);
        const QPoint b = at(to, toFrac);
        QTest::mousePress(vp, Qt::LeftButton, {}, a);
        for (int i = 1; i <= 10; ++i)
            QTest::mouseMove(vp, a + (b - a) * i / 10);
        QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
    }
    void gesture(LockGesture g, QPoint from, QPoint to, int key);
    // Clicks the lock box (or the name) of a level row in the Layers panel.
    void clickLayer(EditLayer layer, int column);

    MainWindow *m_window = nullptr;
};

void TestLockedLevels::init()
{
    m_window = new MainWindow;
    m_window->resize(1200, 900);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(QTest::qWaitForWindowActive(m_window)); // the Edit menu's shortcuts
    m_window->document()->resetCourse(lockedRaisedCourse());
    m_window->view()->setZoom(0.5);
    m_window->view()->centerOn(5 * kCellSize, 5 * kCellSize);
    QCoreApplication::processEvents();
}

void TestLockedLevels::cleanup()
{
    m_window->document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

void TestLockedLevels::clickLayer(EditLayer layer, int column)
{
    auto *panel = m_window->findChild<LayersPanel *>();
    QVERIFY(panel);
    QTreeView *view = panel->view();
    const QModelIndex index = m_window->layers()->indexOf(layer, column);
    view->scrollTo(index);
    const QRect r = view->visualRect(index);
    QVERIFY(r.isValid());
    const int indicator = view->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, view);
    // The lock column holds its box alone: the box sits at the left of the cell. A name is
    // clicked right of its visibility box.
    const QPoint p = column == LayerModel::LockColumn ? QPoint(r.left() + indicator / 2 + 4, r.center().y())
                                                      : QPoint(r.left() + r.width() * 2 / 3, r.center().y());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, p);
}

void TestLockedLevels::gesture(LockGesture g, QPoint from, QPoint to, int key)
{
    switch (g) {
    case LockGesture::Drag: drag(from, to); break;
    case LockGesture::Click: QTest::mouseClick(m_window->view()->viewport(), Qt::LeftButton, {}, at(from)); break;
    case LockGesture::BorderDrag: drag(from, to, {0.5, 0.02}, {0.5, 0.02}); break; // along the north borders
    case LockGesture::SelectThenDrag:
        m_window->tools()->setCurrentTool(QStringLiteral("select"));
        drag({3, 3}, {7, 7});
        drag(from, to);
        break;
    case LockGesture::SelectThenKey:
        m_window->tools()->setCurrentTool(QStringLiteral("select"));
        drag({3, 3}, {7, 7});
        QTest::keyClick(m_window->view(), static_cast<Qt::Key>(key));
        break;
    }
    QCoreApplication::processEvents();
}

void TestLockedLevels::noToolChangesALockedLevel_data()
{
    QTest::addColumn<QString>("key");      // the palette entry
    QTest::addColumn<QString>("tool");     // the tool used
    QTest::addColumn<int>("currentLayer"); // the layer made current before (an EditLayer)
    QTest::addColumn<int>("gestureKind");
    QTest::addColumn<QPoint>("from");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<int>("qtKey");
    QTest::addColumn<bool>("changesAround"); // locked, the gesture still changes the lower squares
    const auto add = [](const char *name, const char *key, const char *tool, EditLayer current, LockGesture g,
                        QPoint from, QPoint to, bool around, int qtKey = 0) {
        QTest::newRow(name) << QString::fromLatin1(key) << QString::fromLatin1(tool) << static_cast<int>(current)
                            << static_cast<int>(g) << from << to << qtKey << around;
    };
    // The case: the upper level current and locked, the rectangle tool with ramps.
    add("rectangle fill, upper level current", "device:ramp", "rectfill", EditLayer::UpperLevel, LockGesture::Drag,
        {2, 3}, {8, 7}, true);
    add("paint a device", "device:crusher", "paint", EditLayer::Devices, LockGesture::Drag, {2, 5}, {8, 5}, true);
    add("paint floor on the lower level", "floor:pit", "paint", EditLayer::LowerLevel, LockGesture::Drag, {2, 5},
        {8, 5}, true);
    // Painting floor with the locked level current would put squares on it: nothing changes.
    add("paint floor onto the locked level", "floor:pit", "paint", EditLayer::UpperLevel, LockGesture::Drag, {2, 5},
        {8, 5}, false);
    add("paint a ramp", "device:ramp", "paint", EditLayer::Devices, LockGesture::Drag, {2, 5}, {8, 5}, true);
    add("flood fill", "floor:oil", "floodfill", EditLayer::Floor, LockGesture::Click, {5, 4}, {5, 4}, false);
    add("erase", "floor:pit", "erase", EditLayer::Devices, LockGesture::Drag, {2, 5}, {8, 5}, false);
    add("erase the floor", "floor:pit", "erase", EditLayer::UpperLevel, LockGesture::Drag, {4, 4}, {6, 6}, false);
    add("belt path", "device:belt-normal", "belt", EditLayer::Devices, LockGesture::Drag, {2, 5}, {8, 5}, true);
    add("walls", "edge:wall", "edge", EditLayer::Edges, LockGesture::BorderDrag, {2, 5}, {8, 5}, true);
    add("checkpoint", "marker:checkpoint", "marker-checkpoint", EditLayer::Markers, LockGesture::Click, {5, 4}, {5, 4},
        false);
    add("start position", "marker:start", "marker-start", EditLayer::Markers, LockGesture::Click, {4, 5}, {4, 5},
        false);
    add("move a selection", "floor:pit", "select", EditLayer::Floor, LockGesture::SelectThenDrag, {5, 5}, {5, 8},
        false);
    add("arrange boards", "floor:pit", "board", EditLayer::Floor, LockGesture::Drag, {1, 1}, {3, 1}, false);
    add("delete (Edit menu)", "floor:pit", "select", EditLayer::Floor, LockGesture::SelectThenKey, {}, {}, false,
        Qt::Key_Delete);
    add("mirror (Edit menu)", "floor:pit", "select", EditLayer::Floor, LockGesture::SelectThenKey, {}, {}, false,
        Qt::Key_X);
}

void TestLockedLevels::noToolChangesALockedLevel()
{
    QFETCH(QString, key);
    QFETCH(QString, tool);
    QFETCH(int, currentLayer);
    const auto current = static_cast<EditLayer>(currentLayer);
    QFETCH(int, gestureKind);
    QFETCH(QPoint, from);
    QFETCH(QPoint, to);
    QFETCH(int, qtKey);
    QFETCH(bool, changesAround);
    BoardDocument *doc = m_window->document();
    const QString original = lockedRaisedArea(doc->combined());
    const Board before = doc->combined();
    auto prepare = [&] {
        clickLayer(current, LayerModel::NameColumn);
        m_window->toolContext()->setEntry(lockedEntry(key));
        m_window->tools()->setCurrentTool(tool);
    };

    // Unlocked, the gesture changes the raised area: the check below could fail.
    prepare();
    QCOMPARE(m_window->layers()->currentLayer(), current);
    gesture(static_cast<LockGesture>(gestureKind), from, to, qtKey);
    QVERIFY2(lockedRaisedArea(doc->combined()) != original, "the gesture does not reach the raised area");
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    doc->clearSelection();
    QCOMPARE(lockedContent(doc->combined()), lockedContent(before));

    clickLayer(EditLayer::UpperLevel, LayerModel::LockColumn);
    QVERIFY(!m_window->layers()->isEditable(EditLayer::UpperLevel));
    prepare();
    gesture(static_cast<LockGesture>(gestureKind), from, to, qtKey);
    QCOMPARE(lockedRaisedArea(doc->combined()), original);
    const bool changed = lockedContent(doc->combined()) != lockedContent(before);
    QCOMPARE(changed, changesAround);
    if (!changed)
        QVERIFY2(!m_window->statusBar()->currentMessage().isEmpty(), "nothing says why nothing changed");
}

void TestLockedLevels::theLayersPanelHasTwoGroups()
{
    auto *panel = m_window->findChild<LayersPanel *>();
    QTreeView *view = panel->view();
    const LayerModel &model = *m_window->layers();
    const QModelIndex elements = model.groupIndex(LayerModel::Group::Elements);
    const QModelIndex levels = model.groupIndex(LayerModel::Group::Levels);
    QCOMPARE(elements.data().toString(), LayerModel::groupName(LayerModel::Group::Elements));
    QCOMPARE(model.rowCount(elements), 4);
    QCOMPARE(model.rowCount(levels), 2);
    QVERIFY(view->isExpanded(elements) && view->isExpanded(levels));
    // The level rows lie below the group title, under every element layer.
    const int levelsTitle = view->visualRect(levels).top();
    for (int l = 0; l < kEditLayerCount; ++l) {
        const auto layer = static_cast<EditLayer>(l);
        const int top = view->visualRect(model.indexOf(layer)).top();
        QVERIFY(LayerModel::groupOf(layer) == LayerModel::Group::Levels ? top > levelsTitle : top < levelsTitle);
    }
    // A click on a group title chooses no layer.
    const EditLayer was = model.currentLayer();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(levels).center());
    QCOMPARE(model.currentLayer(), was);
}

RF_TEST_MAIN(TestLockedLevels)
#include "tst_lockedlevels.moc"
