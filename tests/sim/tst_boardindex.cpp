// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/boardindex.h"

#include "model/laserpath.h"

#include <QTest>

#include "randomboard.h"
#include "testmain.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace rf;
using model::Point;

// The board index keeps each laser's beam as its first square and length, and finds the beams
// crossing a square from its row and column: both must say what tracing every beam says.
class TestBoardIndex : public QObject {
    Q_OBJECT
private slots:
    void beamsAsTraced_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("percent");
        QTest::newRow("sparse 10x8") << 11 << 10 << 8 << 5;
        QTest::newRow("dense 9x12") << 12 << 9 << 12 << 25;
        QTest::newRow("crowded 7x7") << 13 << 7 << 7 << 60;
        QTest::newRow("one row") << 14 << 15 << 1 << 20;
        QTest::newRow("one column") << 15 << 1 << 15 << 20;
    }
    void beamsAsTraced()
    {
        QFETCH(int, seed);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, percent);
        const model::Board b = test::randomBeamBoard(static_cast<std::uint32_t>(seed), width, height, percent);
        const rules::BoardIndex index(b);
        // Every crossing of every traced beam, by square.
        std::vector<std::vector<std::pair<int, int>>> traced(static_cast<std::size_t>(width * height));
        int laser = 0;
        for (const model::EdgeFeature &f : b.edgeFeatures()) {
            if (f.kind != model::EdgeKind::Laser)
                continue;
            const std::vector<Point> path = model::laserPath(b, f);
            const rules::LaserInfo &info = index.lasers()[static_cast<std::size_t>(laser)];
            QCOMPARE(info.id, f.id);
            QCOMPARE(info.length, static_cast<int>(path.size()));
            for (std::size_t k = 0; k < path.size(); ++k) {
                QCOMPARE(info.at(static_cast<int>(k)), path[k]);
                traced[static_cast<std::size_t>(index.indexOf(path[k]))].emplace_back(laser, static_cast<int>(k));
            }
            ++laser;
        }
        QCOMPARE(static_cast<int>(index.lasers().size()), laser);
        QVERIFY(laser > 0);
        for (Point p{0, 0}; p.y < height; ++p.y) {
            for (p.x = 0; p.x < width; ++p.x) {
                std::vector<std::pair<int, int>> found;
                index.forEachLaserThrough(p, [&](const rules::LaserCrossing &c) { found.emplace_back(c.laser, c.along); });
                std::ranges::sort(found);
                auto &expected = traced[static_cast<std::size_t>(index.indexOf(p))];
                std::ranges::sort(expected);
                QVERIFY2(found == expected, qPrintable(QStringLiteral("square %1,%2: %3 crossings, traced %4")
                                                           .arg(p.x).arg(p.y).arg(found.size()).arg(expected.size())));
            }
        }
    }
};

RF_TEST_APPLESS_MAIN(TestBoardIndex)
#include "tst_boardindex.moc"
