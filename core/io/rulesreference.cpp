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
        const QRegularExpressionMatch next = QRegularExpression(QStringLiteral("\n(- )?<a id=")).match(text);
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

QString ruleFirstSentence(const QString &anchor)
{
    const QString plain = plainRuleText(ruleText(anchor));
    // A sentence ends at ". " followed by a capital letter (not at "e.g. " or "1. ").
    static const QRegularExpression end(QStringLiteral(R"([.!?](?=\s+[A-Z(]))"));
    const QRegularExpressionMatch m = end.match(plain);
    return m.hasMatch() ? plain.left(m.capturedEnd()) : plain;
}

} // namespace rf::io
