// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/comparewindow.h"

#include "debugger/comparereasons.h"
#include "debugger/debuggeritems.h"
#include "debugger/rulingchooser.h"
#include "document/boarddocument.h"
#include "document/timeline.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "widgets/verticalscroll.h"
#include "words/statewords.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMetaMethod>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

namespace {

sim::Moment momentOf(const game::Event &e)
{
    const bool outside = e.phase == game::Phase::Deal || e.phase == game::Phase::EndOfTurn;
    return {e.turn, outside ? 0 : e.reg, e.phase};
}

QString momentText(const sim::Moment &m)
{
    if (m.reg == 0)
        return CompareWindow::tr("turn %1, %2").arg(m.turn).arg(words::phaseTitle(m.phase));
    return CompareWindow::tr("turn %1, register %2, %3").arg(m.turn).arg(m.reg).arg(words::phaseTitle(m.phase));
}

// The registers of `robot`'s turn-1 program that the core's error `e` is about (a program card
// the edition lacks, Again first, more cards of a kind than its deck holds).
std::vector<int> registersNamed(const model::Scenario &sc, const rules::ScenarioError &e)
{
    using Code = rules::ScenarioError::Code;
    if (e.reg > 0)
        return {e.reg};
    if (e.code == Code::AgainInFirstRegister)
        return {1};
    std::vector<int> regs;
    if (e.code != Code::ProgramsUnownedCards)
        return regs;
    const auto robot =
        std::ranges::find_if(sc.robots, [&](const model::ScenarioRobot &r) { return r.name == e.robot; });
    if (robot == sc.robots.end() || robot->turns.empty() || !robot->turns.front().program)
        return regs;
    const model::Program &program = *robot->turns.front().program;
    for (std::size_t k = 0; k < program.size(); ++k)
        if (program[k] && model::cardKindName(program[k]->kind) == e.text)
            regs.push_back(static_cast<int>(k) + 1);
    return regs;
}

} // namespace

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent)
    , m_renderer(std::make_unique<render::BoardRenderer>())
    , m_course(new editor::BoardDocument(this))
{
    setWindowTitle(tr("Compare Rulings"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildProblemBanner());
    auto *boards = new QHBoxLayout;
    for (int i = 0; i < 2; ++i) {
        Side &s = m_sides[static_cast<std::size_t>(i)];
        buildSide(s, i);
        auto *column = new QVBoxLayout;
        column->addWidget(s.title);
        column->addWidget(s.chooser);
        column->addWidget(s.view, 1);
        boards->addLayout(column, 1);
    }
    layout->addLayout(boards, 1);
    // Under both boards, so that they keep one size: a line per translated side, every note in
    // the tooltip.
    m_translated = new QLabel;
    m_translated->setObjectName(QStringLiteral("translated"));
    m_translated->setWordWrap(true);
    m_translated->hide();
    layout->addWidget(m_translated);
    // Both views scroll together (same course, same scene size).
    for (int k = 0; k < 2; ++k) {
        QGraphicsView *a = m_sides[static_cast<std::size_t>(k)].view;
        QGraphicsView *b = m_sides[static_cast<std::size_t>(1 - k)].view;
        connect(a->horizontalScrollBar(), &QScrollBar::valueChanged, b->horizontalScrollBar(), &QScrollBar::setValue);
        connect(a->verticalScrollBar(), &QScrollBar::valueChanged, b->verticalScrollBar(), &QScrollBar::setValue);
    }
    auto *controls = new QHBoxLayout;
    auto *back = new QPushButton(tr("Previous Phase"));
    auto *forward = new QPushButton(tr("Next Phase"));
    auto *first = new QPushButton(tr("First Difference"));
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setToolTip(tr("The end of each phase, on both boards"));
    m_where = new QLabel;
    m_where->setObjectName(QStringLiteral("compareWhere"));
    m_where->setMinimumWidth(260);
    controls->addWidget(back);
    controls->addWidget(forward);
    controls->addWidget(first);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_where);
    auto *exportRuling = new QPushButton(tr("E&xport Ruling..."));
    exportRuling->setObjectName(QStringLiteral("compareExportRuling"));
    exportRuling->setToolTip(tr("Write the ruling report of both rulings side by side (Ctrl+E)"));
    layout->addLayout(controls);
    auto *exportAction = new QAction(tr("Export Ruling"), this);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    addAction(exportAction);
    connect(exportRuling, &QPushButton::clicked, this, &CompareWindow::exportRulingRequested);
    connect(exportAction, &QAction::triggered, this, &CompareWindow::exportRulingRequested);
    m_difference = new QLabel;
    m_difference->setObjectName(QStringLiteral("compareDifference"));
    m_difference->setWordWrap(true);
    m_difference->setTextFormat(Qt::RichText);
    // Beside where the rulings part, which wraps and scrolls (each field that parts is a line):
    // the boards keep their width, and every line can be read.
    auto *summary = new QHBoxLayout;
    QWidget *differences = editor::verticalScroll(m_difference, QStringLiteral("compareDifferenceScroll"));
    const int line = m_difference->fontMetrics().lineSpacing();
    differences->setMinimumHeight(4 * line);
    differences->setMaximumHeight(8 * line);
    summary->addWidget(differences, 1);
    summary->addWidget(exportRuling, 0, Qt::AlignTop);
    layout->addLayout(summary);
    m_reasons = new CompareReasons;
    layout->addWidget(m_reasons);
    connect(m_reasons, &CompareReasons::ruleRequested, this, &CompareWindow::ruleRequested);
    connect(m_reasons, &CompareReasons::sameProgramsRequested, this, &CompareWindow::playSamePrograms);
    connect(m_slider, &QSlider::valueChanged, this, &CompareWindow::setMoment);
    connect(back, &QPushButton::clicked, this, [this] { setMoment(m_moment - 1); });
    connect(forward, &QPushButton::clicked, this, [this] { setMoment(m_moment + 1); });
    connect(first, &QPushButton::clicked, this, [this] {
        if (m_first >= 0)
            setMoment(m_first);
    });
    resize(1300, 800);
}

