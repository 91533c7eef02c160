// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/course.h"

#include <QByteArray>
#include <QString>

#include <expected>

namespace rf::io {

// The native board/course format (*.rfboard, JSON). See docs/formats.md.
inline constexpr const char *kBoardFormatName = "rallyforge-board";
inline constexpr int kBoardFormatVersion = 1;

// Reads a board or course file; a single board comes back as a one-board course.
std::expected<model::Course, Error> readBoardFile(const QString &path);
// Parses JSON text; `fileName` is used in error messages only.
std::expected<model::Course, Error> parseBoardJson(const QByteArray &json, const QString &fileName);
// Deterministic JSON (stable key and element order, so files diff well).
QByteArray boardToJson(const model::Course &course);
// Atomic save (QSaveFile).
std::expected<void, Error> writeBoardFile(const QString &path, const model::Course &course);

} // namespace rf::io
