// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/showbeside.h"

#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

#include <algorithm>
#include <array>

namespace rf::editor {

void showBeside(QWidget *dialog, const QWidget *avoid)
{
    if (!avoid || !avoid->isVisible()) {
        dialog->show();
        return;
    }
    dialog->adjustSize();
    const QRect board(avoid->mapToGlobal(QPoint(0, 0)), avoid->size());
    const QScreen *screen = avoid->screen() ? avoid->screen() : QGuiApplication::primaryScreen();
    const QRect room = screen->availableGeometry();
    // The frame (title bar, borders) is known only once shown; a typical one meanwhile.
    const QMargins frame = dialog->isVisible()
                               ? QMargins(dialog->geometry().left() - dialog->frameGeometry().left(),
                                          dialog->geometry().top() - dialog->frameGeometry().top(),
                                          dialog->frameGeometry().right() - dialog->geometry().right(),
                                          dialog->frameGeometry().bottom() - dialog->geometry().bottom())
                               : QMargins(4, 30, 4, 4);
    const QSize outer = dialog->size().grownBy(frame);
    constexpr int kGap = 8;
    const int midY = std::clamp(board.center().y() - outer.height() / 2, room.top(), room.bottom() - outer.height());
    const int midX = std::clamp(board.center().x() - outer.width() / 2, room.left(), room.right() - outer.width());
    // Candidates, best first: each side of the board, then the screen edge of that side.
    const std::array<QPoint, 8> tries{
        QPoint(board.right() + kGap, midY),           QPoint(board.left() - kGap - outer.width(), midY),
        QPoint(midX, board.bottom() + kGap),          QPoint(midX, board.top() - kGap - outer.height()),
        QPoint(room.right() - outer.width(), midY),   QPoint(room.left(), midY),
        QPoint(midX, room.bottom() - outer.height()), QPoint(midX, room.top()),
    };
    QPoint best = tries.front();
    qint64 leastCovered = -1;
    for (const QPoint &topLeft : tries) {
        const QRect at(topLeft, outer);
        if (!room.contains(at))
            continue;
        const QRect covered = at.intersected(board);
        const qint64 area = covered.isEmpty() ? 0 : qint64(covered.width()) * covered.height();
        if (leastCovered < 0 || area < leastCovered) {
            leastCovered = area;
            best = topLeft;
        }
        if (area == 0)
            break;
    }
    dialog->move(best); // move() places the frame's top left corner
    dialog->show();
}

} // namespace rf::editor
