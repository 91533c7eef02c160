// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/printable.h"
#include "cli/rulingargs.h"
#include "io/scenario/scenariofile.h"
#include "rules/options.h"
#include "sim/compare.h"
#include "text/statetext.h"
#include "text/tracetext.h"

#include <algorithm>
#include <format>
#include <string_view>

// `compare`: one scenario under several rulings, the first phase where they part and the final
// states side by side. The logic is sim::compareRulings; this file only parses and prints.
namespace rf::cli {

namespace {

std::string outcomeText(const sim::RobotView &o, const rules::RulesetTraits &traits)
{
    if (o.eliminated)
        return std::format("eliminated, flags {}", o.flags);
    std::string s = o.inPlay ? std::format("{},{} {}", o.at.x, o.at.y, model::directionLetter(o.facing)) : std::string("destroyed");
    s += std::format(", {} {}, flags {}", traits.deckPerRobot ? "SPAM" : "damage", o.damage, o.flags);
    if (traits.energy)
        s += std::format(", energy {}", o.energy);
    if (traits.reboots && o.rebooted)
        s += ", rebooted";
    if (traits.lives)
        s += std::format(", lives {}", o.lives);
    return s;
}

// "Blue: Virus cards taken 0 (renegade) | 1 (renegade, virus-radius-square on)".
std::string partedText(const sim::PartedField &f, const sim::Comparison &cmp)
{
    const std::string label(sim::fieldInfo(f.field).label);
    std::string s = f.robot >= 0 ? std::format("{}: {}", text::printable(f.robotName), label)
                                 : std::format("{}", label);
    bool first = true;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i) {
        if (!cmp.runs[i].plays())
            continue;
        s += std::format("{} {} ({})", first ? "" : " |", text::printable(f.values[i]), cmp.runs[i].variant.label);
        first = false;
    }
    return s;
}

std::string expectationsText(const sim::Comparison &cmp)
{
    std::string s;
    for (const sim::VariantRun &run : cmp.runs)
        if (run.plays())
            s += run.checks.empty() ? std::format("{}none stated under {}", s.empty() ? "" : ", ", run.variant.label)
                                    : std::format("{}{} of {} under {}", s.empty() ? "" : ", ", run.expectationsHeld(), run.checks.size(), run.variant.label);
    return s;
}

std::string table(const std::vector<std::vector<std::string>> &rows)
{
    std::vector<std::size_t> width;
    for (const auto &row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            width.resize(std::max(width.size(), row.size()), 0);
            width[c] = std::max(width[c], row[c].size());
        }
    std::string s;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line = "  ";
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            line += rows[r][c];
            if (c + 1 < rows[r].size())
                line += std::string(width[c] - rows[r][c].size(), ' ') + " | ";
        }
        s += line + '\n';
        if (r == 0) {
            std::string rule = "  ";
            for (std::size_t c = 0; c < width.size(); ++c)
                rule += std::string(width[c], '-') + (c + 1 < width.size() ? "-+-" : "");
            s += rule + '\n';
        }
    }
    return s;
}

// The comparison's text is written out in pieces as it is made, so that a long one (225,000
// translated cards, 10 MB) is never held whole (issue 45). Each piece ends where an appended
// string ends, so no UTF-8 sequence is split.
class PieceWriter {
public:
    explicit PieceWriter(QTextStream &out)
        : m_out(out)
    {}
    PieceWriter(const PieceWriter &) = delete;
    PieceWriter &operator=(const PieceWriter &) = delete;
    ~PieceWriter() { flush(); }
    PieceWriter &operator+=(std::string_view text)
    {
        m_text += text;
        if (m_text.size() >= kPiece)
            flush();
        return *this;
    }
    PieceWriter &operator+=(char c) { return *this += std::string_view(&c, 1); }
    void flush()
    {
        m_out << QString::fromUtf8(m_text.data(), static_cast<qsizetype>(m_text.size()));
        m_text.clear();
    }

private:
    static constexpr std::size_t kPiece = 64 * 1024;
    QTextStream &m_out;
    std::string m_text;
};

