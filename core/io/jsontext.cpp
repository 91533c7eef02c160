// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/jsontext.h"

#include <algorithm>

namespace rf::io::json {

QByteArray quote(std::string_view utf8)
{
    QByteArray out;
    out.reserve(static_cast<qsizetype>(utf8.size()) + 2);
    out += '"';
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out += kHex[c >> 4];
                out += kHex[c & 0xF];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

QByteArray quote(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return quote(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

InlineObject &InlineObject::raw(std::string_view key, const QByteArray &json)
{
    if (!m_text.isEmpty())
        m_text += ", ";
    m_text += quote(key);
    m_text += ": ";
    m_text += json;
    return *this;
}

QByteArray pair(long long a, long long b) { return '[' + QByteArray::number(a) + ", " + QByteArray::number(b) + ']'; }

QString lineColumn(const QByteArray &text, qsizetype offset)
{
    // QJsonParseError::offset points just past the character the parser stopped at; name that
    // character instead.
    offset = std::clamp<qsizetype>(offset - 1, 0, text.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text.at(i));
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

QByteArray point(model::Point p) { return pair(p.x, p.y); }

QByteArray direction(model::Direction d) { return quote(model::directionLetter(d)); }

} // namespace rf::io::json
