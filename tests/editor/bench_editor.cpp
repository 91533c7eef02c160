// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Editor benchmarks (not a ctest test): build/<preset>/bin/bench_editor [-platform offscreen]
//   openAndFirstPaint: read a 4-board course, build the scene and paint a 1280 x 800 frame
//   paintStroke200:    a 200-square paint stroke: build the command, apply it, undo it
//   undoRedo10000:     10,000 undo steps back and 10,000 forward
//   frame96Fit:        one 1280 x 800 frame of a 96 x 96 course, zoomed to fit
//   frame96Zoomed:     one 1280 x 800 frame of the same course at 100 % (about 20 x 12 squares)
//   edit96:            one paint command on the 96 x 96 course and the repaint of its area
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"
#include "render/boardrenderer.h"
#include "sampleboards.h"
#include "scene/boardscene.h"
#include "scene/scenegeometry.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

using namespace rf::editor;
using namespace rf::model;

namespace {

void paintFrame(BoardScene &scene, const QRectF &sceneArea, QImage &target)
{
    target.fill(Qt::black);
    QPainter p(&target);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    scene.render(&p, QRectF(target.rect()), sceneArea, Qt::KeepAspectRatio);
}

} // namespace

class BenchEditor : public QObject {
    Q_OBJECT
private slots:
    void openAndFirstPaint();
    void paintStroke200();
    void undoRedo10000();
    void frame96Fit();
    void frame96Zoomed();
    void edit96();
};

void BenchEditor::openAndFirstPaint()
{
    rf::render::BoardRenderer renderer;
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const QString path = QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard");
    QBENCHMARK {
        BoardDocument doc;
        auto course = rf::io::readBoardFile(path);
        QVERIFY(course);
        QCOMPARE(course->placements().size(), std::size_t{4});
        doc.resetCourse(*course, path);
        BoardScene scene(&doc, renderer);
        paintFrame(scene, scene.gridRect(), frame);
    }
}

void BenchEditor::paintStroke200()
{
    BoardDocument doc;
    doc.resetCourse(emptyCourse(24, 24));
    QList<QPoint> cells;
    for (int i = 0; i < 200; ++i)
        cells.append(QPoint(i % 20 + (i / 20) % 2, i / 20 * 2));
    QBENCHMARK {
        doc.undoStack()->push(new SetFloorCommand(&doc, cells, Floor{FloorKind::Oil, {}}));
        doc.undoStack()->undo();
    }
}

void BenchEditor::undoRedo10000()
{
    BoardDocument doc;
    doc.resetCourse(emptyCourse(24, 24));
    for (int i = 0; i < 10000; ++i) {
        Device d;
        d.kind = (i % 2) ? DeviceKind::Crate : DeviceKind::Gear;
        doc.undoStack()->push(new SetDeviceCommand(&doc, {QPoint(i % 24, (i / 24) % 24)}, d));
    }
    QCOMPARE(doc.undoStack()->count(), 10000);
    QBENCHMARK {
        for (int i = 0; i < 10000; ++i)
            doc.undoStack()->undo();
        for (int i = 0; i < 10000; ++i)
            doc.undoStack()->redo();
    }
}

void BenchEditor::frame96Fit()
{
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    QCOMPARE(doc.combined().size(), (Size{96, 96}));
    BoardScene scene(&doc, renderer);
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    paintFrame(scene, scene.gridRect(), frame); // warm the art caches
    QBENCHMARK {
        paintFrame(scene, scene.gridRect(), frame);
    }
}

void BenchEditor::frame96Zoomed()
{
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    BoardScene scene(&doc, renderer);
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const QRectF area(40 * kCellSize, 40 * kCellSize, 1280, 800);
    paintFrame(scene, area, frame);
    QBENCHMARK {
        paintFrame(scene, area, frame);
    }
}

void BenchEditor::edit96()
{
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    BoardScene scene(&doc, renderer);
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const QRectF area(40 * kCellSize, 40 * kCellSize, 1280, 800);
    paintFrame(scene, area, frame);
    const QList<QPoint> cells{{45, 45}, {46, 45}, {47, 45}};
    bool pit = false;
    QBENCHMARK {
        pit = !pit;
        doc.undoStack()->push(new SetFloorCommand(&doc, cells, Floor{pit ? FloorKind::Pit : FloorKind::Oil, {}}));
        paintFrame(scene, QRectF(44 * kCellSize, 44 * kCellSize, 5 * kCellSize, 3 * kCellSize), frame);
    }
}

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
