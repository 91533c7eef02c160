// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every undo command: redo -> undo -> redo compared against JSON snapshots of the model, plus
// merging, gestures and the order of the document's change signals.
#include "commands/cellcommands.h"
#include "commands/coursecommands.h"
#include "commands/elementcommands.h"
#include "commands/selectioncommands.h"
#include "document/boarddocument.h"
#include "document/fragment.h"
#include "io/boardfile.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

namespace {

QByteArray snapshot(const BoardDocument &doc) { return rf::io::boardToJson(doc.course()); }

// The combined grid with its id counter cleared: the canvas never issues ids from it, and
// the document does not keep that counter in step (only combine() computes it).
Board comparable(Board b)
{
    b.setNextId(1);
    return b;
}

// A small board with a bit of everything, so commands have something to change.
Course sampleCourse()
{
    Board b(6, 5, "Sample");
    Device belt;
    belt.kind = DeviceKind::Belt;
    belt.dir = Direction::East;
    belt.inputs = straightInputs(Direction::East);
    b.setDevice({1, 1}, belt);
    Device gear;
    gear.kind = DeviceKind::Gear;
    b.setDevice({3, 3}, gear);
    b.cell({4, 4}).floor.kind = FloorKind::Pit;
    b.addEdgeFeature(EdgeFeature{kNoId, EdgePos::of({2, 2}, Direction::North), EdgeKind::Wall, Direction::North, 1, {}});
    b.addEdgeFeature(EdgeFeature{kNoId, EdgePos::of({0, 3}, Direction::West), EdgeKind::Laser, Direction::East, 2, {}});
    b.addMarker(Marker{kNoId, MarkerKind::Checkpoint, {5, 0}, 1, Direction::North});
    b.addMarker(Marker{kNoId, MarkerKind::Start, {0, 4}, 1, Direction::North});
    return Course(std::move(b));
}

} // namespace

class TestEditorCommands : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void courseCommands_data();
    void courseCommands();
    void changeElementsMerges();
    void changeInfoMerges();
    void signalOrder();
    void gestureBlocksUndo();
    void beltPathFormsCurvesAndMerges();
    void markersAreNumbered();
    void editsOnARotatedBoardMapBack();
    void noOpCommandsAreNotPushed();
};

using Make = std::function<QUndoCommand *(BoardDocument *)>;
Q_DECLARE_METATYPE(Make)

