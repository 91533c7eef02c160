// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/imageexport.h"

#include "io/checkedsavefile.h"
#include "render/boardrenderer.h"
#include "text/tracetext.h"

#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>
#include <QPen>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <array>
#include <cmath>

namespace rf::render {

namespace {

constexpr double kMmPerInch = 25.4;

constexpr NamedPageSize kPageSizes[] = {{"a4", QPageSize::A4},         {"a3", QPageSize::A3},       {"a2", QPageSize::A2},
                                       {"letter", QPageSize::Letter}, {"legal", QPageSize::Legal}, {"tabloid", QPageSize::Tabloid}};

QString fileError(const QString &path, const QString &message)
{
    return QDir::toNativeSeparators(path) + QLatin1String(": ") + message;
}

std::expected<model::Size, QString> gridSize(const model::Course &course, const QString &path)
{
    const model::Size s = course.combinedSize();
    if (s.width <= 0 || s.height <= 0)
        return std::unexpected(fileError(path, QStringLiteral("nothing to render (the course has no squares)")));
    return s;
}

// Whether the course's board lasers stay within kMaxRenderedLasers.
std::expected<void, QString> checkLasers(const model::Course &course)
{
    qint64 lasers = 0;
    for (const model::Placement &p : course.placements())
        lasers += std::ranges::count(p.board.edgeFeatures(), model::EdgeKind::Laser, &model::EdgeFeature::kind);
    if (lasers > kMaxRenderedLasers)
        return std::unexpected(QStringLiteral("the course has %1 board lasers, more than the %2 an image draws").arg(lasers).arg(kMaxRenderedLasers));
    return {};
}

// The grid size, if a vector image of it stays within `maxSquares`.
std::expected<model::Size, QString> vectorGridSize(const model::Course &course, const QString &path, const char *format, qint64 maxSquares)
{
    auto s = gridSize(course, path);
    if (s && s->area() > maxSquares)
        return std::unexpected(fileError(path, QStringLiteral("%1 x %2 squares are too many for %3 (at most %4 squares); export a PNG, or a part of the course")
                                                   .arg(s->width).arg(s->height).arg(QLatin1String(format)).arg(maxSquares)));
    return s;
}

// Crop marks just outside the corners of `r` (millimetres), drawn in the margin.
void drawCutMarks(QPainter &p, const QRectF &r, double margin)
{
    const double gap = std::min(1.5, margin * 0.2);
    const double len = std::max(0.0, std::min(6.0, margin - gap - 0.5));
    if (len <= 0.0)
        return;
    p.save();
    p.setPen(QPen(Qt::black, 0.15));
    const std::array corners{r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()};
    for (const QPointF &c : corners) {
        const double sx = c.x() <= r.left() ? -1.0 : 1.0;
        const double sy = c.y() <= r.top() ? -1.0 : 1.0;
        p.drawLine(QPointF(c.x() + sx * gap, c.y()), QPointF(c.x() + sx * (gap + len), c.y()));
        p.drawLine(QPointF(c.x(), c.y() + sy * gap), QPointF(c.x(), c.y() + sy * (gap + len)));
    }
    p.restore();
}

// Every export writes through a temporary file beside `path` that replaces it only once the
// whole image is on disk (io::CheckedSaveFile); errors name the file.
class ExportFile : public io::CheckedSaveFile {
public:
    explicit ExportFile(const QString &path) : io::CheckedSaveFile(path) {}

    std::expected<void, QString> finish()
    {
        if (auto done = io::CheckedSaveFile::finish(); !done)
            return std::unexpected(fileError(fileName(), done.error()));
        return {};
    }
};

} // namespace

std::span<const NamedPageSize> namedPageSizes() { return kPageSizes; }

std::optional<ImageFormat> imageFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return std::nullopt;
}

double pngCellPixels(const ExportOptions &options)
{
    const double base = options.dpi > 0 ? options.cellMm / kMmPerInch * options.dpi : kBaseCellPx;
    return base * options.scale;
}

