// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/rulesreference.h"

#include "rules/rulebook.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>

namespace rf::io {

namespace {

const QRegularExpression &anchorTag()
{
    static const QRegularExpression re(QStringLiteral(R"re(<a id="([^"]*)"></a>)re"));
    return re;
}

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The book's blocks: paragraphs and list items (a line starting with "- " begins one).
QStringList blocks(const QString &doc)
{
    QStringList out;
    QString current;
    const auto flush = [&] {
        if (!current.trimmed().isEmpty())
            out.push_back(current.trimmed());
        current.clear();
    };
    for (const QString &line : doc.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("- "))
            || line.startsWith(QLatin1String("| ")))
            flush();
        if (!line.trimmed().isEmpty())
            current += line.trimmed() + QLatin1Char('\n');
        if (line.startsWith(QLatin1Char('#')))
            flush();
    }
    flush();
    return out;
}

// A rule of a book: its title and its text after the title, both in Markdown.
struct Rule {
    QString title;
    QString text;
};

// Every rule of the book, by anchor: a block that starts with an anchor (after a list mark).
QHash<QString, Rule> parseRules(const QString &doc)
{
    static const QRegularExpression start(QStringLiteral(R"re(^(?:- )?<a id="([^"]+)"></a>)re"));
    static const QRegularExpression title(QStringLiteral(R"(^\*\*(.+?)\*\*)"));
    QHash<QString, Rule> rules;
    for (const QString &block : blocks(doc)) {
        const QRegularExpressionMatch m = start.match(block);
        if (!m.hasMatch())
            continue;
        QString text = block.mid(m.capturedEnd()).simplified();
        Rule r;
        if (const QRegularExpressionMatch t = title.match(text); t.hasMatch()) {
            r.title = t.captured(1).trimmed();
            text = text.mid(t.capturedEnd()).trimmed();
        }
        // "**Walls.**" and "**Walls**:" both give the title "Walls".
        while (r.title.endsWith(QLatin1Char('.')) || r.title.endsWith(QLatin1Char(':')))
            r.title.chop(1);
        if (text.startsWith(QLatin1Char(':')) || text.startsWith(QLatin1Char('.')))
            text = text.mid(1).trimmed();
        r.text = text;
        rules.insert(m.captured(1), r);
    }
    return rules;
}

struct Book {
    QString markdown;
    QHash<QString, Rule> rules;
};

const Book *book(const QString &name)
{
    static const QHash<QString, Book> books = [] {
        QHash<QString, Book> all;
        for (const rules::Rulebook *b : rules::rulebooks()) {
            const QString file = fromView(b->book);
            QFile f(QStringLiteral(":/docs/rules/%1.md").arg(file));
            Book read;
            if (f.open(QIODevice::ReadOnly))
                read.markdown = QString::fromUtf8(f.readAll());
            read.rules = parseRules(read.markdown);
            all.insert(file, read);
        }
        return all;
    }();
    const auto it = books.constFind(name);
    return it == books.constEnd() ? nullptr : &*it;
}

const Rule *rule(const QString &reference)
{
    const QByteArray utf8 = reference.toUtf8();
    const std::optional<rules::RuleRef> ref = rules::parseRuleReference(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (!ref)
        return nullptr;
    const Book *b = book(fromView(ref->book));
    if (!b)
        return nullptr;
    const auto it = b->rules.constFind(fromView(ref->anchor));
    return it == b->rules.constEnd() ? nullptr : &*it;
}

} // namespace

QString citedRuleReference(std::string_view rulesetId, game::Code code)
{
    return QString::fromStdString(rules::citedRule(rulesetId, code).reference());
}

QStringList rulebookNames()
{
    QStringList names;
    for (const rules::Rulebook *b : rules::rulebooks())
        names << fromView(b->book);
    return names;
}

QString rulebookMarkdown(const QString &name)
{
    const Book *b = book(name);
    return b ? b->markdown : QString();
}

QString rulebookTitle(const QString &name)
{
    static const QRegularExpression heading(QStringLiteral(R"(^#\s+(.+)$)"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = heading.match(rulebookMarkdown(name));
    return m.hasMatch() ? plainRuleText(m.captured(1)) : QString();
}

QString ruleTitle(const QString &reference)
{
    const Rule *r = rule(reference);
    return r ? plainRuleText(r->title) : QString();
}

QString ruleTitleWithBook(const QString &reference)
{
    const QString title = ruleTitle(reference);
    if (title.isEmpty())
        return {};
    return QStringLiteral("%1 (%2)").arg(title, rulebookTitle(reference.section(QLatin1Char('/'), 0, 0)));
}

QString ruleText(const QString &reference)
{
    const Rule *r = rule(reference);
    return r ? r->text : QString();
}

QString plainRuleText(const QString &markdown)
{
    QString s = markdown;
    s.remove(anchorTag());
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\([^)]*\))"));
    s.replace(link, QStringLiteral("\\1"));
    static const QRegularExpression emphasis(QStringLiteral(R"(\*+([^*]+)\*+)"));
    s.replace(emphasis, QStringLiteral("\\1"));
    s.remove(QLatin1Char('`'));
    return s.simplified();
}

QString markdownInlineHtml(const QString &markdown)
{
    // Anchors out first (escaping would spoil them), back in as named targets after.
    QStringList anchors;
    QString s = markdown;
    for (QRegularExpressionMatch m = anchorTag().match(s); m.hasMatch(); m = anchorTag().match(s)) {
        anchors << m.captured(1);
        s.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("\x01%1\x02").arg(anchors.size() - 1));
    }
    s = s.toHtmlEscaped();
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    static const QRegularExpression strong(QStringLiteral(R"(\*\*(.+?)\*\*)"));
    static const QRegularExpression emphasis(QStringLiteral(R"(\*([^*\s][^*]*)\*)"));
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]+)\]\([^)]*\))"));
    s.replace(code, QStringLiteral("<code>\\1</code>"));
    s.replace(strong, QStringLiteral("<b>\\1</b>"));
    s.replace(emphasis, QStringLiteral("<i>\\1</i>"));
    s.replace(link, QStringLiteral("\\1"));
    for (qsizetype i = 0; i < anchors.size(); ++i)
        s.replace(QStringLiteral("\x01%1\x02").arg(i), QStringLiteral("<a name=\"%1\"></a>").arg(anchors[i].toHtmlEscaped()));
    return s;
}

