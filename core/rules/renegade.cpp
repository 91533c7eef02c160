// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 ruleset (RULES.md 6). Everything that moves a robot is the shared engine; this file
// decides what differs: decks and programs, the antenna order, SPAM, Again and Power Up, energy,
// checkpoints with an instant win, and reboots instead of destruction.
#include "rules/renegade.h"

#include "model/passage.h"
#include "rules/antenna.h"
#include "rules/cards.h"
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/engine.h"
#include "rules/rulebook.h"
#include "rules/renegadecards.h"
#include "rules/renegadedeck.h"
#include "rules/renegadeupgrades.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <numeric>

namespace rf::rules {

using namespace rf::model;

namespace {

constexpr int kMaxChain = 8; // damage cards drawing damage cards drawing Again... (bounded)

class RenegadeRuleset final : public Ruleset, private cards::CardPlayer {
public:
    RenegadeRuleset()
        : Ruleset(cards::edition2016Cards())
    {}
    std::string_view id() const override { return "edition-2016"; }
    const RulesetTraits &traits() const override
    {
        static constexpr RulesetTraits kTraits{
            .priorities = false, .powerDown = false, .lives = false, .deckPerRobot = true, .energy = true, .reboots = true,
            .antenna = true, .optionCards = false, .upgrades = true};
        return kTraits;
    }
    const Rulebook &rulebook() const override { return edition2016Rulebook(); }
    std::span<const Card> programCards() const override { return ownDeckCardKinds(); }
    std::span<const BoardStep> boardSteps() const override { return ownDeckBoardSteps(); }
    // Every card but the 2023 edition's Haywires (RULES.md 10.16).
    bool hasCard(CardKind k) const override { return !cardIsHaywire(k); }
    // Again repeats the register before it, so it cannot open a program (RULES.md 6).
    bool allowedInRegister(CardKind k, int reg) const override { return hasCard(k) && (k != CardKind::Again || reg > 1); }

    std::optional<ScenarioError> checkScenario(const Scenario &sc) const override
    {
        using Code = ScenarioError::Code;
        for (const ScenarioRobot &r : sc.robots) {
            for (std::size_t t = 0; t < r.turns.size(); ++t) {
                const auto &prog = r.turns[t].program;
                if (prog && (*prog)[0] && !allowedInRegister((*prog)[0]->kind, 1))
                    return ScenarioError{.code = Code::AgainInFirstRegister, .robot = r.name, .turn = static_cast<int>(t) + 1};
            }
            const Program *first = !r.turns.empty() && r.turns.front().program ? &*r.turns.front().program : nullptr;
            std::map<CardKind, int> programmed;
            if (first)
                for (const auto &c : *first)
                    if (c)
                        ++programmed[c->kind];
            if (r.deck) {
                int spam = programmed[cards::kDamagePoint.kind];
                for (const Card &c : *r.deck)
                    spam += cards::isDamagePoint(c.kind) ? 1 : 0;
                for (const Card &c : r.discard)
                    spam += cards::isDamagePoint(c.kind) ? 1 : 0;
                if (r.damage != 0 && r.damage != spam)
                    return ScenarioError{.code = Code::DeckDamageMismatch, .robot = r.name, .number = r.damage, .value = spam};
                continue;
            }
            // With the 2016 upgrades a robot may state its discard pile alone (RULES.md 9; the
            // draw pile is then empty).
            if (!r.discard.empty() && !usesUpgrades(sc))
                return ScenarioError{.code = Code::DiscardWithoutDeck, .robot = r.name};
            for (const auto &[kind, n] : programmed) {
                // Special and damage cards in a program belong to the robot besides its deck.
                if (!cards::isDamagePoint(kind) && renegadeDeckCount(kind) == 0)
                    continue;
                const int owned = cards::isDamagePoint(kind) ? r.damage : renegadeDeckCount(kind);
                if (n > owned)
                    return ScenarioError{.code = Code::ProgramsUnownedCards, .robot = r.name, .text = std::string(cardKindName(kind)), .number = n, .value = owned};
            }
        }
        return std::nullopt;
    }

