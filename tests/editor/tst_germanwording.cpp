// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The German editor words what the core says in codes in German: a course whose boards cannot be
// combined (the validator's findings and the debugger's error) and a program carried to another
// edition (the notes of Compare Rulings), with no English left in them.
#include "app/application.h"
#include "words/elementnames.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"
#include "rules/ruleset.h"
#include "rules/translate.h"
#include "sim/simulator.h"
#include "validate/validator.h"

#include <QApplication>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

model::Course twoBoards(model::Point secondOffset)
{
    model::Course c;
    c.placements().push_back({model::Board(6, 6, "first"), {0, 0}, 0, {}});
    c.placements().push_back({model::Board(5, 5, "second"), secondOffset, 0, {}});
    return c;
}

} // namespace

class TestGermanWording : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
    }

    void courseThatCannotBeCombined_data()
    {
        QTest::addColumn<QPoint>("offset");
        QTest::addColumn<QString>("finding");
        QTest::addColumn<QString>("error");
        QTest::newRow("negative offset") << QPoint(-2, 0) << QStringLiteral("Spielplan 2 hat einen negativen Versatz")
                                         << QStringLiteral("Spielplan 2 des Kurses hat einen negativen Versatz.");
        QTest::newRow("overlap") << QPoint(3, 0) << QStringLiteral("Die Spielpläne 1 und 2 überlappen sich")
                                 << QStringLiteral("Die Spielpläne 1 und 2 des Kurses überlappen sich bei 3,0.");
        QTest::newRow("too large") << QPoint(model::Board::kMaxSide, 0)
                                   << QStringLiteral("Der Kurs ist %1 x 6 Felder groß; erlaubt sind höchstens %2 pro Seite")
                                          .arg(model::Board::kMaxSide + 5)
                                          .arg(model::Board::kMaxSide)
                                   << QStringLiteral("Der Kurs ist %1 x 6 Felder groß; erlaubt sind höchstens %2 pro Seite.")
                                          .arg(model::Board::kMaxSide + 5)
                                          .arg(model::Board::kMaxSide);
    }
    void courseThatCannotBeCombined()
    {
        QFETCH(QPoint, offset);
        QFETCH(QString, finding);
        QFETCH(QString, error);
        const model::Course course = twoBoards({offset.x(), offset.y()});
        const std::vector<validate::Diagnostic> ds = validate::validate(course);
        QCOMPARE(ds.size(), std::size_t{1});
        QCOMPARE(words::diagnosticMessage(ds.front()), finding);
        const auto combined = model::combine(course);
        QVERIFY(!combined);
        QCOMPARE(words::scenarioErrorText(rules::courseError(course, combined.error())), error);
    }

    // Directions in trace notes, the robots table and Compare Rulings are German compass letters
    // (issue 32, item 6: "nach E" beside a facing box saying "Osten").
    void directionsAreGermanLetters()
    {
        QCOMPARE(words::directionText(model::Direction::North), QStringLiteral("N"));
        QCOMPARE(words::directionText(model::Direction::East), QStringLiteral("O"));
        QCOMPARE(words::directionText(model::Direction::South), QStringLiteral("S"));
        QCOMPARE(words::directionText(model::Direction::West), QStringLiteral("W"));
    }

    void traceNotesAndErrors()
    {
        // A note's template and its words (robots, cells, cards, option cards) in German.
        sim::Trace t;
        t.header.ruleset = "classic";
        t.header.robots.resize(2);
        t.header.robots[0].name = "Rot";
        t.header.robots[1].name = "Blau";
        game::Note rammed{.code = game::Code::RammingDamage, .robot = 1, .other = 0};
        QCOMPARE(words::noteText(t, rammed), QStringLiteral("Blau wird vom Rammbock von Rot gerammt: 1 Schaden"));
        game::Note dealt{.code = game::Code::CardsDealt, .robot = 0, .value = 1};
        QCOMPARE(words::noteText(t, dealt), QStringLiteral("Rot erhält 1 Karte"));
        game::Note voided{.code = game::Code::DecisionVoid, .robot = 0, .value = static_cast<int>(model::DecisionUse::DiscardOption),
                          .detail = static_cast<int>(model::OptionId::AblativeCoat), .reason = game::VoidReason::Locked};
        QVERIFY(words::noteText(t, voided).contains(QStringLiteral("Ablativ-Panzerung")));
        // A what-if that cannot be made, framed by its substep.
        const rules::ScenarioError e{.code = rules::ScenarioError::Code::CellOccupied, .robot = "Rot", .other = "Blau",
                                     .step = 3, .cell = {6, 5}};
        QCOMPARE(words::scenarioErrorText(e), QStringLiteral("Nach Teilschritt 3: Rot kann nicht auf 6,5 gesetzt werden: dort steht Blau."));
    }

    void programTranslatedToAnotherEdition()
    {
        // A classic scenario carried to renegade: priorities dropped, a power down ignored,
        // damage turned into SPAM cards; and back: energy ignored.
        model::Scenario sc;
        sc.ruleset = "classic";
        model::ScenarioRobot r;
        r.name = "Rot";
        r.damage = 2;
        model::TurnPlan plan;
        model::Program program{};
        program[0] = model::Card{model::CardKind::Move2, 500};
        plan.program = program;
        plan.powerDown = true;
        r.turns.push_back(plan);
        sc.robots.push_back(r);
        std::vector<rules::TranslationNote> notes;
        rules::translateScenario(sc, *rules::rulesetById("renegade"), notes);
        QStringList texts;
        for (const rules::TranslationNote &n : notes)
            texts << words::translationNoteText(n);
        QCOMPARE(texts, (QStringList{QStringLiteral("Rot, Runde 1, Register 1: Vorwärts 2 (500) -> Vorwärts 2"),
                                     QStringLiteral("Rot, Runde 1: Abschalten nicht übertragen: die Regeln „Ausgabe 2016“ "
                                                    "kennen kein Abschalten: ignoriert"),
                                     QStringLiteral("Rot: 2 Schaden -> 2 SPAM (jeder Schadenspunkt wird eine SPAM-Karte "
                                                    "im Kartenstapel des Roboters)")}));

        model::Scenario back;
        back.ruleset = "renegade";
        model::ScenarioRobot b;
        b.name = "Blau";
        b.energy = 3;
        back.robots.push_back(b);
        notes.clear();
        rules::translateScenario(back, *rules::rulesetById("classic"), notes);
        QCOMPARE(notes.size(), std::size_t{1});
        QCOMPARE(words::translationNoteText(notes.front()),
                 QStringLiteral("Blau: 3 Energie nicht übertragen: die Regeln „Klassisch“ kennen keine Energie: ignoriert"));
    }
};

RF_TEST_MAIN(TestGermanWording)
#include "tst_germanwording.moc"
