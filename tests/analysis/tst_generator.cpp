// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course generator (issue 30): the same courses on 1 and 2 threads, every course valid with
// the checkpoints and starts asked for, cancel keeps the best so far, bad inputs refused, and the
// spread of the median from the games' lengths. Searches are tiny (a few layouts and games).
#include "analysis/generator.h"
#include "analysis/generatorscore.h"
#include "io/boardlibrary.h"
#include "model/course.h"
#include "validate/validator.h"

#include <QTest>

#include <algorithm>
#include <cmath>

#include "testmain.h"

using rf::analysis::DangerBand;
using rf::analysis::generateCourses;
using rf::analysis::GenerateError;
using rf::analysis::GenerateOptions;
using rf::analysis::GenerateResult;

Q_DECLARE_METATYPE(GenerateError::Code)

namespace {

std::vector<rf::analysis::LibraryBoard> shippedLibrary()
{
    std::vector<rf::analysis::LibraryBoard> out;
    const auto lib = rf::io::readBoardLibrary({QStringLiteral(RF_SOURCE_DIR "/boards")});
    for (const rf::io::LibraryEntry &e : lib.boards)
        out.push_back({e.name.toStdString(), e.board});
    return out;
}

// A search small enough for a test: 3 layouts, 2 games per candidate, 4 per finalist.
GenerateOptions smallOptions(int players, int boards, int checkpoints, std::uint64_t seed)
{
    GenerateOptions o;
    o.library = shippedLibrary();
    o.players = players;
    o.boards = boards;
    o.checkpoints = checkpoints;
    o.targetTurns = 8;
    o.seed = seed;
    o.results = 2;
    o.layouts = 3;
    o.screenGames = 2;
    o.finalGames = 4;
    o.finalists = 2;
    return o;
}

int devices(const rf::model::Board &b, rf::model::DeviceKind kind)
{
    int n = 0;
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x)
            n += b.cell({x, y}).device.kind == kind ? 1 : 0;
    return n;
}