    void deal(Engine &e) const override
    {
        // The round's upgrade state is reset only in games with upgrades: nothing sets it in
        // others (issue 28: 0.2 M instructions per 100 plain games).
        const bool upgrades = e.upgradesInGame();
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            if (r.eliminated)
                continue;
            r.rebooted = false;
            r.poweredDown = false;
            r.announcedPowerDown = false;
            r.lockedMask = 0;
            r.played = Program{};
            if (upgrades) {
                r.damagePicks = 0;
                for (auto &u : r.upgrades)
                    u.usedThisRound = false;
                if (e.state().programming) {
                    programmingPhase(e, i);
                    continue;
                }
            }
            const TurnPlan *plan = e.plan(i);
            const bool stated = plan && plan->program;
            if (e.turn() == 1)
                setUpDeck(e, i, stated ? &*plan->program : nullptr);
            Program prog{};
            if (stated) {
                // At turn 1 the stated program's cards were set aside when the deck was built;
                // later they come out of the robot's piles.
                for (std::size_t k = 0; k < prog.size(); ++k) {
                    const auto &c = (*plan->program)[k];
                    if (!c)
                        continue;
                    if (e.turn() == 1 || takeCardOfKind(r.deck, c->kind) || takeCardOfKind(r.discard, c->kind))
                        prog[k] = Card{c->kind, 0, c->choice};
                    else
                        e.noteCard(Code::CardNotInDeck, i, *c, static_cast<int>(k) + 1);
                }
            } else {
                std::vector<Card> &hand = e.scratch().hand; // reused: dealing runs every turn
                hand.clear();
                if (plan && !plan->hand.empty()) {
                    for (const Card &c : plan->hand)
                        if (e.turn() == 1 || takeCardOfKind(r.deck, c.kind) || takeCardOfKind(r.discard, c.kind))
                            hand.push_back(Card{c.kind, 0});
                } else {
                    // What the deck holds off its top in one go, then card by card through the
                    // reshuffle (the same cards in the same order as drawing each).
                    const auto now = std::min(r.deck.size(), static_cast<std::size_t>(kRenegadeHandSize));
                    takeTop(r.deck, now, hand);
                    for (auto k = now; k < static_cast<std::size_t>(kRenegadeHandSize); ++k)
                        if (const auto c = e.drawOwnCard(i))
                            hand.push_back(*c);
                }
                e.note(Code::CardsDealt, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
                e.noteHand(i, hand);
                e.state().rng.shuffle(std::span<Card>(hand));
                // Again cannot open a program: the first other card takes register 1.
                const auto opener = std::find_if(hand.begin(), hand.end(), [](const Card &c) { return c.kind != CardKind::Again; });
                if (opener != hand.end())
                    std::iter_swap(hand.begin(), opener);
                std::size_t next = 0;
                for (std::size_t k = 0; k < prog.size() && next < hand.size(); ++k) {
                    if (k == 0 && hand[next].kind == CardKind::Again)
                        continue;
                    prog[k] = hand[next++];
                }
                // The cards not programmed go to the discard pile.
                r.discard.insert(r.discard.end(), hand.begin() + static_cast<std::ptrdiff_t>(next), hand.end());
                e.note(Code::RandomProgram, i, -1, r.pos, Direction::North, static_cast<int>(next));
            }
            r.program = prog;
        }
        if (e.options().damageWhenProgrammed && e.upgradesInGame())
            damageWhenProgrammed(e);
    }

    // damage-when-programmed (RULES.md 9.7): Trojan Horse, Worm and Virus act at the end of the
    // programming phase, register by register; they stay in their register, which plays
    // nothing, and go back to their piles at the end of the round.
    void damageWhenProgrammed(Engine &e) const
    {
        for (std::size_t k = 0; k < kRegisterCount; ++k)
            for (int i = 0; i < e.robotCount(); ++i)
                if (const auto c = e.robot(i).program[k]; c && e.inPlay(i) && cards::actsWhenProgrammed(e, c->kind))
                    if (const cards::CardUnit *card = cards().program(c->kind); card && card->damaged)
                        card->damaged(e, i);
    }

