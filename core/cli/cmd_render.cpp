// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/coursesummary.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"

#include "io/boardfile.h"
#include "render/imageexport.h"

#include <QGuiApplication>

namespace rf::cli {

namespace {

std::optional<QPageSize> pageSizeFromName(const QString &name, bool *ok)
{
    *ok = true;
    const QString n = name.toLower();
    if (n.isEmpty() || n == QLatin1String("fit"))
        return std::nullopt;
    for (const render::NamedPageSize &p : render::namedPageSizes())
        if (n == QLatin1String(p.name))
            return QPageSize(p.id);
    *ok = false;
    return std::nullopt;
}

} // namespace

int runRender(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Render a board or course to an image: PNG, SVG or PDF by the output's suffix.\n"
        "PNG and SVG: 64 pixels per square at scale 1. PDF: real print size, 21 mm per square\n"
        "by default, on one page the size of the board unless --page is given."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The .rfboard file to render."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Image to write (.png, .svg or .pdf)."), QStringLiteral("OUT"));
    const QCommandLineOption scale(QStringLiteral("scale"), QStringLiteral("PNG/SVG size factor (default 1 = 64 px per square)."),
                                   QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption dpi(QStringLiteral("dpi"),
                                 QStringLiteral("PNG: size the image for printing at D dots per inch (--cell-mm per square)."),
                                 QStringLiteral("D"));
    const QCommandLineOption cutMarks(QStringLiteral("cut-marks"), QStringLiteral("PDF: crop marks at the board's corners."));
    const QCommandLineOption cellMm(QStringLiteral("cell-mm"), QStringLiteral("Printed size of a square in mm (default 21)."),
                                    QStringLiteral("MM"), QStringLiteral("21"));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QStringLiteral("PDF paper: a4, a3, a2, letter, legal, tabloid (the board is split over "
                                                 "pages) or fit (default: one page the board's size)."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption noGrid(QStringLiteral("no-grid"), QStringLiteral("Leave out the grid lines."));
    parser.addOptions({output, scale, dpi, cutMarks, cellMm, page, noGrid});
    if (auto done = parseArguments(parser, args, io))
        return *done;

    const auto usage = [&io](const QString &message) {
        io.err << "rallyforge-cli render: " << printable(message) << '\n';
        return kExitBadInput;
    };
    if (parser.positionalArguments().size() != 1)
        return usage(QStringLiteral("expected one FILE (see --help)"));
    if (!parser.isSet(output))
        return usage(QStringLiteral("missing -o OUT"));
    const QString out = parser.value(output);
    if (!render::imageFormatForPath(out))
        return usage(QStringLiteral("cannot tell the image type of '%1' (use .png, .svg or .pdf)").arg(out));

    render::ExportOptions options;
    bool ok = true;
    // Written as "not inside the range" so that NaN (which toDouble accepts) is refused too.
    options.scale = parser.value(scale).toDouble(&ok);
    if (!ok || !(options.scale > 0.0 && options.scale <= render::kMaxExportScale))
        return usage(QStringLiteral("--scale must be a number in (0, %1]").arg(render::kMaxExportScale));
    if (parser.isSet(dpi)) {
        options.dpi = parser.value(dpi).toInt(&ok);
        if (!ok || options.dpi < 1 || options.dpi > render::kMaxDpi)
            return usage(QStringLiteral("--dpi must be a whole number from 1 to %1").arg(render::kMaxDpi));
    }
    options.cellMm = parser.value(cellMm).toDouble(&ok);
    if (!ok || !(options.cellMm >= render::kMinCellMm && options.cellMm <= render::kMaxCellMm))
        return usage(QStringLiteral("--cell-mm must be a number from %1 to %2").arg(render::kMinCellMm).arg(render::kMaxCellMm));
    options.cutMarks = parser.isSet(cutMarks);
    options.pageSize = pageSizeFromName(parser.value(page), &ok);
    if (!ok)
        return usage(QStringLiteral("unknown --page '%1'").arg(parser.value(page)));
    options.render.grid = !parser.isSet(noGrid);

    // Text (numbers, names) is laid out with fonts, which need a QGuiApplication.
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        io.err << "rallyforge-cli render: internal error: rendering needs a QGuiApplication\n";
        return kExitFailure;
    }

    const QString in = parser.positionalArguments().first();
    const FileScope reading(in);
    if (const auto problem = outputProblem(out, {in})) {
        io.err << "rallyforge-cli render: " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    const auto course = io::readBoardFile(in);
    if (!course) {
        io.err << printable(course.error().toString()) << '\n';
        return kExitBadInput;
    }
    if (const auto problem = courseProblem(*course)) {
        io.err << printable(in) << ": " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    // Without a size asked for (--scale, --dpi), a PNG over the pixel budget is drawn smaller,
    // and said so; a size asked for is refused below instead.
    if (*render::imageFormatForPath(out) == render::ImageFormat::Png && !parser.isSet(scale) && !parser.isSet(dpi)) {
        const model::Size grid = course->combinedSize();
        if (const double fitted = render::pngScaleWithin(grid, options); fitted < options.scale) {
            const QSize full = render::pngPixelSize(grid, options);
            options.scale = fitted;
            io.err << "rallyforge-cli render: note: " << grid.width << " x " << grid.height << " squares at "
                   << render::kBaseCellPx << " px would be " << full.width() << " x " << full.height()
                   << " pixels, over the budget of " << render::kMaxImagePixels << "; drawn at --scale " << fitted
                   << '\n';
        }
    }
    // A request that cannot be met (too large, no room on the page) is bad input like the
    // options above; only a failed write is a failure of the command.
    if (auto possible = render::checkExport(*course, out, options); !possible) {
        io.err << "rallyforge-cli render: " << printable(possible.error()) << '\n';
        return kExitBadInput;
    }
    const FileScope writing(out);
    const auto written = render::exportImage(*course, out, options);
    if (!written) {
        io.err << "rallyforge-cli render: " << printable(written.error()) << '\n';
        return kExitFailure;
    }
    switch (*render::imageFormatForPath(out)) {
    case render::ImageFormat::Png: {
        const QSize s = render::pngPixelSize(course->combinedSize(), options);
        io.out << "wrote " << printable(out) << " (" << s.width() << " x " << s.height() << " px)\n";
        break;
    }
    case render::ImageFormat::Svg: io.out << "wrote " << printable(out) << '\n'; break;
    case render::ImageFormat::Pdf: {
        const render::PdfLayout l = render::pdfLayout(course->combinedSize(), options);
        io.out << "wrote " << printable(out) << " (" << l.pageCount() << (l.pageCount() == 1 ? " page, " : " pages, ")
               << qRound(l.pageMm.width()) << " x " << qRound(l.pageMm.height()) << " mm)\n";
        break;
    }
    }
    return kExitOk;
}

} // namespace rf::cli