QSize pngPixelSize(model::Size gridSize, const ExportOptions &options)
{
    const double cell = pngCellPixels(options);
    return QSize(static_cast<int>(std::lround(gridSize.width * cell)), static_cast<int>(std::lround(gridSize.height * cell)));
}

double pngScaleWithin(model::Size gridSize, const ExportOptions &options)
{
    const auto fits = [&](double scale) {
        ExportOptions o = options;
        o.scale = scale;
        const QSize s = pngPixelSize(gridSize, o);
        return static_cast<qint64>(s.width()) * s.height() <= kMaxImagePixels;
    };
    if (fits(options.scale))
        return options.scale;
    // Pixels grow with the square of the scale; two decimals, rounded down until it fits.
    const QSize s = pngPixelSize(gridSize, options);
    const double area = static_cast<double>(s.width()) * static_cast<double>(s.height());
    double scale = std::floor(options.scale * std::sqrt(static_cast<double>(kMaxImagePixels) / area) * 100.0) / 100.0;
    while (scale > 0.01 && !fits(scale))
        scale -= 0.01;
    return std::max(scale, 0.01);
}

std::expected<QImage, QString> renderImage(const model::Course &course, double cellPx, const RenderOptions &options)
{
    const model::Size s = course.combinedSize();
    const qint64 w = std::llround(s.width * cellPx);
    const qint64 h = std::llround(s.height * cellPx);
    if (w <= 0 || h <= 0)
        return std::unexpected(QStringLiteral("nothing to render (%1 x %2 pixels)").arg(w).arg(h));
    if (w * h > kMaxImagePixels)
        return std::unexpected(
            QStringLiteral(
                "the image would be %1 x %2 pixels, over the budget of %3 (8192 x 8192); lower --scale or --dpi")
                .arg(w)
                .arg(h)
                .arg(kMaxImagePixels));
    if (const auto lasers = checkLasers(course); !lasers)
        return std::unexpected(lasers.error());
    QImage img(static_cast<int>(w), static_cast<int>(h), QImage::Format_ARGB32_Premultiplied);
    if (img.isNull())
        return std::unexpected(QStringLiteral("out of memory for a %1 x %2 image").arg(w).arg(h));
    img.fill(options.background.isValid() ? options.background : QColor(Qt::transparent));
    RenderOptions o = options;
    o.cellSize = cellPx;
    QPainter p(&img);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    BoardRenderer renderer;
    QString error;
    if (!renderer.paint(p, course, o, &error))
        return std::unexpected(error);
    return img;
}

namespace {

// Whether an export of `course` as `format` can be made with `options`, before any file is
// touched: an impossible request is the caller's to fix (the CLI's exit 2), unlike a failed write.
std::expected<void, QString> checkRequest(const model::Course &course, const QString &path, const ExportOptions &options, ImageFormat format)
{
    auto refuse = [&](const QString &why) { return std::unexpected(fileError(path, why)); };
    // NaN passes every comparison: each range is written so that it fails.
    if (!(options.scale > 0.0 && options.scale <= kMaxExportScale))
        return refuse(QStringLiteral("the scale must be a number in (0, %1]").arg(kMaxExportScale));
    if (!(options.cellMm >= kMinCellMm && options.cellMm <= kMaxCellMm))
        return refuse(QStringLiteral("the square size must be from %1 to %2 mm").arg(kMinCellMm).arg(kMaxCellMm));
    if (!(options.marginMm >= 0.0 && options.marginMm <= kMaxCellMm))
        return refuse(QStringLiteral("the margin must be from 0 to %1 mm").arg(kMaxCellMm));
    if (options.dpi < 0 || options.dpi > kMaxDpi)
        return refuse(QStringLiteral("the resolution must be from 1 to %1 dpi").arg(kMaxDpi));
    if (const auto lasers = checkLasers(course); !lasers)
        return refuse(lasers.error());
    switch (format) {
    case ImageFormat::Png: {
        const auto size = gridSize(course, path);
        if (!size)
            return std::unexpected(size.error());
        const double cell = pngCellPixels(options);
        const qint64 w = std::llround(size->width * cell), h = std::llround(size->height * cell);
        if (w <= 0 || h <= 0)
            return refuse(QStringLiteral("nothing to render (%1 x %2 pixels)").arg(w).arg(h));
        if (w * h > kMaxImagePixels)
            return refuse(
                QStringLiteral(
                    "the image would be %1 x %2 pixels, over the budget of %3 (8192 x 8192); lower --scale or --dpi")
                    .arg(w)
                    .arg(h)
                    .arg(kMaxImagePixels));
        return {};
    }
    case ImageFormat::Svg: {
        const auto size = vectorGridSize(course, path, "SVG", kMaxSvgSquares);
        return size ? std::expected<void, QString>() : std::unexpected(size.error());
    }
    case ImageFormat::Pdf: {
        const auto size = vectorGridSize(course, path, "PDF", kMaxPdfSquares);
        if (!size)
            return std::unexpected(size.error());
        const PdfLayout layout = pdfLayout(*size, options);
        if (layout.pageMm.width() - 2 * layout.marginMm <= 0.0 || layout.pageMm.height() - 2 * layout.marginMm <= 0.0)
            return refuse(QStringLiteral("the margins leave no room on the page"));
        if (layout.pageCount() > kMaxPdfPages)
            return refuse(QStringLiteral("%1 pages; at most %2 (choose larger paper or smaller squares)").arg(layout.pageCount()).arg(kMaxPdfPages));
        return {};
    }
    }
    return {};
}

} // namespace

