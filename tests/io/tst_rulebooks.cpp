// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every trace code cites a rule of the rulebook of the edition being played, as the app reads the
// compiled-in books: the rule exists in that book and has a title and text; a code without a rule
// is one the edition declares absent. The books' rules quote and render as the viewer shows them.
#include "io/rulesreference.h"
#include "rules/rulebook.h"
#include "rules/ruleset.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace

class TestRulebooks : public QObject {
    Q_OBJECT
private slots:
    void everyCodeCitesItsEditionsRule_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("code");
        for (const std::string_view id : rules::availableRulesets())
            for (int c = 0; c < game::kCodeCount; ++c)
                QTest::newRow(qPrintable(qs(id) + QLatin1Char(' ') + qs(game::codeName(static_cast<game::Code>(c))))) << qs(id) << c;
    }
    void everyCodeCitesItsEditionsRule()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, code);
        const rules::Ruleset *r = rules::rulesetById(ruleset.toStdString());
        QVERIFY(r);
        const auto c = static_cast<game::Code>(code);
        const rules::RuleRef cited = rules::citedRule(*r, c);
        // The row of the edition's own table, in its own book.
        QCOMPARE(r->rulebook().codes[static_cast<std::size_t>(code)].code, c);
        QCOMPARE(cited.book, r->rulebook().book);
        QVERIFY2(!io::rulebookMarkdown(qs(cited.book)).isEmpty(), "the edition's book is compiled in");
        if (cited.empty()) {
            // Declared absent: written out in the table, and said so everywhere it is asked.
            QVERIFY(!rules::occursIn(*r, c));
            QVERIFY(io::citedRuleReference(ruleset.toStdString(), c).isEmpty());
            return;
        }
        const QString reference = QString::fromStdString(cited.reference());
        QCOMPARE(io::citedRuleReference(ruleset.toStdString(), c), reference);
        QVERIFY2(!io::ruleTitle(reference).isEmpty(), qPrintable(reference + QStringLiteral(" is not a rule of its edition's book")));
        QVERIFY2(!io::ruleText(reference).isEmpty(), qPrintable(reference + QStringLiteral(" has no text")));
        const QString sentence = io::ruleFirstSentence(reference);
        QVERIFY2(sentence.size() > 20 && sentence.endsWith(QLatin1Char('.')), qPrintable(reference + QStringLiteral(": ") + sentence));
        QVERIFY(io::ruleToolTip(reference).startsWith(io::ruleTitle(reference) + QStringLiteral(": ") + sentence));
    }

    void booksAreWellFormed_data()
    {
        QTest::addColumn<QString>("book");
        for (const QString &book : io::rulebookNames())
            QTest::newRow(qPrintable(book)) << book;
    }
    void booksAreWellFormed()
    {
        QFETCH(QString, book);
        const QString md = io::rulebookMarkdown(book);
        QVERIFY(!md.isEmpty());
        QVERIFY(!io::rulebookTitle(book).isEmpty());
        // Every anchor once; each one starts a rule with a title and text (not a heading alone).
        // (A plain string: moc does not read raw strings with a delimiter.)
        static const QRegularExpression anchor(QStringLiteral("<a id=\"([^\"]+)\"></a>"));
        QSet<QString> seen;
        for (auto it = anchor.globalMatch(md); it.hasNext();) {
            const QString id = it.next().captured(1);
            QVERIFY2(!seen.contains(id), qPrintable(id + QStringLiteral(" twice")));
            seen.insert(id);
            const QString reference = book + QLatin1Char('/') + id;
            QVERIFY2(!io::ruleTitle(reference).isEmpty() && !io::ruleText(reference).isEmpty(), qPrintable(reference));
        }
        QVERIFY(seen.size() > 30);
        // The viewer's HTML has a named target per rule.
        const QString html = io::rulebookHtml(book);
        for (const QString &id : seen)
            QVERIFY2(html.contains(QStringLiteral("<a name=\"%1\"></a>").arg(id)), qPrintable(id));
    }

    void referencesParse_data()
    {
        QTest::addColumn<QString>("reference");
        QTest::addColumn<bool>("valid");
        QTest::newRow("rule") << QStringLiteral("edition-2016/rule-robot-lasers") << true;
        QTest::newRow("no slash") << QStringLiteral("rule-robot-lasers") << false;
        QTest::newRow("no anchor") << QStringLiteral("classic/") << false;
        QTest::newRow("no book") << QStringLiteral("/rule-walls") << false;
        QTest::newRow("two slashes") << QStringLiteral("classic/rule-walls/x") << false;
        QTest::newRow("unknown book") << QStringLiteral("edition-1999/rule-walls") << true;
    }
    void referencesParse()
    {
        QFETCH(QString, reference);
        QFETCH(bool, valid);
        const std::string s = reference.toStdString();
        const auto parsed = rules::parseRuleReference(s);
        QCOMPARE(parsed.has_value(), valid);
        if (parsed)
            QCOMPARE(parsed->reference(), s);
        // Nothing that is not a rule of a compiled-in book has text.
        if (!valid || reference.startsWith(QLatin1String("edition-1999")))
            QVERIFY(io::ruleText(reference).isEmpty() && io::ruleTitle(reference).isEmpty() && io::ruleToolTip(reference).isEmpty());
    }

    // The reports of issue 44: in a 2016 game a robot laser cites the 2016 rule (SPAM, never
    // destroyed), not the classic one (10 damage destroys, lives).
    void editionsSayTheirOwnRule()
    {
        const QString classic = QString::fromStdString(rules::citedRule("classic", game::Code::RobotLaserHit).reference());
        const QString e2016 = QString::fromStdString(rules::citedRule("renegade", game::Code::RobotLaserHit).reference());
        QCOMPARE(classic, QStringLiteral("classic/rule-robot-lasers"));
        QCOMPARE(e2016, QStringLiteral("edition-2016/rule-robot-lasers"));
        QVERIFY(io::ruleText(e2016).contains(QLatin1String("SPAM")));
        QVERIFY(!io::ruleText(e2016).contains(QLatin1String("10 damage")));
        QVERIFY(io::ruleText(classic).contains(QLatin1String("damage")));
        // A 2016 game has no lives and no destruction by damage; a classic one no reboots.
        QVERIFY(!rules::occursIn(*rules::rulesetById("renegade"), game::Code::DestroyedByDamage));
        QVERIFY(!rules::occursIn(*rules::rulesetById("renegade"), game::Code::Eliminated));
        QVERIFY(!rules::occursIn(rules::defaultRuleset(), game::Code::Rebooted));
        // A decision cites the players' rule about choices of its edition.
        for (const std::string_view id : rules::availableRulesets()) {
            const QString decided = QString::fromStdString(rules::citedRule(id, game::Code::DecisionTaken).reference());
            QVERIFY2(decided.endsWith(QLatin1String("/rule-choices")), qPrintable(decided));
            QVERIFY(io::ruleTitle(decided).contains(QLatin1String("choices")));
        }
        // The first sentence, not the title alone.
        QVERIFY(io::ruleFirstSentence(e2016).startsWith(QLatin1String("Every robot fires")));
    }
};

RF_TEST_APPLESS_MAIN(TestRulebooks)
#include "tst_rulebooks.moc"
