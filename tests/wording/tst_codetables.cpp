// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The code tables (game notes, scenario errors, translation notes, diagnostics, rule options):
// every code has one row with a name and a template, and every template uses exactly the
// arguments its row names. A code added without a row, or a template that leaves an argument
// out or names one it does not have, fails here.
#include "analysis/generateerror.h"
#include "game/decisionuse.h"
#include "game/event.h"
#include "rules/options.h"
#include "rules/scenarioerror.h"
#include "rules/translate.h"
#include "sim/expectations.h"
#include "text/fill.h"
#include "text/tracetext.h"
#include "validate/codes.h"

#include <QTest>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "testmain.h"

Q_DECLARE_METATYPE(rf::model::Decision)

namespace {

std::string sourceFile(const std::string &path)
{
    std::ifstream in(RF_SOURCE_DIR "/" + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The enumerators of `enum class Code` in a header: what the table must have a row for.
int enumeratorCount(const std::string &header, const std::string &opening)
{
    const std::string text = sourceFile(header);
    const auto start = text.find(opening);
    if (start == std::string::npos)
        return -1;
    const auto end = text.find("};", start);
    std::string body = text.substr(start + opening.size(), end - start - opening.size());
    body = std::regex_replace(body, std::regex("//[^\n]*"), "");
    const std::regex name("\\b[A-Z][A-Za-z0-9]*\\s*(=\\s*[0-9]+\\s*)?,");
    return static_cast<int>(std::distance(std::sregex_iterator(body.begin(), body.end(), name), std::sregex_iterator()));
}

// The placeholder set the argument letters of a row ask for: %1..%k, and %n for 'n'.
rf::text::Placeholders expected(std::string_view args)
{
    rf::text::Placeholders p;
    int k = 0;
    for (const char c : args) {
        if (c == 'n')
            p.count = true;
        else
            p.numbered |= 1U << k++;
    }
    return p;
}

QByteArray describe(std::string_view text, rf::text::Placeholders p)
{
    return QByteArray::fromStdString(std::string(text)) + " uses " + QByteArray::number(p.numbered, 2) +
           (p.count ? " and %n" : "");
}

} // namespace

class TestCodeTables : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasARow_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("opening");
        QTest::addColumn<int>("rows");
        QTest::newRow("trace notes") << "core/game/event.h" << "enum class Code : std::uint8_t {" << rf::game::kCodeCount;
        QTest::newRow("void reasons") << "core/game/event.h" << "enum class VoidReason : std::uint8_t {" << rf::game::kVoidReasonCount;
        QTest::newRow("decision uses") << "core/model/scenario.h" << "enum class DecisionUse : std::uint8_t {" << rf::game::kDecisionUseCount;
        QTest::newRow("scenario errors") << "core/rules/scenarioerror.h" << "enum class Code : std::uint8_t {" << rf::rules::kScenarioErrorCount;
        QTest::newRow("translation notes") << "core/rules/translate.h" << "enum class Code : std::uint8_t {" << rf::rules::kTranslationCodeCount;
        QTest::newRow("expectation findings") << "core/sim/expectations.h" << "enum class Finding : std::uint8_t {" << rf::sim::kFindingCount;
        QTest::newRow("generate errors") << "core/analysis/generator.h" << "enum class Code : std::uint8_t {" << rf::analysis::kGenerateErrorCount;
    }
    void everyCodeHasARow()
    {
        QFETCH(QString, header);
        QFETCH(QString, opening);
        QFETCH(int, rows);
        QCOMPARE(enumeratorCount(header.toStdString(), opening.toStdString()), rows);
    }

