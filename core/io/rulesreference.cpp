// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/rulesreference.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

namespace rf::io {

namespace {

const QRegularExpression &anchorTag()
{
    static const QRegularExpression re(QStringLiteral(R"re(<a id="([^"]*)"></a>)re"));
    return re;
}

// The document's blocks: paragraphs and list items (a line starting with "- " begins one).
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

} // namespace

QString rulesMarkdown()
{
    static const QString doc = [] {
        QFile f(QStringLiteral(":/docs/rules.md"));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }();
    return doc;
}

QString ruleText(const QString &anchor)
{
    static const QStringList all = blocks(rulesMarkdown());
    const QString tag = QStringLiteral(R"(<a id="%1"></a>)").arg(anchor);
    for (const QString &block : all) {
        const qsizetype at = block.indexOf(tag);
        if (at < 0)
            continue;
        QString text = block.mid(at + tag.size());
        // Another rule anchored at the start of a later line ends this one.
        static const QRegularExpression nextRule(QStringLiteral("\n(- )?<a id="));
        const QRegularExpressionMatch next = nextRule.match(text);
        if (next.hasMatch())
            text.truncate(next.capturedStart());
        text.remove(anchorTag());
        if (text.startsWith(QLatin1String("- ")))
            text.remove(0, 2);
        return text.simplified();
    }
    return {};
}

QString plainRuleText(const QString &markdown)
{
    QString s = markdown;
    s.remove(anchorTag());
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\([^)]*\))"));
    s.replace(link, QStringLiteral("\\1"));
    s.remove(QStringLiteral("**"));
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
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]+)\]\([^)]*\))"));
    s.replace(code, QStringLiteral("<code>\\1</code>"));
    s.replace(strong, QStringLiteral("<b>\\1</b>"));
    s.replace(link, QStringLiteral("\\1"));
    for (qsizetype i = 0; i < anchors.size(); ++i)
        s.replace(QStringLiteral("\x01%1\x02").arg(i), QStringLiteral("<a name=\"%1\"></a>").arg(anchors[i].toHtmlEscaped()));
    return s;
}

QString rulesHtml()
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
    for (const QString &raw : rulesMarkdown().split(QLatin1Char('\n'))) {
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

QString ruleFirstSentence(const QString &anchor)
{
    const QString plain = plainRuleText(ruleText(anchor));
    // A sentence ends at ". " followed by a capital letter (not at "e.g. " or "1. ").
    static const QRegularExpression end(QStringLiteral(R"([.!?](?=\s+[A-Z(]))"));
    const QRegularExpressionMatch m = end.match(plain);
    return m.hasMatch() ? plain.left(m.capturedEnd()) : plain;
}

} // namespace rf::io
