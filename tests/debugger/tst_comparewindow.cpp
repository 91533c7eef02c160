// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compare rulings as two synchronised boards: the belt-transfer dispute played with the option
// on and off opens at the first difference (register 1, board elements) with the robot marked
// where each ruling has it; both boards move together; a screenshot is saved as an artefact.
#include "debugger/comparereasons.h"
#include "debugger/comparewindow.h"
#include "debugger/rulesviewer.h"
#include "debugger/rulingchooser.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "debugger/debuggerwindow.h"
#include "debugger/comparisoncontroller.h"
#include "io/rulesreference.h"
#include "io/scenario/scenariofile.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"
#include "words/rulenames.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolTip>
#include <QUndoStack>
#include <QGraphicsView>
#include <QScrollBar>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

model::Scenario dispute()
{
    auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/belt-transfer-dispute.rfscenario"));
    return sc ? *sc : model::Scenario{};
}

std::array<sim::RulingVariant, 2> onOff()
{
    std::array<sim::RulingVariant, 2> v{};
    v[0].ruleset = "classic";
    v[0].label = "belt-transfer on";
    v[1].ruleset = "classic";
    v[1].options["belt-transfer"] = false;
    v[1].label = "belt-transfer off";
    return v;
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private slots:
    void opensAtTheFirstDifference()
    {
        const model::Scenario sc = dispute();
        QVERIFY(!sc.robots.empty());
        debugger::CompareWindow w;
        QString error;
        QVERIFY2(w.setComparison(sc, onOff(), &error), qPrintable(error));
        // The engine's comparison and the window agree on where the rulings part.
        QVERIFY(w.comparison().divergence);
        const sim::Moment first = w.comparison().divergence->moment;
        QCOMPARE(first.turn, 1);
        QCOMPARE(first.reg, 1);
        QCOMPARE(first.phase, game::Phase::BoardElements);
        QVERIFY(w.firstDifference() >= 0);
        QCOMPARE(w.moment(), w.firstDifference());
        QVERIFY(w.moments()[static_cast<std::size_t>(w.moment())] == first);
        // Each board stands after the last substep of that phase in its own trace.
        for (int i = 0; i < 2; ++i) {
            const auto &events = w.comparison().divergence->events[static_cast<std::size_t>(i)];
            QVERIFY(!events.empty());
            QCOMPARE(w.side(i)->position(), static_cast<int>(events.back()) + 1);
        }
        // With the option on Red moves on along the normal belt; off, it stays where the
        // express belt left it. Both squares are marked on both boards.
        const model::Point on = w.side(0)->state().robots[0].pos;
        const model::Point off = w.side(1)->state().robots[0].pos;
        QVERIFY(on != off);
        QCOMPARE(off, (model::Point{2, 1}));
        QCOMPARE(on, (model::Point{3, 1}));
        QCOMPARE(w.markedCells().size(), std::size_t{2});
        QVERIFY(std::find(w.markedCells().begin(), w.markedCells().end(), on) != w.markedCells().end());
        QVERIFY(std::find(w.markedCells().begin(), w.markedCells().end(), off) != w.markedCells().end());

        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(w.image().save(QStringLiteral(RF_SCREENSHOT_DIR "/compare-rulings.png")));
    }

    void boardsMoveTogether()
    {
        debugger::CompareWindow w;
        QVERIFY(w.setComparison(dispute(), onOff()));
        // Before the difference both boards show the same robots at the same moment.
        w.setMoment(0);
        QCOMPARE(w.moment(), 0);
        QVERIFY(w.side(0)->state().robots == w.side(1)->state().robots);
        QVERIFY(w.markedCells().empty());
        QVERIFY(w.side(0)->position() > 0);
        QCOMPARE(w.side(0)->position(), w.side(1)->position());
        w.setMoment(w.firstDifference());
        QCOMPARE(w.markedCells().size(), std::size_t{2});
        // Scrolling one board scrolls the other.
        w.resize(600, 400);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.view(0)->scale(4, 4);
        w.view(1)->scale(4, 4);
        QScrollBar *a = w.view(0)->horizontalScrollBar();
        QVERIFY(a->maximum() > 0);
        a->setValue(a->maximum() / 2);
        QCOMPARE(w.view(1)->horizontalScrollBar()->value(), a->value());
    }

    void agreeingRulings()
    {
        // Flag repairs change nothing in a one-register game without flags.
        auto v = onOff();
        v[1].options = {{"flag-repairs", false}};
        debugger::CompareWindow w;
        QVERIFY(w.setComparison(dispute(), v));
        QCOMPARE(w.firstDifference(), -1);
        QCOMPARE(w.moment(), static_cast<int>(w.moments().size()) - 1);
        QVERIFY(w.markedCells().empty());
    }

    void badRuling()
    {
        auto v = onOff();
        v[1].options = {{"no-such-option", true}};
        debugger::CompareWindow w;
        QString error;
        QVERIFY(!w.setComparison(dispute(), v, &error));
        QVERIFY2(error.contains(QStringLiteral("no-such-option")), qPrintable(error));
    }

    void fromTheDebugger()
    {
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(dispute()));
        QString error;
        debugger::CompareWindow *w = d.comparisons()->open(&error);
        QVERIFY2(w, qPrintable(error));
        QVERIFY(w->isVisible());
        QCOMPARE(w->side(0)->ruleset().id(), std::string_view("classic"));
        QCOMPARE(w->side(1)->ruleset().id(), std::string_view("edition-2016"));
        // Each side lists the rule options of its edition.
        const auto listed = [&](int side, const char *option) {
            const QListWidget *list = w->chooser(side)->optionList();
            const auto found = list->findItems(words::ruleOptionName(option), Qt::MatchExactly);
            return found.size() == 1 && !found.front()->isHidden();
        };
        QVERIFY(listed(0, "flag-repairs") && listed(0, "belt-transfer") && !listed(0, "virus-radius-square"));
        QVERIFY(!listed(1, "flag-repairs") && listed(1, "belt-transfer") && listed(1, "virus-radius-square"));
        // Another ruleset chosen on a side: its options.
        QComboBox *box = w->chooser(1)->rulesetBox();
        box->setFocus();
        QTest::keyClicks(box, words::rulesetName("classic"));
        QCOMPARE(w->side(1)->ruleset().id(), std::string_view("classic"));
        QVERIFY(listed(1, "flag-repairs") && !listed(1, "virus-radius-square"));
        w->close();
    }

    // A 2023 dispute against the 2016 edition and classic: its programs carried over, what could
    // not be carried (the face-down Haywire, the Haywire in register 1, the token) said above the
    // boards, and both sides play.
    void edition2023AgainstTheOthers_data()
    {
        QTest::addColumn<QString>("other");
        QTest::addColumn<QString>("said");
        QTest::newRow("edition-2016") << QStringLiteral("edition-2016") << QStringLiteral("Haywire: move 1, take the token face down");
        QTest::newRow("classic") << QStringLiteral("classic") << QStringLiteral("priority token");
    }
    void edition2023AgainstTheOthers()
    {
        QFETCH(QString, other);
        QFETCH(QString, said);
        auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/edition2023-token-taken-by-haywire.rfscenario"));
        QVERIFY(sc.has_value());
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(*sc));
        QString error;
        debugger::CompareWindow *w = d.comparisons()->open(&error);
        QVERIFY2(w, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QCOMPARE(w->side(0)->ruleset().id(), std::string_view("edition-2023"));
        QComboBox *box = w->chooser(1)->rulesetBox();
        box->setFocus();
        QTest::keyClicks(box, words::rulesetName(other.toStdString()));
        QCOMPARE(w->side(1)->ruleset().id(), other.toStdString());
        QVERIFY(std::ranges::all_of(w->comparison().runs, [](const sim::VariantRun &r) { return r.plays(); }));
        auto *translated = w->findChild<QLabel *>(QStringLiteral("translated"));
        QVERIFY(translated && translated->isVisible());
        QVERIFY2(translated->text().contains(said) && translated->text().contains(QLatin1String("not translated")), qPrintable(translated->text()));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(w->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/compare-2023-%1.png").arg(other)));
        w->close();
    }

    // On the demo the editions part because each dealt its own random programs: a banner says so
    // and one click plays the same programs on both sides (an undoable edit); both rulings'
    // explanations of the parting phase are shown, and their rule links open the rules.
    void reasonsAndDealtPrograms()
    {
        auto demo = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"));
        QVERIFY(demo.has_value());
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(*demo));
        QString error;
        debugger::CompareWindow *w = d.comparisons()->open(&error);
        QVERIFY2(w, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(w));
        debugger::CompareReasons *reasons = w->reasons();
        QVERIFY(reasons->dealtBanner()->isVisible());
        QVERIFY2(reasons->dealtText()->text().contains(QLatin1String("dealt at random")), qPrintable(reasons->dealtText()->text()));
        // Each side links to the rules of its own edition.
        for (int i = 0; i < 2; ++i) {
            const QString book = QString::fromStdString(std::string(w->side(i)->ruleset().rulebook().book));
            QVERIFY2(reasons->side(i)->toHtml().contains(QStringLiteral("rule:%1/").arg(book)), qPrintable(reasons->side(i)->toPlainText()));
        }
        QVERIFY(!reasons->side(1)->toHtml().contains(QLatin1String("rule:classic/")));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(w->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/compare-reasons.png")));
        // A rule link clicked in the first side's explanation opens the rules window.
        QTextBrowser *left = reasons->side(0);
        const QTextCursor link = left->document()->find(QStringLiteral("[rule]"));
        QVERIFY(!link.isNull());
        QTextCursor inside(left->document());
        inside.setPosition(link.selectionStart() + 2);
        left->ensureCursorVisible();
        // Hovering it shows the rule's title and first sentence.
        QTest::mouseMove(left->viewport(), left->cursorRect(inside).center());
        QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 3000));
        QVERIFY2(QToolTip::text().contains(QLatin1String(": ")) && QToolTip::text().endsWith(QLatin1Char('.')), qPrintable(QToolTip::text()));
        QTest::mouseClick(left->viewport(), Qt::LeftButton, {}, left->cursorRect(inside).center());
        auto *rules = d.findChild<debugger::RulesViewer *>();
        QVERIFY(rules && QTest::qWaitFor([&] { return rules->isVisible(); }, 3000));
        QVERIFY(rules->currentAnchor().startsWith(QLatin1String("rule-")));
        QCOMPARE(rules->currentBook(), QString::fromStdString(std::string(w->side(0)->ruleset().rulebook().book)));
        QVERIFY(QToolTip::text().startsWith(io::ruleTitle(rules->currentBook() + QLatin1Char('/') + rules->currentAnchor())));
        // A link of the other edition opens the same window at that edition's book.
        QTextBrowser *right = reasons->side(1);
        const QTextCursor rightLink = right->document()->find(QStringLiteral("[rule]"));
        QVERIFY(!rightLink.isNull());
        QTextCursor rightInside(right->document());
        rightInside.setPosition(rightLink.selectionStart() + 2);
        right->setTextCursor(rightInside);
        right->ensureCursorVisible();
        QTest::mouseClick(right->viewport(), Qt::LeftButton, {}, right->cursorRect(rightInside).center());
        QCOMPARE(rules->currentBook(), QString::fromStdString(std::string(w->side(1)->ruleset().rulebook().book)));
        QVERIFY(rules->windowTitle().contains(io::rulebookTitle(rules->currentBook())));
        QVERIFY(rules->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/rules-viewer-2016.png")));
        // Play the Same Programs: one undo step; compared again, no random deal is left to blame.
        auto *same = reasons->findChild<QPushButton *>(QStringLiteral("compareSamePrograms"));
        QVERIFY(same);
        QTest::mouseClick(same, Qt::LeftButton);
        QCOMPARE(d.document()->undoStack()->count(), 1);
        QVERIFY(QTest::qWaitFor([&] { return !reasons->dealtBanner()->isVisible(); }, 5000));
        QVERIFY(!sim::dealtDifference(d.document()->scenario(), w->comparison()));
        for (const auto &robot : d.document()->scenario().robots)
            QVERIFY(!robot.turns.empty() && robot.turns.front().program);
        d.document()->undoStack()->undo();
        QVERIFY(QTest::qWaitFor([&] { return reasons->dealtBanner()->isVisible(); }, 5000));
        w->close();
    }

    // With option cards the renegade side cannot play; the fix names the option cards.
    void blockerIsNamed()
    {
        auto sc = io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/option-high-power-laser-pressor-beam.rfscenario"));
        QVERIFY(sc.has_value());
        debugger::DebuggerWindow d;
        QVERIFY(d.setScenario(*sc));
        QString error;
        debugger::CompareWindow *w = d.comparisons()->open(&error);
        QVERIFY(w);
        QVERIFY(!w->problem().isEmpty());
        QVERIFY2(w->problem().contains(QLatin1String("Remove the option cards")), qPrintable(w->problem()));
        bool named = false;
        for (QPushButton *b : w->findChildren<QPushButton *>())
            named = named || (b->isVisible() && b->text().contains(QLatin1String("Option Cards and Decisions")));
        QVERIFY(named);
        w->close();
    }
};

RF_TEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
