// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The classic ruleset (RULES.md 2 and 5): damage points, lives, archive markers, priorities.
#include "rules/classic.h"

#include "model/passage.h"
#include "rules/cards.h"
#include "rules/cards/library.h"
#include "rules/engine.h"
#include "rules/rulebook.h"
#include "rules/classicoptions.h"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

namespace rf::rules {

using namespace rf::model;

namespace {

constexpr int kMaxDamage = 10;
constexpr int kHandSize = 9;
constexpr int kReentryDamage = 2;

// The registers locked by damage or by a Fire Control token (RULES.md 5.2, 8.2), bit k-1 for
// register k: 5 or more damage points lock registers 10 - damage to 5.
unsigned lockedRegisters(const game::RobotState &r)
{
    constexpr unsigned kAll = (1U << kRegisterCount) - 1;
    const unsigned byDamage = r.damage < 5 ? 0U : kAll & ~((1U << (std::max(kMaxDamage - r.damage, 1) - 1)) - 1U);
    return byDamage | (r.fireControlMask & kAll);
}

class ClassicRuleset final : public Ruleset {
public:
    ClassicRuleset()
        : Ruleset(cards::classicCards())
    {}
    std::string_view id() const override { return "classic"; }
    const RulesetTraits &traits() const override
    {
        static constexpr RulesetTraits kTraits{};
        return kTraits;
    }
    const Rulebook &rulebook() const override { return classicRulebook(); }
    std::span<const Card> programCards() const override { return classicDeck(); }

    std::span<const BoardStep> boardSteps() const override { return kSteps; }

