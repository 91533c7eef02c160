// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark: course analysis of the demo course (boards/demo.rfboard), 10,000 games by default
// (RF_BENCH_GAMES overrides), on all cores and on one. Not a ctest: run it from an optimised
// build (docs/performance.md).
#include "io/boardfile.h"
#include "sim/analysis.h"

#include <QTest>

class BenchAnalysis : public QObject {
    Q_OBJECT
private slots:
    void demo_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("all cores") << 0;
        QTest::newRow("1 thread") << 1;
    }
    void demo()
    {
        QFETCH(int, threads);
        const auto course = rf::io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
        QVERIFY2(course, course ? "" : qPrintable(course.error().toString()));
        rf::sim::AnalysisOptions o;
        o.games = qEnvironmentVariableIsSet("RF_BENCH_GAMES") ? qEnvironmentVariableIntValue("RF_BENCH_GAMES") : 10000;
        o.threads = threads;
        std::optional<rf::sim::AnalysisResult> r;
        QBENCHMARK_ONCE {
            auto res = rf::sim::analyzeCourse(*course, o);
            QVERIFY(res);
            r = std::move(*res);
        }
        QCOMPARE(r->games, o.games);
        qInfo("%d games, %lld robots, %lld deaths, %d finished, %lld turns played", r->games, static_cast<long long>(r->robots),
              static_cast<long long>(r->totalDeaths), r->finishedGames, static_cast<long long>(r->turnsPlayed));
    }
};

QTEST_APPLESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
