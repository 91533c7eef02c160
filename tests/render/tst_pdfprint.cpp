// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/imageexport.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "testmain.h"

using namespace rf;
using namespace rf::model;
using namespace rf::render;

namespace {

constexpr int kDpi = 120;
constexpr int kCell = 100;                      // pixels per square in both images
constexpr double kCellMm = kCell * 25.4 / kDpi; // so that the PDF drawn at kDpi has them too

// 5 x 3: a start (number 3) at 0,2; a pit at 2,1 with plain floor to its left; a raised area
// of four squares at 3..4, 1..2, with lower floor to its west and north (ledges, shadows, rims).
Board printBoard()
{
    Board b(5, 3, "Print");
    b.cell({2, 1}).floor.kind = FloorKind::Pit;
    for (Point p : {Point{3, 1}, Point{4, 1}, Point{3, 2}, Point{4, 2}})
        b.cell(p).level = 1;
    b.addMarker({.kind = MarkerKind::Start, .at = {0, 2}, .number = 3, .facing = Direction::East});
    return b;
}

QRect cellRect(Point p, int inset = 0)
{
    return QRect(p.x * kCell + inset, p.y * kCell + inset, kCell - 2 * inset, kCell - 2 * inset);
}

// The mean over `r` of the largest channel difference per pixel, 0..255.
double meanDifference(const QImage &a, const QImage &b, const QRect &r)
{
    double sum = 0.0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            sum +=
                std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
        }
    return sum / (r.width() * r.height());
}

// Pixels of `r` light enough to be the start number's digits (drawn near-white on green).
int lightPixels(const QImage &img, const QRect &r)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += qRed(img.pixel(x, y)) > 200 && qGreen(img.pixel(x, y)) > 200 && qBlue(img.pixel(x, y)) > 200 ? 1 : 0;
    return n;
}

} // namespace

// The printed board (PDF) looks like the PNG: poppler's pdftoppm draws the PDF at the PNG's
// resolution and regions are compared where print defects were seen (issue 32, item 1).
class TestPdfPrint : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QImage m_png;
    QImage m_pdf;

private slots:
    void initTestCase()
    {
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (pdftoppm.isEmpty())
            QSKIP("pdftoppm (poppler-utils) is not installed");
        ExportOptions options;
        options.dpi = kDpi;
        options.cellMm = kCellMm;
        const Course course(printBoard());
        const QString png = m_dir.filePath(QStringLiteral("board.png"));
        const QString pdf = m_dir.filePath(QStringLiteral("board.pdf"));
        auto written = exportPng(course, png, options);
        QVERIFY2(written, written ? "" : qPrintable(written.error()));
        written = exportPdf(course, pdf, options);
        QVERIFY2(written, written ? "" : qPrintable(written.error()));
        QProcess drawing;
        drawing.start(pdftoppm, {QStringLiteral("-r"), QString::number(kDpi), QStringLiteral("-png"),
                                 QStringLiteral("-singlefile"), pdf, m_dir.filePath(QStringLiteral("drawn"))});
        QVERIFY(drawing.waitForFinished(60000));
        QCOMPARE(drawing.exitCode(), 0);
        m_png = QImage(png).convertToFormat(QImage::Format_RGB32);
        m_pdf = QImage(m_dir.filePath(QStringLiteral("drawn.png"))).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(m_png.size(), QSize(5 * kCell, 3 * kCell));
        QVERIFY2(std::abs(m_pdf.width() - m_png.width()) <= 1 && std::abs(m_pdf.height() - m_png.height()) <= 1,
                 qPrintable(QStringLiteral("PDF drawn %1 x %2").arg(m_pdf.width()).arg(m_pdf.height())));
    }
    void startNumberPrints()
    {
        // The number was a tiny off-centre dot: QPainterPath::addText sized it by the screen's DPI.
        const QRect digits = cellRect({0, 2}, 30);
        const int png = lightPixels(m_png, digits);
        const int pdf = lightPixels(m_pdf, digits);
        QVERIFY2(png > 200, qPrintable(QString::number(png)));
        QVERIFY2(pdf > png * 6 / 10 && pdf < png * 14 / 10,
                 qPrintable(QStringLiteral("PNG %1 light pixels, PDF %2").arg(png).arg(pdf)));
        QVERIFY2(meanDifference(m_png, m_pdf, digits) < 25.0,
                 qPrintable(QString::number(meanDifference(m_png, m_pdf, digits))));
    }
    void pitStaysInItsSquare()
    {
        // The hazard stripes ran past the art's view box, a dark triangle in the square to the left.
        const QRect left = cellRect({1, 1}, 3);
        QVERIFY2(meanDifference(m_png, m_pdf, left) < 10.0,
                 qPrintable(QString::number(meanDifference(m_png, m_pdf, left))));
        const QRect pit = cellRect({2, 1}, 3);
        QVERIFY2(meanDifference(m_png, m_pdf, pit) < 20.0,
                 qPrintable(QString::number(meanDifference(m_png, m_pdf, pit))));
    }
    void raisedAreaPrintsAsOnScreen()
    {
        // It printed near-white (a lit rim 1000 squares wide) with black bands (the ledge's
        // shadow, a gradient with stop-opacity, whose soft mask Qt's PDF engine misplaces).
        for (Point p : {Point{3, 1}, Point{4, 1}, Point{3, 2}, Point{4, 2}}) {
            const QRect inside = cellRect(p, 15);
            QVERIFY2(
                meanDifference(m_png, m_pdf, inside) < 12.0,
                qPrintable(QStringLiteral("%1,%2: %3").arg(p.x).arg(p.y).arg(meanDifference(m_png, m_pdf, inside))));
        }
        // The ledge along the raised area's west side: its shadow fades into the lower square.
        const QRect ledge(3 * kCell - 18, kCell + 5, 16, 2 * kCell - 10);
        QVERIFY2(meanDifference(m_png, m_pdf, ledge) < 15.0,
                 qPrintable(QString::number(meanDifference(m_png, m_pdf, ledge))));
        // The squares at the foot of the raised area, where the ledge and the shadow fall.
        for (Point p : {Point{2, 1}, Point{2, 2}, Point{3, 0}, Point{4, 0}}) {
            const QRect beside = cellRect(p);
            QVERIFY2(
                meanDifference(m_png, m_pdf, beside) < 20.0,
                qPrintable(QStringLiteral("%1,%2: %3").arg(p.x).arg(p.y).arg(meanDifference(m_png, m_pdf, beside))));
        }
    }
    void wholeBoardAgrees()
    {
        const QRect all(0, 0, std::min(m_png.width(), m_pdf.width()), std::min(m_png.height(), m_pdf.height()));
        QVERIFY2(meanDifference(m_png, m_pdf, all) < 10.0,
                 qPrintable(QString::number(meanDifference(m_png, m_pdf, all))));
    }
};

RF_TEST_MAIN(TestPdfPrint)
#include "tst_pdfprint.moc"
