// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Course > Generate Course... as a designer uses it: the menu item, fields typed, Generate
// clicked, the results listed with previews, another result chosen with the keyboard, Open
// clicked; the course opens as an unsaved document. Cancel keeps what was found; a broken file in
// an added folder is named and the rest of the library still used.
#include "app/application.h"
#include "app/editoractions.h"
#include "app/generatecoursedialog.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "io/measuredblock.h"
#include "validate/validator.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

#include "testmain.h"

using namespace rf::editor;

namespace {

QPushButton *button(QWidget &w, const QString &text)
{
    for (QPushButton *b : w.findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text)
            return b;
    return nullptr;
}

void typeInto(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
}

// Whether the image has more than one colour: a preview that shows a board.
bool drawn(const QImage &image)
{
    if (image.isNull())
        return false;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (image.pixel(x, y) != first)
                return true;
    return false;
}

// Processes events until `done` holds or `ms` have passed (QTRY_* trips -Wconversion).
bool waitUntil(const std::function<bool()> &done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        QTest::qWait(20);
    }
    return true;
}

// A search small enough for a test: a few layouts, a few games.
void smallSearch(GenerateCourseDialog *d) { d->setSearchSizes(4, 4, 12, 3); }

} // namespace

class TestGenerateCourse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rallyforge-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_generatecourse"));
        QSettings().clear();
        QCOMPARE(installTranslation(*qobject_cast<QApplication *>(QCoreApplication::instance()), QStringLiteral("en")), QStringLiteral("en"));
    }

    void generatesPreviewsAndOpens()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *item = w.actions()->action(QStringLiteral("generateCourse"));
        QVERIFY(item);
        item->trigger();
        auto *dialog = w.findChild<GenerateCourseDialog *>();
        QVERIFY(dialog);
        QVERIFY(waitUntil([&] { return dialog->isVisible(); }, 5000));
        smallSearch(dialog);
        const auto spins = dialog->findChildren<QSpinBox *>();
        QVERIFY(spins.size() >= 5);
        // Players, target, boards, checkpoints, seed in the form's order.
        typeInto(spins[0], 3);
        typeInto(spins[1], 10);
        typeInto(spins[3], 2);
        QCOMPARE(dialog->options().players, 3);
        QCOMPARE(dialog->options().targetTurns, 10.0);
        QCOMPARE(dialog->options().checkpoints, 2);
        // A rule option turned with the keyboard: the first one, Space on it.
        auto *options = dialog->findChild<QListWidget *>(QStringLiteral("ruleOptions"));
        QVERIFY(options && options->count() > 0);
        const std::string first = options->item(0)->data(Qt::UserRole).toString().toStdString();
        const bool before = dialog->options().ruleOptions.at(first);
        options->setFocus();
        QTest::keyClick(options, Qt::Key_Home);
        QTest::keyClick(options, Qt::Key_Space);
        QCOMPARE(dialog->options().ruleOptions.at(first), !before);

        QTest::mouseClick(button(*dialog, QStringLiteral("Generate")), Qt::LeftButton);
        QVERIFY(dialog->running());
        QVERIFY(waitUntil([&] { return !dialog->running(); }, 240000));
        QVERIFY(dialog->result());
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("generatedCourses"));
        QVERIFY(list->count() >= 2);
        QCOMPARE(list->count(), static_cast<int>(dialog->result()->courses.size()));
        for (int i = 0; i < list->count(); ++i) {
            QVERIFY(drawn(list->item(i)->icon().pixmap(64, 64).toImage()));
            QVERIFY2(list->item(i)->text().contains(QStringLiteral("deaths per robot-turn")), qPrintable(list->item(i)->text()));
        }
        auto *preview = dialog->findChild<QLabel *>(QStringLiteral("generatedPreview"));
        QCOMPARE(list->currentRow(), 0);
        QVERIFY(drawn(preview->pixmap().toImage()));
        const qint64 firstPreview = preview->pixmap().cacheKey();

        // The second result, chosen with the keyboard: its own preview.
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), 1);
        QVERIFY(preview->pixmap().cacheKey() != firstPreview);
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(dialog->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/generate-course.png")));
        const rf::model::Course chosen = dialog->resultCourse(1);
        // The figures are the course's own fields (its measured block), current; the notes say
        // what it was generated for.
        QVERIFY(chosen.info().measured.has_value());
        QCOMPARE(chosen.info().measured->figures, dialog->result()->courses[1].figures);
        QVERIFY(!rf::io::measurementStale(*chosen.info().measured, chosen));
        QVERIFY(QString::fromStdString(chosen.info().description).contains(QStringLiteral("Generated for")));

        QTest::mouseClick(button(*dialog, QStringLiteral("Open Course")), Qt::LeftButton);
        QCOMPARE(w.document()->course(), chosen);
        QVERIFY(w.document()->isModified()); // not on disk yet: closing asks to save it
        QCOMPARE(w.document()->undoStack()->count(), 0);
        const auto diagnostics = rf::validate::validate(w.document()->course());
        for (const auto &d : diagnostics)
            QVERIFY2(d.severity != rf::validate::Severity::Error, d.code.c_str());
        w.document()->undoStack()->setClean();
    }

    void cancelKeepsTheBestSoFar()
    {
        GenerateCourseDialog dialog;
        dialog.show();
        dialog.setSearchSizes(24, 8, 100, 8);
        QSignalSpy progress(&dialog, &GenerateCourseDialog::progressed);
        QTest::mouseClick(button(dialog, QStringLiteral("Generate")), Qt::LeftButton);
        // Wait until candidates have been played, then cancel.
        QVERIFY(waitUntil([&] { return !progress.isEmpty() && progress.last().at(0).value<rf::analysis::GenerateProgress>().evaluated > 0; }, 240000));
        QTest::mouseClick(button(dialog, QStringLiteral("Cancel")), Qt::LeftButton);
        QVERIFY(waitUntil([&] { return !dialog.running(); }, 60000));
        QVERIFY(dialog.result());
        QVERIFY(dialog.result()->cancelled);
        QVERIFY(!dialog.result()->courses.empty());
        auto *list = dialog.findChild<QListWidget *>(QStringLiteral("generatedCourses"));
        QCOMPARE(list->count(), static_cast<int>(dialog.result()->courses.size()));
        QVERIFY(button(dialog, QStringLiteral("Open Course"))->isEnabled());
    }

    void aBrokenFileIsNamed()
    {
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("broken.rfboard")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": ");
        bad.close();
        GenerateCourseDialog dialog;
        dialog.show();
        dialog.setUserFolders({dir.path()});
        smallSearch(&dialog);
        QTest::mouseClick(button(dialog, QStringLiteral("Generate")), Qt::LeftButton);
        QVERIFY(waitUntil([&] { return !dialog.running(); }, 240000));
        QVERIFY(dialog.result()); // the shipped boards still made courses
        QVERIFY(!dialog.result()->courses.empty());
        const QString status = dialog.findChildren<QLabel *>().first()->text();
        bool named = false;
        for (QLabel *l : dialog.findChildren<QLabel *>())
            named = named || l->text().contains(QStringLiteral("broken.rfboard"));
        QVERIFY2(named, qPrintable(status));
        dialog.setUserFolders({});
    }
};

RF_TEST_MAIN(TestGenerateCourse)
#include "tst_generatecourse.moc"
