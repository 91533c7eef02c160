// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filesizelimit.h"
#include "testboards.h"

#include "render/imageexport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "testmain.h"

using namespace rf;
using namespace rf::render;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The MediaBox sizes (points) of every page of a PDF written by QPdfWriter.
QList<QSizeF> pdfPageSizes(const QByteArray &pdf)
{
    QList<QSizeF> sizes;
    static const QRegularExpression box(QStringLiteral("/MediaBox\\s*\\[\\s*([-0-9.]+)\\s+([-0-9.]+)\\s+([-0-9.]+)\\s+([-0-9.]+)\\s*\\]"));
    auto it = box.globalMatch(QString::fromLatin1(pdf));
    while (it.hasNext()) {
        const auto m = it.next();
        sizes.append(QSizeF(m.captured(3).toDouble() - m.captured(1).toDouble(), m.captured(4).toDouble() - m.captured(2).toDouble()));
    }
    return sizes;
}

int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

constexpr double kPointsPerMm = 72.0 / 25.4;

} // namespace

class TestImageExport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void formats()
    {
        QCOMPARE(imageFormatForPath(QStringLiteral("a/b.PNG")), ImageFormat::Png);
        QCOMPARE(imageFormatForPath(QStringLiteral("b.svg")), ImageFormat::Svg);
        QCOMPARE(imageFormatForPath(QStringLiteral("b.pdf")), ImageFormat::Pdf);
        QVERIFY(!imageFormatForPath(QStringLiteral("b.jpg")));
        const auto r = exportImage(model::Course(testboards::showcase()), file(QStringLiteral("x.tiff")), {});
        QVERIFY(!r);
        QVERIFY(r.error().contains(QLatin1String("x.tiff")));
    }

    void pngSizeFollowsScale_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<int>("dpi");
        QTest::addColumn<QSize>("expected");
        QTest::newRow("scale 1") << 1.0 << 0 << QSize(768, 768);
        QTest::newRow("scale 0.5") << 0.5 << 0 << QSize(384, 384);
        QTest::newRow("scale 1.5") << 1.5 << 0 << QSize(1152, 1152);
        // 21 mm at 150 dpi = 124.0157 px per square.
        QTest::newRow("150 dpi") << 1.0 << 150 << QSize(1488, 1488);
    }

    void pngSizeFollowsScale()
    {
        QFETCH(double, scale);
        QFETCH(int, dpi);
        QFETCH(QSize, expected);
        ExportOptions o;
        o.scale = scale;
        o.dpi = dpi;
        const QString path = file(QStringLiteral("board.png"));
        const auto r = exportImage(model::Course(testboards::showcase()), path, o);
        QVERIFY2(r.has_value(), r ? "" : qPrintable(r.error()));
        QImageReader reader(path);
        QCOMPARE(reader.size(), expected);
        QCOMPARE(pngPixelSize({12, 12}, o), expected);
        if (dpi > 0) {
            const QImage img = reader.read();
            QCOMPARE(qRound(img.dotsPerMeterX() * 0.0254), dpi);
        }
    }

    void pngOfACourse()
    {
        const QString path = file(QStringLiteral("course.png"));
        ExportOptions o;
        o.scale = 0.25;
        QVERIFY(exportImage(testboards::course(), path, o).has_value());
        QCOMPARE(QImageReader(path).size(), QSize(12 * 16, 16 * 16));
    }

    void svgIsAVectorImageOfTheRightSize()
    {
        const QString path = file(QStringLiteral("board.svg"));
        ExportOptions o;
        o.scale = 0.5;
        QVERIFY(exportImage(model::Course(testboards::levels()), path, o).has_value());
        QSvgRenderer r(path);
        QVERIFY(r.isValid());
        QCOMPARE(r.viewBox(), QRect(0, 0, 384, 384));
        const QByteArray svg = readAll(path);
        // Vector art, not one embedded bitmap per square.
        QVERIFY(svg.count("<path") > 100);
        QCOMPARE(svg.count("<image"), 0);
    }

    void pdfAtRealPrintSize()
    {
        const QString path = file(QStringLiteral("board.pdf"));
        QVERIFY(exportImage(model::Course(testboards::showcase()), path, {}).has_value());
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        const QList<QSizeF> pages = pdfPageSizes(pdf);
        QCOMPARE(pages.size(), 1);
        // 12 squares of 21 mm = 252 mm = 714.33 pt.
        QVERIFY2(std::abs(pages.first().width() - 252.0 * kPointsPerMm) < 0.5, qPrintable(QString::number(pages.first().width())));
        QVERIFY(std::abs(pages.first().height() - 252.0 * kPointsPerMm) < 0.5);
        QCOMPARE(pdfPageCount(pdf), 1);
    }

    void pdfCellSizeAndCutMarks()
    {
        const QString path = file(QStringLiteral("marks.pdf"));
        ExportOptions o;
        o.cellMm = 25.0;
        o.cutMarks = true;
        o.marginMm = 8.0;
        QVERIFY(exportImage(model::Course(testboards::showcase()), path, o).has_value());
        const QList<QSizeF> pages = pdfPageSizes(readAll(path));
        QCOMPARE(pages.size(), 1);
        QVERIFY(std::abs(pages.first().width() - (12 * 25.0 + 16.0) * kPointsPerMm) < 0.5);
    }

    void pdfSplitsOverPaperPages()
    {
        ExportOptions o;
        o.pageSize = QPageSize(QPageSize::A4);
        o.cutMarks = true;
        // 252 mm square on A4 portrait (190 x 277 mm printable): 2 columns x 1 row.
        const PdfLayout layout = pdfLayout({12, 12}, o);
        QCOMPARE(layout.columns, 2);
        QCOMPARE(layout.rows, 1);
        const QString path = file(QStringLiteral("a4.pdf"));
        QVERIFY(exportImage(model::Course(testboards::showcase()), path, o).has_value());
        const QByteArray pdf = readAll(path);
        QCOMPARE(pdfPageCount(pdf), 2);
        for (const QSizeF &s : pdfPageSizes(pdf)) {
            QVERIFY(std::abs(s.width() - 210.0 * kPointsPerMm) < 1.0);
            QVERIFY(std::abs(s.height() - 297.0 * kPointsPerMm) < 1.0);
        }
        // A 96 x 96 course on A4: 11 x 8 pages.
        const PdfLayout big = pdfLayout({96, 96}, o);
        QCOMPARE(big.columns, 11);
        QCOMPARE(big.rows, 8);
    }

    void badOptionsAndPaths()
    {
        ExportOptions o;
        o.scale = 0.0;
        QVERIFY(!exportImage(model::Course(testboards::showcase()), file(QStringLiteral("z.png")), o));
        o = {};
        o.scale = 60.0;
        const auto huge = exportImage(model::Course(testboards::showcase()), file(QStringLiteral("huge.png")), o);
        QVERIFY(!huge);
        QVERIFY(huge.error().contains(QLatin1String("pixels")));
        // NaN passes "<= 0" and "> max" alike; every range must refuse it.
        for (double bad : {1000.0, std::nan(""), -1.0}) {
            o = {};
            o.scale = bad;
            const auto refused = checkExport(model::Course(testboards::showcase()), file(QStringLiteral("n.svg")), o);
            QVERIFY(!refused && refused.error().contains(QLatin1String("scale")));
            o = {};
            o.cellMm = bad == 1000.0 ? 1e-9 : bad;
            const auto tiny = exportImage(model::Course(testboards::showcase()), file(QStringLiteral("n.pdf")), o);
            QVERIFY(!tiny && tiny.error().contains(QLatin1String("square size")));
            QVERIFY(!QFileInfo::exists(file(QStringLiteral("n.pdf"))));
        }
        const auto noDir = exportImage(model::Course(testboards::showcase()), file(QStringLiteral("no/such/dir/a.png")), {});
        QVERIFY(!noDir);
        QVERIFY(noDir.error().contains(QLatin1String("a.png")));
        model::Course empty;
        QVERIFY(!exportImage(empty, file(QStringLiteral("e.pdf")), {}));
    }

    void vectorImagesOfHugeGridsAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("refused");
        // Both built in memory: a valid 1024 x 1024 board took 1.84 GB of SVG after 30 s.
        QTest::newRow("svg 129 x 128") << QStringLiteral("big.svg") << 129 << 128 << true;
        QTest::newRow("svg 1024 x 1024") << QStringLiteral("big.svg") << 1024 << 1024 << true;
        QTest::newRow("pdf 257 x 256") << QStringLiteral("big.pdf") << 257 << 256 << true;
        QTest::newRow("svg 16 x 16") << QStringLiteral("small.svg") << 16 << 16 << false;
        QTest::newRow("pdf 16 x 16") << QStringLiteral("small.pdf") << 16 << 16 << false;
    }
    void vectorImagesOfHugeGridsAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, refused);
        const QString path = file(name);
        const auto result = exportImage(model::Course(model::Board(width, height, "Big")), path, {});
        QCOMPARE(!result, refused);
        QCOMPARE(QFileInfo::exists(path), !refused);
        if (refused) {
            QVERIFY2(result.error().contains(QStringLiteral("%1 x %2 squares are too many").arg(width).arg(height)), qPrintable(result.error()));
            QVERIFY(result.error().startsWith(QDir::toNativeSeparators(path)));
        }
    }

    // Every beam is painted over its whole length: a course with more board lasers than
    // kMaxRenderedLasers is refused in every format (a 375 x 375 board of lasers took 4 minutes).
    void denseLasersAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("lasers");
        QTest::addColumn<bool>("refused");
        for (const char *name : {"lasers.png", "lasers.svg", "lasers.pdf"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 at the limit").arg(QLatin1String(name)))) << QString::fromLatin1(name) << int(kMaxRenderedLasers) << false;
            QTest::newRow(qPrintable(QStringLiteral("%1 over it").arg(QLatin1String(name)))) << QString::fromLatin1(name) << int(kMaxRenderedLasers) + 1 << true;
        }
    }
    void denseLasersAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(int, lasers);
        QFETCH(bool, refused);
        // A laser on the west edge of every square of a 101-wide grid, firing east.
        const int width = 101, height = (lasers + width - 1) / width;
        model::Board b(width, height, "Lasers");
        std::vector<model::EdgeFeature> edges;
        for (int i = 0; i < lasers; ++i) {
            const model::Point p{i % width, i / width};
            edges.push_back(model::EdgeFeature{.pos = model::EdgePos::of(p, model::Direction::West), .kind = model::EdgeKind::Laser, .dir = model::Direction::East});
        }
        b.addEdgeFeatures(edges);
        const QString path = file((refused ? QStringLiteral("over-") : QStringLiteral("under-")) + name);
        const auto result = exportImage(model::Course(b), path, {.scale = 0.125});
        QCOMPARE(!result, refused);
        QCOMPARE(QFileInfo::exists(path), !refused);
        if (refused)
            QVERIFY2(result.error().contains(QStringLiteral("%1 board lasers").arg(lasers)), qPrintable(result.error()));
        const auto image = renderImage(model::Course(b), 4.0, {});
        QCOMPARE(!image, refused);
    }

    // A write that fails half way (as on a full disk) names the system's reason and leaves the
    // old image as it was, with no partial or temporary file beside it.
    void failedWriteKeepsTheOldImage_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"old.png", "old.svg", "old.pdf"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void failedWriteKeepsTheOldImage()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        const QByteArray old("the old image, which must survive\n");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(old), old.size());
        }
        const model::Course course(testboards::showcase());
        std::expected<void, QString> written;
        {
            rf::testing::FileSizeLimit limit(4096);
            if (!limit.active())
                QSKIP("no file size limit on this system");
            written = exportImage(course, path, {});
        }
        QVERIFY(!written);
        QVERIFY2(written.error().contains(rf::testing::FileSizeLimit::reason()), qPrintable(written.error()));
        QVERIFY2(written.error().contains(name), qPrintable(written.error()));
        QCOMPARE(readAll(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
        // With room again the image replaces the old file.
        QVERIFY(exportImage(course, path, {}));
        QVERIFY(readAll(path).size() > 4096);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
    }
};

RF_TEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
