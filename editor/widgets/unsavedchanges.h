// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace rf::editor {

class Document;

// Before a document is closed or replaced: when it has unsaved changes, asks over `window`
// whether to save them (`question`), and saves with `save`. False when the user cancelled or
// saving failed: the document must stay. Discard marks the document discarded (its recovery
// copy goes).
bool keepOrDiscardChanges(QWidget *window, Document &doc, const QString &question,
                          const std::function<bool()> &save);

} // namespace rf::editor
