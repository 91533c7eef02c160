// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/statewords.h"

#include "model/optioncards.h"
#include "model/upgrades.h"
#include "rules/options.h"
#include "words/rulenames.h"
#include "words/tracewords.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace rf::words {

namespace {

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// The items of a list value ("move2, spam"), "none" for an empty one.
QStringList items(const std::string &value)
{
    if (value == "none" || value.empty())
        return {};
    return text(value).split(QStringLiteral(", "));
}

QString listText(const QStringList &words)
{
    return words.isEmpty() ? StateWords::tr("none") : words.join(QStringLiteral(", "));
}

QString yesNo(const std::string &value)
{
    if (value == "true")
        return StateWords::tr("yes");
    if (value == "false")
        return StateWords::tr("no");
    return text(value);
}

QString cardWord(const QString &item)
{
    if (item == QLatin1String("-"))
        return StateWords::tr("empty", "an empty register");
    const auto card = model::cardFromText(item.toStdString());
    return card ? cardTitle(*card, card->priority > 0) : item;
}

QString optionWord(const QString &item)
{
    // "ablative-coat (2)", "flywheel: move2:500", "brakes", "ablative-coat 2" (uses expected).
    const qsizetype colon = item.indexOf(QLatin1String(": "));
    const qsizetype space = item.indexOf(QLatin1Char(' '));
    const qsizetype end = colon >= 0 ? colon : space >= 0 ? space : item.size();
    const auto id = model::optionFromName(item.left(end).toStdString());
    if (!id)
        return item;
    if (colon >= 0)
        return QStringLiteral("%1: %2").arg(optionTitle(*id), cardWord(item.mid(colon + 2)));
    return optionTitle(*id) + item.mid(end);
}

QString upgradeWord(const QString &item)
{
    const bool used = item.endsWith(QLatin1String(" (used)"));
    const QString id = used ? item.chopped(7) : item;
    const auto upgrade = model::upgradeFromName(id.toStdString());
    const QString title = upgrade ? upgradeTitle(*upgrade) : id;
    return used ? StateWords::tr("%1 (used this round)").arg(title) : title;
}

// "spam 1, trojan 0, worm 0, virus 1" (or "unlimited" counts): the damage cards' own names.
QString kindsText(const std::string &value)
{
    static const std::map<QString, model::CardKind> kKinds{{QStringLiteral("spam"), model::CardKind::Spam},
                                                           {QStringLiteral("trojan"), model::CardKind::Trojan},
                                                           {QStringLiteral("worm"), model::CardKind::Worm},
                                                           {QStringLiteral("virus"), model::CardKind::Virus}};
    QStringList out;
    for (const QString &item : items(value)) {
        const QString kind = item.section(QLatin1Char(' '), 0, 0);
        const QString count = item.section(QLatin1Char(' '), 1);
        const auto it = kKinds.find(kind);
        out << QStringLiteral("%1 %2").arg(it == kKinds.end() ? kind : cardTitle(model::Card{it->second}),
                                           count == QLatin1String("unlimited") ? StateWords::tr("unlimited") : count);
    }
    return listText(out);
}

QString inPlayText(const std::string &value)
{
    if (value == "true")
        return StateWords::tr("in play");
    // "false (pit)"
    const QString cause = text(value).section(QLatin1Char('('), 1).chopped(1);
    // Out of play for no cause of the game: a 2023 robot that rebooted in the last round.
    if (cause.isEmpty() || cause == QLatin1String("none"))
        return StateWords::tr("off the board");
    for (int c = 0; c <= static_cast<int>(game::DestroyCause::Reboot); ++c)
        if (text(game::destroyCauseName(static_cast<game::DestroyCause>(c))) == cause)
            return StateWords::tr("destroyed (%1)").arg(destroyCauseTitle(static_cast<game::DestroyCause>(c)));
    return StateWords::tr("destroyed");
}

// "2: hw-back3": a register and the Haywire lying face down under it.
QString registerCardWord(const QString &item)
{
    const qsizetype colon = item.indexOf(QLatin1String(": "));
    if (colon < 0)
        return cardWord(item);
    return StateWords::tr("register %1: %2").arg(item.left(colon), cardWord(item.mid(colon + 2)));
}

template <class Word>
QString mapped(const std::string &value, Word word)
{
    QStringList out;
    for (const QString &item : items(value))
        out << word(item);
    return listText(out);
}

} // namespace

