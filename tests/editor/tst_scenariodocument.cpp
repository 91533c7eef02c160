// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario document: every change (setup, programs, robots, expectations, what-ifs) is an
// undo step checked against JSON snapshots through redo -> undo -> redo, the replay always equals
// a fresh replay of the scenario (what the CLI plays), unplayable changes are refused, the
// modified state follows the undo stack, and recovery copies round-trip.
#include "../sim/debugscenario.h"
#include "commands/scenariocommands.h"
#include "document/recovery.h"
#include "document/scenariodocument.h"
#include "io/scenario/scenariofile.h"
#include "text/tracetext.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "testmain.h"

using namespace rf;
using editor::ScenarioDocument;

namespace {

QByteArray json(const ScenarioDocument &doc)
{
    return io::scenarioToJson(doc.scenario());
}

// The document's replay is the replay of its scenario made from scratch.
bool replayIsFresh(const ScenarioDocument &doc)
{
    const auto fresh = sim::Replay::create(doc.scenario());
    if (!fresh || fresh->length() != doc.replay().length())
        return false;
    for (int p = 0; p <= fresh->length(); ++p)
        if (!(fresh->stateAt(p) == doc.replay().stateAt(p)))
            return false;
    return text::traceText(fresh->trace()) == text::traceText(doc.replay().trace()) &&
           fresh->mismatches() == doc.replay().mismatches();
}

model::Expectation expectationAfterRegister1(const ScenarioDocument &doc)
{
    model::Expectation ex;
    ex.turn = 1;
    ex.afterRegister = 1;
    const game::RobotState &r = doc.replay().stateAt(9).robots[0];
    ex.robots.push_back(model::RobotExpectation{.robot = r.name, .at = r.pos, .facing = r.facing, .damage = r.damage});
    return ex;
}

// R1's damage at the end of a fresh replay.
int finalDamage(const model::Scenario &sc)
{
    const auto replay = sim::Replay::create(sc);
    return replay ? replay->stateAt(replay->length()).robots[0].damage : -1;
}

} // namespace

