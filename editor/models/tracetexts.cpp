// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tracetexts.h"

#include "models/optiontexts.h"

#include "rules/cards.h"
#include "rules/options.h"
#include "rules/ruleset.h"

#include <QCoreApplication>

#include <iterator>

namespace rf::editor {

namespace {

QString at(model::Point p)
{
    return cellText(p);
}
QString dir(model::Direction d)
{
    return directionText(d);
}
QString text(const std::string &s)
{
    return QString::fromStdString(s);
}
bool priorities(const sim::Trace &t)
{
    return rules::traitsOf(t.header.ruleset).priorities;
}

// Notes of the robots' moves and the board elements.
QString movementText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString o = robotName(t, n.other);
    const QString cell = at(n.cell);
    const QString d = dir(n.dir);
    switch (n.code) {
    case Code::Moved: return TraceTexts::tr("%1 moves %2 to %3").arg(r, d, cell);
    case Code::Rotated: return TraceTexts::tr("%1 turns to face %2").arg(r, d);
    case Code::BlockedByWall: return TraceTexts::tr("%1 is stopped by a wall leaving %2 towards %3").arg(r, cell, d);
    case Code::BlockedByLedge:
        return TraceTexts::tr("%1 is stopped by a ledge (from the lower level it acts as a wall) leaving %2 towards %3")
            .arg(r, cell, d);
    case Code::Pushed: return TraceTexts::tr("%1 is pushed %2 to %3 by %4 (keeps its facing)").arg(r, d, cell, o);
    case Code::PushBlocked:
        return TraceTexts::tr("%1 cannot push %2: the chain is blocked; the rest of the card is lost").arg(r, o);
    case Code::NoCard: return TraceTexts::tr("%1 plays nothing").arg(r);
    case Code::PoweredDown: return TraceTexts::tr("%1 is powered down").arg(r);
    case Code::LedgeDrop: return TraceTexts::tr("%1 drops from the upper level to %2 and takes 2 damage").arg(r, cell);
    case Code::RampSlideBack: return TraceTexts::tr("%1 stopped on a ramp it was climbing and rolls back %2").arg(r, d);
    case Code::Portal: return TraceTexts::tr("%1 enters a portal and continues from its partner at %2").arg(r, cell);
    case Code::PortalOccupied:
        return TraceTexts::tr("%1 enters a portal whose partner at %2 is occupied: it does nothing").arg(r, cell);
    case Code::Teleported: return TraceTexts::tr("%1 teleports %2 squares %3 to %4").arg(r).arg(n.value).arg(d, cell);
    case Code::TeleportBlocked:
        return TraceTexts::tr("%1's teleporter arrival %2 is occupied or not flat: it moves normally").arg(r, cell);
    case Code::OilSlide: return TraceTexts::tr("%1 slides on the oil at %2 towards %3").arg(r, cell, d);
    case Code::OilFirstSquareLost: return TraceTexts::tr("%1 starts on oil: the first square is lost").arg(r);
    case Code::WaterFirstSquareLost: return TraceTexts::tr("%1 starts in water: the first square is lost").arg(r);
    case Code::Repulsed:
        return n.other >= 0
                   ? TraceTexts::tr("%1 was pushed by %2 into a repulsor field and is pushed back %3 squares %4; %2 "
                                    "loses the rest of its card")
                         .arg(r, o)
                         .arg(n.value)
                         .arg(d)
                   : TraceTexts::tr(
                         "%1 runs into a repulsor field and is pushed back %2 squares %3; the rest of the card is lost")
                         .arg(r)
                         .arg(n.value)
                         .arg(d);
    case Code::FlamerBurn: return TraceTexts::tr("%1 is burnt by the active flamer at %2 (1 damage)").arg(r, cell);
    case Code::CarriedByBelt: return TraceTexts::tr("%1 is carried %2 to %3").arg(r, d, cell);
    case Code::TurnedByBelt:
        return TraceTexts::tr("%1 is turned by the belt curve at %2 (now facing %3)").arg(r, cell, d);
    case Code::BeltConflict: return TraceTexts::tr("%1 and %2 would both end on %3: neither moves").arg(r, o, cell);
    case Code::BeltSwap: return TraceTexts::tr("%1 and %2 would swap squares: neither moves").arg(r, o);
    case Code::BeltBlockedByRobot:
        return TraceTexts::tr("%1 stays on its belt: %2 holds %3 and is not leaving it").arg(r, o, cell);
    case Code::BeltIntoWall: return TraceTexts::tr("%1's belt runs into a wall at %2: it does not move").arg(r, cell);
    case Code::CarriedByCurrent: return TraceTexts::tr("%1 is carried by the current %2 to %3").arg(r, d, cell);
    case Code::PusherPush: return TraceTexts::tr("the pusher at %1 pushes %2 %3").arg(cell, r, d);
    case Code::FinishedPlace: return TraceTexts::tr("%1 has taken the last flag too: place %2").arg(r).arg(n.value);
    case Code::RegistersNotPlayed:
        return TraceTexts::tr("the scenario ends the turn after register %1: the registers after it are not played").arg(n.value);
    case Code::PushersMeet:
        return TraceTexts::tr("the pusher at %1 would push %2 %3 into another push of this substep: neither moves").arg(cell, r, d);
    case Code::PusherInactive: return TraceTexts::tr("the pusher at %1 is not active in this register").arg(cell);
    case Code::GearTurn: return TraceTexts::tr("%1 is turned by the gear at %2 (now facing %3)").arg(r, cell, d);
    case Code::CrusherInactive: return TraceTexts::tr("the crusher at %1 is not active").arg(cell);
    case Code::VirtualPassThrough: return TraceTexts::tr("%1 passes through %2 (virtual)").arg(r, o);
    case Code::RebootPushed:
        return TraceTexts::tr("%1 is pushed %2 off the reboot point to %3 by %4 rebooting").arg(r, d, cell, o);
    default: return {};
    }
}

// Notes of destruction, damage, checkpoints and the end of the turn.
QString damageText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString o = robotName(t, n.other);
    const QString cell = at(n.cell);
    const QString d = dir(n.dir);
    switch (n.code) {
    case Code::FellIntoPit: return TraceTexts::tr("%1 falls into the pit at %2").arg(r, cell);
    case Code::FellIntoDrain: return TraceTexts::tr("%1 falls into the drain at %2").arg(r, cell);
    case Code::FellOffBoard: return TraceTexts::tr("%1 leaves the board at %2").arg(r, cell);
    case Code::FellThroughTrapDoor: return TraceTexts::tr("%1 falls through the open trap door at %2").arg(r, cell);
    case Code::Crushed: return TraceTexts::tr("%1 is crushed at %2").arg(r, cell);
    case Code::DestroyedByDamage: return TraceTexts::tr("%1 is destroyed by its 10th damage").arg(r);
    case Code::LaserHit:
        return TraceTexts::tr("%1 is hit by a board laser at %2 (%n beam(s))", nullptr, n.value).arg(r, cell);
    case Code::RobotLaserHit:
        // More than 1 from a Double-Barreled Laser.
        return n.value > 1 ? TraceTexts::tr("%1 is shot by %2 at %3 (%4 damage)").arg(r, o, cell).arg(n.value)
                           : TraceTexts::tr("%1 is shot by %2 at %3").arg(r, o, cell);
    case Code::Acid: return TraceTexts::tr("%1 ends the register on acid: 1 damage").arg(r);
    case Code::Fire: return TraceTexts::tr("%1 ends the register on fire: 2 damage").arg(r);
    case Code::Radiation: return TraceTexts::tr("%1 ends register 5 on radiation: 1 damage").arg(r);
    case Code::RadioactiveWaste: return TraceTexts::tr("%1 ends the register on radioactive waste: 1 damage").arg(r);
    case Code::FlamerEndPhase: return TraceTexts::tr("%1 ends the register on an active flamer: 1 damage").arg(r);
    case Code::ArchiveMoved: return TraceTexts::tr("%1 touches %2: archive marker moved there").arg(r, cell);
    case Code::FlagTaken: return TraceTexts::tr("%1 takes flag %2").arg(r).arg(n.value);
    case Code::FlagOutOfOrder:
        return TraceTexts::tr("%1 touches flag %2 out of order: it does not count").arg(r).arg(n.value);
    case Code::Winner: return TraceTexts::tr("%1 has taken the last flag and WINS").arg(r);
    case Code::Repaired: return TraceTexts::tr("%1 is repaired %2 damage").arg(r).arg(n.value);
    case Code::OptionCardDrawn: return TraceTexts::tr("%1 draws the option card %2").arg(r, optionTitle(n.detail));
    case Code::PowerDownRepair:
        return TraceTexts::tr("%1 is powered down this turn: no cards, %2 damage repaired").arg(r).arg(n.value);
    case Code::PowerDownAnnounced: return TraceTexts::tr("%1 announces a power down for next turn").arg(r);
    case Code::ReEntered:
        return TraceTexts::tr("%1 re-enters at %2 facing %3 with %4 damage").arg(r, cell, d).arg(n.value);
    case Code::ReEntryMoved: return TraceTexts::tr("%1's archive is taken: it re-enters at %2 instead").arg(r, cell);
    case Code::Eliminated: return TraceTexts::tr("%1 has no lives left: eliminated").arg(r);
    case Code::BecameReal: return TraceTexts::tr("%1 ends the register alone on its square: no longer virtual").arg(r);
    case Code::Rebooted:
        return TraceTexts::tr("%1 reboots on %2 facing %3: 2 SPAM cards, its remaining registers are cancelled")
            .arg(r, cell, d);
    case Code::PowerUp: return TraceTexts::tr("%1 powers up: %2 energy").arg(r).arg(n.value);
    case Code::EnergyTaken:
        return TraceTexts::tr("%1 takes an energy cube at %2 (%3 energy)").arg(r, cell).arg(n.value);
    default: return {};
    }
}

