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

// The same JSON in pieces, for a trace written as it is played (`simulate --format json`):
// the head (up to the entries), each piece of entries (a Trace of some entries under the game's
// header; `first`: no entry was written before it), then the tail. Their concatenation is
// traceToJson's text.
QByteArray traceJsonHead(const sim::Trace &trace);
QByteArray traceJsonEntries(const sim::Trace &trace, bool first);
QByteArray traceJsonTail(bool anyEntries, const game::GameState *final = nullptr);

} // namespace rf::io
