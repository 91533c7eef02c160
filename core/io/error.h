// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rf::io {

// A load or save failure, naming the file and the place in it: "line 3, column 7" for JSON
// syntax, a JSON path such as "$.cells[4].device.dir" for a wrong value, an entry name for
// archives. toString() gives the CLI's one-line form "FILE: PLACE: MESSAGE".
struct Error {
    QString file;
    QString where;
    QString message;
    // The file could not be written (disk full, no permission): the input was fine. The CLI
    // exits 1 for these and 2 for faults of the input or the request (README, "Exit codes").
    bool writeFailure = false;

    QString toString() const
    {
        QString s = file;
        if (!where.isEmpty())
            s += QLatin1String(": ") + where;
        return s + QLatin1String(": ") + message;
    }
};

} // namespace rf::io
