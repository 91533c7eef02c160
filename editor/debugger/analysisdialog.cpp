// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/analysisdialog.h"

#include "debugger/analysisreport.h"
#include "words/tracetexts.h"

#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTextBrowser>
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

namespace rf::debugger {

namespace {

const QString kSkillKey = QStringLiteral("analysis/skill");

} // namespace

AnalysisDialog::AnalysisDialog(const model::Course &course, std::string ruleset, QWidget *parent)
    : QDialog(parent), m_course(course), m_ruleset(std::move(ruleset))
{
    setWindowTitle(tr("Course Analysis"));
    auto *form = new QFormLayout;
    m_skill = new QComboBox(this);
    for (const analysis::Skill s : {analysis::Skill::Random, analysis::Skill::Novice, analysis::Skill::Expert})
        m_skill->addItem(AnalysisReport::skillText(s), static_cast<int>(s));
    // Planning robots are what tells a designer how long the course takes: the default once chosen.
    m_skill->setCurrentIndex(std::clamp(QSettings().value(kSkillKey, 1).toInt(), 0, m_skill->count() - 1));
    m_robots = new QSpinBox(this);
    m_robots->setRange(0, 8);
    m_robots->setSpecialValueText(tr("One on every start (at most 8)"));
    m_games = new QSpinBox(this);
    m_games->setRange(1, 1'000'000);
    m_games->setValue(1000);
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    m_turns = new QSpinBox(this);
    m_turns->setRange(1, 200);
    m_turns->setValue(30);
    form->addRow(tr("&Robots play:"), m_skill);
    form->addRow(tr("Robots per &game:"), m_robots);
    form->addRow(tr("G&ames:"), m_games);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("&Turns per game (at most):"), m_turns);
    m_progress = new QProgressBar(this);
    m_run = new QPushButton(tr("Run"), this);
    m_run->setDefault(true); // Enter runs the analysis, as in any dialog with one main action
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_status = new QLabel(tr("Robots start from the start markers. The heat maps appear on the board."), this);
    m_status->setWordWrap(true);
    m_report = new QTextBrowser(this);
    m_report->setOpenLinks(false);
    m_report->setObjectName(QStringLiteral("analysisReport"));
    m_replayGame = new QSpinBox(this);
    m_replayGame->setRange(1, 1);
    m_replay = new QPushButton(tr("Re&play Game"), this);
    m_replay->setToolTip(tr("Open this game of the analysis in the debugger: the same robots, seed and programs."));
    m_replayGame->setEnabled(false);
    m_replay->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("Game:"), this));
    buttons->addWidget(m_replayGame);
    buttons->addWidget(m_replay);
    buttons->addStretch();
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    auto *close = new QPushButton(tr("Close"), this);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_report, 1);
    layout->addLayout(buttons);
    connect(m_run, &QPushButton::clicked, this, &AnalysisDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_cancelFlag = true; });
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_replay, &QPushButton::clicked, this, [this] { replay(m_replayGame->value() - 1); });
    connect(m_report, &QTextBrowser::anchorClicked, this, &AnalysisDialog::openLink);
    connect(m_skill, &QComboBox::currentIndexChanged, this, [](int i) { QSettings().setValue(kSkillKey, i); });
    connect(this, &AnalysisDialog::progressed, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    resize(560, 640);
}

AnalysisDialog::~AnalysisDialog()
{
    if (m_thread) {
        m_cancelFlag = true;
        m_thread->wait();
    }
}

void AnalysisDialog::setGames(int games) { m_games->setValue(games); }

analysis::AnalysisOptions AnalysisDialog::options() const
{
    analysis::AnalysisOptions o;
    o.games = m_games->value();
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    o.maxTurns = m_turns->value();
    o.robotsPerGame = m_robots->value();
    o.ruleset = m_ruleset;
    o.skill = static_cast<analysis::Skill>(m_skill->currentData().toInt());
    return o;
}

