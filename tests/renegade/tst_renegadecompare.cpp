// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Golden outputs of `rallyforge-cli compare` (tests/data/compare: NAME.rfscenario, NAME.args with
// one argument per line, NAME.txt the expected output and exit status). Regenerate with
// RF_UPDATE_GOLDEN=1 and review the difference.
#include "clirun.h"
#include "io/scenario/scenariofile.h"
#include "sim/compare.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>

#include "testmain.h"

class TestRenegadeCompare : public QObject {
    Q_OBJECT
private slots:
    void golden_data();
    void golden();
    void editionsPart();
    void dealtPrograms();
    void untranslatableCards();
    void badUsage_data();
    void badUsage();
};

namespace {

using Output = rf::test::CliRun;
using rf::test::runCli;

const QString kDir = QStringLiteral(RF_TEST_DATA_DIR "/compare");



rf::model::Scenario load(const QString &name)
{
    auto sc = rf::io::readScenarioFile(kDir + QLatin1Char('/') + name + QStringLiteral(".rfscenario"));
    if (!sc)
        qFatal("%s", qPrintable(sc.error().toString()));
    return *sc;
}

} // namespace

void TestRenegadeCompare::golden_data()
{
    QTest::addColumn<QString>("name");
    const QDir d(kDir);
    const QStringList args = d.entryList({QStringLiteral("*.args")}, QDir::Files, QDir::Name);
    QVERIFY(args.size() >= 10);
    for (const QString &f : args)
        QTest::newRow(qPrintable(f)) << QFileInfo(f).completeBaseName();
}

