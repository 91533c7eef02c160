// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/board.h"

#include <QByteArray>
#include <QJsonObject>
#include <QPointF>
#include <QString>

#include <cstdint>
#include <expected>
#include <map>
#include <vector>

// Our Tiled profile (../shared/interop/tiled/FORMAT.md §6, see docs/interop.md): the map as an
// in-memory Tiled document shared by the .tmj (JSON) and .tmx (XML) encodings, and the
// conversion between it and a board.
namespace rf::io::interop::tiled {

inline constexpr int kCell = 64;
inline constexpr const char *kProfile = "roborally-board/1";
inline constexpr const char *kTilesetName = "rallyforge-elements";

struct Property {
    QString name;
    QString type; // "string", "int", "bool"
    QString value;
};

struct Object {
    int id = 0;
    QString cls;
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    std::uint32_t gid = 0; // tile object when non-zero
    bool point = false;
    std::vector<QPointF> polyline{};
    std::vector<Property> properties{};
    QString property(const QString &name) const;
};

struct Layer {
    int id = 0;
    QString name;
    bool tiles = true;
    std::vector<std::uint32_t> data{};  // tile layer: width * height gids
    std::vector<Object> objects{};      // object layer
};

// One tile of a tileset: local id, class and fixed properties.
struct TileDef {
    int id = 0;
    QString cls;
    std::vector<Property> properties{};
    QString property(const QString &name) const;
};

struct Map {
    int width = 0;
    int height = 0;
    std::vector<Property> properties{};
    QString tilesetSource; // external tileset file, relative to the map
    std::uint32_t firstGid = 1;
    std::vector<Layer> layers{};
    int nextObjectId = 1;
    // Reading: every tile of every tileset the map uses, by gid (without flag bits).
    std::map<std::uint32_t, TileDef> tiles{};
    QString property(const QString &name) const;
};

// Our tileset rallyforge-elements (what the writers reference).
const std::vector<TileDef> &tileset();
// Adds the tiles of one tileset (its "tiles" entries) starting at `firstGid`.
void addTiles(Map &m, std::uint32_t firstGid, const std::vector<TileDef> &tiles);

// Board -> map. The profile holds everything of a board except belt inputs on the exit side
// itself (noted).
Map toMap(const model::Board &b, std::vector<ConversionNote> &notes);
// Map -> board; throws json::JsonFailure naming the layer/object on bad data; notes for
// ignored layers and objects.
model::Board fromMap(const Map &m, std::vector<ConversionNote> &notes);
// The import of a parsed map (either encoding): fromMap guarded, after the parser's `notes`.
std::expected<ImportResult, Error> importMap(const QString &path, const Map &m, std::vector<ConversionNote> notes);

// The "tiles" of a JSON tileset object (class from "type" or "class"); throws json::JsonFailure.
std::vector<TileDef> tilesFromJson(const QJsonObject &tileset, const QString &path);
// How many folders above a map's own a tileset reference may climb with "..".
inline constexpr int kMaxTilesetClimb = 3;
// The file a map's external tileset reference `source` names (docs/interop.md, "Tiled
// profile"): inside the map's folder, or, with "..", inside the folder kMaxTilesetClimb levels
// above it (project file or not), both as written and with links resolved; a path that then
// leaves the map's folder must name a tileset (.tsx, .tsj or .json). The error is a message.
std::expected<QString, QString> resolveTilesetSource(const QString &mapPath, const QString &source);
// The tiles of an external tileset file (.tsj/.json or .tsx). Our own tileset falls back to the
// built-in definition when its file is missing.
std::expected<std::vector<TileDef>, Error> readTilesetFile(const QString &path);
// The tiles of a .tsx document's <tileset> element (tiledtmx.cpp).
std::expected<std::vector<TileDef>, Error> tilesFromTsx(const QByteArray &xml, const QString &path);

// The tileset image: one kCell x kCell tile per tileset entry, tile id k at column
// k % columns, row k / columns (Tiled's layout for single-image tilesets).
inline constexpr int kTilesetColumns = 8;
struct TilesetImage {
    QString file;     // relative to the tileset
    int columns = 0;
    int rows = 0;
    int width = 0;    // pixels
    int height = 0;
};
TilesetImage tilesetImageLayout();

// Tileset files in both encodings, referencing `image` when given (image collection without
// images otherwise).
QByteArray tilesetJson(const TilesetImage *image = nullptr);
QByteArray tilesetXml(const TilesetImage *image = nullptr);

// Writes `course` as a map at `path` and our tileset beside it, with `tilesetImage` (PNG bytes,
// drawn by render::tiledTilesetImage(): rf_io has no renderer) as the tileset's image when it is
// not empty: the part both encodings share. Files: map, tileset, image.
struct MapEncoding {
    const char *tilesetExtension = "";                         // "tsj" or "tsx"
    QByteArray (*map)(const Map &) = nullptr;
    QByteArray (*tileset)(const TilesetImage *image) = nullptr;
};
std::expected<ExportResult, Error> writeMapFiles(const QString &path, const model::Course &course, const MapEncoding &encoding,
                                               const QByteArray &tilesetImage, bool replaceSideFiles);

} // namespace rf::io::interop::tiled
