// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"

#include "io/checkedsavefile.h"
#include "io/referencedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <map>
#include <optional>
#include <string>

// File access for .rfboard: reading with a size limit, references relative to the course's
// folder, atomic saving.
namespace rf::io {

namespace {

std::expected<QByteArray, QString> readLimited(const QString &path)
{
    QFile f(path);
    if (auto opened = openRegularFile(f); !opened)
        return std::unexpected(opened.error());
    if (f.size() > kMaxBoardFileBytes)
        return std::unexpected(QStringLiteral("file larger than %1 MiB").arg(kMaxBoardFileBytes / (1024 * 1024)));
    // What the file holds, and one byte more to notice growth: QIODevice::read() allocates all it
    // is asked for, and asking for the limit cost 128 MiB per file read.
    QByteArray data = f.read(qMin(f.size(), kMaxBoardFileBytes) + 1);
    if (f.error() != QFileDevice::NoError)
        return std::unexpected(f.errorString());
    return data;
}

SourceLoader folderLoader(const QString &fileName)
{
    const QString dir = QFileInfo(fileName).path();
    return [dir](const QString &relative) -> std::expected<SourceText, Error> {
        const auto inside = resolveInside(dir, relative, QStringLiteral("the course's folder"));
        if (!inside)
            return std::unexpected(Error{QDir(dir).filePath(relative), QString(), inside.error()});
        const QString path = *inside;
        auto data = readLimited(path);
        if (!data)
            return std::unexpected(Error{path, QString(), data.error()});
        return SourceText{path, std::move(*data)};
    };
}

} // namespace

std::expected<model::Course, Error> readBoardFile(const QString &path)
{
    auto data = readLimited(path);
    if (!data)
        return std::unexpected(Error{path, QString(), data.error()});
    return parseBoardJson(*data, path, folderLoader(path));
}

std::expected<model::Course, Error> parseBoardJson(const QByteArray &json, const QString &fileName)
{
    return parseBoardJson(json, fileName, folderLoader(fileName));
}

std::expected<void, Error> writeBoardFile(const QString &path, const model::Course &course)
{
    if (course.placements().empty())
        return std::unexpected(Error{path, QString(), QStringLiteral("a course needs at least one board")});
    // A placement keeps its reference to a board file only while that file, seen from the new
    // location, still holds exactly this board; otherwise the board is embedded, so neither an
    // edited board nor a save into another folder loses anything.
    model::Course out = course;
    const QDir folder = QFileInfo(path).absoluteDir();
    std::map<std::string, std::optional<model::Board>> referenced; // each file read once
    for (model::Placement &pl : out.placements()) {
        if (pl.source.empty())
            continue;
        auto [at, added] = referenced.try_emplace(pl.source);
        if (added) {
            const auto file = readBoardFile(folder.filePath(QString::fromStdString(pl.source)));
            if (file && file->isSingleBoard())
                at->second = file->placements().front().board;
        }
        if (!at->second || *at->second != pl.board)
            pl.source.clear();
    }
    if (auto saved = saveFile(path, boardToJson(out)); !saved)
        return std::unexpected(Error{path, QString(), saved.error(), true});
    return {};
}

} // namespace rf::io
