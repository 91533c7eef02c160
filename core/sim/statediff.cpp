// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/statediff.h"

#include "model/optioncards.h"
#include "model/upgrades.h"

#include <algorithm>
#include <format>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

RobotView viewOf(const RobotState &r)
{
    // Every field of a robot's state by name, in declaration order: a field added to RobotCore or
    // RobotLists stops this from compiling until it is either put into the view below or listed
    // here as what it is (bookkeeping within a register, or a part of another field).
    const auto &[pos, facing, damage, lives, archive, flags, destroyed, eliminated, poweredDown, announcedPowerDown,
                 isVirtual,         // a setup property, not an outcome
                 carriedByExpress,  // within one register's belt substeps
                 cause, lastHit,    // lastHit: for the analysis' tally, shown by the trace
                 destroyedOrder,    // re-entry order within a turn
                 program, lockedMask,
                 programBeforePowerDown, // what the program becomes when a powered-down robot locks registers
                 paired,            // the second cards of two-card registers: a part of the program
                 fireControlMask,   // Fire Control tokens, within one turn
                 radioControlledBy, radioFrom, abortFrom, gyroActive, shieldSides, lostAtDestruction,
                 discardsUsed, // within one register
                 place, reentryFacing, reentryAt, doubleWrench, // choices for the end of the turn
                 energy, rebooted,
                 rebootPending, // placed before the substep ends
                 played,        // the cards the registers played: shown by the trace
                 damageDealt, boughtThisPhase, dealtPiles, freeReboot, deflecting, movesFirst, damagePicks,
                 decisionsTold, haywires, shutDown,
                 reentering, // off the board until register 1: InPlay says it
                 drewUpgrade, // within one upgrade phase
                 haywireInstalled, // within one round: Upgrades shows the card
                 haywiresDrawn,
                 uTurned, damageRegisters, topFaceUp] = static_cast<const RobotCore &>(r);
    const auto &[name, options, deck, discard, spent, upgrades, hand, kept, collection, memory] = static_cast<const RobotLists &>(r);
    (void)reentering, (void)drewUpgrade, (void)haywireInstalled, (void)uTurned; // uTurned: within one register
    (void)damageRegisters; // within one round: the trace says which cards were played
    // Within a turn: the decisions of Radio Control, Abort Switch, Gyroscopic Stabilizer,
    // Power-Down Shield, the option lost at a destruction, the re-entry choices, the double-wrench
    // choice, a purchase, the piles' first setup, the Reboot upgrade's token, a Deflector Shield,
    // Manual Sort / Admin Privilege and damage picks act on the fields that are compared.
    (void)isVirtual, (void)carriedByExpress, (void)lastHit, (void)destroyedOrder, (void)programBeforePowerDown, (void)paired;
    (void)fireControlMask, (void)radioControlledBy, (void)radioFrom, (void)abortFrom, (void)gyroActive, (void)shieldSides;
    (void)lostAtDestruction, (void)discardsUsed, (void)reentryFacing, (void)reentryAt, (void)doubleWrench, (void)rebootPending;
    (void)played, (void)boughtThisPhase, (void)dealtPiles, (void)freeReboot, (void)deflecting, (void)movesFirst, (void)damagePicks;
    (void)decisionsTold, (void)spent; // spent: cards damage cards drew this register, discarded at the end of the turn

    RobotView v;
    v.name = name;
    v.inPlay = !destroyed && !eliminated;
    v.eliminated = eliminated;
    v.cause = destroyed || eliminated ? cause : DestroyCause::None;
    v.at = pos;
    v.facing = facing;
    v.damage = damage;
    v.lives = lives;
    v.flags = flags;
    v.archive = archive;
    v.poweredDown = poweredDown;
    v.poweredDownNext = announcedPowerDown;
    v.energy = energy;
    v.rebooted = rebooted;
    v.options.assign(options.begin(), options.end());
    v.locked = lockedMask;
    v.place = place;
    v.upgrades.assign(upgrades.begin(), upgrades.end());
    v.damageDealt = damageDealt;
    v.program = program;
    v.hand.assign(hand.begin(), hand.end());
    v.deck.assign(deck.begin(), deck.end());
    v.discard.assign(discard.begin(), discard.end());
    v.haywires = haywires;
    v.kept.assign(kept.begin(), kept.end());
    v.collection.assign(collection.begin(), collection.end());
    v.memory.assign(memory.begin(), memory.end());
    v.topFaceUp = topFaceUp;
    v.shutDown = shutDown;
    v.haywiresDrawn = haywiresDrawn;
    return v;
}