CompareWindow::~CompareWindow() = default;

QGraphicsView *CompareWindow::view(int i) const
{
    return m_sides[static_cast<std::size_t>(i)].view;
}

QWidget *CompareWindow::buildProblemBanner()
{
    auto *banner = new QFrame;
    banner->setObjectName(QStringLiteral("compareProblem"));
    banner->setFrameShape(QFrame::StyledPanel);
    // The colours of the debugger's locked registers: a warning, not an error of the window.
    banner->setStyleSheet(QStringLiteral("#compareProblem { background: #f4c7c3; }"));
    auto *row = new QHBoxLayout(banner);
    m_problemText = new QLabel;
    m_problemText->setObjectName(QStringLiteral("compareProblemText"));
    m_problemText->setWordWrap(true);
    m_problemText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_problemText, 1);
    m_editProgram = new QPushButton;
    m_editProgram->setObjectName(QStringLiteral("editProgramButton"));
    m_editProgram->setToolTip(
        tr("Show the robot's program in the debugger at the start, where a change edits the scenario"));
    row->addWidget(m_editProgram);
    connect(m_editProgram, &QPushButton::clicked, this,
            [this] { emit editProgramRequested(QString::fromStdString(m_problemRobot), m_problemRegister); });
    m_banner = banner;
    banner->hide();
    return banner;
}

void CompareWindow::buildSide(Side &s, int index)
{
    s.timeline = new editor::Timeline(this);
    // The course as the editor's canvas draws it, the play of this ruling over it.
    s.scene = new editor::BoardScene(m_course, *m_renderer, this);
    s.under = new HighlightItem(s.timeline, *m_renderer, HighlightItem::Layer::Under);
    s.robots = new RobotsItem(s.timeline, *m_renderer);
    s.robots->setAnimated(false);
    s.over = new HighlightItem(s.timeline, *m_renderer, HighlightItem::Layer::Over);
    int z = 200;
    for (QGraphicsItem *item : std::initializer_list<QGraphicsItem *>{s.under, s.robots, s.over}) {
        item->setZValue(z++);
        s.scene->addItem(item);
    }
    s.view = new editor::BoardView(s.scene, nullptr);
    s.title = new QLabel;
    s.title->setObjectName(QStringLiteral("sideTitle%1").arg(index));
    s.title->setAlignment(Qt::AlignCenter);
    QFont f = s.title->font();
    f.setBold(true);
    s.title->setFont(f);
    s.chooser = index == 0 ? new RulingChooser(tr("&Left ruleset:"), tr("Left &options:"))
                           : new RulingChooser(tr("&Right ruleset:"), tr("Right o&ptions:"));
    s.chooser->setObjectName(QStringLiteral("ruling%1").arg(index));
    connect(s.chooser, &RulingChooser::changed, this, [this, index, chooser = s.chooser] {
        m_rulings[static_cast<std::size_t>(index)] = chooser->ruling(m_scenario.options);
        compare();
    });
}

