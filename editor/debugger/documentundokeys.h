// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/shortcuts.h"

#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QObject>

namespace rf::debugger {

// Ctrl+Z and Ctrl+Shift+Z in a number field undo the document's edits (the panel says so), not
// the typing in the field, which Enter has already made an edit. Installed as an event filter.
class DocumentUndoKeys : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            const QKeySequence pressed(key->keyCombination());
            if (key->matches(QKeySequence::Undo) || editor::redoShortcuts().contains(pressed)) {
                event->ignore(); // the window's Undo and Redo take it
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace rf::debugger