    void deal(Engine &e) const override
    {
        auto &st = e.state();
        optionsAtTurnStart(e);
        // The draw pile: the deck less the cards that stay in locked registers, the cards the
        // scenario puts in programs this turn and the cards lying on options.
        std::vector<Card> &keep = e.scratch().keep; // reused: dealing runs every turn
        keep.clear();
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            for (const HeldOption &h : r.options)
                if (h.card)
                    keep.push_back(*h.card);
            if (r.eliminated)
                continue;
            r.poweredDown = r.announcedPowerDown;
            r.announcedPowerDown = false;
            if (const TurnPlan *p = e.plan(i); p && p->program)
                for (std::size_t k = 0; k < kRegisterCount; ++k) {
                    if (const auto &c = (*p->program)[k])
                        keep.push_back(*c);
                    if (const auto &c = p->paired[k])
                        keep.push_back(*c);
                }
            if (!r.poweredDown)
                for (unsigned m = lockedRegisters(r); m != 0; m &= m - 1)
                    if (const auto &c = r.program[static_cast<std::size_t>(std::countr_zero(m))])
                        keep.push_back(*c);
        }
        // The cards left out, by their place in the deck (looking each of the 84 cards up in
        // the kept cards cost more than the shuffle).
        std::array<std::uint64_t, (kClassicDeckSize + 63) / 64> out{};
        for (const std::vector<Card> *cards : std::array<const std::vector<Card> *, 2>{&keep, &st.deckTop})
            for (const Card &c : *cards)
                if (const int k = classicDeckIndex(c); k >= 0)
                    out[static_cast<std::size_t>(k) / 64] |= std::uint64_t{1} << (k % 64);
        // The deck, closed up over the few cards left out (a block copy per gap, no test per card).
        const auto deck = classicDeck();
        st.drawPile.assign(deck.begin(), deck.end());
        Card *const pile = st.drawPile.data();
        std::size_t size = 0;
        std::size_t from = 0; // the next deck place not yet copied
        for (std::size_t w = 0; w < out.size(); ++w)
            for (std::uint64_t bits = out[w]; bits != 0; bits &= bits - 1) {
                const std::size_t k = w * 64 + static_cast<std::size_t>(std::countr_zero(bits));
                if (size != from) // moves down (std::copy allows that, not onto itself)
                    std::copy(pile + from, pile + k, pile + size);
                size += k - from;
                from = k + 1;
            }
        if (size != from)
            std::copy(pile + from, pile + deck.size(), pile + size);
        size += deck.size() - from;
        st.drawPile.resize(size);
        st.rng.shuffle(std::span<Card>(st.drawPile));
        // The scenario's top of the deck (turn 1) lies on the shuffled rest.
        st.drawPile.insert(st.drawPile.end(), st.deckTop.begin(), st.deckTop.end());
        st.deckTop.clear();

        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            if (r.eliminated)
                continue;
            const TurnPlan *plan = e.plan(i);
            if (r.poweredDown) {
                // Powered down: no cards, all damage repaired (seed 000).
                if (!r.programBeforePowerDown)
                    r.programBeforePowerDown = r.program;
                for (std::size_t k = 0; k < r.program.size(); ++k)
                    if (r.program[k] && !r.programBeforePowerDown->at(k))
                        r.programBeforePowerDown->at(k) = r.program[k];
                r.program = Program{};
                r.lockedMask = 0;
                r.fireControlMask = 0; // a power down removes Fire Control tokens
                e.note(Code::PowerDownRepair, i, -1, r.pos, Direction::North, r.damage);
                r.damage = 0;
                continue;
            }
            const Program previous = r.programBeforePowerDown ? *r.programBeforePowerDown : r.program;
            const bool wasDown = r.programBeforePowerDown.has_value();
            r.programBeforePowerDown.reset();
            Program prog{};
            const unsigned locked = lockedRegisters(r);
            r.lockedMask = static_cast<std::uint8_t>(locked);
            const int lockedCount = std::popcount(locked);
            for (unsigned m = locked; m != 0; m &= m - 1) {
                const auto slot = static_cast<std::size_t>(std::countr_zero(m));
                const int k = static_cast<int>(slot) + 1;
                if (plan && plan->program && e.turn() == 1) {
                    prog[slot] = (*plan->program)[slot]; // the scenario states the kept card
                } else if (previous[slot] && (!wasDown || e.options().poweredDownLock)) {
                    prog[slot] = previous[slot];
                } else {
                    prog[slot] = e.drawCard();
                    e.noteCard(Code::RandomLockedCard, i, *prog[slot], k);
                    continue;
                }
                if (prog[slot])
                    e.noteCard(Code::RegisterLocked, i, *prog[slot], k);
            }
            if (plan && plan->program) {
                for (std::size_t k = 0; k < prog.size(); ++k)
                    if (!(r.lockedMask & (1U << k)))
                        prog[k] = (*plan->program)[k];
            } else {
                std::vector<Card> &hand = e.scratch().hand;
                hand.clear();
                if (plan && !plan->hand.empty()) {
                    hand = plan->hand;
                } else {
                    const auto n = static_cast<std::size_t>(std::max(0, handSize(e, i, kHandSize - r.damage)));
                    if (n <= st.drawPile.size()) { // the cards off the top of the pile in one go
                        takeTop(st.drawPile, n, hand);
                    } else {
                        for (std::size_t k = 0; k < n; ++k)
                            hand.push_back(e.drawCard());
                    }
                }
                if (!r.options.empty() || (plan && !plan->decisions.empty()))
                    optionsOnHand(e, i, hand);
                e.note(Code::CardsDealt, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
                e.noteHand(i, hand);
                st.rng.shuffle(std::span<Card>(hand));
                if (r.lockedMask == 0 && hand.size() >= prog.size()) { // the usual case
                    std::copy_n(hand.begin(), prog.size(), prog.begin());
                } else {
                    std::size_t next = 0;
                    for (std::size_t k = 0; k < prog.size(); ++k)
                        if (!(r.lockedMask & (1U << k)) && next < hand.size())
                            prog[k] = hand[next++];
                }
                e.note(Code::RandomProgram, i, -1, r.pos, Direction::North, kRegisterCount - lockedCount);
            }
            r.program = prog;
            if (plan && plan->program && (!r.options.empty() || !plan->decisions.empty())) {
                // The scenario gives the program: a Flywheel card goes back to the deck unused,
                // a Recompile still costs its damage point.
                optionsOnGivenProgram(e, i);
                optionsAfterProgramming(e, i, {});
                layCards(e, i, plan->hand, !plan->hand.empty());
            } else if (plan && !plan->decisions.empty()) {
                layCards(e, i, e.scratch().hand, true);
            }
        }
    }