// Notes of dealing, programming and the cards.
QString cardText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString card = n.card ? cardTitle(*n.card, priorities(t)) : QString();
    switch (n.code) {
    case Code::RegisterLocked:
        return TraceTexts::tr("%1's register %2 is locked and keeps %3").arg(r).arg(n.value).arg(card);
    case Code::CardsDealt: return TraceTexts::tr("%1 is dealt %n card(s)", nullptr, n.value).arg(r);
    case Code::RandomProgram:
        return TraceTexts::tr("%1 has no program: %n register(s) filled at random from its cards", nullptr, n.value)
            .arg(r);
    case Code::RandomLockedCard:
        return TraceTexts::tr("%1's register %2 locked with no card to keep: gets %3 at random")
            .arg(r)
            .arg(n.value)
            .arg(card);
    case Code::Randomized: return TraceTexts::tr("%1 stands on a randomizer: its card becomes %2").arg(r, card);
    case Code::TrapDoorOpens: return TraceTexts::tr("the trap door under %1 at %2 opens").arg(r, at(n.cell));
    case Code::CardRevealed: return TraceTexts::tr("%1 reveals %2").arg(r, card);
    case Code::DamageCardPlayed:
        return TraceTexts::tr("%1 plays a damage card: the top card of its deck, %2, is played instead").arg(r, card);
    case Code::AgainRepeats:
        return TraceTexts::tr("%1 plays Again: register %2 is repeated with %3").arg(r).arg(n.value).arg(card);
    case Code::DeckShuffled:
        return TraceTexts::tr("%1 shuffles its discard pile into a new deck (%2 cards)").arg(r).arg(n.value);
    case Code::CardNotInDeck:
        return TraceTexts::tr("%1 does not own the programmed %2: register %3 stays empty").arg(r, card).arg(n.value);
    default: return {};
    }
}

} // namespace

