// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shareddir.h"

#include <QDir>

namespace rf::test {

QString sharedDir() { return qEnvironmentVariable("RF_SHARED_DIR", QStringLiteral(RF_SHARED_DIR_DEFAULT)); }

QString sharedPath(const QString &relative) { return QDir(sharedDir()).filePath(relative); }

} // namespace rf::test
