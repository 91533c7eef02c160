// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Simulation equivalence (issue 8): a board imported from roboprojekt or LMU SEP and the same
// board exported to that format and imported again play alike under the classic rules: the
// same trace, substep by substep, and the same final game state. The scenarios put robots on
// start markers and on cells where board elements act on them (belts, gears, laser beams, pit
// edges, pushers) with fixed first-turn programs and seeded random programs after that, and
// each row names the elements that must have acted, so a scenario in which nothing happens
// fails instead of passing vacuously.
#include "text/tracetext.h"
#include "io/interop/formatregistry.h"
#include "io/scenario/tracejson.h"
#include "model/laserpath.h"
#include "sim/runresult.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <format>
#include <map>
#include <set>

#include "shareddir.h"
#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;
using rf::game::Code;

namespace {

const QString kFixtures = QStringLiteral(RF_TEST_DATA_DIR "/interop/");

// What the board did to the robots, by element family.
const std::map<QString, std::set<Code>> kEffects{
    {QStringLiteral("belt"), {Code::CarriedByBelt, Code::TurnedByBelt}},
    {QStringLiteral("gear"), {Code::GearTurn}},
    {QStringLiteral("laser"), {Code::LaserHit}},
    {QStringLiteral("pit"), {Code::FellIntoPit}},
    {QStringLiteral("pusher"), {Code::PusherPush}},
    {QStringLiteral("wall"), {Code::BlockedByWall, Code::BeltIntoWall}},
};

// The cell on the `d` side of edge `e` (where a device mounted on `e` acting towards `d` works).
Point cellOnSide(EdgePos e, Direction d) { return (d == Direction::North || d == Direction::West) ? e.before() : e.after(); }

// A first turn of turning cards only: the robot stays where the board element works on it.
Program stayProgram(int robot)
{
    const int p = 11 + robot * 7; // priorities off the deck's multiples of ten: no ties
    return Program{Card{CardKind::RotateRight, p}, Card{CardKind::RotateLeft, p + 1}, Card{CardKind::UTurn, p + 2},
                   Card{CardKind::RotateRight, p + 3}, Card{CardKind::RotateLeft, p + 4}};
}

// The robots of one scenario on `b` (the combined grid): up to three start markers (random
// programs from the seed), up to five element robots (a fixed first turn, random later) and
// wanderers (random programs) until there are five.
std::vector<ScenarioRobot> robotsFor(const Board &b, std::uint64_t seed)
{
    std::vector<ScenarioRobot> robots;
    std::set<Point> used;
    const auto free = [&](Point p) {
        if (!b.contains(p) || used.contains(p))
            return false;
        const Cell &c = b.cell(p);
        return c.floor.kind == FloorKind::Floor && c.device.kind != DeviceKind::Crate && c.device.kind != DeviceKind::PriorityAntenna;
    };
    const auto add = [&](const std::string &name, Point at, Direction facing, std::optional<Program> first) {
        ScenarioRobot r;
        r.name = name;
        r.at = at;
        r.facing = facing;
        if (first)
            r.turns.push_back(TurnPlan{first, {}, false});
        robots.push_back(std::move(r));
        used.insert(at);
    };

    const auto starts = b.markersOf(MarkerKind::Start);
    for (std::size_t k = 0; k < starts.size() && robots.size() < 3; ++k) {
        const Marker *m = starts[(k + seed) % starts.size()];
        if (free(m->at))
            add(std::format("start{}@{},{}", m->number, m->at.x, m->at.y), m->at, m->facing, std::nullopt);
    }

    // Cells in row-major order from a seeded offset, so each seed picks other places.
    const int area = b.size().area();
    const auto cellAt = [&](int i) {
        const int k = static_cast<int>((static_cast<std::uint64_t>(i) + seed * 7919U) % static_cast<std::uint64_t>(area));
        return Point{k % b.width(), k / b.width()};
    };
    const auto facingFor = [&](int i) { return static_cast<Direction>((seed + static_cast<std::uint64_t>(i)) % 4); };
    const auto pickDevice = [&](DeviceKind kind) -> std::optional<Point> {
        for (int i = 0; i < area; ++i)
            if (const Point p = cellAt(i); free(p) && b.cell(p).device.kind == kind)
                return p;
        return std::nullopt;
    };
    int n = static_cast<int>(robots.size());
    if (const auto p = pickDevice(DeviceKind::Belt))
        add("belt-rider", *p, facingFor(1), stayProgram(n++));
    if (const auto p = pickDevice(DeviceKind::Gear))
        add("gear-rider", *p, facingFor(2), stayProgram(n++));
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind != EdgeKind::Laser)
            continue;
        const std::vector<Point> path = laserPath(b, f);
        const auto it = std::ranges::find_if(path, [&](Point p) { return free(p); });
        if (it != path.end()) {
            add("laser-target", *it, facingFor(3), stayProgram(n++));
            break;
        }
    }
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind != EdgeKind::Pusher)
            continue;
        if (const Point p = cellOnSide(f.pos, f.dir); free(p)) {
            add("pusher-target", p, facingFor(4), stayProgram(n++));
            break;
        }
    }
    // A robot walking into a pit (no wall in between), facing it, with Move 1 first.
    for (int i = 0; i < area && robots.size() < 8; ++i) {
        const Point p = cellAt(i);
        if (!free(p) || b.cell(p).device.kind != DeviceKind::None)
            continue;
        bool placed = false;
        for (const Direction d : {Direction::North, Direction::East, Direction::South, Direction::West}) {
            const Point q = p + delta(d);
            if (!b.contains(q) || b.cell(q).floor.kind != FloorKind::Pit || b.hasWall(EdgePos::of(p, d)))
                continue;
            const int pr = 15 + n * 7;
            add("pit-walker", p, d, Program{Card{CardKind::Move1, 800 + pr}, Card{CardKind::RotateLeft, pr}, Card{CardKind::Move1, 800 + pr + 1},
                                            Card{CardKind::RotateRight, pr + 1}, Card{CardKind::Move2, 800 + pr + 2}});
            ++n;
            placed = true;
            break;
        }
        if (placed)
            break;
    }
    // Wanderers with random programs on free floor, so every scenario has a few robots.
    for (int i = 0; i < area && robots.size() < 5; i += 5)
        if (const Point p = cellAt(i); free(p) && b.cell(p).device.kind == DeviceKind::None)
            add(std::format("wanderer{}", robots.size() + 1), p, facingFor(i), std::nullopt);
    return robots;
}

