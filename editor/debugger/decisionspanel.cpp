// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/decisionspanel.h"

#include "models/tracewords.h"
#include "widgets/verticalscroll.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

using model::DecisionUse;

DecisionsPanel::DecisionsPanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel)
    , m_buttons(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    auto *inner = new QWidget;
    inner->setLayout(m_buttons);
    layout->addWidget(editor::verticalScroll(inner, QStringLiteral("decisionsScroll")), 1);
    setOffers({}, {});
}

QString DecisionsPanel::choiceText(const model::Decision &d)
{
    const QString subject = d.subject ? editor::optionTitle(*d.subject) : QString();
    const QString target = QString::fromStdString(d.target);
    switch (d.use) {
    case DecisionUse::DiscardOption: return tr("discard %1 to cancel a damage point").arg(subject);
    case DecisionUse::ChopShopScrap: return tr("scrap %1 at the chop shop and draw another option").arg(subject);
    case DecisionUse::ChopShopReload: return tr("reload %1 at the chop shop").arg(subject);
    case DecisionUse::DrawOption: return tr("draw an option card");
    case DecisionUse::LoseOption: return tr("lose %1").arg(subject);
    case DecisionUse::Buy:
        // A full row: the card that goes to the discard pile is part of the choice.
        if (d.upgradeSubject)
            return tr("buy %1 (%n energy) in place of %2", nullptr, model::upgradeCost(d.upgrade))
                .arg(editor::upgradeTitle(d.upgrade), editor::upgradeTitle(*d.upgradeSubject));
        return tr("buy %1 (%n energy)", nullptr, model::upgradeCost(d.upgrade)).arg(editor::upgradeTitle(d.upgrade));
    case DecisionUse::PickDamage: return tr("take %1 instead").arg(editor::cardTitle(model::Card{d.card.value_or(model::CardKind::Spam), 0}, false));
    case DecisionUse::RoutineCard: return tr("play the routine as %1").arg(editor::cardTitle(model::Card{d.card.value_or(model::CardKind::Move1), 0}, false));
    case DecisionUse::Upgrade:
        if (!target.isEmpty())
            return tr("%1 at %2").arg(editor::upgradeTitle(d.upgrade), target);
        if (d.dir && d.upgrade == model::UpgradeId::Zoop)
            return tr("%1: face %2").arg(editor::upgradeTitle(d.upgrade), editor::directionText(*d.dir));
        if (d.dir)
            return tr("%1 %2").arg(editor::upgradeTitle(d.upgrade), editor::directionText(*d.dir));
        if (d.side != 0) // Crab Legs, Side Arms
            return d.side < 0 ? tr("%1 to the left").arg(editor::upgradeTitle(d.upgrade)) : tr("%1 to the right").arg(editor::upgradeTitle(d.upgrade));
        return tr("use %1").arg(editor::upgradeTitle(d.upgrade));
    case DecisionUse::LayCard:
        return tr("lay %1 on %2").arg(d.cards.empty() ? QStringLiteral("?") : editor::cardTitle(d.cards.front(), true), editor::optionTitle(d.option));
    case DecisionUse::Option: break;
    }
    const QString option = editor::optionTitle(d.option);
    if (d.option == model::OptionId::FireControl)
        return d.destroy ? tr("Fire Control: destroy %1's %2").arg(target, editor::optionTitle(*d.destroy))
                         : tr("Fire Control: lock %1's register %2").arg(target).arg(d.lock);
    if (!target.isEmpty())
        return tr("%1 at %2").arg(option, target);
    return tr("use %1").arg(option);
}

void DecisionsPanel::setOffers(const std::vector<rules::DecisionOffer> &offers, const QStringList &names)
{
    m_offers = offers;
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    // Option cards and upgrades are never offered together: a ruleset has one or the other.
    const bool upgrades = std::ranges::any_of(offers, [](const rules::DecisionOffer &o) {
        return o.decision.use == DecisionUse::Buy || o.decision.use == DecisionUse::Upgrade;
    });
    m_heading->setText(offers.empty() ? tr("No robot has a choice to make before the next substep.")
                       : upgrades
                           ? tr("Choices before the next substep. Play on without one: nothing is bought or used.")
                           : tr("Choices before the next substep. Play on without one: the option is not used."));
    for (std::size_t k = 0; k < offers.size(); ++k) {
        const rules::DecisionOffer &o = offers[k];
        const QString who = o.robot >= 0 && o.robot < names.size() ? names.at(o.robot) : QStringLiteral("?");
        auto *button = new QPushButton(tr("%1: %2").arg(who, choiceText(o.decision)));
        button->setObjectName(QStringLiteral("decision%1").arg(k));
        button->setToolTip(button->text());
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        connect(button, &QPushButton::clicked, this, [this, o] { emit decided(o); });
        m_buttons->addWidget(button);
    }
    m_buttons->addStretch();
}

} // namespace rf::debugger
