// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

// The one output guard of a command: every file it read (every reader opens through
// openRegularFile) is kept while a ReadFilesGuard lives, and every file written through
// CheckedSaveFile or a pack is refused when it names one of them, by whatever path, symbolic
// link, hard link or letter case (the file's device and inode). A command therefore never
// replaces its input, a board its course refers to, a scenario's course, a library file, the pack
// it unpacks or a tileset it read. The editor, which saves onto the file it opened, keeps none.
namespace rf::io {

class ReadFilesGuard {
public:
    ReadFilesGuard();
    ~ReadFilesGuard();
    ReadFilesGuard(const ReadFilesGuard &) = delete;
    ReadFilesGuard &operator=(const ReadFilesGuard &) = delete;

    // Whether writeRefusal refused a file this command read.
    bool refusedWrites() const;
};

// While one lives (on this thread), reads are not kept: a writer reading a file it is about to
// replace, to compare it with what it would write (a side file it wrote before), reads no input.
class ComparingRead {
public:
    ComparingRead();
    ~ComparingRead();
    ComparingRead(const ComparingRead &) = delete;
    ComparingRead &operator=(const ComparingRead &) = delete;
};

// Called by openRegularFile for the file it opened (a no-op without a guard).
void noteReadFile(const QString &path, quint64 device, quint64 inode);

// Why `path` must not be written, if so (a reason without the file name): it names a file this
// command read, or it is a symbolic link to nothing (writing would create a file elsewhere).
std::optional<QString> writeRefusal(const QString &path);

} // namespace rf::io
