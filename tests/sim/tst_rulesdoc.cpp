// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rule texts as files: every rule a trace code cites is in docs/rules/<book>.md, the book of
// its edition; the books speak to players (no engine names in them); the scenario errors' anchors
// are in the engine notes, docs/rules.md.
#include "game/event.h"
#include "rules/options.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"
#include "rules/scenarioerror.h"

#include <QTest>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "testmain.h"

namespace {

std::string readFile(const std::string &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string bookFile(std::string_view book) { return RF_SOURCE_DIR "/docs/rules/" + std::string(book) + ".md"; }

} // namespace

class TestRulesDoc : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasAnAnchor_data()
    {
        QTest::addColumn<QByteArray>("ruleset");
        for (const std::string_view id : rf::rules::availableRulesets())
            QTest::newRow(std::string(id).c_str()) << QByteArray(id.data(), static_cast<qsizetype>(id.size()));
    }
    void everyCodeHasAnAnchor()
    {
        QFETCH(QByteArray, ruleset);
        const rf::rules::Ruleset *r = rf::rules::rulesetById(ruleset.toStdString());
        QVERIFY(r);
        const std::string doc = readFile(bookFile(r->rulebook().book));
        QVERIFY2(!doc.empty(), bookFile(r->rulebook().book).c_str());
        std::set<std::string> names;
        int cited = 0;
        for (int c = 0; c < rf::game::kCodeCount; ++c) {
            const auto code = static_cast<rf::game::Code>(c);
            const std::string name(rf::game::codeName(code));
            QVERIFY2(!name.empty() && names.insert(name).second, name.c_str());
            const rf::rules::RuleRef rule = rf::rules::citedRule(*r, code);
            if (rule.empty())
                continue; // declared absent from this edition
            ++cited;
            const std::string anchor = "<a id=\"" + std::string(rule.anchor) + "\"></a>";
            QVERIFY2(doc.find(anchor) != std::string::npos, (name + " -> " + rule.reference() + " missing in its book").c_str());
        }
        QVERIFY(cited > 50);
    }

    // Written for players: code marks only around rule options, which players choose by name; no
    // engine names (namespaces, files, scenario fields in camel case, JSON paths).
    void booksSpeakToPlayers_data()
    {
        QTest::addColumn<QByteArray>("book");
        for (const rf::rules::Rulebook *b : rf::rules::rulebooks())
            QTest::newRow(std::string(b->book).c_str()) << QByteArray(b->book.data(), static_cast<qsizetype>(b->book.size()));
    }
    void booksSpeakToPlayers()
    {
        QFETCH(QByteArray, book);
        const std::string doc = readFile(bookFile(book.toStdString()));
        QVERIFY(!doc.empty());
        std::set<std::string> options;
        for (const rf::rules::OptionInfo &o : rf::rules::optionTable())
            options.insert(std::string(o.name));
        static const std::regex code("`([^`]*)`");
        for (auto it = std::sregex_iterator(doc.begin(), doc.end(), code); it != std::sregex_iterator(); ++it)
            QVERIFY2(options.contains((*it)[1].str()), ("`" + (*it)[1].str() + "` is not a rule option").c_str());
        static const std::regex engine(R"(::|\.cpp\b|\.h\b|\.json\b|\$\.|\b[a-z]+[A-Z][A-Za-z]*\b|\[\])");
        std::smatch m;
        QVERIFY2(!std::regex_search(doc, m, engine), ("an engine name in a players' book: " + m.str()).c_str());
    }

    void everyErrorAnchorExists()
    {
        // A scenario error names the rule it enforces where there is one (the engine notes).
        const std::string doc = readFile(RF_SOURCE_DIR "/docs/rules.md");
        QVERIFY(!doc.empty());
        for (int c = 0; c < rf::rules::kScenarioErrorCount; ++c) {
            const auto &info = rf::rules::scenarioErrorInfo(static_cast<rf::rules::ScenarioError::Code>(c));
            if (info.anchor.empty())
                continue;
            const std::string anchor = "id=\"" + std::string(info.anchor) + "\"";
            QVERIFY2(doc.find(anchor) != std::string::npos, qPrintable(QString::fromStdString(std::string(info.name) + " -> " + anchor)));
        }
    }
};

RF_TEST_APPLESS_MAIN(TestRulesDoc)
#include "tst_rulesdoc.moc"
