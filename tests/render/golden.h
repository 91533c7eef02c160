// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QString>

namespace rf::render::testing {

// Compares `actual` with tests/data/render/NAME.png: same size, and at most `maxBadFraction`
// of the pixels differing by more than `channelTolerance` in any channel. With
// RF_UPDATE_GOLDEN=1 in the environment the golden file is (re)written instead. On a mismatch
// the actual image is saved next to the temporary folder and its path is in `message`.
bool matchesGolden(const QImage &actual, const QString &name, QString *message, int channelTolerance = 40,
                   double maxBadFraction = 0.002);

// Fraction of pixels that differ by more than `channelTolerance` (1.0 if the sizes differ).
double differingFraction(const QImage &a, const QImage &b, int channelTolerance);

} // namespace rf::render::testing
