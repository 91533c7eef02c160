// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/tiled.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <utility>
#include <vector>

// Writing a Tiled profile map in either encoding: the map, our tileset beside it and, when the
// caller drew it, the tileset image.
namespace rf::io::interop::tiled {

TilesetImage tilesetImageLayout()
{
    int tiles = 0;
    for (const TileDef &t : tileset())
        tiles = std::max(tiles, t.id + 1);
    const int rows = (tiles + kTilesetColumns - 1) / kTilesetColumns;
    return TilesetImage{QStringLiteral("%1.png").arg(QLatin1String(kTilesetName)), kTilesetColumns, rows, kTilesetColumns * kCell, rows * kCell};
}

namespace {

// The map with its side files, written together: a side file that exists with other content
// (the user's own, or a tileset edited in Tiled) is kept unless `replace`; one holding these
// bytes already is left alone; side files this run created go again when the map cannot be
// written, so nothing is left beside a map that is not there.
std::expected<void, Error> writeSideFiles(const QString &path, const std::vector<std::pair<QString, QByteArray>> &sideFiles,
                                          const QByteArray &map, bool replace)
{
    for (const auto &[file, bytes] : sideFiles)
        if (!replace && util::holdsOtherText(file, bytes)) {
            Error e{file, QString(),
                    QStringLiteral("exists with other content than this export writes (edited in Tiled?); it is kept and "
                                   "nothing was written: move it, or allow replacing it (convert --force)")};
            e.keptSideFile = true;
            return std::unexpected(e);
        }
    QStringList created;
    const auto undo = [&created] {
        for (const QString &f : created)
            QFile::remove(f);
    };
    for (const auto &[file, bytes] : sideFiles) {
        const bool existed = QFileInfo::exists(file);
        if (existed && !util::holdsOtherText(file, bytes))
            continue;
        if (auto ok = util::writeFile(file, bytes); !ok) {
            undo();
            return std::unexpected(ok.error());
        }
        if (!existed)
            created << file;
    }
    if (auto ok = util::writeFile(path, map); !ok) {
        undo();
        return std::unexpected(ok.error());
    }
    return {};
}

} // namespace

std::expected<ExportResult, Error> writeMapFiles(const QString &path, const model::Course &course, const MapEncoding &encoding,
                                               const QByteArray &tilesetImage, bool replaceSideFiles)
{
    // The map is written last: refuse a map name that cannot be written before the tileset
    // files beside it are.
    if (QFileInfo(path).isDir())
        return std::unexpected(Error{path, QString(), QStringLiteral("is a folder; give the name of the file to write")});
    ExportResult result;
    auto board = util::singleGrid(course, path, result.notes);
    if (!board)
        return std::unexpected(board.error());
    Map m = toMap(*board, result.notes);
    const QDir dir = QFileInfo(path).dir();
    m.tilesetSource = QStringLiteral("%1.%2").arg(QLatin1String(kTilesetName), QLatin1String(encoding.tilesetExtension));
    const QString tilesetPath = dir.filePath(m.tilesetSource);

    std::optional<TilesetImage> image;
    std::vector<std::pair<QString, QByteArray>> sideFiles;
    if (!tilesetImage.isEmpty()) {
        image = tilesetImageLayout();
        sideFiles.emplace_back(dir.filePath(image->file), tilesetImage);
    }
    sideFiles.emplace_back(tilesetPath, encoding.tileset(image ? &*image : nullptr));
    if (auto written = writeSideFiles(path, sideFiles, encoding.map(m), replaceSideFiles); !written)
        return std::unexpected(written.error());
    result.files << path << tilesetPath;
    if (image)
        result.files << dir.filePath(image->file);
    return result;
}

} // namespace rf::io::interop::tiled
