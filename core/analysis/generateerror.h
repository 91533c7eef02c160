// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"

#include <string_view>

// Why a course could not be generated, one row per GenerateError::Code: its name and one English
// template that the CLI fills in English and the editor in the user's language (context
// "GenerateErrors"). The limits it names are GenerateOptions' own constants.
namespace rf::analysis {

struct GenerateErrorInfo {
    std::string_view name;
    // The error's fields in placeholder order: n `number` as the count (%n), N `number`,
    // v `value` as the count, L and H the lowest and highest that may be asked (generateLimits),
    // S the scenario error (worded by its own table).
    std::string_view args;
    std::string_view text;
};
inline constexpr int kGenerateErrorCount = static_cast<int>(GenerateError::Code::NoCourse) + 1;
const GenerateErrorInfo &generateErrorInfo(GenerateError::Code code);

// The range an input out of range may take: {lowest, highest}; {0, 0} for the other codes.
struct GenerateLimits {
    int lowest = 0;
    int highest = 0;
};
GenerateLimits generateLimits(GenerateError::Code code);

} // namespace rf::analysis
