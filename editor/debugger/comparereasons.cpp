// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/comparereasons.h"

#include "debugger/explanation.h"
#include "words/statewords.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

#include <QCursor>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>
#include <QVBoxLayout>

namespace rf::debugger {

namespace {

QString cardText(const std::optional<model::Card> &c) { return c ? words::cardTitle(*c, false) : CompareReasons::tr("no card"); }

} // namespace

CompareReasons::CompareReasons(QWidget *parent) : QWidget(parent), m_banner(new QFrame), m_bannerText(new QLabel), m_same(new QPushButton)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *banner = static_cast<QFrame *>(m_banner);
    banner->setObjectName(QStringLiteral("compareDealt"));
    banner->setFrameShape(QFrame::StyledPanel);
    banner->setStyleSheet(QStringLiteral("#compareDealt { background: #fff3c4; }"));
    auto *row = new QHBoxLayout(banner);
    m_bannerText->setWordWrap(true);
    m_bannerText->setObjectName(QStringLiteral("compareDealtText"));
    m_same->setText(tr("Play the &Same Programs"));
    m_same->setObjectName(QStringLiteral("compareSamePrograms"));
    m_same->setToolTip(tr("Write the programs one ruling played into the scenario (an undoable edit), so that both rulings play the same cards"));
    row->addWidget(m_bannerText, 1);
    row->addWidget(m_same);
    connect(m_same, &QPushButton::clicked, this, &CompareReasons::sameProgramsRequested);
    layout->addWidget(banner);
    banner->hide();
    auto *grid = new QGridLayout;
    for (int i = 0; i < 2; ++i) {
        auto &title = m_titles[static_cast<std::size_t>(i)];
        auto &side = m_sides[static_cast<std::size_t>(i)];
        title = new QLabel;
        side = new QTextBrowser;
        side->setObjectName(QStringLiteral("compareReasons%1").arg(i));
        side->setOpenLinks(false);
        side->setMaximumHeight(170);
        connect(side, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
            if (const QString rule = ruleLinkReference(url); !rule.isEmpty())
                emit ruleRequested(rule);
        });
        // Hovering a rule link shows the rule's title and first sentence, as in the explanation.
        connect(side, &QTextBrowser::highlighted, this, [side](const QUrl &url) {
            if (const QString tip = ruleLinkToolTip(url); !tip.isEmpty())
                QToolTip::showText(QCursor::pos(), tip, side);
            else
                QToolTip::hideText();
        });
        grid->addWidget(title, 0, i);
        grid->addWidget(side, 1, i);
    }
    layout->addLayout(grid);
}

void CompareReasons::show(const model::Scenario &scenario, const sim::Comparison &cmp)
{
    const std::optional<sim::DealtDifference> dealt = sim::dealtDifference(scenario, cmp);
    m_banner->setVisible(dealt.has_value() && cmp.runs.size() == 2);
    if (dealt && cmp.runs.size() == 2)
        m_bannerText->setText(tr("The rulings may part because the programs were dealt at random: each edition deals its own "
                                 "cards. %1's register %2 of turn %3 is %4 under %5 and %6 under %7. Play the same programs "
                                 "on both sides to see what the rules alone change.")
                                  .arg(QString::fromStdString(dealt->robot))
                                  .arg(dealt->reg)
                                  .arg(dealt->turn)
                                  .arg(cardText(dealt->cards[0]), words::rulingLabel(cmp.runs[0].variant), cardText(dealt->cards[1]),
                                       words::rulingLabel(cmp.runs[1].variant)));
    for (std::size_t i = 0; i < 2; ++i) {
        QTextBrowser *side = m_sides[i];
        const bool plays = i < cmp.runs.size() && cmp.runs[i].plays();
        m_titles[i]->setText(i < cmp.runs.size() ? tr("Why, under %1:").arg(words::rulingLabel(cmp.runs[i].variant)) : QString());
        if (i < cmp.runs.size() && !plays) {
            side->setHtml(tr("<p>This ruling cannot play the scenario: %1</p>").arg(words::scenarioErrorText(*cmp.runs[i].error).toHtmlEscaped()));
            continue;
        }
        if (cmp.verdict == sim::Comparison::Verdict::NotCompared) {
            side->setHtml(tr("<p>Nothing is compared: the other ruling cannot play the scenario.</p>"));
            continue;
        }
        if (!cmp.divergence) {
            side->setHtml(cmp.expectationsDiffer
                              ? tr("<p>The game is the same at the end of every phase, but %1 of %2 expectations hold here.</p>")
                                    .arg(cmp.runs[i].expectationsHeld())
                                    .arg(cmp.runs[i].checks.size())
                              : tr("<p>No difference: the rulings give the same game at the end of every phase.</p>"));
            continue;
        }
        QString html;
        const auto &events = cmp.divergence->events[i];
        if (events.empty())
            html = tr("<p>Nothing happens in this phase.</p>");
        for (const std::size_t e : events)
            html += explanationHtml(cmp.runs[i].trace, &cmp.runs[i].trace.events[e]);
        side->setHtml(html);
    }
}

} // namespace rf::debugger
