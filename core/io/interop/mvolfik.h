// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/board.h"

#include <QByteArray>

#include <vector>

// Internals of the mvolfik format shared by its reader and writer.
namespace rf::io::interop {

// mvolfik stores only a belt's exit; curves and merges follow from the neighbours. Sets every
// belt's inputs the way upstream derives them: a side is an input when the neighbour there is a
// belt of the same speed pointing into this cell; a belt fed by none is straight.
void inferBeltInputs(model::Board &b);

// The map text for `b`, with a note for everything dropped or approximated.
QByteArray writeMvolfikMap(const model::Board &b, std::vector<ConversionNote> &notes);

} // namespace rf::io::interop