// Renegade: a reboot token on every board but the start board, one antenna on the course, and
// no reboot diagnostic. Classic: the boards' tokens and antennas as the library has them.
void checkCourseDevices(const rf::analysis::GeneratedCourse &g, const GenerateOptions &o)
{
    using rf::model::DeviceKind;
    const auto &placements = g.course.placements();
    int antennas = 0;
    for (std::size_t i = 0; i < placements.size(); ++i) {
        const rf::model::Board &b = placements[i].board;
        antennas += devices(b, DeviceKind::PriorityAntenna);
        const auto lib = std::ranges::find(o.library, g.boards[i], &rf::analysis::LibraryBoard::name);
        QVERIFY(lib != o.library.end());
        if (o.ruleset == "classic") {
            QCOMPARE(devices(b, DeviceKind::RebootToken), devices(lib->board, DeviceKind::RebootToken));
            QCOMPARE(devices(b, DeviceKind::PriorityAntenna), devices(lib->board, DeviceKind::PriorityAntenna));
        } else if (i > 0) {
            QVERIFY2(devices(b, DeviceKind::RebootToken) >= 1, g.boards[i].c_str());
        }
    }
    if (o.ruleset == "renegade")
        QVERIFY(antennas >= 1);
    for (const rf::validate::Diagnostic &d : rf::validate::validate(g.course))
        QVERIFY2(!d.code.starts_with("reboot"), d.code.c_str());
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private slots:
    void library()
    {
        QVERIFY(rf::io::readBoardLibrary({QStringLiteral(RF_SOURCE_DIR "/boards")}).skipped.empty());
        const auto missing = rf::io::readBoardLibrary({QStringLiteral("/nonexistent/boards")});
        QVERIFY(missing.boards.empty());
        QCOMPARE(missing.skipped.size(), std::size_t{1});
        const auto lib = shippedLibrary();
        // The 6 single boards; the demo course embeds copies of them (kept once), the other courses
        // refer to their files.
        QVERIFY2(lib.size() >= 6, qPrintable(QString::number(lib.size())));
    }

    void search_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("boards");
        QTest::addColumn<int>("checkpoints");
        QTest::addColumn<int>("seed");
        QTest::addColumn<QString>("ruleset");
        const QString classic = QStringLiteral("classic"), renegade = QStringLiteral("renegade");
        QTest::newRow("2 players, 2 boards, 2 checkpoints") << 2 << 2 << 2 << 1 << classic;
        QTest::newRow("4 players, 1 board, 3 checkpoints") << 4 << 1 << 3 << 7 << classic;
        QTest::newRow("3 players, 3 boards, 1 checkpoint") << 3 << 3 << 1 << 11 << classic;
        QTest::newRow("renegade, 4 players, 2 boards") << 4 << 2 << 3 << 1 << renegade;
        QTest::newRow("renegade, 3 players, 3 boards") << 3 << 3 << 2 << 11 << renegade;
        QTest::newRow("renegade, 4 players, 4 boards") << 4 << 4 << 3 << 5 << renegade;
    }

    // The same courses and figures on 1 and 2 threads; each validates without errors and has the
    // checkpoints and start markers asked for.
    void search()
    {
        QFETCH(int, players);
        QFETCH(int, boards);
        QFETCH(int, checkpoints);
        QFETCH(int, seed);
        QFETCH(QString, ruleset);
        GenerateOptions o = smallOptions(players, boards, checkpoints, static_cast<std::uint64_t>(seed));
        o.ruleset = ruleset.toStdString();
        o.threads = 1;
        const auto one = generateCourses(o);
        QVERIFY(one.has_value());
        o.threads = 2;
        const auto two = generateCourses(o);
        QVERIFY(two.has_value());
        QVERIFY(*one == *two);
        QVERIFY(!one->courses.empty());
        QVERIFY(one->evaluated > 0);
        for (const rf::analysis::GeneratedCourse &g : one->courses) {
            QVERIFY(g.measured);
            QCOMPARE(g.games, 4);
            QCOMPARE(static_cast<int>(g.course.placements().size()), boards);
            QCOMPARE(static_cast<int>(g.boards.size()), boards);
            QVERIFY(!rf::validate::hasErrors(rf::validate::validate(g.course)));
            const auto combined = rf::model::combine(g.course);
            QVERIFY(combined.has_value());
            QCOMPARE(static_cast<int>(combined->markersOf(rf::model::MarkerKind::Checkpoint).size()), checkpoints);
            QVERIFY(static_cast<int>(combined->markersOf(rf::model::MarkerKind::Start).size()) >= players);
            QVERIFY(g.figures.turns.low.has_value() || !g.figures.turns.median.has_value());
            checkCourseDevices(g, o);
        }
        // The courses whose own figures lie in the danger band first, each group best first.
        for (std::size_t k = 1; k < one->courses.size(); ++k) {
            const auto &a = one->courses[k - 1], &b = one->courses[k];
            QVERIFY(a.inBand >= b.inBand);
            if (a.inBand == b.inBand)
                QVERIFY(a.score <= b.score);
        }
        for (const rf::analysis::GeneratedCourse &g : one->courses)
            QCOMPARE(g.inBand, rf::analysis::inDangerBand(g.figures, o.danger));
    }

    // Issue 47: a course listed under a band whose own figures lie outside it is marked so and
    // ranked after those inside; a ceiling on one leg's loss ranks the deadlier courses last.
    void bandAndLegCeilingRankTheCourses_data()
    {
        QTest::addColumn<int>("danger");
        QTest::addColumn<int>("ceiling"); // percent; 0: none
        QTest::newRow("gentle") << static_cast<int>(DangerBand::Gentle) << 0;
        QTest::newRow("brutal") << static_cast<int>(DangerBand::Brutal) << 0;
        QTest::newRow("normal, at most 20 % per leg") << static_cast<int>(DangerBand::Normal) << 20;
    }
    void bandAndLegCeilingRankTheCourses()
    {
        QFETCH(int, danger);
        QFETCH(int, ceiling);
        GenerateOptions o = smallOptions(4, 2, 3, 5);
        o.danger = static_cast<DangerBand>(danger);
        if (ceiling > 0)
            o.maxLegLoss = ceiling;
        o.results = 5;
        const auto r = generateCourses(o);
        QVERIFY(r.has_value());
        QVERIFY(!r->courses.empty());
        // Measured courses come before screened ones (their figures are the honest ones); within
        // each, those that keep the band and the ceiling first.
        bool measured = true, keeping = true;
        for (const rf::analysis::GeneratedCourse &g : r->courses) {
            QCOMPARE(g.inBand, rf::analysis::inDangerBand(g.figures, o.danger));
            QCOMPARE(g.underLegCeiling, rf::analysis::underLegCeiling(g.figures, o.maxLegLoss));
            QVERIFY(measured || !g.measured);
            if (g.measured != measured)
                keeping = true;
            measured = g.measured;
            const bool keeps = g.inBand && g.underLegCeiling;
            QVERIFY2(keeping || !keeps, "a course in the band is listed after one outside it");
            keeping = keeps;
        }
    }

    void legCeilingOutOfRange()
    {
        GenerateOptions o = smallOptions(4, 2, 3, 1);
        o.maxLegLoss = 3;
        const auto r = generateCourses(o);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, GenerateError::Code::LegLossOutOfRange);
        QCOMPARE(r.error().number, 3);
    }

    // Cancelled after the first candidate was played: that candidate comes back (screening
    // figures, valid); cancelled before anything was played: no course, no error.
    void cancel()
    {
        GenerateOptions o = smallOptions(2, 2, 2, 3);
        o.threads = 1;
        std::atomic<bool> stop{false};
        o.cancel = &stop;
        o.progress = [&stop](const rf::analysis::GenerateProgress &p) {
            if (p.stage == rf::analysis::GenerateStage::Screening)
                stop = true;
        };
        const auto r = generateCourses(o);
        QVERIFY(r.has_value());
        QVERIFY(r->cancelled);
        QCOMPARE(r->courses.size(), std::size_t{1});
        QVERIFY(!r->courses.front().measured);
        QCOMPARE(r->courses.front().games, 2);
        QVERIFY(!rf::validate::hasErrors(rf::validate::validate(r->courses.front().course)));

        stop = true;
        o.progress = {};
        const auto none = generateCourses(o);
        QVERIFY(none.has_value());
        QVERIFY(none->cancelled);
        QVERIFY(none->courses.empty());
    }

    // A board larger than the generator uses that reaches it anyway (the library readers leave
    // such boards out) is ignored: a 1024 x 1024 board took gigabytes (issue 45).
    void oversizeBoardIgnored()
    {
        GenerateOptions o = smallOptions(2, 1, 1, 1);
        rf::model::Board big(GenerateOptions::kMaxBoardSide + 1, GenerateOptions::kMaxBoardSide);
        for (int i = 1; i <= 2; ++i)
            big.addMarker(rf::model::Marker{.kind = rf::model::MarkerKind::Start, .at = {i, 10}, .number = i});
        QVERIFY(!GenerateOptions::boardFits(big));
        o.library = {{"big", big}};
        const auto r = generateCourses(o);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, GenerateError::Code::LibraryTooSmall);
        QCOMPARE(r.error().value, 0);
    }

    void badInput_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("boards");
        QTest::addColumn<int>("checkpoints");
        QTest::addColumn<double>("target");
        QTest::addColumn<bool>("emptyLibrary");
        QTest::addColumn<GenerateError::Code>("code");
        using C = GenerateError::Code;
        QTest::newRow("9 players") << 9 << 2 << 3 << 12.0 << false << C::PlayersOutOfRange;
        QTest::newRow("1 player") << 1 << 2 << 3 << 12.0 << false << C::PlayersOutOfRange;
        QTest::newRow("0 boards") << 4 << 0 << 3 << 12.0 << false << C::BoardsOutOfRange;
        QTest::newRow("5 boards") << 4 << 5 << 3 << 12.0 << false << C::BoardsOutOfRange;
        QTest::newRow("0 checkpoints") << 4 << 2 << 0 << 12.0 << false << C::CheckpointsOutOfRange;
        QTest::newRow("7 checkpoints") << 4 << 2 << 7 << 12.0 << false << C::CheckpointsOutOfRange;
        QTest::newRow("target 1 turn") << 4 << 2 << 3 << 1.0 << false << C::TargetOutOfRange;
        QTest::newRow("target not a number") << 4 << 2 << 3 << std::nan("") << false << C::TargetOutOfRange;
        QTest::newRow("empty library") << 4 << 2 << 3 << 12.0 << true << C::LibraryTooSmall;
    }

    void badInput()
    {
        QFETCH(int, players);
        QFETCH(int, boards);
        QFETCH(int, checkpoints);
        QFETCH(double, target);
        QFETCH(bool, emptyLibrary);
        QFETCH(GenerateError::Code, code);
        GenerateOptions o = smallOptions(players, boards, checkpoints, 1);
        o.targetTurns = target;
        if (emptyLibrary)
            o.library.clear();
        const auto r = generateCourses(o);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, code);
    }

    // A library whose boards have no start markers gives no start board.
    void noStartBoard()
    {
        GenerateOptions o = smallOptions(4, 2, 3, 1);
        std::erase_if(o.library, [](const rf::analysis::LibraryBoard &b) {
            return !b.board.markersOf(rf::model::MarkerKind::Start).empty();
        });
        const auto r = generateCourses(o);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, GenerateError::Code::NoStartBoard);
    }

    void spread_data()
    {
        QTest::addColumn<QList<qint64>>("wonByTurn");
        QTest::addColumn<int>("games");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high"); // 0: above the cap
        // 100 games, 10 won in each of turns 1..10: the median between game 50 (turn 5) and 51
        // (turn 6); the interval from game 50 - 11 = 39 (turn 4) to 51 + 11 = 62 (turn 7).
        QList<qint64> even;
        for (int t = 1; t <= 10; ++t)
            even << 10 * t;
        QTest::newRow("100 games over 10 turns") << even << 100 << 5.5 << 4.0 << 7.0;
        // 4 games, turns 3, 3, 5 and no winner: median 4, the interval reaches past the cap.
        QTest::newRow("censored top") << QList<qint64>{0, 0, 2, 2, 3, 3} << 4 << 4.0 << 3.0 << 0.0;
    }

    void spread()
    {
        QFETCH(QList<qint64>, wonByTurn);
        QFETCH(int, games);
        QFETCH(double, median);
        QFETCH(double, low);
        QFETCH(double, high);
        const std::vector<std::int64_t> won(wonByTurn.begin(), wonByTurn.end());
        const auto s = rf::analysis::turnSpread(won, games);
        QCOMPARE(s.median, std::optional<double>(median));
        QCOMPARE(s.low, std::optional<double>(low));
        QCOMPARE(s.high, high > 0 ? std::optional<double>(high) : std::nullopt);
    }

    void dangerBands()
    {
        using rf::analysis::DangerBand;
        for (const DangerBand b : {DangerBand::Gentle, DangerBand::Normal, DangerBand::Brutal})
            QCOMPARE(rf::analysis::dangerBandFromName(rf::analysis::dangerBandName(b)), std::optional<DangerBand>(b));
        QCOMPARE(rf::analysis::dangerRange(DangerBand::Gentle).high, rf::analysis::dangerRange(DangerBand::Normal).low);
        QCOMPARE(rf::analysis::dangerRange(DangerBand::Normal).high, rf::analysis::dangerRange(DangerBand::Brutal).low);
        QVERIFY(!rf::analysis::dangerBandFromName("deadly"));
    }
};

RF_TEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
