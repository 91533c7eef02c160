// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/coursemeasurer.h"

#include "analysis/measure.h"
#include "io/measuredblock.h"
#include "words/tracetexts.h"

#include <QDateTime>
#include <QThread>

namespace rf::editor {

CourseMeasurer::CourseMeasurer(QObject *parent)
    : QObject(parent)
{}

CourseMeasurer::~CourseMeasurer()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
    }
}

bool CourseMeasurer::start(const model::Course &course, analysis::AnalysisOptions options, const QString &fileName)
{
    if (m_thread)
        return false;
    m_cancel = false;
    m_course = course;
    m_fileName = fileName;
    m_result.reset();
    m_error.clear();
    options.cancel = &m_cancel;
    // Progress comes from worker threads: queued to this object.
    options.progress = [this](int done, int total) {
        QMetaObject::invokeMethod(
            this, [this, done, total] { emit progressed(done, total); }, Qt::QueuedConnection);
    };
    m_options = options;
    m_thread = QThread::create([this] {
        auto r = analysis::analyzeCourse(m_course, m_options);
        if (r)
            m_result = std::move(*r);
        else
            m_error = words::scenarioErrorText(r.error());
    });
    connect(m_thread, &QThread::finished, this, &CourseMeasurer::done);
    m_thread->start();
    return true;
}

void CourseMeasurer::cancel()
{
    m_cancel = true;
}

void CourseMeasurer::done()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    if (!m_result || m_result->cancelled) {
        emit finished(std::nullopt, m_error);
        return;
    }
    model::Measurement m = analysis::measurementOf(*m_result, m_options);
    io::stampMeasurement(m, m_course, m_fileName, QDateTime::currentDateTimeUtc());
    emit finished(m, {});
}

} // namespace rf::editor
