// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards/library.h"

#include "model/optioncards.h"
#include "model/upgrades.h"
#include "model/upgrades2023.h"

namespace rf::rules::cards {

namespace {

bool cardHasHook(const CardUnit &u, Hook h)
{
    switch (h) {
#define RF_CARD_HOOK_HAS(name)                                                                                         \
    case Hook::name: return static_cast<bool>(u.name);
        RF_CARD_HOOKS(RF_CARD_HOOK_HAS)
#undef RF_CARD_HOOK_HAS
    }
    return false;
}

} // namespace

Library::Library(std::span<const CardUnit *const> units)
    : m_units(units.begin(), units.end())
{
    for (const CardUnit *u : m_units) {
        std::uint64_t hooks = 0;
        for (int h = 0; h < kHookCount; ++h)
            if (cardHasHook(*u, static_cast<Hook>(h))) {
                m_byHook[static_cast<std::size_t>(h)].push_back(u);
                hooks |= hookBit(static_cast<Hook>(h));
            }
        const auto id = static_cast<std::size_t>(u->data.id);
        switch (u->data.family) {
        case Family::Option:
            m_options.at(id) = u;
            m_optionHooks.at(id) = hooks;
            break;
        case Family::Upgrade:
            m_upgrades.at(id) = u;
            m_upgradeHooks.at(id) = hooks;
            break;
        case Family::Special:
        case Family::Damage: m_program.at(id) = u; break;
        }
    }
}

CardData optionData(model::OptionId id)
{
    return CardData{.family = Family::Option,
                    .id = static_cast<std::uint8_t>(id),
                    .ammo = model::optionFullAmmo(id),
                    .weapon = model::optionIsWeapon(id)};
}

CardData upgradeData(model::UpgradeId id)
{
    return CardData{.family = Family::Upgrade,
                    .id = static_cast<std::uint8_t>(id),
                    .cost = model::upgradeCost(id),
                    .permanent = model::upgradeIsPermanent(id),
                    .timing = model::upgradeTiming(id)};
}

CardData edition2023UpgradeData(model::UpgradeId id)
{
    CardData d = upgradeData(id);
    d.cost = model::edition2023UpgradeCost(id);
    return d;
}

CardData programCardData(Family family, model::CardKind kind)
{
    return CardData{.family = family, .id = static_cast<std::uint8_t>(kind)};
}

const CardUnit *optionCard(model::OptionId id)
{
    return classicCards().option(id);
}

} // namespace rf::rules::cards
