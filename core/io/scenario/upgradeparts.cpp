// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenario/upgradeparts.h"

#include "io/jsonreader.h"
#include "io/scenario/scenarioparts.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace rf::io::upgradeparts {

using namespace rf::model;
using namespace rf::io::json;

namespace {

constexpr const char *kDamageNames[] = {"spam", "trojan", "worm", "virus"};
constexpr int kMaxListedUpgrades = kUpgradeCount;

using scenarioparts::toCards;

CardKind toDamageKind(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    for (int k = 0; k < kDamageKindCount; ++k)
        if (s == QLatin1String(kDamageNames[k]))
            return damageCard(static_cast<DamageKind>(k));
    fail(path, QStringLiteral("expected a damage card: spam, trojan, worm or virus, found \"%1\"").arg(s.left(40)));
}

} // namespace

UpgradeId toUpgradeId(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto id = upgradeFromName(s.toStdString());
    if (!id || !upgradeIn2016(*id))
        fail(path, QStringLiteral("unknown upgrade \"%1\" (the ids of RULES.md 9.5 and 9.6, such as \"rail-gun\" or \"boink\")").arg(s.left(40)));
    return *id;
}

std::vector<UpgradeId> toUpgradeList(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > kMaxListedUpgrades)
        fail(path, QStringLiteral("at most %1 upgrades, found %2").arg(kMaxListedUpgrades).arg(a.size()));
    std::vector<UpgradeId> out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const UpgradeId id = toUpgradeId(a.at(i), element(path, i));
        if (std::ranges::find(out, id) != out.end())
            fail(element(path, i), QStringLiteral("%1 is listed twice (each upgrade card exists once)").arg(QString::fromUtf8(upgradeName(id))));
        out.push_back(id);
    }
    return out;
}

Decision toUpgradeDecision(const QJsonObject &o, const QString &path)
{
    checkKeys(o, path, {"upgradePhase", "programming", "register", "use", "card", "replace", "target", "side", "dir", "facing", "trash",
                        "cards", "return", "take", "type"});
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    static constexpr scenarioparts::TimingKey kTimings[] = {
        {"upgradePhase", DecisionTime::UpgradePhase}, {"programming", DecisionTime::Programming}, {"register", DecisionTime::Register}};
    Decision d;
    scenarioparts::readDecisionTime(o, path, kTimings, "an upgrade decision", d);
    const QString up = member(path, "use");
    const QString use = toString(required(o, path, "use"), up);
    // Keys a use takes; any other key given is refused.
    std::vector<const char *> takes;
    if (use == QLatin1String("buy")) {
        if (d.when != DecisionTime::UpgradePhase)
            fail(path, QStringLiteral("upgrades are bought in the upgrade phase: give \"upgradePhase\""));
        d.use = DecisionUse::Buy;
        d.upgrade = toUpgradeId(required(o, path, "card"), member(path, "card"));
        if (opt("replace"))
            d.upgradeSubject = toUpgradeId(val("replace"), member(path, "replace"));
        takes = {"card", "replace"};
    } else if (use == QLatin1String("pick-damage")) {
        d.use = DecisionUse::PickDamage;
        d.card = toDamageKind(required(o, path, "type"), member(path, "type"));
        takes = {"type"};
    } else if (d.when == DecisionTime::Register && (use == QLatin1String("sandbox-routine") || use == QLatin1String("weasel-routine"))) {
        // The choice for a routine card drawn in play (RULES.md 9.7).
        d.use = DecisionUse::RoutineCard;
        d.routine = use == QLatin1String("sandbox-routine") ? CardKind::SandboxRoutine : CardKind::WeaselRoutine;
        const QString cp = member(path, "card");
        const QString k = toString(required(o, path, "card"), cp);
        const auto kind = cardKindFromName(k.toStdString());
        if (!kind || !cardChoiceAllowed(d.routine, *kind))
            fail(cp, QStringLiteral("\"%1\" is not a card %2 can play as").arg(k.left(40), use));
        d.card = *kind;
        takes = {"card"};
    } else {
        d.use = DecisionUse::Upgrade;
        d.upgrade = toUpgradeId(QJsonValue(use), up);
        const std::uint8_t timing = upgradeTiming(d.upgrade);
        const bool fits = d.when == DecisionTime::UpgradePhase ? upgradeActsAt(timing, UpgradeTiming::UpgradePhase)
                          : d.when == DecisionTime::Programming ? upgradeActsAt(timing, UpgradeTiming::Programming)
                                                                : (timing & ~(static_cast<int>(UpgradeTiming::UpgradePhase) | static_cast<int>(UpgradeTiming::Programming))) != 0;
        if (!fits)
            fail(path, QStringLiteral("%1 does not act at that moment (RULES.md 9.5, 9.6)").arg(use));
        if (opt("target")) {
            d.target = toText(val("target"), member(path, "target"), kMaxNameLength).toStdString();
            takes.push_back("target");
        }
        if (opt("side")) {
            const QString s = toString(val("side"), member(path, "side"));
            if (s != QLatin1String("L") && s != QLatin1String("R"))
                fail(member(path, "side"), QStringLiteral("expected \"L\" or \"R\""));
            d.side = s == QLatin1String("L") ? -1 : 1;
            takes.push_back("side");
        }
        for (const char *key : {"dir", "facing"})
            if (opt(key)) {
                d.dir = toDirection(val(key), member(path, key));
                takes.push_back(key);
            }
        if (opt("card")) {
            const QString cp = member(path, "card");
            const QString k = toString(val("card"), cp);
            const auto kind = cardKindFromName(k.toStdString());
            if (!kind)
                fail(cp, QStringLiteral("unknown card \"%1\"").arg(k.left(40)));
            d.card = *kind;
            takes.push_back("card");
        }
        if (opt("trash")) {
            d.trash = toBool(val("trash"), member(path, "trash"));
            takes.push_back("trash");
        }
        for (const char *key : {"cards", "return"})
            if (opt(key)) {
                d.cards = toCards(val(key), member(path, key), 10);
                takes.push_back(key);
            }
        if (opt("take")) {
            d.upgradeSubject = toUpgradeId(val("take"), member(path, "take"));
            takes.push_back("take");
        }
        if (d.upgrade == UpgradeId::Boink && !d.dir)
            fail(path, QStringLiteral("boink needs a \"dir\""));
        if (d.upgrade == UpgradeId::Zoop && !d.dir)
            fail(path, QStringLiteral("zoop needs a \"facing\""));
        if ((d.upgrade == UpgradeId::PressorBeam || d.upgrade == UpgradeId::TractorBeam) && d.target.empty())
            fail(path, QStringLiteral("%1 needs a \"target\" (a robot's name)").arg(use));
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        const bool timing = key == QLatin1String("use") || std::ranges::any_of(kTimings, [&](const auto &t) { return key == QLatin1String(t.key); });
        if (!timing && std::ranges::none_of(takes, [&](const char *k) { return key == QLatin1String(k); }))
            fail(member(path, key.toUtf8().constData()), QStringLiteral("\"%1\" does not take \"%2\"").arg(use.left(40), key.left(40)));
    }
    return d;
}

