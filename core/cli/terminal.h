// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>

// What long work needs of the terminal it runs in.
//
// Long work stops cleanly on Ctrl+C: while an InterruptScope lives, the first SIGINT only sets
// its flag (the work looks at it between games and reports what it finished); a second one
// ends the program as usual, for work that does not stop. The previous handler comes back when
// the scope ends.
namespace rf::cli {

class InterruptScope {
public:
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope &) = delete;
    InterruptScope &operator=(const InterruptScope &) = delete;

    // Set by SIGINT; give it to the work as its cancel flag.
    static const std::atomic<bool> &flag();
    bool interrupted() const { return flag().load(); }
};

// The exit code after an interruption: 128 + SIGINT, as shells report it.
inline constexpr int kExitInterrupted = 130;

// Whether the process's stderr is a terminal (progress is shown there, not in a log file).
bool stderrIsTerminal();

} // namespace rf::cli
