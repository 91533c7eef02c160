// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/printable.h"

#include <format>

namespace rf::text {

namespace {

// The length of the UTF-8 sequence starting at `i` and its code point; 0 when it is not valid UTF-8.
std::size_t decodeUtf8(std::string_view s, std::size_t i, char32_t &cp)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    std::size_t len = 0;
    if (b >= 0xC2 && b <= 0xDF) {
        len = 2;
        cp = b & 0x1F;
    } else if (b >= 0xE0 && b <= 0xEF) {
        len = 3;
        cp = b & 0x0F;
    } else if (b >= 0xF0 && b <= 0xF4) {
        len = 4;
        cp = b & 0x07;
    } else {
        return 0;
    }
    if (i + len > s.size())
        return 0;
    for (std::size_t k = 1; k < len; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8 either.
    const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
    if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
        return 0;
    return len;
}

bool mustEscape(char32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) // C0, DEL, C1 (0x9b starts an escape too)
           || cp == 0x2028 || cp == 0x2029         // line and paragraph separators
           || (cp >= 0x202A && cp <= 0x202E)       // embeddings and overrides
           || (cp >= 0x2066 && cp <= 0x2069);      // isolates
}

} // namespace

std::string printable(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            switch (b) {
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (mustEscape(b))
                    out += std::format("\\x{:02x}", b);
                else
                    out += static_cast<char>(b);
            }
            ++i;
            continue;
        }
        char32_t cp = 0;
        const std::size_t len = decodeUtf8(s, i, cp);
        if (len == 0) {
            out += std::format("\\x{:02x}", b);
            ++i;
        } else if (mustEscape(cp)) {
            out += std::format("\\u{:04x}", static_cast<unsigned>(cp));
            i += len;
        } else {
            out.append(s.substr(i, len));
            i += len;
        }
    }
    return out;
}

} // namespace rf::text
