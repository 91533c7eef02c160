// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fixture for tests/qtfree: a model header that wrongly includes Qt. Never compiled.
#pragma once
#include <QString>