    void orderRobots(Engine &e, std::vector<int> &order) const override
    {
        order.clear();
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        for (int i = 0; i < e.robotCount(); ++i)
            if (e.inPlay(i) && !e.robot(i).rebooted && (e.robot(i).program[slot] || (e.upgradesInGame() && e.decides(i))))
                order.push_back(i);
        orderByAntenna(e, order);
        if (e.upgradesInGame())
            upgradeOrder(e, order);
    }

    void playCard(Engine &e, int i) const override
    {
        if (e.upgradesInGame()) [[unlikely]] {
            playWithUpgrades(e, i);
            return;
        }
        playOwnCard(e, i);
    }

    // playCard when the game has upgrades. Not inlined: the plain path (every register of every
    // robot) then pays no call of its own for playOwnCard.
    [[gnu::noinline]] void playWithUpgrades(Engine &e, int i) const
    {
        // The 2016 upgrades at the start of the robot's activation (RULES.md 9.6).
        if (e.decides(i) && upgradesBeforeCard(e, i))
            return;
        playOwnCard(e, i);
        if (e.decides(i) && replaysCard(e, i)) {
            // Hack: the register's program once more (after a damage card, the card played in
            // its place).
            const auto slot = static_cast<std::size_t>(e.reg() - 1);
            if (const auto c = e.robot(i).program[slot]; c && e.inPlay(i)) {
                if (c->kind == CardKind::Again)
                    again(e, i, 0);
                else
                    resolve(e, i, *c, 0);
            }
        }
        upgradesAfterCard(e, i);
    }

    // Inline in playCard (issue 28): every register of every robot comes here, and a call of
    // its own was 0.5 M instructions per 100 plain games.
    [[gnu::always_inline]] void playOwnCard(Engine &e, int i) const
    {
        auto &r = e.robot(i);
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (!e.inPlay(i) || !r.program[slot])
            return;
        const Card card = *r.program[slot];
        if (isDamageCard(card.kind)) {
            // The damage card goes back to its pile; the top card of the deck is usually played
            // in its place (and discarded with the register at the end of the turn).
            r.program[slot].reset();
            r.played[slot] = card;
            playOwnDamage(e, i, card.kind);
            return;
        }
        r.played[slot] = card;
        if (card.kind == CardKind::Again) {
            again(e, i, 0);
            return;
        }
        resolve(e, i, card, 0);
    }

    void cardVolley(Engine &e) const override
    {
        // With upgrades in the game, their volley; else a game whose plans hold decisions (for
        // no card of this edition) plays the volley that takes decisions.
        if (e.upgradesInGame())
            upgradeVolley(e);
        else
            optionVolley(e);
    }
    void registerStart(Engine &e) const override { upgradesAtRegisterStart(e); }
    void pushedByMover(Engine &e, int mover, int pushed, int squares) const override { upgradePushEffects(e, mover, pushed, squares); }
    void upgradeShopStep(Engine &e, std::vector<int> &buyers) const override { upgradeShop(e, buyers); }
    void upgradePurchaseStep(Engine &e, int robot) const override { upgradePurchase(e, robot); }
    void decisionOffers(Engine &e, std::vector<DecisionOffer> &out) const override
    {
        if (e.upgradesInGame())
            upgradeOffers(e, out);
    }

    void damage(Engine &e, int robot, int amount, Code, bool) const override
    {
        if (!e.inPlay(robot) || amount <= 0)
            return;
        cards::takeDamagePoints(e, robot, amount);
    }

