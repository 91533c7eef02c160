// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: course analysis of the demo course (boards/demo.rfboard): 10,000 games of random
// robots (RF_BENCH_GAMES overrides) on all cores and on one, and 1,000 games of novice and of
// expert robots on all cores (issue 17's goals). Not a ctest: run it from an optimised build
// (docs/performance.md).
#include "io/boardfile.h"
#include "analysis/analysis.h"

#include <QTest>

class BenchAnalysis : public QObject {
    Q_OBJECT
private slots:
    void demo_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("skill");
        QTest::addColumn<int>("games");
        const int random = qEnvironmentVariableIsSet("RF_BENCH_GAMES") ? qEnvironmentVariableIntValue("RF_BENCH_GAMES") : 10000;
        QTest::newRow("random, all cores") << 0 << static_cast<int>(rf::analysis::Skill::Random) << random;
        QTest::newRow("random, 1 thread") << 1 << static_cast<int>(rf::analysis::Skill::Random) << random;
        QTest::newRow("novice, all cores") << 0 << static_cast<int>(rf::analysis::Skill::Novice) << 1000;
        QTest::newRow("expert, all cores") << 0 << static_cast<int>(rf::analysis::Skill::Expert) << 1000;
    }
    void demo()
    {
        QFETCH(int, threads);
        QFETCH(int, skill);
        QFETCH(int, games);
        const auto course = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
        QVERIFY2(course, course ? "" : qPrintable(course.error().toString()));
        rf::analysis::AnalysisOptions o;
        o.games = games;
        o.threads = threads;
        o.skill = static_cast<rf::analysis::Skill>(skill);
        std::optional<rf::analysis::AnalysisResult> r;
        QBENCHMARK_ONCE {
            auto res = rf::analysis::analyzeCourse(*course, o);
            QVERIFY(res);
            r = std::move(*res);
        }
        QCOMPARE(r->games, o.games);
        qInfo("%d games, %lld robots, %lld deaths, %d won, %lld robots finished, %lld turns played", r->games, static_cast<long long>(r->robots),
              static_cast<long long>(r->totalDeaths), r->finishedGames, static_cast<long long>(r->robotsFinished),
              static_cast<long long>(r->turnsPlayed));
    }
};

QTEST_APPLESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
