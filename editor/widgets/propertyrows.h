// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/elementcommands.h"

#include <QString>
#include <QVariant>

#include <span>

namespace rf::editor {

// One row of the Properties panel: an element property, what elements have it, how to read it
// and how to set it. The panel builds its editors from the table (propertyRows()) and sets a
// changed value on every selected element that has the property, leaving their other fields
// alone; a new property is one more row.
struct PropertyRow {
    enum class Kind {
        Direction, // a combo box of the four directions
        Check,     // a check box (tristate while the elements differ)
        Spin,      // a spin box from `low` to `high`
        Text,      // a line edit
        Registers, // a check box per register (the value is a RegisterSet's bits)
    };
    Kind kind;
    const char *label;   // the form's label (translated in context PropertiesPanel); none for checks
    const char *boxText; // a check box's own text
    const char *toolTip;
    const char *undoName; // "the direction" in "Change direction"
    int low = 0;
    int high = 0;
    bool (*has)(const ElementState &);
    QVariant (*get)(const ElementState &);
    // Sets the value on an element that has the property. For Registers the value is QPoint(r, on).
    void (*set)(ElementState &, const QVariant &);
};

std::span<const PropertyRow> propertyRows();

// The rows by their place in the table.
enum PropertyField {
    kDirectionField,
    kExpressField,
    kClockwiseField,
    kWrenchesField,
    kColourField,
    kRegistersField,
    kBeamsField,
    kNumberField
};

} // namespace rf::editor
