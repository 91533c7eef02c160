// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QByteArray>
#include <QJsonParseError>
#include <QString>

#include <string_view>

// Small helpers for hand-formatted JSON text. QJsonDocument sorts object keys alphabetically and
// puts every value on its own line; the native formats want a fixed, meaningful key order and
// one element per line so that files diff well, so they are written with these instead.
namespace rf::io::json {

// A JSON string literal (with quotes) for UTF-8 text.
QByteArray quote(std::string_view utf8);
QByteArray quote(const QString &s);

// Builds a one-line object: {"a": 1, "b": "x"} with keys in the order they are added.
class InlineObject {
public:
    InlineObject &raw(std::string_view key, const QByteArray &json);
    InlineObject &str(std::string_view key, std::string_view utf8) { return raw(key, quote(utf8)); }
    InlineObject &str(std::string_view key, const QString &s) { return raw(key, quote(s)); }
    InlineObject &num(std::string_view key, long long n) { return raw(key, QByteArray::number(n)); }
    InlineObject &boolean(std::string_view key, bool b) { return raw(key, b ? "true" : "false"); }
    bool empty() const { return m_text.isEmpty(); }
    QByteArray text() const { return '{' + m_text + '}'; }

private:
    QByteArray m_text;
};

// "[x, y]"
QByteArray pair(long long a, long long b);
QByteArray point(model::Point p);
// "N", "E", "S" or "W"
QByteArray direction(model::Direction d);

// "line L, column C" for a parse error at a byte offset of UTF-8 text (columns count
// characters, both start at 1).
QString lineColumn(const QByteArray &text, qsizetype offset);

} // namespace rf::io::json
