// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/cards/cardunit.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

namespace rf::rules::cards {

// The hooks of a card, one enumerator each (RF_CARD_HOOKS).
enum class Hook : std::uint8_t {
#define RF_CARD_HOOK_ENUM(name) name,
    RF_CARD_HOOKS(RF_CARD_HOOK_ENUM)
#undef RF_CARD_HOOK_ENUM
};
#define RF_CARD_HOOK_COUNT(name) +1
inline constexpr int kHookCount = 0 RF_CARD_HOOKS(RF_CARD_HOOK_COUNT);
#undef RF_CARD_HOOK_COUNT
static_assert(kHookCount <= 64); // a card's hooks are a 64-bit mask
// A hook as a bit of a mask of hooks (Library::optionHooks...).
constexpr std::uint64_t hookBit(Hook hook) { return std::uint64_t{1} << static_cast<int>(hook); }

// The cards of one edition, in its table's order (the order in which cards acting at one moment
// act, RULES.md 9.3), looked up by their id and by the hooks they have. A card's identity is its
// family and id within its edition: another edition may bring its own card of a name this one
// has (RULES.md 10), as another unit in its own table.
class Library {
public:
    explicit Library(std::initializer_list<const CardUnit *> units)
        : Library(std::span<const CardUnit *const>(units.begin(), units.size()))
    {}
    explicit Library(std::span<const CardUnit *const> units);

    std::span<const CardUnit *const> units() const { return m_units; }
    // The cards that have `hook`, in table order.
    std::span<const CardUnit *const> with(Hook hook) const { return m_byHook[static_cast<std::size_t>(hook)]; }
    bool any(Hook hook) const { return !with(hook).empty(); }
    // A card by its id, or nullptr when the edition has none.
    const CardUnit *option(model::OptionId id) const { return find(m_options, static_cast<std::size_t>(id)); }
    const CardUnit *upgrade(model::UpgradeId id) const { return find(m_upgrades, static_cast<std::size_t>(id)); }
    // A special or damage card (a program card the library plays).
    const CardUnit *program(model::CardKind kind) const { return find(m_program, static_cast<std::size_t>(kind)); }
    // The hooks of a card by its id, as a mask of hookBit() (0 when the edition has no such card):
    // what a robot's held cards may do, asked once instead of once per card of a hook.
    std::uint64_t optionHooks(model::OptionId id) const { return hooksAt(m_optionHooks, static_cast<std::size_t>(id)); }
    std::uint64_t upgradeHooks(model::UpgradeId id) const { return hooksAt(m_upgradeHooks, static_cast<std::size_t>(id)); }

private:
    template<std::size_t N> static const CardUnit *find(const std::array<const CardUnit *, N> &by, std::size_t id)
    {
        return id < N ? by[id] : nullptr;
    }
    template<std::size_t N> static std::uint64_t hooksAt(const std::array<std::uint64_t, N> &by, std::size_t id)
    {
        return id < N ? by[id] : 0;
    }
    std::vector<const CardUnit *> m_units;
    std::array<std::vector<const CardUnit *>, kHookCount> m_byHook;
    std::array<const CardUnit *, 64> m_options{};
    std::array<const CardUnit *, 64> m_upgrades{}; // held upgrades are a 64-bit mask
    std::array<const CardUnit *, 64> m_program{};
    std::array<std::uint64_t, 64> m_optionHooks{};
    std::array<std::uint64_t, 64> m_upgradeHooks{};
};

// The editions' tables (classiccards.cpp, edition2016cards.cpp, edition2023cards.cpp).
const Library &classicCards();
const Library &edition2016Cards();
const Library &edition2023Cards();

// The option cards (RULES.md 8): the classic edition's, for what only their id is known of
// (a decision's moment, whether an option is a weapon).
const CardUnit *optionCard(model::OptionId id);

} // namespace rf::rules::cards
