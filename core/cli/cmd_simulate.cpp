// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/printable.h"
#include "io/scenario/scenariofile.h"
#include "io/scenario/tracejson.h"
#include "rules/ruleset.h"
#include "sim/scenariorun.h"
#include "text/tracetext.h"

namespace rf::cli {

namespace {

// The trace is written in pieces as the game is played and each piece dropped once written, so
// that memory stays bounded by the game and a piece, not by the output (a 3.6 MB scenario's
// JSON took 2.6 GB when the whole text was built first, issue 45). The bytes are those of
// traceText and traceToJson.
constexpr std::size_t kEntriesPerPiece = 4096;

class TraceWriter {
public:
    TraceWriter(QTextStream &out, bool json)
        : m_out(out)
        , m_json(json)
    {}
    // The entries recorded since the last piece (the first piece carries the game's header).
    void write(sim::Trace piece)
    {
        if (!m_started) {
            m_header = piece.header;
            m_out << QString::fromUtf8(m_json ? io::traceJsonHead(piece)
                                              : QByteArray::fromStdString(text::traceHeaderText(piece)));
            m_started = true;
        } else {
            piece.header = m_header;
        }
        if (piece.entries.empty())
            return;
        m_out << QString::fromUtf8(m_json ? io::traceJsonEntries(piece, !m_anyEntries)
                                          : QByteArray::fromStdString(text::traceEntriesText(piece)));
        m_anyEntries = true;
    }
    void finish(const game::GameState &final)
    {
        m_out << QString::fromUtf8(m_json ? io::traceJsonTail(m_anyEntries, &final)
                                          : QByteArray::fromStdString(text::finalStateText(final, rules::traitsOf(m_header.ruleset))));
    }

private:
    QTextStream &m_out;
    bool m_json = false;
    bool m_started = false;
    bool m_anyEntries = false;
    sim::TraceHeader m_header{};
};

} // namespace

int runSimulate(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Play a scenario (*.rfscenario) and print every turn, register, phase and substep with what moved and why, "
        "then the final state."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The scenario to play."));
    const QCommandLineOption turns(QStringLiteral("turns"), QStringLiteral("Play N whole turns (default: the scenario's own length)."), QStringLiteral("N"));
    const QCommandLineOption registers(QStringLiteral("registers"), QStringLiteral("Play N registers from the start instead."), QStringLiteral("N"));
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output: text (default) or json (the trace, then the final state of every robot)."), QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Override the scenario's random seed."), QStringLiteral("S"));
    parser.addOptions({turns, registers, format, seed});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        io.err << "rallyforge-cli simulate: expected one scenario file\n";
        return kExitBadInput;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        io.err << "rallyforge-cli simulate: --format must be text or json\n";
        return kExitBadInput;
    }
    sim::RunLimits limits;
    auto number = [&](const QCommandLineOption &o, int max) -> std::optional<int> {
        bool ok = false;
        const int n = parser.value(o).toInt(&ok);
        if (!ok || n < 1 || n > max)
            return std::nullopt;
        return n;
    };
    if (parser.isSet(turns) && parser.isSet(registers)) {
        io.err << "rallyforge-cli simulate: give --turns or --registers, not both\n";
        return kExitBadInput;
    }
    if (parser.isSet(turns)) {
        limits.turns = number(turns, 10000);
        if (!limits.turns) {
            io.err << "rallyforge-cli simulate: --turns needs a number from 1 to 10000\n";
            return kExitBadInput;
        }
    }
    if (parser.isSet(registers)) {
        limits.registers = number(registers, 50000);
        if (!limits.registers) {
            io.err << "rallyforge-cli simulate: --registers needs a number from 1 to 50000\n";
            return kExitBadInput;
        }
    }
    if (parser.isSet(seed)) {
        bool ok = false;
        limits.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            io.err << "rallyforge-cli simulate: --seed needs a non-negative integer\n";
            return kExitBadInput;
        }
    }
    const FileScope reading(files.first());
    const auto scenario = io::readScenarioFile(files.first());
    if (!scenario) {
        io.err << printable(scenario.error().toString()) << '\n';
        return kExitBadInput;
    }
    auto run = sim::ScenarioRun::create(*scenario, sim::ScenarioRun::Options{.limits = limits, .record = true});
    if (!run) {
        io.err << printable(files.first()) << ": " << printable(text::scenarioErrorText(run.error())) << '\n';
        return kExitBadInput;
    }
    const bool json = fmt == QLatin1String("json");
    if (!json && !scenario->title.empty())
        io.out << "Scenario: " << printable(scenario->title) << '\n';
    if (!json && !scenario->description.empty())
        io.out << printable(scenario->description) << '\n';
    TraceWriter writer(io.out, json);
    while (run->step())
        if (run->trace().entries.size() >= kEntriesPerPiece)
            writer.write(run->takeTrace());
    writer.write(run->takeTrace());
    writer.finish(run->state());
    for (const rules::ScenarioError &skipped : run->skippedWhatIfs())
        io.err << printable(files.first()) << ": warning: " << printable(text::scenarioErrorText(skipped))
               << " (left out)\n";
    // The trace written so far stands (it shows how the cards grew); the game was refused.
    if (const auto refused = run->refusal()) {
        io.err << printable(files.first()) << ": " << printable(text::scenarioErrorText(*refused)) << '\n';
        return kExitBadInput;
    }
    return kExitOk;
}

} // namespace rf::cli
