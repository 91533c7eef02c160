// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Renderer benchmark (not a ctest test). Run: build/<preset>/bin/bench_render
// Figures are recorded in docs/performance.md.

#include "testboards.h"

#include "render/boardrenderer.h"

#include <QPainter>
#include <QTest>

using namespace rf;
using namespace rf::render;

class BenchRender : public QObject {
    Q_OBJECT

    model::Board m_board;
    QImage m_image;
    BoardRenderer m_renderer;
    RenderOptions m_options;

private slots:
    void initTestCase()
    {
        const auto combined = model::combine(testboards::bigCourse(8));
        QVERIFY(combined.has_value());
        m_board = *combined;
        QCOMPARE(m_board.width(), 96);
        m_options.cellSize = 32.0;
        m_image = QImage(96 * 32, 96 * 32, QImage::Format_ARGB32_Premultiplied);
        // Warm the tile cache once, as the canvas does on its first frame.
        QPainter p(&m_image);
        m_renderer.paint(p, m_board, m_options);
    }

    // Every layer of the whole 96 x 96 grid at 32 px per square (3072 x 3072 pixels).
    void fullPaint96()
    {
        QPainter p(&m_image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        QBENCHMARK {
            m_renderer.paint(p, m_board, m_options);
        }
    }

    // One layer of the whole grid: where the time of a full paint goes.
    void fullPaint96Layer_data()
    {
        QTest::addColumn<int>("layer");
        const char *names[] = {"floor", "devices", "edges", "markers", "lasers", "grid"};
        for (Layer l : kAllLayers)
            QTest::newRow(names[static_cast<int>(l)]) << static_cast<int>(l);
    }

    void fullPaint96Layer()
    {
        QFETCH(int, layer);
        QPainter p(&m_image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        QBENCHMARK {
            m_renderer.paintLayer(p, m_board, static_cast<Layer>(layer), BoardRenderer::allCells(m_board.size()), m_options);
        }
    }

    // A 10 x 10 square repaint (a paint stroke or hover update), every layer.
    void partialRepaint10x10()
    {
        QPainter p(&m_image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        const QRect cells(43, 43, 10, 10);
        QBENCHMARK {
            for (Layer l : kAllLayers)
                m_renderer.paintLayer(p, m_board, l, cells, m_options);
        }
    }

    // The first frame after a zoom change: tiles rasterised again from the SVG art.
    void partialRepaint10x10ColdCache()
    {
        QPainter p(&m_image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        const QRect cells(43, 43, 10, 10);
        QBENCHMARK {
            m_renderer.clearCache();
            for (Layer l : kAllLayers)
                m_renderer.paintLayer(p, m_board, l, cells, m_options);
        }
    }

    // Full paint of a 12 x 12 board straight from the SVG art (the vector path of PDF/SVG).
    void vectorPaint12()
    {
        const model::Board b = testboards::showcase();
        QImage img(12 * 64, 12 * 64, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&img);
        RenderOptions o;
        o.rasterCache = false;
        QBENCHMARK {
            m_renderer.paint(p, b, o);
        }
    }
};

QTEST_MAIN(BenchRender)
#include "bench_render.moc"
