// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/reportcontent.h"

#include "rules/options.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"
#include "sim/expectations.h"
#include "text/printable.h"
#include "text/tracetext.h"
#include "text/words.h"

#include <algorithm>
#include <format>

namespace rf::render::report {

namespace {

std::string capitalised(std::string_view s)
{
    std::string out(s);
    if (!out.empty() && out.front() >= 'a' && out.front() <= 'z')
        out.front() = static_cast<char>(out.front() - 'a' + 'A');
    return out;
}

// A code name as words: "board-elements" -> "board elements".
std::string words(std::string_view code)
{
    std::string s(code);
    std::ranges::replace(s, '-', ' ');
    return s;
}

std::string momentText(int turn, int reg, game::Phase phase)
{
    if (reg == 0)
        return std::format("Turn {}, {}", turn, words(game::phaseName(phase)));
    return std::format("Turn {}, register {}, {}", turn, reg, words(game::phaseName(phase)));
}

Step stepOf(const sim::Trace &trace, const game::Event &e, int position)
{
    Step s;
    s.position = position;
    s.moment = momentText(e.turn, e.reg, e.phase);
    if (e.kind == game::EventKind::Card)
        s.what = std::format("{} plays {}", text::robotWord(trace, e.actor),
                             e.card ? text::cardWord(*e.card, text::tracePriorities(trace)) : std::string("nothing"));
    else
        s.what = capitalised(words(game::eventKindName(e.kind)));
    for (const game::Note &n : e.notes)
        s.notes.push_back({text::noteText(trace, n), rules::citedRule(trace.header.ruleset, n.code).reference()});
    for (const game::RobotChange &c : e.changes)
        s.changes.push_back(text::changeText(trace, c));
    return s;
}

bool chosen(const ReportOptions &o, const game::Event &e, int position)
{
    switch (o.steps) {
    case ReportOptions::Steps::All: return true;
    case ReportOptions::Steps::Changes: return !e.changes.empty();
    case ReportOptions::Steps::Chosen: return std::ranges::find(o.chosen, position) != o.chosen.end();
    }
    return false;
}

std::string checkText(const sim::Mismatch &m)
{
    std::string who = m.robot.empty() ? std::string("Winner") : text::printable(m.robot) + " " + m.field;
    std::string when = m.turn == 0 ? std::string("at the end")
                       : m.afterRegister == 0 ? std::format("end of turn {}", m.turn)
                                              : std::format("turn {} after register {}", m.turn, m.afterRegister);
    if (m.finding == sim::Mismatch::Finding::NotReached)
        return std::format("{}: play never reached it", capitalised(text::mismatchExpected(m)));
    return std::format("{} ({}): expected {}, got {}", who, when, text::mismatchExpected(m), text::mismatchActual(m));
}

std::vector<std::vector<std::string>> finalTable(const game::GameState &st, const rules::RulesetTraits &traits)
{
    std::vector<std::string> head{"Robot", "Square", "Facing", traits.deckPerRobot ? "SPAM" : "Damage", "Checkpoints"};
    if (traits.lives)
        head.push_back("Lives");
    if (traits.energy)
        head.push_back("Energy");
    head.push_back("State");
    std::vector<std::vector<std::string>> rows{head};
    for (const game::RobotState &r : st.robots) {
        std::vector<std::string> row{text::printable(r.name), text::cellWord(r.pos), text::directionLetter(r.facing),
                                     std::to_string(r.damage), std::to_string(r.flags)};
        if (traits.lives)
            row.push_back(std::to_string(r.lives));
        if (traits.energy)
            row.push_back(std::to_string(r.energy));
        std::string state = r.eliminated ? "eliminated" : r.destroyed ? std::format("destroyed ({})", game::destroyCauseName(r.cause)) : "in play";
        if (r.place > 0)
            state += std::format(", finished {}{}", r.place, r.place == 1 ? " (winner)" : "");
        if (r.poweredDown)
            state += ", powered down";
        row.push_back(state);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::expected<Ruling, QString> rulingOf(sim::VariantRun played, const ReportOptions &o)
{
    const sim::RulingVariant v = played.variant;
    Ruling r;
    r.run = std::move(played);
    for (const rules::TranslationNote &n : r.run.translations)
        r.translations.push_back(text::translationText(n));
    if (r.run.error) {
        r.error = text::scenarioErrorText(*r.run.error);
        return r;
    }
    const sim::Replay &replay = *r.run.replay;
    const sim::Trace &trace = replay.trace();
    for (int pos = 1; pos <= replay.length(); ++pos)
        if (const game::Event *e = replay.eventAt(pos); chosen(o, *e, pos))
            r.steps.push_back(stepOf(trace, *e, pos));
    if (std::ssize(r.steps) > kMaxReportSteps)
        return std::unexpected(QStringLiteral("%1 shows %2 substeps with pictures; at most %3 fit in a report (choose them with --steps N,M...)")
                                   .arg(QString::fromStdString(v.label))
                                   .arg(r.steps.size())
                                   .arg(kMaxReportSteps));
    for (const sim::Mismatch &m : r.run.checks)
        r.checks.push_back({checkText(m), m.holds, sim::decidingPosition(replay, m)});
    const game::GameState &last = replay.stateAt(replay.length());
    r.finalTable = finalTable(last, rules::traitsOf(v.ruleset));
    const int lastTurn = replay.length() > 0 ? replay.eventAt(replay.length())->turn : 0;
    if (!r.run.winner.empty())
        r.end = std::format("{} wins (turn {})", text::printable(r.run.winner), lastTurn);
    else if (r.run.gameOver)
        r.end = std::format("Game over (turn {}): no robot is left", lastTurn);
    else
        r.end = std::format("Play stopped after turn {}", lastTurn);
    return r;
}

void cite(Content &c, const std::vector<Step> &steps)
{
    for (const Step &s : steps)
        for (const Line &l : s.notes)
            if (!l.anchor.empty() && std::ranges::find(c.anchors, l.anchor) == c.anchors.end())
                c.anchors.push_back(l.anchor);
}

void addParting(Content &c, const sim::Divergence &d)
{
    const sim::Divergence *parted = &d;
    c.partingMoment = momentText(parted->moment.turn, parted->moment.reg, parted->moment.phase);
    for (std::size_t i = 0; i < c.rulings.size(); ++i) {
        std::vector<Step> steps;
        const Ruling &r = c.rulings[i];
        if (r.run.plays())
            for (const std::size_t e : parted->events[i])
                steps.push_back(stepOf(r.run.trace, r.run.trace.events[e], static_cast<int>(e) + 1));
        cite(c, steps);
        c.partingSteps.push_back(std::move(steps));
    }
    for (const auto &row : parted->robots) {
        std::string line = text::printable(row.front().name) + ":";
        for (std::size_t i = 0; i < c.rulings.size(); ++i) {
            if (!c.rulings[i].run.plays())
                continue;
            const sim::RobotOutcome &o = row[i];
            line += std::format(" {} ({});", o.inPlay ? std::format("{} {}, damage {}, checkpoints {}", text::cellWord(o.at), text::directionLetter(o.facing), o.damage, o.flags)
                                                      : std::string(o.eliminated ? "eliminated" : "destroyed"),
                                c.rulings[i].run.variant.label);
        }
        line.pop_back();
        c.partingRobots.push_back(line);
    }
}

} // namespace

std::string rulingLabel(const model::Scenario &sc, const sim::RulingVariant &v)
{
    std::string s = v.ruleset;
    std::map<std::string, bool> options = sc.options;
    for (const auto &[name, on] : v.options)
        options[name] = on;
    for (const auto &[name, on] : options)
        s += std::format(", {} {}", name, on ? "on" : "off");
    return s;
}

std::expected<Content, QString> buildContent(const model::Scenario &sc, const ReportOptions &o)
{
    const model::Size size = sc.course.combinedSize();
    if (size.width > kMaxReportSide || size.height > kMaxReportSide)
        return std::unexpected(QStringLiteral("the course is %1 x %2 squares; a report shows at most %3 squares on a side")
                                   .arg(size.width)
                                   .arg(size.height)
                                   .arg(kMaxReportSide));
    Content c;
    c.title = text::printable(sc.title);
    if (sc.description != sc.title) // some repeat their title as the description
        c.description = text::printable(sc.description);
    c.course = text::printable(sc.course.info().name);
    std::vector<sim::RulingVariant> variants = o.variants;
    if (variants.empty())
        variants.push_back({sc.ruleset, {}, sc.ruleset});
    for (sim::RulingVariant &v : variants)
        v.label = rulingLabel(sc, v);
    std::vector<sim::VariantRun> runs;
    std::optional<sim::Divergence> parted;
    if (variants.size() == 1) {
        auto played = sim::playRuling(sc, variants.front(), sim::CompareOptions{.replays = true});
        if (!played)
            return std::unexpected(QString::fromStdString(text::scenarioErrorText(played.error())));
        runs.push_back(std::move(*played));
    } else {
        auto cmp = sim::compareRulings(sc, variants, sim::CompareOptions{.replays = true});
        if (!cmp)
            return std::unexpected(QString::fromStdString(text::scenarioErrorText(cmp.error())));
        runs = std::move(cmp->runs);
        parted = std::move(cmp->divergence);
    }
    for (sim::VariantRun &run : runs) {
        auto r = rulingOf(std::move(run), o);
        if (!r)
            return std::unexpected(r.error());
        cite(c, r->steps);
        c.rulings.push_back(std::move(*r));
    }
    if (parted)
        addParting(c, *parted);
    return c;
}

} // namespace rf::render::report
