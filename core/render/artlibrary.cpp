// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/artlibrary.h"

#include "render/paintutil.h"

#include <QFile>
#include <QPaintEngine>
#include <QPainter>
#include <QSvgRenderer>

#include <array>
#include <cmath>

namespace rf::render {

namespace {

constexpr std::array<const char *, kArtCount> kArtNames{
    "floor", "pit", "drain", "oil", "water", "acid", "fire", "radiation", "radioactive-waste", "current",
    "belt-straight", "belt-curve-left", "belt-curve-right", "belt-feed-left", "belt-feed-right", "belt-end",
    "gear-right", "gear-left", "repair-1", "repair-2", "chop-shop", "randomizer", "teleporter", "portal", "ramp", "energy",
    "crusher", "flamer", "trapdoor", "crate", "antenna", "reboot", "battery",
    "wall", "oneway", "ledge", "no-ledge", "laser-1", "laser-2", "laser-3", "pusher", "repulsor",
    "checkpoint", "start", "dock",
    "robot",
};

// Token colours of the art files (resources/art/README.md).
constexpr const char *kBeltBody = "#d9a520";
constexpr const char *kBeltRail = "#8c6a12";
constexpr const char *kExpressBody = "#2f7fd6";
constexpr const char *kExpressRail = "#1b4c86";
constexpr const char *kExpressMarkHidden = "id=\"express\" display=\"none\"";
constexpr const char *kExpressMarkShown = "id=\"express\" display=\"inline\"";
constexpr const char *kTintMain = "#b04fe0";
constexpr const char *kTintDark = "#6a2a8c";
constexpr const char *kTintLight = "#e2b8f5";

// The upper level's plates are the lower level's lightened by this.
const QColor kUpperLevelLight(255, 255, 255, 46);

// Tiles are dropped all at once past this budget; a zoom change refills them in a frame or two.
constexpr qint64 kTileBudgetBytes = 96LL * 1024 * 1024;

quint64 rendererKey(Art art, const ArtStyle &style)
{
    const quint64 tint = style.tint.isValid() ? (quint64{1} << 32) | style.tint.rgba() : 0;
    return (static_cast<quint64>(art) << 40) | (static_cast<quint64>(style.express) << 39) | tint;
}

QByteArray hexColour(const QColor &c) { return c.name(QColor::HexRgb).toLatin1(); }

} // namespace

size_t qHash(const ArtLibrary::TileKey &k, size_t seed) noexcept
{
    return qHashMulti(seed, k.art, k.turns, k.express, k.upper, k.tint, k.w, k.h);
}

size_t qHash(const ArtLibrary::TextKey &k, size_t seed) noexcept
{
    return qHashMulti(seed, k.text, k.px100, k.w, k.h, k.colour, k.halo, k.bold);
}

QString artName(Art a) { return QString::fromLatin1(kArtNames[static_cast<std::size_t>(a)]); }

bool isEdgeArt(Art a) { return a >= Art::Wall && a <= Art::Repulsor; }

ArtLibrary::ArtLibrary() = default;
ArtLibrary::~ArtLibrary() = default;

void ArtLibrary::clear()
{
    m_renderers.clear();
    m_tiles.clear();
    m_texts.clear();
    m_tileBytes = 0;
}

void ArtLibrary::insertBytes(qint64 bytes) const
{
    if (m_tileBytes > kTileBudgetBytes) {
        m_tiles.clear();
        m_texts.clear();
        m_tileBytes = 0;
    }
    m_tileBytes += bytes;
}

void ArtLibrary::blit(QPainter &p, QPointF topLeft, const QImage &img)
{
    const QTransform world = p.worldTransform();
    const QTransform device = p.deviceTransform();
    // device = world * extra (e.g. the device pixel ratio): find the world transform that maps
    // the image's pixels 1:1 onto device pixels at a rounded position.
    bool ok = false;
    const QTransform extra = world.inverted(&ok) * device;
    bool ok2 = false;
    const QTransform extraInv = extra.inverted(&ok2);
    if (!ok || !ok2) {
        p.drawImage(topLeft, img);
        return;
    }
    const QPointF d = device.map(topLeft);
    p.setWorldTransform(QTransform::fromTranslate(std::round(d.x()), std::round(d.y())) * extraInv);
    p.drawImage(QPointF(0, 0), img);
    p.setWorldTransform(world);
}

void ArtLibrary::drawText(QPainter &p, const QRectF &box, const QString &text, double px, const QColor &colour,
                          bool bold, const QColor &halo, bool raster) const
{
    const double scale = raster ? rasterScale(p) : 0.0;
    if (scale <= 0.0) {
        detail::drawCentredText(p, box, text, px, colour, bold, halo);
        return;
    }
    const int w = std::max(1, static_cast<int>(std::lround(box.width() * scale)));
    const int h = std::max(1, static_cast<int>(std::lround(box.height() * scale)));
    const TextKey key{text, static_cast<int>(std::lround(px * scale * 100.0)), w, h, colour.rgba(),
                      halo.isValid() ? halo.rgba() : 0, bold};
    auto it = m_texts.constFind(key);
    if (it == m_texts.constEnd()) {
        QImage img(w, h, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
            QPainter ip(&img);
            ip.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            ip.scale(scale, scale);
            detail::drawCentredText(ip, QRectF(0, 0, box.width(), box.height()), text, px, colour, bold, halo);
        }
        insertBytes(img.sizeInBytes());
        it = m_texts.insert(key, std::move(img));
    }
    blit(p, box.topLeft(), *it);
}

QSvgRenderer *ArtLibrary::renderer(Art art, const ArtStyle &style) const
{
    const quint64 key = rendererKey(art, style);
    auto it = m_renderers.find(key);
    if (it != m_renderers.end())
        return it->second.get();
    QFile file(QLatin1String(":/art/") + artName(art) + QLatin1String(".svg"));
    QByteArray svg;
    if (file.open(QIODevice::ReadOnly))
        svg = file.readAll();
    if (style.express) {
        svg.replace(kBeltBody, kExpressBody);
        svg.replace(kBeltRail, kExpressRail);
        svg.replace(kExpressMarkHidden, kExpressMarkShown);
    }
    if (style.tint.isValid()) {
        svg.replace(kTintMain, hexColour(style.tint));
        svg.replace(kTintDark, hexColour(style.tint.darker(170)));
        svg.replace(kTintLight, hexColour(style.tint.lighter(165)));
    }
    auto r = std::make_unique<QSvgRenderer>(svg);
    r->setAspectRatioMode(Qt::IgnoreAspectRatio);
    QSvgRenderer *raw = r.get();
    m_renderers.emplace(key, std::move(r));
    return raw;
}

bool ArtLibrary::isValid(Art art, const ArtStyle &style) const { return renderer(art, style)->isValid(); }

double ArtLibrary::rasterScale(const QPainter &p)
{
    const QPaintEngine *engine = p.paintEngine();
    if (!engine || (engine->type() != QPaintEngine::Raster && engine->type() != QPaintEngine::OpenGL2))
        return 0.0;
    const QTransform t = p.deviceTransform();
    if (t.type() > QTransform::TxScale || t.m11() <= 0.0 || t.m22() <= 0.0)
        return 0.0;
    if (std::abs(t.m11() - t.m22()) > 1e-6 * t.m11())
        return 0.0;
    return t.m11();
}

const QImage &ArtLibrary::tile(Art art, const ArtStyle &style, int w, int h, int turns) const
{
    const TileKey key{static_cast<int>(art), turns, style.express, style.upperLevel,
                      style.tint.isValid() ? style.tint.rgba() : 0, w, h};
    auto it = m_tiles.constFind(key);
    if (it != m_tiles.constEnd())
        return *it;
    const bool odd = turns % 2 != 0;
    QImage img(odd ? h : w, odd ? w : h, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter ip(&img);
        ip.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        ip.translate(img.width() / 2.0, img.height() / 2.0);
        ip.rotate(90.0 * turns);
        renderer(art, style)->render(&ip, QRectF(-w / 2.0, -h / 2.0, w, h));
        if (style.upperLevel)
            ip.fillRect(QRectF(-w / 2.0, -h / 2.0, w, h), kUpperLevelLight);
    }
    insertBytes(img.sizeInBytes());
    return *m_tiles.insert(key, std::move(img));
}

void ArtLibrary::draw(QPainter &p, Art art, QPointF centre, QSizeF size, int quarterTurns, const ArtStyle &style,
                      bool raster) const
{
    const int turns = ((quarterTurns % 4) + 4) % 4;
    const bool odd = turns % 2 != 0;
    const QSizeF footprint = odd ? size.transposed() : size;
    const QRectF target(centre.x() - footprint.width() / 2.0, centre.y() - footprint.height() / 2.0,
                        footprint.width(), footprint.height());
    const double scale = raster ? rasterScale(p) : 0.0;
    if (scale > 0.0) {
        const int w = std::max(1, static_cast<int>(std::lround(size.width() * scale)));
        const int h = std::max(1, static_cast<int>(std::lround(size.height() * scale)));
        blit(p, target.topLeft(), tile(art, style, w, h, turns));
        return;
    }
    p.save();
    p.translate(centre);
    p.rotate(90.0 * turns);
    const QRectF r(-size.width() / 2.0, -size.height() / 2.0, size.width(), size.height());
    renderer(art, style)->render(&p, r);
    if (style.upperLevel)
        p.fillRect(r, kUpperLevelLight);
    p.restore();
}

} // namespace rf::render
