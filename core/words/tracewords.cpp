// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/tracewords.h"

#include "text/fill.h"

#include <iterator>
#include <string>
#include <vector>

namespace rf::words {

QString fillTemplate(const char *context, std::string_view tmpl, const QStringList &args, int count)
{
    // translate() takes a NUL-terminated source text and fills %n itself; the numbered
    // placeholders are filled in one pass, as the CLI fills the English (text/fill.h).
    const QString t = QCoreApplication::translate(context, std::string(tmpl).c_str(), nullptr, count);
    std::vector<std::string> words;
    words.reserve(static_cast<std::size_t>(args.size()));
    for (const QString &a : args)
        words.push_back(a.toStdString());
    return QString::fromStdString(text::fill(t.toStdString(), words));
}

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
    // The compass letter of the user's language ("nach O", not "nach E"), kept a letter so that
    // sentences need no article or case for it.
    switch (d) {
    case model::Direction::North: return TraceTexts::tr("N", "compass letter of north");
    case model::Direction::East: return TraceTexts::tr("E", "compass letter of east");
    case model::Direction::South: return TraceTexts::tr("S", "compass letter of south");
    case model::Direction::West: return TraceTexts::tr("W", "compass letter of west");
    }
    return {};
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
    case game::EventKind::Shop: return TraceTexts::tr("Shop");
    case game::EventKind::Purchase: return TraceTexts::tr("Purchase");
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
    case game::Phase::Upgrades: return TraceTexts::tr("Upgrade phase");
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
    case game::DestroyCause::Worm: return TraceTexts::tr("Worm");
    case game::DestroyCause::Reboot: return TraceTexts::tr("Reboot");
    }
    return {};
}

QString cardTitle(const model::Card &c, bool withPriority)
{
    static const char *const kNames[] = {QT_TRANSLATE_NOOP("rf::words::TraceTexts", "U-turn"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "rotate left"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "rotate right"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "back up"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "move 1"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "move 2"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "move 3"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "again"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "power up"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "SPAM"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Trojan Horse"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Worm"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Virus"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Energy Routine"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Repeat Routine"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Sandbox Routine"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Speed Routine"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Weasel Routine"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Spam Folder"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 2, turn right"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: turn either way"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 1, turn left, move 1"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: face any way, move 1"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: install an upgrade"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 1, take the token"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: pay energy to move"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move back 3"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move back 1, U-turn"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 1, turn right, move 1"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 2 sideways"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move back 1, purge a card"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 2, turn left"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 5"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 1, stronger laser"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: play the top 2 cards"),
                                         QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Haywire: move 3, U-turn")};
    static_assert(std::size(kNames) == model::kCardKindCount);
    const QString name = TraceTexts::tr(kNames[static_cast<int>(c.kind)]);
    if (c.choice)
        return QStringLiteral("%1 (%2)").arg(name, TraceTexts::tr(kNames[static_cast<int>(*c.choice)]));
    if (!withPriority || !model::cardIsClassic(c.kind))
        return name;
    return QStringLiteral("%1 (%2)").arg(name).arg(c.priority);
}

QString optionTitle(model::OptionId id)
{
    static const char *const kTitles[] = {
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Ablative Coat"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Abort Switch"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Brakes"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Circuit Breaker"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Conditional Program"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Crab Legs"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Double-Barreled Laser"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Dual Processor"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Extra Memory"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Fire Control"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Flywheel"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Fourth Gear"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Gyroscopic Stabilizer"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "High-Power Laser"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Mechanical Arm"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Mini Howitzer"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Power-Down Shield"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Pressor Beam"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Radio Control"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Ramming Gear"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Rear-Firing Laser"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Recompile"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Reverse Gear"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Scrambler"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Superior Archive"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Tractor Beam"),
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

QString upgradeTitle(model::UpgradeId id)
{
    static const char *const kTitles[] = {
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Admin Privilege"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Blue Screen of Death"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Brakes"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Cache Memory"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Corruption Wave"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Crab Legs"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Defrag Gizmo"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Deflector Shield"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Double Barrel Laser"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Firewall"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Hover Unit"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Memory Stick"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Mini Howitzer"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Modular Chassis"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Pressor Beam"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Rail Gun"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Ramming Gear"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Rear Laser"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Scrambler"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Side Arms"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Teleporter"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Tractor Beam"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Trojan Needler"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Virus Module"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Boink"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Energy Routine"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Hack"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Manual Sort"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Memory Swap"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Reboot"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Recharge"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Recompile"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Refresh"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Repeat Routine"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Sandbox Routine"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Spam Blocker"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Spam Folder"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Speed Routine"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Weasel Routine"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Zoop"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Chaos Theory"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Drifting"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Energy Conversion"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Flash Drive"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Laser Kata"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Memory Cards"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Power Slide"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Self-Diagnostics"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Spam Filter"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Spiky"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Abort Switch"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "All Aboard"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Calibration Protocol"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Displacing Blast"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Lucky Booster"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Magnetic"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Overclocked"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Piercing Drill"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Pressure Release"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Re-Initialize"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Rewire"),
        QT_TRANSLATE_NOOP("rf::words::TraceTexts", "Switch")};
    static_assert(std::size(kTitles) == model::kUpgradeIdCount);
    return TraceTexts::tr(kTitles[static_cast<int>(id)]);
}

QString upgradeTitle(int id)
{
    if (id < 0 || id >= model::kUpgradeIdCount)
        return QStringLiteral("?");
    return upgradeTitle(static_cast<model::UpgradeId>(id));
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

QString heldUpgradeText(const model::HeldUpgrade &upgrade)
{
    const QString title = upgradeTitle(upgrade.id);
    if (!model::upgradeIsPermanent(upgrade.id))
        return TraceTexts::tr("%1 (temporary)").arg(title);
    return upgrade.usedThisRound ? TraceTexts::tr("%1 (permanent, used this round)").arg(title)
                                 : TraceTexts::tr("%1 (permanent)").arg(title);
}

QStringList heldUpgradeTexts(const std::vector<model::HeldUpgrade> &upgrades)
{
    QStringList texts;
    for (const model::HeldUpgrade &u : upgrades)
        texts << heldUpgradeText(u);
    return texts;
}

QString voidReasonText(game::VoidReason reason)
{
    return fillTemplate("TraceNotes", game::voidReasonWording(reason), {});
}

} // namespace rf::words