bool CompareWindow::setComparison(const model::Scenario &scenario, const std::array<sim::RulingVariant, 2> &variants,
                                  QString *error)
{
    m_rulings = variants;
    for (std::size_t i = 0; i < 2; ++i)
        m_sides[i].chooser->setRuling(variants[i], scenario.options);
    if (scenario.course != m_scenario.course)
        m_course->resetCourse(scenario.course);
    m_scenario = scenario;
    return compare(error);
}

void CompareWindow::setScenario(const model::Scenario &scenario)
{
    // The choosers keep what they show; a side's options were set against the old scenario's own.
    for (std::size_t i = 0; i < 2; ++i)
        m_rulings[i] = m_sides[i].chooser->ruling(scenario.options);
    if (scenario.course != m_scenario.course)
        m_course->resetCourse(scenario.course);
    m_scenario = scenario;
    compare();
}

// Through sim::compareRulings, the CLI's comparison, so that both say the same.
bool CompareWindow::compare(QString *error)
{
    auto cmp = sim::compareRulings(m_scenario, {m_rulings[0], m_rulings[1]}, sim::CompareOptions{.replays = true});
    if (!cmp) {
        const QString why = words::scenarioErrorText(cmp.error());
        showComparison(sim::Comparison{});
        showProblem(tr("These rulings cannot be compared: %1").arg(why), cmp.error().robot, 0);
        if (error)
            *error = why;
        return false;
    }
    showComparison(std::move(*cmp));
    updateProblem();
    return true;
}

void CompareWindow::showComparison(sim::Comparison cmp)
{
    // The boards move to the new replays before the old ones go.
    for (std::size_t i = 0; i < 2; ++i) {
        Side &s = m_sides[i];
        const bool has = i < cmp.runs.size();
        s.timeline->setReplay(has ? cmp.runs[i].replay.get() : nullptr);
        const QString title = words::rulingLabel(m_rulings[i]);
        s.title->setText(has && !cmp.runs[i].plays() ? tr("%1 (cannot play)").arg(title) : title);
    }
    showTranslations(cmp);
    m_reasons->show(m_scenario, cmp);
    m_cmp = std::move(cmp);
    collectMoments();
    m_first = -1;
    if (m_cmp.divergence) {
        const auto it = std::find(m_moments.begin(), m_moments.end(), m_cmp.divergence->moment);
        if (it != m_moments.end())
            m_first = static_cast<int>(it - m_moments.begin());
    }
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, std::max(0, static_cast<int>(m_moments.size()) - 1));
    }
    m_moment = -1;
    m_where->clear();
    if (m_moments.empty())
        updateDifference();
    else
        setMoment(m_first >= 0 ? m_first : static_cast<int>(m_moments.size()) - 1);
    fitViews();
}

void CompareWindow::collectMoments()
{
    // The moments either ruling reached, in play order.
    int lastTurn = 0;
    for (const sim::VariantRun &run : m_cmp.runs)
        if (!run.moments.empty())
            lastTurn = std::max(lastTurn, run.moments.rbegin()->first.turn);
    m_moments.clear();
    for (int turn = 1; turn <= lastTurn; ++turn)
        for (const sim::Moment &m : sim::turnMoments(turn))
            if (std::any_of(m_cmp.runs.begin(), m_cmp.runs.end(),
                            [&](const sim::VariantRun &r) { return r.moments.contains(m); }))
                m_moments.push_back(m);
    // Each board's position at the end of each moment; a ruling without that phase keeps its
    // previous state (as the comparison does).
    for (Side &s : m_sides) {
        s.positions.assign(m_moments.size(), 0);
        const auto &events = s.timeline->trace().events;
        std::size_t next = 0;
        int pos = 0;
        for (std::size_t k = 0; k < m_moments.size(); ++k) {
            while (next < events.size() && momentOf(events[next]) == m_moments[k])
                pos = static_cast<int>(++next);
            s.positions[k] = pos;
        }
    }
}

