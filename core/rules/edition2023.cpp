// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 ruleset (RULES.md 10). Everything that moves a robot is the shared engine; this file
// decides what differs: the priority token and its order, programming with damage kept in hand,
// SPAM, Again and the Haywires in the registers, the shared damage deck, rebooting off the board
// with re-entry in register 1, shutdown, checkpoints and the end of the round.
#include "rules/edition2023.h"

#include "model/passage.h"
#include "rules/cards.h"
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/edition2023upgrades.h"
#include "rules/cards/damage/damagepoint.h"
#include "rules/engine.h"
#include "rules/renegadedeck.h"
#include "rules/rulebook.h"

#include <algorithm>
#include <array>
#include <utility>

namespace rf::rules {

using namespace rf::model;

namespace {

// How many cards a chain of replacements (SPAM, Again in register 1, RULES.md 10.6) may draw
// before it is known to go round for ever: the draw pile once, the reshuffled discard pile once,
// and the card that started it. Past that every card the robot could draw is an Again in
// register 1 going back to its own discard pile, and nothing is played (docs/rules.md).
int chainLimit(const game::RobotState &r)
{
    return 2 * static_cast<int>(r.deck.size() + r.discard.size()) + 2;
}

class Edition2023Ruleset final : public Ruleset, private cards::CardPlayer {
public:
    Edition2023Ruleset()
        : Ruleset(cards::edition2023Cards())
    {}
    std::string_view id() const override { return "edition-2023"; }
    const RulesetTraits &traits() const override
    {
        static constexpr RulesetTraits kTraits{.priorities = false, .powerDown = false, .lives = false, .deckPerRobot = true, .energy = true,
                                               .reboots = true, .antenna = false, .optionCards = false, .upgrades = false,
                                               .priorityToken = true, .damageDeck = true, .shutdown = true, .upgradeCollection = true,
                                               .startingEnergy = 3}; // RULES.md 10.2
        return kTraits;
    }
    const Rulebook &rulebook() const override { return edition2023Rulebook(); }
    std::span<const Card> programCards() const override { return ownDeckCardKinds(); }
    std::span<const BoardStep> boardSteps() const override { return ownDeckBoardSteps(); } // as the 2016 edition (RULES.md 10.1)
    // The base deck, SPAM and the Haywires the edition's library plays (RULES.md 10.2, 10.16).
    bool hasCard(CardKind k) const override
    {
        return static_cast<int>(k) < kRenegadeCardKindCount || (cardIsHaywire(k) && cards().program(k) != nullptr);
    }
    // Again may open a program: it then acts like a SPAM (RULES.md 10.6).
    bool allowedInRegister(CardKind k, int) const override { return hasCard(k); }

    std::optional<ScenarioError> checkScenario(const Scenario &sc) const override
    {
        // A Haywire lying in a register or in the damage deck must be one the edition plays.
        auto unplayed = [&](CardKind k) { return cardIsHaywire(k) && !cards().program(k); };
        for (const ScenarioRobot &r : sc.robots)
            for (std::size_t k = 0; k < r.haywires.size(); ++k)
                if (r.haywires[k] && unplayed(*r.haywires[k]))
                    return ScenarioError{.code = ScenarioError::Code::CardNotInRuleset, .robot = r.name, .other = std::string(id()),
                                         .text = std::string(cardKindName(*r.haywires[k])), .turn = 1, .reg = static_cast<int>(k) + 1};
        // A seeded deck leaves out the Haywires not played yet (setUpDamageDeck).
        std::vector<CardKind> deck = sc.damageDeck;
        deck.insert(deck.end(), sc.damageDiscard.begin(), sc.damageDiscard.end());
        for (const CardKind k : deck)
            if (unplayed(k))
                return ScenarioError{.code = ScenarioError::Code::CardNotInRuleset, .other = std::string(id()), .text = std::string(cardKindName(k))};
        return std::nullopt;
    }