QString rulebookHtml(const QString &name)
{
    QString html;
    QString paragraph;
    bool inList = false;
    bool inTable = false;
    const auto flush = [&] {
        if (!paragraph.isEmpty())
            html += (inList ? QStringLiteral("<li>%1</li>\n") : QStringLiteral("<p>%1</p>\n")).arg(markdownInlineHtml(paragraph.trimmed()));
        paragraph.clear();
    };
    const auto endBlocks = [&] {
        flush();
        if (inList)
            html += QStringLiteral("</ul>\n");
        if (inTable)
            html += QStringLiteral("</table>\n");
        inList = inTable = false;
    };
    static const QRegularExpression heading(QStringLiteral("^(#{1,6})\\s+(.*)$"));
    static const QRegularExpression tableRule(QStringLiteral("^\\|[-|: ]+\\|$"));
    for (const QString &raw : rulebookMarkdown(name).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            endBlocks();
        } else if (const QRegularExpressionMatch h = heading.match(line); h.hasMatch()) {
            endBlocks();
            const int level = int(h.captured(1).size());
            html += QStringLiteral("<h%1>%2</h%1>\n").arg(level).arg(markdownInlineHtml(h.captured(2)));
        } else if (line.startsWith(QLatin1Char('|'))) {
            flush();
            if (!inTable)
                html += QStringLiteral("<table border=\"1\" cellpadding=\"3\">\n");
            inTable = true;
            if (tableRule.match(line).hasMatch())
                continue;
            QStringList cells = line.mid(1, line.size() - 2).split(QLatin1Char('|'));
            html += QStringLiteral("<tr>");
            for (const QString &c : cells)
                html += QStringLiteral("<td>%1</td>").arg(markdownInlineHtml(c.trimmed()));
            html += QStringLiteral("</tr>\n");
        } else if (line.startsWith(QLatin1String("- ")) && raw.startsWith(QLatin1String("- "))) {
            flush();
            if (!inList)
                html += QStringLiteral("<ul>\n");
            inList = true;
            paragraph = line.mid(2) + QLatin1Char(' ');
        } else {
            paragraph += line + QLatin1Char(' ');
        }
    }
    endBlocks();
    return html;
}

QString ruleFirstSentence(const QString &reference)
{
    const QString plain = plainRuleText(ruleText(reference));
    // A sentence ends at ". " followed by a capital letter (not at "e.g. " or "1. ").
    static const QRegularExpression end(QStringLiteral(R"([.!?](?=\s+[A-Z(]))"));
    const QRegularExpressionMatch m = end.match(plain);
    return m.hasMatch() ? plain.left(m.capturedEnd()) : plain;
}

QString ruleToolTip(const QString &reference)
{
    const QString title = ruleTitle(reference);
    const QString sentence = ruleFirstSentence(reference);
    if (title.isEmpty() || sentence.isEmpty())
        return title + sentence;
    return QStringLiteral("%1: %2").arg(title, sentence);
}

} // namespace rf::io
