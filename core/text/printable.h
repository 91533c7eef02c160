// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace rf::text {

// Text from a file or the command line (a robot name, a title, a file name) made safe to print
// inside one line of a terminal: control characters (C0, DEL, C1), line and paragraph separators
// and bidirectional overrides are shown as visible escapes ("\n", "\x1b", "\u202e"), so that a
// name can neither start a line of its own (a forged "PASS") nor drive the terminal (ANSI
// escapes) nor reorder what follows it. Bytes that are not UTF-8 are shown as "\xHH". Nothing else
// changes, and a printable text stays as it is, so escaping twice is harmless. JSON output does
// not use this: its own string escapes already keep it one document.
std::string printable(std::string_view utf8);

} // namespace rf::text
