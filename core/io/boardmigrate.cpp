// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"

#include <QJsonArray>

#include <array>

// Migrations of the .rfboard format. Each step upgrades a document by exactly one version, so
// a file of any older version goes through every later step in turn. Steps work on the parsed
// JSON before the reader sees it; anything they cannot make sense of is left for the reader
// to reject with a precise path.
namespace rf::io {

namespace {

using Step = std::expected<QJsonObject, Error> (*)(QJsonObject, const QString &);

// Version 0 was the first draft (boards only, no element ids):
//   "width"/"height" instead of "size": [w, h]; "walls" instead of "edges"; checkpoints were
//   markers of kind "flag"; gears said "turn": "L"|"R" instead of "clockwise": false|true.
// Ids are simply absent: the reader issues fresh ones, in file order.
std::expected<QJsonObject, Error> v0ToV1(QJsonObject doc, const QString &fileName)
{
    if (doc.contains(QLatin1String("kind")) && doc.value(QLatin1String("kind")) != QLatin1String("board"))
        return std::unexpected(Error{fileName, QStringLiteral("$.kind"), QStringLiteral("version 0 files hold a single board")});
    if (doc.contains(QLatin1String("width")) || doc.contains(QLatin1String("height"))) {
        doc.insert(QLatin1String("size"), QJsonArray{doc.value(QLatin1String("width")), doc.value(QLatin1String("height"))});
        doc.remove(QLatin1String("width"));
        doc.remove(QLatin1String("height"));
    }
    if (doc.contains(QLatin1String("walls"))) {
        if (doc.contains(QLatin1String("edges")))
            return std::unexpected(Error{fileName, QStringLiteral("$.walls"), QStringLiteral("both \"walls\" (version 0) and \"edges\" given")});
        doc.insert(QLatin1String("edges"), doc.value(QLatin1String("walls")));
        doc.remove(QLatin1String("walls"));
    }
    if (doc.value(QLatin1String("markers")).isArray()) {
        QJsonArray markers = doc.value(QLatin1String("markers")).toArray();
        for (qsizetype i = 0; i < markers.size(); ++i) {
            QJsonObject m = markers.at(i).toObject();
            if (markers.at(i).isObject() && m.value(QLatin1String("kind")) == QLatin1String("flag")) {
                m.insert(QLatin1String("kind"), QStringLiteral("checkpoint"));
                markers.replace(i, m);
            }
        }
        doc.insert(QLatin1String("markers"), markers);
    }
    if (doc.value(QLatin1String("cells")).isArray()) {
        QJsonArray cells = doc.value(QLatin1String("cells")).toArray();
        for (qsizetype i = 0; i < cells.size(); ++i) {
            QJsonObject cell = cells.at(i).toObject();
            QJsonObject device = cell.value(QLatin1String("device")).toObject();
            if (!device.contains(QLatin1String("turn")))
                continue;
            const QJsonValue turn = device.value(QLatin1String("turn"));
            if (turn != QLatin1String("L") && turn != QLatin1String("R"))
                return std::unexpected(Error{fileName, QStringLiteral("$.cells[%1].device.turn").arg(i), QStringLiteral("expected \"L\" or \"R\"")});
            device.remove(QLatin1String("turn"));
            device.insert(QLatin1String("clockwise"), turn == QLatin1String("R"));
            cell.insert(QLatin1String("device"), device);
            cells.replace(i, cell);
        }
        doc.insert(QLatin1String("cells"), cells);
    }
    doc.insert(QLatin1String("kind"), QStringLiteral("board"));
    doc.insert(QLatin1String("version"), 1);
    return doc;
}

// kSteps[v] upgrades version v to v + 1.
constexpr std::array<Step, kBoardFormatVersion> kSteps{&v0ToV1};

} // namespace

std::expected<QJsonObject, Error> migrateBoardJson(QJsonObject json, int fromVersion, const QString &fileName)
{
    if (fromVersion < 0 || fromVersion > kBoardFormatVersion)
        return std::unexpected(Error{fileName, QStringLiteral("$.version"), QStringLiteral("unknown version %1").arg(fromVersion)});
    for (int v = fromVersion; v < kBoardFormatVersion; ++v) {
        auto next = kSteps[static_cast<std::size_t>(v)](std::move(json), fileName);
        if (!next)
            return next;
        json = std::move(*next);
    }
    return json;
}

} // namespace rf::io