void AnalysisDialog::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    for (QWidget *w : std::initializer_list<QWidget *>{m_skill, m_robots, m_games, m_seed, m_turns})
        w->setEnabled(!running);
    m_replay->setEnabled(!running && m_result && m_result->games > 0);
    m_replayGame->setEnabled(m_replay->isEnabled());
}

void AnalysisDialog::start()
{
    if (m_thread)
        return;
    m_cancelFlag = false;
    m_result.reset();
    m_error.clear();
    analysis::AnalysisOptions o = options();
    o.cancel = &m_cancelFlag;
    // Progress arrives on worker threads: queue it to the dialog.
    o.progress = [this](int done, int total) { QMetaObject::invokeMethod(this, [this, done, total] { emit progressed(done, total); }, Qt::QueuedConnection); };
    m_ran = o;
    m_ran.progress = {};
    m_ran.cancel = nullptr;
    m_progress->setRange(0, o.games);
    m_progress->setValue(0);
    setRunning(true);
    m_report->clear();
    m_status->setText(o.skill == analysis::Skill::Random ? tr("Playing %n game(s)...", nullptr, o.games)
                                                   : tr("Preparing the planners' map of the course, then playing %n game(s)...", nullptr, o.games));
    m_thread = QThread::create([this, o] {
        auto r = analysis::analyzeCourse(m_course, o);
        if (r)
            m_result = std::move(*r);
        else
            m_error = words::scenarioErrorText(r.error());
    });
    connect(m_thread, &QThread::finished, this, &AnalysisDialog::finish);
    m_thread->start();
}

void AnalysisDialog::finish()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    setRunning(false);
    if (!m_result) {
        m_status->setText(tr("The analysis failed: %1").arg(m_error));
        return;
    }
    m_progress->setValue(m_result->games);
    m_status->setText(tr("Click a game number to replay that game in the debugger."));
    m_report->setHtml(AnalysisReport::html(*m_result, m_ran));
    m_replayGame->setRange(1, std::max(1, m_result->games));
    m_replayGame->setValue(m_result->fastestGame.value_or(0) + 1);
    emit resultReady(*m_result, m_ran.skill);
}

void AnalysisDialog::openLink(const QUrl &url)
{
    if (url.scheme() != QLatin1String("game"))
        return;
    bool ok = false;
    const int game = url.path().toInt(&ok);
    if (ok)
        replay(game);
}

bool AnalysisDialog::replay(int game)
{
    if (!m_result || m_thread)
        return false;
    if (game < 0 || game >= m_result->games) {
        QMessageBox::warning(this, windowTitle(), tr("There is no game %1: the analysis played games 1 to %2.").arg(game + 1).arg(m_result->games));
        return false;
    }
    // One game and, for planning robots, their map of the course: a second or two at most.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto sc = analysis::analysisGameScenario(m_course, m_ran, game);
    QApplication::restoreOverrideCursor();
    if (!sc) {
        QMessageBox::warning(this, windowTitle(), tr("Game %1 cannot be replayed: %2").arg(game + 1).arg(words::scenarioErrorText(sc.error())));
        return false;
    }
    // The analysis played on after the winner to count every robot's race; the replay ends at
    // the win like any game (Setup: Play on after the win shows the rest, planned programs kept).
    sc->playOnAfterWin = false;
    sc->title = tr("Analysis game %1").arg(game + 1).toStdString();
    sc->description = tr("Game %1 of a course analysis (%2, seed %3, at most %n turn(s)): the robots on their start markers, the game's seed and, "
                         "for planning robots, the programs they chose as what-ifs after each deal.",
                         nullptr, m_ran.maxTurns)
                          .arg(game + 1)
                          .arg(AnalysisReport::skillText(m_ran.skill))
                          .arg(m_ran.seed)
                          .toStdString();
    emit replayReady(*sc);
    return true;
}

} // namespace rf::debugger
