// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rf::cli {

// The folder of the shipped boards: next to the sources in a build tree, or installed under
// share/; empty when neither holds them (`demo` plays its course, `generate` searches its boards).
QString shippedBoardsDir();

} // namespace rf::cli
