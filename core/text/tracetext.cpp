// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/tracetext.h"

#include "text/fill.h"
#include "text/printable.h"
#include "text/words.h"

#include "game/decisionuse.h"
#include "model/optioncards.h"
#include "model/upgrades.h"
#include "rules/ruleset.h"

#include <array>
#include <format>
#include <vector>

namespace rf::text {

using namespace rf::game;
using sim::Trace;
using sim::TraceEntry;
using sim::TraceRobot;

namespace {

// The word a note's field gives to one placeholder (letters as in game::Wording).
std::string argument(const Trace &t, const Note &n, char letter)
{
    switch (letter) {
    case 'r': return robotWord(t, n.robot);
    case 'o': return robotWord(t, n.other);
    case 'R': return robotWord(t, n.value);
    case 'c': return cellWord(n.cell);
    case 'd': return text::directionLetter(n.dir);
    case 'v': return std::to_string(n.value);
    case 'k': return n.card ? cardWord(*n.card, tracePriorities(t)) : std::string();
    case 'p': return optionWord(n.detail);
    case 'g': return upgradeWord(n.detail);
    case 'u': {
        const Wording use = useWording(static_cast<model::DecisionUse>(n.value));
        return fill(use.text, std::array{use.args.empty() ? std::string() : argument(t, n, use.args.front())});
    }
    case 'w': return std::string(voidReasonWording(n.reason));
    }
    return "?";
}

// The word a decision's field gives to one placeholder of its choice (game::DecisionUseInfo).
std::string choiceArgument(const model::Decision &d, char letter)
{
    switch (letter) {
    case 'p': return optionWord(static_cast<int>(d.option));
    case 's': return d.subject ? optionWord(static_cast<int>(*d.subject)) : "?";
    case 'g': return upgradeWord(static_cast<int>(d.upgrade));
    case 'G': return d.upgradeSubject ? upgradeWord(static_cast<int>(*d.upgradeSubject)) : "?";
    case 'k': return cardWord(model::Card{choiceCard(d), 0}, false);
    case 'K': return cardWord(model::Card{d.routine, 0}, false);
    case 'l': return d.cards.empty() ? "?" : cardWord(d.cards.front());
    case 'e': return d.side < 0 ? "left" : "right";
    case 'd': return d.dir ? directionWord(*d.dir) : "?";
    case 'a': return std::to_string(d.count);
    }
    return "?";
}

} // namespace

std::string choiceText(const model::Decision &d)
{
    const DecisionUseInfo &info = decisionUseInfo(d.use);
    const Wording &w = d.upgradeSubject && !info.replacing.text.empty() ? info.replacing : info.choice;
    std::vector<std::string> args;
    for (const char letter : w.args)
        if (letter != 'n')
            args.push_back(choiceArgument(d, letter));
    return fill(w.text, args, model::upgradeCost(d.upgrade));
}

std::string changeText(const Trace &t, const RobotChange &c)
{
    std::string s = std::format("{}: {} {} -> {} {}", robotWord(t, c.robot), cellWord(c.fromPos), text::directionLetter(c.fromFacing), cellWord(c.toPos), text::directionLetter(c.toFacing));
    if (c.fromDamage != c.toDamage)
        s += std::format(", damage {} -> {}", c.fromDamage, c.toDamage);
    if (c.destroyed)
        s += std::format(", DESTROYED ({})", destroyCauseName(c.cause));
    if (c.fromLives != c.toLives)
        s += std::format(", lives {} -> {}", c.fromLives, c.toLives);
    if (c.reentered)
        s += ", re-entered";
    if (c.flagTaken)
        s += std::format(", takes flag {}", c.flagTaken);
    if (c.archiveMoved)
        s += std::format(", archive {} -> {}", cellWord(c.fromArchive), cellWord(c.toArchive));
    if (c.optionsChange)
        s += c.optionsChange > 0 ? std::format(", {} option card(s)", c.optionsChange) : std::format(", {} option card(s) lost", -c.optionsChange);
    return s;
}

std::string noteText(const Trace &t, const Note &n)
{
    const Wording &w = noteWording(n);
    std::vector<std::string> args;
    for (const char letter : w.args)
        if (letter != 'n')
            args.push_back(argument(t, n, letter));
    return fill(w.text, args, n.value);
}

std::string traceText(const Trace &t)
{
    return traceHeaderText(t) + traceEntriesText(t);
}

std::string traceHeaderText(const Trace &t)
{
    std::string s = std::format("Ruleset {}, seed {}\nOptions:", t.header.ruleset, t.header.seed);
    for (const auto &[optName, value] : t.header.options)
        s += std::format(" {}={}", optName, value ? "on" : "off");
    s += "\nRobots:";
    for (const TraceRobot &r : t.header.robots)
        s += std::format(" {} at {} facing {};", printable(r.name), cellWord(r.at), text::directionLetter(r.facing));
    s += '\n';
    return s;
}

std::string traceEntriesText(const Trace &t)
{
    std::string s;
    for (const TraceEntry &e : t.entries) {
        switch (e.type) {
        case TraceEntry::Type::BeginTurn: s += std::format("\n=== Turn {}\n", e.turn); break;
        case TraceEntry::Type::BeginRegister: s += std::format("\n--- Turn {}, register {}\n", e.turn, e.reg); break;
        case TraceEntry::Type::BeginPhase: s += std::format("  [{}]\n", phaseName(e.phase)); break;
        case TraceEntry::Type::EndTurn:
        case TraceEntry::Type::EndRegister:
        case TraceEntry::Type::EndPhase: break;
        case TraceEntry::Type::Event: {
            const Event &ev = t.events[e.event];
            if (ev.kind == EventKind::Card)
                s += std::format("    {} plays {}\n", robotWord(t, ev.actor), ev.card ? cardWord(*ev.card, tracePriorities(t)) : std::string("nothing"));
            else
                s += std::format("    {}\n", eventKindName(ev.kind));
            for (const Note &n : ev.notes)
                s += std::format("      - {}  [{}]\n", noteText(t, n), codeName(n.code));
            for (const RobotChange &c : ev.changes)
                s += std::format("      = {}\n", changeText(t, c));
            break;
        }
        }
    }
    return s;
}

namespace {

// A classic robot: damage points, lives, its archive marker, option cards and locked registers.
std::string classicRobotText(const RobotState &r)
{
    std::string s;
    if (r.eliminated)
        s = std::format("  {}: eliminated (lives 0, flags {})\n", printable(r.name), r.flags);
    else if (r.destroyed)
        s = std::format("  {}: destroyed ({}), waiting to re-enter at {}; lives {}, flags {}\n", printable(r.name),
                        destroyCauseName(r.cause), cellWord(r.archive), r.lives, r.flags);
    else
        s = std::format("  {}: at {} facing {}, damage {}, lives {}, flags {}, archive {}{}\n", printable(r.name),
                        cellWord(r.pos), text::directionLetter(r.facing), r.damage, r.lives, r.flags,
                        cellWord(r.archive), r.poweredDown ? ", powered down" : "");
    if (!r.options.empty() || r.lockedMask || r.announcedPowerDown) {
        // Option cards and what carries over into the next turn (what `expect` can check).
        std::string opts;
        for (const model::HeldOption &h : r.options) {
            opts += (opts.empty() ? "" : ", ") + std::string(model::optionName(h.id));
            if (model::optionFullAmmo(h.id) > 0)
                opts += std::format(" ({} left)", h.ammo);
            if (h.card)
                opts += std::format(" (card {})", cardWord(*h.card));
        }
        std::string locked;
        for (int k = 1; k <= model::kRegisterCount; ++k)
            if ((r.lockedMask >> (k - 1)) & 1U)
                locked += (locked.empty() ? "" : ",") + std::to_string(k);
        s += std::format("      options: {}; locked registers: {}{}\n", opts.empty() ? "none" : opts, locked.empty() ? "none" : locked,
                         r.announcedPowerDown ? "; powered down next turn" : "");
    }
    return s;
}

// A robot of the 2016 and 2023 editions: no lives or archive; damage is cards, energy counts.
std::string deckRobotText(const RobotState &r, const rules::RulesetTraits &traits)
{
    std::string where = r.reentering ? std::format("off the board, re-entering at {} facing {}", cellWord(r.reentryAt.value_or(r.pos)),
                                                   text::directionLetter(r.reentryFacing.value_or(r.facing)))
                                     : std::format("at {} facing {}", cellWord(r.pos), text::directionLetter(r.facing));
    std::string s = std::format("  {}: {}, energy {}, checkpoints {}{}{}\n", printable(r.name), where, r.energy, r.flags,
                                r.rebooted ? ", rebooted this round" : "", r.shutDown ? ", shut down" : "");
    // Installed upgrades (both editions), and the 2023 edition's collection of uninstalled ones.
    if (!r.upgrades.empty() || !r.collection.empty()) {
        std::string ups, collection;
        for (const model::HeldUpgrade &u : r.upgrades)
            ups += (ups.empty() ? "" : ", ") + std::string(model::upgradeName(u.id));
        for (const model::UpgradeId u : r.collection)
            collection += (collection.empty() ? "" : ", ") + std::string(model::upgradeName(u));
        s += std::format("      upgrades: {}{}\n", ups.empty() ? "none" : ups, collection.empty() ? "" : "; collection: " + collection);
    }
    if (traits.upgrades) {
        // The damage cards of the 2016 piles taken during play (what `damageCards` expects).
        static constexpr const char *kKinds[] = {"SPAM", "Trojan Horse", "Worm", "Virus"};
        static_assert(std::size(kKinds) == model::kDamageKindCount);
        std::string taken;
        for (std::size_t k = 0; k < r.damageDealt.size(); ++k)
            if (r.damageDealt[k] > 0)
                taken += std::format("{}{} {}", taken.empty() ? "" : ", ", r.damageDealt[k], kKinds[k]);
        if (!taken.empty())
            s += std::format("      damage cards taken: {}\n", taken);
    }
    if (traits.damageDeck) {
        std::string kept, haywires;
        for (const Card &c : r.kept)
            kept += (kept.empty() ? "" : ", ") + cardWord(c);
        for (std::size_t k = 0; k < r.haywires.size(); ++k)
            if (r.haywires[k])
                haywires += std::format("{}register {} {}", haywires.empty() ? "" : ", ", k + 1, model::cardKindName(*r.haywires[k]));
        if (!kept.empty() || !haywires.empty())
            s += std::format("      damage cards kept in hand: {}; face-down Haywires: {}\n", kept.empty() ? "none" : kept,
                             haywires.empty() ? "none" : haywires);
    }
    return s;
}

} // namespace

std::string finalStateText(const GameState &st, const rules::RulesetTraits &traits)
{
    std::string s = std::format("\n=== Final state (turn {}, {})\n", st.cursor.turn, st.cursor.stage == Stage::GameOver ? "game over" : "stopped");
    for (const RobotState &r : st.robots)
        s += traits.lives ? classicRobotText(r) : deckRobotText(r, traits);
    if (traits.priorityToken && st.tokenHolder >= 0 && static_cast<std::size_t>(st.tokenHolder) < st.robots.size())
        s += std::format("  Priority token: {}\n", printable(st.robots[static_cast<std::size_t>(st.tokenHolder)].name));
    if (traits.damageDeck && !st.endlessSpam)
        s += std::format("  Damage deck: {} cards, discard pile {} cards\n", st.damageDeck.size(), st.damageDiscard.size());
    if (st.winner >= 0)
        s += std::format("  Winner: {}\n", printable(st.robots[static_cast<std::size_t>(st.winner)].name));
    return s;
}

} // namespace rf::text
