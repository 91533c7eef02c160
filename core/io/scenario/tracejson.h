// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/trace.h"

#include <QByteArray>

namespace rf::io {

// A recorded trace as deterministic JSON: the header, then one entry per line (turn/register/
// phase markers and substep events). Used by `simulate --format json` and the golden traces.
QByteArray traceToJson(const sim::Trace &trace);

} // namespace rf::io
