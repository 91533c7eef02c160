// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "render/reportoptions.h"
#include "sim/compare.h"

#include <QDialog>

#include <array>
#include <optional>

class QButtonGroup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QRadioButton;

namespace rf::debugger {

// Share > Export Ruling (and Export Ruling in Compare Rulings): the ruling report of a scenario
// (render::rulingReportHtml / rulingReportMarkdown) with the choices of `rallyforge-cli report`:
// the substeps shown (those that change the game, all, or chosen numbers), the rulings (the
// scenario's own, or the two open in Compare Rulings, side by side), the format (an HTML page, or
// Markdown with PNG pictures beside it), the language (the editor's by default) and the file.
// The last choices are remembered. In the editor's language the report is made on a worker thread
// while the dialog shows that it is busy, and Cancel drops it. Files are written as every save is
// (io::saveFile), and a failure names the file.
class ExportRulingDialog : public QDialog {
    Q_OBJECT
public:
    enum class Format { Html, Markdown };

    // `scenario` as the debugger has it (its file `documentPath`, empty when unsaved), its game
    // `length` substeps long and shown at `position`.
    ExportRulingDialog(const model::Scenario &scenario, const QString &documentPath, int length, int position,
                       QWidget *parent = nullptr);
    ~ExportRulingDialog() override;

    // The two rulings open in Compare Rulings, the longer of their games `length` substeps:
    // offered beside the scenario's own, and chosen when `preferred` (exporting from Compare).
    void setComparison(const std::array<sim::RulingVariant, 2> &rulings, int length, bool preferred);

    // As chosen, for the report; nullopt and *error when the chosen substeps cannot be read.
    std::optional<render::ReportOptions> options(QString *error = nullptr) const;
    Format format() const;
    // The language chosen ("fr"), empty for the editor's.
    QString language() const;
    QString path() const;
    bool busy() const { return m_running > 0; }
    // Cancel (Escape): closes the dialog; a report being made is dropped.
    void reject() override;

signals:
    // The report was written to `path` (the Markdown file, its pictures beside it).
    void exported(const QString &path);

private:
    struct Made; // a report made on the worker thread
    void buildSteps();
    void buildRulings();
    void buildLanguages();
    // The editor's language ("de"), as its translation says.
    static QString sessionLanguage();
    static void make(Made &made, const model::Scenario &scenario, const render::ReportOptions &options);
    void restoreChoices();
    void saveChoices() const;
    void browse();
    void formatChanged();
    void start();
    void finish(int run, const std::shared_ptr<Made> &made);
    bool write(const Made &made);
    void setRunning(bool running);

    model::Scenario m_scenario;
    QString m_documentPath;
    int m_length = 0;
    std::optional<std::array<sim::RulingVariant, 2>> m_comparison;
    int m_comparisonLength = 0;
    QButtonGroup *m_steps = nullptr;
    QRadioButton *m_changes = nullptr;
    QRadioButton *m_all = nullptr;
    QRadioButton *m_chosen = nullptr;
    QLineEdit *m_numbers = nullptr;
    QRadioButton *m_own = nullptr;
    QRadioButton *m_compared = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_language = nullptr;
    QLineEdit *m_file = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QWidget *> m_choices; // disabled while the report is made
    int m_run = 0;              // the report being made; a cancelled one's result is dropped
    int m_running = 0;          // reports still being made on a worker thread
};

} // namespace rf::debugger