    void orderRobots(Engine &e, std::vector<int> &order) const override
    {
        std::vector<int> &priority = e.scratch().priorities; // of order[k], beside it
        const auto count = static_cast<std::size_t>(e.robotCount());
        order.resize(count);
        priority.resize(count);
        // Through plain pointers: the vectors' own accessors reload their data at every step.
        int *const ord = order.data();
        int *const prio = priority.data();
        const int reg = e.reg();
        const auto slot = static_cast<std::size_t>(reg - 1);
        const bool radio = e.state().radioControl;
        // The deck's priorities are distinct multiples of 10 (10 to 840): a set of them, read
        // from the top, is the order without comparing robots (the comparisons of a sort are
        // the branches a processor cannot predict for random programs). Two alike, or one that
        // is no multiple of 10 below 1280 (hand-made scenarios), fall back to a stable sort.
        // (Bitwise operators instead of && and ||: one branch per robot, not one per test.)
        std::array<std::uint64_t, 2> seen{};
        std::array<int, 128> robotAt; // only the entries of `seen` are read
        bool distinct = true;
        std::size_t n = 0;
        for (int i = 0; i < static_cast<int>(count); ++i) {
            const auto &r = e.robot(i);
            const auto &card = r.program[slot];
            const bool controlled = radio & (r.radioControlledBy >= 0) & (reg >= r.radioFrom);
            if (r.destroyed | r.eliminated | r.poweredDown | !card.has_value() | controlled)
                continue;
            const int p = card->priority;
            ord[n] = i;
            prio[n++] = p;
            const auto u = static_cast<unsigned>(p); // a negative priority is out of range
            const unsigned q = u / 10;
            const unsigned at = q & 127U;            // in bounds; out of range falls back below
            const std::uint64_t bit = std::uint64_t{1} << (at & 63U);
            std::uint64_t &word = seen[at >> 6U];
            distinct &= (q < 128) & (q * 10 == u) & ((word & bit) == 0);
            word |= bit;
            robotAt[at] = i;
        }
        order.resize(n);
        if (!distinct)
            return stableByPriority(ord, prio, n);
        std::size_t k = 0;
        for (std::size_t w = seen.size(); w-- > 0;)
            for (std::uint64_t bits = seen[w]; bits != 0;) {
                const int b = 63 - std::countl_zero(bits);
                ord[k++] = robotAt[w * 64 + static_cast<std::size_t>(b)];
                bits &= ~(std::uint64_t{1} << b);
            }
    }
    // Higher priority first; equal priorities (only in hand-made scenarios) by robot order: a
    // stable insertion sort that never allocates (std::stable_sort does).
    static void stableByPriority(int *ord, int *prio, std::size_t n)
    {
        for (std::size_t m = 1; m < n; ++m) {
            const int i = ord[m];
            const int p = prio[m];
            std::size_t j = m;
            for (; j > 0 && prio[j - 1] < p; --j) {
                ord[j] = ord[j - 1];
                prio[j] = prio[j - 1];
            }
            ord[j] = i;
            prio[j] = p;
        }
    }

    // Radio Control: the robots a firer controls play its card right after it, in their own facing.
    void playCard(Engine &e, int robot) const override
    {
        e.executeCard(robot);
        if (!e.state().radioControl)
            return;
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        const auto card = e.robot(robot).program[slot];
        const auto paired = e.robot(robot).paired[slot];
        if (!card)
            return;
        for (int j = 0; j < e.robotCount(); ++j) {
            const auto &t = e.robot(j);
            if (t.radioControlledBy == robot && e.reg() >= t.radioFrom && e.inPlay(j) && !t.poweredDown) {
                e.noteCard(Code::RadioControlledCard, j, *card, robot);
                e.playCard(j, *card, paired);
            }
        }
    }

    void cardVolley(Engine &e) const override { optionVolley(e); }
    void decisionOffers(Engine &e, std::vector<DecisionOffer> &out) const override { optionOffers(e, out); }

