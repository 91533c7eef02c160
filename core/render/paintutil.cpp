// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/paintutil.h"

#include "render/artlibrary.h"

#include <QFont>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace rf::render::detail {

namespace {

// Logical size of one device pixel, so tiny text can be replaced by dots.
double devicePixel(const QPainter &p)
{
    const QTransform t = p.deviceTransform();
    const double s = std::sqrt(std::abs(t.determinant()));
    return s > 0.0 ? 1.0 / s : 1.0;
}

} // namespace

QPointF unit(model::Direction d)
{
    const model::Point v = model::delta(d);
    return {static_cast<double>(v.x), static_cast<double>(v.y)};
}

void drawCentredText(QPainter &p, const QRectF &box, const QString &text, double px, const QColor &colour, bool bold,
                     const QColor &halo)
{
    if (text.isEmpty() || px <= 0.0)
        return;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(bold);
    // Point sizes are converted with the device's DPI: undo that so `px` is in logical units.
    const int dpi = p.device() ? p.device()->logicalDpiY() : 96;
    font.setPointSizeF(px * 72.0 / std::max(1, dpi));
    p.save();
    p.setFont(font);
    if (halo.isValid()) {
        // A thin outline keeps numbers readable on busy art. The outline is a path, and
        // QPainterPath::addText sizes glyphs by the screen's DPI, not the device's: on a PDF
        // (1200 dpi, millimetre units) the number came out as a dot. So the glyphs are laid
        // out at a fixed pixel size and scaled to `px`, centred on their own outline.
        constexpr int kReferencePx = 100;
        QFont reference = font;
        reference.setPixelSize(kReferencePx);
        QPainterPath glyphs;
        glyphs.addText(QPointF(0, 0), reference, text);
        const QRectF tight = glyphs.boundingRect();
        const double k = px / kReferencePx;
        QTransform place;
        place.translate(box.center().x() - tight.center().x() * k, box.center().y() - tight.center().y() * k);
        place.scale(k, k);
        const QPainterPath path = place.map(glyphs);
        p.setRenderHint(QPainter::Antialiasing);
        p.strokePath(path, QPen(halo, px * 0.18, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.fillPath(path, colour);
    } else {
        p.setPen(colour);
        p.drawText(box, Qt::AlignCenter, text);
    }
    p.restore();
}

void drawRegisterBadges(QPainter &p, const ArtLibrary &art, const QRectF &strip, model::RegisterSet regs, bool vertical,
                        bool raster)
{
    constexpr int n = model::RegisterSet::kRegisters;
    const double along = vertical ? strip.height() : strip.width();
    const double across = vertical ? strip.width() : strip.height();
    const double gap = along * 0.03;
    const double side = std::min(across, (along - gap * (n - 1)) / n);
    const double used = side * n + gap * (n - 1);
    const double start = (along - used) / 2.0;
    const bool digits = side / devicePixel(p) >= 9.0;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int r = 1; r <= n; ++r) {
        const double offset = start + (r - 1) * (side + gap);
        const QRectF box = vertical ? QRectF(strip.center().x() - side / 2.0, strip.top() + offset, side, side)
                                    : QRectF(strip.left() + offset, strip.center().y() - side / 2.0, side, side);
        const bool on = regs.contains(r);
        p.setPen(QPen(QColor(20, 20, 22, 220), side * 0.08));
        p.setBrush(on ? QColor(255, 214, 64) : QColor(52, 56, 62, 215));
        if (digits) {
            p.drawRoundedRect(box, side * 0.2, side * 0.2);
            art.drawText(p, box, QString::number(r), side * 0.78, on ? QColor(25, 25, 25) : QColor(150, 156, 165), true,
                         {}, raster);
        } else {
            const double d = side * 0.86;
            p.drawEllipse(QRectF(box.center().x() - d / 2.0, box.center().y() - d / 2.0, d, d));
        }
    }
    p.restore();
}

void drawBeams(QPainter &p, QPointF from, QPointF to, model::Direction dir, int beams, double cellSize, bool timed)
{
    // Beams are axis-aligned bars: filled rectangles are far cheaper than stroked wide lines
    // over a long board, and only the part inside the clip is filled.
    beams = std::clamp(beams, 1, 3);
    const QPointF perp = unit(model::turnRight(dir));
    const bool horizontal = dir == model::Direction::East || dir == model::Direction::West;
    const QRectF clip = p.hasClipping() ? p.clipBoundingRect() : QRectF();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    const auto bar = [&](QPointF a, QPointF b, double width, const QColor &c) {
        QRectF r = horizontal ? QRectF(QPointF(std::min(a.x(), b.x()), a.y() - width / 2.0), QPointF(std::max(a.x(), b.x()), a.y() + width / 2.0))
                              : QRectF(QPointF(a.x() - width / 2.0, std::min(a.y(), b.y())), QPointF(a.x() + width / 2.0, std::max(a.y(), b.y())));
        if (!clip.isNull())
            r = r.intersected(clip);
        if (!r.isEmpty())
            p.fillRect(r, c);
    };
    for (int i = 0; i < beams; ++i) {
        const double k = (i - (beams - 1) / 2.0) * 0.14 * cellSize;
        const QPointF a = from + perp * k;
        const QPointF b = to + perp * k;
        bar(a, b, cellSize * 0.10, QColor(255, 40, 30, 70));
        if (!timed) {
            bar(a, b, cellSize * 0.036, QColor(255, 55, 40));
            bar(a, b, cellSize * 0.012, QColor(255, 225, 210));
            continue;
        }
        // Timed lasers: a dashed core, 4 dashes per square.
        const QPointF u = unit(dir);
        const double length = std::abs(horizontal ? b.x() - a.x() : b.y() - a.y());
        const double period = cellSize / 4.0;
        for (double t = 0.0; t < length; t += period) {
            const double end = std::min(length, t + period * 0.6);
            bar(a + u * t, a + u * end, cellSize * 0.036, QColor(255, 55, 40));
        }
    }
    p.restore();
}

} // namespace rf::render::detail
