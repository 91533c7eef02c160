// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportimagedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rf::editor {

namespace {

const char *const kSettingsGroup = "exportImage";

// The paper entry that is one page the size of the board.
const char *const kFitPage = "fit";

} // namespace

ExportImageDialog::ExportImageDialog(model::Size gridSize, const QString &suggestedPath, QWidget *parent)
    : QDialog(parent), m_gridSize(gridSize)
{
    setWindowTitle(tr("Export Image"));
    setWhatsThis(tr("<b>Export Image</b><p>Writes the course as a PNG or SVG picture or as a PDF to print. The "
                    "format follows the file name's extension. PDF pages are at real size: by default one "
                    "square is 21 mm, as on the printed boards.</p>"));

    m_path = new QLineEdit(this);
    m_path->setToolTip(tr("The file to write: .png, .svg or .pdf"));
    auto *browse = new QPushButton(tr("&Browse..."), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_scale = new QDoubleSpinBox(this);
    m_scale->setRange(0.05, 64.0);
    m_scale->setDecimals(2);
    m_scale->setSingleStep(0.25);
    m_scale->setValue(1.0);
    m_scale->setToolTip(tr("PNG and SVG size: 1 = 64 pixels per square (with a resolution: 1 = real size)"));

    m_dpi = new QSpinBox(this);
    m_dpi->setRange(0, 4800);
    m_dpi->setSingleStep(50);
    m_dpi->setSpecialValueText(tr("None (use the scale)"));
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("PNG only: size the image so it prints at real size at this resolution"));

    m_cellMm = new QDoubleSpinBox(this);
    m_cellMm->setRange(5.0, 100.0);
    m_cellMm->setDecimals(1);
    m_cellMm->setValue(render::kStandardCellMm);
    m_cellMm->setSuffix(tr(" mm"));
    m_cellMm->setToolTip(tr("Printed size of one square (PDF, and PNG with a resolution)"));

    m_cutMarks = new QCheckBox(tr("&Cut marks"), this);
    m_cutMarks->setToolTip(tr("PDF only: crop marks at the corners of the board"));

    m_page = new QComboBox(this);
    m_page->addItem(tr("One page the size of the board"), QString::fromLatin1(kFitPage));
    for (const render::NamedPageSize &p : render::namedPageSizes())
        m_page->addItem(QPageSize(p.id).name(), QString::fromLatin1(p.name));
    m_page->setToolTip(tr("PDF only: paper size; a board larger than the paper is split over several pages"));

    m_grid = new QCheckBox(tr("&Grid lines"), this);
    m_grid->setChecked(true);
    m_grid->setToolTip(tr("Draw the thin lines between squares"));

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto *form = new QFormLayout;
    auto *pathLabel = new QLabel(tr("&File:"), this);
    pathLabel->setBuddy(m_path); // a row holding a layout gets no buddy by itself
    form->addRow(pathLabel, pathRow);
    form->addRow(tr("&Scale:"), m_scale);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("S&quare size:"), m_cellMm);
    form->addRow(tr("&Paper:"), m_page);
    form->addRow(QString(), m_cutMarks);
    form->addRow(QString(), m_grid);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportImageDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);

    loadSettings();
    if (!suggestedPath.isEmpty())
        m_path->setText(QDir::toNativeSeparators(suggestedPath));

    connect(browse, &QPushButton::clicked, this, &ExportImageDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportImageDialog::refresh);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportImageDialog::refresh);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportImageDialog::refresh);
    connect(m_cellMm, &QDoubleSpinBox::valueChanged, this, &ExportImageDialog::refresh);
    connect(m_cutMarks, &QCheckBox::toggled, this, &ExportImageDialog::refresh);
    connect(m_page, &QComboBox::currentIndexChanged, this, &ExportImageDialog::refresh);
    refresh();
}

QString ExportImageDialog::path() const { return QDir::fromNativeSeparators(m_path->text().trimmed()); }

void ExportImageDialog::setPath(const QString &path) { m_path->setText(QDir::toNativeSeparators(path)); }

render::ExportOptions ExportImageDialog::options() const
{
    render::ExportOptions o;
    o.scale = m_scale->value();
    o.dpi = m_dpi->value();
    o.cellMm = m_cellMm->value();
    o.cutMarks = m_cutMarks->isChecked();
    // Entry 0 is the board-sized page; the others follow render::namedPageSizes().
    const auto sizes = render::namedPageSizes();
    const int page = m_page->currentIndex();
    if (page >= 1 && page <= static_cast<int>(sizes.size()))
        o.pageSize = QPageSize(sizes[static_cast<std::size_t>(page - 1)].id);
    o.render.grid = m_grid->isChecked();
    o.render.layer(render::Layer::Grid).visible = m_grid->isChecked();
    return o;
}