    void destroy(Engine &e, int robot, DestroyCause cause, Code why) const override
    {
        // Damage never destroys a robot in the 2016 edition: it only clogs its deck.
        if (cause == DestroyCause::Damage || !e.inPlay(robot))
            return;
        auto &r = e.robot(robot);
        e.note(why, robot, -1, r.pos);
        e.removeRobot(robot);
        r.destroyed = true;
        r.cause = cause;
        r.rebootPending = true;
        e.scratch().rebootsMayBePending = true;
        r.destroyedOrder = ++e.state().destroyCounter;
        // Its remaining registers are cancelled (their cards are discarded at the end of the turn).
        for (std::size_t k = static_cast<std::size_t>(std::max(0, e.reg() - 1)); k < r.program.size(); ++k) {
            if (r.program[k])
                r.discard.push_back(*r.program[k]);
            r.program[k].reset();
        }
    }

    bool actsAfterSubstep() const override { return true; }
    void afterSubstep(Engine &e) const override
    {
        // Robots that fell are placed on their reboot point, in the order they fell; a robot
        // pushed into a pit by a reboot reboots in turn.
        if (e.scratch().rebootsMayBePending)
            rebootFallen(e); // not nearly every substep: a call keeps this path short
    }

    // Places the robots that fell, in the order they fell (see afterSubstep).
    [[gnu::noinline]] static void rebootFallen(Engine &e)
    {
        bool &mayBePending = e.scratch().rebootsMayBePending;
        // Hover Unit: a robot that ends a movement over a pit falls (RULES.md 9.5).
        if (e.upgradesInGame())
            for (int i = 0; i < e.robotCount(); ++i)
                if (e.inPlay(i) && e.board().contains(e.robot(i).pos) && e.board().entry(e.robot(i).pos) == Entry::Pit)
                    e.destroy(i, DestroyCause::Pit, Code::FellIntoPit);
        for (int guard = 0; guard <= e.robotCount() * 2; ++guard) {
            int next = -1;
            for (int i = 0; i < e.robotCount(); ++i)
                if (e.robot(i).rebootPending && (next < 0 || e.robot(i).destroyedOrder < e.robot(next).destroyedOrder))
                    next = i;
            if (next < 0) {
                mayBePending = false;
                return;
            }
            reboot(e, next);
        }
        const auto &robots = e.state().robots; // the guard ran out: look again after the next substep
        mayBePending = std::ranges::any_of(robots, [](const game::RobotState &r) { return r.rebootPending; });
    }

    void checkpoints(Engine &e) const override
    {
        const BoardIndex &b = e.board();
        // Only robots on an energy space or a checkpoint act here, and only they are put in
        // antenna order (the same order among them as among all; usually there are none).
        std::vector<int> &order = e.scratch().antennaOrder; // reused: this runs every register
        order.clear();
        for (int i = 0; i < e.robotCount(); ++i) {
            const Point p = e.robot(i).pos;
            if (e.inPlay(i) && b.contains(p) && (b.device(p).kind == DeviceKind::EnergySpace || b.checkpointAt(p) > 0))
                order.push_back(i);
        }
        if (order.size() > 1)
            orderByAntenna(e, order);
        // Energy spaces, then checkpoints (RULES.md 6).
        auto &emptied = e.state().emptiedEnergy;
        for (const int i : order) {
            auto &r = e.robot(i);
            if (b.device(r.pos).kind != DeviceKind::EnergySpace)
                continue;
            const bool full = std::find(emptied.begin(), emptied.end(), r.pos) == emptied.end();
            if (full)
                emptied.push_back(r.pos);
            if (full || e.reg() == kRegisterCount) {
                ++r.energy;
                e.highlight(r.pos);
                e.note(Code::EnergyTaken, i, -1, r.pos, Direction::North, r.energy);
            }
        }
        for (const int i : order)
            if (const int cp = b.checkpointAt(e.robot(i).pos); cp > 0)
                e.touchCheckpoint(i, cp);
        // The register ends here, for robots out of play as well.
        if (e.state().upgradesInGame)
            for (int i = 0; i < e.robotCount(); ++i)
                e.voidUnusedUpgradeDecisions(i);
    }

