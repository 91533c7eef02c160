// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The debugger's panels show the edition being played, as its traits say: the robot table's
// columns (lives and archive markers for the classic game; energy, upgrades and damage cards by
// kind for the 2016 one), the robot panel's rows, and presentation mode with the question, the
// expectations and what changed at the substep.
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/presentationview.h"
#include "debugger/programpanel.h"
#include "debugger/questionheader.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "models/robotstatemodel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <algorithm>

#include "testmain.h"

using namespace rf;

namespace {

QString shipped(const QString &name)
{
    if (name.startsWith(QLatin1Char('/')))
        return name;
    return QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/") + name + QStringLiteral(".rfscenario");
}

QStringList shownColumns(const QTableView *view)
{
    QStringList titles;
    for (int c = 0; c < view->model()->columnCount(); ++c)
        if (!view->isColumnHidden(c))
            titles << view->model()->headerData(c, Qt::Horizontal).toString();
    return titles;
}

// The robot panel's row of `field` is shown (its label beside it too).
bool rowShown(debugger::DebuggerWindow &w, const char *field)
{
    auto *widget = w.programPanel()->findChild<QWidget *>(QString::fromLatin1(field));
    return widget && widget->isVisibleTo(w.programPanel());
}

} // namespace

class TestEditionPanels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void robotTableColumns_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("columns");
        QTest::addColumn<bool>("lives");
        QTest::addColumn<bool>("powerDown");
        QTest::newRow("classic") << QStringLiteral("option-ramming-gear-chain")
                                 << QStringList{QStringLiteral("Robot"),   QStringLiteral("Position"),
                                                QStringLiteral("Facing"),  QStringLiteral("Damage"),
                                                QStringLiteral("Locked"),  QStringLiteral("Lives"),
                                                QStringLiteral("Flags"),   QStringLiteral("Archive"),
                                                QStringLiteral("Options"), QStringLiteral("Status")}
                                 << true << true;
        QTest::newRow("2016")
            << QStringLiteral("upgrade-worm-pile-empty")
            << QStringList{QStringLiteral("Robot"),  QStringLiteral("Position"),           QStringLiteral("Facing"),
                           QStringLiteral("Damage"), QStringLiteral("Damage cards taken"), QStringLiteral("Flags"),
                           QStringLiteral("Energy"), QStringLiteral("Upgrades"),           QStringLiteral("Status")}
            << false << false;
        // The 2023 edition: no lives, archive or locked registers; the priority order, face-down
        // Haywires and damage cards kept in hand.
        QTest::newRow("2023")
            << QStringLiteral(RF_SOURCE_DIR "/tests/data/scenarios/acceptance-2023/acceptance-e23-priority-token-order.rfscenario")
            << QStringList{QStringLiteral("Robot"),  QStringLiteral("Position"),           QStringLiteral("Facing"),
                           QStringLiteral("Damage"), QStringLiteral("Damage cards taken"), QStringLiteral("Flags"),
                           QStringLiteral("Energy"), QStringLiteral("Upgrades"),           QStringLiteral("Priority"),
                           QStringLiteral("Face-down Haywires"), QStringLiteral("Kept in hand"), QStringLiteral("Status")}
            << false << false;
    }

    // The 2023 edition's installed upgrades in the robot table, as the CLI's final state lists
    // them, and a robot rebooting since the last round off the board until register 1.
    void robotTable2023_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("robot");
        QTest::addColumn<bool>("rebooting");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::newRow("installed") << QStringLiteral("edition2023-ramming-gear-wall") << 0 << false
                                   << int(editor::RobotStateModel::Upgrades) << QStringLiteral("Ramming Gear (permanent)");
        QTest::newRow("none installed") << QStringLiteral("edition2023-ramming-gear-wall") << 1 << false
                                        << int(editor::RobotStateModel::Upgrades) << QString();
        QTest::newRow("rebooting") << QStringLiteral("edition2023-ramming-gear-wall") << 1 << true
                                   << int(editor::RobotStateModel::Status) << QStringLiteral("off the board: re-enters in register 1");
    }
    void robotTable2023()
    {
        QFETCH(QString, name);
        QFETCH(int, robot);
        QFETCH(bool, rebooting);
        QFETCH(int, column);
        QFETCH(QString, text);
        auto sc = io::readScenarioFile(shipped(name));
        QVERIFY(sc);
        sc->robots[static_cast<std::size_t>(robot)].rebooting = rebooting;
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(*sc));
        QCOMPARE(w.robotModel()->index(robot, column).data().toString(), text);
    }

    // What lies on an installed 2023 upgrade, beside it in the robot table once the hand is
    // drawn: the cards on Memory Cards, the card Spam Filter turned face up (RULES.md 10.14).
    void robotTableCardsOnUpgrades_data()
    {
        QTest::addColumn<QByteArray>("robot");
        QTest::addColumn<QString>("text");
        const QByteArray deck = R"("deck": ["move1", "move2", "move3", "back", "left", "right", "uturn", "powerup", "again", "move1", "move2"])";
        QTest::newRow("memory cards") << QByteArray(R"("upgrades": ["memory-cards"], "program": ["left"], )" + deck +
                                                    R"(, "decisions": [{"programming": true, "use": "memory-cards", "cards": ["uturn", "move2"]}])")
                                      << QStringLiteral("Memory Cards (permanent); cards on an upgrade: U-turn, move 2");
        QTest::newRow("spam filter") << QByteArray(R"("upgrades": ["spam-filter"], "program": ["left"], )" + deck)
                                     << QStringLiteral("Spam Filter (permanent); top card face up: move 1");
    }
    void robotTableCardsOnUpgrades()
    {
        QFETCH(QByteArray, robot);
        QFETCH(QString, text);
        const QByteArray json = R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023", "programming": true,
            "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3]},
            "robots": [{"name": "A", "at": [0, 1], "facing": "E", )" + robot + R"(}], "damageDeck": "endless-spam", "play": {"registers": 1}})";
        const auto sc = io::parseScenarioJson(json, QStringLiteral("cards-on-upgrades.rfscenario"));
        QVERIFY2(sc, sc ? "" : qPrintable(sc.error().toString()));
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(*sc));
        const QModelIndex upgrades = w.robotModel()->index(0, editor::RobotStateModel::Upgrades);
        QVERIFY(!upgrades.data().toString().contains(QLatin1String("on an upgrade")));
        QVERIFY(!upgrades.data().toString().contains(QLatin1String("face up")));
        w.controller()->runToEnd();
        w.resize(1400, 900);
        w.grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/robot-table-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        QCOMPARE(w.robotModel()->index(0, editor::RobotStateModel::Upgrades).data().toString(), text);
    }

    void robotTableColumns()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, columns);
        QFETCH(bool, lives);
        QFETCH(bool, powerDown);
        debugger::DebuggerWindow w;
        QVERIFY(w.openScenario(shipped(name)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAbstractItemModelTester tester(w.robotModel());
        auto *table = qobject_cast<QTableView *>(w.findChild<QDockWidget *>(QStringLiteral("robotsDock"))->widget());
        QVERIFY(table);
        QCOMPARE(shownColumns(table), columns);
        QCOMPARE(rowShown(w, "lives"), lives);
        QCOMPARE(rowShown(w, "poweredDown"), powerDown);
        w.controller()->runToEnd();
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        w.findChild<QDockWidget *>(QStringLiteral("robotsDock"))
            ->grab()
            .save(QStringLiteral(RF_SCREENSHOT_DIR "/robot-table-%1.png")
                      .arg(QString::fromLatin1(QTest::currentDataTag())));
    }

    // The 2016 damage cards by kind: Blue takes a Virus in place of the Worm of the empty pile,
    // at the lasers (substep 4), and the cell is marked as changed there.
    void damageCardsByKind()
    {
        debugger::DebuggerWindow w;
        QVERIFY(w.openScenario(shipped(QStringLiteral("upgrade-worm-pile-empty"))));
        const QModelIndex blue = w.robotModel()->index(1, editor::RobotStateModel::DamageCards);
        w.controller()->setPosition(3);
        QCOMPARE(blue.data().toString(), QString());
        w.controller()->setPosition(4);
        QCOMPARE(blue.data().toString(), QStringLiteral("Virus: 1"));
        QVERIFY(blue.data(editor::RobotStateModel::ChangedRole).toBool());
        QCOMPARE(w.robotModel()->index(1, editor::RobotStateModel::Damage).data().toString(), QStringLiteral("0 SPAM"));
    }

    // Presentation mode shows the question, its expectations and, at each substep, what happened
    // and what changed, in large type.
    void presentation_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("happened");
        QTest::addColumn<QStringList>("changed");
        QTest::newRow("classic") << QStringLiteral("option-ramming-gear-chain") << 3
                                 << QStringLiteral("Blue is rammed by Red's Ramming Gear")
                                 << QStringList{QStringLiteral("Blue: square 1,2 → 3,2"), QStringLiteral("Blue: damage 0 → 1")};
        QTest::newRow("2016") << QStringLiteral("upgrade-worm-pile-empty") << 4 << QStringLiteral("Virus")
                              << QStringList{QStringLiteral("Blue: Virus cards taken 0 → 1"), QStringLiteral("Blue: discard pile +Virus"),
                                             QStringLiteral("Virus pile: 5 → 4")};
        QTest::newRow("2023") << QStringLiteral(RF_SOURCE_DIR "/tests/data/scenarios/acceptance-2023/acceptance-e23-battery-every-register.rfscenario") << 5
                              << QStringLiteral("battery") << QStringList{QStringLiteral("A: energy 3 → 4")};
    }

    void presentation()
    {
        QFETCH(QString, name);
        QFETCH(int, step);
        QFETCH(QString, happened);
        QFETCH(QStringList, changed);
        debugger::DebuggerWindow w;
        QVERIFY(w.openScenario(shipped(name)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        auto *p = w.findChild<debugger::PresentationView *>();
        QVERIFY(p);
        QVERIFY(QTest::qWaitForWindowExposed(p));
        p->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(p));
        // The question: title, description and every expectation, larger than the debugger's.
        const QStringList checks = p->question()->checkLines();
        QVERIFY(!checks.isEmpty());
        QVERIFY2(std::ranges::any_of(checks,
                                     [](const QString &c) { return c.startsWith(QLatin1String("not decided yet")); }),
                 qPrintable(checks.join(QLatin1Char('\n'))));
        QStringList texts;
        for (const QLabel *l : p->question()->findChildren<QLabel *>()) {
            if (!l->isVisibleTo(p))
                continue;
            texts << l->text();
            QVERIFY2(l->font().pointSizeF() >= 1.5 * w.font().pointSizeF(), qPrintable(l->text()));
        }
        QVERIFY(texts.contains(QString::fromStdString(w.document()->scenario().title)));
        QVERIFY(texts.contains(QString::fromStdString(w.document()->scenario().description)));
        for (int k = 0; k < step; ++k)
            QTest::keyClick(p, Qt::Key_Right);
        QCOMPARE(w.controller()->position(), step);
        QVERIFY2(p->happenedText().contains(happened), qPrintable(p->happenedText()));
        for (const QString &c : changed)
            QVERIFY2(p->changesText().contains(c), qPrintable(p->changesText()));
        // As a 1920 x 1080 screen shows it (the offscreen platform's screen is smaller).
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        p->showNormal();
        p->resize(1920, 1080);
        QVERIFY(p->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/presentation-%1.png")
                                   .arg(QString::fromLatin1(QTest::currentDataTag()))));
        // At the end the expectations are decided.
        QTest::keyClick(p, Qt::Key_End);
        for (const QString &c : p->question()->checkLines())
            QVERIFY2(c.startsWith(QLatin1String("holds")), qPrintable(c));
        QPointer<debugger::PresentationView> guard(p);
        QTest::keyClick(p, Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return guard.isNull(); }, 3000));
    }
};

RF_TEST_MAIN(TestEditionPanels)
#include "tst_editionpanels.moc"
