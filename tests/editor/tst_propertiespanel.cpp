// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Properties panel with several elements selected (issue 16 item 6): a field whose value differs
// between them shows "(differs)" (a tristate box for check boxes) instead of the first element's
// value, and an edit sets only that field on every selected element, as one undo step. The
// panel is driven with clicks and keys.
#include "commands/cellcommands.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "words/elementnames.h"
#include "widgets/propertiespanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

namespace {

// A check box stretched over the form's field column takes clicks only on its box and text.
void clickBox(QCheckBox *box)
{
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
}

} // namespace

class TestPropertiesPanel : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_doc = std::make_unique<BoardDocument>();
        m_panel = std::make_unique<PropertiesPanel>(m_doc.get());
        m_panel->show();
    }
    void cleanup()
    {
        m_panel.reset();
        m_doc.reset();
    }
    void beltsShowDiffersAndClickSetsOnlyExpress();
    void directionKeysSetEveryElementOnce();
    void registersAreTristate();
    void spinBoxShowsDiffersAndTypingSetsAll();
    void portalColourDiffers();
    void commonValuesShowPlainly();

private:
    ElementId placeDevice(QPoint at, Device d)
    {
        m_doc->undoStack()->push(new SetDeviceCommand(m_doc.get(), {at}, d));
        return m_doc->combined().cell({at.x(), at.y()}).device.id;
    }
    const EdgeFeature &placeEdge(EdgeFeature f)
    {
        m_doc->undoStack()->push(new AddEdgeFeaturesCommand(m_doc.get(), {f}));
        return *m_doc->combined().featuresAt(f.pos).front();
    }
    const Device &device(QPoint at) const { return m_doc->combined().cell({at.x(), at.y()}).device; }
    const EdgeFeature &edge(EdgePos pos) const { return *m_doc->combined().featuresAt(pos).front(); }
    int steps() const { return m_doc->undoStack()->count(); }

    std::unique_ptr<BoardDocument> m_doc;
    std::unique_ptr<PropertiesPanel> m_panel;
};

void TestPropertiesPanel::beltsShowDiffersAndClickSetsOnlyExpress()
{
    Device a{
        .kind = DeviceKind::Belt, .dir = Direction::North, .express = true, .inputs = straightInputs(Direction::North)};
    Device b{
        .kind = DeviceKind::Belt, .dir = Direction::East, .express = false, .inputs = straightInputs(Direction::East)};
    const ElementId ia = placeDevice({1, 1}, a), ib = placeDevice({3, 1}, b);
    m_doc->setSelection({{}, {ia, ib}});
    QCOMPARE(m_panel->directionBox()->currentText(), QStringLiteral("(differs)"));
    QCOMPARE(m_panel->expressBox()->checkState(), Qt::PartiallyChecked);

    const int before = steps();
    clickBox(m_panel->expressBox());
    QVERIFY(device({1, 1}).express);
    QVERIFY(device({3, 1}).express);
    QCOMPARE(device({1, 1}).dir, Direction::North); // the direction of each belt stays its own
    QCOMPARE(device({3, 1}).dir, Direction::East);
    QCOMPARE(steps(), before + 1);
    QCOMPARE(m_panel->expressBox()->checkState(), Qt::Checked);
    QCOMPARE(m_panel->directionBox()->currentText(), QStringLiteral("(differs)"));
    // Now common, the box is two-state again: a click clears both.
    clickBox(m_panel->expressBox());
    QVERIFY(!device({1, 1}).express && !device({3, 1}).express);
    m_doc->undo();
    m_doc->undo();
    QVERIFY(device({1, 1}).express);
    QVERIFY(!device({3, 1}).express);
    QCOMPARE(m_panel->expressBox()->checkState(), Qt::PartiallyChecked);
    // One belt alone: a plain box again.
    m_doc->setSelection({{}, {ia}});
    QCOMPARE(m_panel->expressBox()->checkState(), Qt::Checked);
    QVERIFY(!m_panel->expressBox()->isTristate());
}

void TestPropertiesPanel::directionKeysSetEveryElementOnce()
{
    const ElementId ia = placeDevice({1, 1}, Device{.kind = DeviceKind::Crusher, .registers = {1}});
    const EdgeFeature laser =
        placeEdge(EdgeFeature{kNoId, EdgePos::of({2, 2}, Direction::North), EdgeKind::Laser, Direction::South, 2, {}});
    Device belt{.kind = DeviceKind::Belt, .dir = Direction::South, .inputs = straightInputs(Direction::South)};
    const ElementId ib = placeDevice({4, 4}, belt);
    // The crusher has no direction: the laser and the belt share South.
    m_doc->setSelection({{}, {ia, laser.id, ib}});
    QComboBox *dir = m_panel->directionBox();
    QCOMPARE(dir->currentText(), rf::words::directionName(Direction::South));
    QCOMPARE(dir->findText(QStringLiteral("(differs)")), -1);

    Device east = belt;
    east.dir = Direction::East;
    east.inputs = straightInputs(Direction::East);
    const ElementId ic = placeDevice({5, 4}, east);
    m_doc->setSelection({{}, {laser.id, ib, ic}});
    QCOMPARE(dir->currentText(), QStringLiteral("(differs)"));
    const int before = steps();
    dir->setFocus();
    QTest::keyClick(dir, Qt::Key_Home);
    QCOMPARE(edge(laser.pos).dir, Direction::North);
    QCOMPARE(device({4, 4}).dir, Direction::North);
    QCOMPARE(device({5, 4}).dir, Direction::North);
    QCOMPARE(edge(laser.pos).beams, 2);
    QCOMPARE(steps(), before + 1);
    QCOMPARE(dir->findText(QStringLiteral("(differs)")), -1);
}

