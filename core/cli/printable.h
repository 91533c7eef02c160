// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/printable.h"

#include <QString>

#include <string_view>

namespace rf::cli {

// Every text the CLI prints that it did not write itself (a file name, a title, a robot or board
// name, a pack entry, an error message quoting a file) goes through this on its way to a text
// output, so that it prints as one line with its control characters shown as escapes
// (text::printable). JSON output keeps its own escapes.
inline QString printable(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return QString::fromStdString(
        text::printable(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size()))));
}
inline QString printable(std::string_view utf8)
{
    return QString::fromStdString(text::printable(utf8));
}

} // namespace rf::cli
