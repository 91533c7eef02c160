// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/runresult.h"

#include <QString>

namespace rf::edition2023test {

// The expectations a run missed, one line each, for a test's failure message.
inline QString mismatchesOf(const sim::RunResult &result)
{
    QString out;
    for (const auto &m : result.mismatches)
        out += QStringLiteral("\n  %1 %2: expected %3, actual %4")
                   .arg(QString::fromStdString(m.robot), QString::fromUtf8(sim::fieldName(m.field)), QString::fromStdString(m.expected),
                        QString::fromStdString(m.actual));
    return out;
}

} // namespace rf::edition2023test