StateView viewOf(const GameState &st)
{
    const auto &[robots, rng, drawPile, optionDeck, optionDiscard, optionDeckTop, optionDeckShuffled, radioControl, deckTop, occupancy,
                 order, cursor, destroyCounter, winner, finished, emptiedEnergy, upgradesInGame, upgradePhase, programming, upgradeDeck,
                 upgradeDiscard, shop, boughtLastRound, damagePiles, tokenHolder,
                 nextTokenHolder, tokenStays, // the token's change within a round: PriorityToken shows it when it is made
                 endlessSpam, damageDeck, damageDiscard,
                 overCardLimit, cardLimitTurn, cardLimitReg] = st; // play refused there: ScenarioRun::refusal() says so
    (void)nextTokenHolder, (void)tokenStays, (void)overCardLimit, (void)cardLimitTurn, (void)cardLimitReg;
    // Hidden from the players, or where play is: the random generator, the undealt and unshuffled
    // decks (each edition deals its own), occupancy and order (made from the robots), the cursor,
    // counters and the game's flags; `finished` is the robots' places.
    (void)rng, (void)drawPile, (void)optionDeck, (void)optionDeckTop, (void)optionDeckShuffled, (void)radioControl, (void)deckTop;
    (void)occupancy, (void)order, (void)cursor, (void)destroyCounter, (void)finished, (void)upgradesInGame, (void)upgradePhase;
    (void)programming, (void)upgradeDeck, (void)boughtLastRound;

    StateView v;
    v.robots.reserve(robots.size());
    for (const RobotState &r : robots)
        v.robots.push_back(viewOf(r));
    v.winner = winner;
    v.shop.assign(shop.begin(), shop.end());
    v.upgradeDiscard.assign(upgradeDiscard.begin(), upgradeDiscard.end());
    v.damagePiles = damagePiles;
    v.optionDiscard.assign(optionDiscard.begin(), optionDiscard.end());
    v.energyTaken.assign(emptiedEnergy.begin(), emptiedEnergy.end());
    v.tokenHolder = tokenHolder;
    v.damageDiscard.assign(damageDiscard.begin(), damageDiscard.end());
    v.damageDeckCount = endlessSpam ? -1 : static_cast<int>(damageDeck.size());
    return v;
}

namespace {

FieldSet makeCompared()
{
    FieldSet s;
    for (const Field f : {Field::At, Field::Facing, Field::InPlay, Field::Eliminated, Field::Damage, Field::Lives, Field::Flags, Field::Archive,
                          Field::PoweredDown, Field::PoweredDownNext, Field::Energy, Field::Rebooted, Field::Options, Field::Locked, Field::Place,
                          Field::Upgrades, Field::SpamDealt, Field::TrojanDealt, Field::WormDealt, Field::VirusDealt, Field::Program, Field::Hand,
                          Field::Deck, Field::Discard, Field::Winner, Field::Shop, Field::UpgradeDiscard, Field::SpamPile, Field::TrojanPile,
                          Field::WormPile, Field::VirusPile, Field::OptionDiscard, Field::EnergyTaken, Field::Haywires, Field::Kept,
                          Field::ShutDown, Field::PriorityToken, Field::DamageDiscard, Field::DamageDeckCount, Field::Collection,
                          Field::MemoryCards, Field::TopFaceUp})
        s.set(static_cast<std::size_t>(f));
    return s;
}

std::string boolText(bool b)
{
    return b ? "true" : "false";
}

std::string pointText(Point p)
{
    return std::format("{},{}", p.x, p.y);
}

template <class T, class Name>
std::string listText(const std::vector<T> &items, const Name &name)
{
    std::string s;
    for (const T &item : items)
        s += (s.empty() ? "" : ", ") + name(item);
    return s.empty() ? "none" : s;
}

std::string cardsText(const std::vector<Card> &cards)
{
    return listText(cards, [](const Card &c) { return cardText(c); });
}

std::string optionText(const HeldOption &h)
{
    std::string s(optionName(h.id));
    if (h.ammo > 0)
        s += std::format(" ({})", h.ammo);
    if (h.card)
        s += ": " + cardText(*h.card);
    return s;
}

std::string upgradeText(const HeldUpgrade &h)
{
    return std::string(upgradeName(h.id)) + (h.usedThisRound ? " (used)" : "");
}

// The kinds only: the editions' cards of one kind differ in their priorities.
std::string programText(const Program &p)
{
    std::string s;
    for (const auto &c : p)
        s += (s.empty() ? "" : ", ") + (c ? cardText(Card{c->kind, 0, c->choice}) : std::string("-"));
    return s;
}

std::string pileText(int n)
{
    return n < 0 ? std::string("unlimited") : std::to_string(n);
}

std::string upgradesText(const std::vector<UpgradeId> &ids)
{
    return listText(ids, [](UpgradeId id) { return std::string(upgradeName(id)); });
}

std::string kindsText(const std::array<int, kDamageKindCount> &n, std::string (*count)(int))
{
    return std::format("spam {}, trojan {}, worm {}, virus {}", count(n[0]), count(n[1]), count(n[2]), count(n[3]));
}

std::string countText(int n)
{
    return std::to_string(n);
}

std::string winnerText(const StateView &v)
{
    const auto w = static_cast<std::size_t>(v.winner);
    return v.winner >= 0 && w < v.robots.size() ? v.robots[w].name : std::string("none");
}

std::string shopText(const StateView &v)
{
    std::vector<UpgradeId> offered;
    for (const auto &slot : v.shop)
        if (slot)
            offered.push_back(*slot);
    return upgradesText(offered);
}

} // namespace