void TestEditorCommands::roundTrip_data()
{
    QTest::addColumn<Make>("make");
    QTest::newRow("set floor") << Make([](BoardDocument *d) { return new SetFloorCommand(d, {{0, 0}, {1, 0}, {2, 0}}, Floor{FloorKind::Oil, {}}); });
    QTest::newRow("set floor and level") << Make([](BoardDocument *d) { return new SetFloorCommand(d, {{0, 0}, {4, 4}}, Floor{FloorKind::Water, Direction::South}, 1); });
    QTest::newRow("set level") << Make([](BoardDocument *d) { return new SetLevelCommand(d, {{2, 2}, {2, 3}}, 1); });
    QTest::newRow("set device") << Make([](BoardDocument *d) {
        Device rep;
        rep.kind = DeviceKind::RepairSite;
        rep.wrenches = 2;
        return new SetDeviceCommand(d, {{0, 0}, {1, 1}}, rep);
    });
    QTest::newRow("remove device") << Make([](BoardDocument *d) { return new SetDeviceCommand(d, {{1, 1}}, Device{}); });
    QTest::newRow("erase all") << Make([](BoardDocument *d) {
        return new EraseCommand(d, {{2, 2}, {5, 0}, {0, 3}}, EraseCommand::Part::Floor | EraseCommand::Part::Devices | EraseCommand::Part::Edges | EraseCommand::Part::Markers);
    });
    QTest::newRow("belt path") << Make([](BoardDocument *d) { return new BeltPathCommand(d, {{0, 2}, {1, 2}, {1, 3}, {2, 3}}, true, Direction::East); });
    QTest::newRow("add edges") << Make([](BoardDocument *d) {
        EdgeFeature wall{kNoId, EdgePos::of({1, 1}, Direction::East), EdgeKind::Wall, Direction::North, 1, {}};
        EdgeFeature pusher{kNoId, EdgePos::of({3, 0}, Direction::North), EdgeKind::Pusher, Direction::South, 1, RegisterSet{2, 4}};
        return new AddEdgeFeaturesCommand(d, {wall, pusher});
    });
    QTest::newRow("remove edges") << Make([](BoardDocument *d) {
        QList<ElementId> ids;
        for (const EdgeFeature &f : d->combined().edgeFeatures())
            ids.append(f.id);
        return new RemoveEdgeFeaturesCommand(d, ids);
    });
    QTest::newRow("add marker") << Make([](BoardDocument *d) { return new AddMarkerCommand(d, Marker{kNoId, MarkerKind::Checkpoint, {2, 1}, 0, Direction::North}); });
    QTest::newRow("remove markers") << Make([](BoardDocument *d) {
        QList<ElementId> ids;
        for (const Marker &m : d->combined().markers())
            ids.append(m.id);
        return new RemoveMarkersCommand(d, ids);
    });
    QTest::newRow("change elements") << Make([](BoardDocument *d) {
        ElementState laser;
        EdgeFeature f = *d->combined().featuresAt(EdgePos::of({0, 3}, Direction::West)).front();
        f.beams = 3;
        laser.edge = f;
        ElementState gear;
        gear.cell = {3, 3};
        gear.device = d->combined().cell({3, 3}).device;
        gear.device->clockwise = false;
        return new ChangeElementsCommand(d, {laser, gear}, QStringLiteral("test"));
    });
    QTest::newRow("move selection") << Make([](BoardDocument *d) { return new TransformSelectionCommand(d, QRect(1, 1, 2, 2), SelectionTransform{{2, 1}, 0, false, false}); });
    QTest::newRow("rotate selection") << Make([](BoardDocument *d) { return new TransformSelectionCommand(d, QRect(0, 0, 3, 2), SelectionTransform{{}, 1, false, false}); });
    QTest::newRow("mirror selection") << Make([](BoardDocument *d) { return new TransformSelectionCommand(d, QRect(1, 1, 3, 3), SelectionTransform{{}, 0, true, false}); });
    QTest::newRow("mirror vertically") << Make([](BoardDocument *d) { return new TransformSelectionCommand(d, QRect(1, 1, 3, 3), SelectionTransform{{}, 0, false, true}); });
    QTest::newRow("paste") << Make([](BoardDocument *d) { return new PasteCommand(d, extractFragment(d->combined(), QRect(0, 0, 3, 3)), QPoint(3, 2)); });
    QTest::newRow("clear rect") << Make([](BoardDocument *d) { return new ClearRectCommand(d, QRect(0, 0, 6, 5), QStringLiteral("Cut")); });
    QTest::newRow("course info") << Make([](BoardDocument *d) {
        BoardInfo info = d->course().info();
        info.name = "Renamed";
        info.author = "Tester";
        return new ChangeInfoCommand(d, -1, info);
    });
    QTest::newRow("board info") << Make([](BoardDocument *d) {
        BoardInfo info;
        info.name = "Board name";
        return new ChangeInfoCommand(d, 0, info);
    });
}

void TestEditorCommands::roundTrip()
{
    QFETCH(Make, make);
    BoardDocument doc;
    doc.resetCourse(sampleCourse());
    const QByteArray before = snapshot(doc);
    const Board combinedBefore = doc.combined();
    QUndoCommand *cmd = make(&doc);
    doc.undoStack()->push(cmd);
    const QByteArray after = snapshot(doc);
    QVERIFY2(after != before, "the command changed nothing");
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    QCOMPARE(comparable(doc.combined()), comparable(combinedBefore));
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);
    // The combined grid the canvas paints is kept in step with the boards.
    QCOMPARE(comparable(doc.combined()), comparable(*combine(doc.course())));
}

void TestEditorCommands::courseCommands_data()
{
    QTest::addColumn<Make>("make");
    QTest::newRow("add board") << Make([](BoardDocument *d) { return new AddBoardCommand(d, Placement{Board(4, 4, "B"), {6, 0}, 1, "b.rfboard"}); });
    QTest::newRow("place board") << Make([](BoardDocument *d) { return new PlaceBoardCommand(d, 0, {2, 3}, 1); });
    QTest::newRow("remove board") << Make([](BoardDocument *d) {
        d->undoStack()->push(new AddBoardCommand(d, Placement{Board(4, 4, "B"), {6, 0}, 0, {}}));
        d->undoStack()->setClean();
        return new RemoveBoardCommand(d, 0);
    });
}

void TestEditorCommands::courseCommands()
{
    QFETCH(Make, make);
    BoardDocument doc;
    doc.resetCourse(sampleCourse());
    QUndoCommand *cmd = make(&doc);
    const QByteArray before = snapshot(doc);
    QSignalSpy layout(&doc, &BoardDocument::courseLayoutChanged);
    doc.undoStack()->push(cmd);
    QCOMPARE(layout.size(), 1);
    const QByteArray after = snapshot(doc);
    QVERIFY(after != before);
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);
    QCOMPARE(comparable(doc.combined()), comparable(*combine(doc.course())));
}

