// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/versions.h"

#include "rf_version.h"

#include <karchive_version.h>
#include <QtGlobal>

namespace rf::io {

QString rallyForgeVersion() { return QString::fromLatin1(rf::kVersion); }
QString qtRuntimeVersion() { return QString::fromLatin1(qVersion()); }
QString karchiveVersion() { return QStringLiteral(KARCHIVE_VERSION_STRING); }

QString versionSummary()
{
    return QStringLiteral("%1 %2 (Qt %3, KArchive %4)")
        .arg(QString::fromLatin1(rf::kProductName), rallyForgeVersion(), qtRuntimeVersion(), karchiveVersion());
}

} // namespace rf::io
