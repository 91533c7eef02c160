// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/resource.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#endif

namespace rf::testing {

// A write that fails half way, as on a full disk: while this lives, writing a file of this
// process past `bytes` fails with EFBIG ("File too large"), as it fails with ENOSPC on a full
// disk. Chosen because it works for root and on every POSIX system: a read-only folder does not
// stop root (the build root runs tests as root), and /dev/full is no regular file beside which
// QSaveFile could put its temporary file.
class FileSizeLimit {
public:
    explicit FileSizeLimit(long long bytes)
    {
#ifdef Q_OS_UNIX
        if (getrlimit(RLIMIT_FSIZE, &m_old) != 0)
            return;
        // Without this the kernel ends the process (SIGXFSZ) instead of failing the write.
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = static_cast<rlim_t>(bytes);
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
#else
        Q_UNUSED(bytes);
#endif
    }
    ~FileSizeLimit()
    {
#ifdef Q_OS_UNIX
        if (m_active)
            setrlimit(RLIMIT_FSIZE, &m_old);
        if (m_oldHandler != SIG_ERR)
            std::signal(SIGXFSZ, m_oldHandler);
#endif
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

    bool active() const { return m_active; }
    // The system's words for the failure, as the error messages should name it.
    static QString reason()
    {
#ifdef Q_OS_UNIX
        return QString::fromLocal8Bit(std::strerror(EFBIG));
#else
        return {};
#endif
    }

private:
    bool m_active = false;
#ifdef Q_OS_UNIX
    rlimit m_old{};
    void (*m_oldHandler)(int) = SIG_ERR;
#endif
};

} // namespace rf::testing