QString fieldLabel(sim::Field field)
{
    return QCoreApplication::translate("StateFields", std::string(sim::fieldInfo(field).label).c_str());
}

QString checkSubject(const sim::Mismatch &m)
{
    const QString label = fieldLabel(m.field);
    if (sim::fieldInfo(m.field).subject != sim::Subject::Robot)
        return capitalised(label);
    const QString robot = QString::fromStdString(m.robot);
    return m.field == sim::Field::Robot ? robot : StateWords::tr("%1: %2", "a robot and a field of its state").arg(robot, label);
}

QString valueText(sim::Field f, const std::string &value)
{
    if (value == "none")
        return StateWords::tr("none");
    if (value == "destroyed")
        return StateWords::tr("destroyed");
    if (value == "unlimited")
        return StateWords::tr("unlimited");
    switch (f) {
    case sim::Field::Facing: {
        for (const model::Direction d : {model::Direction::North, model::Direction::East, model::Direction::South, model::Direction::West})
            if (model::directionLetter(d) == value)
                return directionText(d);
        return text(value);
    }
    case sim::Field::InPlay: return inPlayText(value);
    case sim::Field::Destroyed:
    case sim::Field::Eliminated:
    case sim::Field::PoweredDown:
    case sim::Field::PoweredDownNext:
    case sim::Field::Rebooted:
    case sim::Field::ShutDown:
    case sim::Field::TopFaceUp: return yesNo(value);
    case sim::Field::Options:
    case sim::Field::Ammo:
    case sim::Field::OptionDiscard: return mapped(value, optionWord);
    case sim::Field::Upgrades:
    case sim::Field::Shop:
    case sim::Field::UpgradeDiscard:
    case sim::Field::Collection:
    case sim::Field::UpgradeDeckTop: return mapped(value, upgradeWord);
    case sim::Field::DamageCards:
    case sim::Field::DamagePiles: return kindsText(value);
    case sim::Field::Program:
    case sim::Field::Hand:
    case sim::Field::DeckTop:
    case sim::Field::Deck:
    case sim::Field::Discard: return mapped(value, cardWord);
    case sim::Field::At:
    case sim::Field::Archive:
    case sim::Field::Damage:
    case sim::Field::Lives:
    case sim::Field::Flags:
    case sim::Field::Energy:
    case sim::Field::OptionCount:
    case sim::Field::Locked:
    case sim::Field::HandNext:
    case sim::Field::Place:
    case sim::Field::SpamDealt:
    case sim::Field::TrojanDealt:
    case sim::Field::WormDealt:
    case sim::Field::VirusDealt:
    case sim::Field::Robot:
    case sim::Field::Moment:
    case sim::Field::Winner:
    case sim::Field::SpamPile:
    case sim::Field::TrojanPile:
    case sim::Field::WormPile:
    case sim::Field::VirusPile:
    case sim::Field::EnergyTaken:
    case sim::Field::DamageDrawn:
    case sim::Field::PriorityToken:
    case sim::Field::DamageDeckCount: return text(value);
    case sim::Field::Kept:
    case sim::Field::MemoryCards:
    case sim::Field::DamageDiscard: return mapped(value, cardWord);
    case sim::Field::Haywires: return mapped(value, registerCardWord);
    }
    return text(value);
}

