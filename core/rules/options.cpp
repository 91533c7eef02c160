// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/options.h"

#include "model/translatable.h"

#include <array>

namespace rf::rules {

namespace {

constexpr std::array<OptionInfo, 10> kOptions{{
    {"belt-transfer", true, RF_TRANSLATABLE("RuleOptions", "An express robot carried onto a normal belt moves again in substep 2.")},
    {"powered-down-lock", false, RF_TRANSLATABLE("RuleOptions", "A register that locks while powered down keeps the last program instead of a random card.")},
    {"repair-2005", false, RF_TRANSLATABLE("RuleOptions", "A double-wrench site repairs 1 damage and gives an option card.")},
    {"flag-repairs", true, RF_TRANSLATABLE("RuleOptions", "Flags repair 1 damage at the end of the turn.")},
    {"virtual-start", false, RF_TRANSLATABLE("RuleOptions", "Robots sharing a square are virtual until they end a register alone.")},
    {"powered-down-fires", false, RF_TRANSLATABLE("RuleOptions", "Powered-down robots fire their lasers.")},
    {"fire-control-printed", false, RF_TRANSLATABLE("RuleOptions", "Fire Control locks the register without damage, as printed on the 2005 card.")},
    {"superior-archive-1994", false, RF_TRANSLATABLE("RuleOptions", "Superior Archive also acts when it was the option lost at that destruction.")},
    {"ramming-per-square", false, RF_TRANSLATABLE("RuleOptions", "Ramming Gear deals 1 damage for every square it pushes a robot.")},
    {"rear-laser-mods", false, RF_TRANSLATABLE("RuleOptions", "Main-laser mods act on the Rear-Firing Laser too.")},
}};

bool *flagOf(RuleOptions &o, std::string_view name)
{
    if (name == "belt-transfer")
        return &o.beltTransfer;
    if (name == "powered-down-lock")
        return &o.poweredDownLock;
    if (name == "repair-2005")
        return &o.repair2005;
    if (name == "flag-repairs")
        return &o.flagRepairs;
    if (name == "virtual-start")
        return &o.virtualStart;
    if (name == "powered-down-fires")
        return &o.poweredDownFires;
    if (name == "fire-control-printed")
        return &o.fireControlPrinted;
    if (name == "superior-archive-1994")
        return &o.superiorArchive1994;
    if (name == "ramming-per-square")
        return &o.rammingPerSquare;
    if (name == "rear-laser-mods")
        return &o.rearLaserMods;
    return nullptr;
}

} // namespace

std::span<const OptionInfo> optionTable() { return kOptions; }

OptionsResult resolveOptions(const std::map<std::string, bool> &named)
{
    OptionsResult r;
    for (const auto &[name, value] : named) {
        bool *flag = flagOf(r.options, name);
        if (!flag) {
            r.unknown = name;
            return r;
        }
        *flag = value;
    }
    return r;
}

std::vector<std::pair<std::string, bool>> optionValues(const RuleOptions &o)
{
    std::vector<std::pair<std::string, bool>> out;
    RuleOptions copy = o;
    for (const OptionInfo &info : kOptions)
        out.emplace_back(std::string(info.name), *flagOf(copy, info.name));
    return out;
}

} // namespace rf::rules
