// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// QAbstractItemModelTester on the layer, palette and diagnostics models, and their behaviour; the
// words of the option cards' trace notes.
#include "document/boarddocument.h"
#include "models/diagnosticsmodel.h"
#include "models/layermodel.h"
#include "words/tracewords.h"
#include "models/palettemodel.h"
#include "words/tracetexts.h"
#include "validate/validator.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSet>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

#include "testmain.h"

using namespace rf::editor;
using namespace rf::model;

class TestEditorModels : public QObject {
    Q_OBJECT
private slots:
    void layerModel();
    void paletteModel();
    void paletteCoversEveryKind();
    void diagnosticsModel();
    void optionNotesHaveWords();
};

void TestEditorModels::layerModel()
{
    LayerModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), LayerModel::kGroupCount);
    QCOMPARE(model.rowCount(model.groupIndex(LayerModel::Group::Elements)) +
                 model.rowCount(model.groupIndex(LayerModel::Group::Levels)),
             kEditLayerCount);
    QCOMPARE(model.indexOf(EditLayer::UpperLevel).parent(), model.groupIndex(LayerModel::Group::Levels));
    QCOMPARE(LayerModel::layerAt(model.indexOf(EditLayer::Edges)), std::optional<EditLayer>(EditLayer::Edges));
    QVERIFY(!LayerModel::layerAt(model.groupIndex(LayerModel::Group::Levels)));
    QSignalSpy changed(&model, &LayerModel::layerChanged);
    const QModelIndex devices = model.indexOf(EditLayer::Devices, LayerModel::NameColumn);
    QVERIFY(model.setData(devices, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!model.state(EditLayer::Devices).visible);
    QVERIFY(model.setData(model.indexOf(EditLayer::Edges, LayerModel::LockColumn), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!model.isEditable(EditLayer::Edges));
    QVERIFY(model.setData(model.indexOf(EditLayer::Floor, LayerModel::OpacityColumn), 150, Qt::EditRole));
    QCOMPARE(model.state(EditLayer::Floor).opacity, 100); // clamped, unchanged
    QVERIFY(model.setData(model.indexOf(EditLayer::Floor, LayerModel::OpacityColumn), 40, Qt::EditRole));
    QCOMPARE(model.state(EditLayer::Floor).opacity, 40);
    QCOMPARE(changed.size(), 3);
    model.setCurrentLayer(EditLayer::UpperLevel);
    QCOMPARE(model.currentLevel(), 1);
    QCOMPARE(model.currentLayer(), EditLayer::UpperLevel);
    model.setCurrentLayer(EditLayer::Markers);
    QCOMPARE(model.currentLevel(), 1); // the last level chosen stays
}

void TestEditorModels::paletteModel()
{
    PaletteModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setFilterRole(PaletteModel::SearchTextRole);
    proxy.setRecursiveFilteringEnabled(true);
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), kPaletteGroupCount);
    proxy.setFilterFixedString(QStringLiteral("express"));
    QCOMPARE(proxy.rowCount(), 1); // only the belts group
    const QModelIndex group = proxy.index(0, 0);
    QCOMPARE(proxy.rowCount(group), 1);
    QCOMPARE(proxy.index(0, 0, group).data(PaletteModel::KeyRole).toString(), QStringLiteral("device:belt-express"));
    proxy.setFilterFixedString(QString());
    const QModelIndex wall = model.indexOfKey(QStringLiteral("edge:wall"));
    QVERIFY(wall.isValid());
    QCOMPARE(model.entry(wall)->edge.kind, EdgeKind::Wall);
    QCOMPARE(model.entry(wall)->group, PaletteGroup::Walls);
    model.setIconProvider([](const PaletteEntry &) { return QIcon(); });
}

void TestEditorModels::paletteCoversEveryKind()
{
    QSet<int> floors, devices, edges, markers;
    for (const PaletteEntry &e : paletteEntries()) {
        switch (e.type) {
        case PaletteEntry::Type::Floor: floors.insert(static_cast<int>(e.floor)); break;
        case PaletteEntry::Type::Device: devices.insert(static_cast<int>(e.device.kind)); break;
        case PaletteEntry::Type::Edge: edges.insert(static_cast<int>(e.edge.kind)); break;
        case PaletteEntry::Type::Marker: markers.insert(static_cast<int>(e.marker)); break;
        }
        QVERIFY2(!e.name().isEmpty(), qPrintable(e.key));
        QCOMPARE(findPaletteEntry(e.key), &e);
    }
    QCOMPARE(floors.size(), kFloorKindCount);
    QCOMPARE(devices.size(), kDeviceKindCount - 1); // every kind but None
    QCOMPARE(edges.size(), kEdgeKindCount);
    QCOMPARE(markers.size(), kMarkerKindCount);
}

