// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"
#include "model/course.h"

#include <QDateTime>
#include <QDialog>

#include <atomic>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace rf::editor {

// Course > Generate Course...: the course generator (analysis::generateCourses) on a background
// thread with progress and cancel (the best courses so far are kept). The library is the shipped
// boards and the folders the user adds (remembered). The results are listed with a preview and
// their measured figures; Open (or a double click) hands the chosen course to the caller
// (courseChosen), which opens it as a new document.
class GenerateCourseDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerateCourseDialog(QWidget *parent = nullptr);
    ~GenerateCourseDialog() override;

    // The generator's options from the fields; the library is read by start().
    analysis::GenerateOptions options() const;
    // Reads the library and starts the search (the Generate button); for tests.
    void start();
    bool running() const { return m_thread != nullptr; }
    const std::optional<analysis::GenerateResult> &result() const { return m_result; }
    // The course of result row `row` as it would open: its measured figures in its measured
    // block, what it was generated for in its notes.
    model::Course resultCourse(int row) const;
    // For tests: the search's sizes (0: the generator's defaults).
    void setSearchSizes(int layouts, int screenGames, int finalGames, int finalists);
    QStringList libraryFolders() const;
    void setUserFolders(const QStringList &folders);

signals:
    void courseChosen(const rf::model::Course &course);
    void progressed(const rf::analysis::GenerateProgress &progress);

private:
    void finish();
    void setRunning(bool running);
    void showProgress(const analysis::GenerateProgress &p);
    void showSelected();
    void openSelected();
    void addFolder();
    void removeFolder();
    void fillFolders();
    QString figuresText(const analysis::GeneratedCourse &c) const;
    // Why a course is listed after the others (outside the band, a leg over the ceiling), or empty.
    QString outsideText(const analysis::GeneratedCourse &c) const;

    QListWidget *m_folders;
    QPushButton *m_addFolder;
    QPushButton *m_removeFolder;
    QSpinBox *m_players;
    QComboBox *m_ruleset;
    QSpinBox *m_turns;
    QComboBox *m_danger;
    QSpinBox *m_legLoss;
    QSpinBox *m_boards;
    QSpinBox *m_checkpoints;
    QSpinBox *m_seed;
    QListWidget *m_options; // the rule options of RULES.md 7, checkable (item data: the id)
    QProgressBar *m_progress;
    QLabel *m_status;
    QListWidget *m_results;
    QLabel *m_preview;
    QPushButton *m_generate;
    QPushButton *m_cancel;
    QPushButton *m_open;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancelFlag{false};
    QStringList m_userFolders;
    std::optional<analysis::GenerateResult> m_result;
    std::optional<analysis::GenerateError> m_error;
    analysis::GenerateOptions m_ran{}; // the options of the result shown (library included)
    QStringList m_skippedFiles;        // library files that could not be read
    QDateTime m_measuredAt;            // when the courses listed were measured
    int m_sizes[4] = {0, 0, 0, 0};
};

} // namespace rf::editor
