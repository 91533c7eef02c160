// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "render/renderoptions.h"

#include <QImage>
#include <QPageSize>
#include <QSize>
#include <QString>

#include <expected>
#include <span>
#include <optional>

namespace rf::render {

// Image exports of a board or course (a board is a one-board course), shared by
// `rallyforge-cli render` and the editor's File > Export Image. Text needs a QGuiApplication.

enum class ImageFormat { Png, Svg, Pdf };
// By file suffix (case-insensitive): .png, .svg, .pdf.
std::optional<ImageFormat> imageFormatForPath(const QString &path);

// Cell size of PNG and SVG images at scale 1.
inline constexpr double kBaseCellPx = 64.0;
// The standard printed square: 2.1 cm.
inline constexpr double kStandardCellMm = 21.0;
// The pixel budget of a raster image: 64 Mpx (8192 x 8192), a 256 MiB ARGB32 image, so that a
// render stays well under 1 GB however large the board (a 256 x 256 board at 64 px per square
// would be 16384 x 16384, 1 GiB before its PNG). Larger requests are refused, or drawn smaller
// where the caller asked for no size (`render` without --scale or --dpi; pngScaleWithin).
inline constexpr qint64 kMaxImagePixels = 8192LL * 8192LL;
// Vector exports are built in memory (QSvgGenerator and a one-page QPdfWriter keep the whole
// drawing until the end), about 40 KB per square for SVG and 7 KB for PDF at their peak: larger
// grids are refused with these limits (128 x 128 and 256 x 256 squares; see docs/formats.md).
inline constexpr qint64 kMaxSvgSquares = 128LL * 128LL;
// Board lasers an image draws: each beam is painted over its whole length, so a course with a
// laser on every square costs the cube of its side (a 375 x 375 one took 4 minutes); larger
// counts are refused (docs/limits.md). The shipped courses have at most a few dozen.
inline constexpr qint64 kMaxRenderedLasers = 10000;
inline constexpr qint64 kMaxPdfSquares = 256LL * 256LL;
// Ranges of the export options (the CLI's --scale, --cell-mm, --dpi and the dialog's fields).
inline constexpr double kMaxExportScale = 64.0;
inline constexpr double kMinCellMm = 1.0;
inline constexpr double kMaxCellMm = 1000.0;
inline constexpr int kMaxDpi = 4800;
inline constexpr int kMaxPdfPages = 10000;

// The paper sizes offered by name for PDF exports (`render --page`, the Export Image dialog).
struct NamedPageSize {
    const char *name; // lower case: "a4", "letter", ...
    QPageSize::PageSizeId id;
};
std::span<const NamedPageSize> namedPageSizes();

struct ExportOptions {
    // PNG, SVG: pixels per cell = kBaseCellPx * scale (PNG with dpi > 0: see dpi).
    double scale = 1.0;
    // PNG: when > 0, pixels per cell = cellMm at this resolution (times scale), and the
    // resolution is stored in the file so it prints at real size.
    int dpi = 0;
    // PDF (and PNG with dpi): printed size of one square in millimetres.
    double cellMm = kStandardCellMm;
    // PDF: crop marks at the corners of the board (and of each page's part of it).
    bool cutMarks = false;
    // PDF: paper size. Unset: one page exactly the size of the board (plus margins when there
    // are cut marks). Set: the board at real size, split over as many pages as needed.
    std::optional<QPageSize> pageSize{};
    // PDF: white space around the board on paper pages and around cut marks.
    double marginMm = 10.0;
    // Layers, levels, grid, ... (cellSize is set by the export).
    RenderOptions render{};
};

// Pixels per cell and pixel size of the PNG that exportImage() writes for `gridSize` cells.
double pngCellPixels(const ExportOptions &options);
QSize pngPixelSize(model::Size gridSize, const ExportOptions &options);
// The largest scale, at most options.scale, at which a PNG of `gridSize` keeps within
// kMaxImagePixels (options.scale itself when it does).
double pngScaleWithin(model::Size gridSize, const ExportOptions &options);

// The whole course as an image with `cellPx` pixels per cell. Error: the course cannot be
// combined or the image would be too large.
std::expected<QImage, QString> renderImage(const model::Course &course, double cellPx, const RenderOptions &options);

// Layout of a PDF export, in millimetres (exposed for tests and previews).
struct PdfLayout {
    QSizeF pageMm{};   // size of every page
    QSizeF boardMm{};  // printed size of the whole grid
    int columns = 1;   // pages across
    int rows = 1;      // pages down
    double marginMm = 0.0;
    int pageCount() const { return columns * rows; }
};
PdfLayout pdfLayout(model::Size gridSize, const ExportOptions &options);

// Whether exportImage() can make this image: the type, the option ranges and the size limits,
// checked before any file is touched. The error names the file.
std::expected<void, QString> checkExport(const model::Course &course, const QString &path, const ExportOptions &options);
// Writes `path` in the format given by its suffix. The error names the file.
std::expected<void, QString> exportImage(const model::Course &course, const QString &path, const ExportOptions &options);
std::expected<void, QString> exportPng(const model::Course &course, const QString &path, const ExportOptions &options);
std::expected<void, QString> exportSvg(const model::Course &course, const QString &path, const ExportOptions &options);
std::expected<void, QString> exportPdf(const model::Course &course, const QString &path, const ExportOptions &options);

} // namespace rf::render
