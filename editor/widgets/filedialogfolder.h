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
// A save dialog's answer with the suffix of the filter the user chose when the name has none
// ("step16" with "PNG images (*.png)" is "step16.png"); a name with a suffix stays as typed.
QString withFilterSuffix(const QString &path, const QString &filter);

} // namespace rf::editor
