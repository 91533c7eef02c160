// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/measurement.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace rf::editor {

class BoardDocument;
class CourseMeasurer;

// Course > Course Properties: the course's name, author and notes (editable, each edit an undo
// step, typing merged), and its measured figures as their own fields (the file's `measured`
// block): game length, robots finishing, games won, danger, the hardest leg, how and when they
// were measured and the command that reproduces them. As soon as the course is edited after the
// measurement the figures are marked stale, saying what changed; Measure runs the planning
// robots in the background (progress, Cancel) with the settings shown and records the new
// figures as one undo step.
class CoursePanel : public QWidget {
    Q_OBJECT
public:
    explicit CoursePanel(BoardDocument *doc, QWidget *parent = nullptr);
    ~CoursePanel() override;

    // For tests.
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *authorEdit() const { return m_author; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    QLabel *staleLabel() const { return m_stale; }
    QLabel *figureLabel(int row) const { return m_figures[static_cast<std::size_t>(row)]; }
    QPushButton *measureButton() const { return m_measure; }
    QPushButton *cancelButton() const { return m_cancel; }
    QSpinBox *gamesBox() const { return m_games; }
    bool measuring() const;
    // Whether the figures shown are stale (checked at most every kStaleCheckMs while editing).
    bool stale() const { return m_isStale; }

    static constexpr int kStaleCheckMs = 200;
    enum FigureRow { LengthRow, FinishRow, WonRow, DangerRow, LegRow, HowRow, CommandRow, FigureRowCount };

    // Measures the course now (the Measure button).
    void measure();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void showFigures(const std::optional<model::Measurement> &m);
    void checkStale();
    void finished(const std::optional<model::Measurement> &m, const QString &error);
    void setSettings(const std::optional<model::Measurement> &m);
    void pushInfo(const model::BoardInfo &info, int field);

    BoardDocument *m_doc;
    CourseMeasurer *m_measurer;
    QLineEdit *m_name;
    QLineEdit *m_author;
    QPlainTextEdit *m_notes;
    QGroupBox *m_figureBox;
    std::array<QLabel *, FigureRowCount> m_figures{};
    QLabel *m_stale;
    QComboBox *m_ruleset;
    QSpinBox *m_robots;
    QSpinBox *m_games;
    QPushButton *m_measure;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTimer *m_staleTimer;
    bool m_isStale = false;
    bool m_updating = false;
    int m_session = 0;     // typing in one field merges into one undo step until it loses focus
    quint64 m_started = 0; // the document's reset count when the measurement began
    quint64 m_resets = 0;
};

} // namespace rf::editor
