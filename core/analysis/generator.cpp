// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/generator.h"

#include "analysis/analysis.h"
#include "analysis/costfield.h"
#include "analysis/generatorscore.h"
#include "analysis/layout.h"
#include "analysis/parallel.h"
#include "rules/ruleset.h"
#include "validate/codes.h"
#include "validate/validator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <numeric>
#include <set>
#include <thread>

namespace rf::analysis {

using namespace rf::model;
namespace {

using ErrorCode = GenerateError::Code;

// The defaults of the search (docs/analysis.md): sized so that 4 players, 2 boards and 3
// checkpoints take well under 60 s on 2 cores.
constexpr int kDefaultLayouts = 48;
constexpr int kDefaultScreenGames = 24;
constexpr int kDefaultFinalGames = 200;
constexpr int kDefaultFinalists = 8;
constexpr int kSquaresPerLayout = 40; // checkpoint squares whose cost field a layout builds
constexpr int kOrdersPerLayout = 600; // random checkpoint orders drawn per layout
constexpr int kChainsPerLeg = 8;      // chains of checkpoints per leg length (drawOrders)
constexpr int kMinLegRegisters = 3;   // no checkpoint a register or two from the one before
// Novice turns per ideal turn of a robot alone, before the first measurements say better.
constexpr double kFirstTurnRatio = 2.0;
constexpr int kScreeningRounds = 3;

struct Sizes {
    int layouts, screenGames, finalGames, finalists, threads;
};

Sizes sizesOf(const GenerateOptions &o)
{
    return Sizes{o.layouts > 0 ? o.layouts : kDefaultLayouts, o.screenGames > 0 ? o.screenGames : kDefaultScreenGames,
                 o.finalGames > 0 ? o.finalGames : kDefaultFinalGames,
                 o.finalists > 0 ? o.finalists : kDefaultFinalists, workerCount(o.threads, std::numeric_limits<int>::max())};
}

std::optional<GenerateError> checkOptions(const GenerateOptions &o)
{
    using O = GenerateOptions;
    if (o.players < O::kMinPlayers || o.players > O::kMaxPlayers)
        return GenerateError{.code = ErrorCode::PlayersOutOfRange, .number = o.players};
    if (o.boards < O::kMinBoards || o.boards > O::kMaxBoards)
        return GenerateError{.code = ErrorCode::BoardsOutOfRange, .number = o.boards};
    if (o.checkpoints < O::kMinCheckpoints || o.checkpoints > O::kMaxCheckpoints)
        return GenerateError{.code = ErrorCode::CheckpointsOutOfRange, .number = o.checkpoints};
    if (!(o.targetTurns >= O::kMinTargetTurns && o.targetTurns <= O::kMaxTargetTurns))
        return GenerateError{.code = ErrorCode::TargetOutOfRange,
                             .number =
                                 static_cast<int>(std::lround(std::isfinite(o.targetTurns) ? o.targetTurns : 0.0))};
    if (o.results < 1 || o.results > O::kMaxResults)
        return GenerateError{.code = ErrorCode::ResultsOutOfRange, .number = o.results};
    if (o.maxLegLoss && (*o.maxLegLoss < O::kMinLegLoss || *o.maxLegLoss > O::kMaxLegLoss))
        return GenerateError{.code = ErrorCode::LegLossOutOfRange, .number = *o.maxLegLoss};
    if (static_cast<int>(o.library.size()) < o.boards)
        return GenerateError{
            .code = ErrorCode::LibraryTooSmall, .number = o.boards, .value = static_cast<int>(o.library.size())};
    if (startBoards(o.library, o.players).empty())
        return GenerateError{.code = ErrorCode::NoStartBoard, .number = o.players};
    return std::nullopt;
}

// Runs work(i) for i in [0, n) on `threads` threads, each result in its own slot, so the order
// the items finish in changes nothing. Stops taking items once cancelled.
class Pool {
public:
    Pool(const GenerateOptions &o, int threads)
        : m_opt(o)
        , m_threads(threads)
    {}
    int evaluated() const { return m_evaluated; }
    void countEvaluated(int n) { m_evaluated += n; }
    bool cancelled() const { return m_opt.cancel && m_opt.cancel->load(); }