    void repairs(Engine &) const override
    {
        // No repairs in the 2016 edition: SPAM cards leave a deck only by being played.
    }

    void cleanup(Engine &e) const override
    {
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            for (auto &c : r.program) {
                if (c && cards::actsWhenProgrammed(e, c->kind))
                    cards::returnDamageCard(e, c->kind); // acted when programmed: back to its pile
                else if (c)
                    r.discard.push_back(*c);
                c.reset();
            }
            r.discard.insert(r.discard.end(), r.spent.begin(), r.spent.end());
            r.spent.clear();
            r.played = Program{};
            r.lockedMask = 0;
        }
        afterSubstep(e);
    }

private:
    // A damage card acts (RULES.md 9.7) and goes back to its pile; then, except after a Worm,
    // the top card of the deck is played in its place: the register's card when `own`, else a
    // card spent this turn.
    // Inline in resolve and in playOwnDamage: SPAM is played thousands of times a game by random
    // programs, and one call of its own with all these arguments cost 3 % of a renegade game.
    [[gnu::always_inline]] void playDamage(Engine &e, int i, CardKind kind, int depth, bool own) const
    {
        auto &r = e.robot(i);
        if (own && cards::actsWhenProgrammed(e, kind)) {
            // It acted when programmed: the register plays nothing; the card stays there.
            r.program[static_cast<std::size_t>(e.reg() - 1)] = Card{kind, 0};
            return;
        }
        if (cards::isDamagePoint(kind)) {
            // The common card, kept off the calls below (random programs play many).
            r.damage = std::max(0, r.damage - 1);
            if (e.upgradesInGame())
                cards::returnDamageCard(e, kind);
        } else {
            cards::returnDamageCard(e, kind);
            if (const cards::CardUnit *card = cards().program(kind); card && card->damaged && !card->damaged(e, i))
                return;
        }
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        const auto top = e.drawOwnCard(i);
        if (!top)
            return;
        e.noteCard(Code::DamageCardPlayed, i, *top);
        if (own)
            r.program[slot] = *top;
        else
            r.spent.push_back(*top);
        resolve(e, i, *top, depth + (own ? 0 : 1));
    }

    // The register's own damage card: playDamage inline in a call of its own. Inline in
    // playCard, its registers made every card played save six registers instead of three
    // (issue 28: 0.4 M instructions per 100 plain games).
    [[gnu::noinline]] void playOwnDamage(Engine &e, int i, CardKind kind) const
    {
        playDamage(e, i, kind, 0, true);
    }

    // The card library's program cards in their edition's play (cards::CardPlayer).
    void playInstead(Engine &e, int i, const Card &card, int depth) const override { resolve(e, i, card, depth); }
    void repeatPrevious(Engine &e, int i, int depth) const override { again(e, i, depth); }

    // Plays a card that is not the register's own damage card.
    void resolve(Engine &e, int i, const Card &card, int depth) const
    {
        auto &r = e.robot(i);
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (depth > kMaxChain || !e.inPlay(i))
            return;
        if (isDamageCard(card.kind)) {
            // A damage card drawn to replace another is played the same way.
            if (r.program[slot] && isDamageCard(r.program[slot]->kind))
                r.program[slot].reset();
            playDamage(e, i, card.kind, depth, false);
            return;
        }
        switch (card.kind) {
        case CardKind::Again: again(e, i, depth + 1); return;
        case CardKind::PowerUp:
            ++r.energy;
            e.note(Code::PowerUp, i, -1, r.pos, Direction::North, r.energy);
            return;
        default: break;
        }
        // A special programming card (RULES.md 9.7): the library plays it. Tested after the
        // base deck's kinds, which random programs play far more often.
        if (!cardIsClassic(card.kind)) {
            if (const cards::CardUnit *special = cards().program(card.kind); special && special->play) {
                e.noteCard(Code::SpecialCardPlayed, i, card);
                special->play(e, i, card, depth, *this);
                return;
            }
        }
        // The shared engine plays the register's card: lend it this one for the move.
        const std::optional<Card> own = r.program[slot];
        const bool wasPending = r.rebootPending;
        const std::size_t mark = r.discard.size();
        r.program[slot] = card;
        e.executeCard(i);
        auto &after = e.robot(i);
        if (!wasPending && after.rebootPending) {
            // destroy() discarded the cancelled registers with the lent card among them (damage
            // taken on the way adds only SPAM): the register's own card goes there instead.
            const auto lent = std::find(after.discard.begin() + static_cast<std::ptrdiff_t>(mark), after.discard.end(), card);
            if (lent != after.discard.end()) {
                if (own)
                    *lent = *own;
                else
                    after.discard.erase(lent);
            }
        } else {
            after.program[slot] = own;
        }
    }

