// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compare Rulings with both sides chosen: a ruleset and rule options for each, set with key
// presses in the window's combo boxes and option lists. What the window shows (titles, first
// difference, final squares) is what `rallyforge-cli compare` prints for the same rulings and what
// sim::compareRulings returns. A program the other edition cannot play is said in the window,
// which stays open and leads to the program in the debugger, where fixing it updates the window.
#include "../sim/debugscenario.h"
#include "clirun.h"
#include "debugger/comparewindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/comparisoncontroller.h"
#include "debugger/programpanel.h"
#include "debugger/rulingchooser.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "sim/compare.h"
#include "text/statetext.h"
#include "words/tracetexts.h"

#include <QApplication>
#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <format>

#include "words/rulenames.h"
#include "testmain.h"

using namespace rf;

namespace {

const QString kDir = QStringLiteral(RF_TEST_DATA_DIR "/compare");

// What `rallyforge-cli compare` says: the rulings' labels, the first difference ("" when none),
// the final table's row of each robot and the exit status.
struct CliCompare {
    int code = -1;
    QStringList rulings;
    QString first;
    QMap<QString, QStringList> finals;
};

CliCompare runCompare(const QString &file, const QStringList &args)
{
    const test::CliRun run = test::runCli(QStringList{QStringLiteral("compare"), file} + args);
    CliCompare r;
    r.code = run.code;
    bool table = false;
    for (const QString &line : run.out.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("Rulings: ")))
            r.rulings = line.mid(9).split(QStringLiteral(" | "));
        else if (line.startsWith(QStringLiteral("First difference: ")))
            r.first = line.mid(18);
        else if (line.startsWith(QStringLiteral("Final state:")))
            table = true;
        else if (table && line.contains(QStringLiteral(" | "))) {
            QStringList cells = line.split(QStringLiteral(" | "));
            for (QString &c : cells)
                c = c.trimmed();
            const QString robot = cells.takeFirst();
            if (robot != QLatin1String("robot") && robot != QLatin1String("winner") &&
                robot != QLatin1String("expectations"))
                r.finals.insert(robot, cells);
        }
    }
    return r;
}

// Types the ruleset's name, as the box shows it, into the combo box (its keyboard search).
bool chooseRuleset(debugger::RulingChooser *side, const QString &id)
{
    QComboBox *box = side->rulesetBox();
    box->setFocus();
    QTest::keyClicks(box, words::rulesetName(id.toStdString()));
    return box->currentData().toString() == id;
}

// Home, Down to the option (past the rows of the options the side's edition does not have,
// which are hidden), Space.
bool toggleOption(debugger::RulingChooser *side, const QString &name)
{
    QListWidget *list = side->optionList();
    const auto found = list->findItems(words::ruleOptionName(name.toStdString()), Qt::MatchExactly);
    if (found.size() != 1 || found.front()->isHidden())
        return false;
    const Qt::CheckState before = found.front()->checkState();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Home);
    for (int i = 0; i < list->row(found.front()); ++i)
        if (!list->item(i)->isHidden())
            QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Space);
    return found.front()->checkState() != before;
}

QString shownSquare(const game::RobotState &r)
{
    if (r.eliminated)
        return QStringLiteral("eliminated");
    if (r.destroyed)
        return QStringLiteral("destroyed");
    return QStringLiteral("%1,%2 %3")
        .arg(r.pos.x)
        .arg(r.pos.y)
        .arg(QLatin1String(model::directionLetter(r.facing).data(), 1));
}

// The CLI's ruling label ("classic, flag-repairs off") in the words the window shows
// ("Classic, Flag repairs off").
QString inWords(const QString &label)
{
    QStringList parts = label.split(QStringLiteral(", "));
    parts[0] = words::rulesetName(parts[0].toStdString());
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const qsizetype space = parts[i].lastIndexOf(QLatin1Char(' '));
        parts[i] = words::ruleOptionName(parts[i].left(space).toStdString()) + parts[i].mid(space);
    }
    return parts.join(QStringLiteral(", "));
}

QString labelText(const QWidget *w, const char *name)
{
    const auto *label = w->findChild<QLabel *>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("(no label %1)").arg(QLatin1String(name));
}

} // namespace

