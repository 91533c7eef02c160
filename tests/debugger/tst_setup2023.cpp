// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 edition's setup in the debugger's Setup panel (RULES.md 10.2, 10.9): the token holder
// and each robot's energy, face-down Haywires, upgrades, collection and reboot, each change one
// undo step made with keys and the mouse, kept through save and open.
#include "../sim/debugscenario.h"
#include "debugger/debuggerwindow.h"
#include "debugger/setup2023panel.h"
#include "debugger/setuppanel.h"
#include "document/scenariodocument.h"
#include "io/scenario/scenariofile.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <map>
#include <memory>

#include "widgetinput.h"
#include "testmain.h"

using namespace rf;
using model::CardKind;
using model::UpgradeId;

namespace {

const QString kScenario = QStringLiteral(RF_TEST_DATA_DIR "/scenarios/acceptance-2023/acceptance-e23-priority-token-order.rfscenario");

void showInSetup(QWidget *w);

// Types `value` into the spin box, shown first, and presses Enter.
void typeValue(QSpinBox *box, int value)
{
    showInSetup(box);
    test::typeInto(box, value);
}

// Chooses item `row` of a combo box with the keyboard: Home, then Down.
void chooseWithKeys(QComboBox *box, int row)
{
    showInSetup(box);
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < row; ++i)
        QTest::keyClick(box, Qt::Key_Down);
}

void chooseUpgrade(debugger::Setup2023Panel &p, UpgradeId id)
{
    chooseWithKeys(p.upgradeBox(), p.upgradeBox()->findData(static_cast<int>(id)));
}

void showInSetup(QWidget *w)
{
    if (auto *scroll = w->window()->findChild<QScrollArea *>(QStringLiteral("setupScroll")))
        scroll->ensureWidgetVisible(w);
}

// Clicks a button in its middle, a check box on its box.
void clickInSetup(QWidget *w)
{
    showInSetup(w);
    const bool box = qobject_cast<QCheckBox *>(w) != nullptr;
    QTest::mouseClick(w, Qt::LeftButton, {}, QPoint(box ? 6 : w->width() / 2, w->height() / 2));
}

bool pick(QComboBox *box, const QString &text)
{
    showInSetup(box);
    return test::chooseWithMouse(box, text);
}

// What an edit does to robot A (index 0) or the scenario, made with keys and the mouse.
struct Edit {
    std::function<void(debugger::Setup2023Panel &)> make;
    std::function<bool(const model::Scenario &)> done;
};

const std::map<QString, Edit> &edits()
{
    static const std::map<QString, Edit> all{
        {"token", {[](debugger::Setup2023Panel &p) { QVERIFY(pick(p.tokenBox(), QStringLiteral("A"))); },
                   [](const model::Scenario &sc) { return sc.priorityToken == "A"; }}},
        {"energy typed", {[](debugger::Setup2023Panel &p) { typeValue(p.energyBox(), 7); },
                          [](const model::Scenario &sc) { return sc.robots[0].energy == 7; }}},
        {"energy up", {[](debugger::Setup2023Panel &p) {
                           showInSetup(p.energyBox());
                           p.energyBox()->setFocus();
                           QTest::keyClick(p.energyBox(), Qt::Key_Up);
                       },
                       [](const model::Scenario &sc) { return sc.robots[0].energy == 4; }}},
        {"haywire", {[](debugger::Setup2023Panel &p) { QVERIFY(pick(p.haywireBox(3), p.haywireBox(3)->itemText(2))); },
                     [](const model::Scenario &sc) {
                         const auto &r = sc.robots[0];
                         // Turn 1's program names it as the register's card, as files must.
                         return r.haywires[2] == std::optional(CardKind::HwTurnEither) && !r.haywires[0] &&
                                (*r.turns.front().program)[2] == std::optional(model::Card(CardKind::HwTurnEither));
                     }}},
        {"install", {[](debugger::Setup2023Panel &p) {
                         chooseUpgrade(p, UpgradeId::Brakes);
                         clickInSetup(p.installButton());
                     },
                     [](const model::Scenario &sc) { return sc.robots[0].upgrades == std::vector{UpgradeId::Brakes}; }}},
        {"collect", {[](debugger::Setup2023Panel &p) {
                         chooseUpgrade(p, UpgradeId::RammingGear);
                         clickInSetup(p.collectButton());
                     },
                     [](const model::Scenario &sc) { return sc.robots[0].collection == std::vector{UpgradeId::RammingGear}; }}},
        {"rebooting", {[](debugger::Setup2023Panel &p) { clickInSetup(p.rebootingBox()); },
                       [](const model::Scenario &sc) { return sc.robots[0].rebooting; }}},
    };
    return all;
}

} // namespace

