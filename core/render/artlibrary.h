// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <memory>
#include <unordered_map>

class QPainter;
class QSvgRenderer;

namespace rf::render {

// One SVG file of resources/art. Cell art has a 100 x 100 view box; edge art a 100 x 40 view
// box whose horizontal middle line is the edge, the feature's direction pointing up. All art
// points north.
enum class Art : std::uint8_t {
    Floor, Pit, Drain, Oil, Water, Acid, Fire, Radiation, RadioactiveWaste, Current,
    BeltStraight, BeltCurveLeft, BeltCurveRight, BeltFeedLeft, BeltFeedRight, BeltEnd,
    GearRight, GearLeft, Repair1, Repair2, ChopShop, Randomizer, Teleporter, Portal, Ramp, Energy,
    Crusher, Flamer, TrapDoor, Crate, Antenna, Reboot, Battery,
    Wall, OneWayWall, Ledge, NoLedge, Laser1, Laser2, Laser3, Pusher, Repulsor,
    Checkpoint, Start, Dock,
    Robot,
};
inline constexpr int kArtCount = static_cast<int>(Art::Robot) + 1;

// File base name in resources/art ("belt-straight"); the resource path is ":/art/NAME.svg".
QString artName(Art a);
bool isEdgeArt(Art a);

// Colour substitutions applied to an art file before it is parsed: express belts (blue body,
// double chevrons), portals and robots (their colour). The art files use fixed token colours
// for the parts that change, documented in resources/art/README.md.
struct ArtStyle {
    bool express = false;
    QColor tint{};          // Portal, Robot: the main colour (invalid = the file's own colour)
    bool upperLevel = false; // floors: the lighter plate of level 1, baked into the tile
    friend bool operator==(const ArtStyle &, const ArtStyle &) = default;
};

// Loads the art once per (file, style) and draws it, through a cache of rasterised tiles on
// raster devices.
class ArtLibrary {
public:
    ArtLibrary();
    ~ArtLibrary();
    ArtLibrary(const ArtLibrary &) = delete;
    ArtLibrary &operator=(const ArtLibrary &) = delete;

    // Draws `art`, `size` large before turning, centred on `centre` and turned `quarterTurns`
    // clockwise. `raster` selects the tile cache (see rasterScale()).
    void draw(QPainter &p, Art art, QPointF centre, QSizeF size, int quarterTurns, const ArtStyle &style,
              bool raster) const;
    // Text centred in `box`, `px` logical units high, optionally with a dark outline `halo`.
    // On raster devices the rendered text is cached like the tiles (numbers repeat a lot).
    void drawText(QPainter &p, const QRectF &box, const QString &text, double px, const QColor &colour, bool bold,
                  const QColor &halo, bool raster) const;
    // Whether the art file loaded and parsed (tests check every file).
    bool isValid(Art art, const ArtStyle &style = {}) const;
    void clear();

    // The uniform device scale of `p` when tiles may be used: a raster paint engine and an
    // axis-aligned transform without mirroring. 0 otherwise.
    static double rasterScale(const QPainter &p);

    // Draws `img` (device pixels) with its top-left at `topLeft` (logical), snapped to whole
    // device pixels so the raster engine copies it instead of filtering.
    static void blit(QPainter &p, QPointF topLeft, const QImage &img);

private:
    struct TileKey {
        int art = 0;
        int turns = 0;
        bool express = false;
        bool upper = false;
        QRgb tint = 0;
        int w = 0;
        int h = 0;
        friend bool operator==(const TileKey &, const TileKey &) = default;
    };
    friend size_t qHash(const TileKey &k, size_t seed) noexcept;
    struct TextKey {
        QString text;
        int px100 = 0; // device pixel height x 100
        int w = 0;
        int h = 0;
        QRgb colour = 0;
        QRgb halo = 0;
        bool bold = false;
        friend bool operator==(const TextKey &, const TextKey &) = default;
    };
    friend size_t qHash(const TextKey &k, size_t seed) noexcept;

    void insertBytes(qint64 bytes) const;

    QSvgRenderer *renderer(Art art, const ArtStyle &style) const;
    const QImage &tile(Art art, const ArtStyle &style, int w, int h, int turns) const;

    mutable std::unordered_map<quint64, std::unique_ptr<QSvgRenderer>> m_renderers;
    mutable QHash<TileKey, QImage> m_tiles;
    mutable QHash<TextKey, QImage> m_texts;
    mutable qint64 m_tileBytes = 0;
};

} // namespace rf::render
