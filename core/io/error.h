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
    // A file beside the output (a Tiled tileset) holds what this program did not write there
    // and was kept: writing again with the side files' replacement allowed replaces it.
    bool keptSideFile = false;

    // The error lies in a file that `referrer` names at `where` (a scenario's course, a
    // course's board): the message says so, for the reference may be what needs the fix.
    Error &referredFrom(const QString &referrer, const QString &at)
    {
        if (referrer != file)
            message += QStringLiteral(" (in %1 at %2)").arg(referrer, at);
        return *this;
    }

    QString toString() const
    {
        QString s = file;
        if (!where.isEmpty())
            s += QLatin1String(": ") + where;
        return s + QLatin1String(": ") + message;
    }
};

} // namespace rf::io
