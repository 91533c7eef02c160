// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/questionheader.h"

#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "words/statewords.h"
#include "sim/decidingstep.h"
#include "sim/expectations.h"

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>

namespace rf::debugger {

namespace {

QString fromStd(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace

QuestionHeader::QuestionHeader(editor::ScenarioDocument *doc, editor::Timeline *timeline, QWidget *parent)
    : QFrame(parent), m_doc(doc), m_timeline(timeline), m_title(new QLabel), m_description(new QLabel), m_checks(new QLabel)
{
    setObjectName(QStringLiteral("questionHeader"));
    setFrameShape(QFrame::StyledPanel);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_title->setFont(big);
    for (QLabel *l : {m_title, m_description, m_checks}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    }
    m_description->setTextFormat(Qt::PlainText);
    m_title->setTextFormat(Qt::PlainText);
    m_checks->setTextFormat(Qt::RichText);
    m_checks->setObjectName(QStringLiteral("questionChecks"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addWidget(m_checks);
    connect(m_checks, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("step:")))
            emit stepRequested(link.mid(5).toInt());
    });
    // The checks and where they were decided change only when the game is played again (the
    // timeline's reset, which every edit of the document brings); a step only marks them.
    connect(m_timeline, &editor::Timeline::positionChanged, this, &QuestionHeader::refresh);
    connect(m_timeline, &editor::Timeline::reset, this, &QuestionHeader::recompute);
    recompute();
}

void QuestionHeader::recompute()
{
    const model::Scenario &sc = m_doc->scenario();
    m_title->setText(fromStd(sc.title));
    m_title->setVisible(!sc.title.empty());
    m_description->setText(fromStd(sc.description));
    // Some scenarios repeat their title as the description: once is enough.
    m_description->setVisible(!sc.description.empty() && sc.description != sc.title);
    const sim::Replay &replay = m_doc->replay();
    m_results = replay.run().finalChecks();
    m_decided = sim::decidingPositions(replay, m_results);
    refresh();
}

void QuestionHeader::refresh()
{
    const model::Scenario &sc = m_doc->scenario();
    m_lines.clear();
    QString html;
    const int at = m_timeline->position();
    for (std::size_t k = 0; k < m_results.size(); ++k) {
        const sim::Mismatch &m = m_results[k];
        const int decided = m_decided[k];
        QString mark;
        QString status;
        if (m.finding != sim::Mismatch::Finding::NotReached && at < decided) {
            mark = QStringLiteral("&#9675;"); // decided later in play
            status = tr("not decided yet");
        } else {
            mark = m.holds ? QStringLiteral("<span style=\"color:#1b7f2a\">&#10004;</span>") : QStringLiteral("<span style=\"color:#c62828\">&#10008;</span>");
            status = m.holds ? tr("holds") : tr("fails");
        }
        const QString text = words::checkText(m);
        // Decided by the setup when nothing it reads changed before it was checked.
        const QString link = QStringLiteral(" (<a href=\"step:%1\">%2</a>)").arg(decided).arg(decided > 0 ? tr("step %1").arg(decided) : tr("the setup"));
        html += QStringLiteral("%1 %2: %3%4<br>").arg(mark, status.toHtmlEscaped(), text.toHtmlEscaped(), link);
        m_lines << QStringLiteral("%1: %2").arg(status, text);
    }
    m_checks->setText(html);
    m_checks->setVisible(!m_lines.isEmpty());
    setVisible(!sc.title.empty() || !sc.description.empty() || !m_lines.isEmpty());
}

} // namespace rf::debugger
