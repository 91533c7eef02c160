// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/measuredblock.h"

#include "analysis/measure.h"
#include "io/boardfile.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "rules/ruleset.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace rf::io {

using model::CourseFigures;
using model::Measurement;

namespace {

constexpr int kMaxMeasuredGames = 1'000'000;
constexpr int kMaxMeasuredTurns = 1000;
constexpr int kMaxMeasuredRobots = 8;
constexpr int kMaxMeasuredCount = 4 * 1024 * 1024;
constexpr qsizetype kFingerprintChars = 16;

// The shortest text that reads back as the same double.
QByteArray measuredNumber(double d)
{
    return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

QByteArray measuredOptional(const std::optional<double> &d)
{
    return d ? measuredNumber(*d) : QByteArray("null");
}

std::optional<double> readMeasuredOptional(const QJsonValue &v, const QString &path, double max)
{
    if (v.isNull())
        return std::nullopt;
    return json::toNumber(v, path, 0.0, max);
}

QByteArray measuredFiguresJson(const CourseFigures &f)
{
    json::InlineObject leg;
    leg.num("from", f.hardestLeg)
        .raw("destroyedShare", measuredNumber(f.hardestLegDestroyed))
        .raw("medianTurns", measuredOptional(f.hardestLegTurns));
    json::InlineObject o;
    o.raw("medianTurns", measuredOptional(f.turns.median))
        .raw("spread", '[' + measuredOptional(f.turns.low) + ", " + measuredOptional(f.turns.high) + ']')
        .raw("finishingShare", measuredNumber(f.finishingShare))
        .raw("gamesWonShare", measuredNumber(f.gamesWonShare))
        .raw("deathsPerRobotTurn", measuredNumber(f.deathsPerRobotTurn))
        .raw("hardestLeg", leg.text());
    return o.text();
}

template<class T> QByteArray measuredMapJson(const std::map<std::string, T> &m)
{
    json::InlineObject o;
    for (const auto &[k, v] : m) {
        if constexpr (std::is_same_v<T, bool>)
            o.boolean(k, v);
        else
            o.num(k, v);
    }
    return o.text();
}

CourseFigures readMeasuredFigures(const QJsonValue &v, const QString &path)
{
    using namespace json;
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path,
              {"medianTurns", "spread", "finishingShare", "gamesWonShare", "deathsPerRobotTurn", "hardestLeg"});
    CourseFigures f;
    f.turns.median =
        readMeasuredOptional(required(o, path, "medianTurns"), member(path, "medianTurns"), kMaxMeasuredTurns);
    const QString sp = member(path, "spread");
    const QJsonArray spread = toArray(required(o, path, "spread"), sp);
    if (spread.size() != 2)
        fail(sp, QStringLiteral("expected [low, high], found %1 numbers").arg(spread.size()));
    f.turns.low = readMeasuredOptional(spread.at(0), element(sp, 0), kMaxMeasuredTurns);
    f.turns.high = readMeasuredOptional(spread.at(1), element(sp, 1), kMaxMeasuredTurns);
    f.finishingShare = toNumber(required(o, path, "finishingShare"), member(path, "finishingShare"), 0.0, 1.0);
    f.gamesWonShare = toNumber(required(o, path, "gamesWonShare"), member(path, "gamesWonShare"), 0.0, 1.0);
    f.deathsPerRobotTurn =
        toNumber(required(o, path, "deathsPerRobotTurn"), member(path, "deathsPerRobotTurn"), 0.0, 1000.0);
    const QString lp = member(path, "hardestLeg");
    const QJsonObject leg = toObject(required(o, path, "hardestLeg"), lp);
    checkKeys(leg, lp, {"from", "destroyedShare", "medianTurns"});
    f.hardestLeg = static_cast<int>(toInt(required(leg, lp, "from"), member(lp, "from"), 0, 999));
    f.hardestLegDestroyed = toNumber(required(leg, lp, "destroyedShare"), member(lp, "destroyedShare"), 0.0, 1.0);
    f.hardestLegTurns =
        readMeasuredOptional(required(leg, lp, "medianTurns"), member(lp, "medianTurns"), kMaxMeasuredTurns);
    return f;
}

// A map of names (at most kMaxMeasuredKeys, each a name's length) to values read by `read`.
template<class T, class Read>
std::map<std::string, T> readMeasuredMap(const QJsonValue &v, const QString &path, Read read)
{
    const QJsonObject o = json::toObject(v, path);
    if (o.size() > kMaxMeasuredKeys)
        json::fail(path, QStringLiteral("%1 entries; at most %2").arg(o.size()).arg(kMaxMeasuredKeys));
    std::map<std::string, T> out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        json::checkLength(key, path, json::kMaxNameLength);
        out[key.toStdString()] = read(it.value(), json::member(path, key));
    }
    return out;
}

} // namespace

