// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The `measured` block of a board or course file (docs/formats.md, "Measured figures"): written
// and read back unchanged, its fingerprint following the course's content and nothing else, and
// its limits refused with the place named.
#include "io/boardfile.h"
#include "io/measuredblock.h"

#include <QTest>
#include <QTimeZone>

#include "testmain.h"

using namespace rf;
using model::Measurement;

namespace {

model::Course sampleCourse()
{
    model::Board b(8, 6, "sample");
    b.cell({2, 2}).floor.kind = model::FloorKind::Pit;
    b.cell({3, 3}).level = 1;
    model::Marker start;
    start.kind = model::MarkerKind::Start;
    start.at = {0, 5};
    b.addMarker(start);
    model::Course c(b);
    c.info().name = "Sample";
    return c;
}

Measurement sampleMeasurement()
{
    Measurement m;
    m.ruleset = "edition-2016";
    m.options = {{"a-rule", true}};
    m.skill = "novice";
    m.robots = 4;
    m.games = 200;
    m.seed = 18446744073709551615ULL; // the largest seed survives: a string, not a double
    m.maxTurns = 30;
    m.figures.turns = {10.5, 9.0, std::nullopt};
    m.figures.finishingShare = 0.8125;
    m.figures.gamesWonShare = 1.0;
    m.figures.deathsPerRobotTurn = 0.07199999999999999;
    m.figures.hardestLeg = 1;
    m.figures.hardestLegDestroyed = 0.4;
    m.figures.hardestLegTurns = 4.25;
    return m;
}

} // namespace

class TestMeasuredBlock : public QObject {
    Q_OBJECT
private slots:
    void writtenAndReadBack_data()
    {
        QTest::addColumn<bool>("withBlock");
        QTest::newRow("with a measured block") << true;
        QTest::newRow("without one (files of before read as ever)") << false;
    }
    void writtenAndReadBack()
    {
        QFETCH(bool, withBlock);
        model::Course c = sampleCourse();
        if (withBlock) {
            Measurement m = sampleMeasurement();
            io::stampMeasurement(m, c, QStringLiteral("/somewhere/my course.rfboard"),
                                 QDateTime(QDate(2026, 3, 1), QTime(12, 0), QTimeZone::UTC));
            QCOMPARE(QString::fromStdString(m.date), QStringLiteral("2026-03-01T12:00:00Z"));
            QCOMPARE(QString::fromStdString(m.command),
                     QStringLiteral(
                         "rallyforge-cli analyze \"my course.rfboard\" --skill novice --robots 4 --games 200 --seed "
                         "18446744073709551615 --turns 30 --ruleset edition-2016"));
            QCOMPARE(m.elements.at("pit"), 1);
            QCOMPARE(m.elements.at("raised"), 1);
            QCOMPARE(m.elements.at("start"), 1);
            c.info().measured = m;
        }
        c.placements().front().board.info() = c.info(); // a board file
        const QByteArray text = io::boardToJson(c);
        QCOMPARE(text.contains("\"measured\": {"), withBlock);
        QVERIFY(text.contains("\"kind\": \"board\""));
        const auto back = io::parseBoardJson(text, QStringLiteral("sample.rfboard"));
        QVERIFY2(back.has_value(), back ? "" : qPrintable(back.error().toString()));
        QCOMPARE(back->info(), c.info());
        QCOMPARE(io::boardToJson(*back), text);
        if (withBlock)
            QVERIFY(!io::measurementStale(*back->info().measured, *back));
    }

    // The fingerprint follows the squares, elements and placements, not names, notes or the
    // block itself; an edit makes the figures stale and says what changed.
    void staleAfterAnEdit()
    {
        model::Course c = sampleCourse();
        Measurement m = sampleMeasurement();
        io::stampMeasurement(m, c, {}, QDateTime::currentDateTimeUtc());
        c.info().measured = m;
        QVERIFY(!io::measurementStale(m, c));
        c.info().name = "Renamed";
        c.info().description = "New notes";
        c.placements().front().board.info().name = "Board renamed";
        QVERIFY(!io::measurementStale(m, c));
        c.placements().front().board.cell({4, 4}).floor.kind = model::FloorKind::Pit;
        c.placements().front().board.cell({5, 4}).device.kind = model::DeviceKind::Ramp;
        QVERIFY(io::measurementStale(m, c));
        const auto changes = model::countChanges(m.elements, model::elementCounts(c));
        QCOMPARE(changes, (std::vector<model::CountChange>{{"pit", 1, 2}, {"ramp", 0, 1}}));
        // Moved, not added: the counts agree, the fingerprint does not.
        model::Course moved = sampleCourse();
        moved.placements().front().board.cell({2, 2}).floor.kind = model::FloorKind::Floor;
        moved.placements().front().board.cell({2, 3}).floor.kind = model::FloorKind::Pit;
        QVERIFY(io::measurementStale(m, moved));
        QVERIFY(model::countChanges(m.elements, model::elementCounts(moved)).empty());
    }

    void limits_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("robots") << "\"robots\": 4"
                                << "\"robots\": 9"
                                << "$.measured.robots: 9 is out of range (1 to 8)";
        QTest::newRow("skill") << "\"skill\": \"novice\""
                               << "\"skill\": \"genius\""
                               << "$.measured.skill: unknown skill \"genius\"";
        QTest::newRow("seed") << "\"seed\": \"7\""
                              << "\"seed\": \"-7\""
                              << "$.measured.seed: expected a seed of digits";
        QTest::newRow("share") << "\"finishingShare\": 0.8125"
                               << "\"finishingShare\": 1.5"
                               << "$.measured.figures.finishingShare: 1.5 is out of range";
        QTest::newRow("spread") << "\"spread\": [9, null]"
                                << "\"spread\": [9]"
                                << "$.measured.figures.spread: expected [low, high]";
        QTest::newRow("unknown key") << "\"games\": 200"
                                     << "\"gmaes\": 200"
                                     << "$.measured: unknown key \"gmaes\"";
        QTest::newRow("count") << "\"pit\": 1"
                               << "\"pit\": -1"
                               << "$.measured.elements.pit: -1 is out of range";
    }
    void limits()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        model::Course c = sampleCourse();
        Measurement m = sampleMeasurement();
        m.seed = 7;
        io::stampMeasurement(m, c, {}, QDateTime::currentDateTimeUtc());
        c.info().measured = m;
        c.placements().front().board.info() = c.info();
        QByteArray text = io::boardToJson(c);
        QVERIFY2(text.contains(from.toUtf8()), text.constData());
        text.replace(from.toUtf8(), to.toUtf8());
        const auto back = io::parseBoardJson(text, QStringLiteral("bad.rfboard"));
        QVERIFY(!back.has_value());
        QVERIFY2(back.error().toString().contains(message), qPrintable(back.error().toString()));
    }
};

RF_TEST_APPLESS_MAIN(TestMeasuredBlock)
#include "tst_measuredblock.moc"
