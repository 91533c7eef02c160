// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/comparewindow.h"

#include "debugger/breakpoints.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggeritems.h"
#include "render/boardrenderer.h"

#include "sim/tracetext.h"
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

namespace {

// The phases of a turn in play order (as sim::compareRulings walks them).
std::vector<sim::Moment> turnMoments(int turn)
{
    std::vector<sim::Moment> m{{turn, 0, game::Phase::Deal}};
    for (int reg = 1; reg <= model::kRegisterCount; ++reg)
        for (const game::Phase p : {game::Phase::Reveal, game::Phase::RobotMoves, game::Phase::BoardElements, game::Phase::Lasers, game::Phase::Checkpoints})
            m.push_back({turn, reg, p});
    m.push_back({turn, 0, game::Phase::EndOfTurn});
    return m;
}

sim::Moment momentOf(const game::Event &e)
{
    const bool outside = e.phase == game::Phase::Deal || e.phase == game::Phase::EndOfTurn;
    return {e.turn, outside ? 0 : e.reg, e.phase};
}

// The fields sim::sameOutcome compares, from a robot's state.
sim::RobotOutcome outcomeOf(const game::RobotState &r)
{
    return sim::RobotOutcome{r.name, !r.destroyed && !r.eliminated, r.eliminated, r.pos, r.facing, r.damage, r.lives, r.flags, r.energy, r.rebooted};
}

QString momentText(const sim::Moment &m)
{
    if (m.reg == 0)
        return CompareWindow::tr("turn %1, %2").arg(m.turn).arg(phaseTitle(m.phase));
    return CompareWindow::tr("turn %1, register %2, %3").arg(m.turn).arg(m.reg).arg(phaseTitle(m.phase));
}

} // namespace

CompareWindow::CompareWindow(QWidget *parent) : QWidget(parent), m_renderer(std::make_unique<render::BoardRenderer>())
{
    setWindowTitle(tr("Compare Rulings"));
    auto *layout = new QVBoxLayout(this);
    auto *boards = new QHBoxLayout;
    for (Side &s : m_sides) {
        buildSide(s);
        auto *column = new QVBoxLayout;
        column->addWidget(s.title);
        column->addWidget(s.view, 1);
        boards->addLayout(column, 1);
    }
    layout->addLayout(boards, 1);
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
    m_where->setMinimumWidth(260);
    controls->addWidget(back);
    controls->addWidget(forward);
    controls->addWidget(first);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_where);
    layout->addLayout(controls);
    m_difference = new QLabel;
    m_difference->setWordWrap(true);
    m_difference->setTextFormat(Qt::RichText);
    layout->addWidget(m_difference);
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

void CompareWindow::buildSide(Side &s)
{
    s.controller = new DebugController(this);
    s.scene = new QGraphicsScene(this);
    s.course = new CourseItem(*m_renderer);
    s.scene->addItem(s.course);
    s.under = new HighlightItem(s.controller, *m_renderer, HighlightItem::Layer::Under);
    s.scene->addItem(s.under);
    s.robots = new RobotsItem(s.controller, *m_renderer);
    s.robots->setAnimated(false);
    s.scene->addItem(s.robots);
    s.over = new HighlightItem(s.controller, *m_renderer, HighlightItem::Layer::Over);
    s.scene->addItem(s.over);
    s.view = new QGraphicsView(s.scene);
    s.view->setRenderHint(QPainter::Antialiasing);
    s.view->setDragMode(QGraphicsView::ScrollHandDrag);
    s.title = new QLabel;
    s.title->setAlignment(Qt::AlignCenter);
    QFont f = s.title->font();
    f.setBold(true);
    s.title->setFont(f);
}

