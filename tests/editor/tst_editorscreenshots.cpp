// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the main window with shipped courses, saved as test artefacts into
// build/<preset>/screenshots/ for a person to look at (no golden comparison here: the
// renderer has its own golden images).
#include "app/exportimagedialog.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "models/paletteentry.h"
#include "scene/boardview.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/validationpanel.h"

#include <QUndoStack>

#include <QCheckBox>
#include <QDir>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include "testmain.h"

using namespace rf::editor;

class TestEditorScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR)));
    }
    void mainWindow_data();
    void mainWindow();
    void exportImageDialog();
};

void TestEditorScreenshots::mainWindow_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("upperOpacity");
    QTest::newRow("demo") << QStringLiteral("demo.rfboard") << QString() << 100;
    QTest::newRow("long-haul") << QStringLiteral("long-haul.rfboard") << QString() << 100;
    QTest::newRow("mezzanine") << QStringLiteral("mezzanine.rfboard") << QString() << 100;
    // Launch Bay as it was before issue 30: the validation panel warns of its reboot token.
    QTest::newRow("reboot-chain-loop") << QStringLiteral("../tests/data/validate/reboot-chain-loop.rfboard") << QString() << 100;
    // The upper level faded to 40 % in the layers panel.
    QTest::newRow("mezzanine-upper-40") << QStringLiteral("mezzanine.rfboard") << QString() << 40;
}

void TestEditorScreenshots::mainWindow()
{
    QFETCH(QString, file);
    QFETCH(int, upperOpacity);
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/") + file, true));
    QCoreApplication::processEvents();
    w.view()->zoomToFit();
    w.layers()->setOpacity(EditLayer::UpperLevel, upperOpacity);
    w.validation()->validateNow();
    w.document()->setSelection({QRect(2, 2, 3, 2), {}});
    QCoreApplication::processEvents();
    const QImage shot = w.grab().toImage();
    QVERIFY(!shot.isNull());
    const QString out = QStringLiteral(RF_SCREENSHOT_DIR "/mainwindow-") + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png");
    QVERIFY(shot.save(out));
    // The canvas shows the board: it is not one flat colour.
    const QImage canvas = w.view()->viewport()->grab().toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < canvas.height(); y += 17)
        for (int x = 0; x < canvas.width(); x += 17)
            colours.insert(canvas.pixel(x, y));
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
}

void TestEditorScreenshots::exportImageDialog()
{
    ExportImageDialog dialog(rf::model::Size{24, 24}, QStringLiteral("/home/designer/demo.pdf"));
    dialog.cutMarksBox()->setChecked(true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.canExport());
    const QImage shot = dialog.grab().toImage();
    QVERIFY(shot.save(QStringLiteral(RF_SCREENSHOT_DIR "/export-image-dialog.png")));
}

RF_TEST_MAIN(TestEditorScreenshots)
#include "tst_editorscreenshots.moc"
