// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "render/imageexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rf::editor {

// File > Export Image: where to write the PNG, SVG or PDF (the format follows the file name)
// and the settings of `rallyforge-cli render` (scale, resolution, print size of a square, cut
// marks, paper, grid). The size of the result is shown as the settings change; the choices are
// remembered for the next export.
class ExportImageDialog : public QDialog {
    Q_OBJECT
public:
    ExportImageDialog(model::Size gridSize, const QString &suggestedPath, QWidget *parent = nullptr);

    QString path() const;
    void setPath(const QString &path);
    render::ExportOptions options() const;
    // What the dialog says about the current settings (size in pixels or pages), or the reason
    // the export cannot run (then OK is disabled).
    QString summary() const;
    bool canExport() const;

    // Widgets, for tests.
    QDoubleSpinBox *scaleBox() const { return m_scale; }
    QSpinBox *dpiBox() const { return m_dpi; }
    QDoubleSpinBox *cellMmBox() const { return m_cellMm; }
    QCheckBox *cutMarksBox() const { return m_cutMarks; }
    QComboBox *pageBox() const { return m_page; }
    QCheckBox *gridBox() const { return m_grid; }

    void accept() override;

private:
    void browse();
    void refresh();
    void loadSettings();
    void saveSettings() const;

    model::Size m_gridSize;
    QLineEdit *m_path = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QSpinBox *m_dpi = nullptr;
    QDoubleSpinBox *m_cellMm = nullptr;
    QCheckBox *m_cutMarks = nullptr;
    QComboBox *m_page = nullptr;
    QCheckBox *m_grid = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace rf::editor
