// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Layers panel's level rows clicked as a user would (issue 32, item 2): the status bar and
// the panel both say which level painted squares go on.
#include "app/application.h"
#include "app/mainwindow.h"
#include "models/layermodel.h"
#include "widgets/layerspanel.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTreeView>

#include "testmain.h"

using namespace rf::editor;

namespace {

void clickRow(QTreeView *view, EditLayer layer)
{
    const QModelIndex name = static_cast<LayerModel *>(view->model())->indexOf(layer);
    QRect r = view->visualRect(name);
    // Right of the check box, on the name.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(r.left() + r.width() * 2 / 3, r.center().y()));
}

// The level rows marked as current, by name.
QStringList markedLevels(const LayerModel &model)
{
    QStringList out;
    for (EditLayer l : {EditLayer::LowerLevel, EditLayer::UpperLevel})
        if (model.indexOf(l).data(Qt::DecorationRole).isValid())
            out << LayerModel::layerName(l);
    return out;
}

} // namespace

class TestLayersPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void levelClicksShowTheCurrentLevel()
    {
        MainWindow main;
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        auto *panel = main.findChild<LayersPanel *>();
        QVERIFY(panel);
        LayerModel &model = *main.layers();
        const QString lower = LayerModel::layerName(EditLayer::LowerLevel);
        const QString upper = LayerModel::layerName(EditLayer::UpperLevel);
        QCOMPARE(markedLevels(model), QStringList{lower});

        clickRow(panel->view(), EditLayer::UpperLevel);
        QCOMPARE(model.currentLayer(), EditLayer::UpperLevel);
        QVERIFY2(main.layerLabel()->text().contains(upper.toLower()), qPrintable(main.layerLabel()->text()));
        QCOMPARE(markedLevels(model), QStringList{upper});

        // Floor keeps the upper level (a device may go on a raised square): the panel still
        // marks it and the status bar says so at the moment of the click.
        clickRow(panel->view(), EditLayer::Floor);
        QCOMPARE(model.currentLayer(), EditLayer::Floor);
        QVERIFY2(main.layerLabel()->text().contains(upper.toLower()), qPrintable(main.layerLabel()->text()));
        QCOMPARE(markedLevels(model), QStringList{upper});
        QVERIFY2(main.statusBar()->currentMessage().contains(QLatin1String("upper level")),
                 qPrintable(main.statusBar()->currentMessage()));

        clickRow(panel->view(), EditLayer::LowerLevel);
        QVERIFY2(main.layerLabel()->text().contains(lower.toLower()), qPrintable(main.layerLabel()->text()));
        QCOMPARE(markedLevels(model), QStringList{lower});
        clickRow(panel->view(), EditLayer::Floor);
        QVERIFY2(main.layerLabel()->text().contains(lower.toLower()), qPrintable(main.layerLabel()->text()));
        QVERIFY(!main.statusBar()->currentMessage().contains(QLatin1String("upper level")));
    }

    // In German (issue 32, item 6) every layer name fits its row ("Wände und Kanten" was cut to
    // "Wände und Kan..."), and the status bar keeps the level's capitals ("untere ebene" was a
    // lowercased layer name).
    void germanNamesFitAndKeepTheirCase()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
        MainWindow main;
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        auto *panel = main.findChild<LayersPanel *>();
        QVERIFY(panel);
        QTreeView *view = panel->view();
        QCOMPARE(LayerModel::layerName(EditLayer::Edges), QStringLiteral("Wände und Kanten"));
        for (int row = 0; row < kEditLayerCount; ++row) {
            const QModelIndex name = static_cast<LayerModel *>(view->model())->indexOf(static_cast<EditLayer>(row));
            const int needed = view->sizeHintForIndex(name).width();
            QVERIFY2(view->visualRect(name).width() >= needed, qPrintable(QStringLiteral("%1: %2 < %3")
                                                                              .arg(name.data().toString())
                                                                              .arg(view->visualRect(name).width())
                                                                              .arg(needed)));
        }
        QVERIFY2(main.layerLabel()->text().endsWith(QStringLiteral("Felder auf der unteren Ebene")),
                 qPrintable(main.layerLabel()->text()));
        clickRow(view, EditLayer::UpperLevel);
        QVERIFY2(main.layerLabel()->text().endsWith(QStringLiteral("Felder auf der oberen Ebene")),
                 qPrintable(main.layerLabel()->text()));
    }
};

RF_TEST_MAIN(TestLayersPanel)
#include "tst_layerspanel.moc"