QString robotName(const sim::Trace &t, int robot)
{
    if (robot < 0 || static_cast<std::size_t>(robot) >= t.header.robots.size())
        return QStringLiteral("?");
    return QString::fromStdString(t.header.robots[static_cast<std::size_t>(robot)].name);
}

QString cellText(model::Point p)
{
    return QStringLiteral("%1,%2").arg(p.x).arg(p.y);
}
QString directionText(model::Direction d)
{
    return QString::fromLatin1(model::directionLetter(d).data(), 1);
}

QString eventKindTitle(game::EventKind k)
{
    switch (k) {
    case game::EventKind::Deal: return TraceTexts::tr("Deal");
    case game::EventKind::Reveal: return TraceTexts::tr("Reveal");
    case game::EventKind::Card: return TraceTexts::tr("Card");
    case game::EventKind::ExpressBelts: return TraceTexts::tr("Express belts");
    case game::EventKind::Belts: return TraceTexts::tr("Belts");
    case game::EventKind::Currents: return TraceTexts::tr("Currents");
    case game::EventKind::Pushers: return TraceTexts::tr("Pushers");
    case game::EventKind::Gears: return TraceTexts::tr("Gears");
    case game::EventKind::Crushers: return TraceTexts::tr("Crushers");
    case game::EventKind::Lasers: return TraceTexts::tr("Lasers");
    case game::EventKind::FloorDamage: return TraceTexts::tr("Floor damage");
    case game::EventKind::Checkpoints: return TraceTexts::tr("Checkpoints");
    case game::EventKind::Repairs: return TraceTexts::tr("Repairs");
    case game::EventKind::Cleanup: return TraceTexts::tr("Clean-up");
    }
    return {};
}