// Trace element ids are those of the combined grid, which foreign formats do not keep: name
// every element by its place in the board's canonical order instead.
std::map<ElementId, ElementId> canonicalIds(const Board &b)
{
    std::map<ElementId, ElementId> out;
    ElementId next = 1;
    for (const Cell &c : b.cells())
        if (c.device.kind != DeviceKind::None)
            out.emplace(c.device.id, next++);
    for (const EdgeFeature &f : b.edgeFeatures())
        out.emplace(f.id, next++);
    for (const Marker &m : b.markers())
        out.emplace(m.id, next++);
    return out;
}

struct Played {
    QByteArray trace; // JSON, element ids canonical
    rf::game::GameState final;
    std::set<QString> effects;
    int moves = 0; // robot position or facing changes
};

std::expected<Played, QString> play(const Scenario &sc)
{
    auto grid = combine(sc.course);
    if (!grid)
        return std::unexpected(QString::fromStdString(rf::text::combineErrorText(sc.course, grid.error())));
    auto run = rf::sim::runScenario(sc, rf::sim::ScenarioRun::Options{.record = true});
    if (!run)
        return std::unexpected(QString::fromStdString(rf::text::scenarioErrorText(run.error())));
    rf::sim::Trace trace = std::move(run->trace);
    const auto ids = canonicalIds(*grid);
    const auto canonical = [&](ElementId id) {
        const auto it = ids.find(id);
        return it == ids.end() ? id : it->second;
    };
    Played out;
    for (rf::game::Event &e : trace.events) {
        for (ElementId &id : e.elements)
            id = canonical(id);
        for (rf::game::Note &note : e.notes) {
            if (note.element != kNoId)
                note.element = canonical(note.element);
            for (const auto &[family, codes] : kEffects)
                if (codes.contains(note.code))
                    out.effects.insert(family);
        }
        for (const rf::game::RobotChange &c : e.changes)
            out.moves += (c.fromPos != c.toPos || c.fromFacing != c.toFacing) ? 1 : 0;
    }
    out.trace = rf::io::traceToJson(trace);
    out.final = run->finalState;
    return out;
}

