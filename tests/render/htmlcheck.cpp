// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlcheck.h"

#include <QRegularExpression>
#include <QSet>
#include <QString>

namespace rf::test {

namespace {

const QSet<QString> kVoid{"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"};
const QSet<QString> kBlock{"address", "article", "aside", "blockquote", "div", "dl", "fieldset", "footer", "form", "h1", "h2",
                           "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul"};
const QSet<QString> kNamedReferences{"amp", "lt", "gt", "quot", "apos", "nbsp"};

struct Checker {
    QString doc;
    qsizetype at = 0;
    QStringList problems;
    QStringList stack;
    QSet<QString> ids;
    QStringList links;
    QSet<QString> seen;

    int line() const { return int(doc.left(at).count(QLatin1Char('\n'))) + 1; }
    void problem(const QString &what) { problems << QStringLiteral("line %1: %2").arg(line()).arg(what); }

    void references(const QString &text)
    {
        static const QRegularExpression amp(QStringLiteral("&([^;\\s<]*)(;?)"));
        for (auto it = amp.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const QString name = m.captured(1);
            static const QRegularExpression numeric(QStringLiteral("^#([0-9]{1,7}|x[0-9a-fA-F]{1,6})$"));
            if (m.captured(2).isEmpty() || !(kNamedReferences.contains(name) || numeric.match(name).hasMatch()))
                problem(QStringLiteral("bad character reference '&%1'").arg(name.left(20)));
        }
    }

    void attributes(const QString &tag, const QString &text)
    {
        static const QRegularExpression attr(QStringLiteral(R"re(\s*([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?)re"));
        QSet<QString> names;
        qsizetype pos = 0;
        while (pos < text.size()) {
            const auto m = attr.match(text, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
            if (!m.hasMatch() || m.capturedLength() == 0)
                break;
            pos = m.capturedEnd();
            const QString name = m.captured(1).toLower();
            if (names.contains(name))
                problem(QStringLiteral("<%1> repeats the attribute %2").arg(tag, name));
            names.insert(name);
            if (!m.captured(4).isEmpty())
                problem(QStringLiteral("<%1> has the unquoted value %2=%3").arg(tag, name, m.captured(4).left(20)));
            const QString value = m.captured(2) + m.captured(3);
            if (value.contains(QLatin1Char('<')))
                problem(QStringLiteral("<%1 %2> holds a '<'").arg(tag, name));
            references(value);
            if (name == QLatin1String("id")) {
                if (ids.contains(value))
                    problem(QStringLiteral("the id '%1' is used twice").arg(value));
                ids.insert(value);
            }
            if ((name == QLatin1String("href") || name == QLatin1String("xlink:href")) && value.startsWith(QLatin1Char('#')))
                links << value.mid(1);
        }
        if (text.mid(pos).trimmed() != QLatin1String("/") && !text.mid(pos).trimmed().isEmpty())
            problem(QStringLiteral("<%1> has unreadable attributes '%2'").arg(tag, text.mid(pos).trimmed().left(30)));
    }

    void open(const QString &name, bool selfClosed)
    {
        seen.insert(name);
        if (kBlock.contains(name) && stack.contains(QLatin1String("p")))
            problem(QStringLiteral("<%1> inside <p> (a browser closes the paragraph)").arg(name));
        if (kVoid.contains(name) || selfClosed) {
            if (selfClosed && !kVoid.contains(name) && !stack.contains(QLatin1String("svg")))
                problem(QStringLiteral("<%1/> closed by '/' outside SVG").arg(name));
            return;
        }
        stack << name;
    }

    void close(const QString &name)
    {
        if (kVoid.contains(name))
            problem(QStringLiteral("end tag of the void element %1").arg(name));
        else if (stack.isEmpty() || stack.last() != name)
            problem(QStringLiteral("</%1> does not close the open <%2>").arg(name, stack.isEmpty() ? QStringLiteral("(none)") : stack.last()));
        else
            stack.removeLast();
    }

    void run()
    {
        if (!doc.startsWith(QLatin1String("<!DOCTYPE html>")))
            problem(QStringLiteral("no <!DOCTYPE html> at the start"));
        at = doc.indexOf(QLatin1Char('>')) + 1;
        static const QRegularExpression tagRe(QStringLiteral(R"re(<(/?)([A-Za-z][A-Za-z0-9:-]*)([^>]*)>)re"));
        while (at < doc.size()) {
            const qsizetype lt = doc.indexOf(QLatin1Char('<'), at);
            references(doc.mid(at, (lt < 0 ? doc.size() : lt) - at));
            if (lt < 0)
                break;
            at = lt;
            if (doc.mid(at, 4) == QLatin1String("<!--")) {
                const qsizetype end = doc.indexOf(QLatin1String("-->"), at);
                at = end < 0 ? doc.size() : end + 3;
                continue;
            }
            const auto m = tagRe.match(doc, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
            if (!m.hasMatch()) {
                problem(QStringLiteral("a '<' that starts no tag"));
                ++at;
                continue;
            }
            const QString name = m.captured(2).toLower();
            QString rest = m.captured(3);
            const bool selfClosed = rest.trimmed().endsWith(QLatin1Char('/'));
            at = m.capturedEnd();
            if (!m.captured(1).isEmpty()) {
                close(name);
                continue;
            }
            attributes(name, rest);
            open(name, selfClosed);
            if (name == QLatin1String("script") || name == QLatin1String("style")) {
                const qsizetype end = doc.indexOf(QStringLiteral("</%1>").arg(name), at, Qt::CaseInsensitive);
                at = end < 0 ? doc.size() : end;
            }
        }
        for (const QString &open : stack)
            problems << QStringLiteral("<%1> is never closed").arg(open);
        for (const QString &required : {QStringLiteral("html"), QStringLiteral("head"), QStringLiteral("title"), QStringLiteral("body")})
            if (!seen.contains(required))
                problems << QStringLiteral("no <%1>").arg(required);
        for (const QString &link : std::as_const(links))
            if (!ids.contains(link))
                problems << QStringLiteral("the link #%1 leads nowhere").arg(link);
    }
};

} // namespace

QStringList htmlProblems(const QByteArray &html)
{
    Checker c;
    c.doc = QString::fromUtf8(html);
    c.run();
    return c.problems;
}

} // namespace rf::test
