// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/reportcontent.h"

#include "render/reporttext.h"
#include "rules/options.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"
#include "sim/decidingstep.h"
#include "sim/expectations.h"
#include "sim/statediff.h"
#include "text/printable.h"
#include "words/rulenames.h"
#include "words/statewords.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

#include <algorithm>
#include <format>

namespace rf::render::report {

namespace {


QString q(const std::string &s)
{
    return QString::fromStdString(text::printable(s));
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

Step stepOf(const sim::Trace &trace, const game::Event &e, int position)
{
    Step s;
    s.position = position;
    s.moment = words::phaseMoment(e.turn, e.reg, e.phase);
    s.what = words::substepTitle(trace, e);
    for (const game::Note &n : e.notes)
        s.notes.push_back({words::noteText(trace, n), rules::citedRule(trace.header.ruleset, n.code).reference()});
    return s;
}

bool chosen(const ReportOptions &o, int position, bool changed, bool decides)
{
    switch (o.steps) {
    case ReportOptions::Steps::All: return true;
    case ReportOptions::Steps::Changes: return changed || decides;
    case ReportOptions::Steps::Chosen: return std::ranges::find(o.chosen, position) != o.chosen.end();
    }
    return false;
}

QString robotState(const sim::RobotView &r)
{
    QString state = r.eliminated ? RulingReport::tr("eliminated")
                    : !r.inPlay  ? RulingReport::tr("destroyed (%1)").arg(words::destroyCauseTitle(r.cause))
                                 : RulingReport::tr("in play");
    if (r.place == 1)
        state = RulingReport::tr("%1, finished first (winner)").arg(state);
    else if (r.place > 0)
        state = RulingReport::tr("%1, finished %2.").arg(state).arg(r.place);
    if (r.poweredDown)
        state = RulingReport::tr("%1, powered down").arg(state);
    return state;
}

// The fields a final state always shows under an edition.
sim::FieldSet alwaysShown(const rules::RulesetTraits &traits)
{
    sim::FieldSet s;
    for (const sim::Field f : {sim::Field::At, sim::Field::Facing, sim::Field::Damage, sim::Field::Flags, sim::Field::Lives, sim::Field::Energy})
        if (sim::hasField(traits, f))
            s.set(static_cast<std::size_t>(f));
    return s;
}

// Fields the "State" row of the final table says.
bool inStateRow(sim::Field f)
{
    return f == sim::Field::InPlay || f == sim::Field::Eliminated || f == sim::Field::Place || f == sim::Field::PoweredDown;
}

void addFinalTables(Ruling &r, const sim::StateView &last, const sim::FieldSet &changed, const rules::RulesetTraits &traits)
{
    const sim::FieldSet shown = (alwaysShown(traits) | changed) & sim::comparedFields();
    QStringList head{QString()};
    for (const sim::RobotView &robot : last.robots)
        head << q(robot.name);
    r.finalTable.push_back(head);
    QStringList state{RulingReport::tr("State")};
    for (const sim::RobotView &robot : last.robots)
        state << robotState(robot);
    r.finalTable.push_back(state);
    for (int i = 0; i < sim::kFieldCount; ++i) {
        const auto f = static_cast<sim::Field>(i);
        if (!shown.test(static_cast<std::size_t>(i)) || inStateRow(f))
            continue;
        if (sim::fieldInfo(f).subject == sim::Subject::Robot) {
            QStringList row{capitalised(words::fieldLabel(f))};
            for (std::size_t robot = 0; robot < last.robots.size(); ++robot)
                row << words::valueText(f, sim::fieldValue(last, static_cast<int>(robot), f));
            r.finalTable.push_back(row);
        } else if (f != sim::Field::Winner) {
            r.gameTable.push_back({capitalised(words::fieldLabel(f)), words::valueText(f, sim::fieldValue(last, -1, f))});
        }
    }
}

// The steps of a ruling that plays, the fields they changed, its checks and its final state.
std::expected<void, QString> fillPlayed(Ruling &r, const ReportOptions &o)
{
    const sim::Replay &replay = *r.run.replay;
    const sim::Trace &trace = replay.trace();
    const std::vector<int> deciding = sim::decidingPositions(replay, r.run.checks);
    sim::FieldSet changed;
    sim::StateView before = sim::viewOf(replay.stateAt(0));
    for (int pos = 1; pos <= replay.length(); ++pos) {
        sim::StateView after = sim::viewOf(replay.stateAt(pos));
        const std::vector<sim::FieldDiff> diffs = sim::differences(before, after);
        for (const sim::FieldDiff &d : diffs)
            changed.set(static_cast<std::size_t>(d.field));
        const game::Event *e = replay.eventAt(pos);
        const bool decides = std::ranges::find(deciding, pos) != deciding.end();
        if (chosen(o, pos, !diffs.empty() || !e->changes.empty(), decides)) {
            Step s = stepOf(trace, *e, pos);
            for (std::size_t i = 0; i < deciding.size(); ++i)
                if (deciding[i] == pos) // the whole check is in the expectations
                    s.decided << RulingReport::tr("%1 (%2)", "what an expectation is about, and when").arg(words::checkSubject(r.run.checks[i]), words::checkMoment(r.run.checks[i]));
            for (const sim::FieldDiff &d : diffs)
                s.changes << words::changeLine(before, after, d);
            r.steps.push_back(std::move(s));
            if (std::ssize(r.steps) > kMaxReportSteps)
                return std::unexpected(RulingReport::tr("%1 shows more than %2 substeps with pictures; at most %2 fit in a report (choose them with --steps N,M...)")
                                           .arg(r.label)
                                           .arg(kMaxReportSteps));
        }
        before = std::move(after);
    }
    for (std::size_t i = 0; i < r.run.checks.size(); ++i)
        r.checks.push_back({words::checkText(r.run.checks[i]), r.run.checks[i].holds, deciding[i]});
    addFinalTables(r, before, changed, rules::traitsOf(r.run.variant.ruleset));
    const int lastTurn = replay.length() > 0 ? replay.eventAt(replay.length())->turn : 0;
    if (!r.run.winner.empty())
        r.end = RulingReport::tr("%1 wins (turn %2)").arg(q(r.run.winner)).arg(lastTurn);
    else if (r.run.gameOver)
        r.end = RulingReport::tr("Game over (turn %1): no robot is left").arg(lastTurn);
    else
        r.end = RulingReport::tr("Play stopped after turn %1").arg(lastTurn);
    return {};
}

std::expected<Ruling, QString> rulingOf(sim::VariantRun played, const QString &label, const ReportOptions &o)
{
    Ruling r;
    r.run = std::move(played);
    r.label = label;
    for (const rules::TranslationNote &n : r.run.translations)
        r.translations << words::translationNoteText(n);
    if (r.run.error) {
        r.error = words::scenarioErrorText(*r.run.error);
        return r;
    }
    if (auto filled = fillPlayed(r, o); !filled)
        return std::unexpected(filled.error());
    return r;
}

void cite(Content &c, const std::vector<Step> &steps)
{
    for (const Step &s : steps)
        for (const Line &l : s.notes)
            if (!l.anchor.empty() && std::ranges::find(c.anchors, l.anchor) == c.anchors.end())
                c.anchors.push_back(l.anchor);
}

QString expectationCounts(const Content &c)
{
    QStringList parts;
    for (const Ruling &r : c.rulings)
        if (r.run.plays())
            parts << (r.run.checks.empty() ? RulingReport::tr("none stated under %1").arg(r.label)
                                           : RulingReport::tr("%1 of %2 under %3").arg(r.run.expectationsHeld()).arg(r.run.checks.size()).arg(r.label));
    return parts.join(QStringLiteral(", "));
}

QString partedLine(const Content &c, const sim::PartedField &f)
{
    const QString label = words::fieldLabel(f.field);
    const QString what = f.robot >= 0 ? RulingReport::tr("%1: %2").arg(q(f.robotName), label) : capitalised(label);
    QStringList values;
    for (std::size_t i = 0; i < c.rulings.size(); ++i)
        if (c.rulings[i].run.plays())
            values << RulingReport::tr("%1 (%2)", "a value under a ruling").arg(words::valueText(f.field, f.values[i]), c.rulings[i].label);
    return RulingReport::tr("%1: %2").arg(what, values.join(QStringLiteral(" | ")));
}

void addComparison(Content &c, const sim::Comparison &cmp)
{
    switch (cmp.verdict) {
    case sim::Comparison::Verdict::NotCompared:
        c.verdict = RulingReport::tr("Nothing compared: fewer than two of the rulings can play this scenario.");
        return;
    case sim::Comparison::Verdict::Same:
        c.verdict = RulingReport::tr("No difference: every ruling gives the same game at the end of every phase, and the same expectations hold.");
        return;
    case sim::Comparison::Verdict::Differ: break;
    }
    if (!cmp.divergence) {
        c.verdict = RulingReport::tr("The game is the same at the end of every phase, but the expectations differ: %1 hold.").arg(expectationCounts(c));
        return;
    }
    const sim::Divergence &d = *cmp.divergence;
    c.verdict = cmp.expectationsDiffer ? RulingReport::tr("The rulings part; expectations: %1 hold.").arg(expectationCounts(c)) : RulingReport::tr("The rulings part.");
    c.partingMoment = words::phaseMoment(d.moment.turn, d.moment.reg, d.moment.phase);
    for (std::size_t i = 0; i < c.rulings.size(); ++i) {
        std::vector<Step> steps;
        const Ruling &r = c.rulings[i];
        if (r.run.plays() && i < d.events.size())
            for (const std::size_t e : d.events[i])
                steps.push_back(stepOf(r.run.trace, r.run.trace.events[e], static_cast<int>(e) + 1));
        cite(c, steps);
        c.partingSteps.push_back(std::move(steps));
    }
    for (const sim::PartedField &f : d.fields)
        c.partingFields << partedLine(c, f);
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
        return std::unexpected(RulingReport::tr("the course is %1 x %2 squares; a report shows at most %3 squares on a side")
                                   .arg(size.width)
                                   .arg(size.height)
                                   .arg(kMaxReportSide));
    Content c;
    c.title = q(sc.title);
    if (sc.description != sc.title) // some repeat their title as the description
        c.description = q(sc.description);
    c.course = q(sc.course.info().name);
    std::vector<sim::RulingVariant> variants = o.variants;
    if (variants.empty())
        variants.push_back({sc.ruleset, {}, sc.ruleset});
    for (sim::RulingVariant &v : variants)
        v.label = rulingLabel(sc, v);
    std::vector<sim::VariantRun> runs;
    std::optional<sim::Comparison> cmp;
    if (variants.size() == 1) {
        auto played = sim::playRuling(sc, variants.front(), sim::CompareOptions{.replays = true, .maxSteps = kMaxReportSubsteps + 1});
        if (!played)
            return std::unexpected(words::scenarioErrorText(played.error()));
        runs.push_back(std::move(*played));
    } else {
        auto compared = sim::compareRulings(sc, variants, sim::CompareOptions{.replays = true, .maxSteps = kMaxReportSubsteps + 1});
        if (!compared)
            return std::unexpected(words::scenarioErrorText(compared.error()));
        runs = std::move(compared->runs);
        compared->runs.clear();
        cmp = std::move(*compared);
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (runs[i].replay && runs[i].replay->length() > kMaxReportSubsteps)
            return std::unexpected(RulingReport::tr("%1 plays more than %2 substeps; a report shows at most %2 (play fewer turns)")
                                       .arg(words::rulingLabel(sc, variants[i]))
                                       .arg(kMaxReportSubsteps));
        auto r = rulingOf(std::move(runs[i]), words::rulingLabel(sc, variants[i]), o);
        if (!r)
            return std::unexpected(r.error());
        cite(c, r->steps);
        c.rulings.push_back(std::move(*r));
    }
    if (cmp)
        addComparison(c, *cmp);
    return c;
}

} // namespace rf::render::report