    void setUp(const Scenario &sc, const RuleOptions &options, game::GameState &st) const override
    {
        st.tokenHolder = 0;
        for (std::size_t i = 0; i < sc.robots.size(); ++i)
            if (sc.robots[i].name == sc.priorityToken)
                st.tokenHolder = static_cast<int>(i);
        setUpDamageDeck(sc, st);
        for (std::size_t i = 0; i < sc.robots.size() && i < st.robots.size(); ++i) {
            const ScenarioRobot &r = sc.robots[i];
            game::RobotState &rs = st.robots[i];
            // A Lighter Game has no energy and no upgrades (RULES.md 10.17): what the scenario
            // states of them stays in the file but is not played (docs/rules.md).
            rs.energy = options.lighterGame ? 0 : std::clamp(r.energy.value_or(traits().startingEnergy), 0, kEdition2023MaxEnergy);
            if (options.lighterGame)
                rs.upgrades.clear();
            rs.haywires = r.haywires;
            rs.dealtPiles = rs.dealtPiles || (!r.turns.empty() && !r.turns.front().hand.empty());
            if (r.rebooting) {
                // Off the board since the last round: it re-enters on the token at `at`.
                rs.destroyed = true;
                rs.reentering = true;
                // With Dynamic Archiving it re-enters on its archive (RULES.md 10.9 step 6).
                rs.reentryAt = options.dynamicArchiving ? rs.archive : r.at;
                rs.reentryFacing = r.facing;
            }
        }
        if (!options.lighterGame)
            setUpEdition2023Upgrades(sc, st);
    }

    void playedBoard(Board &board, const RuleOptions &options) const override
    {
        if (options.lessDeadlyGame)
            walledEdges(board);
        if (!options.checkpointElementsActive)
            inertCheckpoints(board);
    }

    // In A Less Deadly Game the board edges stop robots as walls do (RULES.md 10.7, 10.17); a
    // beam that reaches them ends there, as it would leaving the board.
    static void walledEdges(Board &board)
    {
        const Size size = board.size();
        std::vector<EdgeFeature> walls;
        auto wall = [&](EdgePos at) {
            if (!board.hasWall(at))
                walls.push_back(EdgeFeature{.pos = at, .kind = EdgeKind::Wall});
        };
        for (int x = 0; x < size.width; ++x) {
            wall(EdgePos::of({x, 0}, Direction::North));
            wall(EdgePos::of({x, size.height - 1}, Direction::South));
        }
        for (int y = 0; y < size.height; ++y) {
            wall(EdgePos::of({0, y}, Direction::West));
            wall(EdgePos::of({size.width - 1, y}, Direction::East));
        }
        board.addEdgeFeatures(std::move(walls));
    }

    // On a checkpoint's square only walls and lasers act (RULES.md 10.7): the belt, gear,
    // battery or push panel printed there does nothing.
    static void inertCheckpoints(Board &board)
    {
        for (const Marker *m : board.markersOf(MarkerKind::Checkpoint)) {
            if (!board.contains(m->at))
                continue;
            const DeviceKind k = board.cell(m->at).device.kind;
            if (k == DeviceKind::Belt || k == DeviceKind::Gear || k == DeviceKind::Battery)
                board.clearDevice(m->at);
            std::vector<ElementId> panels;
            for (const EdgeFeature &f : board.edgeFeatures()) {
                if (f.kind != EdgeKind::Pusher)
                    continue;
                const Point a = f.pos.before();
                const Point pushed = step(a, f.dir) == f.pos.after() ? f.pos.after() : a;
                if (pushed == m->at)
                    panels.push_back(f.id);
            }
            for (const ElementId id : panels)
                board.removeEdgeFeature(id);
        }
    }

    void deal(Engine &e) const override
    {
        for (int i = 0; i < e.robotCount(); ++i)
            programRobot(e, i);
        shutdowns(e);
    }

    void orderRobots(Engine &e, std::vector<int> &order) const override
    {
        game::GameState &st = e.state();
        // A token taken during the last register orders the robots from this one on (RULES.md 10.3).
        if (st.nextTokenHolder >= 0) {
            st.tokenHolder = st.nextTokenHolder;
            st.nextTokenHolder = -1;
        }
        order.clear();
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        for (int n = 0; n < e.robotCount(); ++n) {
            const int i = (st.tokenHolder + n) % e.robotCount();
            const auto &r = e.robot(i);
            if ((e.reg() == 1 && r.reentering) || (e.inPlay(i) && !r.shutDown && r.program[slot]))
                order.push_back(i);
        }
    }