QString phaseTitle(game::Phase p)
{
    switch (p) {
    case game::Phase::Deal: return TraceTexts::tr("Deal and program");
    case game::Phase::Reveal: return TraceTexts::tr("A: reveal");
    case game::Phase::RobotMoves: return TraceTexts::tr("B: robots move");
    case game::Phase::BoardElements: return TraceTexts::tr("C: board elements move");
    case game::Phase::Lasers: return TraceTexts::tr("D: lasers fire");
    case game::Phase::Checkpoints: return TraceTexts::tr("E: checkpoints");
    case game::Phase::EndOfTurn: return TraceTexts::tr("End of turn");
    }
    return {};
}

QString destroyCauseTitle(game::DestroyCause c)
{
    switch (c) {
    case game::DestroyCause::None: return {};
    case game::DestroyCause::Damage: return TraceTexts::tr("damage");
    case game::DestroyCause::Pit: return TraceTexts::tr("pit");
    case game::DestroyCause::Drain: return TraceTexts::tr("drain");
    case game::DestroyCause::OffBoard: return TraceTexts::tr("off the board");
    case game::DestroyCause::TrapDoor: return TraceTexts::tr("trap door");
    case game::DestroyCause::Crusher: return TraceTexts::tr("crusher");
    }
    return {};
}

QString cardTitle(const model::Card &c, bool withPriority)
{
    static const char *const kNames[] = {QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "U-turn"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "rotate left"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "rotate right"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "back up"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "move 1"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "move 2"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "move 3"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "again"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "power up"),
                                         QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "SPAM")};
    static_assert(std::size(kNames) == model::kCardKindCount);
    const QString name = TraceTexts::tr(kNames[static_cast<int>(c.kind)]);
    if (!withPriority || !model::cardIsClassic(c.kind))
        return name;
    return QStringLiteral("%1 (%2)").arg(name).arg(c.priority);
}

QString substepTitle(const sim::Trace &t, const game::Event &e)
{
    if (e.kind == game::EventKind::Card)
        return TraceTexts::tr("%1 plays %2")
            .arg(robotName(t, e.actor), e.card ? cardTitle(*e.card, priorities(t)) : TraceTexts::tr("nothing"));
    return eventKindTitle(e.kind);
}