std::string courseFingerprint(const model::Course &course)
{
    model::Course bare = course;
    bare.info() = {};
    for (model::Placement &pl : bare.placements()) {
        pl.board.info() = {};
        pl.source.clear();
    }
    const QByteArray hash = QCryptographicHash::hash(boardToJson(bare), QCryptographicHash::Sha256).toHex();
    return hash.left(kFingerprintChars).toStdString();
}

void stampMeasurement(Measurement &m, const model::Course &course, const QString &fileName, const QDateTime &at)
{
    m.fingerprint = courseFingerprint(course);
    m.elements = model::elementCounts(course);
    m.date = at.toUTC().toString(Qt::ISODate).toStdString();
    const QString name = fileName.isEmpty() ? QStringLiteral("COURSE.rfboard") : QFileInfo(fileName).fileName();
    m.command = analysis::analyzeCommand(m, name.toStdString());
}

bool measurementStale(const Measurement &m, const model::Course &course)
{
    return m.fingerprint != courseFingerprint(course);
}

namespace json {

QByteArray measuredJson(const Measurement &m, const QByteArray &indent)
{
    const QByteArray in = indent + "  ";
    QByteArray out = "{\n";
    out += in + "\"command\": " + quote(m.command) + ",\n";
    out += in + "\"date\": " + quote(m.date) + ",\n";
    out += in + "\"ruleset\": " + quote(m.ruleset) + ",\n";
    if (!m.options.empty())
        out += in + "\"options\": " + measuredMapJson(m.options) + ",\n";
    out += in + "\"skill\": " + quote(m.skill) + ",\n";
    out += in + "\"robots\": " + QByteArray::number(m.robots) + ",\n";
    out += in + "\"games\": " + QByteArray::number(m.games) + ",\n";
    out += in + "\"seed\": " + quote(std::to_string(m.seed)) + ",\n";
    out += in + "\"maxTurns\": " + QByteArray::number(m.maxTurns) + ",\n";
    out += in + "\"figures\": " + measuredFiguresJson(m.figures) + ",\n";
    out += in + "\"course\": " + quote(m.fingerprint) + ",\n";
    out += in + "\"elements\": " + measuredMapJson(m.elements) + '\n';
    return out + indent + '}';
}

Measurement readMeasured(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path,
              {"command", "date", "ruleset", "options", "skill", "robots", "games", "seed", "maxTurns", "figures",
               "course", "elements"});
    Measurement m;
    auto text = [&](const char *key, qsizetype max) {
        return toText(required(o, path, key), member(path, key), max).toStdString();
    };
    m.command = text("command", kMaxTextLength);
    m.date = text("date", kMaxNameLength);
    m.ruleset = text("ruleset", kMaxNameLength);
    if (const rules::Ruleset *rs = rules::rulesetById(m.ruleset))
        m.ruleset = std::string(rs->id()); // "renegade" is read as "edition-2016"
    if (o.contains(QLatin1String("options")))
        m.options = readMeasuredMap<bool>(o.value(QLatin1String("options")), member(path, "options"),
                                          [](const QJsonValue &x, const QString &p) { return toBool(x, p); });
    m.skill = text("skill", kMaxNameLength);
    if (!analysis::skillFromName(m.skill))
        fail(member(path, "skill"), QStringLiteral("unknown skill \"%1\" (random, novice or expert)")
                                        .arg(excerpt(QString::fromStdString(m.skill))));
    m.robots = static_cast<int>(toInt(required(o, path, "robots"), member(path, "robots"), 1, kMaxMeasuredRobots));
    m.games = static_cast<int>(toInt(required(o, path, "games"), member(path, "games"), 1, kMaxMeasuredGames));
    const QString seedPath = member(path, "seed");
    const QString seed = toText(required(o, path, "seed"), seedPath, 20);
    bool ok = false;
    m.seed = seed.toULongLong(&ok);
    if (!ok)
        fail(seedPath, QStringLiteral("expected a seed of digits, found \"%1\"").arg(excerpt(seed)));
    m.maxTurns = static_cast<int>(toInt(required(o, path, "maxTurns"), member(path, "maxTurns"), 1, kMaxMeasuredTurns));
    m.figures = readMeasuredFigures(required(o, path, "figures"), member(path, "figures"));
    m.fingerprint = text("course", kMaxNameLength);
    m.elements = readMeasuredMap<int>(
        required(o, path, "elements"), member(path, "elements"),
        [](const QJsonValue &x, const QString &p) { return static_cast<int>(toInt(x, p, 0, kMaxMeasuredCount)); });
    return m;
}

} // namespace json

} // namespace rf::io