bool CompareWindow::setComparison(const model::Scenario &scenario, const std::array<sim::RulingVariant, 2> &variants, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    auto cmp = sim::compareRulings(scenario, {variants[0], variants[1]});
    if (!cmp)
        return fail(QString::fromStdString(sim::scenarioErrorText(cmp.error())));
    for (const sim::VariantRun &run : cmp->runs)
        if (run.error)
            return fail(tr("%1: %2").arg(QString::fromStdString(run.variant.label.empty() ? run.variant.ruleset : run.variant.label),
                                        QString::fromStdString(sim::scenarioErrorText(*run.error))));
    // Each board replays its ruling's scenario in a controller (snapshots for every substep);
    // the controller stops where the comparison stopped, so event indices are shared.
    for (std::size_t i = 0; i < 2; ++i) {
        std::vector<rules::TranslationNote> notes;
        model::Scenario sc = rules::translateScenario(scenario, *rules::rulesetById(variants[i].ruleset), notes);
        for (const auto &[name, value] : variants[i].options)
            sc.options[name] = value;
        Side &s = m_sides[i];
        if (!s.controller->setScenario(sc, error))
            return false;
        if (s.controller->eventCount() != static_cast<int>(cmp->runs[i].trace.events.size()))
            return fail(tr("The replay of %1 does not match the comparison.").arg(QString::fromStdString(variants[i].ruleset)));
        s.course->setCourse(sc.course);
        s.scene->setSceneRect(s.course->boundingRect().adjusted(-kCellPx / 2, -kCellPx / 2, kCellPx / 2, kCellPx / 2));
        const std::string label = variants[i].label.empty() ? variants[i].ruleset : variants[i].label;
        s.title->setText(QString::fromStdString(label));
    }
    m_cmp = std::move(*cmp);

    // The moments either ruling reached, in play order.
    int lastTurn = 0;
    for (const sim::VariantRun &run : m_cmp.runs)
        if (!run.moments.empty())
            lastTurn = std::max(lastTurn, run.moments.rbegin()->first.turn);
    m_moments.clear();
    for (int turn = 1; turn <= lastTurn; ++turn)
        for (const sim::Moment &m : turnMoments(turn))
            if (std::any_of(m_cmp.runs.begin(), m_cmp.runs.end(), [&](const sim::VariantRun &r) { return r.moments.contains(m); }))
                m_moments.push_back(m);
    // Each board's position at the end of each moment; a ruling without that phase keeps its
    // previous state (as the comparison does).
    for (Side &s : m_sides) {
        s.positions.assign(m_moments.size(), 0);
        const auto &events = s.controller->trace().events;
        std::size_t next = 0;
        int pos = 0;
        for (std::size_t k = 0; k < m_moments.size(); ++k) {
            while (next < events.size() && momentOf(events[next]) == m_moments[k])
                pos = static_cast<int>(++next);
            s.positions[k] = pos;
        }
    }
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
    setMoment(m_first >= 0 ? m_first : static_cast<int>(m_moments.size()) - 1);
    fitViews();
    return true;
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
        s.controller->setPosition(s.positions[static_cast<std::size_t>(index)]);
    m_where->setText(tr("After %1").arg(momentText(m_moments[static_cast<std::size_t>(index)])));
    updateDifference();
}

void CompareWindow::updateDifference()
{
    // The robots whose outcome differs now are marked on both boards where each ruling has them.
    const auto &a = m_sides[0].controller->state().robots;
    const auto &b = m_sides[1].controller->state().robots;
    m_marked.clear();
    QStringList lines;
    auto describe = [](const sim::RobotOutcome &o) {
        if (!o.inPlay)
            return o.eliminated ? tr("eliminated") : tr("destroyed");
        return tr("%1,%2 facing %3, damage %4, flags %5")
            .arg(o.at.x)
            .arg(o.at.y)
            .arg(QString::fromLatin1(model::directionLetter(o.facing).data(), 1))
            .arg(o.damage)
            .arg(o.flags);
    };
    for (std::size_t r = 0; r < std::min(a.size(), b.size()); ++r) {
        const sim::RobotOutcome oa = outcomeOf(a[r]);
        const sim::RobotOutcome ob = outcomeOf(b[r]);
        if (sim::sameOutcome(oa, ob))
            continue;
        for (const sim::RobotOutcome &o : {oa, ob})
            if (o.inPlay && std::find(m_marked.begin(), m_marked.end(), o.at) == m_marked.end())
                m_marked.push_back(o.at);
        lines << tr("<b>%1</b>: %2 | %3").arg(QString::fromStdString(oa.name).toHtmlEscaped(), describe(oa), describe(ob));
    }
    for (Side &s : m_sides)
        s.over->setMarkedCells(m_marked);
    QString head;
    if (m_first < 0)
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
        s.view->fitInView(s.scene->sceneRect(), Qt::KeepAspectRatio);
}

void CompareWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitViews();
}

QImage CompareWindow::image() { return grab().toImage(); }

} // namespace rf::debugger