std::expected<void, QString> checkExport(const model::Course &course, const QString &path, const ExportOptions &options)
{
    const auto format = imageFormatForPath(path);
    if (!format)
        return std::unexpected(fileError(path, QStringLiteral("unknown image type (use .png, .svg or .pdf)")));
    return checkRequest(course, path, options, *format);
}

std::expected<void, QString> exportPng(const model::Course &course, const QString &path, const ExportOptions &options)
{
    if (auto checked = checkRequest(course, path, options, ImageFormat::Png); !checked)
        return checked;
    auto img = renderImage(course, pngCellPixels(options), options.render);
    if (!img)
        return std::unexpected(fileError(path, img.error()));
    if (options.dpi > 0) {
        const int dpm = static_cast<int>(std::lround(options.dpi / kMmPerInch * 1000.0));
        img->setDotsPerMeterX(dpm);
        img->setDotsPerMeterY(dpm);
    }
    ExportFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(fileError(path, file.errorString()));
    QImageWriter writer(&file, "png");
    // A failed write of the file is named by finish(), with the system's reason.
    if (!writer.write(*img) && !file.failed())
        return std::unexpected(fileError(path, writer.errorString()));
    return file.finish();
}

std::expected<void, QString> exportSvg(const model::Course &course, const QString &path, const ExportOptions &options)
{
    if (auto checked = checkRequest(course, path, options, ImageFormat::Svg); !checked)
        return checked;
    const model::Size size = course.combinedSize();
    RenderOptions o = options.render;
    o.cellSize = kBaseCellPx * options.scale;
    const QSize px(static_cast<int>(std::lround(size.width * o.cellSize)), static_cast<int>(std::lround(size.height * o.cellSize)));
    ExportFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(fileError(path, file.errorString()));
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setSize(px);
    generator.setViewBox(QRect(QPoint(0, 0), px));
    // CSS pixels: browsers and editors show the file at the same pixel size as the PNG.
    generator.setResolution(96);
    generator.setTitle(QString::fromStdString(course.info().name));
    generator.setDescription(QStringLiteral("Rendered by RallyForge"));
    {
        QPainter p;
        if (!p.begin(&generator))
            return std::unexpected(fileError(path, QStringLiteral("cannot write the file")));
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        BoardRenderer renderer;
        QString error;
        if (!renderer.paint(p, course, o, &error))
            return std::unexpected(fileError(path, error));
    }
    return file.finish();
}