void TestEditorModels::diagnosticsModel()
{
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Board b(6, 6, "Lonely");
    Device portal;
    portal.kind = DeviceKind::Portal;
    portal.colour = "red";
    b.setDevice({1, 1}, portal);
    b.addMarker(Marker{kNoId, MarkerKind::Checkpoint, {2, 2}, 2, Direction::North});
    model.setDiagnostics(rf::validate::validate(Course(b)));
    QVERIFY(model.rowCount() >= 2);
    QVERIFY(model.errorCount() >= 1);
    QVERIFY(model.warningCount() >= 1);
    bool portalRow = false;
    for (int r = 0; r < model.rowCount(); ++r) {
        const auto *d = model.diagnostic(model.index(r, 0));
        QVERIFY(d);
        const QString message = model.index(r, DiagnosticsModel::MessageColumn).data().toString();
        QVERIFY(!message.isEmpty());
        if (d->code == "portal-without-partner") {
            portalRow = true;
            QVERIFY(message.contains(QLatin1String("red")));
            QCOMPARE(model.index(r, DiagnosticsModel::PlaceColumn).data().toString(), QStringLiteral("1, 1"));
        }
    }
    QVERIFY(portalRow);
    model.setDiagnostics({});
    QCOMPARE(model.rowCount(), 0);
}

void TestEditorModels::optionNotesHaveWords()
{
    // Every option code has a sentence of its own (none falls back to its code name), and every
    // card a printed name of its own.
    rf::sim::Trace t;
    t.header.ruleset = "classic";
    t.header.robots.resize(2);
    t.header.robots[0].name = "A";
    t.header.robots[1].name = "B";
    // The option codes run from OptionDeckShuffled to ExtraMemoryCard (later codes are not options').
    for (int c = static_cast<int>(rf::game::Code::OptionDeckShuffled); c <= static_cast<int>(rf::game::Code::ExtraMemoryCard); ++c) {
        rf::game::Note n;
        n.code = static_cast<rf::game::Code>(c);
        n.robot = 0;
        n.other = 1;
        n.value = 2;
        n.detail = static_cast<int>(OptionId::FireControl);
        n.card = Card{CardKind::Move2, 500};
        const QString s = rf::words::noteText(t, n);
        const QString code = QString::fromLatin1(rf::game::codeName(n.code).data(),
                                                 static_cast<qsizetype>(rf::game::codeName(n.code).size()));
        QVERIFY2(!s.isEmpty() && s != code && !s.contains(QLatin1Char('%')), qPrintable(code));
    }
    rf::game::Note drawn;
    drawn.code = rf::game::Code::OptionCardDrawn;
    drawn.robot = 0;
    drawn.detail = static_cast<int>(OptionId::TractorBeam);
    QCOMPARE(rf::words::noteText(t, drawn), QStringLiteral("A draws the option card Tractor Beam"));
    QSet<QString> titles;
    for (int id = 0; id < kOptionCount; ++id)
        titles.insert(rf::words::optionTitle(id));
    QCOMPARE(titles.size(), kOptionCount);
    QCOMPARE(rf::words::optionTitle(-1), QStringLiteral("?"));
    QCOMPARE(rf::words::heldOptionText(HeldOption{OptionId::MiniHowitzer, 4, {}}), QStringLiteral("Mini Howitzer (4)"));
    QCOMPARE(rf::words::heldOptionText(HeldOption{OptionId::Flywheel, 0, Card{CardKind::Move2, 500}}),
             QStringLiteral("Flywheel: move 2 (500)"));
    QCOMPARE(rf::words::heldOptionText(HeldOption{OptionId::Brakes, 0, {}}), QStringLiteral("Brakes"));
}

RF_TEST_MAIN(TestEditorModels)
#include "tst_editormodels.moc"