QString stateText(const rf::game::GameState &st)
{
    QStringList out;
    for (const rf::game::RobotState &r : st.robots)
        out << QStringLiteral("%1 at %2 facing %3 damage %4 lives %5 flags %6%7")
                   .arg(QString::fromStdString(r.name), QString::fromStdString(rf::sim::pointText(r.pos)), QString::fromStdString(std::string(directionLetter(r.facing))))
                   .arg(r.damage)
                   .arg(r.lives)
                   .arg(r.flags)
                   .arg(r.destroyed ? QStringLiteral(" destroyed") : QString());
    return out.join(QLatin1String("; "));
}

// Empty when both runs agree; otherwise the first difference.
QString difference(const Played &a, const Played &b)
{
    if (a.trace != b.trace) {
        const QList<QByteArray> la = a.trace.split('\n');
        const QList<QByteArray> lb = b.trace.split('\n');
        for (qsizetype i = 0; i < std::min(la.size(), lb.size()); ++i)
            if (la.at(i) != lb.at(i))
                return QStringLiteral("trace line %1 differs:\n  imported    %2\n  re-imported %3").arg(i + 1).arg(QString::fromUtf8(la.at(i)), QString::fromUtf8(lb.at(i)));
        return QStringLiteral("traces differ in length: %1 and %2 lines").arg(la.size()).arg(lb.size());
    }
    if (!(a.final == b.final))
        return QStringLiteral("final states differ:\n  imported    %1\n  re-imported %2").arg(stateText(a.final), stateText(b.final));
    return {};
}

QString outputName(const QString &format)
{
    if (format == QLatin1String("lmu-sep"))
        return QStringLiteral("course.json");
    return QStringLiteral("board.json");
}

// Imports `path`, writes it in the same format into `dir` and imports that.
std::expected<std::pair<Course, Course>, QString> importAndReimport(const QString &path, const QString &format, const QTemporaryDir &dir)
{
    const BoardFormat *f = FormatRegistry::instance().byName(format);
    if (!f)
        return std::unexpected(QStringLiteral("no format ") + format);
    auto first = f->read(path);
    if (!first)
        return std::unexpected(first.error().toString());
    const QString out = dir.filePath(outputName(format));
    auto written = f->write(out, first->course);
    if (!written)
        return std::unexpected(written.error().toString());
    auto second = f->read(out);
    if (!second)
        return std::unexpected(second.error().toString());
    return std::pair{first->course, second->course};
}

Scenario scenarioOn(const Course &course, std::uint64_t seed, int turns)
{
    Scenario sc;
    sc.title = "interop equivalence";
    sc.course = course;
    sc.ruleset = "classic";
    sc.seed = seed;
    sc.turns = turns;
    const auto grid = combine(course);
    if (grid)
        sc.robots = robotsFor(*grid, seed);
    return sc;
}

} // namespace

