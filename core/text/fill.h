// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace rf::text {

// Fills an English template of the code tables: %1..%9 take args[0..8], %n takes `count`, in one
// pass (an argument that contains "%2" stays as it is). A placeholder without an argument prints
// "?", as a hand-made diagnostic with too few arguments does.
std::string fill(std::string_view tmpl, std::span<const std::string> args, long long count = 0);

// The numbered placeholders of a template as a bit set (bit k-1 for %k) and whether it has %n:
// the tests hold every template to the arguments its row declares.
struct Placeholders {
    unsigned numbered = 0;
    bool count = false;
};
Placeholders placeholders(std::string_view tmpl);

} // namespace rf::text