std::string haywiresText(const std::array<std::optional<CardKind>, kRegisterCount> &h)
{
    std::string s;
    for (std::size_t k = 0; k < h.size(); ++k)
        if (h[k])
            s += (s.empty() ? "" : ", ") + std::format("{}: {}", k + 1, cardKindName(*h[k]));
    return s.empty() ? "none" : s;
}

std::string damageCardsText(std::vector<CardKind> cards)
{
    std::ranges::sort(cards); // any order
    return listText(cards, [](CardKind k) { return std::string(cardKindName(k)); });
}

std::string damageDrawnText(int spam, const std::array<std::uint8_t, kHaywireCount> &haywires)
{
    std::string s = spam > 0 ? std::format("spam {}", spam) : std::string();
    for (std::size_t k = 0; k < haywires.size(); ++k)
        if (haywires[k] > 0)
            s += (s.empty() ? "" : ", ") + std::format("{} {}", cardKindName(static_cast<CardKind>(static_cast<std::size_t>(CardKind::HwMove2Right) + k)), haywires[k]);
    return s.empty() ? "none" : s;
}

namespace {

// The value of a field of the game, or of robot `r` (nullptr: a field of the game).
std::string valueOf(const StateView &v, const RobotView *r, Field f)
{
    if ((fieldInfo(f).subject == Subject::Robot) != (r != nullptr))
        return {};
    switch (f) {
    case Field::At: return r->inPlay ? pointText(r->at) : std::string("-");
    case Field::Facing: return r->inPlay ? std::string(directionLetter(r->facing)) : std::string("-");
    case Field::InPlay: return r->inPlay ? std::string("true") : std::format("false ({})", destroyCauseName(r->cause));
    case Field::Destroyed: return boolText(!r->inPlay);
    case Field::Eliminated: return boolText(r->eliminated);
    case Field::Damage: return std::to_string(r->damage);
    case Field::Lives: return std::to_string(r->lives);
    case Field::Flags: return std::to_string(r->flags);
    case Field::Archive: return pointText(r->archive);
    case Field::PoweredDown: return boolText(r->poweredDown);
    case Field::PoweredDownNext: return boolText(r->poweredDownNext);
    case Field::Energy: return std::to_string(r->energy);
    case Field::Rebooted: return boolText(r->rebooted);
    case Field::Options: return listText(r->options, optionText);
    case Field::OptionCount: return std::to_string(r->options.size());
    case Field::Locked: return registersText(r->locked);
    case Field::Place: return std::to_string(r->place);
    case Field::Upgrades: return listText(r->upgrades, upgradeText);
    case Field::DamageCards: return kindsText(r->damageDealt, countText);
    case Field::SpamDealt: return std::to_string(r->damageDealt[0]);
    case Field::TrojanDealt: return std::to_string(r->damageDealt[1]);
    case Field::WormDealt: return std::to_string(r->damageDealt[2]);
    case Field::VirusDealt: return std::to_string(r->damageDealt[3]);
    case Field::Program: return programText(r->program);
    case Field::Hand: return cardsText(r->hand);
    case Field::Deck: return cardsText(r->deck);
    case Field::Discard: return cardsText(r->discard);
    case Field::DeckTop: return r->deck.empty() ? std::string("none") : cardText(r->deck.back());
    case Field::Winner: return winnerText(v);
    case Field::Shop: return shopText(v);
    case Field::UpgradeDiscard: return upgradesText(v.upgradeDiscard);
    case Field::DamagePiles: return kindsText(v.damagePiles, pileText);
    case Field::SpamPile: return pileText(v.damagePiles[0]);
    case Field::TrojanPile: return pileText(v.damagePiles[1]);
    case Field::WormPile: return pileText(v.damagePiles[2]);
    case Field::VirusPile: return pileText(v.damagePiles[3]);
    case Field::OptionDiscard: return listText(v.optionDiscard, [](OptionId id) { return std::string(optionName(id)); });
    case Field::EnergyTaken: return listText(v.energyTaken, pointText);
    case Field::Haywires: return haywiresText(r->haywires);
    case Field::Kept: return cardsText(r->kept);
    case Field::ShutDown: return boolText(r->shutDown);
    case Field::DamageDrawn: return damageDrawnText(r->damageDealt[0], r->haywiresDrawn);
    case Field::PriorityToken: return v.tokenHolder >= 0 && static_cast<std::size_t>(v.tokenHolder) < v.robots.size() ? v.robots[static_cast<std::size_t>(v.tokenHolder)].name : std::string("none");
    case Field::DamageDiscard: return damageCardsText(v.damageDiscard);
    case Field::DamageDeckCount: return pileText(v.damageDeckCount);
    case Field::Collection: return upgradesText(r->collection);
    case Field::MemoryCards: return cardsText(r->memory);
    case Field::TopFaceUp: return boolText(r->topFaceUp);
    // The expectations' own: what they compare is not a value of one view.
    case Field::Ammo:
    case Field::UpgradeDeckTop:
    case Field::HandNext:
    case Field::Robot:
    case Field::Moment: return {};
    }
    return {};
}

} // namespace

