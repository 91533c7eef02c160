// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <expected>

// The one JSON parser of every reader in core/io (native files, pack manifests, scenarios and
// the interop formats).
namespace rf::io::json {

struct ParseFailure {
    QString where;   // "line L, column C" for syntax, a JSON path for the checks below
    QString message; // "JSON syntax error: ...", "duplicate key ...", "invalid Unicode escape ..."
};

// QJsonDocument::fromJson, refusing as well what Qt lets through silently: a key given twice in
// one object (Qt keeps the last, so a file could say one thing to us and another to a schema
// checker or another client), \u escapes that are not valid UTF-16 (Qt turns a lone
// surrogate into "?") and control characters written raw inside a string (a NUL included). The
// first two are reported at the JSON path of the object or the string, the last at its line and
// column.
std::expected<QJsonDocument, ParseFailure> parse(const QByteArray &text);

} // namespace rf::io::json
