// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/optiontexts.h"

#include "models/tracetexts.h"
#include "rules/ruleset.h"

#include <QCoreApplication>

#include <iterator>

namespace rf::editor {

namespace {

using model::OptionId;

// What a decision chose, for DecisionTaken and DecisionVoid (n.value is the model::DecisionUse).
QString useText(const game::Note &n)
{
    const QString option = optionTitle(n.detail);
    switch (static_cast<model::DecisionUse>(n.value)) {
    case model::DecisionUse::Option: return option;
    case model::DecisionUse::DiscardOption: return TraceTexts::tr("discard %1").arg(option);
    case model::DecisionUse::ChopShopScrap: return TraceTexts::tr("chop shop: scrap %1").arg(option);
    case model::DecisionUse::ChopShopReload: return TraceTexts::tr("chop shop: reload %1").arg(option);
    case model::DecisionUse::DrawOption: return TraceTexts::tr("draw an option");
    case model::DecisionUse::LoseOption: return TraceTexts::tr("lose %1").arg(option);
    }
    return QStringLiteral("?");
}

// Notes of the decisions, the option deck and the defences.
QString deckText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString option = optionTitle(n.detail);
    switch (n.code) {
    case Code::OptionDeckShuffled:
        return n.value > 0 ? TraceTexts::tr("the option discard pile is shuffled into a new option deck (%n card(s))",
                                            nullptr, n.value)
                           : TraceTexts::tr("the option deck and its discard pile are empty: %1 draws nothing").arg(r);
    case Code::OptionDiscarded: return TraceTexts::tr("%1 discards %2 (used up)").arg(r, option);
    case Code::OptionLost: return TraceTexts::tr("%1 is destroyed and loses %2").arg(r, option);
    case Code::DamageCancelled: return TraceTexts::tr("%1 discards %2 to cancel 1 damage").arg(r, option);
    case Code::AblativeCoatAbsorbs:
        return TraceTexts::tr("%1's %2 absorbs 1 damage (%n use(s) left)", nullptr, n.value)
            .arg(r, optionTitle(OptionId::AblativeCoat));
    case Code::ShieldCancels:
        return TraceTexts::tr("%1's %2 cancels 1 damage from the %3 side")
            .arg(r, optionTitle(OptionId::PowerDownShield), directionText(n.dir));
    case Code::DecisionTaken:
        return n.other >= 0 ? TraceTexts::tr("%1 decides: %2 at %3").arg(r, useText(n), robotName(t, n.other))
                            : TraceTexts::tr("%1 decides: %2").arg(r, useText(n));
    case Code::DecisionVoid:
        return TraceTexts::tr("%1's decision (%2) is void: %3").arg(r, useText(n), voidReasonText(n.reason));
    case Code::CircuitBreakerTrips:
        return TraceTexts::tr("%1 has %2 damage: its %3 powers it down next turn")
            .arg(r)
            .arg(n.value)
            .arg(optionTitle(OptionId::CircuitBreaker));
    case Code::SuperiorArchive:
        return TraceTexts::tr("%1's %2: it re-enters with no damage").arg(r, optionTitle(OptionId::SuperiorArchive));
    case Code::ChopShopScrap: return TraceTexts::tr("%1 scraps %2 at the chop shop").arg(r, option);
    case Code::ChopShopReload:
        return TraceTexts::tr("%1 reloads an option at the chop shop (%n use(s))", nullptr, n.value).arg(r);
    default: return {};
    }
}

// Notes of the cards the options change: programming, reveals, movement.
QString programText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString card = n.card ? cardTitle(*n.card, rules::traitsOf(t.header.ruleset).priorities) : QString();
    const QString d = directionText(n.dir);
    switch (n.code) {
    case Code::AbortSwitchSwap:
        return TraceTexts::tr("%1's %2 swaps register %3 for the top card: %4")
            .arg(r, optionTitle(OptionId::AbortSwitch))
            .arg(n.value)
            .arg(card);
    case Code::Braked: return TraceTexts::tr("%1 brakes: its move 1 moves 0 squares").arg(r);
    case Code::ConditionalSwap:
        return n.value > 0 ? TraceTexts::tr("%1's %2 puts %3 in register %4")
                                 .arg(r, optionTitle(OptionId::ConditionalProgram), card)
                                 .arg(n.value)
                           : TraceTexts::tr("%1's %2 card %3 is not used: discarded")
                                 .arg(r, optionTitle(OptionId::ConditionalProgram), card);
    case Code::CrabStep:
        return TraceTexts::tr("%1's %2 step it %3 (facing unchanged)").arg(r, optionTitle(OptionId::CrabLegs), d);
    case Code::DualProcessorMove:
        return TraceTexts::tr("%1's %2: it moves %n square(s), then turns", nullptr, n.value)
            .arg(r, optionTitle(OptionId::DualProcessor));
    case Code::FlywheelCard:
        return TraceTexts::tr("%1 adds its %2 card %3 to its hand").arg(r, optionTitle(OptionId::Flywheel), card);
    case Code::FourthGear:
        return TraceTexts::tr("%1 shifts into %2: its move 3 moves 4 squares")
            .arg(r, optionTitle(OptionId::FourthGear));
    case Code::GyroscopeHolds:
        return TraceTexts::tr("%1's %2 keeps it facing %3").arg(r, optionTitle(OptionId::GyroscopicStabilizer), d);
    case Code::MechanicalArmTouch:
        return TraceTexts::tr("%1's %2 touches %3").arg(r, optionTitle(OptionId::MechanicalArm), cellText(n.cell));
    case Code::RadioControlledCard:
        return TraceTexts::tr("%1 is radio-controlled: it plays %2's %3").arg(r, robotName(t, n.value), card);
    case Code::Recompiled:
        return TraceTexts::tr("%1 recompiles: a new hand of %n card(s), 1 damage", nullptr, n.value).arg(r);
    case Code::ReverseGear:
        return TraceTexts::tr("%1 uses %2: its back up moves 2 squares").arg(r, optionTitle(OptionId::ReverseGear));
    case Code::Scrambled:
        return TraceTexts::tr("%1's register %2 is scrambled: it becomes %3").arg(r).arg(n.value).arg(card);
    case Code::ExtraMemoryCard:
        return TraceTexts::tr("%1's %2: one card more (%n card(s))", nullptr, n.value)
            .arg(r, optionTitle(OptionId::ExtraMemory));
    default: return {};
    }
}

