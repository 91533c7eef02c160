// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/fill.h"

#include "text/printable.h"

namespace rf::text {

std::string fill(std::string_view tmpl, std::span<const std::string> args, long long count)
{
    std::string out;
    out.reserve(tmpl.size() + 32);
    for (std::size_t i = 0; i < tmpl.size(); ++i) {
        const char c = tmpl[i];
        const char next = i + 1 < tmpl.size() ? tmpl[i + 1] : '\0';
        if (c == '%' && next >= '1' && next <= '9') {
            const auto k = static_cast<std::size_t>(next - '1');
            // An argument may be a name from a file: it is printed as one line, whatever it holds.
            out += k < args.size() ? printable(args[k]) : std::string("?");
            ++i;
        } else if (c == '%' && next == 'n') {
            out += std::to_string(count);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

Placeholders placeholders(std::string_view tmpl)
{
    Placeholders p;
    for (std::size_t i = 0; i + 1 < tmpl.size(); ++i) {
        if (tmpl[i] != '%')
            continue;
        const char next = tmpl[i + 1];
        if (next >= '1' && next <= '9')
            p.numbered |= 1U << (next - '1');
        else if (next == 'n')
            p.count = true;
    }
    return p;
}

} // namespace rf::text