void TestEditorCommands::changeElementsMerges()
{
    BoardDocument doc;
    doc.resetCourse(sampleCourse());
    const QByteArray before = snapshot(doc);
    const EdgePos laserPos = EdgePos::of({0, 3}, Direction::West);
    for (int beams : {3, 1, 2}) {
        ElementState s;
        s.edge = *doc.combined().featuresAt(laserPos).front();
        s.edge->beams = beams;
        doc.undoStack()->push(new ChangeElementsCommand(&doc, {s}, QStringLiteral("beams"), 7));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.combined().featuresAt(laserPos).front()->beams, 2);
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    // Another merge key starts a new step.
    ElementState s;
    s.edge = *doc.combined().featuresAt(laserPos).front();
    s.edge->beams = 3;
    doc.undoStack()->push(new ChangeElementsCommand(&doc, {s}, QStringLiteral("beams"), 8));
    s.edge->beams = 1;
    doc.undoStack()->push(new ChangeElementsCommand(&doc, {s}, QStringLiteral("beams"), 9));
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestEditorCommands::changeInfoMerges()
{
    BoardDocument doc;
    for (const char *name : {"A", "Ab", "Abc"}) {
        BoardInfo info = doc.course().info();
        info.name = name;
        doc.undoStack()->push(new ChangeInfoCommand(&doc, -1, info, 3));
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.course().info().name, std::string("Abc"));
    doc.undoStack()->undo();
    QCOMPARE(doc.course().info().name, std::string("Untitled"));
}

void TestEditorCommands::signalOrder()
{
    BoardDocument doc;
    doc.resetCourse(sampleCourse());
    QStringList order;
    connect(&doc, &BoardDocument::cellsChanged, this, [&](const QRect &r) { order << QStringLiteral("cells %1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()); });
    connect(&doc, &BoardDocument::edgesChanged, this, [&](const QList<ElementId> &ids) { order << QStringLiteral("edges %1").arg(ids.size()); });
    connect(&doc, &BoardDocument::markersChanged, this, [&](const QList<ElementId> &ids) { order << QStringLiteral("markers %1").arg(ids.size()); });
    connect(&doc, &BoardDocument::courseLayoutChanged, this, [&] { order << QStringLiteral("layout"); });
    connect(&doc, &BoardDocument::changed, this, [&](quint64) { order << QStringLiteral("changed"); });
    QSignalSpy changed(&doc, &BoardDocument::changed);
    const quint64 revision = doc.revision();

    // Clearing a rectangle touches cells, edges and markers: announced in that order, once.
    doc.undoStack()->push(new ClearRectCommand(&doc, QRect(1, 1, 2, 2), QStringLiteral("Clear")));
    QCOMPARE(order, (QStringList{QStringLiteral("cells 1,1 1x1"), QStringLiteral("edges 1"), QStringLiteral("changed")}));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.front().front().toULongLong(), revision + 1);
    order.clear();
    doc.undoStack()->push(new EraseCommand(&doc, {{5, 0}, {0, 3}, {4, 4}}, EraseCommand::Part::Floor | EraseCommand::Part::Edges | EraseCommand::Part::Markers));
    QCOMPARE(order, (QStringList{QStringLiteral("cells 4,4 1x1"), QStringLiteral("edges 1"), QStringLiteral("markers 1"), QStringLiteral("changed")}));
    order.clear();
    doc.undoStack()->undo();
    QCOMPARE(order, (QStringList{QStringLiteral("cells 4,4 1x1"), QStringLiteral("edges 1"), QStringLiteral("markers 1"), QStringLiteral("changed")}));
    order.clear();
    doc.undoStack()->push(new PlaceBoardCommand(&doc, 0, {1, 1}, 0));
    QCOMPARE(order, (QStringList{QStringLiteral("layout"), QStringLiteral("changed")}));
    QCOMPARE(doc.revision(), revision + 4);
}

void TestEditorCommands::gestureBlocksUndo()
{
    BoardDocument doc;
    doc.undoStack()->push(new SetFloorCommand(&doc, {{0, 0}}, Floor{FloorKind::Pit, {}}));
    QVERIFY(doc.canUndo());
    QSignalSpy gesture(&doc, &BoardDocument::gestureChanged);
    doc.beginGesture();
    QVERIFY(!doc.canUndo());
    doc.undo();
    QCOMPARE(doc.combined().cell({0, 0}).floor.kind, FloorKind::Pit);
    doc.endGesture();
    QCOMPARE(gesture.size(), 2);
    doc.undo();
    QCOMPARE(doc.combined().cell({0, 0}).floor.kind, FloorKind::Floor);
}

void TestEditorCommands::beltPathFormsCurvesAndMerges()
{
    BoardDocument doc;
    // An L-shaped path: east along row 1, then south.
    doc.undoStack()->push(new BeltPathCommand(&doc, {{1, 1}, {2, 1}, {3, 1}, {3, 2}, {3, 3}}, false, Direction::North));
    const Board &b = doc.combined();
    QCOMPARE(b.cell({1, 1}).device.dir, Direction::East);
    QCOMPARE(beltShape(b.cell({1, 1}).device), BeltShape::Straight);
    QCOMPARE(b.cell({3, 1}).device.dir, Direction::South);
    QCOMPARE(beltShape(b.cell({3, 1}).device), BeltShape::CurveRight);
    QCOMPARE(b.cell({3, 3}).device.dir, Direction::South);
    // A second path running into the side of the first makes a merge there.
    doc.undoStack()->push(new BeltPathCommand(&doc, {{5, 2}, {4, 2}}, false, Direction::West));
    const Device &merged = doc.combined().cell({3, 2}).device;
    QCOMPARE(merged.dir, Direction::South);
    QVERIFY(merged.inputs.contains(Direction::North));
    QVERIFY(merged.inputs.contains(Direction::East));
    QCOMPARE(beltShape(merged), BeltShape::MergeStraightLeft);
    // An existing belt pointing into a new path's cell becomes an input of it.
    doc.undoStack()->push(new BeltPathCommand(&doc, {{0, 5}, {1, 5}, {2, 5}}, true, Direction::East));
    Device feeder;
    feeder.kind = DeviceKind::Belt;
    feeder.dir = Direction::South;
    feeder.inputs = straightInputs(Direction::South);
    doc.undoStack()->push(new SetDeviceCommand(&doc, {{1, 6}}, feeder));
    Device west = feeder;
    west.dir = Direction::West;
    west.inputs = straightInputs(Direction::West);
    doc.undoStack()->push(new SetDeviceCommand(&doc, {{5, 5}}, west));
    doc.undoStack()->push(new BeltPathCommand(&doc, {{3, 4}, {4, 4}, {4, 5}}, false, Direction::South));
    QVERIFY(doc.combined().cell({4, 5}).device.inputs.contains(Direction::East));
}

void TestEditorCommands::markersAreNumbered()
{
    BoardDocument doc;
    for (int x = 0; x < 3; ++x)
        doc.undoStack()->push(new AddMarkerCommand(&doc, Marker{kNoId, MarkerKind::Checkpoint, {x, 0}, 0, Direction::North}));
    const auto cps = doc.combined().markersOf(MarkerKind::Checkpoint);
    QCOMPARE(cps.size(), std::size_t{3});
    QCOMPARE(cps[2]->number, 3);
    QCOMPARE(cps[2]->at, (Point{2, 0}));
    // Placing a second checkpoint on a square replaces the first.
    doc.undoStack()->push(new AddMarkerCommand(&doc, Marker{kNoId, MarkerKind::Checkpoint, {0, 0}, 0, Direction::North}));
    QCOMPARE(doc.combined().markersOf(MarkerKind::Checkpoint).size(), std::size_t{3});
}

void TestEditorCommands::editsOnARotatedBoardMapBack()
{
    Course c;
    c.placements().push_back(Placement{Board(3, 2, "A"), {0, 0}, 0, {}});
    c.placements().push_back(Placement{Board(3, 2, "B"), {3, 0}, 1, {}}); // 2 wide, 3 high
    BoardDocument doc;
    doc.resetCourse(c);
    QCOMPARE(doc.combined().size(), (Size{5, 3}));
    Device ramp;
    ramp.kind = DeviceKind::Ramp;
    ramp.dir = Direction::East; // on the combined grid
    doc.undoStack()->push(new SetDeviceCommand(&doc, {{4, 0}}, ramp));
    doc.undoStack()->push(new AddEdgeFeaturesCommand(&doc, {EdgeFeature{kNoId, EdgePos::of({3, 2}, Direction::South), EdgeKind::Laser, Direction::North, 1, {}}}));
    // In board B's own coordinates the ramp climbs north (turned back a quarter turn).
    const Board &b = doc.course().placements()[1].board;
    const auto cell = doc.locate({4, 0});
    QVERIFY(cell);
    QCOMPARE(cell->placement, 1);
    QCOMPARE(b.cell(cell->local).device.dir, Direction::North);
    QCOMPARE(b.edgeFeatures().size(), std::size_t{1});
    QCOMPARE(comparable(doc.combined()), comparable(*combine(doc.course())));
}

void TestEditorCommands::noOpCommandsAreNotPushed()
{
    BoardDocument doc;
    QVERIFY(!pushIfEffective(&doc, new SetFloorCommand(&doc, {{0, 0}}, Floor{})));
    QVERIFY(!pushIfEffective(&doc, new SetFloorCommand(&doc, {{40, 40}}, Floor{FloorKind::Pit, {}})));
    QCOMPARE(doc.undoStack()->count(), 0);
}

RF_TEST_GUILESS_MAIN(TestEditorCommands)
#include "tst_editorcommands.moc"
