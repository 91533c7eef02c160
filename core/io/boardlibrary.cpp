// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardlibrary.h"

#include "io/boardfile.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rf::io {

namespace {

QStringList boardFiles(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return {path};
    QStringList out;
    const QDir dir(path);
    for (const QString &name : dir.entryList({QStringLiteral("*.rfboard")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

void addBoard(std::vector<LibraryEntry> &out, LibraryEntry e)
{
    if (std::ranges::none_of(out, [&](const LibraryEntry &o) { return o.board == e.board; }))
        out.push_back(std::move(e));
}

} // namespace

BoardLibrary readBoardLibrary(const QStringList &folders)
{
    BoardLibrary lib;
    std::vector<std::pair<QString, model::Course>> courses; // read after the single boards
    for (const QString &folder : folders) {
        if (!QFileInfo::exists(folder)) {
            lib.skipped.push_back(
                Error{.file = folder, .where = {}, .message = QStringLiteral("no such file or folder")});
            continue;
        }
        for (const QString &file : boardFiles(folder)) {
            auto course = readBoardFile(file);
            if (!course)
                lib.skipped.push_back(std::move(course.error()));
            else if (course->isSingleBoard() && course->placements().front().source.empty())
                addBoard(lib.boards,
                         LibraryEntry{QFileInfo(file).completeBaseName(), file, course->placements().front().board});
            else
                courses.emplace_back(file, std::move(*course));
        }
    }
    // The boards courses embed come after the single boards, so that a board met both ways keeps
    // the name of its own file.
    for (const auto &[file, course] : courses) {
        int n = 0;
        for (const model::Placement &pl : course.placements()) {
            ++n;
            if (pl.source.empty()) // referenced boards are files of their own
                addBoard(lib.boards,
                         LibraryEntry{QFileInfo(file).completeBaseName() + QLatin1Char('-') + QString::number(n), file,
                                      pl.board});
        }
    }
    return lib;
}

} // namespace rf::io