class TestInteropSimEquivalence : public QObject {
    Q_OBJECT
private slots:
    void sameGame_data()
    {
        QTest::addColumn<QString>("path");   // upstream: relative to the shared folder's interop/; fixture: absolute
        QTest::addColumn<bool>("upstream");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("turns");
        QTest::addColumn<QString>("effects"); // element families that must act at least once
        const auto row = [](const char *name, const QString &path, bool upstream, const char *format, int seed, int turns, const char *effects) {
            QTest::newRow(name) << path << upstream << QString::fromLatin1(format) << seed << turns << QString::fromLatin1(effects);
        };
        // The ten scenarios of issue 8 on upstream boards (skipped when ../shared is absent).
        const QString rp = QStringLiteral("roboprojekt/samples/");
        const QString lmu = QStringLiteral("lmu-sep/samples/");
        row("roboprojekt/belt_map", rp + "belt_map.json", true, "roboprojekt", 1, 3, "belt,gear,laser,pit,wall");
        row("roboprojekt/chop_shop", rp + "chop_shop.json", true, "roboprojekt", 2, 3, "belt,gear,laser,pit,wall");
        row("roboprojekt/circle_map", rp + "circle_map.json", true, "roboprojekt", 3, 3, "belt,gear,laser,pit,wall");
        row("roboprojekt/junction_map", rp + "junction_map.json", true, "roboprojekt", 4, 4, "belt,gear,laser,pit,wall");
        row("roboprojekt/wavy_map", rp + "wavy_map.json", true, "roboprojekt", 5, 4, "belt,laser,pit,pusher,wall");
        row("lmu-sep/dizzy_highway", lmu + "courses/dizzy_highway.json", true, "lmu-sep", 6, 3, "belt,laser,wall");
        row("lmu-sep/dodge_this", lmu + "courses/dodge_this.json", true, "lmu-sep", 7, 3, "belt,gear,laser,pit,wall");
        row("lmu-sep-board/1A", lmu + "boards/1A.json", true, "lmu-sep-board", 8, 3, "belt,gear,laser,pit,pusher,wall");
        row("lmu-sep-board/4A", lmu + "boards/4A.json", true, "lmu-sep-board", 9, 3, "belt,gear,laser,pit,wall");
        row("lmu-sep-board/5B", lmu + "boards/5B.json", true, "lmu-sep-board", 10, 3, "belt,laser,wall");
        // Our own fixtures: always available.
        row("fixture/roboprojekt", kFixtures + "roboprojekt/fixture.json", false, "roboprojekt", 11, 2, "belt,gear,laser,pit,pusher,wall");
        row("fixture/lmu-sep", kFixtures + "lmu-sep/course.json", false, "lmu-sep", 12, 2, "belt,gear,laser,pusher,wall");
    }
    void sameGame()
    {
        QFETCH(QString, path);
        QFETCH(bool, upstream);
        QFETCH(QString, format);
        QFETCH(int, seed);
        QFETCH(int, turns);
        QFETCH(QString, effects);
        if (upstream) {
            RF_SKIP_WITHOUT_SHARED(QStringLiteral("interop/") + path);
            path = rf::test::sharedPath(QStringLiteral("interop/") + path);
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto courses = importAndReimport(path, format, dir);
        QVERIFY2(courses, courses ? "" : qPrintable(courses.error()));
        const Scenario imported = scenarioOn(courses->first, static_cast<std::uint64_t>(seed), turns);
        QVERIFY2(imported.robots.size() >= 3, qPrintable(QStringLiteral("only %1 robots could be placed").arg(imported.robots.size())));
        Scenario reimported = imported;
        reimported.course = courses->second;

        const auto a = play(imported);
        QVERIFY2(a, a ? "" : qPrintable(a.error()));
        const auto b = play(reimported);
        QVERIFY2(b, b ? "" : qPrintable(b.error()));
        const QString diff = difference(*a, *b);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // The scenario exercised the board: robots moved and the named elements acted.
        QVERIFY2(a->moves > 0, "no robot moved or turned");
        QStringList seen(a->effects.begin(), a->effects.end());
        for (const QString &family : effects.split(QLatin1Char(','), Qt::SkipEmptyParts))
            QVERIFY2(a->effects.contains(family), qPrintable(QStringLiteral("no %1 acted on a robot (seen: %2)").arg(family, seen.join(QLatin1String(", ")))));
        qInfo("%d robots, %d turns, %lld trace lines, %d robot changes; acted: %s", int(imported.robots.size()), turns,
              static_cast<long long>(a->trace.count('\n')), a->moves, qPrintable(seen.join(QLatin1String(", "))));
    }

    // The comparison notices a board that plays differently: turning one belt (the one the
    // belt rider starts on) changes the game.
    void changedBoardIsNoticed()
    {
        QTemporaryDir dir;
        auto courses = importAndReimport(kFixtures + QStringLiteral("roboprojekt/fixture.json"), QStringLiteral("roboprojekt"), dir);
        QVERIFY2(courses, courses ? "" : qPrintable(courses.error()));
        const Scenario imported = scenarioOn(courses->first, 11, 2);
        const auto rider = std::ranges::find(imported.robots, std::string("belt-rider"), &ScenarioRobot::name);
        QVERIFY(rider != imported.robots.end());
        Scenario changed = imported;
        changed.course = courses->second;
        Device &belt = changed.course.placements().front().board.cell(rider->at).device;
        QCOMPARE(belt.kind, DeviceKind::Belt);
        belt.dir = turnRight(belt.dir);
        belt.inputs = straightInputs(belt.dir);
        const auto a = play(imported);
        const auto b = play(changed);
        QVERIFY(a && b);
        QVERIFY2(!difference(*a, *b).isEmpty(), "a turned belt went unnoticed");
    }
};

RF_TEST_APPLESS_MAIN(TestInteropSimEquivalence)
#include "tst_interopsimequivalence.moc"
