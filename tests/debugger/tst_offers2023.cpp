// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The 2023 upgrades in the debugger's Decisions panel (RULES.md 10.13-10.15): the "At Decision
// Points" breakpoint stops where a robot could use one, each answer reads differently, and a
// click on one writes the decision, which play then takes.
#include "decisionpointsui.h"
#include "document/scenariodocument.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace offers2023gui {

// A 6 x 3 board with `edges`; robot A at [1, 1] facing east with `upgrades` and `card`, robot B at
// `b` facing north with `bCard` and `bMore` fields; no energy, so that the upgrade phase offers no
// draw.
QByteArray scenarioJson(const QByteArray &upgrades, const QByteArray &card, const QByteArray &b, const QByteArray &bMore = "",
                         const QByteArray &edges = "[]", const QByteArray &bCard = "powerup")
{
    return R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2023",
               "course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [6, 3],
                          "edges": )" + edges + R"(},
               "robots": [{"name": "A", "at": [1, 1], "facing": "E", "energy": 0, "upgrades": )" +
           upgrades + R"(, "program": [")" + card + R"("]},
                          {"name": "B", "at": )" + b + R"(, "facing": "N", "energy": 0, "program": [")" + bCard + R"("])" + bMore + R"(}],
               "damageDeck": "endless-spam", "play": {"registers": 1}})";
}

QPushButton *offerButton(debugger::DebuggerWindow &w, const QString &text)
{
    for (QPushButton *button : w.decisionsPanel()->findChildren<QPushButton *>())
        if (button->objectName().startsWith(QLatin1String("decision")) && button->text() == text)
            return button;
    return nullptr;
}

} // namespace offers2023gui

using namespace offers2023gui;
using debuggertest::offerTexts;
using debuggertest::openWithDecisionPoints;

class TestOffers2023 : public QObject {
    Q_OBJECT
private slots:
    void upgradeOffered_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("stage");          // where the breakpoint stops with the offer
        QTest::addColumn<QStringList>("offers"); // robot A's offers of the upgrade, as the buttons read
        QTest::addColumn<QString>("click");
        const int moves = static_cast<int>(game::Stage::RobotMoves);
        QTest::newRow("piercing drill")
            << scenarioJson(R"(["piercing-drill"])", "move1", "[2, 1]") << moves
            << QStringList{QStringLiteral("A: Piercing Drill at B, facing unchanged"),
                           QStringLiteral("A: Piercing Drill at B, turned to face east"),
                           QStringLiteral("A: Piercing Drill at B, turned to face south"),
                           QStringLiteral("A: Piercing Drill at B, turned to face west")}
            << QStringLiteral("A: Piercing Drill at B, turned to face south");
        QTest::newRow("modular chassis")
            << scenarioJson(R"(["modular-chassis"])", "move1", "[2, 1]", R"(, "upgrades": ["spiky", "boink"])") << moves
            << QStringList{QStringLiteral("A: swap Modular Chassis for B's Spiky"), QStringLiteral("A: swap Modular Chassis for B's Boink")}
            << QStringLiteral("A: swap Modular Chassis for B's Boink");
        QTest::newRow("energy conversion")
            << scenarioJson(R"(["energy-conversion"])", "powerup", "[4, 2]", "",
                    R"([{"at": [5, 1], "side": "E", "kind": "laser", "dir": "W", "beams": 1}])")
            << static_cast<int>(game::Stage::Lasers)
            << QStringList{QStringLiteral("A: Energy Conversion: move 1 square forward"),
                           QStringLiteral("A: Energy Conversion: move 1 square back")}
            << QStringLiteral("A: Energy Conversion: move 1 square back");
        QTest::newRow("magnetic") << scenarioJson(R"(["magnetic"])", "powerup", "[2, 1]", "", "[]", "move1") << moves
                                  << QStringList{QStringLiteral("A: Magnetic: follow B's steps")}
                                  << QStringLiteral("A: Magnetic: follow B's steps");
    }

    // Stepped to the decision point with Ctrl+Shift+F5, the answers read apart; the click is an
    // edit of the scenario, and played to the end the decision is taken.
    void upgradeOffered()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, stage);
        QFETCH(QStringList, offers);
        QFETCH(QString, click);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("offers.rfscenario"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(json) == json.size());
        out.close();
        debugger::DebuggerWindow w;
        QVERIFY(openWithDecisionPoints(w, file));
        // The upgrade phase may stop first (A could uninstall its upgrade): on to the offer.
        for (int k = 0; k < 6 && !offerButton(w, click); ++k)
            QTest::keyClick(&w, Qt::Key_F5, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(offerButton(w, click), qPrintable(offerTexts(w).join(QStringLiteral(" | "))));
        QCOMPARE(static_cast<int>(w.controller()->state().cursor.stage), stage);
        QStringList texts = offerTexts(w);
        QCOMPARE(QSet<QString>(texts.begin(), texts.end()).size(), texts.size()); // no two read alike
        for (const QString &text : offers)
            QVERIFY2(texts.contains(text), qPrintable(texts.join(QStringLiteral(" | "))));
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("decisionsDock"));
        dock->raise();
        QVERIFY(QTest::qWaitFor([&] { return offerButton(w, click)->isVisible(); }));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        w.grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/offers2023-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));

        const int at = w.controller()->position();
        QTest::mouseClick(offerButton(w, click), Qt::LeftButton);
        const auto &decisions = w.document()->scenario().robots[0].turns.at(0).decisions;
        QCOMPARE(decisions.size(), std::size_t{1});
        QCOMPARE(w.controller()->position(), at);
        QCOMPARE(QStringLiteral("A: ") + debugger::DecisionsPanel::choiceText(decisions.front()), click);
        w.controller()->runToEnd();
        QCOMPARE(w.decisionsPanel()->recorded().size(), std::size_t{1});
        QCOMPARE(w.decisionsPanel()->recorded().front().kind, sim::DecisionFate::Kind::Taken);
    }
};

RF_TEST_MAIN(TestOffers2023)
#include "tst_offers2023.moc"