void TestPropertiesPanel::registersAreTristate()
{
    const EdgeFeature p1 = placeEdge(
        EdgeFeature{kNoId, EdgePos::of({1, 1}, Direction::West), EdgeKind::Pusher, Direction::East, 1, {1, 2}});
    const EdgeFeature p2 = placeEdge(
        EdgeFeature{kNoId, EdgePos::of({1, 3}, Direction::West), EdgeKind::Pusher, Direction::East, 1, {2, 3}});
    m_doc->setSelection({{}, {p1.id, p2.id}});
    QCOMPARE(m_panel->registerBox(1)->checkState(), Qt::PartiallyChecked);
    QCOMPARE(m_panel->registerBox(2)->checkState(), Qt::Checked);
    QCOMPARE(m_panel->registerBox(3)->checkState(), Qt::PartiallyChecked);
    QCOMPARE(m_panel->registerBox(4)->checkState(), Qt::Unchecked);

    const int before = steps();
    clickBox(m_panel->registerBox(3));
    QCOMPARE(edge(p1.pos).registers, (RegisterSet{1, 2, 3}));
    QCOMPARE(edge(p2.pos).registers, (RegisterSet{2, 3}));
    QCOMPARE(steps(), before + 1);
    QCOMPARE(m_panel->registerBox(3)->checkState(), Qt::Checked);
    QCOMPARE(m_panel->registerBox(1)->checkState(), Qt::PartiallyChecked);
    m_doc->undo();
    QCOMPARE(edge(p1.pos).registers, (RegisterSet{1, 2}));
    QCOMPARE(edge(p2.pos).registers, (RegisterSet{2, 3}));
}

void TestPropertiesPanel::spinBoxShowsDiffersAndTypingSetsAll()
{
    const EdgeFeature l1 =
        placeEdge(EdgeFeature{kNoId, EdgePos::of({1, 1}, Direction::North), EdgeKind::Laser, Direction::South, 1, {4}});
    const EdgeFeature l2 =
        placeEdge(EdgeFeature{kNoId, EdgePos::of({3, 1}, Direction::North), EdgeKind::Laser, Direction::East, 3, {}});
    m_doc->setSelection({{}, {l1.id, l2.id}});
    QSpinBox *beams = m_panel->beamsBox();
    QCOMPARE(beams->text(), QStringLiteral("(differs)"));

    const int before = steps();
    beams->setFocus();
    beams->selectAll();
    QTest::keyClicks(beams, QStringLiteral("2"));
    QCOMPARE(edge(l1.pos).beams, 2);
    QCOMPARE(edge(l2.pos).beams, 2);
    QCOMPARE(edge(l1.pos).dir, Direction::South);
    QCOMPARE(edge(l2.pos).dir, Direction::East);
    QCOMPARE(edge(l1.pos).registers, RegisterSet{4});
    QCOMPARE(edge(l2.pos).registers, RegisterSet{});
    QCOMPARE(steps(), before + 1);
    QCOMPARE(beams->text(), QStringLiteral("2"));
    m_doc->undo();
    QCOMPARE(edge(l1.pos).beams, 1);
    QCOMPARE(edge(l2.pos).beams, 3);
    QCOMPARE(beams->text(), QStringLiteral("(differs)"));
}

void TestPropertiesPanel::portalColourDiffers()
{
    const ElementId a = placeDevice({1, 1}, Device{.kind = DeviceKind::Portal, .colour = "red"});
    const ElementId b = placeDevice({2, 2}, Device{.kind = DeviceKind::Portal, .colour = "blue"});
    m_doc->setSelection({{}, {a, b}});
    QLineEdit *colour = m_panel->colourEdit();
    QCOMPARE(colour->text(), QString());
    QCOMPARE(colour->placeholderText(), QStringLiteral("(differs)"));
    colour->setFocus();
    QTest::keyClicks(colour, QStringLiteral("teal"));
    QCOMPARE(device({1, 1}).colour, std::string("teal"));
    QCOMPARE(device({2, 2}).colour, std::string("teal"));
}

void TestPropertiesPanel::commonValuesShowPlainly()
{
    const ElementId a = placeDevice({1, 1}, Device{.kind = DeviceKind::RepairSite, .wrenches = 2});
    const ElementId b = placeDevice({2, 2}, Device{.kind = DeviceKind::RepairSite, .wrenches = 2});
    m_doc->setSelection({{}, {a, b}});
    QCOMPARE(m_panel->wrenchesBox()->text(), QStringLiteral("2"));
    QCOMPARE(m_panel->wrenchesBox()->minimum(), 1);
    m_doc->undoStack()->push(
        new SetDeviceCommand(m_doc.get(), {{2, 2}}, Device{.kind = DeviceKind::RepairSite, .wrenches = 1}));
    m_doc->setSelection({{}, {a, m_doc->combined().cell({2, 2}).device.id}});
    QCOMPARE(m_panel->wrenchesBox()->text(), QStringLiteral("(differs)"));
}

RF_TEST_MAIN(TestPropertiesPanel)
#include "tst_propertiespanel.moc"
