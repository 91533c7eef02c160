// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "model/course.h"
#include "model/measurement.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <optional>

class QThread;

namespace rf::editor {

// Measures a course in the background: analysis::analyzeCourse on a copy of it, with progress
// and cancel, then the measured block stamped with the copy's fingerprint (an edit made while it
// ran leaves the new figures stale, as they are).
class CourseMeasurer : public QObject {
    Q_OBJECT
public:
    explicit CourseMeasurer(QObject *parent = nullptr);
    ~CourseMeasurer() override;

    // Starts measuring `course` (file `fileName`, for the command line) with `options`; false
    // while a measurement runs.
    bool start(const model::Course &course, analysis::AnalysisOptions options, const QString &fileName);
    // Stops the games; finished() then reports a cancelled measurement.
    void cancel();
    bool running() const { return m_thread != nullptr; }

signals:
    void progressed(int done, int total);
    // The block measured, or nothing with the reason (cancelled: an empty reason).
    void finished(const std::optional<rf::model::Measurement> &measured, const QString &error);

private:
    void done();
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    model::Course m_course;
    QString m_fileName;
    analysis::AnalysisOptions m_options;
    std::optional<analysis::AnalysisResult> m_result;
    QString m_error;
};

} // namespace rf::editor
