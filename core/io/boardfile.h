// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/course.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <expected>
#include <functional>

namespace rf::io {

// The native board/course format (*.rfboard, JSON). See docs/formats.md.
inline constexpr const char *kBoardFormatName = "rallyforge-board";
inline constexpr int kBoardFormatVersion = 1;

// Limits that keep a hostile or broken file from exhausting memory.
inline constexpr qint64 kMaxBoardFileBytes = 64LL * 1024 * 1024;
inline constexpr int kMaxPlacements = 64;
inline constexpr qint64 kMaxCourseCells = 4LL * 1024 * 1024; // sum of the board areas
// Ids must leave room for the placement index of combined courses (model::kCombinedIdShift).
inline constexpr model::ElementId kMaxElementId = (model::ElementId{1} << model::kCombinedIdShift) - 1;

// Reads a board or course file; a single board comes back as a one-board course.
// Placements that refer to another file ("source") are read relative to this file's folder.
std::expected<model::Course, Error> readBoardFile(const QString &path);
// Parses JSON text; `fileName` is used in error messages and to resolve "source" references
// (relative to its folder).
std::expected<model::Course, Error> parseBoardJson(const QByteArray &json, const QString &fileName);

// The text of a board file that a course placement refers to, and the name to use for it in
// error messages.
struct SourceText {
    QString fileName;
    QByteArray data;
};
// Returns the board file a placement refers to (`relativePath` is checked before: relative,
// '/' separators, no ".." component). Errors should name that file.
using SourceLoader = std::function<std::expected<SourceText, Error>(const QString &relativePath)>;
// As above, with a caller-supplied way to read referenced boards (used for .rfpack contents).
std::expected<model::Course, Error> parseBoardJson(const QByteArray &json, const QString &fileName, const SourceLoader &loader);

// Deterministic JSON (stable key and element order, one cell/edge/marker per line, so files
// diff well). A single board with no placement source is written as kind "board"; anything else
// as kind "course". Placements with a non-empty `source` are written as references to that
// file (the caller saves the referenced board); the others embed their board.
QByteArray boardToJson(const model::Course &course);
// Atomic save (QSaveFile).
std::expected<void, Error> writeBoardFile(const QString &path, const model::Course &course);

// Upgrades a parsed document of an older format version to the current one, one step per
// version (see docs/formats.md, "Versions and migrations"). `fromVersion` must be in
// [0, kBoardFormatVersion]; the error's `where` is a JSON path.
std::expected<QJsonObject, Error> migrateBoardJson(QJsonObject json, int fromVersion, const QString &fileName);

} // namespace rf::io
