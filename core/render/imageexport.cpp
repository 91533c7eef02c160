// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/imageexport.h"

#include "render/boardrenderer.h"

#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>
#include <QPen>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <array>
#include <cerrno>
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
// whole image is on disk: a full disk, a failed write or a crash leaves any old file as it was.
// QSaveFile alone is not enough: the painters (PNG, SVG, PDF) ignore failed writes, and a write
// that fills the disk is a short write to Qt, which it reports as "Unknown error" while errno
// holds the reason. This keeps the system's reason of the first failure ("No space left on
// device").
class ExportFile : public QSaveFile {
public:
    explicit ExportFile(const QString &path) : QSaveFile(path) {}

    // Flushes and commits; on failure (now or in any write before) the error names the file and
    // the reason, and the temporary file goes with this object.
    std::expected<void, QString> finish()
    {
        if (m_failure.isEmpty()) {
            errno = 0;
            if (!flush())
                m_failure = reason();
        }
        if (m_failure.isEmpty() && !commit())
            m_failure = errorString();
        if (!m_failure.isEmpty())
            return std::unexpected(fileError(fileName(), m_failure));
        return {};
    }
    bool failed() const { return !m_failure.isEmpty(); }

protected:
    qint64 writeData(const char *data, qint64 len) override
    {
        errno = 0;
        const qint64 written = QSaveFile::writeData(data, len);
        if (written != len && m_failure.isEmpty())
            m_failure = reason();
        return written;
    }

private:
    QString reason() const { return errno != 0 ? qt_error_string(errno) : errorString(); }

    QString m_failure;
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

std::expected<QImage, QString> renderImage(const model::Course &course, double cellPx, const RenderOptions &options)
{
    const model::Size s = course.combinedSize();
    const qint64 w = std::llround(s.width * cellPx);
    const qint64 h = std::llround(s.height * cellPx);
    if (w <= 0 || h <= 0)
        return std::unexpected(QStringLiteral("nothing to render (%1 x %2 pixels)").arg(w).arg(h));
    if (w * h > kMaxImagePixels)
        return std::unexpected(QStringLiteral("the image would be %1 x %2 pixels; lower --scale or --dpi").arg(w).arg(h));
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

std::expected<void, QString> exportPng(const model::Course &course, const QString &path, const ExportOptions &options)
{
    if (options.scale <= 0.0 || options.dpi < 0)
        return std::unexpected(fileError(path, QStringLiteral("scale and dpi must be positive")));
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
    const auto size = gridSize(course, path);
    if (!size)
        return std::unexpected(size.error());
    if (options.scale <= 0.0)
        return std::unexpected(fileError(path, QStringLiteral("scale must be positive")));
    RenderOptions o = options.render;
    o.cellSize = kBaseCellPx * options.scale;
    const QSize px(static_cast<int>(std::lround(size->width * o.cellSize)), static_cast<int>(std::lround(size->height * o.cellSize)));
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
    const auto size = gridSize(course, path);
    if (!size)
        return std::unexpected(size.error());
    if (options.cellMm <= 0.0 || options.marginMm < 0.0)
        return std::unexpected(fileError(path, QStringLiteral("the square size must be positive")));
    const PdfLayout layout = pdfLayout(*size, options);
    const QSizeF printable = layout.pageMm - QSizeF(2 * layout.marginMm, 2 * layout.marginMm);
    if (printable.width() <= 0.0 || printable.height() <= 0.0)
        return std::unexpected(fileError(path, QStringLiteral("the margins leave no room on the page")));

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
        return std::unexpected(fileError(path, QString::fromStdString(combined.error().message)));

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
                renderer.paintLayer(p, *combined, l, BoardRenderer::cellsTouching(part, *size, o.cellSize), o);
            if (o.boardOutlines && course.placements().size() > 1)
                renderer.paintBoardOutlines(p, course, BoardRenderer::cellsTouching(part, *size, o.cellSize), o);
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
