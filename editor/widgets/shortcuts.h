// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>

namespace rf::editor {

// Redo: the platform's keys (Ctrl+Shift+Z on most Linux desktops) and Ctrl+Y, which users of
// Tiled and of most other editors press too.
inline QList<QKeySequence> redoShortcuts()
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence ctrlY(Qt::CTRL | Qt::Key_Y);
    if (!keys.contains(ctrlY))
        keys << ctrlY;
    return keys;
}

} // namespace rf::editor
