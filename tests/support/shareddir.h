// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileInfo>
#include <QString>
#include <QTest>

// The reference folder beside the repository, ../shared (the rules, the acceptance cases, other
// clients' samples), which a user's clone does not have. Its place is one setting: the CMake
// cache variable RF_SHARED_DIR, which the environment variable of the same name overrides when
// the tests run. Every test that reads it is labelled `shared` (tests/CMakeLists.txt) and skips
// with a message when it is absent; .ci/run runs those tests once more with RF_SHARED_DIR naming
// an empty folder, so that one failing without it cannot come back.
namespace rf::test {

// The folder as set (it may not exist).
QString sharedDir();
// `relative` inside it ("interop/lmu-sep/samples").
QString sharedPath(const QString &relative);

} // namespace rf::test

// Skips the running test function, saying which file of the shared folder it needs, when that
// file or folder is absent.
#define RF_SKIP_WITHOUT_SHARED(relative)                                                           \
    do {                                                                                           \
        if (!QFileInfo::exists(rf::test::sharedPath(relative)))                                    \
            QSKIP(qPrintable(QStringLiteral("%1 is absent (RF_SHARED_DIR): not checked").arg(rf::test::sharedPath(relative)))); \
    } while (false)