    void playCard(Engine &e, int i) const override
    {
        auto &r = e.robot(i);
        if (r.reentering) {
            if (e.reg() != 1)
                return;
            reenter(e, i);
        }
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (!e.inPlay(i) || r.shutDown || !r.program[slot])
            return;
        // The upgrades used "any time" by a decision for this register act at the robot's turn,
        // before its card (docs/rules.md); then the movement upgrades used before it.
        edition2023UpgradeUses(e, i, DecisionTime::Register, nullptr);
        // Step (b): Abort Switch and Lucky Booster may replace the revealed card (RULES.md 10.5).
        if (cards::mayAct(e, i, cards::Hook::beforeCard))
            for (const cards::CardUnit *card : cards().with(cards::Hook::beforeCard))
                if (e.inPlay(i))
                    card->beforeCard(e, i);
        const bool magnets = e.anyDecisions() && !cards::library(e).with(cards::Hook::otherCard).empty();
        if (magnets)
            neighbours(e, i, e.scratch().cardNeighbours);
        edition2023Moves(e, i, true);
        if (e.inPlay(i)) { // a move before the card may have taken it off the board
            Scratch &s = e.scratch();
            s.cardMover = i;
            s.cardSteps.clear();
            s.cardPushedAll.clear();
            s.cardPushed.clear();
            s.spiked.clear();
            s.spikesOnce = true;
            resolve(e, i, *r.program[slot], 0, chainLimit(r));
            s.cardMover = -1;
            s.spikesOnce = false;
            if (magnets)
                afterOtherCard(e, i);
        }
        edition2023Moves(e, i, false);
        voidUnusedChoices(e, i);
    }

    void cardVolley(Engine &e) const override { edition2023Volley(e); }
    void registerStart(Engine &e) const override
    {
        // The register's marks: no Deflector Shield raised, no U-turn made (RULES.md 10.14).
        for (int i = 0; i < e.robotCount(); ++i) {
            e.robot(i).deflecting = false;
            e.robot(i).uTurned = false;
        }
    }
    // The upgrade phase (RULES.md 10.12): robot by robot in priority order.
    void upgradeShopStep(Engine &e, std::vector<int> &order) const override { edition2023UpgradeOrder(e, order); }
    void upgradePurchaseStep(Engine &e, int robot) const override { edition2023UpgradeTurn(e, robot); }
    void decisionOffers(Engine &e, std::vector<DecisionOffer> &out) const override { edition2023Offers(e, out); }

    void damage(Engine &e, int robot, int amount, Code why, bool immediate) const override
    {
        if (!e.inPlay(robot) || amount <= 0)
            return;
        if (isWeaponDamage(why) && e.decides(robot) && deflects(e, robot)) {
            e.note(Code::DamageDeflected, robot, -1, e.robot(robot).pos, Direction::North, amount);
            return;
        }
        if (immediate) {
            drawDamage(e, robot, amount);
            return;
        }
        // A volley's damage is drawn when the volley is over, robot by robot in priority order,
        // in two steps: board lasers, then robot weapons (RULES.md 10.8).
        auto &pending = why == Code::LaserHit ? e.scratch().pendingDraws : e.scratch().pendingWeaponDraws;
        pending.resize(static_cast<std::size_t>(e.robotCount()), 0);
        pending[static_cast<std::size_t>(robot)] += amount;
    }

    void destroy(Engine &e, int i, DestroyCause cause, Code why) const override
    {
        // Damage never destroys a robot; pits and the board edge make it reboot (RULES.md 10.9).
        if (cause == DestroyCause::Damage || !e.inPlay(i))
            return;
        rebootOffBoard(e, i, cause, why);
    }

    bool actsAfterSubstep() const override { return true; }
    void afterSubstep(Engine &e) const override { drawPendingDamage(e); }

