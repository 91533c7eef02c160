// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/tiled.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <expected>
#include <vector>

// The image of the Tiled tileset, drawn with the renderer's element art. rf_io cannot link the
// renderer, so it asks for the image through tiled::setTilesetArtPainter(); the CLI installs
// this painter before converting.
namespace rf::cli {

// One tile per entry of `tiles` (ids 0..n-1), tile id k at column k % columns, row k / columns,
// `tileSize` pixels square, transparent where the art is. Floors are opaque; belts and devices
// are drawn without a floor so that Tiled's layers stack like ours.
std::expected<QImage, QString> tilesetArtImage(const std::vector<io::interop::tiled::TileDef> &tiles, int tileSize, int columns);
// The same as PNG bytes (the signature of tiled::TilesetArtPainter).
std::expected<QByteArray, QString> tilesetArtPng(const std::vector<io::interop::tiled::TileDef> &tiles, int tileSize, int columns);
// Installs tilesetArtPng as the Tiled writers' painter (idempotent).
void installTilesetArt();

} // namespace rf::cli
