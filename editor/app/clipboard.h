// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <optional>

class QMimeData;

namespace rf::editor {

// The clipboard holds a copied fragment as a one-board .rfboard JSON document, under our own
// MIME type and as text (so it can be pasted into a text editor and back).
inline constexpr const char *kFragmentMimeType = "application/x-rallyforge-board";

QMimeData *fragmentToMimeData(const model::Board &fragment);
std::optional<model::Board> fragmentFromMimeData(const QMimeData *data);

} // namespace rf::editor