void writeComparison(QTextStream &out, const model::Scenario &sc, const sim::Comparison &cmp)
{
    PieceWriter s(out);
    if (!sc.title.empty())
        s += std::format("Scenario: {}\n", text::printable(sc.title));
    s += "Rulings:";
    for (std::size_t i = 0; i < cmp.runs.size(); ++i)
        s += std::format("{} {}", i ? " |" : "", cmp.runs[i].variant.label);
    s += '\n';
    for (const sim::VariantRun &run : cmp.runs) {
        if (run.translations.empty())
            continue;
        s += std::format("\nPrograms translated for {}:\n", run.variant.label);
        for (const rules::TranslationNote &n : run.translations)
            s += std::format("  {}\n", text::translationText(n));
    }
    for (const sim::VariantRun &run : cmp.runs)
        if (run.error)
            s += std::format("\n{} cannot play this scenario: {}\n", run.variant.label, text::scenarioErrorText(*run.error));

    if (cmp.verdict == sim::Comparison::Verdict::NotCompared) {
        s += "\nNothing compared: fewer than two of the rulings can play this scenario.\n";
    } else if (!cmp.divergence) {
        if (cmp.expectationsDiffer)
            s += std::format("\nThe game is the same at the end of every phase, but the expectations differ: {} hold.\n", expectationsText(cmp));
        else
            s += "\nNo difference: every ruling gives the same game at the end of every phase, and the same expectations hold.\n";
    } else {
        const sim::Divergence &d = *cmp.divergence;
        s += std::format("\nFirst difference: {}\n", text::phaseMoment(d.moment.turn, d.moment.reg, d.moment.phase));
        for (const sim::PartedField &f : d.fields)
            s += "  " + partedText(f, cmp) + '\n';
        for (std::size_t i = 0; i < cmp.runs.size(); ++i) {
            const sim::VariantRun &run = cmp.runs[i];
            if (!run.plays() || d.events.empty())
                continue;
            s += std::format("\n  under {}:\n", run.variant.label);
            if (d.events[i].empty())
                s += "    (nothing happens in this phase)\n";
            for (const std::size_t e : d.events[i]) {
                const game::Event &ev = run.trace.events[e];
                const std::string actor =
                    ev.actor >= 0 && static_cast<std::size_t>(ev.actor) < run.trace.header.robots.size()
                        ? text::printable(run.trace.header.robots[static_cast<std::size_t>(ev.actor)].name)
                        : std::string();
                if (ev.kind == game::EventKind::Card)
                    s += std::format("    {} plays {}\n", actor, ev.card ? model::cardText(*ev.card) : std::string("nothing"));
                else
                    s += std::format("    {}\n", game::eventKindName(ev.kind));
                for (const game::Note &n : ev.notes)
                    s += std::format("      - {}  [{}]\n", text::noteText(run.trace, n), game::codeName(n.code));
            }
        }
        if (cmp.expectationsDiffer)
            s += std::format("\nExpectations: {} hold.\n", expectationsText(cmp));
    }

    if (const auto dealt = sim::dealtDifference(sc, cmp)) {
        s += std::format("\nNote: the programs were dealt at random and each edition deals its own cards: {}'s register {} of turn {} is",
                         text::printable(dealt->robot), dealt->reg, dealt->turn);
        for (std::size_t i = 0; i < cmp.runs.size(); ++i)
            if (cmp.runs[i].plays())
                s += std::format("{} {} under {}", i ? "," : "", dealt->cards[i] ? model::cardText(*dealt->cards[i]) : std::string("no card"),
                                 cmp.runs[i].variant.label);
        s += ". The rulings may part for that and not for a rule: give the robots programs in the scenario to compare the rules alone.\n";
    }

    s += "\nFinal state:\n";
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> head{"robot"};
    for (const sim::VariantRun &run : cmp.runs)
        if (run.plays())
            head.push_back(run.variant.label);
    rows.push_back(head);
    const sim::VariantRun *first = nullptr;
    for (const sim::VariantRun &run : cmp.runs)
        if (run.plays() && !first)
            first = &run;
    if (first) {
        for (std::size_t r = 0; r < first->final.robots.size(); ++r) {
            std::vector<std::string> row{text::printable(first->final.robots[r].name)};
            for (const sim::VariantRun &run : cmp.runs)
                if (run.plays())
                    row.push_back(r < run.final.robots.size() ? outcomeText(run.final.robots[r], rules::traitsOf(run.variant.ruleset)) : std::string("?"));
            rows.push_back(row);
        }
        std::vector<std::string> win{"winner"};
        std::vector<std::string> checks{"expectations"};
        for (const sim::VariantRun &run : cmp.runs) {
            if (!run.plays())
                continue;
            win.push_back(run.winner.empty() ? "none" : text::printable(run.winner));
            if (run.expectationsChecked == 0)
                checks.push_back("none stated");
            else if (run.mismatches.empty())
                checks.push_back("PASS");
            else
                checks.push_back(std::format("FAIL ({} mismatch(es))", run.mismatches.size()));
        }
        rows.push_back(win);
        rows.push_back(checks);
        s += table(rows);
        if (!cmp.finalFields.empty()) {
            s += "\nWhere the final states part:\n";
            for (const sim::PartedField &f : cmp.finalFields)
                s += "  " + partedText(f, cmp) + '\n';
        }
    }
}

} // namespace

