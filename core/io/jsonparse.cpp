// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/jsonparse.h"

#include "io/jsonreader.h"
#include "io/jsontext.h"

#include <QJsonParseError>
#include <QList>
#include <QSet>

#include <optional>
#include <vector>

namespace rf::io::json {

namespace {

// One open object or array while walking the text.
struct Frame {
    bool object = false;
    qsizetype index = 0; // arrays: the element being read
    QString key;         // objects: the member being read
    // Keys seen so far: a short list (most objects have a handful), a set once it grows, so a
    // hostile object with a million keys stays linear.
    QList<QString> few;
    QSet<QString> many;

    // False when `k` was seen before.
    bool add(const QString &k)
    {
        if (many.isEmpty()) {
            if (few.contains(k))
                return false;
            few.append(k);
            if (few.size() > 16) {
                many = QSet<QString>(few.begin(), few.end());
                few.clear();
            }
            return true;
        }
        if (many.contains(k))
            return false;
        many.insert(k);
        return true;
    }
};

// Walks text that QJsonDocument has accepted (so it is well-formed) and looks only for the two
// things Qt does not check. Anything unexpected ends the walk without a complaint: Qt's verdict
// on the syntax stands.
class Checker {
public:
    explicit Checker(const QByteArray &text) : m_text(text) {}

    std::optional<ParseFailure> run()
    {
        skipSpace();
        if (!value())
            return m_failure;
        while (!m_stack.empty()) {
            skipSpace();
            if (atEnd())
                return std::nullopt;
            Frame &top = m_stack.back();
            const char c = m_text.at(m_pos++);
            if (c == ',') {
                skipSpace();
                if (!top.object)
                    ++top.index;
                else if (!memberName())
                    return m_failure;
                skipSpace();
                if (!value())
                    return m_failure;
            } else if (c == '}' || c == ']') {
                m_stack.pop_back();
            } else {
                return std::nullopt;
            }
        }
        return m_failure;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }

    void skipSpace()
    {
        while (!atEnd() && (m_text.at(m_pos) == ' ' || m_text.at(m_pos) == '\t' || m_text.at(m_pos) == '\n' || m_text.at(m_pos) == '\r'))
            ++m_pos;
    }

    // The path of the value being read, or with `ofObject` of the innermost object itself
    // (where a problem with one of its keys is reported).
    QString path(bool ofObject = false) const
    {
        QString p = QStringLiteral("$");
        const std::size_t n = m_stack.size() - (ofObject && !m_stack.empty() ? 1 : 0);
        for (std::size_t i = 0; i < n; ++i)
            p = m_stack[i].object ? member(p, m_stack[i].key) : element(p, m_stack[i].index);
        return p;
    }

    static bool separator(char c) { return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

    // Reads the value at m_pos; opening an object or array pushes a frame and reads its first
    // member name. False on a finding (m_failure set).
    bool value()
    {
        if (atEnd())
            return true;
        const char c = m_text.at(m_pos);
        if (c == '"')
            return string(nullptr);
        if (c == '{' || c == '[') {
            ++m_pos;
            m_stack.emplace_back();
            m_stack.back().object = c == '{';
            skipSpace();
            if (!atEnd() && (m_text.at(m_pos) == '}' || m_text.at(m_pos) == ']'))
                return true; // empty: the closing bracket is read by run()
            if (c == '{' && !memberName())
                return false;
            skipSpace();
            return value();
        }
        // A number or a literal: up to the next separator.
        while (!atEnd() && !separator(m_text.at(m_pos)))
            ++m_pos;
        return true;
    }

    // Reads `"key" :` of the innermost object.
    bool memberName()
    {
        QString key;
        if (atEnd() || m_text.at(m_pos) != '"' || !string(&key))
            return false;
        Frame &top = m_stack.back();
        if (!top.add(key)) {
            m_failure = ParseFailure{path(true), QStringLiteral("duplicate key \"%1\"").arg(excerpt(key))};
            return false;
        }
        top.key = key;
        skipSpace();
        if (!atEnd() && m_text.at(m_pos) == ':')
            ++m_pos;
        return true;
    }

    // Reads a string literal at m_pos, checking its \u escapes; decodes a key into `out`.
    bool string(QString *out)
    {
        ++m_pos; // opening quote
        qsizetype runStart = m_pos;
        auto flush = [&] {
            if (out)
                *out += QString::fromUtf8(m_text.constData() + runStart, m_pos - runStart);
        };
        while (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c == '"') {
                flush();
                ++m_pos;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                // JSON wants control characters escaped; Qt takes them raw, a NUL included,
                // which then cuts a file name short or reaches a terminal.
                m_failure =
                    ParseFailure{lineColumn(m_text, m_pos + 1),
                                 QStringLiteral("a control character (U+%1) inside a string; write it as \\u%1")
                                     .arg(static_cast<uint>(static_cast<unsigned char>(c)), 4, 16, QLatin1Char('0'))};
                return false;
            }
            if (c != '\\') {
                ++m_pos;
                continue;
            }
            flush();
            const char e = m_pos + 1 < m_text.size() ? m_text.at(m_pos + 1) : '\0';
            if (e != 'u') {
                if (out) {
                    static constexpr char kFrom[] = "\"\\/bfnrt";
                    static constexpr char kTo[] = "\"\\/\b\f\n\r\t";
                    for (int i = 0; kFrom[i]; ++i)
                        if (kFrom[i] == e)
                            *out += QLatin1Char(kTo[i]);
                }
                m_pos += 2;
                runStart = m_pos;
                continue;
            }
            const qsizetype escapeAt = m_pos;
            const auto unit = hex4(m_pos + 2);
            if (!unit)
                return true; // Qt has refused it already
            m_pos += 6;
            char16_t low = 0;
            bool bad = QChar::isLowSurrogate(*unit);
            if (QChar::isHighSurrogate(*unit)) {
                const auto next = m_pos + 1 < m_text.size() && m_text.at(m_pos) == '\\' && m_text.at(m_pos + 1) == 'u' ? hex4(m_pos + 2) : std::nullopt;
                bad = !next || !QChar::isLowSurrogate(*next);
                if (!bad) {
                    low = *next;
                    m_pos += 6;
                }
            }
            if (bad) {
                m_failure = ParseFailure{path(out != nullptr), QStringLiteral("invalid Unicode escape \"%1\": a lone surrogate is no character")
                                                    .arg(QString::fromLatin1(m_text.mid(escapeAt, 6)))};
                return false;
            }
            if (out) {
                *out += QChar(*unit);
                if (low)
                    *out += QChar(low);
            }
            runStart = m_pos;
        }
        return true;
    }

    std::optional<char16_t> hex4(qsizetype at) const
    {
        if (at + 4 > m_text.size())
            return std::nullopt;
        bool ok = false;
        const uint v = m_text.mid(at, 4).toUInt(&ok, 16);
        if (!ok)
            return std::nullopt;
        return static_cast<char16_t>(v);
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    std::vector<Frame> m_stack;
    std::optional<ParseFailure> m_failure;
};

} // namespace

std::expected<QJsonDocument, ParseFailure> parse(const QByteArray &text)
{
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError)
        return std::unexpected(ParseFailure{lineColumn(text, err.offset), QStringLiteral("JSON syntax error: %1").arg(err.errorString())});
    if (auto failure = Checker(text).run())
        return std::unexpected(*failure);
    return doc;
}

} // namespace rf::io::json
