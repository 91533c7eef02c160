// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rf::io {

// Versions of RallyForge and the libraries it runs with, for --version and Help > About.
QString rallyForgeVersion();
QString qtRuntimeVersion();
QString karchiveVersion();
// "RallyForge 0.1.0 (Qt 6.8.2, KArchive 6.13.0)"
QString versionSummary();

} // namespace rf::io
