// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rf::sim {

// Called once at the start of a program. The C library's allocator (glibc) moves its thresholds
// for giving freed memory back to the system as a program runs; a program that records a trace
// per game, frees it and records the next then, depending on where its other buffers happen to
// lie, hands the memory back and faults it in again every game (measured: 250,000 page faults
// and a sixth of the time of 3,000 recorded games). Fixed thresholds at the values glibc would
// reach anyway (32 MiB blocks from the heap, 64 MiB kept) make that independent of the layout.
// Does nothing with other C libraries.
void tuneAllocator();

} // namespace rf::sim