// Notes of the weapons and of Ramming Gear: `o` is the robot firing or ramming.
QString weaponText(const sim::Trace &t, const game::Note &n)
{
    using game::Code;
    const QString r = robotName(t, n.robot);
    const QString o = robotName(t, n.other);
    switch (n.code) {
    case Code::FireControlLock:
        return TraceTexts::tr("%1's %2 locks %3's register %4")
            .arg(o, optionTitle(OptionId::FireControl), r)
            .arg(n.value);
    case Code::FireControlDestroy:
        return TraceTexts::tr("%1's %2 destroys %3's %4")
            .arg(o, optionTitle(OptionId::FireControl), r, optionTitle(n.detail));
    case Code::HighPowerThrough:
        return TraceTexts::tr("%1's %2 passes the wall at %3")
            .arg(r, optionTitle(OptionId::HighPowerLaser), cellText(n.cell));
    case Code::MiniHowitzerHit:
        return TraceTexts::tr("%1 is hit by %2's %3: 1 damage").arg(r, o, optionTitle(OptionId::MiniHowitzer));
    case Code::WeaponMoved: return TraceTexts::tr("%1 is moved %2 by %3's weapon").arg(r, directionText(n.dir), o);
    case Code::RadioControlTakes:
        return TraceTexts::tr("%1's %2 takes over %3 from register %4")
            .arg(o, optionTitle(OptionId::RadioControl), r)
            .arg(n.value);
    case Code::RammingDamage:
        return TraceTexts::tr("%1 is rammed by %2's %3: 1 damage").arg(r, o, optionTitle(OptionId::RammingGear));
    case Code::RearLaserHit:
        return TraceTexts::tr("%1 is shot by %2's %3 at %4")
            .arg(r, o, optionTitle(OptionId::RearFiringLaser), cellText(n.cell));
    default: return {};
    }
}

} // namespace

QString optionTitle(model::OptionId id)
{
    static const char *const kTitles[] = {
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Ablative Coat"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Abort Switch"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Brakes"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Circuit Breaker"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Conditional Program"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Crab Legs"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Double-Barreled Laser"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Dual Processor"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Extra Memory"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Fire Control"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Flywheel"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Fourth Gear"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Gyroscopic Stabilizer"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "High-Power Laser"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Mechanical Arm"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Mini Howitzer"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Power-Down Shield"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Pressor Beam"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Radio Control"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Ramming Gear"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Rear-Firing Laser"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Recompile"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Reverse Gear"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Scrambler"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Superior Archive"),
        QT_TRANSLATE_NOOP("rf::editor::TraceTexts", "Tractor Beam"),
    };
    static_assert(std::size(kTitles) == model::kOptionCount);
    return TraceTexts::tr(kTitles[static_cast<int>(id)]);
}

QString optionTitle(int id)
{
    if (id < 0 || id >= model::kOptionCount)
        return QStringLiteral("?");
    return optionTitle(static_cast<model::OptionId>(id));
}

QString heldOptionText(const model::HeldOption &option, bool priorities)
{
    const QString title = optionTitle(option.id);
    if (model::optionFullAmmo(option.id) > 0)
        return QStringLiteral("%1 (%2)").arg(title).arg(option.ammo);
    if (option.card)
        return QStringLiteral("%1: %2").arg(title, cardTitle(*option.card, priorities));
    return title;
}

QStringList heldOptionTexts(const std::vector<model::HeldOption> &options, bool priorities)
{
    QStringList texts;
    for (const model::HeldOption &o : options)
        texts << heldOptionText(o, priorities);
    return texts;
}

QString voidReasonText(game::VoidReason reason)
{
    using game::VoidReason;
    switch (reason) {
    case VoidReason::NotHeld: return TraceTexts::tr("the robot does not hold that option");
    case VoidReason::NotNow: return TraceTexts::tr("the option does not act now or with this card");
    case VoidReason::NoTarget: return TraceTexts::tr("the target is not the robot the laser hits");
    case VoidReason::TooClose: return TraceTexts::tr("the target is on a neighbouring square");
    case VoidReason::LastRegister: return TraceTexts::tr("not in register 5");
    case VoidReason::Locked: return TraceTexts::tr("the register is locked");
    case VoidReason::PoweredDown: return TraceTexts::tr("powered down");
    case VoidReason::NotOnSite: return TraceTexts::tr("not on a square that allows it");
    case VoidReason::AlreadyUsed: return TraceTexts::tr("already used");
    case VoidReason::NoOptions: return TraceTexts::tr("nothing to use it on");
    }
    return QStringLiteral("?");
}

QString optionNoteText(const sim::Trace &t, const game::Note &n)
{
    for (QString (*words)(const sim::Trace &, const game::Note &) : {&deckText, &programText, &weaponText})
        if (QString s = words(t, n); !s.isEmpty())
            return s;
    return {};
}

} // namespace rf::editor
