// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/tiled.h"

#include <QDir>
#include <QFileInfo>

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

std::expected<ExportResult, Error> writeMapFiles(const QString &path, const model::Course &course, const MapEncoding &encoding,
                                               const QByteArray &tilesetImage)
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
    QString imagePath;
    if (!tilesetImage.isEmpty()) {
        image = tilesetImageLayout();
        imagePath = dir.filePath(image->file);
        if (auto ok = util::writeFile(imagePath, tilesetImage); !ok)
            return std::unexpected(ok.error());
    }
    if (auto ok = util::writeFile(tilesetPath, encoding.tileset(image ? &*image : nullptr)); !ok)
        return std::unexpected(ok.error());
    if (auto ok = util::writeFile(path, encoding.map(m)); !ok)
        return std::unexpected(ok.error());
    result.files << path << tilesetPath;
    if (image)
        result.files << imagePath;
    return result;
}

} // namespace rf::io::interop::tiled