QString noteText(const sim::Trace &t, const game::Note &n)
{
    for (QString (*words)(const sim::Trace &, const game::Note &) :
         {&movementText, &damageText, &cardText, &optionNoteText})
        if (QString s = words(t, n); !s.isEmpty())
            return s;
    return QString::fromLatin1(game::codeName(n.code).data(), static_cast<qsizetype>(game::codeName(n.code).size()));
}

QString ruleOptionDescription(std::string_view name)
{
    if (name == "belt-transfer")
        return TraceTexts::tr("An express robot carried onto a normal belt moves again in substep 2.");
    if (name == "powered-down-lock")
        return TraceTexts::tr(
            "A register that locks while powered down keeps the last program instead of a random card.");
    if (name == "repair-2005")
        return TraceTexts::tr("A double-wrench site repairs 1 damage and gives an option card.");
    if (name == "flag-repairs")
        return TraceTexts::tr("Flags repair 1 damage at the end of the turn.");
    if (name == "virtual-start")
        return TraceTexts::tr("Robots sharing a square are virtual until they end a register alone.");
    if (name == "powered-down-fires")
        return TraceTexts::tr("Powered-down robots fire their lasers.");
    if (name == "fire-control-printed")
        return TraceTexts::tr("Fire Control locks the register without damage, as printed on the 2005 card.");
    if (name == "superior-archive-1994")
        return TraceTexts::tr("Superior Archive also acts when it was the option lost at that destruction.");
    if (name == "ramming-per-square")
        return TraceTexts::tr("Ramming Gear deals 1 damage for every square it pushes a robot.");
    if (name == "rear-laser-mods")
        return TraceTexts::tr("Main-laser mods act on the Rear-Firing Laser too.");
    // An option this version has no words for: the rules' own (English) description.
    for (const rules::OptionInfo &o : rules::optionTable())
        if (o.name == name)
            return QString::fromLatin1(o.description.data(), static_cast<qsizetype>(o.description.size()));
    return {};
}

