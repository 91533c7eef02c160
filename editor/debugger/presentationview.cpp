// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/presentationview.h"

#include "debugger/debugcontroller.h"
#include "debugger/questionheader.h"
#include "debugger/shoppanel.h"
#include "document/timeline.h"
#include "models/robotstatemodel.h"
#include "scene/boardview.h"
#include "sim/statediff.h"
#include "words/statewords.h"
#include "words/tracetexts.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rf::debugger {

namespace {

// Type for a table a few steps from the screen; the question's description and expectations, which
// can be long, a little smaller.
constexpr double kLarge = 1.9;
constexpr double kQuestion = 1.6;

QFont scaled(QFont f, double factor)
{
    f.setPointSizeF(f.pointSizeF() * factor);
    return f;
}

// A side box of the substep: a read-only browser without frame or focus, in large type.
QTextBrowser *sideBox(const QString &name, const QFont &font)
{
    auto *box = new QTextBrowser;
    box->setObjectName(name);
    box->setFont(font);
    box->setFocusPolicy(Qt::NoFocus);
    box->setOpenLinks(false);
    box->setFrameShape(QFrame::NoFrame);
    return box;
}

} // namespace

PresentationView::PresentationView(editor::ScenarioDocument *doc, editor::BoardScene *scene, editor::Timeline *timeline,
                                   DebugController *controller, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_timeline(timeline)
    , m_controller(controller)
    , m_robots(new editor::RobotStateModel(timeline, this))
    , m_question(new QuestionHeader(doc, timeline))
    , m_view(new editor::BoardView(scene, nullptr))
    , m_caption(new QLabel)
{
    setObjectName(QStringLiteral("presentation"));
    setWindowTitle(tr("Presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    QPalette dark = palette();
    dark.setColor(QPalette::Window, QColor(30, 33, 38));
    dark.setColor(QPalette::WindowText, Qt::white);
    dark.setColor(QPalette::Base, QColor(30, 33, 38));
    dark.setColor(QPalette::Text, Qt::white);
    setPalette(dark);
    setAutoFillBackground(true);
    const QFont large = scaled(font(), kLarge);
    QFont bold = large;
    bold.setBold(true);

    // The debugger's question header, each of its lines in large type, dark on light like a card
    // laid on the table; its step links move play.
    m_question->setObjectName(QStringLiteral("presentationQuestion"));
    QPalette light = m_question->palette();
    light.setColor(QPalette::Window, QColor(246, 244, 238));
    light.setColor(QPalette::WindowText, QColor(20, 20, 20));
    m_question->setPalette(light);
    m_question->setAutoFillBackground(true);
    for (QLabel *label : m_question->findChildren<QLabel *>())
        label->setFont(scaled(label->font(), label->font().bold() ? kLarge : kQuestion));
    connect(m_question, &QuestionHeader::stepRequested, m_controller, &DebugController::setPosition);

    m_caption->setObjectName(QStringLiteral("presentationCaption"));
    m_caption->setFont(bold);
    m_caption->setWordWrap(true);
    m_explanation = sideBox(QStringLiteral("presentationExplanation"), large);
    m_changes = sideBox(QStringLiteral("presentationChanges"), large);
    auto *changed = new QLabel(tr("What changed"));
    changed->setFont(bold);
    m_view->setFocusPolicy(Qt::NoFocus);
    auto *side = new QVBoxLayout;
    side->addWidget(m_caption);
    side->addWidget(m_explanation, 3);
    side->addWidget(changed);
    side->addWidget(m_changes, 2);
    auto *hint = new QLabel(tr("Right or Space: next substep · Left: back · Home, End · Esc: leave"));
    hint->setWordWrap(true);
    side->addWidget(hint);
    auto *body = new QHBoxLayout;
    body->addWidget(m_view, 3);
    body->addLayout(side, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addLayout(body, 1);
    connect(m_timeline, &editor::Timeline::positionChanged, this, &PresentationView::refresh);
    connect(m_timeline, &editor::Timeline::reset, this, &PresentationView::refresh);
    setFocusPolicy(Qt::StrongFocus);
    refresh();
}

QString PresentationView::caption() const { return m_caption->text(); }
QString PresentationView::happenedText() const
{
    return m_explanation->toPlainText();
}
QString PresentationView::changesText() const
{
    return m_changes->toPlainText();
}

void PresentationView::refresh()
{
    const game::Event *e = m_timeline->currentEvent();
    m_caption->setText(e ? tr("Substep %1 of %2: %3")
                               .arg(m_timeline->position())
                               .arg(m_timeline->length())
                               .arg(words::substepTitle(m_timeline->trace(), *e))
                         : tr("The start (%n substeps to play)", nullptr, m_timeline->length()));
    m_explanation->setHtml(happenedHtml());
    m_changes->setHtml(changesHtml());
}

// The substep's sentences, without the rule links of the debugger's explanation (nobody clicks
// at a distance).
QString PresentationView::happenedHtml() const
{
    const game::Event *e = m_timeline->currentEvent();
    if (!e)
        return QStringLiteral("<p>%1</p>").arg(tr("Nothing has been played yet.").toHtmlEscaped());
    if (e->notes.empty())
        return QStringLiteral("<p>%1</p>").arg(tr("Nothing happens in this substep.").toHtmlEscaped());
    QString html = QStringLiteral("<ul>");
    for (const game::Note &n : e->notes)
        html += QStringLiteral("<li>%1</li>").arg(words::noteText(m_timeline->trace(), n).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

// Every field of the game the substep changed that this edition has (the one comparison of game
// states, worded as the ruling report words it), robot by robot, then the game's.
QString PresentationView::changesHtml() const
{
    const int pos = m_timeline->position();
    if (pos == 0)
        return {};
    const sim::StateView before = sim::viewOf(m_timeline->stateAt(pos - 1));
    const sim::StateView after = sim::viewOf(m_timeline->stateAt(pos));
    const rules::RulesetTraits &traits = m_timeline->ruleset().traits();
    QStringList lines;
    for (const sim::FieldDiff &d : sim::differences(before, after))
        if (sim::hasField(traits, d.field))
            lines << words::changeLine(before, after, d).toHtmlEscaped();
    if (lines.isEmpty())
        return QStringLiteral("<p>%1</p>").arg(tr("Nothing changed.").toHtmlEscaped());
    return QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

void PresentationView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_PageDown: m_controller->setPosition(m_timeline->position() + 1); break;
    case Qt::Key_Left:
    case Qt::Key_PageUp: m_controller->setPosition(m_timeline->position() - 1); break;
    case Qt::Key_Home: m_controller->setPosition(0); break;
    case Qt::Key_End: m_controller->setPosition(m_timeline->length()); break;
    case Qt::Key_Escape: close(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void PresentationView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_view->zoomToFit();
    setFocus();
}

void PresentationView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_view->zoomToFit();
}

} // namespace rf::debugger