    void noteTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("code");
        for (int c = 0; c < rf::game::kCodeCount; ++c)
            QTest::newRow(std::string(rf::game::codeName(static_cast<rf::game::Code>(c))).c_str()) << c;
    }
    void noteTemplatesTakeTheirArguments()
    {
        QFETCH(int, code);
        const rf::game::CodeInfo &info = rf::game::codeInfo(static_cast<rf::game::Code>(code));
        QVERIFY(!info.name.empty());
        std::vector<rf::game::Wording> wordings{info.wording};
        if (info.variant != rf::game::Variant::None)
            wordings.push_back(info.otherwise);
        for (const rf::game::Wording &w : wordings) {
            QVERIFY(!w.text.empty());
            QVERIFY(std::string_view(w.args).find_first_not_of("rRocdvnkpguw") == std::string_view::npos);
            const auto found = rf::text::placeholders(w.text);
            const auto want = expected(w.args);
            QVERIFY2(found.numbered == want.numbered && found.count == want.count, describe(w.text, found).constData());
        }
    }

    // A decision use's note is filled from a trace note, its choice from the decision itself.
    void decisionUseTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("use");
        for (int u = 0; u < rf::game::kDecisionUseCount; ++u)
            QTest::newRow(std::string(rf::game::decisionUseInfo(static_cast<rf::model::DecisionUse>(u)).name).c_str()) << u;
    }
    void decisionUseTemplatesTakeTheirArguments()
    {
        QFETCH(int, use);
        const rf::game::DecisionUseInfo &info = rf::game::decisionUseInfo(static_cast<rf::model::DecisionUse>(use));
        QVERIFY(!info.name.empty() && info.name != "?");
        QCOMPARE(rf::game::useWording(static_cast<rf::model::DecisionUse>(use)).text, info.note.text);
        std::vector<std::pair<rf::game::Wording, std::string_view>> wordings{{info.note, "pgk"}, {info.choice, "psgGkKlneda"}};
        if (!info.replacing.text.empty())
            wordings.emplace_back(info.replacing, "psgGkKln");
        for (const auto &[w, letters] : wordings) {
            QVERIFY(!w.text.empty());
            QVERIFY(std::string_view(w.args).find_first_not_of(letters) == std::string_view::npos);
            const auto found = rf::text::placeholders(w.text);
            const auto want = expected(w.args);
            QVERIFY2(found.numbered == want.numbered && found.count == want.count, describe(w.text, found).constData());
        }
    }

    // The CLI fills a choice's row with the file ids of the cards it names.
    void choicesAreWordedInEnglish_data()
    {
        using namespace rf::model;
        QTest::addColumn<Decision>("decision");
        QTest::addColumn<QString>("text");
        QTest::newRow("discard") << Decision{.use = DecisionUse::DiscardOption, .subject = OptionId::Brakes}
                                 << "discard brakes to cancel a damage point";
        QTest::newRow("buy") << Decision{.use = DecisionUse::Buy, .upgrade = UpgradeId::RailGun} << "buy rail-gun (2 energy)";
        QTest::newRow("buy in place") << Decision{.use = DecisionUse::Buy, .upgrade = UpgradeId::RailGun, .upgradeSubject = UpgradeId::Brakes}
                                      << "buy rail-gun (2 energy) in place of brakes";
        QTest::newRow("routine") << Decision{.use = DecisionUse::RoutineCard, .routine = CardKind::SandboxRoutine} << "play Sandbox Routine as move 1";
        QTest::newRow("pick") << Decision{.use = DecisionUse::PickDamage, .card = CardKind::Worm} << "take Worm instead";
        // The Haywires' choices (RULES.md 10.16): a side, a direction, a number.
        QTest::newRow("haywire side") << Decision{.use = DecisionUse::HwSide2, .side = 1} << "Haywire: move 2 squares right";
        QTest::newRow("haywire facing") << Decision{.use = DecisionUse::HwFaceAny, .dir = Direction::West} << "Haywire: face west, then move 1";
        QTest::newRow("haywire pay") << Decision{.use = DecisionUse::HwPayEnergy, .count = 2} << "Haywire: pay 2 energy, move 2 squares per energy";
    }
    void choicesAreWordedInEnglish()
    {
        QFETCH(rf::model::Decision, decision);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(rf::text::choiceText(decision)), text);
    }

    void errorTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("code");
        for (int c = 0; c < rf::rules::kScenarioErrorCount; ++c)
            QTest::newRow(std::string(rf::rules::scenarioErrorInfo(static_cast<rf::rules::ScenarioError::Code>(c)).name).c_str()) << c;
    }
    void errorTemplatesTakeTheirArguments()
    {
        QFETCH(int, code);
        const auto &info = rf::rules::scenarioErrorInfo(static_cast<rf::rules::ScenarioError::Code>(code));
        QVERIFY(!info.name.empty() && !info.text.empty());
        QVERIFY(std::string_view(info.args).find_first_not_of("rotONPVTGcWHLS") == std::string_view::npos);
        const auto found = rf::text::placeholders(info.text);
        QVERIFY2(found.numbered == expected(info.args).numbered && !found.count, describe(info.text, found).constData());
    }

    void generateTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("code");
        for (int c = 0; c < rf::analysis::kGenerateErrorCount; ++c)
            QTest::newRow(std::string(rf::analysis::generateErrorInfo(static_cast<rf::analysis::GenerateError::Code>(c)).name).c_str()) << c;
    }
    void generateTemplatesTakeTheirArguments()
    {
        QFETCH(int, code);
        const auto &info = rf::analysis::generateErrorInfo(static_cast<rf::analysis::GenerateError::Code>(code));
        QVERIFY(!info.name.empty() && !info.text.empty());
        QVERIFY(std::string_view(info.args).find_first_not_of("nvNLHS") == std::string_view::npos);
        rf::text::Placeholders want;
        int k = 0;
        for (const char c : info.args) {
            if (c == 'n' || c == 'v')
                want.count = true;
            else
                want.numbered |= 1U << k++;
        }
        const auto found = rf::text::placeholders(info.text);
        QVERIFY2(found.numbered == want.numbered && found.count == want.count, describe(info.text, found).constData());
    }

    void translationTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("code");
        for (int c = 0; c < rf::rules::kTranslationCodeCount; ++c)
            QTest::newRow(std::string(rf::rules::translationInfo(static_cast<rf::rules::TranslationNote::Code>(c)).name).c_str()) << c;
    }
    void translationTemplatesTakeTheirArguments()
    {
        QFETCH(int, code);
        const auto &info = rf::rules::translationInfo(static_cast<rf::rules::TranslationNote::Code>(code));
        QVERIFY(!info.name.empty() && !info.from.empty());
        // The three templates share the arguments: together they use each one.
        unsigned used = 0;
        for (std::string_view t : {info.from, info.to, info.reason})
            used |= rf::text::placeholders(t).numbered;
        QCOMPARE(used, expected(info.args).numbered);
    }

    void diagnosticTemplatesTakeTheirArguments_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < rf::validate::kCodes.size(); ++i)
            QTest::newRow(std::string(rf::validate::kCodes[i].code).c_str()) << static_cast<int>(i);
    }
    void diagnosticTemplatesTakeTheirArguments()
    {
        QFETCH(int, row);
        const rf::validate::CodeInfo &info = rf::validate::kCodes[static_cast<std::size_t>(row)];
        const auto args = static_cast<int>(std::count(info.args.begin(), info.args.end(), ',')) + (info.args.empty() ? 0 : 1);
        unsigned numbered = 0;
        for (int i = 0; i < args; ++i)
            if (i != info.count)
                numbered |= 1U << i;
        const auto found = rf::text::placeholders(info.text);
        QVERIFY2(found.numbered == numbered && found.count == (info.count >= 0), describe(info.text, found).constData());
    }

    void everyDiagnosticCodeHasARow()
    {
        // Each name declared in validate/codes.h is in the table.
        const std::string text = sourceFile("core/validate/codes.h");
        const std::regex declared("inline constexpr std::string_view k[A-Za-z]+ = \"([a-z-]+)\";");
        int names = 0;
        for (auto it = std::sregex_iterator(text.begin(), text.end(), declared); it != std::sregex_iterator(); ++it, ++names)
            QVERIFY2(rf::validate::codeInfo((*it)[1].str()) != nullptr, (*it)[1].str().c_str());
        QCOMPARE(names, static_cast<int>(rf::validate::kCodes.size()));
    }

    void ruleOptionsHaveDescriptions()
    {
        for (const rf::rules::OptionInfo &o : rf::rules::optionTable())
            QVERIFY2(!o.description.empty() && rf::text::placeholders(o.description).numbered == 0, std::string(o.name).c_str());
    }

    void fillingLeavesNoPlaceholder_data()
    {
        QTest::addColumn<QString>("tmpl");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("filled");
        QTest::newRow("in order") << "%1 moves %2 to %3" << QStringList{"R1", "N", "3,4"} << 0 << "R1 moves N to 3,4";
        QTest::newRow("repeated") << "%1 hits %2; %2 loses" << QStringList{"A", "B"} << 0 << "A hits B; B loses";
        QTest::newRow("count") << "%1 is dealt %n cards" << QStringList{"R1"} << 9 << "R1 is dealt 9 cards";
        QTest::newRow("one pass") << "%1 and %2" << QStringList{"%2", "x"} << 0 << "%2 and x";
        QTest::newRow("missing") << "%1 and %2" << QStringList{"a"} << 0 << "a and ?";
        QTest::newRow("percent") << "100% of %1" << QStringList{"it"} << 0 << "100% of it";
    }
    void fillingLeavesNoPlaceholder()
    {
        QFETCH(QString, tmpl);
        QFETCH(QStringList, args);
        QFETCH(int, count);
        QFETCH(QString, filled);
        std::vector<std::string> a;
        for (const QString &s : args)
            a.push_back(s.toStdString());
        QCOMPARE(QString::fromStdString(rf::text::fill(tmpl.toStdString(), a, count)), filled);
    }

    void everyNoteIsWorded()
    {
        // The CLI's sentence of every code, with every field set, has no placeholder left.
        rf::sim::Trace t;
        t.header.ruleset = "classic";
        t.header.robots.resize(2);
        t.header.robots[0].name = "A";
        t.header.robots[1].name = "B";
        for (int c = 0; c < rf::game::kCodeCount; ++c) {
            for (int other : {-1, 1}) {
                rf::game::Note n{.code = static_cast<rf::game::Code>(c), .robot = 0, .other = other, .cell = {2, 3}, .value = 1, .card = rf::model::Card{rf::model::CardKind::Move2, 500}, .detail = 0};
                const std::string s = rf::text::noteText(t, n);
                QVERIFY2(!s.empty() && s.find('%') == std::string::npos, s.c_str());
                // Without another robot a sentence naming one says "?"; with one, nothing is left out.
                QVERIFY2(other < 0 || s.find('?') == std::string::npos, s.c_str());
            }
        }
    }
};

RF_TEST_APPLESS_MAIN(TestCodeTables)
#include "tst_codetables.moc"
