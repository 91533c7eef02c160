// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A trace written in pieces as it is played (`simulate`, issue 45: the whole text built first took
// some 7 times the output in memory): the pieces, taken from the run every N entries, give the
// bytes of the whole trace's JSON and text, whatever N.
#include "io/scenario/scenariofile.h"
#include "io/scenario/tracejson.h"
#include "sim/runresult.h"
#include "sim/scenariorun.h"
#include "text/tracetext.h"

#include <QTest>

#include "testmain.h"

class TestTracePieces : public QObject {
    Q_OBJECT
private slots:
    void samePieces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("perPiece");
        for (const char *f : {"/boards/demo.rfscenario", "/boards/scenarios/push-chain-priorities.rfscenario"})
            for (const int n : {1, 7, 4096})
                QTest::addRow("%s, %d", f, n) << QStringLiteral(RF_SOURCE_DIR) + QLatin1String(f) << n;
    }
    void samePieces()
    {
        QFETCH(QString, file);
        QFETCH(int, perPiece);
        const auto scenario = rf::io::readScenarioFile(file);
        QVERIFY(scenario);
        const auto whole = rf::sim::runScenario(*scenario, {.record = true});
        QVERIFY(whole);
        QVERIFY(whole->trace.entries.size() > 10);

        auto run = rf::sim::ScenarioRun::create(*scenario, {.record = true});
        QVERIFY(run);
        QByteArray json;
        std::string text;
        rf::sim::TraceHeader header;
        bool first = true;
        bool any = false;
        const auto write = [&](rf::sim::Trace piece) {
            if (first) {
                header = piece.header;
                json += rf::io::traceJsonHead(piece);
                text += rf::text::traceHeaderText(piece);
            } else {
                piece.header = header; // taken with the first piece
            }
            json += rf::io::traceJsonEntries(piece, !any);
            text += rf::text::traceEntriesText(piece);
            any = any || !piece.entries.empty();
            first = false;
        };
        while (run->step())
            if (run->trace().entries.size() >= static_cast<std::size_t>(perPiece))
                write(run->takeTrace());
        write(run->takeTrace());
        json += rf::io::traceJsonTail(any, &run->state());
        QCOMPARE(json, rf::io::traceToJson(whole->trace, &whole->finalState));
        QCOMPARE(text, rf::text::traceText(whole->trace));
    }
};

RF_TEST_GUILESS_MAIN(TestTracePieces)
#include "tst_tracepieces.moc"