std::string registersText(std::uint8_t mask)
{
    std::string s;
    for (int k = 1; k <= kRegisterCount; ++k)
        if ((mask >> (k - 1)) & 1U)
            s += (s.empty() ? "" : ", ") + std::to_string(k);
    return s.empty() ? "none" : s;
}

const FieldSet &comparedFields()
{
    static const FieldSet kCompared = makeCompared();
    return kCompared;
}

std::string fieldValue(const StateView &v, int robot, Field f)
{
    if (fieldInfo(f).subject != Subject::Robot)
        return valueOf(v, nullptr, f);
    if (robot < 0 || static_cast<std::size_t>(robot) >= v.robots.size())
        return {};
    return valueOf(v, &v.robots[static_cast<std::size_t>(robot)], f);
}

std::vector<FieldDiff> differences(const StateView &a, const StateView &b, const FieldSet &compare)
{
    const FieldSet fields = compare & comparedFields();
    std::vector<FieldDiff> out;
    const std::size_t robots = std::max(a.robots.size(), b.robots.size());
    for (std::size_t r = 0; r < robots; ++r) {
        const int i = static_cast<int>(r);
        if (r >= a.robots.size() || r >= b.robots.size()) {
            out.push_back({i, Field::InPlay});
            continue;
        }
        const RobotView &ra = a.robots[r];
        const RobotView &rb = b.robots[r];
        if (ra == rb)
            continue;
        for (int f = 0; f < kFieldCount; ++f) {
            const auto field = static_cast<Field>(f);
            if (fields.test(static_cast<std::size_t>(f)) && fieldInfo(field).subject == Subject::Robot
                && valueOf(a, &ra, field) != valueOf(b, &rb, field))
                out.push_back({i, field});
        }
    }
    for (int f = 0; f < kFieldCount; ++f) {
        const auto field = static_cast<Field>(f);
        if (fields.test(static_cast<std::size_t>(f)) && fieldInfo(field).subject != Subject::Robot && valueOf(a, nullptr, field) != valueOf(b, nullptr, field))
            out.push_back({-1, field});
    }
    return out;
}

} // namespace rf::sim
