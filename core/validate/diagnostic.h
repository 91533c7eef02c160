// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rf::validate {

enum class Severity { Error, Warning };
// The name files and the CLI use: "error" or "warning".
constexpr std::string_view severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

// One finding of the validator: a stable code (kebab-case, e.g. "portal-without-partner"), a
// severity, the place (cell and/or edge on the combined grid, element id when there is one)
// and arguments for the message. Human text is made at the edge from the code's template
// (validate/codes.h): text::diagnosticText() in the CLI, the editor's diagnosticMessage().
struct Diagnostic {
    std::string code;
    Severity severity = Severity::Error;
    std::optional<model::Point> cell{};
    std::optional<model::EdgePos> edge{};
    model::ElementId element = model::kNoId;
    std::vector<std::string> args{};
    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

} // namespace rf::validate
