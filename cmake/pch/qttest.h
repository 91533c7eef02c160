// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Precompiled for the test programs, on top of their Qt module's set (cmake/RallyForgeBuildSpeed.cmake).
#pragma once

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
