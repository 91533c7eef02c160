// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/presentationview.h"

#include "debugger/debugcontroller.h"
#include "debugger/explanation.h"
#include "document/timeline.h"
#include "words/tracetexts.h"
#include "scene/boardview.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rf::debugger {

PresentationView::PresentationView(editor::BoardScene *scene, editor::Timeline *timeline, DebugController *controller,
                                   const QString &question, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_timeline(timeline)
    , m_controller(controller)
    , m_view(new editor::BoardView(scene, nullptr))
    , m_caption(new QLabel)
    , m_explanation(new QTextBrowser)
{
    setObjectName(QStringLiteral("presentation"));
    setWindowTitle(tr("Presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    QPalette dark = palette();
    dark.setColor(QPalette::Window, QColor(30, 33, 38));
    dark.setColor(QPalette::WindowText, Qt::white);
    setPalette(dark);
    setAutoFillBackground(true);
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * 1.9);
    auto *title = new QLabel(question);
    title->setObjectName(QStringLiteral("presentationQuestion"));
    title->setWordWrap(true);
    QFont bold = large;
    bold.setBold(true);
    title->setFont(bold);
    title->setVisible(!question.isEmpty());
    m_caption->setObjectName(QStringLiteral("presentationCaption"));
    m_caption->setFont(bold);
    m_caption->setWordWrap(true);
    m_explanation->setObjectName(QStringLiteral("presentationExplanation"));
    m_explanation->setFont(large);
    m_explanation->setFocusPolicy(Qt::NoFocus);
    m_explanation->setOpenLinks(false);
    m_view->setFocusPolicy(Qt::NoFocus);
    auto *side = new QVBoxLayout;
    side->addWidget(m_caption);
    side->addWidget(m_explanation, 1);
    auto *hint = new QLabel(tr("Right or Space: next substep · Left: back · Home, End · Esc: leave"));
    hint->setWordWrap(true);
    side->addWidget(hint);
    auto *body = new QHBoxLayout;
    body->addWidget(m_view, 3);
    body->addLayout(side, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(body, 1);
    connect(m_timeline, &editor::Timeline::positionChanged, this, &PresentationView::refresh);
    connect(m_timeline, &editor::Timeline::reset, this, &PresentationView::refresh);
    setFocusPolicy(Qt::StrongFocus);
    refresh();
}

QString PresentationView::caption() const { return m_caption->text(); }

void PresentationView::refresh()
{
    const game::Event *e = m_timeline->currentEvent();
    m_caption->setText(e ? tr("Substep %1 of %2: %3").arg(m_timeline->position()).arg(m_timeline->length()).arg(words::substepTitle(m_timeline->trace(), *e))
                         : tr("The start (%n substeps to play)", nullptr, m_timeline->length()));
    m_explanation->setHtml(explanationHtml(m_timeline->trace(), e));
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
