// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Editor benchmarks (not a ctest test): build/<preset>/bin/bench_editor [-platform offscreen]
//   openAndFirstPaint: read a 4-board course, build the scene and paint a 1280 x 800 frame
//   paintStroke200:    a 200-square paint stroke: build the command, apply it, undo it
//   undoRedo10000:     10,000 undo steps back and 10,000 forward
//   frame96Fit:        one 1280 x 800 frame of the canvas (BoardView) on a 96 x 96 course, fitted
//   frame96Zoomed:     one 1280 x 800 frame of the same course at 100 % (about 20 x 12 squares)
//   edit96:            one paint command on the 96 x 96 course and the view's repaint of its area
//   layer96Zoomed:     each layer of frame96Zoomed alone, painted straight by the renderer
//   recoveryCopy96:    the autosave after an edit: the 96 x 96 course written as a recovery copy
#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "io/boardfile.h"
#include "render/boardrenderer.h"
#include "sampleboards.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
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
    void edit96CommandOnly();
    void recoveryCopy96();
    void layer96Zoomed_data();
    void layer96Zoomed();
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

// The canvas as the user sees it: a 1280 x 800 BoardView of the 96 x 96 course, painted
// synchronously (repaint) so the figure is the view's own paint path, with its exposed-area
// clipping, not QGraphicsScene::render (which paints every item whole).
struct View96 {
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    BoardScene scene{&doc, renderer};
    BoardView view{&scene, nullptr};
    View96()
    {
        doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
        view.resize(1280, 800);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qFatal("the view was not exposed");
    }
};

void BenchEditor::frame96Fit()
{
    View96 v;
    QCOMPARE(v.doc.combined().size(), (Size{96, 96}));
    v.view.zoomToFit();
    v.view.viewport()->repaint(); // warm the art caches
    QBENCHMARK {
        v.view.viewport()->repaint();
    }
}

void BenchEditor::frame96Zoomed()
{
    View96 v;
    v.view.resetZoom();
    v.view.centreOnCell({50, 50});
    v.view.viewport()->repaint();
    QBENCHMARK {
        v.view.viewport()->repaint();
    }
}

// One paint command (3 squares) and the repaint the view does for it at 100 %.
void BenchEditor::edit96()
{
    View96 v;
    v.view.resetZoom();
    v.view.centreOnCell({46, 45});
    v.view.viewport()->repaint();
    const QList<QPoint> cells{{45, 45}, {46, 45}, {47, 45}};
    bool pit = false;
    QBENCHMARK {
        pit = !pit;
        v.doc.undoStack()->push(new SetFloorCommand(&v.doc, cells, Floor{pit ? FloorKind::Pit : FloorKind::Oil, {}}));
        QCoreApplication::processEvents(); // the scene's update() becomes the view's repaint
    }
}

// The document side of edit96 alone: the command, the recombined course and the change events.
void BenchEditor::edit96CommandOnly()
{
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    BoardScene scene(&doc, renderer);
    const QList<QPoint> cells{{45, 45}, {46, 45}, {47, 45}};
    bool pit = false;
    QBENCHMARK {
        pit = !pit;
        doc.undoStack()->push(new SetFloorCommand(&doc, cells, Floor{pit ? FloorKind::Pit : FloorKind::Oil, {}}));
    }
}

// What autosave does at most once a second while the user edits (Recovery::saveNow): the
// document written through QSaveFile into the recovery folder, with its note.
void BenchEditor::recoveryCopy96()
{
    QTemporaryDir dir;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    Recovery recovery(&doc, QStringLiteral("bench"));
    recovery.setDirectory(dir.path());
    doc.undoStack()->push(new SetFloorCommand(&doc, {{45, 45}}, Floor{FloorKind::Pit, {}}));
    QBENCHMARK
    {
        if (!recovery.saveNow())
            QFAIL("no copy written");
    }
    recovery.discard();
}

void BenchEditor::layer96Zoomed_data()
{
    QTest::addColumn<int>("layer");
    QTest::addColumn<bool>("shading");
    for (const rf::render::Layer l : rf::render::kAllLayers)
        QTest::newRow(qPrintable(QString::number(static_cast<int>(l)))) << static_cast<int>(l) << true;
    QTest::newRow("0-noshading") << 0 << false;
}

void BenchEditor::layer96Zoomed()
{
    QFETCH(int, layer);
    QFETCH(bool, shading);
    rf::render::BoardRenderer renderer;
    BoardDocument doc;
    doc.resetCourse(rf::testing::gridCourse(8, 8, 12, 7));
    const Board &board = doc.combined();
    rf::render::RenderOptions o;
    o.cellSize = kCellSize;
    o.levelShading = shading;
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const QRect cells(40, 40, 20, 13);
    auto paint = [&] {
        frame.fill(Qt::black);
        QPainter p(&frame);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.translate(-40 * kCellSize, -40 * kCellSize);
        renderer.paintLayer(p, board, static_cast<rf::render::Layer>(layer), cells, o);
    };
    paint();
    QBENCHMARK {
        paint();
    }
}

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
