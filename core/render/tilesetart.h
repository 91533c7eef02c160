// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/tiled.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <expected>
#include <vector>

// The image of the Tiled tileset, drawn with the renderer's element art. rf_io has no renderer,
// so whoever exports to Tiled draws it here and gives it to the writer (io::interop::WriteOptions).
namespace rf::render {

// One tile per entry of `tiles` (ids 0..n-1), tile id k at column k % columns, row k / columns,
// `tileSize` pixels square, transparent where the art is. Floors are opaque; belts and devices
// are drawn without a floor so that Tiled's layers stack like ours.
std::expected<QImage, QString> tilesetArtImage(const std::vector<io::interop::tiled::TileDef> &tiles, int tileSize, int columns);
// The same as PNG bytes.
std::expected<QByteArray, QString> tilesetArtPng(const std::vector<io::interop::tiled::TileDef> &tiles, int tileSize, int columns);
// The image of our tileset (tiled::tileset()) in the layout the Tiled writers reference
// (tiled::tilesetImageLayout()), as PNG bytes for WriteOptions::tilesetImage.
std::expected<QByteArray, QString> tiledTilesetImage();
// What `format` needs to write: the tileset image for the Tiled formats, nothing for the others.
// Fails with an English message when the image cannot be drawn.
std::expected<io::interop::WriteOptions, QString> writeOptionsFor(const io::interop::BoardFormat &format);

} // namespace rf::render