class TestCompareSides : public QObject {
    Q_OBJECT
private slots:
    void chosenSidesAgreeWithTheCli_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("leftRuleset");
        QTest::addColumn<QStringList>("leftOptions"); // toggled
        QTest::addColumn<QString>("rightRuleset");
        QTest::addColumn<QStringList>("rightOptions");
        QTest::addColumn<QStringList>("cliArgs");
        // The CLI's rulings that are the window's left and right side.
        QTest::addColumn<int>("cliLeft");
        QTest::addColumn<int>("cliRight");
        const QString classic = QStringLiteral("classic");
        const QString renegade = QStringLiteral("edition-2016");
        const QString oldId = QStringLiteral("renegade"); // the CLI reads the 2016 edition's old id too
        const QString ruleset = QStringLiteral("--ruleset");
        const QString option = QStringLiteral("--option");
        QTest::newRow("belt-transfer off") << QStringLiteral("belt-transfer-option") << classic << QStringList{}
                                           << classic << QStringList{QStringLiteral("belt-transfer")}
                                           << QStringList{option, QStringLiteral("belt-transfer=off")} << 0 << 1;
        QTest::newRow("editions part") << QStringLiteral("blue-onto-green") << classic << QStringList{} << renegade
                                       << QStringList{} << QStringList{ruleset, classic, ruleset, oldId} << 0 << 1;
        QTest::newRow("editions agree") << QStringLiteral("converging-belts") << classic << QStringList{} << renegade
                                        << QStringList{} << QStringList{ruleset, classic, ruleset, renegade} << 0 << 1;
        // An option of both editions flipped under the 2016 one (the chooser lists no other).
        QTest::newRow("edition-2016, belt-transfer off")
            << QStringLiteral("blue-onto-green") << renegade << QStringList{} << renegade
            << QStringList{QStringLiteral("belt-transfer")}
            << QStringList{ruleset, renegade, option, QStringLiteral("belt-transfer=off")} << 0 << 1;
        // An option on the left and the other edition on the right: the CLI plays these two
        // and classic as it is.
        QTest::newRow("classic, flag-repairs off | edition-2016")
            << QStringLiteral("flag-repairs") << classic << QStringList{QStringLiteral("flag-repairs")} << renegade
            << QStringList{}
            << QStringList{ruleset, classic, ruleset, renegade, option, QStringLiteral("flag-repairs=off")} << 2 << 1;
    }

    void chosenSidesAgreeWithTheCli()
    {
        QFETCH(QString, file);
        QFETCH(QString, leftRuleset);
        QFETCH(QStringList, leftOptions);
        QFETCH(QString, rightRuleset);
        QFETCH(QStringList, rightOptions);
        QFETCH(QStringList, cliArgs);
        QFETCH(int, cliLeft);
        QFETCH(int, cliRight);
        const QString path = kDir + QLatin1Char('/') + file + QStringLiteral(".rfscenario");
        debugger::DebuggerWindow d;
        QString error;
        QVERIFY2(d.openScenario(path, &error), qPrintable(error));
        QPointer<debugger::CompareWindow> w = d.comparisons()->open(&error);
        QVERIFY2(w && error.isEmpty(), qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(w));

        QVERIFY(chooseRuleset(w->chooser(0), leftRuleset));
        for (const QString &o : leftOptions)
            QVERIFY(toggleOption(w->chooser(0), o));
        QVERIFY(chooseRuleset(w->chooser(1), rightRuleset));
        for (const QString &o : rightOptions)
            QVERIFY(toggleOption(w->chooser(1), o));

        const CliCompare cli = runCompare(path, cliArgs);
        QVERIFY(cli.rulings.size() > std::max(cliLeft, cliRight));
        // The titles name the rulings in words; the labels are the CLI's ids.
        QCOMPARE(labelText(w, "sideTitle0"), inWords(cli.rulings[cliLeft]));
        QCOMPARE(labelText(w, "sideTitle1"), inWords(cli.rulings[cliRight]));
        QCOMPARE(QString::fromStdString(w->rulings()[0].label), cli.rulings[cliLeft]);
        QCOMPARE(QString::fromStdString(w->rulings()[1].label), cli.rulings[cliRight]);
        QVERIFY(w->problem().isEmpty());
        // With two rulings the CLI's first difference and exit status are about these two.
        const bool twoRulings = cli.rulings.size() == 2;

        // The core's answer for the rulings the window shows.
        const auto sc = io::readScenarioFile(path);
        QVERIFY(sc);
        const auto core = sim::compareRulings(*sc, {w->rulings()[0], w->rulings()[1]});
        QVERIFY(core);
        QCOMPARE(w->firstDifference() >= 0, core->divergence.has_value());
        const QString difference = labelText(w, "compareDifference");
        if (core->divergence) {
            const sim::Moment m = w->moments()[static_cast<std::size_t>(w->firstDifference())];
            QVERIFY(m == core->divergence->moment);
            QCOMPARE(w->moment(), w->firstDifference());
            if (twoRulings) {
                QCOMPARE(QString::fromStdString(text::phaseMoment(m.turn, m.reg, m.phase)), cli.first);
                QCOMPARE(cli.code, 1);
            }
            const QString where = m.reg == 0
                                      ? QStringLiteral("After turn %1, %2").arg(m.turn).arg(words::phaseTitle(m.phase))
                                      : QStringLiteral("After turn %1, register %2, %3")
                                            .arg(m.turn)
                                            .arg(m.reg)
                                            .arg(words::phaseTitle(m.phase));
            QCOMPARE(labelText(w, "compareWhere"), where);
            QVERIFY2(difference.startsWith(QStringLiteral("First difference: after ")), qPrintable(difference));
        } else {
            QCOMPARE(difference, QStringLiteral("The rulings agree at every phase."));
            if (twoRulings) {
                QVERIFY(cli.first.isEmpty());
                QCOMPARE(cli.code, 0);
            }
        }

        // At the last phase each board shows the square the CLI's final table gives.
        w->setMoment(static_cast<int>(w->moments().size()) - 1);
        for (int side = 0; side < 2; ++side) {
            const int column = side == 0 ? cliLeft : cliRight;
            for (const game::RobotState &r : w->side(side)->state().robots) {
                const QString name = QString::fromStdString(r.name);
                QVERIFY2(cli.finals.contains(name), qPrintable(name));
                const QString cell = cli.finals[name].value(column);
                QVERIFY2(cell.startsWith(shownSquare(r)), qPrintable(cell + QStringLiteral(" / ") + shownSquare(r)));
            }
        }
        QVERIFY(w->isVisible());
    }

    void translatedProgramsAreListed()
    {
        // The classic programs carried to renegade: said under both boards, every card in the tooltip.
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(test::debugScenario()));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QString error;
        QPointer<debugger::CompareWindow> w = d.comparisons()->open(&error);
        QVERIFY2(w && error.isEmpty(), qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(w));
        auto *translated = w->findChild<QLabel *>(QStringLiteral("translated"));
        QVERIFY(translated && translated->isVisible());
        // The source text: the test loads no translation (the app's English one picks "10 cards").
        QCOMPARE(translated->text(), QStringLiteral("Programs translated for 2016 edition: 10 card(s) carried"));
        const QString all = translated->toolTip();
        QVERIFY2(all.startsWith(QStringLiteral(
                     "Programs translated for 2016 edition:\nR1 turn 1 register 1: move 1 (660) -> move 1\n")),
                 qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("(0)")), qPrintable(all)); // renegade cards carry no priority
        // The boards keep one size.
        const auto views = w->findChildren<QGraphicsView *>();
        QCOMPARE(views.size(), 2);
        QCOMPARE(views[0]->viewport()->size(), views[1]->viewport()->size());
        if (!qEnvironmentVariableIsEmpty("RF_GRAB"))
            w->grab().save(qEnvironmentVariable("RF_GRAB"));
    }

    void illegalProgramIsShownAndFixed()
    {
        // R1 programs two move 3 cards: the classic deck has six, a renegade robot's deck one.
        model::Scenario sc = test::debugScenario();
        model::Program &program = *sc.robots[0].turns.front().program;
        program[1] = model::Card{model::CardKind::Move3, 840};
        program[3] = model::Card{model::CardKind::Move3, 830};
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(sc));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QString error;
        QPointer<debugger::CompareWindow> w = d.comparisons()->open(&error);
        QVERIFY2(w && error.isEmpty(), qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(w));

        // Said in the window: the ruling, the robot, the rule and the registers; it stays open.
        auto *banner = w->findChild<QWidget *>(QStringLiteral("compareProblem"));
        QVERIFY(banner && banner->isVisible());
        const QString text = labelText(w, "compareProblemText");
        QVERIFY2(text.startsWith(QStringLiteral("2016 edition cannot play this scenario: R1 programs 2")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("with that card: 2, 4.")), qPrintable(text));
        QCOMPARE(w->problem(), text);
        QCOMPARE(labelText(w, "sideTitle1"), QStringLiteral("2016 edition (cannot play)"));
        QCOMPARE(labelText(w, "compareDifference"),
                 QStringLiteral("Nothing is compared while a ruling cannot play the scenario."));
        QVERIFY(w->side(1)->replay() == nullptr);
        QVERIFY(w->isVisible());

        // "Edit R1's Program" leads to register 2 at the start of the debugger.
        d.controller()->setPosition(20);
        auto *edit = w->findChild<QPushButton *>(QStringLiteral("editProgramButton"));
        QVERIFY(edit && edit->isVisible());
        QCOMPARE(edit->text(), QStringLiteral("&Edit R1's Program"));
        QTest::mouseClick(edit, Qt::LeftButton);
        QCOMPARE(d.controller()->position(), 0);
        auto *reg2 = d.findChild<QComboBox *>(QStringLiteral("register2"));
        QCOMPARE(d.findChild<QComboBox *>(QStringLiteral("robotPick"))->currentText(), QStringLiteral("R1"));
        QCOMPARE(d.focusWidget(), reg2);

        // The referee empties register 2: one move 3 is left, and the window compares again.
        QTest::keyClick(reg2, Qt::Key_Home);
        QVERIFY(!(*d.document()->scenario().robots[0].turns.front().program)[1]);
        QVERIFY2(w->problem().isEmpty(), qPrintable(w->problem()));
        QVERIFY(!banner->isVisible());
        QCOMPARE(labelText(w, "sideTitle1"), QStringLiteral("2016 edition"));
        QVERIFY(w->side(1)->replay() != nullptr);

        // Undone: the problem is back; choosing classic for the right side is another way out.
        // Edit Program brought the debugger up.
        QVERIFY(QTest::qWaitFor([&] { return QApplication::activeWindow() == &d; }));
        QTest::keyClick(&d, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(d.document()->undoStack()->index(), 0);
        QVERIFY(!w->problem().isEmpty());
        QVERIFY(chooseRuleset(w->chooser(1), QStringLiteral("classic")));
        QVERIFY(w->problem().isEmpty());
        QCOMPARE(w->firstDifference(), -1);
        QVERIFY(w->isVisible());
    }

    void rulingsThatCannotBeComparedAreShown()
    {
        // Only a caller can ask for an option that does not exist; the window says so too.
        debugger::CompareWindow w;
        std::array<sim::RulingVariant, 2> rulings{};
        rulings[0] = {"classic", {}, "classic"};
        rulings[1] = {"classic", {{"no-such-option", true}}, "classic, no-such-option on"};
        const auto sc = io::readScenarioFile(kDir + QStringLiteral("/belt-transfer-option.rfscenario"));
        QVERIFY(sc);
        QString error;
        QVERIFY(!w.setComparison(*sc, rulings, &error));
        QVERIFY2(error.contains(QStringLiteral("no-such-option")), qPrintable(error));
        QVERIFY(w.problem().contains(error));
        // The side's chooser still works: back to a ruling that exists.
        QVERIFY(toggleOption(w.chooser(1), QStringLiteral("belt-transfer")));
        QVERIFY(w.problem().isEmpty());
        QVERIFY(w.firstDifference() >= 0);
    }
};

RF_TEST_MAIN(TestCompareSides)
#include "tst_comparesides.moc"
