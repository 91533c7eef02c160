// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tilesetart.h"

#include "model/elements.h"
#include "render/boardrenderer.h"

#include <QBuffer>
#include <QPainter>

namespace rf::render {

using io::interop::tiled::TileDef;
using namespace rf::model;

namespace {

// Draws the tile's art into `cell` (north-facing: Tiled rotates it with the flip flags).
std::expected<void, QString> paintTile(QPainter &p, const render::BoardRenderer &r, const QRectF &cell, const TileDef &t)
{
    const std::string cls = t.cls.toStdString();
    if (const auto floor = floorKindFromName(cls)) {
        Floor f{*floor, std::nullopt};
        if (*floor == FloorKind::Water && t.property(QStringLiteral("current")) == QLatin1String("true"))
            f.current = Direction::North;
        r.paintFloor(p, cell, f);
        return {};
    }
    if (t.cls == QLatin1String("level")) {
        // Drawn over the floor layer: a translucent upper-level plate lets the floor kind show.
        p.save();
        p.setOpacity(0.45);
        r.paintFloor(p, cell, Floor{}, 1);
        p.restore();
        return {};
    }
    const auto kind = deviceKindFromName(cls);
    if (!kind || *kind == DeviceKind::None)
        return std::unexpected(QStringLiteral("tile %1: no art for class '%2'").arg(t.id).arg(t.cls));
    Device d{.kind = *kind, .dir = Direction::North};
    switch (*kind) {
    case DeviceKind::Belt:
        d.express = t.property(QStringLiteral("speed")) == QLatin1String("2");
        for (QChar ch : t.property(QStringLiteral("inputs"))) {
            if (ch == QLatin1Char('L'))
                d.inputs.insert(Direction::West);
            else if (ch == QLatin1Char('R'))
                d.inputs.insert(Direction::East);
            else if (ch == QLatin1Char('F'))
                d.inputs.insert(Direction::South);
        }
        break;
    case DeviceKind::Gear: d.clockwise = t.property(QStringLiteral("turn")) != QLatin1String("ccw"); break;
    case DeviceKind::RepairSite: d.wrenches = t.property(QStringLiteral("wrenches")) == QLatin1String("2") ? 2 : 1; break;
    default: break;
    }
    // Registers of crushers, flamers and trap doors are per object, so the tile has no badges.
    r.paintDevice(p, cell, d, false);
    return {};
}

} // namespace

std::expected<QImage, QString> tilesetArtImage(const std::vector<TileDef> &tiles, int tileSize, int columns)
{
    if (tileSize < 1 || columns < 1)
        return std::unexpected(QStringLiteral("tile size and columns must be positive"));
    int count = 0;
    for (const TileDef &t : tiles) {
        if (t.id < 0)
            return std::unexpected(QStringLiteral("tile id %1 is negative").arg(t.id));
        count = std::max(count, t.id + 1);
    }
    const int rows = std::max(1, (count + columns - 1) / columns);
    QImage img(columns * tileSize, rows * tileSize, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    const render::BoardRenderer renderer;
    QPainter p(&img);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    for (const TileDef &t : tiles) {
        const QRectF cell((t.id % columns) * tileSize, (t.id / columns) * tileSize, tileSize, tileSize);
        p.save();
        p.setClipRect(cell);
        auto ok = paintTile(p, renderer, cell, t);
        p.restore();
        if (!ok)
            return std::unexpected(ok.error());
    }
    p.end();
    return img;
}

std::expected<QByteArray, QString> tilesetArtPng(const std::vector<TileDef> &tiles, int tileSize, int columns)
{
    auto img = tilesetArtImage(tiles, tileSize, columns);
    if (!img)
        return std::unexpected(img.error());
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!img->convertToFormat(QImage::Format_ARGB32).save(&buffer, "PNG"))
        return std::unexpected(QStringLiteral("PNG encoding failed"));
    return png;
}

std::expected<QByteArray, QString> tiledTilesetImage()
{
    namespace td = io::interop::tiled;
    return tilesetArtPng(td::tileset(), td::kCell, td::tilesetImageLayout().columns);
}

std::expected<io::interop::WriteOptions, QString> writeOptionsFor(const io::interop::BoardFormat &format)
{
    io::interop::WriteOptions options;
    if (!format.usesTilesetImage())
        return options;
    auto image = tiledTilesetImage();
    if (!image)
        return std::unexpected(QStringLiteral("cannot draw the tileset image: %1").arg(image.error()));
    options.tilesetImage = std::move(*image);
    return options;
}

} // namespace rf::render
