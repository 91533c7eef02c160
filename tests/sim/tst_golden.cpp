// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Golden traces: the JSON trace of ten scenarios must not change unnoticed.
// Regenerate after an intended change with:  RF_UPDATE_GOLDEN=1 ctest -R tst_sim_golden
#include "text/tracetext.h"
#include "io/scenario/scenariofile.h"
#include "io/scenario/tracejson.h"
#include "sim/runresult.h"

#include <QFile>
#include <QTest>

#include "testmain.h"

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    void traceMatches_data()
    {
        QTest::addColumn<QString>("scenario");
        const char *files[] = {
            "acceptance/acceptance-push-chain", "acceptance/acceptance-express-onto-normal-curve", "acceptance/acceptance-belt-converge",
            "acceptance/acceptance-push-into-wall", "acceptance/acceptance-portal", "acceptance/acceptance-repair-end-of-turn",
            "rules/locked-registers-damage-6", "rules/move-repulsor-pushed-into", "rules/reentry-archive-occupied", "rules/deal-random-walled",
        };
        for (const char *f : files)
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void traceMatches()
    {
        QFETCH(QString, scenario);
        const auto sc = rf::io::readScenarioFile(QStringLiteral(RF_TEST_DATA_DIR "/scenarios/") + scenario + QStringLiteral(".rfscenario"));
        QVERIFY2(sc.has_value(), sc ? "" : qPrintable(sc.error().toString()));
        const auto run = rf::sim::runScenario(*sc, rf::sim::ScenarioRun::Options{.record = true});
        QVERIFY(run.has_value());
        const QByteArray actual = rf::io::traceToJson(run->trace);
        const QString golden = QStringLiteral(RF_TEST_DATA_DIR "/golden/") + scenario.section(QLatin1Char('/'), -1) + QStringLiteral(".trace.json");
        if (qEnvironmentVariableIsSet("RF_UPDATE_GOLDEN")) {
            QFile out(golden);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(actual);
            QSKIP("golden file rewritten");
        }
        QFile in(golden);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(golden + QStringLiteral(" is missing: run with RF_UPDATE_GOLDEN=1")));
        const QByteArray expected = in.readAll();
        if (expected != actual) {
            const QList<QByteArray> a = actual.split('\n');
            const QList<QByteArray> e = expected.split('\n');
            for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
                QVERIFY2(a.at(i) == e.at(i), qPrintable(QStringLiteral("line %1 differs:\n  expected %2\n  actual   %3").arg(i + 1).arg(QString::fromUtf8(e.at(i)), QString::fromUtf8(a.at(i)))));
            QCOMPARE(a.size(), e.size());
        }
    }
};

RF_TEST_APPLESS_MAIN(TestGolden)
#include "tst_golden.moc"
