// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "model/scenario.h"
#include "analysis/analysis.h"

#include <QDialog>

#include <atomic>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QThread;
class QUrl;

namespace rf::debugger {

// Tools > Course Analysis: plays many games on a background thread with a progress bar and
// cancel, by robots with random or planned programs (the skill), then reports the difficulty
// figures (finishing, legs, deaths per robot-turn by what destroyed, the deadliest squares); the
// caller shows the heat maps (resultReady). Links in the report, and Replay Game, turn a game of
// the analysis into a scenario for the debugger (replayReady).
class AnalysisDialog : public QDialog {
    Q_OBJECT
public:
    AnalysisDialog(const model::Course &course, std::string ruleset, QWidget *parent = nullptr);
    ~AnalysisDialog() override;
    const std::optional<analysis::AnalysisResult> &result() const { return m_result; }
    // Starts the analysis (also what the Run button does); for tests.
    void start();
    bool running() const { return m_thread != nullptr; }
    void setGames(int games);
    // The options of the next run (and of the last, for its replays).
    analysis::AnalysisOptions options() const;
    // Builds game `game` (from 0) of the last analysis as a scenario and emits replayReady; false
    // (with a message) when it cannot. For tests and the report's links.
    bool replay(int game);

signals:
    // With the skill the robots played with (the heat map's legend names it).
    void resultReady(const rf::analysis::AnalysisResult &result, rf::analysis::Skill skill);
    void progressed(int done, int total);
    void replayReady(const rf::model::Scenario &scenario);

private:
    void finish();
    void openLink(const QUrl &url);
    void setRunning(bool running);

    model::Course m_course;
    std::string m_ruleset;
    QComboBox *m_skill;
    QSpinBox *m_robots;
    QSpinBox *m_games;
    QSpinBox *m_seed;
    QSpinBox *m_turns;
    QProgressBar *m_progress;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QSpinBox *m_replayGame;
    QPushButton *m_replay;
    QLabel *m_status;
    QTextBrowser *m_report;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancelFlag{false};
    std::optional<analysis::AnalysisResult> m_result;
    analysis::AnalysisOptions m_ran{}; // the options of the result shown
    QString m_error;
};

} // namespace rf::debugger
