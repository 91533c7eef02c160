// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/shoppanel.h"

#include "document/timeline.h"
#include "words/tracewords.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

ShopPanel::ShopPanel(editor::Timeline *timeline, QWidget *parent)
    : QWidget(parent)
    , m_timeline(timeline)
    , m_none(new QLabel(tr("This game has no upgrades: there is no shop.")))
    , m_content(new QWidget)
    , m_table(new QTableWidget(0, 2))
    , m_deck(new QLabel)
    , m_discard(new QLabel)
    , m_damage(new QLabel)
{
    setObjectName(QStringLiteral("shopPanel"));
    m_none->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("shopTable"));
    m_table->setHorizontalHeaderLabels({tr("Upgrade"), tr("Cost")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_deck->setObjectName(QStringLiteral("upgradeDeckLabel"));
    m_discard->setObjectName(QStringLiteral("upgradeDiscardLabel"));
    m_damage->setObjectName(QStringLiteral("damagePilesLabel"));
    m_damage->setWordWrap(true);
    auto *form = new QFormLayout(m_content);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_table);
    form->addRow(tr("Upgrade deck:"), m_deck);
    form->addRow(tr("Upgrade discard pile:"), m_discard);
    form->addRow(tr("Damage piles:"), m_damage);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_none);
    layout->addWidget(m_content, 1);
    connect(timeline, &editor::Timeline::reset, this, &ShopPanel::refresh);
    connect(timeline, &editor::Timeline::positionChanged, this, &ShopPanel::refresh);
    refresh();
}

void ShopPanel::refresh()
{
    const game::GameState &st = m_timeline->state();
    m_none->setVisible(!st.upgradesInGame);
    m_content->setVisible(st.upgradesInGame);
    if (!st.upgradesInGame)
        return;
    m_table->setRowCount(static_cast<int>(st.shop.size()));
    for (std::size_t k = 0; k < st.shop.size(); ++k) {
        const auto &slot = st.shop[k];
        auto *title = new QTableWidgetItem(slotText(slot));
        auto *cost = new QTableWidgetItem(slot ? tr("%n energy", nullptr, model::upgradeCost(*slot)) : QString());
        if (slot)
            title->setToolTip(model::upgradeIsPermanent(*slot) ? tr("A permanent upgrade") : tr("A temporary upgrade"));
        m_table->setItem(static_cast<int>(k), 0, title);
        m_table->setItem(static_cast<int>(k), 1, cost);
    }
    // Tall enough for every slot (one per robot) up to six; more scroll.
    const int rows = std::min(m_table->rowCount(), 6);
    m_table->setFixedHeight(m_table->horizontalHeader()->height() +
                            rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
    m_deck->setText(tr("%n card(s)", nullptr, static_cast<int>(st.upgradeDeck.size())));
    m_discard->setText(tr("%n card(s)", nullptr, static_cast<int>(st.upgradeDiscard.size())));
    // A pile the scenario does not count (-1) never runs out.
    QStringList piles;
    const bool counted = std::ranges::any_of(st.damagePiles, [](int left) { return left >= 0; });
    for (int k = 0; k < model::kDamageKindCount && counted; ++k)
        piles << damagePileText(k, st.damagePiles[static_cast<std::size_t>(k)]);
    m_damage->setText(counted ? piles.join(QStringLiteral(", ")) : tr("none counted: no pile runs out"));
}

QString ShopPanel::damagePileText(int kind, int left)
{
    const QString title =
        words::cardTitle(model::Card{model::damageCard(static_cast<model::DamageKind>(kind)), 0}, false);
    return left < 0 ? tr("%1: no limit").arg(title) : tr("%1: %2 left").arg(title).arg(left);
}

QString ShopPanel::slotText(const std::optional<model::UpgradeId> &slot)
{
    return slot ? words::upgradeTitle(*slot) : tr("(empty)");
}

} // namespace rf::debugger
