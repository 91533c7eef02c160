// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlcheck.h"

#include "clirun.h"
#include "io/rulesreference.h"
#include "io/scenario/scenariofile.h"
#include "render/reportcontent.h"
#include "sim/decidingstep.h"
#include "sim/statediff.h"
#include "text/statetext.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "testmain.h"

using namespace rf;

// `rallyforge-cli report`: the ruling report of every shipped scenario, its steps, comparisons,
// rule text, Markdown variant and refusals. (report_browser.py opens the pages in Chromium.)
class TestRulingReport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static QString source(const QString &path) { return QStringLiteral(RF_SOURCE_DIR "/") + path; }
    QString file(const QString &name) const { return m_dir.filePath(name); }

    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Runs `report ARGS -o OUT` and returns the page (empty when the command failed).
    QByteArray report(const QStringList &args, const QString &out)
    {
        const test::CliRun r = test::runCli(QStringList{QStringLiteral("report")} + args + QStringList{QStringLiteral("-o"), out});
        if (r.code != 0)
            qWarning().noquote() << "report" << args << "exit" << r.code << r.err;
        return r.code == 0 ? read(out) : QByteArray();
    }

    // The English of the report's texts that German translates differently: the parts between
    // placeholders of several words (one word may be a name: "Virus", "Blue").
    static QStringList englishFragments()
    {
        static const QStringList contexts{QStringLiteral("rf::render::RulingReport"), QStringLiteral("rf::words::StateWords"), QStringLiteral("StateFields"),
                                          QStringLiteral("rf::words::TraceTexts"), QStringLiteral("TraceNotes"), QStringLiteral("RuleNames"),
                                          QStringLiteral("Expectations"), QStringLiteral("TranslationNotes")};
        QFile ts(source(QStringLiteral("translations/rallyforge_de.ts")));
        if (!ts.open(QIODevice::ReadOnly))
            return {};
        QXmlStreamReader xml(&ts);
        QStringList out;
        QString context, sourceText, translation;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                sourceText = xml.readElementText();
            else if (xml.name() == QLatin1String("translation") && contexts.contains(context)) {
                translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (translation.isEmpty() || translation == sourceText)
                    continue;
                static const QRegularExpression placeholder(QStringLiteral("%[0-9n]|\\(|\\)|: |, "));
                for (QString part : sourceText.split(placeholder)) {
                    part = part.trimmed();
                    if (part.size() >= 8 && part.contains(QLatin1Char(' ')) && !translation.contains(part))
                        out << part;
                }
            }
        }
        out.removeDuplicates();
        return out;
    }

    static QStringList ids(const QByteArray &html, const QString &pattern)
    {
        QStringList out;
        const QRegularExpression re(pattern);
        for (auto it = re.globalMatch(QString::fromUtf8(html)); it.hasNext();)
            out << it.next().captured(1);
        return out;
    }