int runCompare(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Play one scenario under several rulings (rulesets and rule options) and print, substep by substep, the first phase where "
        "the outcomes differ, then the final robot states side by side. Programs are translated between editions where a card "
        "exists in both (docs/rules.md). Exit status: 0 the same outcome, 1 the outcomes differ, 2 bad input."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The scenario (*.rfscenario)."));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("A ruleset to play (%1); repeat it. Default: the scenario's.").arg(QString::fromStdString(rules::rulesetList())),
                                     QStringLiteral("ID"));
    const QCommandLineOption option(QStringLiteral("option"),
                                    QStringLiteral("A rule option to play flipped (NAME) or set (NAME=on|off), as one more ruling on the first ruleset; repeat it."),
                                    QStringLiteral("NAME[=on|off]"));
    parser.addOptions({ruleset, option});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        io.err << "rallyforge-cli compare: expected one scenario file\n";
        return kExitBadInput;
    }
    const FileScope reading(files.first());
    const auto scenario = io::readScenarioFile(files.first());
    if (!scenario) {
        io.err << printable(scenario.error().toString()) << '\n';
        return kExitBadInput;
    }
    const auto parsed = rulingVariants(parser.values(ruleset), parser.values(option), *scenario);
    if (!parsed) {
        io.err << "rallyforge-cli compare: " << printable(parsed.error()) << '\n';
        return kExitBadInput;
    }
    const std::vector<sim::RulingVariant> &variants = *parsed;
    if (variants.size() < 2) {
        io.err << "rallyforge-cli compare: give at least two rulings (two --ruleset, or --option)\n";
        return kExitBadInput;
    }
    const auto cmp = sim::compareRulings(*scenario, variants);
    if (!cmp) {
        io.err << files.first() << ": " << printable(text::scenarioErrorText(cmp.error())) << '\n';
        return kExitBadInput;
    }
    writeComparison(io.out, *scenario, *cmp);
    switch (cmp->verdict) {
    case sim::Comparison::Verdict::Same: return kExitOk;
    case sim::Comparison::Verdict::Differ: return kExitFailure;
    case sim::Comparison::Verdict::NotCompared: return kExitBadInput;
    }
    return kExitBadInput;
}

} // namespace rf::cli
