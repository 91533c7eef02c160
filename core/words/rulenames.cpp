// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/rulenames.h"

#include "rules/ruleset.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace rf::words {

namespace {

using Name = std::pair<std::string_view, const char *>;

constexpr std::array kRulesets{
    Name{"classic", QT_TRANSLATE_NOOP("RuleNames", "Classic")},
    Name{"edition-2016", QT_TRANSLATE_NOOP("RuleNames", "2016 edition")},
    Name{"edition-2023", QT_TRANSLATE_NOOP("RuleNames", "2023 edition")},
};

constexpr std::array kOptions{
    Name{"belt-transfer", QT_TRANSLATE_NOOP("RuleNames", "Belt transfer")},
    Name{"powered-down-lock", QT_TRANSLATE_NOOP("RuleNames", "Locked registers keep their program")},
    Name{"repair-2005", QT_TRANSLATE_NOOP("RuleNames", "Repairs as in 2005")},
    Name{"flag-repairs", QT_TRANSLATE_NOOP("RuleNames", "Flag repairs")},
    Name{"virtual-start", QT_TRANSLATE_NOOP("RuleNames", "Virtual robots")},
    Name{"powered-down-fires", QT_TRANSLATE_NOOP("RuleNames", "Powered-down robots fire")},
    Name{"fire-control-printed", QT_TRANSLATE_NOOP("RuleNames", "Fire Control as printed")},
    Name{"superior-archive-1994", QT_TRANSLATE_NOOP("RuleNames", "Superior Archive as in 1994")},
    Name{"ramming-per-square", QT_TRANSLATE_NOOP("RuleNames", "Ramming Gear per square")},
    Name{"rear-laser-mods", QT_TRANSLATE_NOOP("RuleNames", "Laser mods on the rear laser")},
    Name{"shop-exchange-to-deck", QT_TRANSLATE_NOOP("RuleNames", "Unsold shop cards back to the deck")},
    Name{"temporary-to-discard", QT_TRANSLATE_NOOP("RuleNames", "Used temporary upgrades discarded")},
    Name{"mods-main-laser-only", QT_TRANSLATE_NOOP("RuleNames", "Hit upgrades on the main laser only")},
    Name{"ramming-direct-only", QT_TRANSLATE_NOOP("RuleNames", "Push effects on the touched robot only")},
    Name{"needler-needs-spam", QT_TRANSLATE_NOOP("RuleNames", "Needler needs a SPAM")},
    Name{"scrambler-register-5", QT_TRANSLATE_NOOP("RuleNames", "Scrambler before register 5")},
    Name{"crab-legs-sidestep", QT_TRANSLATE_NOOP("RuleNames", "Crab Legs sidestep only")},
    Name{"virus-radius-square", QT_TRANSLATE_NOOP("RuleNames", "Virus reaches a square")},
    Name{"damage-when-programmed", QT_TRANSLATE_NOOP("RuleNames", "Damage cards act when programmed")},
    Name{"damage-no-replacement", QT_TRANSLATE_NOOP("RuleNames", "No card after a damage card")},
    Name{"checkpoint-elements-active", QT_TRANSLATE_NOOP("RuleNames", "Elements under checkpoints act")},
    Name{"reboot-keeps-cards", QT_TRANSLATE_NOOP("RuleNames", "Rebooting keeps the cards")},
    Name{"shutdown-no-fire", QT_TRANSLATE_NOOP("RuleNames", "Shut-down robots do not fire")},
    Name{"shutdown-clears-draw-pile", QT_TRANSLATE_NOOP("RuleNames", "Shutdown clears the draw pile too")},
    Name{"again-after-damage-draws", QT_TRANSLATE_NOOP("RuleNames", "Again after damage draws a card")},
    Name{"lighter-game", QT_TRANSLATE_NOOP("RuleNames", "A Lighter Game")},
    Name{"less-deadly-game", QT_TRANSLATE_NOOP("RuleNames", "A Less Deadly Game")},
    Name{"less-spammy-game", QT_TRANSLATE_NOOP("RuleNames", "A Less SPAM-y Game")},
    Name{"dynamic-archiving", QT_TRANSLATE_NOOP("RuleNames", "Dynamic Archiving")},
    Name{"more-deadly-game", QT_TRANSLATE_NOOP("RuleNames", "A More Deadly Game")},
    Name{"chassis-permanent-only", QT_TRANSLATE_NOOP("RuleNames", "Modular Chassis: permanent only")},
};

template<std::size_t N> QString lookUp(const std::array<Name, N> &table, std::string_view id)
{
    for (const auto &[key, name] : table)
        if (key == id)
            return QCoreApplication::translate("RuleNames", name);
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

QString rulesetName(std::string_view id)
{
    const rules::Ruleset *rs = rules::rulesetById(id); // an alias ("renegade") is named as its ruleset
    return lookUp(kRulesets, rs ? rs->id() : id);
}

QString ruleOptionName(std::string_view id)
{
    return lookUp(kOptions, id);
}

QString idString(std::string_view id)
{
    return QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace rf::words