private slots:
    void shippedScenarios_data()
    {
        QTest::addColumn<QString>("scenario");
        QStringList files{QStringLiteral("boards/demo.rfscenario")};
        for (const QString &name : QDir(source(QStringLiteral("boards/scenarios"))).entryList({QStringLiteral("*.rfscenario")}, QDir::Files, QDir::Name))
            files << QStringLiteral("boards/scenarios/") + name;
        QVERIFY(files.size() > 40);
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).completeBaseName())) << f;
    }

    // Every shipped scenario: a valid page under 2 MB that asks its question, with a picture
    // for the setup and for each step shown, and nothing that reaches outside the file.
    void shippedScenarios()
    {
        QFETCH(QString, scenario);
        const QString out = file(QFileInfo(scenario).completeBaseName() + QStringLiteral(".html"));
        const QByteArray html = report({source(scenario)}, out);
        QVERIFY(!html.isEmpty());
        const QStringList problems = test::htmlProblems(html);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(QLatin1Char('\n'))));
        QVERIFY2(html.size() < 2 * 1024 * 1024, qPrintable(QString::number(html.size())));
        QVERIFY(html.contains("Content-Security-Policy"));
        // No external resource: sources, links and styles point into the page or are data: URLs.
        static const QRegularExpression outward(QStringLiteral("\\b(?:src|href|xlink:href)=\"(?!\\x23|data:)([^\"]*)\""));
        const auto m = outward.match(QString::fromUtf8(html));
        QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0)));
        QVERIFY(!html.contains("<link") && !html.contains("@import") && !html.contains("url(http"));
        // One picture per step section, the setup first.
        const QStringList steps = ids(html, QStringLiteral("<section class=\"step(?: first)?\" id=\"([^\"]+)\""));
        QVERIFY(!steps.isEmpty());
        QCOMPARE(steps.first(), QStringLiteral("r1-setup"));
        QCOMPARE(html.count("<svg class=\"picture\""), qsizetype(steps.size()));
        QCOMPARE(html.count("<use href=\"#board\"/>"), qsizetype(steps.size()));
        QCOMPARE(html.count("<image id=\"board\""), qsizetype(1));
    }

    // What the report shows of every shipped scenario: the step that decides each expectation,
    // every step that changes the game, and in the final state every field any step changed.
    void showsTheRuling_data() { shippedScenarios_data(); }
    void showsTheRuling()
    {
        QFETCH(QString, scenario);
        const auto sc = io::readScenarioFile(source(scenario));
        QVERIFY(sc);
        const auto content = render::report::buildContent(*sc, render::ReportOptions{});
        QVERIFY2(content, qPrintable(content ? QString() : content.error()));
        for (const render::report::Ruling &r : content->rulings) {
            QVERIFY(r.run.replay);
            const sim::Replay &replay = *r.run.replay;
            std::vector<int> shown;
            for (const render::report::Step &s : r.steps)
                shown.push_back(s.position);
            for (const render::report::Check &c : r.checks)
                QVERIFY2(c.position == 0 || std::ranges::find(shown, c.position) != shown.end(), qPrintable(c.text));
            sim::FieldSet changed;
            for (int pos = 1; pos <= replay.length(); ++pos) {
                const auto diffs = sim::differences(sim::viewOf(replay.stateAt(pos - 1)), sim::viewOf(replay.stateAt(pos)));
                QVERIFY2(diffs.empty() || std::ranges::find(shown, pos) != shown.end(), qPrintable(QString::number(pos)));
                for (const sim::FieldDiff &d : diffs)
                    changed.set(static_cast<std::size_t>(d.field));
            }
            QStringList rows;
            for (const QStringList &row : r.finalTable)
                rows << row.value(0);
            for (const QStringList &row : r.gameTable)
                rows << row.value(0);
            for (int f = 0; f < sim::kFieldCount; ++f) {
                const auto field = static_cast<sim::Field>(f);
                if (!changed.test(static_cast<std::size_t>(f)) || field == sim::Field::InPlay || field == sim::Field::Eliminated
                    || field == sim::Field::Place || field == sim::Field::PoweredDown || field == sim::Field::Winner)
                    continue; // the "State" row and the end line say these
                QString label = QString::fromStdString(text::fieldLabel(field));
                label[0] = label[0].toUpper();
                QVERIFY2(rows.contains(label), qPrintable(label));
            }
        }
    }

    // The Worm dispute: the laser step where Blue Screen of Death gives Blue a Worm that the empty
    // pile makes a Virus is shown, and the final state says which card Blue now has.
    void wormRulingShowsTheVirus()
    {
        const QByteArray html = report({source(QStringLiteral("boards/scenarios/upgrade-worm-pile-empty.rfscenario"))}, file(QStringLiteral("worm.html")));
        QVERIFY(!html.isEmpty());
        QVERIFY(html.contains("Virus cards taken"));
        QVERIFY(html.contains("<th>Virus cards taken</th>"));
        QVERIFY(html.contains("Lasers"));
    }

    // A German report speaks German: no sentence or label of the report's own, of the fields, the
    // expectations, the trace notes or the rulings is left in English (the rule quotations are
    // English, marked lang="en"; the scenario's own title, question and names are its author's).
    void germanReport_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("virus, compared") << QStringList{QStringLiteral("boards/scenarios/upgrade-virus-range.rfscenario"), QStringLiteral("--option"),
                                                        QStringLiteral("virus-radius-square")};
        QTest::newRow("worm") << QStringList{QStringLiteral("boards/scenarios/upgrade-worm-pile-empty.rfscenario")};
        QTest::newRow("classic against 2016") << QStringList{QStringLiteral("boards/scenarios/belt-transfer-dispute.rfscenario"), QStringLiteral("--ruleset"),
                                                             QStringLiteral("classic"), QStringLiteral("--ruleset"), QStringLiteral("renegade")};
        QTest::newRow("options") << QStringList{QStringLiteral("boards/scenarios/option-ramming-gear-chain.rfscenario")};
    }
    void germanReport()
    {
        QFETCH(QStringList, args);
        args[0] = source(args[0]);
        const QByteArray html = report(args + QStringList{QStringLiteral("--lang"), QStringLiteral("de")}, file(QStringLiteral("de.html")));
        QVERIFY(!html.isEmpty());
        QVERIFY(html.contains("<html lang=\"de\">"));
        QVERIFY(html.contains("Endstand"));
        QString page = QString::fromUtf8(html);
        // What may stay English: the quoted rules, the scenario's own words, the script and styles.
        page.remove(QRegularExpression(QStringLiteral("<dl class=\"rules\" lang=\"en\">.*?</dl>"), QRegularExpression::DotMatchesEverythingOption));
        page.remove(QRegularExpression(QStringLiteral("<a [^>]*lang=\"en\"[^>]*>.*?</a>")));
        page.remove(QRegularExpression(QStringLiteral("<(h1|style|script|title|svg)[^>]*>.*?</\\1>"), QRegularExpression::DotMatchesEverythingOption));
        page.remove(QRegularExpression(QStringLiteral("<p class=\"question\">.*?</p>"), QRegularExpression::DotMatchesEverythingOption));
        page.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
        const QStringList fragments = englishFragments();
        QVERIFY(fragments.size() > 100);
        QStringList found;
        for (const QString &f : fragments)
            if (page.contains(f))
                found << f;
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(" | "))));
    }

    // A step cites its rule in the book of the edition played; the rule's title and text are in
    // the page, once.
    void ruleTextQuoted()
    {
        const QByteArray html = report({source(QStringLiteral("boards/scenarios/belt-transfer-dispute.rfscenario"))}, file(QStringLiteral("rules.html")));
        QVERIFY(html.contains("href=\"#classic/rule-belts\""));
        QCOMPARE(html.count("<dt id=\"classic/rule-belts\">Conveyor belts (Classic rules)</dt>"), qsizetype(1));
        const QString rule = io::ruleText(QStringLiteral("classic/rule-belts"));
        QVERIFY(rule.startsWith(QLatin1String("Express belts carry")));
        // The rule's words (inline marks become HTML): its second sentence is there verbatim.
        QVERIFY(html.contains("All robots on belts move at the same"));
        QVERIFY(!io::ruleFirstSentence(QStringLiteral("classic/rule-walls")).isEmpty());
        QVERIFY(io::ruleText(QStringLiteral("classic/rule-no-such-rule")).isEmpty());
        QVERIFY(io::ruleText(QStringLiteral("rule-belts")).isEmpty());
    }

    // A 2016 dispute quotes the 2016 book: the Virus, damage cards as cards, no rule left without
    // its text.
    void editionsOwnRulesQuoted()
    {
        const QByteArray html = report({source(QStringLiteral("boards/scenarios/upgrade-virus-range.rfscenario")), QStringLiteral("--steps"), QStringLiteral("all")},
                                     file(QStringLiteral("virus.html")));
        QVERIFY(html.contains("<dt id=\"edition-2016/rule-damage-virus\">Virus (2016 edition rules)</dt>"));
        QVERIFY(!html.contains("(no rule text)"));
        QVERIFY(!html.contains("id=\"classic/"));
    }

    void chosenSteps_data()
    {
        QTest::addColumn<QString>("steps");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("two") << "2,3" << QStringList{"r1-setup", "r1-s2", "r1-s3", "r1-final"};
        QTest::newRow("one, out of order") << "3,1" << QStringList{"r1-setup", "r1-s1", "r1-s3", "r1-final"};
        QTest::newRow("past the end") << "999" << QStringList{"r1-setup", "r1-final"};
    }

    void chosenSteps()
    {
        QFETCH(QString, steps);
        QFETCH(QStringList, expected);
        const QByteArray html = report({source(QStringLiteral("boards/scenarios/belt-transfer-dispute.rfscenario")), QStringLiteral("--steps"), steps},
                                       file(QStringLiteral("chosen.html")));
        QCOMPARE(ids(html, QStringLiteral("<section class=\"step[^\"]*\" id=\"([^\"]+)\"")), expected);
    }

    // Two rulings: where they part, each side's explanation, both plays and their expectations.
    void comparison()
    {
        const QByteArray html = report({source(QStringLiteral("boards/scenarios/belt-transfer-dispute.rfscenario")), QStringLiteral("--option"),
                                        QStringLiteral("belt-transfer")},
                                       file(QStringLiteral("compare.html")));
        QVERIFY(test::htmlProblems(html).isEmpty());
        QVERIFY(html.contains("Where the rulings part"));
        QVERIFY(html.contains("First difference: <strong>Turn 1, register 1 (C: board elements move)</strong>"));
        QCOMPARE(html.count("<div class=\"side\">"), qsizetype(2));
        QVERIFY(html.contains("<h2>Under Classic</h2>"));
        QVERIFY(html.contains("<h2>Under Classic, Belt transfer off</h2>"));
        QVERIFY(html.contains("id=\"r2-setup\""));
        // The scenario expects the default ruling: it holds there and fails with the option off.
        QVERIFY(html.contains("expectations: 1 of 1 hold"));
        QVERIFY(html.contains("expectations: 0 of 1 hold"));
        QCOMPARE(html.count("<li class=\"failed\">"), qsizetype(1));
    }

    void markdown()
    {
        const QString md = file(QStringLiteral("post.md"));
        const QStringList args{QStringLiteral("report"), source(QStringLiteral("boards/scenarios/laser-blocked-by-robot.rfscenario")),
                               QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("-o"), md};
        test::CliRun r = test::runCli(args);
        QCOMPARE(r.code, 0);
        const QString text = QString::fromUtf8(read(md));
        QVERIFY(text.startsWith(QLatin1String("# ")));
        static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
        QStringList pictures;
        for (auto it = image.globalMatch(text); it.hasNext();)
            pictures << it.next().captured(1);
        QVERIFY(pictures.size() >= 2);
        QVERIFY2(QRegularExpression(QStringLiteral("^post-setup-[0-9a-f]{10}\\.png$")).match(pictures.first()).hasMatch(),
                 qPrintable(pictures.first()));
        for (const QString &p : pictures) {
            QImageReader reader(file(p));
            QVERIFY2(reader.canRead(), qPrintable(p));
            QVERIFY(reader.size().width() >= 480);
        }
        // Written again, the same pictures are kept as they are; a file of another content under
        // a picture's name is the user's and is not replaced unless asked.
        QFileInfo setup(file(pictures.first()));
        const QDateTime written = setup.lastModified();
        r = test::runCli(args);
        QCOMPARE(r.code, 0);
        setup.refresh();
        QCOMPARE(setup.lastModified(), written);
        {
            QFile own(file(pictures.first()));
            QVERIFY(own.open(QIODevice::WriteOnly));
            own.write("the user's own picture");
        }
        r = test::runCli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(pictures.first() + QLatin1String(" already exists")), qPrintable(r.err));
        QCOMPARE(read(file(pictures.first())), QByteArray("the user's own picture"));
        r = test::runCli(args + QStringList{QStringLiteral("--force")});
        QCOMPARE(r.code, 0);
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString sc = source(QStringLiteral("boards/scenarios/belt-transfer-dispute.rfscenario"));
        QTest::newRow("bad steps") << QStringList{sc, "--steps", "two", "-o", "@a.html"} << "--steps must be";
        QTest::newRow("zero step") << QStringList{sc, "--steps", "0", "-o", "@a.html"} << "--steps must be";
        QTest::newRow("bad format") << QStringList{sc, "--format", "pdf", "-o", "@a.html"} << "--format must be html or md";
        QTest::newRow("wrong suffix") << QStringList{sc, "-o", "@a.txt"} << "must end in .html";
        QTest::newRow("no output") << QStringList{sc} << "missing -o OUT";
        QTest::newRow("onto its input") << QStringList{sc, "-o", sc} << "must end in .html";
        QTest::newRow("unknown ruleset") << QStringList{sc, "--ruleset", "chess", "-o", "@a.html"} << "unknown ruleset 'chess'";
        QTest::newRow("unknown option") << QStringList{sc, "--option", "gravity", "-o", "@a.html"} << "unknown rule option 'gravity'";
        QTest::newRow("not a scenario") << QStringList{source(QStringLiteral("boards/demo.rfboard")), "-o", "@a.html"} << "demo.rfboard";
        // A 2016 robot reboots and plays on: 1,000 turns are more substeps than a report replays
        // (render::kMaxReportSubsteps), refused before the whole game is kept.
        const QString longGame = file(QStringLiteral("long.rfscenario"));
        QFile f(longGame);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "edition-2016", "course": {"format": "rallyforge-board", "version": 1,
                    "kind": "board", "name": "b", "size": [6, 6], "cells": [{"at": [3, 3], "device": {"kind": "reboot", "dir": "N"}},
                    {"at": [0, 5], "device": {"kind": "antenna", "dir": "E"}}]}, "robots": [{"name": "A", "at": [2, 2], "facing": "N"}], "play": {"turns": 1000}})");
        f.close();
        QTest::newRow("too long a game") << QStringList{longGame, "-o", "@a.html"} << "plays more than 20000 substeps";
    }

    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = file(a.mid(1));
        const test::CliRun r = test::runCli(QStringList{QStringLiteral("report")} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(file(QStringLiteral("a.html"))));
    }

    // The checker itself finds what it is for.
    void checkerFindsFaults_data()
    {
        QTest::addColumn<QByteArray>("html");
        QTest::addColumn<QString>("problem");
        const QByteArray head = "<!DOCTYPE html><html><head><title>t</title></head><body>";
        QTest::newRow("unclosed") << head + "<div><p>x</div></body></html>" << "does not close";
        QTest::newRow("block in p") << head + "<p><ul><li>x</li></ul></p></body></html>" << "inside <p>";
        QTest::newRow("twice the id") << head + "<i id=\"a\"></i><i id=\"a\"></i></body></html>" << "used twice";
        QTest::newRow("dead link") << head + "<a href=\"#nowhere\">x</a></body></html>" << "leads nowhere";
        QTest::newRow("raw ampersand") << head + "a & b</body></html>" << "character reference";
        QTest::newRow("no doctype") << QByteArray("<html><head><title>t</title></head><body></body></html>") << "DOCTYPE";
    }

    void checkerFindsFaults()
    {
        QFETCH(QByteArray, html);
        QFETCH(QString, problem);
        const QStringList found = test::htmlProblems(html);
        QVERIFY2(found.join(QLatin1Char('\n')).contains(problem), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

RF_TEST_MAIN(TestRulingReport)
#include "tst_rulingreport.moc"