// The scenario's programs as each edition plays them, when they were written for another: the
// cards carried as they are counted, what changed in meaning or was dropped said, all in the tooltip.
void CompareWindow::showTranslations(const sim::Comparison &cmp)
{
    QStringList lines;
    QStringList all;
    for (std::size_t i = 0; i < cmp.runs.size() && i < 2; ++i) {
        const auto &notes = cmp.runs[i].translations;
        if (notes.empty())
            continue;
        const QString title = words::rulingLabel(m_rulings[i]);
        const auto carried = std::ranges::count_if(
            notes, [](const rules::TranslationNote &n) { return n.code == rules::TranslationNote::Code::CardCarried; });
        QStringList line{tr("Programs translated for %1: %n card(s) carried", nullptr, static_cast<int>(carried)).arg(title)};
        all << tr("Programs translated for %1:").arg(title);
        for (const rules::TranslationNote &n : notes) {
            all << words::translationNoteText(n);
            if (n.code != rules::TranslationNote::Code::CardCarried)
                line << words::translationNoteText(n);
        }
        lines << line.join(QStringLiteral("; "));
    }
    m_translated->setText(lines.join(QLatin1Char('\n')));
    m_translated->setToolTip(all.join(QLatin1Char('\n')));
    m_translated->setVisible(!lines.isEmpty());
}

// Says which ruling cannot play the scenario and why, naming the robot and the registers.
void CompareWindow::updateProblem()
{
    QStringList lines;
    const rules::ScenarioError *first = nullptr;
    for (std::size_t i = 0; i < m_cmp.runs.size() && i < 2; ++i) {
        const sim::VariantRun &run = m_cmp.runs[i];
        if (run.plays())
            continue;
        QString line = tr("%1 cannot play this scenario: %2")
                           .arg(words::rulingLabel(m_rulings[i]), words::scenarioErrorText(*run.error));
        const std::vector<int> regs = registersNamed(m_scenario, *run.error);
        if (run.error->reg == 0 && run.error->code == rules::ScenarioError::Code::ProgramsUnownedCards &&
            !regs.empty()) {
            QStringList numbers;
            for (const int r : regs)
                numbers << QString::number(r);
            line += QLatin1Char(' ') +
                    tr("%1's register(s) with that card: %2.", nullptr, static_cast<int>(regs.size()))
                        .arg(QString::fromStdString(run.error->robot), numbers.join(QStringLiteral(", ")));
        }
        lines << line;
        if (!first)
            first = &*run.error;
    }
    if (!first) {
        showProblem({}, {}, 0);
        return;
    }
    using Code = rules::ScenarioError::Code;
    const Blocker blocker = first->code == Code::OptionCardsNotInRuleset || first->code == Code::OptionHeldTwice ? Blocker::Options
                            : first->code == Code::UpgradesNotInRuleset || first->code == Code::UpgradeTwice || first->code == Code::TooManyUpgrades
                                ? Blocker::Upgrades
                                : Blocker::Program;
    switch (blocker) {
    case Blocker::Program: lines << tr("Change the program in the debugger, or choose other rulings above."); break;
    case Blocker::Options:
        lines << tr("Remove the option cards (and the decisions about them) in the debugger, or choose other rulings above.");
        break;
    case Blocker::Upgrades: lines << tr("Remove the upgrades (and the decisions about them) in the debugger, or choose other rulings above."); break;
    }
    const std::vector<int> regs = registersNamed(m_scenario, *first);
    showProblem(lines.join(QLatin1Char('\n')), first->robot, regs.empty() ? 0 : regs.front(), blocker);
}

void CompareWindow::showProblem(const QString &text, const std::string &robot, int reg, Blocker blocker)
{
    m_problem = text;
    m_banner->setVisible(!text.isEmpty());
    m_problemText->setText(text);
    // The fix is in the debugger: offered when one listens and the error names a robot of the scenario.
    const bool known =
        std::ranges::any_of(m_scenario.robots, [&](const model::ScenarioRobot &r) { return r.name == robot; });
    const bool listened = isSignalConnected(QMetaMethod::fromSignal(&CompareWindow::editProgramRequested));
    m_problemRobot = known ? robot : std::string();
    m_problemRegister = known ? reg : 0;
    QString name = QString::fromStdString(robot);
    name.replace(QLatin1Char('&'), QStringLiteral("&&"));
    // The button names what blocks: the robot panel at the start edits all three.
    switch (blocker) {
    case Blocker::Program: m_editProgram->setText(tr("&Edit %1's Program").arg(name)); break;
    case Blocker::Options: m_editProgram->setText(tr("&Edit %1's Option Cards and Decisions").arg(name)); break;
    case Blocker::Upgrades: m_editProgram->setText(tr("&Edit %1's Upgrades and Decisions").arg(name)); break;
    }
    m_editProgram->setVisible(known && listened);
}

