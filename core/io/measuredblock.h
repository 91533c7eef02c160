// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "model/measurement.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

// The `measured` block of a board or course file (docs/formats.md, "Measured figures"): the
// figures planning robots measured on it, how, and on what.
namespace rf::io {

// What is kept of a measured block: at most this many rule options and element kinds.
inline constexpr int kMaxMeasuredKeys = 64;

// The course's content, apart from its names, notes and measurement, as a short hex string: the
// same for the same boards, placements and elements (and ids), different after any edit of them.
std::string courseFingerprint(const model::Course &course);

// Fills in what `m` was measured on (the course's fingerprint and element counts), when (`at`,
// in UTC) and the analyze command line that reproduces it on `fileName` (its name only).
void stampMeasurement(model::Measurement &m, const model::Course &course, const QString &fileName, const QDateTime &at);

// Whether the course changed since `m` was measured on it.
bool measurementStale(const model::Measurement &m, const model::Course &course);

namespace json {
// The block as JSON text, its lines after the first starting with `indent`.
QByteArray measuredJson(const model::Measurement &m, const QByteArray &indent);
// Reads the block at `path`; a problem fails there (JsonFailure).
model::Measurement readMeasured(const QJsonValue &v, const QString &path);
} // namespace json

} // namespace rf::io
