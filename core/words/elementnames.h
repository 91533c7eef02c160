// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/elements.h"

#include <QString>

namespace rf::validate {
struct Diagnostic;
}

namespace rf::words {

// Translated, human names of element kinds and directions for the palette, the properties
// panel, the status bar, undo texts and diagnostics.
QString floorName(model::FloorKind k);
QString deviceName(model::DeviceKind k);
QString edgeName(model::EdgeKind k);
QString markerName(model::MarkerKind k);
QString directionName(model::Direction d);
// A name as it stands inside a sentence ("Place ramp"): English, French and Spanish start it with
// a small letter, German keeps its capital (the translation of a rule word says which).
QString nameInSentence(const QString &name);
// "Belt (express) facing east", "Checkpoint 2"...
QString describeDevice(const model::Device &d);
QString describeEdge(const model::EdgeFeature &f);
QString describeMarker(const model::Marker &m);
// The translated message of a validator diagnostic (from its code and arguments).
QString diagnosticMessage(const validate::Diagnostic &d);

} // namespace rf::words
