// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/analysisdialog.h"

#include "models/tracetexts.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace rf::debugger {

AnalysisDialog::AnalysisDialog(const model::Course &course, std::string ruleset, QWidget *parent)
    : QDialog(parent), m_course(course), m_ruleset(std::move(ruleset))
{
    setWindowTitle(tr("Course Analysis"));
    auto *form = new QFormLayout;
    m_games = new QSpinBox(this);
    m_games->setRange(1, 1'000'000);
    m_games->setValue(2000);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    m_turns = new QSpinBox(this);
    m_turns->setRange(1, 200);
    m_turns->setValue(30);
    form->addRow(tr("Games:"), m_games);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(tr("Turns per game (at most):"), m_turns);
    m_progress = new QProgressBar(this);
    m_run = new QPushButton(tr("Run"), this);
    m_run->setDefault(true); // Enter runs the analysis, as in any dialog with one main action
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_summary = new QLabel(tr("Robots with random programs start from every start marker. The heat maps appear on the board."), this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    auto *close = new QPushButton(tr("Close"), this);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary, 1);
    layout->addLayout(buttons);
    connect(m_run, &QPushButton::clicked, this, &AnalysisDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_cancelFlag = true; });
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    connect(this, &AnalysisDialog::progressed, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    resize(420, 360);
}

AnalysisDialog::~AnalysisDialog()
{
    if (m_thread) {
        m_cancelFlag = true;
        m_thread->wait();
    }
}

void AnalysisDialog::setGames(int games) { m_games->setValue(games); }

void AnalysisDialog::start()
{
    if (m_thread)
        return;
    m_cancelFlag = false;
    m_result.reset();
    m_error.clear();
    sim::AnalysisOptions o;
    o.games = m_games->value();
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    o.maxTurns = m_turns->value();
    o.ruleset = m_ruleset;
    o.cancel = &m_cancelFlag;
    // Progress arrives on worker threads: queue it to the dialog.
    o.progress = [this](int done, int total) { QMetaObject::invokeMethod(this, [this, done, total] { emit progressed(done, total); }, Qt::QueuedConnection); };
    m_progress->setRange(0, o.games);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_summary->setText(tr("Playing %1 games...").arg(o.games));
    m_thread = QThread::create([this, o] {
        auto r = sim::analyzeCourse(m_course, o);
        if (r)
            m_result = std::move(*r);
        else
            m_error = editor::scenarioErrorText(r.error());
    });
    connect(m_thread, &QThread::finished, this, &AnalysisDialog::finish);
    m_thread->start();
}

void AnalysisDialog::finish()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    if (!m_result) {
        m_summary->setText(tr("The analysis failed: %1").arg(m_error));
        return;
    }
    m_progress->setValue(m_result->games);
    m_summary->setText(summary(*m_result));
    emit resultReady(*m_result);
}

QString AnalysisDialog::summary(const sim::AnalysisResult &r)
{
    // Say who played: the figures of random robots are not those of players.
    QString s = tr("Robots with random programs: each turn every robot is dealt its hand and plays cards from it at random; "
                   "they do not plan, so the figures show where careless robots fail.") + QLatin1Char('\n');
    s += r.cancelled ? tr("Cancelled after %1 games.").arg(r.games) : tr("%1 games, %2 robots.").arg(r.games).arg(r.robots);
    s += QLatin1Char('\n') + tr("Finished: %1 games").arg(r.finishedGames);
    if (r.medianTurnsToFinish)
        s += tr(", median %1 turns").arg(*r.medianTurnsToFinish);
    s += QLatin1Char('\n') + tr("Deaths: %1").arg(r.totalDeaths);
    s += QLatin1Char('\n') + tr("The heat maps on the board have a legend beside the board: the colour scale from one robot to the busiest square.");
    for (const sim::CheckpointReach &c : r.checkpoints)
        s += QLatin1Char('\n') + tr("Checkpoint %1 reached by %2% of robots").arg(c.number).arg(c.share * 100.0, 0, 'f', 1);
    return s;
}

} // namespace rf::debugger
