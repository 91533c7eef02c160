// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "golden.h"

#include <QDir>
#include <QFileInfo>

#include <cstdlib>

namespace rf::render::testing {

double differingFraction(const QImage &a0, const QImage &b0, int channelTolerance)
{
    if (a0.size() != b0.size() || a0.isNull())
        return 1.0;
    const QImage a = a0.convertToFormat(QImage::Format_ARGB32);
    const QImage b = b0.convertToFormat(QImage::Format_ARGB32);
    qint64 bad = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *ra = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *rb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = ra[x];
            const QRgb q = rb[x];
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                    std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
            if (d > channelTolerance)
                ++bad;
        }
    }
    return static_cast<double>(bad) / (static_cast<double>(a.width()) * a.height());
}

bool matchesGolden(const QImage &actual, const QString &name, QString *message, int channelTolerance,
                   double maxBadFraction)
{
    const QString path = QStringLiteral(RF_TEST_DATA_DIR "/render/") + name + QStringLiteral(".png");
    if (qEnvironmentVariableIntValue("RF_UPDATE_GOLDEN") == 1) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (!actual.save(path, "PNG")) {
            *message = QStringLiteral("cannot write ") + path;
            return false;
        }
        *message = QStringLiteral("golden written: ") + path;
        return true;
    }
    const QImage golden(path);
    if (golden.isNull()) {
        *message = QStringLiteral("missing golden %1 (run with RF_UPDATE_GOLDEN=1 to create it)").arg(path);
        return false;
    }
    const double bad = differingFraction(actual, golden, channelTolerance);
    if (bad <= maxBadFraction)
        return true;
    const QString saved = QDir::temp().filePath(QStringLiteral("rf-render-actual-") + name + QStringLiteral(".png"));
    actual.save(saved, "PNG");
    *message = QStringLiteral("%1: %2% of the pixels differ (size %3x%4 vs %5x%6); actual image saved as %7")
                   .arg(name)
                   .arg(bad * 100.0, 0, 'f', 3)
                   .arg(actual.width())
                   .arg(actual.height())
                   .arg(golden.width())
                   .arg(golden.height())
                   .arg(saved);
    return false;
}

} // namespace rf::render::testing