    template<typename Work> void run(GenerateStage stage, int n, Work &&work)
    {
        forEachItem(
            n, m_threads,
            [&](int, int i) {
                work(i);
                return 1;
            },
            [this] { return cancelled(); },
            [&](int done) {
                if (m_opt.progress)
                    m_opt.progress(GenerateProgress{stage, done, n, m_evaluated + (stage == GenerateStage::Layouts ? 0 : done)});
            });
    }

private:
    const GenerateOptions &m_opt;
    int m_threads;
    int m_evaluated = 0;
};

// A layout with what its cost field says of its checkpoint squares.
struct LayoutPlan {
    Layout layout;
    std::vector<Point> squares{};
    std::vector<int> firstLeg{}; // per square: registers from the starts (their mean), alone
    std::vector<int> legs{};     // squares x squares: registers from one to the other (best facing, register)
    std::vector<std::pair<int, std::vector<int>>> orders{}; // (ideal registers, squares in order), by registers
};

int legAt(const LayoutPlan &p, int from, int to)
{
    return p.legs[static_cast<std::size_t>(from) * p.squares.size() + static_cast<std::size_t>(to)];
}

// The registers a robot alone needs for the checkpoints in `order`, kUnreachable when it cannot.
int idealRegisters(const LayoutPlan &p, const std::vector<int> &order)
{
    if (order.empty())
        return CostField::kUnreachable;
    int total = p.firstLeg[static_cast<std::size_t>(order[0])];
    for (std::size_t k = 1; k < order.size() && total < CostField::kUnreachable; ++k) {
        const int leg = legAt(p, order[k - 1], order[k]);
        total = leg < kMinLegRegisters ? CostField::kUnreachable : total + leg;
    }
    return std::min(total, CostField::kUnreachable);
}

// Fills the legs of a plan from a cost field over its squares.
void measureLegs(LayoutPlan &p, const CostField &field, const Board &combined)
{
    const auto n = p.squares.size();
    const auto starts = combined.markersOf(MarkerKind::Start);
    p.firstLeg.assign(n, CostField::kUnreachable);
    p.legs.assign(n * n, CostField::kUnreachable);
    for (std::size_t c = 0; c < n; ++c) {
        // The mean over the starts; a square some start cannot reach is no first checkpoint.
        int sum = 0;
        bool all = true;
        for (const Marker *s : starts) {
            const int cost = field.cost(static_cast<int>(c) + 1, s->at, s->facing, 1);
            sum += cost;
            all = all && cost < CostField::kUnreachable;
        }
        p.firstLeg[c] = all ? sum / static_cast<int>(starts.size()) : CostField::kUnreachable;
        for (std::size_t from = 0; from < n; ++from) {
            int best = CostField::kUnreachable;
            for (const Direction f : kAllDirections)
                for (int reg = 1; reg <= kRegisterCount; ++reg)
                    best = std::min(best, field.cost(static_cast<int>(c) + 1, p.squares[from], f, reg));
            p.legs[from * n + c] = from == c ? CostField::kUnreachable : best;
        }
    }
}

// A chain of `count` squares whose legs are each about `leg` registers: from a random first
// square, each next one the unused square whose leg from the last is nearest `leg`. Random orders
// rarely give short courses of many checkpoints; chains do.
std::vector<int> chain(const LayoutPlan &p, int count, int leg, game::Rng &rng)
{
    const int n = static_cast<int>(p.squares.size());
    std::vector<int> order{rng.belowInt(n)};
    while (static_cast<int>(order.size()) < count) {
        int best = -1;
        for (int c = 0; c < n; ++c)
            if (std::ranges::find(order, c) == order.end() &&
                (best < 0 || std::abs(legAt(p, order.back(), c) - leg) < std::abs(legAt(p, order.back(), best) - leg)))
                best = c;
        order.push_back(best);
    }
    return order;
}

// The plan's checkpoint orders with their ideal registers, shortest first: random orders, and
// chains of legs from 3 to 30 registers.
void drawOrders(LayoutPlan &p, int checkpoints, game::Rng &rng)
{
    const int n = static_cast<int>(p.squares.size());
    std::vector<int> all(static_cast<std::size_t>(n));
    std::iota(all.begin(), all.end(), 0);
    std::set<std::vector<int>> seen;
    auto keep = [&](std::vector<int> order) {
        const int ideal = idealRegisters(p, order);
        if (ideal < CostField::kUnreachable && seen.insert(order).second)
            p.orders.emplace_back(ideal, std::move(order));
    };
    for (int k = 0; k < kOrdersPerLayout; ++k) {
        // A random order of `checkpoints` distinct squares: a partial Fisher-Yates.
        for (int i = 0; i < checkpoints; ++i)
            std::swap(all[static_cast<std::size_t>(i)], all[static_cast<std::size_t>(i + rng.belowInt(n - i))]);
        keep(std::vector<int>(all.begin(), all.begin() + checkpoints));
    }
    for (const int leg : {3, 4, 5, 6, 8, 10, 12, 15, 18, 22, 26, 30})
        for (int k = 0; k < kChainsPerLeg; ++k)
            keep(chain(p, checkpoints, leg, rng));
    std::ranges::stable_sort(p.orders, {}, &std::pair<int, std::vector<int>>::first);
}

// What the edition puts on a course besides the boards (RULES.md 6): reboot tokens, an antenna.
struct CourseDevices {
    bool tokens = false;
    bool antenna = false;
};

CourseDevices courseDevices(const std::string &ruleset)
{
    const rules::Ruleset *rs = rules::rulesetById(ruleset); // unknown: RegisterLookahead says so
    return rs ? CourseDevices{rs->traits().reboots, rs->traits().antenna} : CourseDevices{};
}

// Layout `index`: its boards, its cost field and its checkpoint orders, from its own generator
// (seeded from the seed and the index), so layouts can be built in any order.
std::expected<std::optional<LayoutPlan>, rules::ScenarioError> planLayout(const GenerateOptions &o, CourseDevices devices,
                                                                          int index)
{
    game::Rng rng(analysisGameSeed(o.seed, index));
    auto layout = placeBoards(o.library, startBoards(o.library, o.players), o.boards, rng);
    if (!layout)
        return std::nullopt;
    if (!placeCourseDevices(*layout, devices.tokens, devices.antenna, rng))
        return std::nullopt;
    auto combined = combine(layout->course);
    if (!combined || validate::hasErrors(validate::validate(layout->course)))
        return std::nullopt;
    LayoutPlan p{.layout = std::move(*layout)};
    p.squares = checkpointSquares(p.layout.course, kSquaresPerLayout, rng);
    if (static_cast<int>(p.squares.size()) < o.checkpoints)
        return std::nullopt;
    auto lookahead = RegisterLookahead::create(p.layout.course, o.ruleset, o.ruleOptions);
    if (!lookahead)
        return std::unexpected(std::move(lookahead.error()));
    const CostField field = CostField::build(*lookahead, p.squares, CostField::Plays::AsCourseNeeds, o.cancel);
    if (o.cancel && o.cancel->load())
        return std::nullopt; // the field is incomplete; buildLayouts does not count the layout
    measureLegs(p, field, *combined);
    drawOrders(p, o.checkpoints, rng);
    if (p.orders.empty())
        return std::nullopt;
    return std::optional<LayoutPlan>(std::move(p));
}

struct Candidate {
    int layout = 0;
    int order = 0; // index into the layout's orders
    GeneratedCourse course{};
    bool screened = false;
    bool rejected = false;
};

// The plan's order whose ideal length is nearest `registers`, among those not taken yet.
std::optional<int> nearestOrder(const LayoutPlan &p, double registers, const std::set<int> &taken)
{
    std::optional<int> best;
    double bestGap = 0.0;
    for (int i = 0; i < static_cast<int>(p.orders.size()); ++i) {
        const double gap = std::abs(p.orders[static_cast<std::size_t>(i)].first - registers);
        if (!taken.contains(i) && (!best || gap < bestGap)) {
            best = i;
            bestGap = gap;
        }
    }
    return best;
}

// The course of a candidate, or nothing when the validator flags it: any error, or a warning
// about what the generator chose (its checkpoints, its starts, in an edition that reboots its
// reboot tokens).
std::optional<Course> candidateCourse(const LayoutPlan &p, const std::vector<int> &order, bool reboots)
{
    Course c = p.layout.course;
    std::vector<Point> squares;
    for (const int i : order)
        squares.push_back(p.squares[static_cast<std::size_t>(i)]);
    setCheckpoints(c, squares);
    for (const validate::Diagnostic &d : validate::validate(c))
        if (d.severity == validate::Severity::Error || d.code == validate::code::kCheckpointUnreachable ||
            d.code == validate::code::kStartFacingOffBoard || d.code == validate::code::kTooFewStarts ||
            d.code == validate::code::kCheckpointsNotConsecutive || d.code == validate::code::kCheckpointOnBeltEnd ||
            (reboots && d.code == validate::code::kRebootChainLoop))
            return std::nullopt;
    return c;
}

AnalysisOptions gameOptions(const GenerateOptions &o, int games, std::uint64_t seed)
{
    return AnalysisOptions{.games = games,
                           .seed = seed,
                           .maxTurns = generatorTurnCap(o.targetTurns),
                           .robotsPerGame = o.players,
                           .ruleset = o.ruleset,
                           .ruleOptions = o.ruleOptions,
                           .threads = 1,
                           .skill = o.skill,
                           .cancel = o.cancel};
}

// Plays candidate `c` with `games` games; false when cancelled before it finished.
bool play(Candidate &c, const GenerateOptions &o, int games, std::uint64_t seed)
{
    const AnalysisOptions ao = gameOptions(o, games, seed);
    auto r = analyzeCourse(c.course.course, ao);
    if (!r || r->cancelled)
        return false;
    c.course.seed = seed;
    c.course.maxTurns = ao.maxTurns;
    fillFigures(c.course, *r);
    c.course.score = courseScore(c.course, o);
    c.course.inBand = inDangerBand(c.course.figures, o.danger);
    c.course.underLegCeiling = underLegCeiling(c.course.figures, o.maxLegLoss);
    return true;
}

// Novice (or expert) turns per ideal turn, from the candidates screened: their median. A
// candidate whose median game is over the cap counts as 1.5 times the cap long, so that a search
// whose first guesses were all far too long still learns to pick shorter courses.
double turnRatio(const std::vector<Candidate> &cands)
{
    std::vector<double> ratios;
    for (const Candidate &c : cands)
        if (c.screened && c.course.idealRegisters > 0)
            ratios.push_back(c.course.figures.turns.median.value_or(1.5 * c.course.maxTurns) /
                             (c.course.idealRegisters / static_cast<double>(kRegisterCount)));
    if (ratios.empty())
        return kFirstTurnRatio;
    std::ranges::sort(ratios);
    return ratios[ratios.size() / 2];
}

class Search {
public:
    explicit Search(const GenerateOptions &o)
        : m_opt(o)
        , m_sizes(sizesOf(o))
        , m_pool(o, m_sizes.threads)
        , m_devices(courseDevices(o.ruleset))
    {}
    std::expected<GenerateResult, GenerateError> run();

private:
    std::optional<rules::ScenarioError> buildLayouts();
    void addCandidates(int perLayout, double turnRatio);
    void screen();
    void measure();
    GenerateResult result() const;

