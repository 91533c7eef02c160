// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Course > Course Properties (issue 47, item 2): the course's name, author and notes typed in,
// measured by a click, saved and opened again with its figures; the figures marked stale as soon
// as the course is painted on, saying what changed, and measured again in the background; Cancel
// keeps the figures as they were.
#include "app/editoractions.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"
#include "io/measuredblock.h"
#include "models/paletteentry.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/toolcontext.h"
#include "widgets/coursepanel.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using namespace rf::editor;

namespace {

// A 10 x 10 board of plain floor: four starts on the south edge, two checkpoints.
model::Course panelCourse()
{
    model::Board b(10, 10, "small");
    for (int x = 3; x <= 6; ++x) {
        model::Marker s;
        s.kind = model::MarkerKind::Start;
        s.at = {x, 9};
        s.number = x - 2;
        b.addMarker(s);
    }
    for (const auto &[n, at] : {std::pair{1, model::Point{2, 3}}, std::pair{2, model::Point{7, 2}}}) {
        model::Marker c;
        c.kind = model::MarkerKind::Checkpoint;
        c.number = n;
        c.at = at;
        b.addMarker(c);
    }
    return model::Course(b);
}

void panelTypeNumber(QSpinBox *box, int value)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Tab);
}

} // namespace

class TestCoursePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void roundTrip();
    void staleAfterAnEditAndMeasuredAgain();
    void cancelKeepsTheFigures();

private:
    CoursePanel *panel() const { return m_window->coursePanel(); }
    void showPanel()
    {
        m_window->actions()->action(QStringLiteral("courseProperties"))->trigger();
        QVERIFY(panel()->isVisible());
        QVERIFY(panel()->nameEdit()->hasFocus());
    }
    // Clicks Measure and waits until the games are played.
    void measure(int games)
    {
        panelTypeNumber(panel()->gamesBox(), games);
        QTest::mouseClick(panel()->measureButton(), Qt::LeftButton);
        QVERIFY(panel()->measuring());
        QVERIFY(panel()->cancelButton()->isEnabled());
        QVERIFY(QTest::qWaitFor([this] { return !panel()->measuring(); }, 120000));
    }
    void paint(QPoint from, QPoint to)
    {
        m_window->toolContext()->chooseEntry(*findPaletteEntry(QStringLiteral("floor:pit")));
        QWidget *vp = m_window->view()->viewport();
        auto at = [this](QPoint c) { return m_window->view()->mapFromScene(cellSceneRect(c).center()); };
        QTest::mousePress(vp, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(vp, at(to));
        QTest::mouseRelease(vp, Qt::LeftButton, {}, at(to));
    }
    bool staleShown() const
    {
        return QTest::qWaitFor([this] { return panel()->stale() && panel()->staleLabel()->isVisible(); }, 2000);
    }

    MainWindow *m_window = nullptr;
};

void TestCoursePanel::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->document()->resetCourse(panelCourse());
    m_window->view()->zoomToFit();
    QCoreApplication::processEvents();
}

void TestCoursePanel::cleanup()
{
    m_window->document()->undoStack()->setClean();
    delete m_window;
    m_window = nullptr;
}

