// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The palette as a user meets it: every row tall enough for its icon and its text, every entry
// its own icon drawn with the element art, and picking an element (with the mouse, from any
// tool) switches to the tool that places it.
#include "app/mainwindow.h"
#include "models/paletteentry.h"
#include "models/palettemodel.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/palettepanel.h"

#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include "testmain.h"

using namespace rf::editor;

namespace {

// Share of pixels where some channel differs by more than `tolerance`.
double differingFraction(const QImage &a, const QImage &b, int tolerance)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    if (x.size() != y.size())
        return 1.0;
    qsizetype differing = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            if (qAbs(qRed(p) - qRed(q)) > tolerance || qAbs(qGreen(p) - qGreen(q)) > tolerance ||
                qAbs(qBlue(p) - qBlue(q)) > tolerance)
                ++differing;
        }
    return static_cast<double>(differing) / static_cast<double>(x.width() * x.height());
}

QList<QModelIndex> entryRows(QTreeView *view)
{
    QList<QModelIndex> rows;
    const QAbstractItemModel *m = view->model();
    for (int g = 0; g < m->rowCount(); ++g)
        for (int r = 0; r < m->rowCount(m->index(g, 0)); ++r)
            rows << m->index(r, 0, m->index(g, 0));
    return rows;
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Rows were as tall as the first row, a group heading without an icon: icons overlapped and
    // the German "Öl" lost its umlaut.
    void rowsFitTheirIconAndText()
    {
        MainWindow w;
        w.resize(1200, 1400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTreeView *view = w.palette()->view();
        const int text = view->fontMetrics().height();
        const QList<QModelIndex> rows = entryRows(view);
        QVERIFY(rows.size() > 30);
        for (const QModelIndex &i : rows) {
            const QRect r = view->visualRect(i);
            const QString name = i.data().toString();
            QVERIFY2(r.height() >= view->iconSize().height(),
                     qPrintable(QStringLiteral("%1: %2 px").arg(name).arg(r.height())));
            QVERIFY2(r.height() >= text, qPrintable(name));
        }
    }

    // Each entry's icon shows its element: not a plain floor square, and unlike every other.
    void everyEntryHasItsOwnIcon()
    {
        MainWindow w;
        QTreeView *view = w.palette()->view();
        const QSize size = view->iconSize();
        const QList<QModelIndex> rows = entryRows(view);
        QImage floor;
        for (const QModelIndex &i : rows)
            if (i.data(PaletteModel::KeyRole).toString() == QLatin1String("floor:floor"))
                floor = i.data(Qt::DecorationRole).value<QIcon>().pixmap(size).toImage();
        QVERIFY(!floor.isNull());
        QList<QImage> seen;
        for (const QModelIndex &i : rows) {
            const QString key = i.data(PaletteModel::KeyRole).toString();
            const QImage icon = i.data(Qt::DecorationRole).value<QIcon>().pixmap(size).toImage();
            QVERIFY2(!icon.isNull(), qPrintable(key));
            if (key != QLatin1String("floor:floor"))
                QVERIFY2(differingFraction(icon, floor, 40) > 0.05,
                         qPrintable(QStringLiteral("%1 looks like a plain floor square (%2)")
                                        .arg(key)
                                        .arg(differingFraction(icon, floor, 40))));
            for (const QImage &other : seen)
                QVERIFY2(differingFraction(icon, other, 40) > 0.01,
                         qPrintable(key + QStringLiteral(" has another entry's icon")));
            seen << icon;
        }
    }

    // Issue 32: searching "floor" (any case) scrolled to the current pick further down, past
    // "Floor". The entry named as typed comes first and is in view; the pick stays.
    void anExactNameComesFirstAndIsShown_data()
    {
        QTest::addColumn<QString>("current");
        QTest::addColumn<QString>("search");
        QTest::addColumn<QString>("first");
        QTest::newRow("floor, with radioactive waste picked") << "floor:radioactive-waste" << "floor" << "Floor";
        QTest::newRow("Floor, with the pusher picked") << "edge:pusher" << "Floor" << "Floor";
        QTest::newRow("pit") << "device:crate" << "pit" << "Pit";
        QTest::newRow("wall, before walls of other kinds") << "floor:oil" << "wall" << "Wall";
    }
    void anExactNameComesFirstAndIsShown()
    {
        QFETCH(QString, current);
        QFETCH(QString, search);
        QFETCH(QString, first);
        MainWindow w;
        w.resize(1000, 600); // a short palette: not every entry fits
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const PaletteEntry *pick = findPaletteEntry(current);
        QVERIFY(pick);
        w.toolContext()->chooseEntry(*pick);
        QLineEdit *field = w.palette()->searchField();
        QTest::mouseClick(field, Qt::LeftButton);
        QTest::keyClicks(field, search);
        QTreeView *view = w.palette()->view();
        const QModelIndex top = view->model()->index(0, 0, view->model()->index(0, 0));
        QCOMPARE(top.data().toString(), first);
        const QRect shown = view->visualRect(top);
        QVERIFY2(view->viewport()->rect().contains(shown), qPrintable(QStringLiteral("%1 at y %2, viewport %3 high")
                                                                          .arg(first)
                                                                          .arg(shown.top())
                                                                          .arg(view->viewport()->height())));
        QCOMPARE(w.toolContext()->entry().key, current);
    }

    void pickingAnElementSwitchesToItsTool_data()
    {
        QTest::addColumn<QString>("startTool");
        QTest::addColumn<QString>("search");
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("tool");
        QTest::newRow("wall from paint") << "paint" << "wall" << "Wall" << "edge";
        QTest::newRow("laser from select") << "select" << "laser" << "Laser" << "edge";
        QTest::newRow("pusher from erase") << "erase" << "pusher" << "Pusher" << "edge";
        QTest::newRow("start from select") << "select" << "start" << "Start position" << "marker-start";
        QTest::newRow("oil from the edge tool") << "edge" << "oil" << "Oil" << "paint";
        QTest::newRow("crusher from select") << "select" << "crusher" << "Crusher" << "paint";
        QTest::newRow("belt from select") << "select" << "conveyor" << "Conveyor belt" << "belt";
        QTest::newRow("oil keeps the fill") << "rectfill" << "oil" << "Oil" << "rectfill";
    }
    void pickingAnElementSwitchesToItsTool()
    {
        QFETCH(QString, startTool);
        QFETCH(QString, search);
        QFETCH(QString, entry);
        QFETCH(QString, tool);
        MainWindow w;
        w.resize(1200, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.tools()->setCurrentTool(startTool);
        QCOMPARE(w.tools()->currentTool()->id(), startTool);
        QLineEdit *field = w.palette()->searchField();
        QTest::mouseClick(field, Qt::LeftButton);
        QTest::keyClicks(field, search);
        QTreeView *view = w.palette()->view();
        QModelIndex row;
        for (const QModelIndex &i : entryRows(view))
            if (i.data().toString() == entry)
                row = i;
        QVERIFY2(row.isValid(), qPrintable(entry));
        view->scrollTo(row);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QCOMPARE(w.toolContext()->entry().name(), entry);
        QCOMPARE(w.tools()->currentTool()->id(), tool);
    }

    // Issue 47: in the search field, Down and Up move through the elements found without
    // picking, Enter picks the one marked (and its tool), Esc clears the search.
    void searchKeysPickAnElement_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("downs");
        QTest::addColumn<int>("ups");
        QTest::newRow("the first found") << "gear" << 0 << 0;
        QTest::newRow("Down, Down: the second") << "gear" << 2 << 0;
        QTest::newRow("Down x3, Up: the second") << "belt" << 3 << 1;
        QTest::newRow("Up from nothing marked: the last") << "wall" << 0 << 1;
    }
    void searchKeysPickAnElement()
    {
        QFETCH(QString, search);
        QFETCH(int, downs);
        QFETCH(int, ups);
        MainWindow w;
        w.resize(1200, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.toolContext()->chooseEntry(*findPaletteEntry(QStringLiteral("floor:oil")));
        QLineEdit *field = w.palette()->searchField();
        QTest::mouseClick(field, Qt::LeftButton);
        QTest::keyClicks(field, search);
        const QList<QModelIndex> found = entryRows(w.palette()->view());
        QVERIFY(found.size() >= 2);
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(field, Qt::Key_Down);
        for (int i = 0; i < ups; ++i)
            QTest::keyClick(field, Qt::Key_Up);
        QCOMPARE(w.toolContext()->entry().key, QStringLiteral("floor:oil")); // marked, not picked yet
        QVERIFY(field->hasFocus());
        // Down from nothing marked marks the first, Up the last; then one step each, at the ends
        // they stay.
        qsizetype expected = -1;
        for (int i = 0; i < downs; ++i)
            expected = expected < 0 ? 0 : std::min(expected + 1, found.size() - 1);
        for (int i = 0; i < ups; ++i)
            expected = expected < 0 ? found.size() - 1 : std::max<qsizetype>(expected - 1, 0);
        expected = std::max<qsizetype>(expected, 0);
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(w.toolContext()->entry().name(), found.at(expected).data().toString());
        // The user was painting (oil): floors and devices, belts too, stay with the paint tool;
        // an edge feature goes to the edge tool.
        const QString tool = w.toolContext()->entry().type == PaletteEntry::Type::Edge ? QStringLiteral("edge")
                                                                                       : QStringLiteral("paint");
        QCOMPARE(w.tools()->currentTool()->id(), tool);
        QTest::keyClick(field, Qt::Key_Escape);
        QVERIFY(field->text().isEmpty());
        QVERIFY(entryRows(w.palette()->view()).size() > found.size());
    }

    // The paint tool chosen again (B) while a wall is the element: a click on the wall, already
    // current in the palette, goes back to the edge tool (it used to change nothing).
    void clickingTheCurrentEntryAgainSwitchesBack()
    {
        MainWindow w;
        w.resize(1200, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTreeView *view = w.palette()->view();
        QModelIndex wall;
        for (const QModelIndex &i : entryRows(view))
            if (i.data(PaletteModel::KeyRole).toString() == QLatin1String("edge:wall"))
                wall = i;
        QVERIFY(wall.isValid());
        view->scrollTo(wall);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(wall).center());
        QCOMPARE(w.tools()->currentTool()->id(), QStringLiteral("edge"));
        QTest::keyClick(&w, Qt::Key_B);
        QCOMPARE(w.tools()->currentTool()->id(), QStringLiteral("paint"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(wall).center());
        QCOMPARE(w.tools()->currentTool()->id(), QStringLiteral("edge"));
    }
};

RF_TEST_MAIN(TestPalette)
#include "tst_palette.moc"
