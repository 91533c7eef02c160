// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which editions a rule option belongs to (rf::rules::OptionInfo::appliesTo, which the editor's Setup
// panel follows): flipping an option that does not apply to a scenario's edition never changes
// its game, and an option that applies changes the game of some scenario of that edition.
#include "io/scenario/scenariofile.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <map>
#include <set>
#include <string>
#include <utility>

#include "testmain.h"

namespace {

// Every scenario of the test corpus and the shipped library.
QStringList optionCorpus()
{
    QStringList files;
    for (const QString &root :
         {QStringLiteral(RF_TEST_DATA_DIR "/scenarios"), QStringLiteral(RF_SOURCE_DIR "/boards/scenarios")}) {
        QDirIterator it(root, {QStringLiteral("*.rfscenario")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

// The game played: its trace without the header (which lists the options in effect), and its
// final state (piles and decks the trace does not show).
std::optional<std::pair<std::string, rf::game::GameState>> playedGame(const rf::model::Scenario &sc)
{
    auto r = rf::sim::runScenario(sc, rf::sim::ScenarioRun::Options{.record = true});
    if (!r)
        return std::nullopt;
    r->trace.header.options.clear();
    return std::pair(rf::text::traceText(r->trace), std::move(r->finalState));
}

bool flippedValue(const rf::model::Scenario &sc, const rf::rules::OptionInfo &o)
{
    const auto it = sc.options.find(std::string(o.name));
    return !(it != sc.options.end() ? it->second : o.defaultValue);
}

} // namespace

class TestOptionEditions : public QObject {
    Q_OBJECT
private slots:
    void flipsInItsEditionsOnly()
    {
        const QStringList files = optionCorpus();
        QVERIFY(files.size() >= 150);
        // Per edition, the options that changed some game of it.
        std::map<std::string, std::set<std::string>> changing;
        std::map<std::string, int> played;
        for (const QString &file : files) {
            const auto sc = rf::io::readScenarioFile(file);
            if (!sc)
                continue; // the bad-input corpus
            if (!playedGame(*sc))
                continue; // refused on purpose
            // No scenario starts two robots on one square, which virtual-start is about: each is
            // played that way too.
            std::vector<rf::model::Scenario> games{*sc};
            if (sc->robots.size() >= 2) {
                games.push_back(*sc);
                games.back().robots[1].at = sc->robots[0].at;
            }
            for (const rf::model::Scenario &g : games) {
                // Refused (a bad-input scenario, or two robots on one square without
                // virtual-start): an option may still make it playable.
                const auto before = playedGame(g);
                ++played[g.ruleset];
                const rf::rules::RulesetTraits &traits = rf::rules::traitsOf(g.ruleset);
                for (const rf::rules::OptionInfo &o : rf::rules::optionTable()) {
                    rf::model::Scenario other = g;
                    other.options[std::string(o.name)] = flippedValue(g, o);
                    const auto after = playedGame(other);
                    const bool changed = after != before;
                    if (changed)
                        changing[g.ruleset].insert(std::string(o.name));
                    QVERIFY2(!changed || rf::rules::optionApplies(o, traits),
                             qPrintable(QStringLiteral("%1 changes %2, a game of %3, where it is said not to apply")
                                            .arg(QLatin1String(o.name.data(), static_cast<qsizetype>(o.name.size())),
                                                 file, QString::fromStdString(g.ruleset))));
                }
            }
        }
        // Both editions are played, and what is said to apply to one is seen to act in it.
        for (const std::string_view id : rf::rules::availableRulesets()) {
            QVERIFY2(played[std::string(id)] >= 20, std::string(id).c_str());
            for (const rf::rules::OptionInfo &o : rf::rules::optionTable())
                if (rf::rules::optionApplies(o, rf::rules::traitsOf(id)))
                    QVERIFY2(changing[std::string(id)].contains(std::string(o.name)),
                             qPrintable(QStringLiteral("%1 is said to apply to %2, but changes none of its %3 games")
                                            .arg(QLatin1String(o.name.data(), static_cast<qsizetype>(o.name.size())),
                                                 QLatin1String(id.data(), static_cast<qsizetype>(id.size())))
                                            .arg(played[std::string(id)])));
        }
    }
};

RF_TEST_APPLESS_MAIN(TestOptionEditions)
#include "tst_optioneditions.moc"
