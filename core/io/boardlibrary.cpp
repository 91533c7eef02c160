// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardlibrary.h"

#include "io/boardfile.h"

#include "analysis/generator.h"

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

// False when the library is full (the board is not added).
bool addBoard(std::vector<LibraryEntry> &out, LibraryEntry e)
{
    if (std::ranges::any_of(out, [&](const LibraryEntry &o) { return o.board == e.board; }))
        return true;
    if (std::ssize(out) >= kMaxLibraryBoards)
        return false;
    out.push_back(std::move(e));
    return true;
}

// A board larger than a generated course uses: named with its size, left out.
Error tooLarge(const QString &file, const model::Board &board)
{
    using analysis::GenerateOptions;
    return Error{.file = file,
                 .where = {},
                 .message =
                     QStringLiteral("a board of %1 x %2 squares is larger than the generator uses (at most %3 x %3, "
                                    "%4 squares)")
                         .arg(board.width())
                         .arg(board.height())
                         .arg(GenerateOptions::kMaxBoardSide)
                         .arg(GenerateOptions::kMaxBoardSquares)};
}

Error tooMany(const QString &at, int limit, const char *what)
{
    return Error{.file = at, .where = {}, .message = QStringLiteral("more than %1 %2 in the library: the rest are left out").arg(limit).arg(QLatin1String(what))};
}

} // namespace

BoardLibrary readBoardLibrary(const QStringList &folders)
{
    BoardLibrary lib;
    std::vector<std::pair<QString, model::Course>> courses; // read after the single boards
    int files = 0;
    bool full = false;
    for (const QString &folder : folders) {
        if (full)
            break;
        if (!QFileInfo::exists(folder)) {
            lib.skipped.push_back(
                Error{.file = folder, .where = {}, .message = QStringLiteral("no such file or folder")});
            continue;
        }
        for (const QString &file : boardFiles(folder)) {
            if (++files > kMaxLibraryFiles) {
                lib.skipped.push_back(tooMany(folder, kMaxLibraryFiles, "files"));
                full = true;
                break;
            }
            auto course = readBoardFile(file);
            if (!course) {
                lib.skipped.push_back(std::move(course.error()));
            } else if (course->isSingleBoard() && course->placements().front().source.empty()) {
                if (!analysis::GenerateOptions::boardFits(course->placements().front().board)) {
                    lib.skipped.push_back(tooLarge(file, course->placements().front().board));
                } else if (!addBoard(lib.boards, LibraryEntry{QFileInfo(file).completeBaseName(), file,
                                                              course->placements().front().board})) {
                    lib.skipped.push_back(tooMany(folder, kMaxLibraryBoards, "boards"));
                    full = true;
                    break;
                }
            } else {
                courses.emplace_back(file, std::move(*course));
            }
        }
    }
    // The boards courses embed come after the single boards, so that a board met both ways keeps
    // the name of its own file.
    for (const auto &[file, course] : courses) {
        int n = 0;
        for (const model::Placement &pl : course.placements()) {
            ++n;
            if (!pl.source.empty()) // referenced boards are files of their own
                continue;
            if (!analysis::GenerateOptions::boardFits(pl.board)) {
                lib.skipped.push_back(tooLarge(file, pl.board));
                continue;
            }
            if (!addBoard(lib.boards, LibraryEntry{QFileInfo(file).completeBaseName() + QLatin1Char('-') + QString::number(n), file, pl.board})) {
                if (!full)
                    lib.skipped.push_back(tooMany(file, kMaxLibraryBoards, "boards"));
                return lib;
            }
        }
    }
    return lib;
}

} // namespace rf::io