    const GenerateOptions &m_opt;
    Sizes m_sizes;
    Pool m_pool;
    std::vector<std::optional<LayoutPlan>> m_layouts;
    std::vector<std::set<int>> m_taken; // per layout: orders made into candidates
    std::vector<Candidate> m_cands;
    int m_rejected = 0;
    CourseDevices m_devices;
};

std::optional<rules::ScenarioError> Search::buildLayouts()
{
    const int n = m_sizes.layouts;
    std::vector<std::expected<std::optional<LayoutPlan>, rules::ScenarioError>> plans(static_cast<std::size_t>(n),
                                                                                      std::optional<LayoutPlan>{});
    std::vector<char> built(static_cast<std::size_t>(n), 0); // not built: cancelled before
    m_pool.run(GenerateStage::Layouts, n, [&](int i) {
        plans[static_cast<std::size_t>(i)] = planLayout(m_opt, m_devices, i);
        built[static_cast<std::size_t>(i)] = m_pool.cancelled() ? 0 : 1;
    });
    for (std::size_t i = 0; i < plans.size(); ++i) {
        auto &p = plans[i];
        if (!p)
            return std::move(p.error());
        if (!*p && built[i])
            ++m_rejected;
        m_layouts.push_back(std::move(*p));
    }
    m_taken.resize(m_layouts.size());
    return std::nullopt;
}

// Up to `perLayout` more candidates of each layout, the orders nearest the target's ideal length.
void Search::addCandidates(int perLayout, double ratio)
{
    const double registers = m_opt.targetTurns / ratio * kRegisterCount;
    for (std::size_t l = 0; l < m_layouts.size(); ++l) {
        if (!m_layouts[l])
            continue;
        const LayoutPlan &p = *m_layouts[l];
        for (int k = 0; k < perLayout; ++k) {
            const auto order = nearestOrder(p, registers, m_taken[l]);
            if (!order)
                break;
            m_taken[l].insert(*order);
            const auto &[ideal, squares] = p.orders[static_cast<std::size_t>(*order)];
            auto course = candidateCourse(p, squares, m_devices.tokens);
            if (!course) {
                ++m_rejected;
                continue;
            }
            Candidate c{.layout = static_cast<int>(l), .order = *order};
            c.course.course = std::move(*course);
            for (const int b : p.layout.boards)
                c.course.boards.push_back(m_opt.library[static_cast<std::size_t>(b)].name);
            c.course.idealRegisters = ideal;
            m_cands.push_back(std::move(c));
        }
    }
}

void Search::screen()
{
    std::vector<int> todo;
    for (int i = 0; i < static_cast<int>(m_cands.size()); ++i)
        if (!m_cands[static_cast<std::size_t>(i)].screened)
            todo.push_back(i);
    std::vector<char> done(todo.size(), 0);
    m_pool.run(GenerateStage::Screening, static_cast<int>(todo.size()), [&](int k) {
        done[static_cast<std::size_t>(k)] = play(m_cands[static_cast<std::size_t>(todo[static_cast<std::size_t>(k)])],
                                                 m_opt, m_sizes.screenGames, m_opt.seed);
    });
    for (std::size_t k = 0; k < todo.size(); ++k)
        m_cands[static_cast<std::size_t>(todo[k])].screened = done[k] != 0;
    m_pool.countEvaluated(static_cast<int>(std::ranges::count(done, 1)));
}

// The candidates in rank order: best score first, then the first made.
std::vector<int> ranked(const std::vector<Candidate> &cands, bool measuredOnly)
{
    std::vector<int> idx;
    for (int i = 0; i < static_cast<int>(cands.size()); ++i)
        if (cands[static_cast<std::size_t>(i)].screened &&
            (!measuredOnly || cands[static_cast<std::size_t>(i)].course.measured))
            idx.push_back(i);
    std::ranges::stable_sort(idx, [&](int a, int b) {
        return cands[static_cast<std::size_t>(a)].course.score < cands[static_cast<std::size_t>(b)].course.score;
    });
    return idx;
}

// Measures the best screened candidates again with more games and another seed: one per layout
// first, so that the courses returned differ in their boards when they can.
void Search::measure()
{
    std::vector<int> finalists;
    std::set<int> layouts;
    const std::vector<int> order = ranked(m_cands, false);
    for (const int pass : {0, 1})
        for (const int i : order)
            if (static_cast<int>(finalists.size()) < m_sizes.finalists &&
                std::ranges::find(finalists, i) == finalists.end() &&
                (pass == 1 || layouts.insert(m_cands[static_cast<std::size_t>(i)].layout).second))
                finalists.push_back(i);
    std::vector<Candidate> measured(finalists.size());
    std::vector<char> done(finalists.size(), 0);
    const std::uint64_t seed = analysisGameSeed(m_opt.seed, -1);
    m_pool.run(GenerateStage::Measuring, static_cast<int>(finalists.size()), [&](int k) {
        measured[static_cast<std::size_t>(k)] =
            m_cands[static_cast<std::size_t>(finalists[static_cast<std::size_t>(k)])];
        done[static_cast<std::size_t>(k)] =
            play(measured[static_cast<std::size_t>(k)], m_opt, m_sizes.finalGames, seed);
    });
    for (std::size_t k = 0; k < finalists.size(); ++k)
        if (done[k]) {
            measured[k].course.measured = true;
            m_cands[static_cast<std::size_t>(finalists[k])] = std::move(measured[k]);
        }
    m_pool.countEvaluated(static_cast<int>(std::ranges::count(done, 1)));
}

GenerateResult Search::result() const
{
    GenerateResult r;
    r.layouts = static_cast<int>(std::ranges::count_if(m_layouts, [](const auto &l) { return l.has_value(); }));
    r.rejected = m_rejected;
    r.evaluated = m_pool.evaluated();
    r.cancelled = m_pool.cancelled();
    // Measured courses first (their figures are the honest ones), then screened ones; within
    // each, the courses whose own figures lie in the danger band and under the leg ceiling come
    // first: a course listed under "Gentle" out of the band says so and comes last.
    for (const bool measuredOnly : {true, false})
        for (const bool keeps : {true, false})
            for (const int i : ranked(m_cands, measuredOnly)) {
                const GeneratedCourse &g = m_cands[static_cast<std::size_t>(i)].course;
                if (static_cast<int>(r.courses.size()) < m_opt.results && (measuredOnly || !g.measured) &&
                    (g.inBand && g.underLegCeiling) == keeps)
                    r.courses.push_back(g);
            }
    return r;
}

std::expected<GenerateResult, GenerateError> Search::run()
{
    if (auto e = buildLayouts())
        return std::unexpected(GenerateError{.code = ErrorCode::Scenario, .scenario = std::move(*e)});
    // Screening in rounds of one candidate per layout: the first at a guess of the robots' pace,
    // each later one at the pace the games so far showed.
    for (int round = 0; round < kScreeningRounds && !m_pool.cancelled(); ++round) {
        addCandidates(1, round == 0 ? kFirstTurnRatio : turnRatio(m_cands));
        screen();
    }
    if (!m_pool.cancelled())
        measure();
    GenerateResult r = result();
    if (r.courses.empty() && !r.cancelled)
        return std::unexpected(GenerateError{.code = ErrorCode::NoCourse});
    return r;
}

} // namespace

std::expected<GenerateResult, GenerateError> generateCourses(const GenerateOptions &options)
{
    // The library readers leave larger boards out with a note; one that reaches the generator
    // another way is ignored, so that no layout builds a field of gigabytes.
    if (std::ranges::all_of(options.library,
                            [](const LibraryBoard &b) { return GenerateOptions::boardFits(b.board); })) {
        if (auto e = checkOptions(options))
            return std::unexpected(*e);
        Search search(options);
        return search.run();
    }
    GenerateOptions fitting = options;
    std::erase_if(fitting.library, [](const LibraryBoard &b) { return !GenerateOptions::boardFits(b.board); });
    return generateCourses(fitting);
}

} // namespace rf::analysis
