// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Programs carried between the three editions (rules::translateScenario, docs/rules.md
// "Translating programs between editions"): the shipped 2023 disputes to the 2016 edition and
// classic, and shipped classic and 2016 disputes to the 2023 edition. What cannot be carried is
// said in a note, and the carried scenario plays (or is refused for what the debugger must
// remove, as between classic and 2016).
#include "io/scenario/scenariofile.h"
#include "rules/translate.h"
#include "sim/compare.h"
#include "text/tracetext.h"

#include <QTest>

#include <algorithm>

#include "testmain.h"

using rf::rules::TranslationNote;

namespace {

rf::model::Scenario shipped(const QString &name)
{
    auto sc = rf::io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/") + name + QStringLiteral(".rfscenario"));
    if (!sc)
        qFatal("%s", qPrintable(sc.error().toString()));
    return *sc;
}

// The notes other than a card carried, by code name, in order.
QStringList untranslated(const std::vector<TranslationNote> &notes)
{
    QStringList out;
    for (const TranslationNote &n : notes)
        if (n.code != TranslationNote::Code::CardCarried)
            out << QString::fromUtf8(rf::rules::translationInfo(n.code).name.data(),
                                     static_cast<qsizetype>(rf::rules::translationInfo(n.code).name.size()));
    return out;
}

} // namespace

class TestTranslateEditions : public QObject {
    Q_OBJECT
private slots:
    void carried_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QStringList>("notes");
        QTest::addColumn<QString>("refused"); // the error code name, empty: it plays
        // From the 2023 edition: face-down Haywires, Haywires in registers, the token, the shared
        // damage deck, Crab Legs pairs, 2023 upgrades and their decisions.
        QTest::newRow("shutdown to 2016") << "edition2023-shutdown-with-haywires" << "edition-2016"
                                          << QStringList{"damage-deck-dropped", "haywire-dropped", "decision-dropped", "no-counterpart"}
                                          << QString();
        QTest::newRow("token taken to classic") << "edition2023-token-taken-by-haywire" << "classic"
                                                << QStringList{"token-dropped", "haywire-dropped", "no-counterpart"} << QString();
        QTest::newRow("crab legs to 2016") << "edition2023-crab-legs-pair" << "edition-2016"
                                           << QStringList{"upgrades-dropped", "pair-dropped"} << QString();
        // Classic has no upgrades: the debugger asks to remove them, as for the 2016 ones.
        QTest::newRow("crab legs to classic") << "edition2023-crab-legs-pair" << "classic"
                                              << QStringList{"pair-dropped"} << "upgrades-not-in-ruleset";
        // The Haywire face down in register 1 is its card: Again in register 2 repeats nothing.
        QTest::newRow("again after a haywire to 2016") << "edition2023-again-after-haywire" << "edition-2016"
                                                     << QStringList{"haywire-dropped", "no-counterpart"} << QString();
        // To the 2023 edition: the 2016 upgrades and the decisions about them.
        QTest::newRow("2016 to 2023") << "upgrade-boink-into-pit" << "edition-2023"
                                      << QStringList{"upgrades-dropped", "decision-dropped"} << QString();
        QTest::newRow("classic to 2023") << "push-chain-priorities" << "edition-2023" << QStringList{} << QString();
    }
    void carried()
    {
        QFETCH(QString, name);
        QFETCH(QString, target);
        QFETCH(QStringList, notes);
        QFETCH(QString, refused);
        const rf::model::Scenario sc = shipped(name);
        std::vector<TranslationNote> found;
        const rf::model::Scenario out = rf::rules::translateScenario(sc, *rf::rules::rulesetById(target.toStdString()), found);
        QStringList said;
        for (const TranslationNote &n : found)
            said << QString::fromStdString(rf::text::translationText(n));
        QVERIFY2(untranslated(found) == notes, qPrintable(said.join(QStringLiteral("\n"))));
        // Every note says what it was and why, in English for the CLI.
        for (const TranslationNote &n : found)
            QVERIFY2(!rf::text::translationText(n).empty() && rf::text::translationText(n).find('?') == std::string::npos,
                     rf::text::translationText(n).c_str());
        const auto run = rf::sim::playRuling(sc, {target.toStdString(), {}, target.toStdString()});
        QVERIFY(run);
        const QString error = run->error ? QString::fromUtf8(rf::rules::scenarioErrorInfo(run->error->code).name.data(),
                                                             static_cast<qsizetype>(rf::rules::scenarioErrorInfo(run->error->code).name.size()))
                                         : QString();
        QCOMPARE(error, refused);
        QCOMPARE(out.ruleset, target.toStdString());
    }

    // Cards of both editions keep their kind; a register that held a face-down Haywire is empty.
    void cardsOfBothEditionsCarry()
    {
        std::vector<TranslationNote> notes;
        const rf::model::Scenario sc = shipped(QStringLiteral("edition2023-shutdown-with-haywires"));
        const rf::model::Scenario out = rf::rules::translateScenario(sc, *rf::rules::rulesetById("edition-2016"), notes);
        for (std::size_t r = 0; r < sc.robots.size(); ++r) {
            QVERIFY(std::ranges::none_of(out.robots[r].haywires, [](const auto &h) { return h.has_value(); }));
            if (sc.robots[r].turns.empty() || !sc.robots[r].turns.front().program)
                continue;
            const auto &before = *sc.robots[r].turns.front().program;
            const auto &after = *out.robots[r].turns.front().program;
            for (std::size_t k = 0; k < before.size(); ++k) {
                if (before[k] && !rf::model::cardIsHaywire(before[k]->kind))
                    QCOMPARE(after[k]->kind, before[k]->kind);
                else
                    QVERIFY(!after[k]);
            }
        }
        QVERIFY(out.priorityToken.empty());
        QVERIFY(out.damageDeck.empty());
    }
};

RF_TEST_APPLESS_MAIN(TestTranslateEditions)
#include "tst_translateeditions.moc"