QString scenarioErrorText(const rules::ScenarioError &e)
{
    using ErrorCode = rules::ScenarioError::Code;
    const QString robot = text(e.robot);
    QString s;
    switch (e.code) {
    case ErrorCode::UnknownRuleset:
        s = TraceTexts::tr("The ruleset \"%1\" is not implemented (available: %2).")
                .arg(text(e.text), text(rules::rulesetList()));
        break;
    case ErrorCode::UnknownOption: s = TraceTexts::tr("There is no rule option \"%1\".").arg(text(e.text)); break;
    case ErrorCode::NoCourse: s = TraceTexts::tr("The scenario has no course."); break;
    case ErrorCode::CourseTooLarge:
        s = TraceTexts::tr("The course is %1 x %2 squares; at most %3 per side.")
                .arg(e.size.width)
                .arg(e.size.height)
                .arg(e.number);
        break;
    case ErrorCode::CourseNegativeOffset:
        s = TraceTexts::tr("Board %1 of the course has a negative offset.").arg(e.number);
        break;
    case ErrorCode::CourseOverlap:
        s = TraceTexts::tr("Boards %1 and %2 of the course overlap at %3.").arg(e.number).arg(e.value).arg(at(e.cell));
        break;
    case ErrorCode::RobotWithoutName: s = TraceTexts::tr("Robot %1 has no name.").arg(e.number); break;
    case ErrorCode::DuplicateName: s = TraceTexts::tr("Two robots are named %1.").arg(robot); break;
    case ErrorCode::StartOutside:
        s = TraceTexts::tr("%1 starts at %2, outside the %3 x %4 course.")
                .arg(robot, at(e.cell))
                .arg(e.size.width)
                .arg(e.size.height);
        break;
    case ErrorCode::ArchiveOutside:
        s = TraceTexts::tr("%1 has its archive at %2, outside the course.").arg(robot, at(e.cell));
        break;
    case ErrorCode::DamageOutOfRange:
        s = TraceTexts::tr("%1 cannot have %2 damage: damage must be from 0 to 9.").arg(robot).arg(e.number);
        break;
    case ErrorCode::LivesOutOfRange:
        s = TraceTexts::tr("%1 cannot have %2 lives: a robot needs at least one life.").arg(robot).arg(e.number);
        break;
    case ErrorCode::CardNotInRuleset:
        s = TraceTexts::tr("%1, turn %2 register %3: the card \"%4\" is not part of the %5 rules.")
                .arg(robot)
                .arg(e.turn)
                .arg(e.reg)
                .arg(text(e.text), text(e.other));
        break;
    case ErrorCode::OptionCardsNotInRuleset:
        s = TraceTexts::tr("%1 holds option cards or makes decisions, which the %2 rules do not have.")
                .arg(robot, text(e.other));
        break;
    case ErrorCode::OptionHeldTwice: {
        // The file's id ("ablative-coat") names the card in the user's language where it can.
        const auto id = model::optionFromName(e.text);
        s = TraceTexts::tr("%1 and %2 both hold the option card \"%3\" (each card exists once).")
                .arg(robot, text(e.other), id ? optionTitle(*id) : text(e.text));
        break;
    }
    case ErrorCode::SharedStart:
        s = TraceTexts::tr("%1 and %2 start on the same square (only virtual robots may share one).")
                .arg(text(e.other), robot);
        break;
    case ErrorCode::NoTurns: s = TraceTexts::tr("A scenario plays at least one turn."); break;
    case ErrorCode::AgainInFirstRegister:
        s = TraceTexts::tr("%1, turn %2: Again cannot be in register 1.").arg(robot).arg(e.turn);
        break;
    case ErrorCode::DeckDamageMismatch:
        s = TraceTexts::tr("%1 has %2 damage, but its deck, discard pile and program hold %3 SPAM cards.")
                .arg(robot)
                .arg(e.number)
                .arg(e.value);
        break;
    case ErrorCode::DiscardWithoutDeck:
        s = TraceTexts::tr("%1 has a discard pile but no deck: give both.").arg(robot);
        break;
    case ErrorCode::ProgramsUnownedCards:
        s = TraceTexts::tr("%1 programs %2 \"%3\" card(s) in turn 1 but owns %4.")
                .arg(robot)
                .arg(e.number)
                .arg(text(e.text))
                .arg(e.value);
        break;
    case ErrorCode::WhatIfStep:
        s = TraceTexts::tr("A what-if applies after the first substep or later, in the order of play.");
        break;
    case ErrorCode::UnknownRobot: s = TraceTexts::tr("There is no robot %1.").arg(text(e.text)); break;
    case ErrorCode::CellOutside: s = TraceTexts::tr("%1,%2 is outside the course.").arg(e.cell.x).arg(e.cell.y); break;
    case ErrorCode::CellOccupied:
        s = TraceTexts::tr("%1 already stands on %2,%3.").arg(text(e.other)).arg(e.cell.x).arg(e.cell.y);
        break;
    case ErrorCode::RegisterOutOfRange: s = TraceTexts::tr("Registers are numbered 1 to 5."); break;
    case ErrorCode::WhatIfNotReached:
        s = TraceTexts::tr("The play ends after substep %1, before this edit of %2.").arg(e.number).arg(robot);
        break;
    case ErrorCode::TooFewRulings: s = TraceTexts::tr("Comparing needs at least two rulings."); break;
    case ErrorCode::TooFewGames: s = TraceTexts::tr("The number of games must be at least 1."); break;
    case ErrorCode::TooFewTurns: s = TraceTexts::tr("The number of turns must be at least 1."); break;
    case ErrorCode::NegativeRobots: s = TraceTexts::tr("The number of robots per game cannot be negative."); break;
    case ErrorCode::NoStartMarkers:
        s = TraceTexts::tr("The course has no start markers: robots have nowhere to start.");
        break;
    case ErrorCode::NoSuchGame:
        s = TraceTexts::tr("There is no game %1: the analysis plays games 1 to %2.").arg(e.number + 1).arg(e.value);
        break;
    }
    if (e.step > 0)
        return TraceTexts::tr("After substep %1: %2").arg(e.step).arg(s);
    return s;
}

} // namespace rf::editor
