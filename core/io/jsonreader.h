// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>
#include <span>

// Checked access to parsed JSON for the native readers. Every accessor takes the JSON path of
// the value ("$.cells[4].device.dir") and throws JsonFailure naming that path when the value
// has the wrong type or range; the format readers catch it at their entry point and turn it
// into an rf::io::Error. (The exception never leaves core/io.)
namespace rf::io::json {

struct JsonFailure {
    QString where;
    QString message;
};

[[noreturn]] void fail(const QString &where, const QString &message);

// "a string", "a number", "an array", ... for messages.
QString describe(const QJsonValue &v);

// Input quoted in a message: at most kMaxEchoed characters, "..." marking a cut, so that a
// hostile 60 MB key or name gives a one-line message.
inline constexpr qsizetype kMaxEchoed = 80;
QString excerpt(const QString &s);

QString member(const QString &path, const char *key);   // path + ".key"
QString member(const QString &path, const QString &key); // path + ".key", a long key cut as by excerpt()
QString element(const QString &path, qsizetype index); // path + "[i]"

QJsonObject toObject(const QJsonValue &v, const QString &path);
QJsonArray toArray(const QJsonValue &v, const QString &path);
QString toString(const QJsonValue &v, const QString &path);
bool toBool(const QJsonValue &v, const QString &path);
// A direction letter: N, E, S or W.
model::Direction toDirection(const QJsonValue &v, const QString &path);

// Free text. Names (boards, courses, robots, packs, authors, licences) and titles stand on one
// line of a list or a title bar; descriptions are a few paragraphs. Longer text is refused so
// that a hostile file cannot make every listing and message of it huge.
inline constexpr qsizetype kMaxNameLength = 200;
inline constexpr qsizetype kMaxTextLength = 20000;
// Characters as a reader counts them (and JSON Schema's maxLength): code points, so that a
// name of 200 emoji (400 UTF-16 units) is 200 characters.
qsizetype characterCount(QStringView s);
// `s` cut to at most `max` characters (a pair of surrogates is never split), ending in "..." when
// cut: for a name or text a command makes up (a course named after its boards, a title after a
// file name), so that its own readers read what it writes.
QString fitText(const QString &s, qsizetype max);
// Fails at `path` when `s` has more than `max` characters.
void checkLength(const QString &s, const QString &path, qsizetype max);
// A string of at most `max` characters.
QString toText(const QJsonValue &v, const QString &path, qsizetype max);
// An integral number in [min, max].
long long toInt(const QJsonValue &v, const QString &path, long long min, long long max);
// A finite number in [min, max].
double toNumber(const QJsonValue &v, const QString &path, double min, double max);

// Rejects keys other than `allowed` (catches typos in hand-written files).
void checkKeys(const QJsonObject &o, const QString &path, std::span<const char *const> allowed);
inline void checkKeys(const QJsonObject &o, const QString &path, std::initializer_list<const char *> allowed)
{
    checkKeys(o, path, std::span<const char *const>(allowed.begin(), allowed.size()));
}
// The value of a key that must be present.
QJsonValue required(const QJsonObject &o, const QString &path, const char *key);

// The header every RallyForge file starts with, checked one way with one set of messages: its
// "format" must be `format` ("rallyforge-board"; `what` names the kind in the message: "board"),
// its "version" from `oldest` to `newest`. Returns the version (older ones are migrated by the
// reader that accepts them).
struct FileHeader {
    const char *format;
    const char *what;
    int oldest;
    int newest;
};
int checkFileHeader(const QJsonObject &o, const QString &path, const FileHeader &header);

} // namespace rf::io::json