class TestScenarioDocument : public QObject {
    Q_OBJECT
private slots:
    void aNewDocumentPlays()
    {
        ScenarioDocument doc;
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.displayName(), QStringLiteral("Untitled"));
        QVERIFY(doc.scenario().robots.empty());
        QVERIFY(doc.replay().length() > 0); // an empty board still plays its turn
        QVERIFY(replayIsFresh(doc));
    }

    void everyChangeUndoes()
    {
        ScenarioDocument doc;
        QVERIFY(doc.resetScenario(test::debugScenario()));
        QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
        QSignalSpy modified(&doc, &editor::Document::modifiedChanged);
        std::vector<QByteArray> snapshots{json(doc)};
        auto step = [&](std::optional<rules::ScenarioError> problem) {
            QVERIFY2(!problem, problem ? text::scenarioErrorText(*problem).c_str() : "");
            QVERIFY(json(doc) != snapshots.back());
            QVERIFY(replayIsFresh(doc));
            snapshots.push_back(json(doc));
        };

        // The setup: a rule option, another seed, two turns.
        editor::ScenarioSetup setup = editor::ScenarioSetup::of(doc.scenario());
        setup.options["belt-transfer"] = false;
        setup.seed = 5;
        setup.turns = 2;
        step(editor::changeSetup(doc, setup));
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(doc.scenario().turns, 2);
        // A program card before play: into turn 1's program of R1.
        step(editor::editRobot(doc, 0, 0,
                               model::RobotEdit{.card = std::make_pair(2, std::optional<model::Card>(model::Card{
                                                                              model::CardKind::Move3, 840}))}));
        QCOMPARE(doc.scenario().robots[0].turns.at(0).program->at(1),
                 std::optional<model::Card>(model::Card{model::CardKind::Move3, 840}));
        // A robot: moved at the start, and one more.
        step(editor::editRobot(doc, 0, 1,
                               model::RobotEdit{.pos = model::Point{6, 4}, .facing = model::Direction::North}));
        QCOMPARE(doc.scenario().robots[1].at, (model::Point{6, 4}));
        step(editor::addRobot(doc, model::Point{3, 3}));
        QCOMPARE(doc.scenario().robots.size(), std::size_t{3});
        QCOMPARE(doc.scenario().robots[2].name, std::string("R3"));
        // An expectation: the game is the same, the position of a view is kept.
        const auto before = changed.count();
        step(editor::addExpectation(doc, expectationAfterRegister1(doc)));
        QCOMPARE(changed.count(), before + 1);
        QVERIFY(changed.last().at(0).toInt() > doc.replay().length());
        QVERIFY(doc.replay().mismatches().empty());
        // A what-if after register 1.
        step(editor::editRobot(doc, 9, 0, model::RobotEdit{.damage = 4}));
        QCOMPARE(doc.scenario().whatIfs.size(), std::size_t{1});
        QCOMPARE(changed.last().at(0).toInt(), 9);
        QCOMPARE(doc.replay().stateAt(9).robots[0].damage, 4);
        QCOMPARE(doc.undoStack()->count(), 6);

        // Undo each, then redo each: the scenario is each snapshot again, the replay fresh.
        for (int i = static_cast<int>(snapshots.size()) - 2; i >= 0; --i) {
            doc.undoStack()->undo();
            QCOMPARE(json(doc), snapshots[static_cast<std::size_t>(i)]);
            QVERIFY(replayIsFresh(doc));
        }
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.scenario(), test::debugScenario());
        for (std::size_t i = 1; i < snapshots.size(); ++i) {
            doc.undoStack()->redo();
            QCOMPARE(json(doc), snapshots[i]);
            QVERIFY(replayIsFresh(doc));
        }
        QVERIFY(doc.isModified());
    }

    // An edit at the start replaces the game the what-ifs changed: they go, and come back with undo.
    void setupEditsDropWhatIfs()
    {
        ScenarioDocument doc;
        QVERIFY(doc.resetScenario(test::debugScenario()));
        QVERIFY(!editor::editRobot(doc, 9, 0, model::RobotEdit{.facing = model::Direction::West}));
        QVERIFY(!editor::editRobot(doc, 20, 1, model::RobotEdit{.damage = 2}));
        QCOMPARE(doc.scenario().whatIfs.size(), std::size_t{2});
        // A what-if earlier than the others replaces their future: they go.
        QVERIFY(!editor::editRobot(doc, 5, 1, model::RobotEdit{.damage = 1}));
        QCOMPARE(doc.scenario().whatIfs.size(), std::size_t{1});
        QCOMPARE(doc.scenario().whatIfs.back().afterStep, 5);
        editor::ScenarioSetup setup = editor::ScenarioSetup::of(doc.scenario());
        setup.seed = 9;
        QVERIFY(!editor::changeSetup(doc, setup));
        QVERIFY(doc.scenario().whatIfs.empty());
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().whatIfs.size(), std::size_t{1});
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().whatIfs.size(), std::size_t{2});
        QCOMPARE(doc.scenario().whatIfs.back().afterStep, 20);
        QVERIFY(replayIsFresh(doc));
    }

    void unplayableChangesAreRefused()
    {
        ScenarioDocument doc;
        QVERIFY(doc.resetScenario(test::debugScenario()));
        const QByteArray before = json(doc);
        // Off the course, onto another robot, a register that does not exist, an unknown ruleset.
        auto outside = editor::editRobot(doc, 0, 0, model::RobotEdit{.pos = model::Point{9, 9}});
        QVERIFY(outside);
        QCOMPARE(outside->code, rules::ScenarioError::Code::StartOutside);
        auto occupied = editor::editRobot(doc, 4, 0, model::RobotEdit{.pos = doc.replay().stateAt(4).robots[1].pos});
        QVERIFY(occupied);
        QCOMPARE(occupied->code, rules::ScenarioError::Code::CellOccupied);
        QCOMPARE(occupied->step, 4);
        QVERIFY(
            editor::editRobot(doc, 4, 0, model::RobotEdit{.card = std::make_pair(6, std::optional<model::Card>())}));
        QVERIFY(editor::addRobot(doc, model::Point{1, 5})); // R1 stands there
        editor::ScenarioSetup setup = editor::ScenarioSetup::of(doc.scenario());
        setup.ruleset = "chess";
        auto ruleset = editor::changeSetup(doc, setup);
        QVERIFY(ruleset);
        QCOMPARE(ruleset->code, rules::ScenarioError::Code::UnknownRuleset);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(json(doc), before);
        // Changes that change nothing push nothing.
        QVERIFY(!editor::changeSetup(doc, editor::ScenarioSetup::of(doc.scenario())));
        QCOMPARE(doc.undoStack()->count(), 0);
        // A new scenario that cannot be played leaves the document as it was.
        model::Scenario bad = test::debugScenario();
        bad.robots[1].at = bad.robots[0].at;
        QVERIFY(!doc.resetScenario(bad));
        QCOMPARE(json(doc), before);
    }

    void recoveryRoundTrip()
    {
        QTemporaryDir tmp;
        model::Scenario edited;
        {
            ScenarioDocument doc;
            editor::Recovery recovery(&doc, QStringLiteral("scenario-1"));
            recovery.setDirectory(tmp.path());
            QVERIFY(doc.resetScenario(test::debugScenario(), QStringLiteral("/somewhere/dispute.rfscenario")));
            QVERIFY(!recovery.saveNow()); // nothing unsaved
            QVERIFY(!editor::editRobot(doc, 9, 0, model::RobotEdit{.damage = 3}));
            QVERIFY(recovery.saveNow());
            QCOMPARE(QFileInfo(recovery.recoveryFile()).fileName(), QStringLiteral("scenario-1.rfscenario"));
            edited = doc.scenario();
        }
        QCOMPARE(editor::Recovery::leftBehind(tmp.path(), QStringLiteral("scenario-"), QStringLiteral("rfscenario")),
                 QStringList{QStringLiteral("scenario-1")});
        ScenarioDocument next;
        editor::Recovery recovery(&next, QStringLiteral("scenario-1"));
        recovery.setDirectory(tmp.path());
        QCOMPARE(recovery.recoveredOriginalPath(), QStringLiteral("/somewhere/dispute.rfscenario"));
        QCOMPARE(recovery.restore(), QString());
        QCOMPARE(next.scenario(), edited);
        QVERIFY(next.isModified());
        QCOMPARE(next.filePath(), QStringLiteral("/somewhere/dispute.rfscenario"));
        QCOMPARE(next.replay().stateAt(next.replay().length()).robots[0].damage, finalDamage(edited));
        // Saved: the copy goes.
        next.markSaved();
        QVERIFY(!recovery.hasRecovery());
    }
};

RF_TEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