PdfLayout pdfLayout(model::Size gridSize, const ExportOptions &options)
{
    PdfLayout l;
    l.boardMm = QSizeF(gridSize.width * options.cellMm, gridSize.height * options.cellMm);
    if (!options.pageSize) {
        l.marginMm = options.cutMarks ? options.marginMm : 0.0;
        l.pageMm = l.boardMm + QSizeF(2 * l.marginMm, 2 * l.marginMm);
        return l;
    }
    l.marginMm = options.marginMm;
    l.pageMm = options.pageSize->size(QPageSize::Millimeter);
    const QSizeF printable = l.pageMm - QSizeF(2 * l.marginMm, 2 * l.marginMm);
    if (printable.width() <= 0.0 || printable.height() <= 0.0)
        return l;
    l.columns = std::max(1, static_cast<int>(std::ceil(l.boardMm.width() / printable.width() - 1e-9)));
    l.rows = std::max(1, static_cast<int>(std::ceil(l.boardMm.height() / printable.height() - 1e-9)));
    return l;
}

std::expected<void, QString> exportPdf(const model::Course &course, const QString &path, const ExportOptions &options)
{
    if (auto checked = checkRequest(course, path, options, ImageFormat::Pdf); !checked)
        return checked;
    const model::Size gridCells = course.combinedSize();
    const PdfLayout layout = pdfLayout(gridCells, options);
    const QSizeF printable = layout.pageMm - QSizeF(2 * layout.marginMm, 2 * layout.marginMm);

    ExportFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(fileError(path, file.errorString()));
    QPdfWriter writer(&file);
    writer.setCreator(QStringLiteral("RallyForge"));
    writer.setTitle(QString::fromStdString(course.info().name));
    writer.setResolution(1200);
    writer.setPageSize(QPageSize(layout.pageMm, QPageSize::Millimeter, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    QPainter p;
    if (!p.begin(&writer))
        return std::unexpected(fileError(path, QStringLiteral("cannot write the file")));
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const double unitsPerMm = writer.resolution() / kMmPerInch;
    RenderOptions o = options.render;
    o.cellSize = options.cellMm;
    BoardRenderer renderer;
    const auto combined = model::combine(course);
    if (!combined)
        return std::unexpected(fileError(path, QString::fromStdString(text::combineErrorText(course, combined.error()))));

    for (int row = 0; row < layout.rows; ++row) {
        for (int col = 0; col < layout.columns; ++col) {
            if (row > 0 || col > 0)
                writer.newPage();
            // The part of the board on this page, in millimetres of the board.
            const QRectF part = QRectF(QPointF(col * printable.width(), row * printable.height()), printable)
                                    .intersected(QRectF(QPointF(0, 0), layout.boardMm));
            p.save();
            p.scale(unitsPerMm, unitsPerMm);
            p.translate(layout.marginMm - part.left(), layout.marginMm - part.top());
            p.save();
            p.setClipRect(part);
            if (o.background.isValid())
                p.fillRect(part, o.background);
            for (Layer l : kAllLayers)
                renderer.paintLayer(p, *combined, l, BoardRenderer::cellsTouching(part, gridCells, o.cellSize), o);
            if (o.boardOutlines && course.placements().size() > 1)
                renderer.paintBoardOutlines(p, course, BoardRenderer::cellsTouching(part, gridCells, o.cellSize), o);
            p.restore();
            if (options.cutMarks)
                drawCutMarks(p, part, layout.marginMm);
            p.restore();
        }
    }
    if (!p.end() && !file.failed())
        return std::unexpected(fileError(path, QStringLiteral("cannot write the file")));
    return file.finish();
}

std::expected<void, QString> exportImage(const model::Course &course, const QString &path, const ExportOptions &options)
{
    const auto format = imageFormatForPath(path);
    if (!format)
        return std::unexpected(fileError(path, QStringLiteral("unknown image type (use .png, .svg or .pdf)")));
    switch (*format) {
    case ImageFormat::Png: return exportPng(course, path, options);
    case ImageFormat::Svg: return exportSvg(course, path, options);
    case ImageFormat::Pdf: return exportPdf(course, path, options);
    }
    return std::unexpected(fileError(path, QStringLiteral("unknown image type")));
}

} // namespace rf::render
