// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/comparewindow.h"

#include "debugger/debuggeritems.h"
#include "document/boarddocument.h"
#include "document/timeline.h"
#include "models/tracetexts.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
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
        return CompareWindow::tr("turn %1, %2").arg(m.turn).arg(editor::phaseTitle(m.phase));
    return CompareWindow::tr("turn %1, register %2, %3").arg(m.turn).arg(m.reg).arg(editor::phaseTitle(m.phase));
}

} // namespace

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent), m_renderer(std::make_unique<render::BoardRenderer>()), m_course(new editor::BoardDocument(this))
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

QGraphicsView *CompareWindow::view(int i) const { return m_sides[static_cast<std::size_t>(i)].view; }

void CompareWindow::buildSide(Side &s)
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
    auto cmp = sim::compareRulings(scenario, {variants[0], variants[1]}, sim::CompareOptions{.replays = true});
    if (!cmp)
        return fail(editor::scenarioErrorText(cmp.error()));
    for (const sim::VariantRun &run : cmp->runs)
        if (run.error)
            return fail(tr("%1: %2").arg(QString::fromStdString(run.variant.label.empty() ? run.variant.ruleset : run.variant.label),
                                        editor::scenarioErrorText(*run.error)));
    // Both boards show the replays the comparison played (the same course).
    m_cmp = std::move(*cmp);
    m_course->resetCourse(scenario.course);
    for (std::size_t i = 0; i < 2; ++i) {
        Side &s = m_sides[i];
        s.timeline->setReplay(m_cmp.runs[i].replay.get());
        const std::string label = variants[i].label.empty() ? variants[i].ruleset : variants[i].label;
        s.title->setText(QString::fromStdString(label));
    }

    // The moments either ruling reached, in play order.
    int lastTurn = 0;
    for (const sim::VariantRun &run : m_cmp.runs)
        if (!run.moments.empty())
            lastTurn = std::max(lastTurn, run.moments.rbegin()->first.turn);
    m_moments.clear();
    for (int turn = 1; turn <= lastTurn; ++turn)
        for (const sim::Moment &m : sim::turnMoments(turn))
            if (std::any_of(m_cmp.runs.begin(), m_cmp.runs.end(), [&](const sim::VariantRun &r) { return r.moments.contains(m); }))
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
        s.timeline->setPosition(s.positions[static_cast<std::size_t>(index)]);
    m_where->setText(tr("After %1").arg(momentText(m_moments[static_cast<std::size_t>(index)])));
    updateDifference();
}

void CompareWindow::updateDifference()
{
    // The robots whose outcome differs now are marked on both boards where each ruling has them.
    const auto &a = m_sides[0].timeline->state().robots;
    const auto &b = m_sides[1].timeline->state().robots;
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
        const sim::RobotOutcome oa = sim::outcomeOf(a[r]);
        const sim::RobotOutcome ob = sim::outcomeOf(b[r]);
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
        s.view->zoomToFit();
}

void CompareWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitViews();
}

QImage CompareWindow::image() { return grab().toImage(); }

} // namespace rf::debugger