class TestSetup2023 : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_w = std::make_unique<debugger::DebuggerWindow>();
        m_w->resize(1400, 1000);
        QString error;
        QVERIFY2(m_w->openScenario(kScenario, &error), qPrintable(error));
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        m_w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_w.get()));
    }
    void cleanup() { m_w.reset(); }

    void shownOnlyWithTheToken()
    {
        debugger::Setup2023Panel *p = panel();
        QVERIFY(p->isVisible());
        // The file names B as the first holder; A starts with the edition's 3 energy.
        QCOMPARE(p->tokenBox()->currentText(), QStringLiteral("B"));
        QCOMPARE(p->energyBox()->value(), 3);
        QCOMPARE(p->haywireBox(1)->currentText(), QStringLiteral("none"));
        QCOMPARE(p->upgradeBox()->count(), 40);
        debugger::DebuggerWindow classic;
        QVERIFY(classic.setScenario(test::debugScenario()));
        classic.show();
        QVERIFY(QTest::qWaitForWindowExposed(&classic));
        QVERIFY(!classic.findChild<debugger::Setup2023Panel *>()->isVisible());
    }

    void eachEditIsOneUndoStep_data()
    {
        QTest::addColumn<QString>("edit");
        for (const auto &[name, e] : edits())
            QTest::newRow(qPrintable(name)) << name;
    }
    void eachEditIsOneUndoStep()
    {
        QFETCH(QString, edit);
        const Edit &e = edits().at(edit);
        editor::ScenarioDocument &doc = *m_w->document();
        const model::Scenario before = doc.scenario();
        QVERIFY(!e.done(before));
        e.make(*panel());
        QVERIFY2(e.done(doc.scenario()), qPrintable(edit));
        QCOMPARE(doc.undoStack()->count(), 1);
        // The fields show the setup the document holds.
        const model::Scenario after = doc.scenario();
        QTest::keyClick(m_w.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc.scenario() == before);
        QTest::keyClick(m_w.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(doc.scenario() == after);
    }

    void upgradesAreRemovedWithDelete()
    {
        debugger::Setup2023Panel &p = *panel();
        chooseUpgrade(p, UpgradeId::Brakes);
        clickInSetup(p.installButton());
        chooseUpgrade(p, UpgradeId::Firewall);
        clickInSetup(p.installButton());
        const auto &robot = m_w->document()->scenario().robots[0];
        QCOMPARE(robot.upgrades, (std::vector{UpgradeId::Brakes, UpgradeId::Firewall}));
        QCOMPARE(p.installedList()->count(), 2);
        QListWidget *list = p.installedList();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(m_w->document()->scenario().robots[0].upgrades, std::vector{UpgradeId::Firewall});
        QCOMPARE(m_w->document()->undoStack()->count(), 3);
    }

    void savedAndOpenedAgain()
    {
        debugger::Setup2023Panel &p = *panel();
        QVERIFY(pick(p.tokenBox(), QStringLiteral("A")));
        typeValue(p.energyBox(), 9);
        QVERIFY(pick(p.haywireBox(5), p.haywireBox(5)->itemText(model::kHaywireCount)));
        chooseUpgrade(p, UpgradeId::Brakes);
        clickInSetup(p.installButton());
        chooseUpgrade(p, UpgradeId::RammingGear);
        clickInSetup(p.collectButton());
        // Robot B.
        QVERIFY(pick(p.robotBox(), QStringLiteral("B")));
        clickInSetup(p.rebootingBox());
        QVERIFY(QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR)));
        // As a user widens the dock to edit: the panel fits it without a cut.
        m_w->resizeDocks({m_w->findChild<QDockWidget *>(QStringLiteral("setupDock"))}, {360}, Qt::Horizontal);
        showInSetup(p.rebootingBox());
        QCoreApplication::processEvents();
        QVERIFY2(p.width() <= m_w->findChild<QScrollArea *>(QStringLiteral("setupScroll"))->viewport()->width(),
                 qPrintable(QString::number(p.width())));
        QVERIFY(m_w->grab().toImage().save(QStringLiteral(RF_SCREENSHOT_DIR "/setup-2023.png")));
        // The panel whole, as it scrolls in its dock.
        QVERIFY(p.grab().toImage().save(QStringLiteral(RF_SCREENSHOT_DIR "/setup-2023-panel.png")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("setup.rfscenario"));
        QCOMPARE(m_w->document()->writeCopy(path), QString());
        const auto read = io::readScenarioFile(path);
        QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
        QCOMPARE(read->priorityToken, std::string("A"));
        QCOMPARE(read->robots[0].energy, std::optional(9));
        QCOMPARE(read->robots[0].haywires[4], std::optional(CardKind::HwMove3UTurn));
        QCOMPARE(read->robots[0].upgrades, std::vector{UpgradeId::Brakes});
        QCOMPARE(read->robots[0].collection, std::vector{UpgradeId::RammingGear});
        QVERIFY(read->robots[1].rebooting);
        QVERIFY(read->robots == m_w->document()->scenario().robots);

        debugger::DebuggerWindow again;
        QString error;
        QVERIFY2(again.openScenario(path, &error), qPrintable(error));
        auto *q = again.findChild<debugger::Setup2023Panel *>();
        QCOMPARE(q->tokenBox()->currentText(), QStringLiteral("A"));
        QCOMPARE(q->energyBox()->value(), 9);
        QCOMPARE(q->haywireBox(5)->currentData().toInt(), static_cast<int>(CardKind::HwMove3UTurn));
        QCOMPARE(q->installedList()->count(), 1);
        QCOMPARE(q->collectionList()->count(), 1);
    }

private:
    debugger::Setup2023Panel *panel() const { return m_w->findChild<debugger::Setup2023Panel *>(); }
    std::unique_ptr<debugger::DebuggerWindow> m_w;
};

RF_TEST_MAIN(TestSetup2023)
#include "tst_setup2023.moc"
