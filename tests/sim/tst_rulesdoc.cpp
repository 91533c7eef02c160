// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every explanation code of the trace links to an anchor that exists in docs/rules.md.
#include "game/event.h"
#include "rules/scenarioerror.h"

#include <QTest>

#include <fstream>
#include <set>
#include <sstream>

#include "testmain.h"

class TestRulesDoc : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasAnAnchor()
    {
        std::ifstream in(RF_SOURCE_DIR "/docs/rules.md");
        QVERIFY(in.good());
        std::stringstream text;
        text << in.rdbuf();
        const std::string doc = text.str();
        std::set<std::string> names;
        for (int c = 0; c < rf::game::kCodeCount; ++c) {
            const auto code = static_cast<rf::game::Code>(c);
            const std::string name(rf::game::codeName(code));
            QVERIFY2(!name.empty() && names.insert(name).second, name.c_str());
            const std::string anchor = "id=\"" + std::string(rf::game::ruleAnchor(code)) + "\"";
            QVERIFY2(doc.find(anchor) != std::string::npos, qPrintable(QString::fromStdString(name + " -> " + anchor + " missing in docs/rules.md")));
        }
    }
    void everyErrorAnchorExists()
    {
        // A scenario error names the rule it enforces where there is one.
        std::ifstream in(RF_SOURCE_DIR "/docs/rules.md");
        std::stringstream text;
        text << in.rdbuf();
        const std::string doc = text.str();
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
