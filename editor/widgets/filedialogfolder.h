// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rf::editor {

// Where a file dialog starts: the folder of the document at hand, else the folder of the file
// the user last chose in any of the editor's dialogs (kept across sessions), else the home
// folder; never the process's working folder, which for a desktop launch is arbitrary.
QString dialogFolder(const QString &documentPath);
// The same folder with `fileName` in it, for save dialogs that suggest a name.
QString dialogPath(const QString &documentPath, const QString &fileName);
// Remembers the folder of `chosenPath` (a file the user picked; empty: nothing happens).
void rememberDialogFolder(const QString &chosenPath);

} // namespace rf::editor
