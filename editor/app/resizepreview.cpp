// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/resizepreview.h"

#include <QPainter>
#include <QPalette>
#include <QRegion>

#include <algorithm>

namespace rf::editor {

ResizePreview::ResizePreview(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resizePreview"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Grey: the board now. Blue frame: the board after resizing. Red: squares cut off; crossed: squares "
                  "whose elements go with them."));
}

void ResizePreview::setState(model::Size oldSize, model::Size newSize, model::Point offset,
                             std::vector<model::Point> lost)
{
    m_old = oldSize;
    m_new = newSize;
    m_offset = offset;
    m_lost = std::move(lost);
    update();
}

QRect ResizePreview::frame() const
{
    return {-m_offset.x, -m_offset.y, m_new.width, m_new.height};
}

void ResizePreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QRect board(0, 0, m_old.width, m_old.height);
    const QRect bounds = board.united(frame());
    if (bounds.isEmpty())
        return;
    // Whole squares per pixel would leave big boards unreadable: scale as a real, centred.
    const qreal margin = 6;
    const qreal cell =
        std::min({(width() - 2 * margin) / bounds.width(), (height() - 2 * margin) / bounds.height(), 24.0});
    const QPointF origin((width() - cell * bounds.width()) / 2 - cell * bounds.left(),
                         (height() - cell * bounds.height()) / 2 - cell * bounds.top());
    auto toPixels = [&](const QRect &r) {
        return QRectF(origin.x() + r.left() * cell, origin.y() + r.top() * cell, r.width() * cell, r.height() * cell);
    };

    p.fillRect(toPixels(board), QColor(200, 200, 200));
    for (const QRect &cut : QRegion(board).subtracted(QRegion(frame())))
        p.fillRect(toPixels(cut), QColor(230, 90, 80, 170));
    if (cell >= 5) {
        p.setPen(QPen(QColor(150, 150, 150), 0));
        for (int x = 0; x <= m_old.width; ++x)
            p.drawLine(QPointF(origin.x() + x * cell, origin.y()),
                       QPointF(origin.x() + x * cell, origin.y() + m_old.height * cell));
        for (int y = 0; y <= m_old.height; ++y)
            p.drawLine(QPointF(origin.x(), origin.y() + y * cell),
                       QPointF(origin.x() + m_old.width * cell, origin.y() + y * cell));
    }
    p.setPen(QPen(QColor(150, 20, 20), std::max<qreal>(1, cell / 8)));
    for (const model::Point &at : m_lost) {
        const QRectF r = toPixels(QRect(at.x, at.y, 1, 1)).adjusted(cell / 5, cell / 5, -cell / 5, -cell / 5);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    }
    p.setPen(QPen(QColor(30, 90, 200), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(toPixels(frame()));
}

} // namespace rf::editor
