// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/jsonreader.h"

#include <cmath>

namespace rf::io::json {

void fail(const QString &where, const QString &message) { throw JsonFailure{where, message}; }

QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QStringLiteral("the number %1").arg(v.toDouble());
    case QJsonValue::String: return QStringLiteral("the string \"%1\"").arg(excerpt(v.toString()));
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

QString excerpt(const QString &s)
{
    if (s.size() <= kMaxEchoed)
        return s;
    // Do not split a surrogate pair.
    qsizetype n = kMaxEchoed;
    if (s.at(n - 1).isHighSurrogate())
        --n;
    return s.left(n) + QStringLiteral("...");
}

QString member(const QString &path, const char *key) { return path + QLatin1Char('.') + QLatin1String(key); }
QString member(const QString &path, const QString &key) { return path + QLatin1Char('.') + excerpt(key); }
QString element(const QString &path, qsizetype index) { return path + QStringLiteral("[%1]").arg(index); }

QJsonObject toObject(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        fail(path, QStringLiteral("expected an object, found %1").arg(describe(v)));
    return v.toObject();
}

QJsonArray toArray(const QJsonValue &v, const QString &path)
{
    if (!v.isArray())
        fail(path, QStringLiteral("expected an array, found %1").arg(describe(v)));
    return v.toArray();
}

QString toString(const QJsonValue &v, const QString &path)
{
    if (!v.isString())
        fail(path, QStringLiteral("expected a string, found %1").arg(describe(v)));
    return v.toString();
}

QString fitText(const QString &s, qsizetype max)
{
    if (characterCount(s) <= max)
        return s;
    const QLatin1StringView ellipsis("...");
    QString out;
    qsizetype chars = 0;
    for (qsizetype i = 0; i < s.size() && chars < max - ellipsis.size(); ++i, ++chars) {
        out += s.at(i);
        if (s.at(i).isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            out += s.at(++i);
    }
    return out + ellipsis;
}

qsizetype characterCount(QStringView s)
{
    qsizetype n = s.size();
    for (qsizetype i = 0; i + 1 < s.size(); ++i)
        if (s.at(i).isHighSurrogate() && s.at(i + 1).isLowSurrogate())
            --n; // the pair is one character
    return n;
}

void checkLength(const QString &s, const QString &path, qsizetype max)
{
    // Units first: no text of fewer units than `max` has more characters.
    if (s.size() <= max)
        return;
    if (const qsizetype n = characterCount(s); n > max)
        fail(path, QStringLiteral("text of %1 characters; at most %2").arg(n).arg(max));
}

QString toText(const QJsonValue &v, const QString &path, qsizetype max)
{
    QString s = toString(v, path);
    checkLength(s, path, max);
    return s;
}

model::Direction toDirection(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto d = model::directionFromLetter(s.toStdString());
    if (!d)
        fail(path, QStringLiteral("expected a direction N, E, S or W, found \"%1\"").arg(s.left(40)));
    return *d;
}

bool toBool(const QJsonValue &v, const QString &path)
{
    if (!v.isBool())
        fail(path, QStringLiteral("expected true or false, found %1").arg(describe(v)));
    return v.toBool();
}

long long toInt(const QJsonValue &v, const QString &path, long long min, long long max)
{
    if (!v.isDouble())
        fail(path, QStringLiteral("expected an integer, found %1").arg(describe(v)));
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::trunc(d) != d)
        fail(path, QStringLiteral("expected an integer, found %1").arg(describe(v)));
    if (d < static_cast<double>(min) || d > static_cast<double>(max))
        fail(path, QStringLiteral("%1 is out of range (%2 to %3)").arg(d, 0, 'g', 17).arg(min).arg(max));
    return static_cast<long long>(d);
}

double toNumber(const QJsonValue &v, const QString &path, double min, double max)
{
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        fail(path, QStringLiteral("expected a number, found %1").arg(describe(v)));
    const double d = v.toDouble();
    if (d < min || d > max)
        fail(path, QStringLiteral("%1 is out of range (%2 to %3)").arg(d, 0, 'g', 17).arg(min).arg(max));
    return d;
}

void checkKeys(const QJsonObject &o, const QString &path, std::span<const char *const> allowed)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool known = false;
        for (const char *a : allowed)
            known = known || it.key() == QLatin1String(a);
        if (!known)
            fail(path, QStringLiteral("unknown key \"%1\"").arg(excerpt(it.key())));
    }
}

QJsonValue required(const QJsonObject &o, const QString &path, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        fail(path, QStringLiteral("missing \"%1\"").arg(QLatin1String(key)));
    return v;
}

int checkFileHeader(const QJsonObject &o, const QString &path, const FileHeader &header)
{
    const QString format = toString(required(o, path, "format"), member(path, "format"));
    if (format != QLatin1String(header.format))
        fail(member(path, "format"), QStringLiteral("not a RallyForge %1 file (format \"%2\", expected \"%3\")")
                                         .arg(QLatin1String(header.what), excerpt(format), QLatin1String(header.format)));
    // A version far beyond the newest is refused as a number out of range would be.
    const long long version = toInt(required(o, path, "version"), member(path, "version"), header.oldest, 1000000);
    if (version > header.newest)
        fail(member(path, "version"), QStringLiteral("version %1 is newer than this RallyForge reads (%2); update RallyForge").arg(version).arg(header.newest));
    return static_cast<int>(version);
}

} // namespace rf::io::json