    void checkpoints(Engine &e) const override
    {
        // End of the register (RULES.md 10.5 step 5): batteries, then checkpoints, robot by robot
        // in priority order; a shut-down robot gains and takes nothing.
        const BoardIndex &b = e.board();
        const int holder = e.state().tokenHolder;
        for (int n = 0; n < e.robotCount() && !e.options().lighterGame; ++n) { // no energy in A Lighter Game
            const int i = (holder + n) % e.robotCount();
            auto &r = e.robot(i);
            if (!e.inPlay(i) || r.shutDown || !b.contains(r.pos) || b.device(r.pos).kind != DeviceKind::Battery)
                continue;
            r.energy = std::min(r.energy + 1, kEdition2023MaxEnergy);
            e.highlight(r.pos);
            e.note(Code::BatteryCharged, i, -1, r.pos, Direction::North, r.energy);
        }
        for (int n = 0; n < e.robotCount(); ++n) {
            const int i = (holder + n) % e.robotCount();
            const auto &r = e.robot(i);
            if (!e.inPlay(i) || r.shutDown || !b.contains(r.pos))
                continue;
            if (const int cp = b.checkpointAt(r.pos); cp > 0) {
                const int before = r.flags;
                e.touchCheckpoint(i, cp);
                // Self-Diagnostics acts when the robot takes it (RULES.md 10.14).
                if (r.flags > before && cards::mayAct(e, i, cards::Hook::checkpoint))
                    for (const cards::CardUnit *card : cards().with(cards::Hook::checkpoint))
                        card->checkpoint(e, i);
            }
        }
        if (e.options().dynamicArchiving)
            moveArchives(e);
        // Upgrade decisions of this register that no rule took or voided are void (never-arose).
        if (e.anyDecisions())
            for (int i = 0; i < e.robotCount(); ++i)
                e.voidUnusedUpgradeDecisions(i);
    }

    void repairs(Engine &) const override
    {
        // No repairs: damage cards leave a robot only through the damage discard pile.
    }

    void cleanup(Engine &e) const override
    {
        // The end of the round (RULES.md 10.11): register cards go, face-down Haywires stay,
        // shutdowns end, the token passes.
        for (int i = 0; i < e.robotCount(); ++i) {
            auto &r = e.robot(i);
            for (auto &c : r.program) {
                if (c && (cardIsHaywire(c->kind) || c->kind == cards::kDamagePoint.kind))
                    discardDamage(e, c->kind);
                else if (c)
                    r.discard.push_back(*c);
                c.reset();
            }
            discardPaired(r);
            r.discard.insert(r.discard.end(), r.spent.begin(), r.spent.end());
            r.spent.clear();
            r.played = Program{};
            r.shutDown = false;
            // The upgrade hw-install put in goes to the upgrade discard pile (RULES.md 10.11).
            if (const auto id = std::exchange(r.haywireInstalled, std::nullopt)) {
                const auto it = std::ranges::find(r.upgrades, *id, &HeldUpgrade::id);
                if (it != r.upgrades.end()) {
                    r.upgrades.erase(it);
                    e.state().upgradeDiscard.push_back(*id);
                    e.noteUpgrade(Code::UpgradeUninstalled, i, *id);
                }
            }
        }
        game::GameState &st = e.state();
        if (st.nextTokenHolder >= 0) {
            st.tokenHolder = st.nextTokenHolder;
            st.nextTokenHolder = -1;
        }
        if (st.tokenStays) {
            st.tokenStays = false;
        } else if (e.robotCount() > 0) {
            st.tokenHolder = (st.tokenHolder + 1) % e.robotCount();
            e.note(Code::TokenPassed, st.tokenHolder);
        }
    }

private:
    // Laser and weapon damage, which a Deflector Shield stops (RULES.md 10.14).
    static bool isWeaponDamage(Code why)
    {
        return why == Code::LaserHit || why == Code::RobotLaserHit || why == Code::RearLaserHit || why == Code::RailGunShot ||
               why == Code::HowitzerFired;
    }
    static bool deflects(Engine &e, int i)
    {
        for (const cards::CardUnit *card : cards::library(e).with(cards::Hook::deflects))
            if (card->deflects(e, i))
                return true;
        return false;
    }