bool ExportImageDialog::canExport() const { return m_buttons->button(QDialogButtonBox::Ok)->isEnabled(); }

QString ExportImageDialog::summary() const { return m_summary->text(); }

void ExportImageDialog::refresh()
{
    const auto format = render::imageFormatForPath(path());
    const render::ExportOptions o = options();
    const bool png = format == render::ImageFormat::Png;
    const bool pdf = format == render::ImageFormat::Pdf;
    // Only the settings that apply to the chosen format can be changed.
    m_scale->setEnabled(!pdf);
    m_dpi->setEnabled(png);
    m_cellMm->setEnabled(pdf || (png && o.dpi > 0));
    m_cutMarks->setEnabled(pdf);
    m_page->setEnabled(pdf);

    QString text;
    bool ok = true;
    if (path().isEmpty()) {
        text = tr("Choose a file name ending in .png, .svg or .pdf.");
        ok = false;
    } else if (!format) {
        text = tr("Unknown image type \"%1\": the name must end in .png, .svg or .pdf.").arg(QFileInfo(path()).suffix());
        ok = false;
    } else if (pdf) {
        const render::PdfLayout l = render::pdfLayout(m_gridSize, o);
        const QString pages = l.pageCount() == 1 ? tr("1 page") : tr("%1 pages").arg(l.pageCount());
        text = tr("%1 of %2 x %3 mm; the course prints %4 x %5 mm.")
                   .arg(pages)
                   .arg(qRound(l.pageMm.width()))
                   .arg(qRound(l.pageMm.height()))
                   .arg(qRound(l.boardMm.width()))
                   .arg(qRound(l.boardMm.height()));
    } else {
        const double cell = png ? render::pngCellPixels(o) : render::kBaseCellPx * o.scale;
        const qint64 w = qRound64(m_gridSize.width * cell);
        const qint64 h = qRound64(m_gridSize.height * cell);
        text = tr("%1 x %2 pixels (%3 per square).").arg(w).arg(h).arg(cell, 0, 'f', 1);
        if (png && w * h > render::kMaxImagePixels) {
            text += QLatin1Char(' ') + tr("That is too large: lower the scale or the resolution.");
            ok = false;
        }
    }
    m_summary->setText(text);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void ExportImageDialog::browse()
{
    const QString filters = tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
    QString selected;
    const auto format = render::imageFormatForPath(path());
    if (format == render::ImageFormat::Svg)
        selected = tr("SVG drawing (*.svg)");
    else if (format == render::ImageFormat::Pdf)
        selected = tr("PDF document (*.pdf)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Image"), path(), filters, &selected);
    if (chosen.isEmpty())
        return;
    QString file = chosen;
    if (!render::imageFormatForPath(file)) {
        // The name has no image extension: take the one of the chosen filter.
        if (selected.contains(QLatin1String("*.svg")))
            file += QStringLiteral(".svg");
        else if (selected.contains(QLatin1String("*.pdf")))
            file += QStringLiteral(".pdf");
        else
            file += QStringLiteral(".png");
    }
    setPath(file);
}

void ExportImageDialog::accept()
{
    refresh();
    if (!canExport())
        return;
    saveSettings();
    QDialog::accept();
}

void ExportImageDialog::loadSettings()
{
    QSettings s;
    s.beginGroup(QLatin1String(kSettingsGroup));
    m_scale->setValue(s.value(QStringLiteral("scale"), 1.0).toDouble());
    m_dpi->setValue(s.value(QStringLiteral("dpi"), 0).toInt());
    m_cellMm->setValue(s.value(QStringLiteral("cellMm"), render::kStandardCellMm).toDouble());
    m_cutMarks->setChecked(s.value(QStringLiteral("cutMarks"), false).toBool());
    m_grid->setChecked(s.value(QStringLiteral("grid"), true).toBool());
    const int page = m_page->findData(s.value(QStringLiteral("page"), QString::fromLatin1(kFitPage)).toString());
    m_page->setCurrentIndex(std::max(0, page));
    const QString last = s.value(QStringLiteral("path")).toString();
    if (!last.isEmpty())
        m_path->setText(QDir::toNativeSeparators(last));
}

void ExportImageDialog::saveSettings() const
{
    QSettings s;
    s.beginGroup(QLatin1String(kSettingsGroup));
    s.setValue(QStringLiteral("scale"), m_scale->value());
    s.setValue(QStringLiteral("dpi"), m_dpi->value());
    s.setValue(QStringLiteral("cellMm"), m_cellMm->value());
    s.setValue(QStringLiteral("cutMarks"), m_cutMarks->isChecked());
    s.setValue(QStringLiteral("grid"), m_grid->isChecked());
    s.setValue(QStringLiteral("page"), m_page->currentData());
    s.setValue(QStringLiteral("path"), path());
}

} // namespace rf::editor
