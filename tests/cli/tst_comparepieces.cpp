// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

#include <algorithm>

using namespace rf;

// `compare` writes its text in pieces as it makes it (issue 45: a long comparison was built whole
// first). A comparison many pieces long must come out whole: every translated card once, the
// robots' names intact where a piece ends inside a multi-byte name, the final table at the end.
class TestComparePieces : public QObject {
    Q_OBJECT
private:
    // `robots` robots named NAME0, NAME1... in lanes 3 squares wide, each with `turns` programs
    // written out in cards both editions have, so that every card is translated for the 2016 one.
    static QByteArray longScenario(const QString &name, int robots, int turns)
    {
        const QStringList kinds{QStringLiteral("move1"), QStringLiteral("move2"), QStringLiteral("back"), QStringLiteral("left"),
                                QStringLiteral("right"), QStringLiteral("uturn")};
        QJsonArray list;
        for (int i = 0; i < robots; ++i) {
            QJsonArray plans;
            for (int t = 0; t < turns; ++t) {
                QJsonArray program;
                for (int k = 0; k < 5; ++k)
                    program.append(QStringLiteral("%1:%2").arg(kinds[(i + 3 * t + 5 * k) % kinds.size()]).arg(10 * ((i * 7 + t * 5 + k) % 84 + 1)));
                plans.append(QJsonObject{{QStringLiteral("program"), program}});
            }
            list.append(QJsonObject{{QStringLiteral("name"), name + QString::number(i)},
                                    {QStringLiteral("at"), QJsonArray{3 * i + 1, 12}},
                                    {QStringLiteral("facing"), QStringLiteral("N")},
                                    {QStringLiteral("turns"), plans}});
        }
        const QJsonObject course{{QStringLiteral("format"), QStringLiteral("rallyforge-board")},
                                 {QStringLiteral("version"), 1},
                                 {QStringLiteral("kind"), QStringLiteral("board")},
                                 {QStringLiteral("name"), QStringLiteral("lanes")},
                                 {QStringLiteral("size"), QJsonArray{3 * robots, 24}},
                                 {QStringLiteral("markers"), QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("checkpoint")},
                                                                                     {QStringLiteral("at"), QJsonArray{1, 1}},
                                                                                     {QStringLiteral("number"), 1}}}}};
        const QJsonObject sc{{QStringLiteral("format"), QStringLiteral("rallyforge-scenario")},
                             {QStringLiteral("version"), 1},
                             {QStringLiteral("title"), QStringLiteral("Pieces ") + name},
                             {QStringLiteral("ruleset"), QStringLiteral("classic")},
                             {QStringLiteral("seed"), 7},
                             {QStringLiteral("course"), course},
                             {QStringLiteral("robots"), list},
                             {QStringLiteral("play"), QJsonObject{{QStringLiteral("turns"), turns}}}};
        return QJsonDocument(sc).toJson(QJsonDocument::Compact);
    }

private slots:
    void wholeAcrossPieces_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("robots");
        QTest::addColumn<int>("turns");
        QTest::newRow("ASCII names") << QStringLiteral("R") << 4 << 150;
        QTest::newRow("two-byte names") << QStringLiteral("Jürgen-Ö") << 3 << 200;
        QTest::newRow("three-byte names") << QStringLiteral("ロボット") << 5 << 120;
        QTest::newRow("four-byte names") << QStringLiteral("🤖🛠") << 2 << 300;
        QTest::newRow("one piece") << QStringLiteral("ü") << 2 << 3;
    }
    void wholeAcrossPieces()
    {
        QFETCH(QString, name);
        QFETCH(int, robots);
        QFETCH(int, turns);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("long.rfscenario"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(longScenario(name, robots, turns));
        }
        const auto run = test::runCli({QStringLiteral("compare"), path, QStringLiteral("--ruleset"), QStringLiteral("classic"),
                                       QStringLiteral("--ruleset"), QStringLiteral("edition-2016")});
        QVERIFY2(run.code == 0 || run.code == 1, qPrintable(run.err));
        QVERIFY(!run.out.contains(QChar::ReplacementCharacter));
        QVERIFY(run.out.startsWith(QStringLiteral("Scenario: Pieces ") + name + QStringLiteral("\nRulings: classic | edition-2016\n")));
        // Each translated card's line, by its "ROBOT turn T register R" part.
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QHash<QString, int> cards;
        for (const QString &line : lines)
            if (line.contains(QStringLiteral(" -> ")))
                ++cards[line.section(QStringLiteral(": "), 0, 0).trimmed()];
        QCOMPARE(cards.size(), robots * turns * 5);
        for (int i = 0; i < robots; ++i) {
            const QString robot = name + QString::number(i);
            for (int t = 1; t <= turns; ++t)
                for (int r = 1; r <= 5; ++r) {
                    const QString card = QStringLiteral("%1 turn %2 register %3").arg(robot).arg(t).arg(r);
                    QVERIFY2(cards.value(card) == 1, qPrintable(card));
                }
            QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(QStringLiteral("  ") + robot + QLatin1Char(' ')) && l.contains(QStringLiteral(" | ")); }),
                     qPrintable(robot)); // its final-state row
        }
        QVERIFY(run.out.contains(QStringLiteral("\nFinal state:\n")));
        QVERIFY(run.out.endsWith(QLatin1Char('\n')));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString &l) { return l.startsWith(QStringLiteral("  expectations ")); }));
    }
};

RF_TEST_APPLESS_MAIN(TestComparePieces)
#include "tst_comparepieces.moc"
