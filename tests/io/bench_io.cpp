// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmarks of loading and validating courses (not a ctest test; see docs/performance.md).
#include "io/boardfile.h"
#include "sampleboards.h"
#include "validate/validator.h"

#include <QFile>
#include <QTest>

using namespace rf;

class BenchIo : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QFile f(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_demo = f.readAll();
        // 64 dense 12 x 12 boards in every rotation: a 96 x 96 grid.
        m_big = io::boardToJson(testing::gridCourse(8, 8, 12, 5));
        auto big = io::parseBoardJson(m_big, QStringLiteral("big.rfboard"));
        QVERIFY(big);
        QCOMPARE(big->combinedSize(), (model::Size{96, 96}));
        qInfo("demo: %lld bytes, 96 x 96 course: %lld bytes", static_cast<long long>(m_demo.size()), static_cast<long long>(m_big.size()));
    }
    void loadDemoFile()
    {
        QBENCHMARK {
            auto c = io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
            QVERIFY(c);
        }
    }
    void loadAndValidateDemo()
    {
        QBENCHMARK {
            auto c = io::readBoardFile(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"));
            QVERIFY(c);
            const auto found = validate::validate(*c);
            QVERIFY(found.empty());
        }
    }
    void writeDemo()
    {
        auto c = io::parseBoardJson(m_demo, QStringLiteral("demo.rfboard"));
        QVERIFY(c);
        QBENCHMARK {
            const QByteArray text = io::boardToJson(*c);
            QVERIFY(!text.isEmpty());
        }
    }
    void parseBig()
    {
        QBENCHMARK {
            auto c = io::parseBoardJson(m_big, QStringLiteral("big.rfboard"));
            QVERIFY(c);
        }
    }
    void parseAndValidateBig()
    {
        QBENCHMARK {
            auto c = io::parseBoardJson(m_big, QStringLiteral("big.rfboard"));
            QVERIFY(c);
            const auto found = validate::validate(*c);
            QVERIFY(!found.empty());
        }
    }

private:
    QByteArray m_demo;
    QByteArray m_big;
};

QTEST_APPLESS_MAIN(BenchIo)
#include "bench_io.moc"
