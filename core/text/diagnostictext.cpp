// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The English of a validator finding: its code's template (validate/codes.h) with the
// arguments in words.
#include "text/tracetext.h"

#include "text/fill.h"
#include "text/words.h"

#include "validate/codes.h"

#include <charconv>
#include <vector>

namespace rf::text {

namespace {

std::vector<std::string_view> argumentNames(std::string_view list)
{
    std::vector<std::string_view> names;
    while (!list.empty()) {
        const auto comma = list.find(',');
        names.push_back(list.substr(0, comma));
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    }
    return names;
}

std::string argumentWord(std::string_view name, const std::string &value)
{
    if (name == "direction")
        if (const auto d = model::directionFromLetter(value))
            return directionWord(*d);
    return value;
}

} // namespace

std::string diagnosticText(const validate::Diagnostic &d)
{
    const validate::CodeInfo *info = validate::codeInfo(d.code);
    if (!info)
        return d.code;
    const std::vector<std::string_view> names = argumentNames(info->args);
    std::vector<std::string> args;
    long long count = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        // Missing arguments (a diagnostic built by hand) print as "?" rather than failing.
        const std::string value = i < d.args.size() ? d.args[i] : std::string("?");
        if (static_cast<int>(i) == info->count)
            std::from_chars(value.data(), value.data() + value.size(), count);
        args.push_back(argumentWord(names[i], value));
    }
    return fill(info->text, args, count);
}

} // namespace rf::text
