// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/board.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rf::io {

// At most this many boards in a library, and files read for it: the generator tries arrangements
// of the boards, and a folder of thousands of files is a mistake, not a library.
inline constexpr int kMaxLibraryBoards = 256;
inline constexpr int kMaxLibraryFiles = 1024;

// One board of a board library (the course generator's input, analysis::LibraryBoard).
struct LibraryEntry {
    QString name; // the file's base name, "-N" added for the Nth board a course embeds
    QString file; // the file it came from
    model::Board board;
};

struct BoardLibrary {
    std::vector<LibraryEntry> boards;
    std::vector<Error> skipped; // files (or paths) that could not be read, each naming its file
};

// The boards of the *.rfboard files directly in `folders` (or the files themselves when a path is
// a file): first each single board, in the order given and by file name within a folder, then
// each board a course embeds (boards a course refers to by file are read as files of their own).
// The same board met twice is kept once, under the name met first (so a board keeps its own
// file's name). A file that cannot be read, or a path that does not exist, is skipped and listed,
// so that one broken file in a user's folder does not hide the others. So is a board larger than
// the generator uses (analysis::GenerateOptions::kMaxBoardSquares), named with its size. Past kMaxLibraryFiles
// files or kMaxLibraryBoards boards the rest is left out, with an error saying so.
BoardLibrary readBoardLibrary(const QStringList &folders);

} // namespace rf::io