    void damage(Engine &e, int robot, int amount, Code, bool immediate) const override
    {
        auto &r = e.robot(robot);
        if (!e.inPlay(robot) || amount <= 0)
            return;
        r.damage = std::min(kMaxDamage, r.damage + amount);
        if (immediate && r.damage >= kMaxDamage)
            destroy(e, robot, DestroyCause::Damage, Code::DestroyedByDamage);
    }

    void destroy(Engine &e, int robot, DestroyCause cause, Code why) const override
    {
        auto &r = e.robot(robot);
        if (!e.inPlay(robot))
            return;
        e.note(why, robot, -1, r.pos);
        e.removeRobot(robot);
        r.destroyed = true;
        r.cause = cause;
        r.destroyedOrder = ++e.state().destroyCounter;
        r.lives = std::max(0, r.lives - 1);
        if (!r.options.empty())
            e.loseOptionOnDestruction(robot);
        if (r.lives == 0) {
            r.eliminated = true;
            e.note(Code::Eliminated, robot, -1, r.pos);
        }
    }

    void checkpoints(Engine &e) const override
    {
        const BoardIndex &b = e.board();
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            if (!e.inPlay(i) || !b.contains(r.pos))
                continue;
            // Most robots stand on neither (one test that is mostly false).
            if (b.archiveSite(r.pos)) {
                if (r.archive != r.pos) {
                    e.note(Code::ArchiveMoved, i, -1, r.pos);
                    r.archive = r.pos;
                }
                if (const int cp = b.checkpointAt(r.pos); cp > 0)
                    e.touchCheckpoint(i, cp);
            }
            if (!r.options.empty() || e.decides(i))
                optionsInCheckpoints(e, i);
        }
        // The register ends here, for robots out of play as well.
        for (int i = 0; i < e.robotCount(); ++i)
            if (e.decides(i))
                e.voidUnusedDiscards(i);
        // Virtual robots become real once they end a register alone on their square.
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            if (r.isVirtual && e.inPlay(i) && e.countAt(r.pos) == 1) {
                r.isVirtual = false;
                e.note(Code::BecameReal, i, -1, r.pos);
            }
        }
    }

    void repairs(Engine &e) const override
    {
        const BoardIndex &b = e.board();
        for (int i = 0; i < e.robotCount(); ++i) {
            if (!e.inPlay(i))
                continue;
            auto &r = e.robot(i);
            // Mechanical Arm: a robot not on a site is repaired by the site it touches.
            Point site = r.pos;
            if (b.device(site).kind != DeviceKind::RepairSite && b.checkpointAt(site) == 0)
                if (const auto reach = repairSiteReached(e, i))
                    site = *reach;
            const Device &dev = b.device(site);
            const Decision *draw = e.decision(i, DecisionTime::EndOfTurn, DecisionUse::DrawOption);
            const bool wantsOption = r.doubleWrench == WrenchChoice::Option || draw;
            int repair = 0;
            bool option = false;
            bool drawAllowed = false;
            if (dev.kind == DeviceKind::RepairSite) {
                e.highlight(site);
                if (dev.wrenches >= 2 && e.options().repair2005) {
                    repair = 1;
                    option = true;
                } else if (dev.wrenches >= 2 && wantsOption) {
                    option = drawAllowed = true;
                } else {
                    repair = std::max(1, dev.wrenches);
                }
            } else if (b.checkpointAt(site) > 0 && e.options().flagRepairs) {
                repair = 1;
            } else if (dev.kind == DeviceKind::ChopShop && wantsOption) {
                option = drawAllowed = true;
            }
            if (draw) {
                if (!drawAllowed)
                    e.voidDecision(i, *draw, game::VoidReason::NotOnSite);
                else if (r.poweredDown)
                    e.voidDecision(i, *draw, game::VoidReason::PoweredDown);
                else
                    e.noteDecision(i, *draw);
            }
            repairDamage(e, i, repair);
            if (option && !r.poweredDown) // a powered-down robot takes no options (RULES.md 8.1)
                e.drawOptionCard(i);
        }
    }

    // Repairs `amount` points; a Fire Control token goes first (RULES.md 8.2, fire-control).
    static void repairDamage(Engine &e, int i, int amount)
    {
        auto &r = e.robot(i);
        if (amount > 0 && r.fireControlMask) {
            if (e.options().fireControlPrinted) {
                r.fireControlMask = 0; // the printed card: the lock ends at the next repair
            } else {
                r.fireControlMask = static_cast<std::uint8_t>(r.fireControlMask & (r.fireControlMask - 1));
            }
        }
        amount = std::min(amount, r.damage);
        if (amount > 0) {
            r.damage -= amount;
            e.note(Code::Repaired, i, -1, r.pos, Direction::North, amount);
        }
    }

    void cleanup(Engine &e) const override
    {
        // A robot announcing a power down remembers its program (rule option powered-down-lock).
        for (int i = 0; i < e.robotCount(); ++i)
            if (const TurnPlan *p = e.plan(i); p && p->powerDown && !e.robot(i).eliminated)
                e.robot(i).programBeforePowerDown = e.robot(i).program;
        // Registers locked by the damage the robot has now keep their card for next turn; the
        // others are discarded. A destroyed robot discards everything.
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            r.lockedMask = 0;
            if (!r.options.empty())
                optionsAtTurnEnd(e, i);
            if (r.destroyed)
                r.fireControlMask = 0;
            r.lockedMask = static_cast<std::uint8_t>(r.destroyed ? 0U : lockedRegisters(r));
            Program kept{}; // usually nothing is locked: no test per register
            for (unsigned m = r.lockedMask; m != 0; m &= m - 1)
                kept[static_cast<std::size_t>(std::countr_zero(m))] = r.program[static_cast<std::size_t>(std::countr_zero(m))];
            r.program = kept;
        }
        // Re-entry, in the order the robots were destroyed.
        // (A reused buffer and an insertion sort, stable like std::stable_sort: no allocation.)
        std::vector<int> &waiting = e.scratch().waiting;
        waiting.clear();
        for (int i = 0; i < e.robotCount(); ++i)
            if (e.robot(i).destroyed && !e.robot(i).eliminated)
                waiting.push_back(i);
        for (std::size_t k = 1; k < waiting.size(); ++k) {
            const int moving = waiting[k];
            std::size_t j = k;
            for (; j > 0 && e.robot(moving).destroyedOrder < e.robot(waiting[j - 1]).destroyedOrder; --j)
                waiting[j] = waiting[j - 1];
            waiting[j] = moving;
        }
        for (const int i : waiting) {
            auto &r = e.robot(i);
            Point at = r.archive;
            if (e.countAt(at) > 0) {
                at = alternativeSquare(e, r);
                e.note(Code::ReEntryMoved, i, -1, at);
            }
            r.destroyed = false;
            r.cause = DestroyCause::None;
            r.damage = kReentryDamage;
            optionsAtReentry(e, i, at); // a card may change that (also one lost at this destruction)
            r.lockedMask = 0;
            r.program = Program{};
            if (r.reentryFacing)
                r.facing = *r.reentryFacing;
            e.placeRobot(i, at);
            e.note(Code::ReEntered, i, -1, at, r.facing, r.damage);
            r.lostAtDestruction.reset();
        }
        for (int i = 0; i < e.robotCount(); ++i) {
            if (e.robot(i).eliminated)
                continue;
            if (const TurnPlan *p = e.plan(i); p && p->powerDown) {
                e.robot(i).announcedPowerDown = true;
                e.note(Code::PowerDownAnnounced, i, -1, e.robot(i).pos);
            }
            // After repairs and re-entry a card may power the robot down.
            if (!e.robot(i).options.empty())
                optionsAfterAnnouncements(e, i);
        }
    }

private:
    static Point alternativeSquare(Engine &e, const game::RobotState &r)
    {
        if (r.reentryAt && e.freeToPlace(*r.reentryAt))
            return *r.reentryAt;
        return e.freeSquareAround(r.archive);
    }

    static constexpr std::array<BoardStep, 6> kSteps{BoardStep::ExpressBelts, BoardStep::Belts, BoardStep::Currents,
                                                     BoardStep::Pushers, BoardStep::Gears, BoardStep::Crushers};
};

const ClassicRuleset kClassic;

} // namespace

const Ruleset &classicRuleset() { return kClassic; }

} // namespace rf::rules
