// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>

#include <expected>

// Files that a document refers to (a course's boards, a scenario's course, a Tiled map's
// tileset, an LMU course's boards) and the files given to the readers. A hostile document must
// not make a reader open anything outside its folder, nor block on a FIFO or read a device
// without end; every reader applies the same two rules through these functions.
namespace rf::io {

// The file `relative` names inside `folder`: the reference must be relative, with '/'
// separators, without control characters, ".", ".." or empty parts, and once symbolic links are
// resolved it must still lie inside `folder` (also resolved). A file that does not exist passes
// (opening it will say so). The error is a message without the place, to follow a noun ("path is
// empty", "\"x\" must stay inside ..."); `document` names what the folder belongs to in it
// ("the course's folder").
std::expected<QString, QString> resolveInside(const QString &folder, const QString &relative, const QString &document);

// The file `relative` names from the folder `base`, which lies inside `root`: as
// resolveInside, except that ".." parts may leave `base` as long as the path stays inside
// `root`, both as written and once symbolic links are resolved (a Tiled map in a project's
// subfolder naming "../tilesets/x.tsx"). `document` names the root in the error.
std::expected<QString, QString> resolveUnder(const QString &root, const QString &base, const QString &relative,
                                             const QString &document);

// Opens `file` (its name set) for reading only if it is a regular file, after following
// symbolic links: a FIFO, socket or device is refused without blocking. The error is the message.
std::expected<void, QString> openRegularFile(QFile &file);

} // namespace rf::io
