// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Golden analysis figures: `analyze --json` of two shipped courses for each skill and both
// rulesets, with a fixed seed, must not change unnoticed (the planners' speed-ups promise the
// same games). Regenerate after an intended change of the games with:
//   RF_UPDATE_GOLDEN=1 ctest -R tst_analysis_golden
#include "clirun.h"

#include <QFile>
#include <QTest>

#include "testmain.h"

class TestAnalysisGolden : public QObject {
    Q_OBJECT
private slots:
    void figuresMatch_data()
    {
        QTest::addColumn<QString>("course");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("skill");
        QTest::addColumn<int>("games");
        // Few games, short games: the whole test runs in seconds, and still every register of
        // a planned game goes through the lookahead many times.
        for (const char *course : {"demo", "meltdown-run"})
            for (const char *ruleset : {"classic", "renegade"}) {
                QTest::addRow("%s %s random", course, ruleset) << course << ruleset << "random" << 64;
                QTest::addRow("%s %s novice", course, ruleset) << course << ruleset << "novice" << 8;
                QTest::addRow("%s %s expert", course, ruleset) << course << ruleset << "expert" << 2;
            }
    }
    void figuresMatch()
    {
        QFETCH(QString, course);
        QFETCH(QString, ruleset);
        QFETCH(QString, skill);
        QFETCH(int, games);
        const rf::test::CliRun r = rf::test::runCli(
            {QStringLiteral("analyze"), QStringLiteral(RF_SOURCE_DIR "/boards/") + course + QStringLiteral(".rfboard"), QStringLiteral("--json"),
             QStringLiteral("--quiet"), QStringLiteral("--games"), QString::number(games), QStringLiteral("--turns"), QStringLiteral("12"),
             QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--ruleset"), ruleset, QStringLiteral("--skill"), skill,
             QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        // The course as the project names it, not where this checkout lies.
        const QByteArray actual = r.out.toUtf8().replace(QByteArrayLiteral(RF_SOURCE_DIR "/"), QByteArray());
        const QString golden =
            QStringLiteral(RF_TEST_DATA_DIR "/golden/analysis/%1-%2-%3.json").arg(course, ruleset, skill);
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
                QVERIFY2(a.at(i) == e.at(i), qPrintable(QStringLiteral("line %1 differs:\n  expected %2\n  actual   %3")
                                                            .arg(i + 1)
                                                            .arg(QString::fromUtf8(e.at(i)), QString::fromUtf8(a.at(i)))));
            QCOMPARE(a.size(), e.size());
        }
    }
};

RF_TEST_APPLESS_MAIN(TestAnalysisGolden)
#include "tst_analysisgolden.moc"