UpgradeSetup toUpgradeSetup(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"shop", "boughtLastRound", "deck", "discard"});
    UpgradeSetup u;
    if (o.contains(QLatin1String("shop")))
        u.shop = toUpgradeList(o.value(QLatin1String("shop")), member(path, "shop"));
    if (o.contains(QLatin1String("boughtLastRound")))
        u.boughtLastRound = toBool(o.value(QLatin1String("boughtLastRound")), member(path, "boughtLastRound"));
    if (o.contains(QLatin1String("deck")))
        u.deck = toUpgradeList(o.value(QLatin1String("deck")), member(path, "deck"));
    if (o.contains(QLatin1String("discard")))
        u.discard = toUpgradeList(o.value(QLatin1String("discard")), member(path, "discard"));
    return u;
}

std::array<std::optional<int>, kDamageKindCount> toDamagePiles(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"spam", "trojan", "worm", "virus"});
    std::array<std::optional<int>, kDamageKindCount> piles{};
    for (int k = 0; k < kDamageKindCount; ++k)
        if (o.contains(QLatin1String(kDamageNames[k])))
            piles[static_cast<std::size_t>(k)] = static_cast<int>(toInt(o.value(QLatin1String(kDamageNames[k])), member(path, kDamageNames[k]), 0, 999));
    return piles;
}

void readUpgradeExpectations(const QJsonObject &o, const QString &path, RobotExpectation &e)
{
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    if (opt("upgrades"))
        e.upgrades = toUpgradeList(val("upgrades"), member(path, "upgrades"));
    if (opt("damageCards")) {
        const auto piles = toDamagePiles(val("damageCards"), member(path, "damageCards"));
        std::array<int, kDamageKindCount> dealt{};
        for (std::size_t k = 0; k < dealt.size(); ++k)
            dealt[k] = piles[k].value_or(0);
        e.damageCards = dealt;
    }
    if (opt("hand"))
        e.hand = toCards(val("hand"), member(path, "hand"), 10);
    if (opt("deckTop"))
        e.deckTop = toCards(val("deckTop"), member(path, "deckTop"), 200);
    if (opt("discard"))
        e.discard = toCards(val("discard"), member(path, "discard"), 200);
}

} // namespace rf::io::upgradeparts