    // --- Programming (RULES.md 10.4). ---
    void programRobot(Engine &e, int i) const
    {
        auto &r = e.robot(i);
        if (r.eliminated)
            return;
        r.played = Program{};
        r.damageRegisters = 0;
        if (!r.reentering)
            r.rebooted = false;
        const TurnPlan *plan = e.plan(i);
        const bool stated = plan && plan->program;
        // Cards still on Memory Cards in a game without an upgrade phase join the hand now.
        memoryCardsToHand(e, i);
        // The hand: damage cards kept from the last round (the scenario's `hand` at turn 1).
        // One allocation per robot and round: the hand grows to 9 or 10 cards card by card.
        std::vector<Card> hand;
        hand.reserve(std::max<std::size_t>(r.kept.size(), kEdition2023HandSize) + 2);
        hand.assign(r.kept.begin(), r.kept.end());
        r.kept.clear();
        if (e.turn() == 1 && plan)
            hand.insert(hand.end(), plan->hand.begin(), plan->hand.end());
        if (e.turn() == 1 && !r.dealtPiles)
            setUpDeck(e, i, stated && !e.state().programming ? plan : nullptr);
        // A stated program at turn 1 was set aside from the deck; otherwise the hand is filled to
        // nine from the draw pile (RULES.md 10.4 step 1).
        const bool draw = !stated || e.turn() > 1 || e.state().programming;
        if (draw) {
            // Flash Drive: 10 (RULES.md 10.14).
            const int size = kEdition2023HandSize + cards::sumOverUpgrades(e, i, &cards::CardUnit::extraCards);
            while (static_cast<int>(hand.size()) < size)
                if (const auto c = e.drawOwnCard(i))
                    hand.push_back(*c);
                else
                    break;
            e.note(Code::CardsDealt, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
            e.noteHand(i, hand);
        }
        // Spam Filter turns the top card up (step 2); then the upgrades used while programming,
        // on the hand just drawn (step 3, RULES.md 10.13-10.15).
        if (cards::mayAct(e, i, cards::Hook::dealt))
            for (const cards::CardUnit *card : cards().with(cards::Hook::dealt))
                card->dealt(e, i, hand);
        edition2023UpgradeUses(e, i, DecisionTime::Programming, &hand);
        r.hand.assign(hand.begin(), hand.end());
        Program prog{};
        r.paired = PairedCards{};
        // A register holding a face-down Haywire keeps it and takes no card (step 4).
        for (std::size_t k = 0; k < kRegisterCount; ++k)
            if (r.haywires[k]) {
                prog[k] = Card{*r.haywires[k], 0};
                r.haywires[k].reset();
            }
        if (stated) {
            for (std::size_t k = 0; k < kRegisterCount; ++k) {
                const auto &c = (*plan->program)[k];
                if (!c || prog[k])
                    continue;
                const auto it = std::ranges::find(hand, c->kind, &Card::kind);
                if (it != hand.end()) {
                    prog[k] = Card{c->kind, 0};
                    hand.erase(it);
                } else if (!draw) {
                    prog[k] = Card{c->kind, 0}; // set aside when the deck was made
                } else {
                    e.noteCard(Code::CardNotInDeck, i, *c, static_cast<int>(k) + 1);
                    continue;
                }
                // The second card of a Crab Legs register (RULES.md 10.14).
                if (const auto &two = plan->paired[k]) {
                    const auto second = std::ranges::find(hand, two->kind, &Card::kind);
                    if (second != hand.end()) {
                        r.paired[k] = Card{two->kind, 0};
                        hand.erase(second);
                    } else if (!draw) {
                        r.paired[k] = Card{two->kind, 0};
                    } else {
                        e.noteCard(Code::CardNotInDeck, i, *two, static_cast<int>(k) + 1);
                    }
                }
            }
        } else {
            e.state().rng.shuffle(std::span<Card>(hand));
            int placed = 0;
            for (std::size_t k = 0; k < kRegisterCount && !hand.empty(); ++k)
                if (!prog[k]) {
                    prog[k] = hand.back();
                    hand.pop_back();
                    ++placed;
                }
            e.note(Code::RandomProgram, i, -1, r.pos, Direction::North, placed);
        }
        programHaywires(e, i, prog, hand);
        r.program = prog;
        // Memory Cards takes its cards (step 5).
        if (cards::mayAct(e, i, cards::Hook::afterProgram))
            for (const cards::CardUnit *card : cards().with(cards::Hook::afterProgram))
                card->afterProgram(e, i, hand);
        // End of programming (step 5): damage cards stay in the hand, the rest is discarded (all of
        // it in A Less SPAM-y Game, RULES.md 10.17).
        const bool keep = !e.options().lessSpammyGame;
        for (const Card &c : hand)
            if (keep && c.kind == cards::kDamagePoint.kind)
                r.kept.push_back(c);
            else
                r.discard.push_back(c);
        if (!r.kept.empty())
            e.note(Code::DamageKept, i, -1, r.pos, Direction::North, static_cast<int>(r.kept.size()));
    }

    // Haywires in the hand (taken by Rewire) must all be programmed this round (RULES.md 10.15):
    // one left over takes the last register that holds no Haywire, whose card goes back to the
    // hand (docs/rules.md).
    static void programHaywires(Engine &e, int i, Program &prog, std::vector<Card> &hand)
    {
        auto &r = e.robot(i);
        for (auto it = std::ranges::find_if(hand, [](const Card &c) { return cardIsHaywire(c.kind); }); it != hand.end();
             it = std::ranges::find_if(hand, [](const Card &c) { return cardIsHaywire(c.kind); })) {
            std::size_t k = kRegisterCount;
            while (k > 0 && prog[k - 1] && cardIsHaywire(prog[k - 1]->kind))
                --k;
            if (k == 0)
                return; // five Haywires programmed already
            const Card haywire = *it;
            hand.erase(it);
            if (const auto old = std::exchange(prog[k - 1], haywire))
                hand.push_back(*old);
            if (const auto second = std::exchange(r.paired[k - 1], std::nullopt))
                hand.push_back(*second);
            e.noteCard(Code::HaywireProgrammed, i, haywire, static_cast<int>(k));
        }
    }

    // The robot's own 20 cards less the stated program, shuffled, when the scenario states no pile.
    static void setUpDeck(Engine &e, int i, const TurnPlan *plan)
    {
        auto &r = e.robot(i);
        std::vector<Card> deck(edition2023Deck().begin(), edition2023Deck().end());
        if (plan && plan->program)
            for (std::size_t k = 0; k < kRegisterCount; ++k)
                for (const auto *c : {&(*plan->program)[k], &plan->paired[k]})
                    if (*c)
                        takeCardOfKind(deck, (*c)->kind);
        e.state().rng.shuffle(std::span<Card>(deck));
        r.deck.assign(deck.begin(), deck.end());
        r.dealtPiles = true;
    }

    // Shutdown, declared in priority order before register 1 (RULES.md 10.10).
    static void shutdowns(Engine &e)
    {
        if (!e.anyDecisions())
            return;
        const int holder = e.state().tokenHolder;
        for (int n = 0; n < e.robotCount(); ++n) {
            const int i = (holder + n) % e.robotCount();
            const Decision *d = e.decision(i, DecisionTime::BeforeRegisters, DecisionUse::Shutdown);
            if (!d)
                continue;
            e.noteDecision(i, *d);
            auto &r = e.robot(i);
            r.shutDown = true;
            emptyRegisters(e, i, true);
            auto clear = [&](game::List<Card> &pile) {
                std::erase_if(pile, [&](const Card &c) {
                    if (c.kind != cards::kDamagePoint.kind)
                        return false;
                    discardDamage(e, c.kind);
                    return true;
                });
            };
            clear(r.kept);
            clear(r.discard);
            if (e.options().shutdownClearsDrawPile) { // RULES.md 10.18
                clear(r.deck);
                r.topFaceUp = false; // a card Spam Filter turned up may be gone
            }
            e.note(Code::ShutDown, i, -1, r.pos);
        }
    }

    // --- The registers (RULES.md 10.6). ---
    // Plays `card` as the card of robot i's current register; `depth` cards replaced so far, at
    // most `limit` (chainLimit). A card a Haywire turned up (`turnedUp`, hw-double-draw) is
    // resolved the same way but does not lie in the register: it stays with the register's cards
    // to the end of the round (RobotState::spent), and so do the cards that replace it.
    void resolve(Engine &e, int i, const Card &card, int depth, int limit, bool turnedUp = false) const
    {
        auto &r = e.robot(i);
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (depth > limit || !e.inPlay(i))
            return;
        if (card.kind == cards::kDamagePoint.kind || (card.kind == CardKind::Again && slot == 0)) {
            if (card.kind == cards::kDamagePoint.kind)
                r.damageRegisters |= static_cast<std::uint8_t>(1U << slot);
            replaceAndPlay(e, i, card, depth, limit, turnedUp);
            return;
        }
        if (turnedUp)
            r.spent.push_back(card);
        if (card.kind == cards::kDamagePoint.kind || cardIsHaywire(card.kind))
            r.damageRegisters |= static_cast<std::uint8_t>(1U << slot);
        if (card.kind == CardKind::Again && e.options().againAfterDamageDraws && (r.damageRegisters >> (slot - 1) & 1U)) {
            // After a SPAM or a Haywire in the register before, Again plays the top card of the
            // draw pile instead, as it does in register 1 (RULES.md 10.18, docs/rules.md).
            replaceAndPlay(e, i, card, depth, limit, turnedUp);
            return;
        }
        if (card.kind == CardKind::Again) {
            // Again repeats the card resolved in the register before, as if it lay in this one.
            const auto previous = r.played[slot - 1];
            if (!previous)
                return;
            r.played[slot] = previous;
            e.noteCard(Code::AgainRepeats, i, *previous, static_cast<int>(slot));
            e.scratch().lyingCard = false;
            effect(e, i, *previous, depth + 1);
            return;
        }
        r.played[slot] = card;
        // A Crab Legs register: the Move 1 lying there with its rotate card (RULES.md 10.14);
        // an Again after it repeats the Move 1 alone (10.6).
        if (depth == 0 && !turnedUp && r.paired[slot] && r.program[slot] && r.program[slot]->kind == card.kind) {
            e.scratch().lyingCard = false;
            e.playCard(i, card, r.paired[slot]);
            return;
        }
        // The card lies in the register: Brakes may stop it, Drifting and Power Slide follow it.
        e.scratch().lyingCard = true;
        effect(e, i, card, depth);
        e.scratch().lyingCard = false;
        if (e.decides(i) && e.inPlay(i))
            afterLyingCard(e, i, card);
    }

    // Right after robot i resolved `card` lying in its register: the upgrades that follow it
    // (Drifting, Power Slide). Their moves are not the card's: no card push, no hovering, and a
    // movement of their own for Spiky.
    static void afterLyingCard(Engine &e, int i, const Card &card)
    {
        Scratch &s = e.scratch();
        const int mover = std::exchange(s.cardMover, -1);
        const bool once = std::exchange(s.spikesOnce, false);
        for (const cards::CardUnit *unit : cards::library(e).with(cards::Hook::resolved))
            unit->resolved(e, i, card);
        s.cardMover = mover;
        s.spikesOnce = once;
    }

    // The robots on the squares next to robot i with no wall between (Magnetic).
    static void neighbours(Engine &e, int i, std::vector<int> &out)
    {
        out.clear();
        const Point at = e.robot(i).pos;
        for (const Direction d : {Direction::North, Direction::East, Direction::South, Direction::West}) {
            const Point n = step(at, d);
            if (!e.board().contains(n) || !passable(e.board().crossing(at, d)))
                continue;
            if (const int o = e.obstacleAt(n, i); o >= 0)
                out.push_back(o);
        }
    }

    // Robot i has resolved its register card: the robots that began next to it may follow it
    // (Magnetic), in priority order.
    static void afterOtherCard(Engine &e, int i)
    {
        const int holder = e.state().tokenHolder;
        for (int n = 0; n < e.robotCount(); ++n) {
            const int m = (holder + n) % e.robotCount();
            if (m == i || !e.decides(m))
                continue;
            for (const cards::CardUnit *unit : cards::library(e).with(cards::Hook::otherCard))
                unit->otherCard(e, m, i);
        }
    }

    // The card leaves (SPAM to the damage discard pile, Again to the robot's own) and the top card
    // of the draw pile takes its place in the register and is played.
    void replaceAndPlay(Engine &e, int i, const Card &card, int depth, int limit, bool turnedUp) const
    {
        auto &r = e.robot(i);
        const auto slot = static_cast<std::size_t>(e.reg() - 1);
        if (card.kind == cards::kDamagePoint.kind)
            discardDamage(e, card.kind);
        else
            r.discard.push_back(card);
        if (!turnedUp)
            r.program[slot].reset();
        const auto top = e.drawOwnCard(i);
        if (!top)
            return;
        const Code why = card.kind == cards::kDamagePoint.kind ? Code::DamageCardPlayed
                         : slot == 0                          ? Code::AgainFirstRegister
                                                              : Code::AgainAfterDamage;
        e.noteCard(why, i, *top);
        if (!turnedUp)
            e.robot(i).program[slot] = *top;
        resolve(e, i, *top, depth + 1, limit, turnedUp);
    }

    // What a card does, wherever it lies.
    void effect(Engine &e, int i, const Card &card, int depth) const
    {
        auto &r = e.robot(i);
        if (cardIsHaywire(card.kind)) {
            if (const cards::CardUnit *unit = cards().program(card.kind); unit && unit->play) {
                e.noteCard(Code::HaywirePlayed, i, card);
                e.scratch().rammed.clear(); // its moves are card pushes, once per card (RULES.md 10.13)
                unit->play(e, i, card, depth, *this);
            }
            return;
        }
        if (card.kind == CardKind::PowerUp) {
            if (e.options().lighterGame)
                return; // no energy in A Lighter Game (RULES.md 10.17)
            r.energy = std::min(r.energy + 1, kEdition2023MaxEnergy);
            e.note(Code::PowerUp, i, -1, r.pos, Direction::North, r.energy);
            return;
        }
        if (card.kind == cards::kDamagePoint.kind || card.kind == CardKind::Again)
            return; // repeated by Again: nothing was resolved there (RULES.md 10.6)
        e.playCard(i, card, std::nullopt);
    }

    // A card a Haywire turned up (hw-double-draw), resolved as a card of robot i's current
    // register (RULES.md 10.6, 10.16).
    void playInstead(Engine &e, int i, const Card &card, int depth) const override
    {
        resolve(e, i, card, depth + 1, depth + 1 + chainLimit(e.robot(i)), true);
    }

    // Robot i's Haywire choices of this register that its card never asked for are void, so that
    // none vanishes (a Haywire replaced, a register cancelled).
    static void voidUnusedChoices(Engine &e, int i)
    {
        if (!e.decides(i))
            return;
        const auto &decisions = e.plan(i)->decisions;
        for (std::size_t k = 0; k < decisions.size() && k < 64; ++k) {
            const Decision &d = decisions[k];
            if (isHaywireChoice(d.use) && d.when == DecisionTime::Register && d.reg == e.reg() && !(e.robot(i).decisionsTold >> k & 1U))
                e.voidDecision(i, d, game::VoidReason::NeverArose);
        }
    }
    void repeatPrevious(Engine &, int, int) const override {}

};

const Edition2023Ruleset kEdition2023;

} // namespace

const Ruleset &edition2023Ruleset() { return kEdition2023; }

void giveToken(Engine &e, int holder)
{
    // orderRobots and the end of the round hand it over; the register being played keeps its order.
    e.state().nextTokenHolder = holder;
}


} // namespace rf::rules
