// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/boardrenderer.h"
#include "sim/replay.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

// The pictures of a ruling report: the board drawn once as a PNG, and each position as the
// robots and the substep's highlights over it, drawn by the debugger's own step painter.
namespace rf::render::report {

// `image` as the bytes of a PNG file.
QByteArray pngBytes(const QImage &image);

class Pictures {
public:
    // Draws the board of `course` (already known to combine) at the report's scale.
    explicit Pictures(const model::Course &course);

    // The board, for the page's shared definitions: an <svg> holding <image id="board"> (PNG).
    QByteArray boardDefinition() const;
    // An inline <svg> of position `pos` (0: the setup) of `replay`: the board (by reference)
    // with the robots and, after a substep, what it did. Ids inside are prefixed with `ids`.
    QByteArray stepSvg(const sim::Replay &replay, int pos, const QString &ids, const QString &label) const;
    // The same as an image with `caption` written under the board (Markdown reports).
    QImage stepImage(const sim::Replay &replay, int pos, const QString &caption) const;

private:
    // Paints robots and highlights of `pos` in step units (render::kStepCell per square).
    void paintPosition(QPainter &p, const sim::Replay &replay, int pos) const;
    BoardRenderer m_renderer;
    model::Size m_size{};
    double m_cellPx = 48.0;
    QImage m_board;
};

} // namespace rf::render::report