void TestCoursePanel::roundTrip()
{
    showPanel();
    QVERIFY(panel()->staleLabel()->text().contains(QStringLiteral("Not measured yet")));
    QTest::keyClick(panel()->nameEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(panel()->nameEdit(), QStringLiteral("Twin Flags"));
    QTest::keyClick(panel()->nameEdit(), Qt::Key_Tab);
    QTest::keyClicks(panel()->authorEdit(), QStringLiteral("A. Designer"));
    QTest::keyClick(panel()->authorEdit(), Qt::Key_Tab);
    QVERIFY(panel()->notesEdit()->hasFocus());
    QTest::keyClicks(panel()->notesEdit(), QStringLiteral("Short and open."));
    QTest::keyClick(panel()->notesEdit(), Qt::Key_Return);
    QTest::keyClicks(panel()->notesEdit(), QStringLiteral("Good for a first game."));
    QTest::keyClick(panel()->notesEdit(), Qt::Key_Tab);
    const model::BoardInfo &info = m_window->document()->course().info();
    QCOMPARE(QString::fromStdString(info.name), QStringLiteral("Twin Flags"));
    QCOMPARE(QString::fromStdString(info.author), QStringLiteral("A. Designer"));
    QCOMPARE(QString::fromStdString(info.description), QStringLiteral("Short and open.\nGood for a first game."));
    // Typing in a field is one undo step per field.
    QCOMPARE(m_window->document()->undoStack()->count(), 3);

    measure(20);
    const auto &measured = m_window->document()->course().info().measured;
    QVERIFY(measured.has_value());
    QCOMPARE(measured->games, 20);
    QCOMPARE(measured->robots, 4);
    QVERIFY(!panel()->stale());
    QVERIFY(panel()->figureLabel(CoursePanel::LengthRow)->text().contains(QStringLiteral("turns")));
    QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
    QTest::qWait(100); // the layout follows the new texts
    QVERIFY(m_window->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/course-properties.png")));
    QVERIFY(
        panel()->figureLabel(CoursePanel::CommandRow)->text().startsWith(QStringLiteral("rallyforge-cli analyze ")));
    QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Measure the course"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("twin.rfboard"));
    QVERIFY(m_window->files()->saveTo(path, true));
    const auto file = io::readBoardFile(path);
    QVERIFY(file.has_value());
    QCOMPARE(file->info(), m_window->document()->course().info());
    QVERIFY(!io::measurementStale(*file->info().measured, *file));

    MainWindow other;
    other.show();
    QVERIFY(other.openFile(path, true));
    other.actions()->action(QStringLiteral("courseProperties"))->trigger();
    CoursePanel *p = other.coursePanel();
    QCOMPARE(p->nameEdit()->text(), QStringLiteral("Twin Flags"));
    QCOMPARE(p->authorEdit()->text(), QStringLiteral("A. Designer"));
    QCOMPARE(p->notesEdit()->toPlainText(), QStringLiteral("Short and open.\nGood for a first game."));
    for (int r = 0; r < CoursePanel::FigureRowCount; ++r)
        QCOMPARE(p->figureLabel(r)->text(), panel()->figureLabel(r)->text());
    QVERIFY(!p->stale());
    QVERIFY(!p->staleLabel()->isVisible());
}

void TestCoursePanel::staleAfterAnEditAndMeasuredAgain()
{
    showPanel();
    measure(20);
    const model::Measurement first = *m_window->document()->course().info().measured;
    QVERIFY(!panel()->stale());

    paint({1, 5}, {3, 5});
    QVERIFY(staleShown());
    QVERIFY2(panel()->staleLabel()->text().contains(QStringLiteral("Pit: 3 more")),
             qPrintable(panel()->staleLabel()->text()));
    QVERIFY(!panel()->findChild<QGroupBox *>()->isEnabled()); // the stale figures are faded
    QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
    QTest::qWait(100); // the layout follows the new texts
    QVERIFY(m_window->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/course-properties-stale.png")));

    measure(20);
    QVERIFY(!panel()->stale());
    QVERIFY(!panel()->staleLabel()->isVisible());
    const model::Measurement second = *m_window->document()->course().info().measured;
    QVERIFY(second.fingerprint != first.fingerprint);
    QCOMPARE(second.elements.at("pit"), 3);

    // Undo takes the new figures back (stale again), and then the pits (current again).
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(*m_window->document()->course().info().measured, first);
    QVERIFY(staleShown());
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(QTest::qWaitFor([this] { return !panel()->stale(); }, 2000));
}

void TestCoursePanel::cancelKeepsTheFigures()
{
    showPanel();
    panelTypeNumber(panel()->gamesBox(), 100000);
    QTest::mouseClick(panel()->measureButton(), Qt::LeftButton);
    QVERIFY(panel()->measuring());
    QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([this] { return !panel()->measuring(); }, 60000));
    QVERIFY(!m_window->document()->course().info().measured);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY(panel()->measureButton()->isEnabled());
}

RF_TEST_MAIN(TestCoursePanel)
#include "tst_coursepanel.moc"
