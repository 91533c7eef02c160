// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "sim/analysis.h"

#include <QDialog>

#include <atomic>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace rf::debugger {

// Tools > Course analysis: plays many random games on a background thread with a progress bar
// and cancel, then reports checkpoint reach and the median turns to finish; the caller shows
// the heat maps (resultReady).
class AnalysisDialog : public QDialog {
    Q_OBJECT
public:
    AnalysisDialog(const model::Course &course, std::string ruleset, QWidget *parent = nullptr);
    ~AnalysisDialog() override;
    const std::optional<sim::AnalysisResult> &result() const { return m_result; }
    // Starts the analysis (also what the Run button does); for tests.
    void start();
    bool running() const { return m_thread != nullptr; }
    void setGames(int games);

signals:
    void resultReady(const rf::sim::AnalysisResult &result);
    void progressed(int done, int total);

private:
    void finish();
    static QString summary(const sim::AnalysisResult &r);

    model::Course m_course;
    std::string m_ruleset;
    QSpinBox *m_games;
    QSpinBox *m_seed;
    QSpinBox *m_turns;
    QProgressBar *m_progress;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QLabel *m_summary;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancelFlag{false};
    std::optional<sim::AnalysisResult> m_result;
    QString m_error;
};

} // namespace rf::debugger
