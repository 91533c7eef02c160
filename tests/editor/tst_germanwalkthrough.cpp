// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A new user in German (issue 47, "Done when"): Alt+K, E opens Kurs erzeugen; a gentle course
// of 10 turns is generated and opened; Kurs > Kurseigenschaften shows its measured figures; pits
// painted on it make the figures stale, saying what changed; Erneut messen measures again; the
// course is exported as a PDF on A4 with cut marks. Screenshots of each step are saved into
// build/<preset>/screenshots/walkthrough-de-*.png for a person to look at.
#include "app/application.h"
#include "app/editoractions.h"
#include "app/exportimagedialog.h"
#include "app/filecontroller.h"
#include "app/generatecoursedialog.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "models/paletteentry.h"
#include "render/imageexport.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/toolcontext.h"
#include "widgets/coursepanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using namespace rf::editor;

namespace {

QPushButton *walkButton(QWidget &w, const QString &text)
{
    for (QPushButton *b : w.findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text)
            return b;
    return nullptr;
}

void walkSave(QWidget *w, const char *name)
{
    QVERIFY(w->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/walkthrough-de-%1.png").arg(QLatin1String(name))));
}

} // namespace

class TestGermanWalkthrough : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rallyforge-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_germanwalkthrough"));
        QSettings().clear();
        QVERIFY(QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR)));
        QCOMPARE(installTranslation(*qobject_cast<QApplication *>(QCoreApplication::instance()), QStringLiteral("de")),
                 QStringLiteral("de"));
    }

    void generateEditRemeasureExport()
    {
        MainWindow w;
        w.resize(1500, 950);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));

        // Alt+K opens the Kurs menu, E its "Kurs erzeugen..." (no other item of it has E).
        QTest::keyClick(&w, Qt::Key_K, Qt::AltModifier);
        QVERIFY(
            QTest::qWaitFor([] { return qobject_cast<QMenu *>(QApplication::activePopupWidget()) != nullptr; }, 3000));
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QCOMPARE(menu->title().remove(QLatin1Char('&')), QStringLiteral("Kurs"));
        QTest::keyClick(menu, Qt::Key_E);
        GenerateCourseDialog *dialog = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (dialog = w.findChild<GenerateCourseDialog *>()) && dialog->isVisible(); },
                                3000));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Kurs erzeugen"));
        dialog->setSearchSizes(8, 8, 40, 4);

        // Gentle, 10 turns: the danger box by the keyboard, the target typed.
        auto *danger = dialog->findChildren<QComboBox *>().at(1);
        QCOMPARE(danger->itemText(0), QStringLiteral("Sanft"));
        danger->setFocus();
        QTest::keyClick(danger, Qt::Key_Home);
        QCOMPARE(dialog->options().danger, analysis::DangerBand::Gentle);
        QSpinBox *turns = dialog->findChildren<QSpinBox *>().at(1);
        turns->setFocus();
        turns->selectAll();
        QTest::keyClicks(turns, QStringLiteral("10"));
        QCOMPARE(dialog->options().targetTurns, 10.0);
        QTest::mouseClick(walkButton(*dialog, QStringLiteral("Erzeugen")), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !dialog->running(); }, 300000));
        QVERIFY(dialog->result() && !dialog->result()->courses.empty());
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("generatedCourses"));
        const QString first = list->item(0)->text();
        QVERIFY2(first.contains(QStringLiteral("Zerstörungen pro Roboter-Runde")), qPrintable(first));
        // A course listed first lies in the gentle band by its own figures, or says it does not.
        const analysis::GeneratedCourse &best = dialog->result()->courses.front();
        QVERIFY2(best.inBand || first.contains(QStringLiteral("außerhalb")), qPrintable(first));
        walkSave(dialog, "1-generate");
        QTest::mouseClick(walkButton(*dialog, QStringLiteral("Kurs öffnen")), Qt::LeftButton);
        QVERIFY(w.document()->course().info().measured.has_value());

        w.actions()->action(QStringLiteral("courseProperties"))->trigger();
        CoursePanel *panel = w.coursePanel();
        QVERIFY(panel->isVisible());
        QVERIFY(!panel->stale());
        QVERIFY2(panel->figureLabel(CoursePanel::LengthRow)->text().contains(QStringLiteral("Runden")),
                 qPrintable(panel->figureLabel(CoursePanel::LengthRow)->text()));
        w.view()->zoomToFit();
        QCoreApplication::processEvents();
        walkSave(&w, "2-opened");

        // Pits painted across the course: the figures are stale and say what changed.
        w.toolContext()->chooseEntry(*findPaletteEntry(QStringLiteral("floor:pit")));
        QWidget *vp = w.view()->viewport();
        auto at = [&](QPoint c) { return w.view()->mapFromScene(cellSceneRect(c).center()); };
        QTest::mousePress(vp, Qt::LeftButton, {}, at({2, 4}));
        QTest::mouseMove(vp, at({4, 4}));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, at({4, 4}));
        QVERIFY(QTest::qWaitFor([&] { return panel->stale() && panel->staleLabel()->isVisible(); }, 3000));
        QVERIFY2(panel->staleLabel()->text().contains(QStringLiteral("Veraltet")),
                 qPrintable(panel->staleLabel()->text()));
        QVERIFY2(panel->staleLabel()->text().contains(QStringLiteral("Grube: 3 mehr")),
                 qPrintable(panel->staleLabel()->text()));
        walkSave(&w, "3-stale");

        // Measured again in the background.
        panel->gamesBox()->setValue(40);
        QCOMPARE(panel->measureButton()->text().remove(QLatin1Char('&')), QStringLiteral("Erneut messen"));
        QTest::mouseClick(panel->measureButton(), Qt::LeftButton);
        QVERIFY(panel->measuring());
        QCoreApplication::processEvents();
        walkSave(&w, "4-measuring");
        QVERIFY(QTest::qWaitFor([&] { return !panel->measuring(); }, 120000));
        QVERIFY(!panel->stale());
        walkSave(&w, "5-measured");

        // The PDF: the export dialog in German, then A4 with cut marks.
        {
            ExportImageDialog exportDialog(w.document()->course().combinedSize(),
                                           QDir::temp().filePath(QStringLiteral("kurs.pdf")), &w);
            exportDialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&exportDialog));
            walkSave(&exportDialog, "6-export");
        }
        render::ExportOptions o;
        o.cutMarks = true;
        o.pageSize = QPageSize(QPageSize::A4);
        const QString pdf = QStringLiteral(RF_SCREENSHOT_DIR "/walkthrough-de-7.pdf");
        QVERIFY(w.files()->exportImageTo(pdf, o, true));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        w.document()->undoStack()->setClean();
    }
};

RF_TEST_MAIN(TestGermanWalkthrough)
#include "tst_germanwalkthrough.moc"