void CompareWindow::playSamePrograms()
{
    // The programs of the first ruling whose cards every ruling can play (a deck of its own may
    // lack cards the other edition dealt).
    for (const sim::VariantRun &run : m_cmp.runs) {
        model::Scenario same = sim::withPlayedPrograms(m_scenario, run);
        const auto again = sim::compareRulings(same, {m_rulings[0], m_rulings[1]});
        if (again && std::ranges::all_of(again->runs, [](const sim::VariantRun &r) { return r.plays(); })) {
            emit samePrograms(same);
            return;
        }
    }
    m_reasons->dealtText()->setText(m_reasons->dealtText()->text() + QLatin1Char(' ') +
                                    tr("Neither ruling's programs can be played by the other edition: write programs of cards both share "
                                       "in the debugger."));
}

void CompareWindow::setMoment(int index)
{
    if (m_moments.empty())
        return;
    index = std::clamp(index, 0, static_cast<int>(m_moments.size()) - 1);
    if (index == m_moment)
        return;
    m_moment = index;
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(index);
    }
    for (Side &s : m_sides)
        s.timeline->setPosition(s.positions[static_cast<std::size_t>(index)]);
    m_where->setText(tr("After %1").arg(momentText(m_moments[static_cast<std::size_t>(index)])));
    updateDifference();
}

void CompareWindow::updateDifference()
{
    // The robots with a field that differs now are marked on both boards where each ruling has
    // them; each field that differs is listed with its value on both sides.
    const bool bothPlay = m_cmp.runs.size() == 2 && m_cmp.runs[0].plays() && m_cmp.runs[1].plays();
    const sim::StateView a = sim::viewOf(m_sides[0].timeline->state());
    const sim::StateView b = sim::viewOf(m_sides[1].timeline->state());
    m_marked.clear();
    QStringList lines;
    for (const sim::FieldDiff &d : bothPlay ? sim::differences(a, b, m_cmp.compared) : std::vector<sim::FieldDiff>{}) {
        if (d.robot >= 0) {
            for (const sim::StateView *v : {&a, &b}) {
                const auto r = static_cast<std::size_t>(d.robot);
                if (r < v->robots.size() && v->robots[r].inPlay && std::find(m_marked.begin(), m_marked.end(), v->robots[r].at) == m_marked.end())
                    m_marked.push_back(v->robots[r].at);
            }
        }
        const QString who = d.robot >= 0 && static_cast<std::size_t>(d.robot) < a.robots.size()
                                ? tr("<b>%1</b>: %2").arg(QString::fromStdString(a.robots[static_cast<std::size_t>(d.robot)].name).toHtmlEscaped(),
                                                          words::fieldLabel(d.field).toHtmlEscaped())
                                : tr("<b>%1</b>").arg(words::fieldLabel(d.field).toHtmlEscaped());
        lines << tr("%1: %2 | %3", "a field of the game, its value under each ruling")
                     .arg(who, words::valueText(d.field, sim::fieldValue(a, d.robot, d.field)).toHtmlEscaped(),
                          words::valueText(d.field, sim::fieldValue(b, d.robot, d.field)).toHtmlEscaped());
    }
    for (Side &s : m_sides)
        s.over->setMarkedCells(m_marked);
    QString head;
    if (!bothPlay)
        head = tr("Nothing is compared while a ruling cannot play the scenario.");
    else if (m_first < 0 && m_cmp.expectationsDiffer)
        head = tr("The rulings agree at every phase, but not on the expectations: %1 of %2 hold under %3, %4 of %5 under %6.")
                   .arg(m_cmp.runs[0].expectationsHeld())
                   .arg(m_cmp.runs[0].checks.size())
                   .arg(words::rulingLabel(m_cmp.runs[0].variant))
                   .arg(m_cmp.runs[1].expectationsHeld())
                   .arg(m_cmp.runs[1].checks.size())
                   .arg(words::rulingLabel(m_cmp.runs[1].variant));
    else if (m_first < 0)
        head = tr("The rulings agree at every phase.");
    else if (m_moment == m_first)
        head = tr("First difference: after %1.").arg(momentText(m_moments[static_cast<std::size_t>(m_first)]));
    else
        head = tr("The rulings first differ after %1.").arg(momentText(m_moments[static_cast<std::size_t>(m_first)]));
    m_difference->setText(lines.isEmpty() ? head : head + QStringLiteral("<br>") + lines.join(QStringLiteral("<br>")));
}

void CompareWindow::fitViews()
{
    for (Side &s : m_sides)
        s.view->zoomToFit();
}

void CompareWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitViews();
}

QImage CompareWindow::image()
{
    return grab().toImage();
}

} // namespace rf::debugger
