// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped scenarios and the test scenarios, each played under its own ruleset: no note of
// their traces has a code that its edition's rulebook declares absent (rules/rulebook.h), so no
// explanation is left without its rule.
#include "io/scenario/scenariofile.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"
#include "sim/runresult.h"

#include <QDirIterator>
#include <QTest>

#include <map>

#include "testmain.h"

using namespace rf;

namespace {

QStringList scenarioFiles()
{
    QStringList files;
    for (const QString &dir : {QStringLiteral(RF_TEST_DATA_DIR "/scenarios"), QStringLiteral(RF_SOURCE_DIR "/boards/scenarios")}) {
        QDirIterator it(dir, {QStringLiteral("*.rfscenario")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

} // namespace

class TestRulebookCodes : public QObject {
    Q_OBJECT
private slots:
    void notesCiteARule_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : scenarioFiles())
            QTest::newRow(qPrintable(f.section(QLatin1Char('/'), -2))) << f;
    }
    void notesCiteARule()
    {
        QFETCH(QString, file);
        const auto sc = io::readScenarioFile(file);
        if (!sc)
            QSKIP("not a scenario that reads (a test of bad input)");
        const rules::Ruleset *ruleset = rules::rulesetById(sc->ruleset);
        QVERIFY(ruleset);
        sim::ScenarioRun::Options options;
        options.record = true;
        const auto result = sim::runScenario(*sc, options);
        if (!result)
            QSKIP("a scenario its ruleset refuses to play");
        QCOMPARE(result->trace.header.ruleset, std::string(ruleset->id()));
        QString absent;
        for (const game::Event &e : result->trace.events)
            for (const game::Note &n : e.notes) {
                if (rules::occursIn(*ruleset, n.code))
                    continue;
                absent += QStringLiteral("\n  %1 in turn %2 register %3").arg(QString::fromUtf8(game::codeName(n.code).data())).arg(e.turn).arg(e.reg);
            }
        QVERIFY2(absent.isEmpty(), qPrintable(QStringLiteral("codes %1 declares absent:").arg(QString::fromUtf8(ruleset->id().data())) + absent));
    }
    // Both editions are played, many times.
    void bothEditionsPlayed()
    {
        std::map<std::string, int> files;
        for (const QString &f : scenarioFiles())
            if (const auto sc = io::readScenarioFile(f))
                ++files[sc->ruleset];
        for (const std::string_view id : rules::availableRulesets())
            QVERIFY2(files[std::string(id)] >= 10, std::string(id).c_str());
    }
};

RF_TEST_APPLESS_MAIN(TestRulebookCodes)
#include "tst_rulebookcodes.moc"