void TestRenegadeCompare::golden()
{
    QFETCH(QString, name);
    QFile argFile(kDir + QLatin1Char('/') + name + QStringLiteral(".args"));
    QVERIFY(argFile.open(QIODevice::ReadOnly));
    QStringList args{QStringLiteral("compare"), kDir + QLatin1Char('/') + name + QStringLiteral(".rfscenario")};
    for (const QByteArray &line : argFile.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            args << QString::fromUtf8(line.trimmed());
    const Output o = runCli(args);
    QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    const QString text = o.out + QStringLiteral("(exit status %1)\n").arg(o.code);
    const QString goldenPath = kDir + QLatin1Char('/') + name + QStringLiteral(".txt");
    if (qEnvironmentVariableIsSet("RF_UPDATE_GOLDEN")) {
        QFile g(goldenPath);
        QVERIFY(g.open(QIODevice::WriteOnly | QIODevice::Truncate));
        g.write(text.toUtf8());
        return;
    }
    QFile g(goldenPath);
    QVERIFY2(g.open(QIODevice::ReadOnly), qPrintable(goldenPath + QStringLiteral(" is missing: run with RF_UPDATE_GOLDEN=1")));
    QCOMPARE(text, QString::fromUtf8(g.readAll()));
}

void TestRenegadeCompare::editionsPart()
{
    // The express robot carried onto a normal belt: one square further under renegade, found in
    // the board-elements phase of register 1.
    const auto cmp = rf::sim::compareRulings(load(QStringLiteral("blue-onto-green")), {{"classic", {}, "classic"}, {"renegade", {}, "renegade"}});
    QVERIFY(cmp.has_value());
    QVERIFY(cmp->divergence.has_value());
    QCOMPARE(cmp->divergence->moment.reg, 1);
    QCOMPARE(cmp->divergence->moment.phase, rf::game::Phase::BoardElements);
    QCOMPARE(cmp->runs[0].final.robots[0].at, (rf::model::Point{3, 2}));
    QCOMPARE(cmp->runs[1].final.robots[0].at, (rf::model::Point{4, 2}));
    // Converging belts: the editions agree.
    const auto same = rf::sim::compareRulings(load(QStringLiteral("converging-belts")), {{"classic", {}, "classic"}, {"renegade", {}, "renegade"}});
    QVERIFY(same.has_value());
    QVERIFY(!same->divergence.has_value());
}

void TestRenegadeCompare::dealtPrograms()
{
    // The demo deals every program from the seed: the editions deal different cards, and the
    // comparison says so; with one ruling's programs written in, nothing dealt is left to blame.
    const auto demo = rf::io::readScenarioFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfscenario"));
    QVERIFY(demo.has_value());
    const std::vector<rf::sim::RulingVariant> editions{{"classic", {}, "classic"}, {"renegade", {}, "renegade"}};
    const auto cmp = rf::sim::compareRulings(*demo, editions);
    QVERIFY(cmp.has_value());
    const auto dealt = rf::sim::dealtDifference(*demo, *cmp);
    QVERIFY(dealt.has_value());
    QCOMPARE(dealt->turn, 1);
    QCOMPARE(dealt->cards.size(), std::size_t{2});
    QVERIFY(dealt->cards[0] && dealt->cards[1] && dealt->cards[0]->kind != dealt->cards[1]->kind);
    bool fixed = false;
    for (const rf::sim::VariantRun &run : cmp->runs) {
        const rf::model::Scenario same = rf::sim::withPlayedPrograms(*demo, run);
        const auto again = rf::sim::compareRulings(same, editions);
        QVERIFY(again.has_value());
        if (!std::ranges::all_of(again->runs, [](const rf::sim::VariantRun &r) { return r.plays(); }))
            continue; // classic's cards: more of a kind than a renegade deck holds
        QVERIFY(!rf::sim::dealtDifference(same, *again));
        fixed = true;
        break;
    }
    QVERIFY(fixed);
    // Programs given by the scenario are not dealt: blue-onto-green parts for a rule.
    const auto rule = rf::sim::compareRulings(load(QStringLiteral("blue-onto-green")), editions);
    QVERIFY(rule.has_value() && rule->divergence);
    QVERIFY(!rf::sim::dealtDifference(load(QStringLiteral("blue-onto-green")), *rule));
}

void TestRenegadeCompare::untranslatableCards()
{
    std::vector<rf::rules::TranslationNote> notes;
    const auto sc = rf::rules::translateScenario(load(QStringLiteral("renegade-cards-to-classic")), *rf::rules::rulesetById("classic"), notes);
    const auto &prog = *sc.robots.front().turns.front().program;
    QVERIFY(prog[0] && prog[0]->kind == rf::model::CardKind::Move1 && prog[0]->priority > 0);
    QVERIFY(!prog[1]); // again
    QVERIFY(!prog[2]); // power up
    QVERIFY(prog[3] && prog[3]->kind == rf::model::CardKind::RotateRight);
    const auto untranslated = std::count_if(notes.begin(), notes.end(), [](const auto &n) { return !n.translated(); });
    QCOMPARE(untranslated, 2);
}

void TestRenegadeCompare::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString file = kDir + QStringLiteral("/blue-onto-green.rfscenario");
    QTest::newRow("one ruling") << QStringList{QStringLiteral("compare"), file} << QStringLiteral("at least two rulings");
    QTest::newRow("unknown ruleset") << QStringList{QStringLiteral("compare"), file, QStringLiteral("--ruleset"), QStringLiteral("1994")}
                                     << QStringLiteral("unknown ruleset");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("compare"), file, QStringLiteral("--option"), QStringLiteral("turbo")}
                                    << QStringLiteral("unknown rule option");
    QTest::newRow("bad value") << QStringList{QStringLiteral("compare"), file, QStringLiteral("--option"), QStringLiteral("belt-transfer=maybe")}
                               << QStringLiteral("on or off");
    QTest::newRow("missing file") << QStringList{QStringLiteral("compare"), kDir + QStringLiteral("/nope.rfscenario"), QStringLiteral("--option"),
                                                 QStringLiteral("belt-transfer")}
                                  << QStringLiteral("nope.rfscenario");
}

void TestRenegadeCompare::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Output o = runCli(args);
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.contains(message), qPrintable(o.err));
}

RF_TEST_APPLESS_MAIN(TestRenegadeCompare)
#include "tst_renegadecompare.moc"