QString changeText(sim::Field f, const std::string &before, const std::string &after)
{
    static constexpr sim::Field kLists[] = {sim::Field::Options, sim::Field::Upgrades, sim::Field::Hand, sim::Field::Deck, sim::Field::Discard,
                                            sim::Field::Shop, sim::Field::UpgradeDiscard, sim::Field::OptionDiscard, sim::Field::EnergyTaken,
                                            sim::Field::Collection};
    if (std::ranges::find(kLists, f) == std::end(kLists))
        return StateWords::tr("%1 → %2").arg(valueText(f, before), valueText(f, after));
    QStringList was = items(before);
    QStringList added;
    for (const QString &item : items(after))
        if (!was.removeOne(item))
            added << item;
    QStringList out;
    for (const QString &a : added)
        out << StateWords::tr("+%1", "an item added to a list").arg(valueText(f, a.toStdString()));
    for (const QString &r : was)
        out << StateWords::tr("−%1", "an item taken from a list").arg(valueText(f, r.toStdString()));
    return out.isEmpty() ? StateWords::tr("in another order") : out.join(QStringLiteral(", "));
}

QString changeLine(const sim::StateView &before, const sim::StateView &after, const sim::FieldDiff &d)
{
    const QString label = fieldLabel(d.field);
    const QString change = changeText(d.field, sim::fieldValue(before, d.robot, d.field), sim::fieldValue(after, d.robot, d.field));
    if (d.robot < 0 || static_cast<std::size_t>(d.robot) >= after.robots.size())
        return StateWords::tr("%1: %2").arg(capitalised(label), change);
    return StateWords::tr("%1: %2 %3", "a robot, a field of its state and how it changed").arg(QString::fromStdString(after.robots[static_cast<std::size_t>(d.robot)].name), label, change);
}

QString checkMoment(const sim::Mismatch &m)
{
    if (m.turn == 0)
        return StateWords::tr("at the end");
    if (m.afterRegister == 0)
        return StateWords::tr("end of turn %1").arg(m.turn);
    return StateWords::tr("turn %1, register %2").arg(m.turn).arg(m.afterRegister);
}

QString checkText(const sim::Mismatch &m)
{
    const sim::FindingInfo &info = sim::findingInfo(m.finding);
    if (m.finding == sim::Mismatch::Finding::NotReached)
        return StateWords::tr("%1: %2").arg(checkMoment(m), QCoreApplication::translate("Expectations", info.actual.data()));
    const QString expected = info.expected.empty() ? valueText(m.field, m.expected)
                                                   : QCoreApplication::translate("Expectations", info.expected.data()).arg(text(m.expected));
    // A ruleset's id is shown by its name ("not part of the Classic rules").
    const QString found = m.finding == sim::Mismatch::Finding::NotInRuleset ? rulesetName(m.actual) : text(m.actual);
    const QString actual = info.actual.empty() ? valueText(m.field, m.actual) : QCoreApplication::translate("Expectations", info.actual.data()).arg(found);
    return StateWords::tr("%1 (%2): expected %3, got %4").arg(checkSubject(m), checkMoment(m), expected, actual);
}

QString phaseMoment(int turn, int reg, game::Phase phase)
{
    if (reg == 0)
        return StateWords::tr("Turn %1 (%2)").arg(turn).arg(phaseTitle(phase));
    return StateWords::tr("Turn %1, register %2 (%3)").arg(turn).arg(reg).arg(phaseTitle(phase));
}

QString rulingLabel(const sim::RulingVariant &v)
{
    // In the table's order, as compare's labels name them.
    QStringList parts{rulesetName(v.ruleset)};
    for (const rules::OptionInfo &o : rules::optionTable())
        if (const auto set = v.options.find(std::string(o.name)); set != v.options.end())
            parts << (set->second ? StateWords::tr("%1 on", "a rule option") : StateWords::tr("%1 off", "a rule option")).arg(ruleOptionName(o.name));
    return parts.join(QStringLiteral(", "));
}

QString rulingLabel(const model::Scenario &sc, const sim::RulingVariant &v)
{
    sim::RulingVariant all = v;
    for (const auto &[name, on] : sc.options)
        all.options.try_emplace(name, on);
    return rulingLabel(all);
}

} // namespace rf::words