    // Again repeats the previous register; after a damage card it plays the deck's top card.
    void again(Engine &e, int i, int depth) const
    {
        auto &r = e.robot(i);
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (slot == 0 || !r.played[slot - 1] || depth > kMaxChain)
            return;
        const Card previous = *r.played[slot - 1];
        r.played[slot] = previous;
        if (isDamageCard(previous.kind)) {
            const auto top = e.drawOwnCard(i);
            if (!top)
                return;
            e.noteCard(Code::AgainRepeats, i, previous, static_cast<int>(slot));
            e.noteCard(Code::DamageCardPlayed, i, *top);
            r.spent.push_back(*top);
            resolve(e, i, *top, depth + 1);
            return;
        }
        e.noteCard(Code::AgainRepeats, i, previous, static_cast<int>(slot));
        resolve(e, i, previous, depth + 1);
    }

    static void reboot(Engine &e, int i)
    {
        const BoardIndex &b = e.board();
        auto &r = e.robot(i);
        r.rebootPending = false;
        // The board it was on: the cell it fell on, or the edge cell it left the board from.
        const Point last{std::clamp(r.pos.x, 0, b.width() - 1), std::clamp(r.pos.y, 0, b.height() - 1)};
        const int board = b.placementAt(last);
        std::optional<Point> token;
        for (const Point t : b.rebootTokens())
            if (b.placementAt(t) == board) {
                token = t;
                break;
            }
        Point target = token ? *token : r.archive;
        if (const int occupant = e.obstacleAt(target, i); occupant >= 0) {
            bool freed = false;
            if (token) {
                const Direction arrow = b.device(*token).dir;
                e.note(Code::RebootPushed, occupant, i, step(target, arrow), arrow);
                freed = e.pushStep(occupant, arrow, 0, false) != Engine::StepResult::Blocked;
            }
            if (!freed)
                target = freeNeighbour(e, target, token ? b.device(*token).dir : Direction::North, i);
        }
        r.destroyed = false;
        r.cause = DestroyCause::None;
        r.rebooted = true;
        if (r.reentryFacing)
            r.facing = *r.reentryFacing;
        e.placeRobot(i, target);
        // Firewall and the Reboot upgrade: no SPAM at this reboot (RULES.md 9.5, 9.6).
        const int spam = cards::anyUpgradeWith(e, i, &cards::CardUnit::freeReboot) || r.freeReboot ? 0 : kRebootDamage;
        cards::takeDamagePoints(e, i, spam);
        r.freeReboot = false;
        e.highlight(target);
        e.note(Code::Rebooted, i, -1, target, r.facing, spam);
    }

    // When the reboot point cannot be freed: the first usable neighbour clockwise from `from`.
    static Point freeNeighbour(Engine &e, Point p, Direction from, int self)
    {
        const BoardIndex &b = e.board();
        for (int k = 0; k < 4; ++k) {
            const Point n = step(p, turnRight(from, k));
            if (b.contains(n) && e.obstacleAt(n, self) < 0 && mayStand(b.cell(n)))
                return n;
        }
        return p;
    }

};

const RenegadeRuleset kRenegade;

} // namespace

const Ruleset &renegadeRuleset() { return kRenegade; }

} // namespace rf::rules
