// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The English of a validator finding: its code's template (validate/codes.h) with the
// arguments in words.
#include "text/tracetext.h"

#include "text/fill.h"
#include "text/words.h"

#include "validate/codes.h"

#include <algorithm>
#include <cctype>
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

// A device's English name where its file name is short for it.
std::string_view deviceWord(model::DeviceKind k)
{
    using model::DeviceKind;
    switch (k) {
    case DeviceKind::RepairSite: return "repair site";
    case DeviceKind::EnergySpace: return "energy space";
    case DeviceKind::TrapDoor: return "trap door";
    case DeviceKind::PriorityAntenna: return "priority antenna";
    case DeviceKind::RebootToken: return "reboot token";
    default: return model::deviceKindName(k);
    }
}

std::string argumentWord(std::string_view name, const std::string &value)
{
    if (name == "direction")
        if (const auto d = model::directionFromLetter(value))
            return directionWord(*d);
    // An element kind opens its sentence: "Trap door is active in no register".
    if (name == "kind" && !value.empty()) {
        std::string word(value);
        if (const auto k = model::deviceKindFromName(value))
            word = deviceWord(*k);
        std::ranges::replace(word, '-', ' ');
        word.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(word.front())));
        return word;
    }
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
