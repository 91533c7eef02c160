// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/coursepanel.h"

#include "analysis/measure.h"
#include "commands/coursecommands.h"
#include "document/boarddocument.h"
#include "io/measuredblock.h"
#include "rules/ruleset.h"
#include "widgets/coursemeasurer.h"
#include "words/measurewords.h"
#include "words/rulenames.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rf::editor {

namespace {

enum InfoField { NameField = 1, AuthorField, NotesField };

constexpr int kDefaultGames = 200;
constexpr int kDefaultRobots = 4;

// A value label of the figures: wraps, can be selected and copied.
QLabel *valueLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QString dateText(const std::string &iso)
{
    const QDateTime at = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : QString::fromStdString(iso);
}

} // namespace

CoursePanel::CoursePanel(BoardDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_measurer(new CourseMeasurer(this))
    , m_staleTimer(new QTimer(this))
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("courseName"));
    m_author = new QLineEdit(this);
    m_author->setObjectName(QStringLiteral("courseAuthor"));
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("courseNotes"));
    m_notes->setPlaceholderText(tr("Notes on the course: its idea, where to play it, what to watch"));
    m_notes->setTabChangesFocus(true);
    m_notes->installEventFilter(this);
    // Room for a few lines: longer notes scroll, and the figures below keep their place.
    m_notes->setMaximumHeight(m_notes->fontMetrics().lineSpacing() * 6 + 2 * m_notes->frameWidth() + 8);
    auto *details = new QFormLayout;
    details->setRowWrapPolicy(QFormLayout::WrapLongRows);
    details->addRow(tr("&Name:"), m_name);
    details->addRow(tr("&Author:"), m_author);
    details->addRow(tr("N&otes:"), m_notes);

    m_figureBox = new QGroupBox(tr("Measured figures"), this);
    auto *figures = new QFormLayout(m_figureBox);
    figures->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const QString labels[FigureRowCount] = {tr("Game length:"), tr("Robots finishing:"), tr("Games won:"),
                                            tr("Danger:"),      tr("Hardest leg:"),      tr("Measured with:"),
                                            tr("Reproduce:")};
    for (int r = 0; r < FigureRowCount; ++r) {
        m_figures[static_cast<std::size_t>(r)] = valueLabel(m_figureBox);
        figures->addRow(labels[r], m_figures[static_cast<std::size_t>(r)]);
    }
    m_figures[CommandRow]->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_figures[CommandRow]->setToolTip(tr("The command line that plays the same games again (rallyforge-cli)"));
    m_stale = new QLabel(this);
    m_stale->setObjectName(QStringLiteral("staleFigures"));
    m_stale->setWordWrap(true);

    m_ruleset = new QComboBox(this);
    for (const std::string_view id : rules::availableRulesets())
        m_ruleset->addItem(words::rulesetName(id), words::idString(id));
    m_robots = new QSpinBox(this);
    m_robots->setRange(1, 8);
    m_robots->setToolTip(tr("Robots per game, on the course's start positions"));
    m_games = new QSpinBox(this);
    m_games->setRange(10, 100'000);
    m_games->setSingleStep(50);
    m_games->setToolTip(tr("More games give steadier figures and take longer"));
    auto *settings = new QFormLayout;
    settings->setRowWrapPolicy(QFormLayout::WrapLongRows);
    settings->addRow(tr("R&uleset:"), m_ruleset);
    settings->addRow(tr("&Robots:"), m_robots);
    settings->addRow(tr("&Games:"), m_games);
    m_measure = new QPushButton(this);
    m_measure->setObjectName(QStringLiteral("measureCourse"));
    m_measure->setToolTip(tr("Play games of planning robots on the course in the background and keep their figures"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop measuring; the figures stay as they were"));
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_measure);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);

    // In a scroll area: a short dock scrolls rather than squeezing the wrapped figures until they
    // are cut.
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    layout->addLayout(details);
    layout->addWidget(m_figureBox);
    layout->addWidget(m_stale);
    layout->addLayout(settings);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    auto infoEdit = [this](QLineEdit *edit, InfoField field) {
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString &text) {
            model::BoardInfo info = m_doc->course().info();
            (field == NameField ? info.name : info.author) = text.toStdString();
            pushInfo(info, field);
        });
        connect(edit, &QLineEdit::editingFinished, this, [this] { ++m_session; });
    };
    infoEdit(m_name, NameField);
    infoEdit(m_author, AuthorField);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        if (m_updating)
            return;
        model::BoardInfo info = m_doc->course().info();
        info.description = m_notes->toPlainText().toStdString();
        pushInfo(info, NotesField);
    });
    connect(m_measure, &QPushButton::clicked, this, &CoursePanel::measure);
    connect(m_cancel, &QPushButton::clicked, m_measurer, &CourseMeasurer::cancel);
    connect(m_measurer, &CourseMeasurer::progressed, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_measurer, &CourseMeasurer::finished, this, &CoursePanel::finished);

    m_staleTimer->setSingleShot(true);
    m_staleTimer->setInterval(kStaleCheckMs);
    connect(m_staleTimer, &QTimer::timeout, this, &CoursePanel::checkStale);
    connect(doc, &BoardDocument::changed, this, [this] {
        if (!m_updating)
            refresh();
        m_staleTimer->start();
    });
    connect(doc, &BoardDocument::documentReset, this, [this] {
        ++m_resets;
        m_measurer->cancel();
        setSettings(m_doc->course().info().measured);
        refresh();
        checkStale();
    });
    setSettings(m_doc->course().info().measured);
    refresh();
    checkStale();
}

CoursePanel::~CoursePanel() = default;

bool CoursePanel::measuring() const
{
    return m_measurer->running();
}

