// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/terminal.h"

#include <QtGlobal>

#include <csignal>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <unistd.h>
#endif

namespace rf::cli {

namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

#ifdef Q_OS_UNIX
struct sigaction g_previous {};
#else
void (*g_previous)(int) = SIG_DFL;
#endif

void onInterrupt(int)
{
    g_interrupted.store(true);
}

} // namespace

InterruptScope::InterruptScope()
{
    g_interrupted.store(false);
#ifdef Q_OS_UNIX
    struct sigaction action {};
    action.sa_handler = &onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = static_cast<int>(SA_RESETHAND); // a second Ctrl+C ends the program
    sigaction(SIGINT, &action, &g_previous);
#else
    g_previous = std::signal(SIGINT, &onInterrupt);
#endif
}

InterruptScope::~InterruptScope()
{
#ifdef Q_OS_UNIX
    sigaction(SIGINT, &g_previous, nullptr);
#else
    std::signal(SIGINT, g_previous);
#endif
}

const std::atomic<bool> &InterruptScope::flag()
{
    return g_interrupted;
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(STDERR_FILENO) == 1;
#else
    return false;
#endif
}

} // namespace rf::cli
