// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "sim/trace.h"

#include <QByteArray>

namespace rf::io {

// A recorded trace as deterministic JSON: the header, then one entry per line (turn/register/
// phase markers and substep events). Used by `simulate --format json` and the golden traces.
// With `final`, a "final" object follows the entries: every robot with every field a scenario's
// `expect` can name (docs/formats.md), and the winner.
QByteArray traceToJson(const sim::Trace &trace, const game::GameState *final = nullptr);

} // namespace rf::io
