// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;

namespace rf::editor {
class Timeline;
}

namespace rf::debugger {

// The 2016 edition's shared cards at the timeline's position (RULES.md 9.2, 9.7): the shop's
// slots with each card's title and cost, how many cards the upgrade deck and its discard pile
// hold, and the damage cards left in each pile. Shown, not edited: they change only through play.
// In a game without upgrades it says so and shows nothing else.
class ShopPanel : public QWidget {
    Q_OBJECT
public:
    explicit ShopPanel(editor::Timeline *timeline, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // "Virus: 4 left", "SPAM: no limit" (a pile the scenario does not count, -1).
    static QString damagePileText(int kind, int left);
    // The shop's slot: the upgrade's title, or "(empty)".
    static QString slotText(const std::optional<model::UpgradeId> &slot);

private:
    void refresh();

    editor::Timeline *m_timeline;
    QLabel *m_none;
    QWidget *m_content;
    QTableWidget *m_table;
    QLabel *m_deck;
    QLabel *m_discard;
    QLabel *m_damage;
};

} // namespace rf::debugger
