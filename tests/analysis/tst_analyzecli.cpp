// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `analyze` in-process: text and JSON output, determinism across thread counts, bad input.
#include "cli/cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

struct Run {
    int code = 0;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QString out;
    QString err;
    QTextStream o(&out);
    QTextStream e(&err);
    rf::cli::Io io{o, e};
    Run r;
    r.code = rf::cli::run(QStringList{QStringLiteral("rallyforge-cli")} + args, io);
    o.flush();
    e.flush();
    r.out = out;
    r.err = err;
    return r;
}

const QString kDemo = QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard");

} // namespace

class TestAnalyzeCli : public QObject {
    Q_OBJECT
private slots:
    void text()
    {
        const Run r = cli({QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("64"), QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("64 games, 512 robots")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Checkpoints reached")));
        QVERIFY(r.out.contains(QStringLiteral("Deadliest cells")));
        QVERIFY(r.out.contains(QStringLiteral("Death map")));
    }

    void jsonIsDeterministic()
    {
        const QStringList base{QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("48"), QStringLiteral("--json"), QStringLiteral("--turns"),
                               QStringLiteral("12")};
        const Run a = cli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        const Run b = cli(base + QStringList{QStringLiteral("--threads"), QStringLiteral("3")});
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("games")).toInt(), 48);
        QCOMPARE(o.value(QStringLiteral("checkpoints")).toArray().size(), 3);
        QCOMPARE(o.value(QStringLiteral("deathMap")).toArray().size(), 24);
        QCOMPARE(o.value(QStringLiteral("visitMap")).toArray().at(0).toArray().size(), 24);
        QCOMPARE(o.value(QStringLiteral("starts")).toArray().size(), 8);
    }

    void badInput()
    {
        QCOMPARE(cli({QStringLiteral("analyze")}).code, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), kDemo, QStringLiteral("--games"), QStringLiteral("0")}).code, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), kDemo, QStringLiteral("--ruleset"), QStringLiteral("chess")}).code, 2);
        const Run missing = cli({QStringLiteral("analyze"), QStringLiteral("/nonexistent/x.rfboard")});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QStringLiteral("x.rfboard")));
    }
};

QTEST_MAIN(TestAnalyzeCli)
#include "tst_analyzecli.moc"