bool CoursePanel::eventFilter(QObject *watched, QEvent *event)
{
    // Typing in the notes merges into one undo step until they lose focus.
    if (watched == m_notes && event->type() == QEvent::FocusOut)
        ++m_session;
    return QWidget::eventFilter(watched, event);
}

void CoursePanel::pushInfo(const model::BoardInfo &info, int field)
{
    m_updating = true;
    m_doc->undoStack()->push(new ChangeInfoCommand(m_doc, -1, info, field * 1000000 + m_session));
    m_updating = false;
}

void CoursePanel::setSettings(const std::optional<model::Measurement> &m)
{
    const int ruleset = m ? m_ruleset->findData(QString::fromStdString(m->ruleset)) : 0;
    m_ruleset->setCurrentIndex(std::max(0, ruleset));
    m_robots->setValue(m ? m->robots : kDefaultRobots);
    m_games->setValue(m ? m->games : kDefaultGames);
}

void CoursePanel::refresh()
{
    const model::BoardInfo &info = m_doc->course().info();
    m_updating = true;
    if (!m_name->hasFocus())
        m_name->setText(QString::fromStdString(info.name));
    if (!m_author->hasFocus())
        m_author->setText(QString::fromStdString(info.author));
    if (!m_notes->hasFocus() && m_notes->toPlainText().toStdString() != info.description)
        m_notes->setPlainText(QString::fromStdString(info.description));
    m_updating = false;
    showFigures(info.measured);
}

void CoursePanel::showFigures(const std::optional<model::Measurement> &m)
{
    m_figureBox->setVisible(m.has_value());
    m_measure->setText(m ? tr("Measure &Again") : tr("&Measure"));
    m_measure->setEnabled(!measuring());
    m_cancel->setEnabled(measuring());
    m_ruleset->setEnabled(!measuring());
    m_robots->setEnabled(!measuring());
    m_games->setEnabled(!measuring());
    if (!m)
        return;
    const model::CourseFigures &f = m->figures;
    m_figures[LengthRow]->setText(words::turnsText(f.turns, m->maxTurns));
    m_figures[FinishRow]->setText(words::percentText(f.finishingShare));
    m_figures[WonRow]->setText(words::percentText(f.gamesWonShare));
    m_figures[DangerRow]->setText(tr("%1 deaths per robot-turn (%2)")
                                      .arg(words::dangerFigureText(f.deathsPerRobotTurn),
                                           words::dangerBandTitle(words::dangerBandOf(f.deathsPerRobotTurn))));
    QString leg = tr("%1: %2 of its robots destroyed")
                      .arg(words::legText(f.hardestLeg), words::percentText(f.hardestLegDestroyed));
    if (f.hardestLegTurns)
        leg += QLatin1String(", ") + tr("median %1 turns").arg(QLocale().toString(*f.hardestLegTurns, 'g', 3));
    m_figures[LegRow]->setText(leg);
    m_figures[HowRow]->setText(tr("%1 games of %2 robots, %3 (%4), seed %5, on %6")
                                   .arg(QLocale().toString(m->games), QLocale().toString(m->robots),
                                        words::skillTitle(m->skill), words::rulesetName(m->ruleset),
                                        QString::number(m->seed), dateText(m->date)));
    m_figures[CommandRow]->setText(QString::fromStdString(m->command));
}

void CoursePanel::checkStale()
{
    const model::Course &course = m_doc->course();
    const auto &m = course.info().measured;
    m_isStale = m && io::measurementStale(*m, course);
    QString text;
    if (!m)
        text = tr(
            "Not measured yet: Measure plays games of planning robots on the course and keeps their figures with it.");
    else if (m_isStale) {
        const auto changes = model::countChanges(m->elements, model::elementCounts(course));
        const QString what =
            changes.empty() ? tr("squares or elements moved, turned or changed") : words::countChangesText(changes);
        text =
            tr("<b>Stale:</b> the course changed since these figures were measured (%1). Measure again to update them.")
                .arg(what.toHtmlEscaped());
    }
    m_stale->setText(text);
    m_stale->setVisible(!text.isEmpty());
    // Stale figures are shown faded, so they are not read as the course's.
    m_figureBox->setEnabled(!m_isStale);
}

void CoursePanel::measure()
{
    if (measuring())
        return;
    analysis::AnalysisOptions o;
    if (const auto &m = m_doc->course().info().measured)
        o = analysis::measuringOptions(*m);
    else
        o.skill = analysis::Skill::Novice;
    o.ruleset = m_ruleset->currentData().toString().toStdString();
    o.robotsPerGame = m_robots->value();
    o.games = m_games->value();
    if (!m_measurer->start(m_doc->course(), o, m_doc->filePath()))
        return;
    m_started = m_resets;
    m_progress->setRange(0, 0);
    m_progress->setVisible(true);
    m_stale->setText(tr("Measuring: planning robots play %n game(s) on the course...", nullptr, o.games));
    m_stale->setVisible(true);
    showFigures(m_doc->course().info().measured);
}

void CoursePanel::finished(const std::optional<model::Measurement> &m, const QString &error)
{
    m_progress->setVisible(false);
    if (m && m_started == m_resets) {
        model::BoardInfo info = m_doc->course().info();
        info.measured = *m;
        auto *cmd = new ChangeInfoCommand(m_doc, -1, info);
        cmd->setText(tr("Measure the course"));
        m_updating = true;
        m_doc->undoStack()->push(cmd);
        m_updating = false;
    }
    refresh();
    checkStale();
    if (!m && !error.isEmpty()) {
        m_stale->setText(tr("The course could not be measured: %1").arg(error.toHtmlEscaped()));
        m_stale->setVisible(true);
    }
}

} // namespace rf::editor
