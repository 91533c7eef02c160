// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenario/edition2023useparts.h"

#include "io/jsonreader.h"
#include "io/scenario/edition2023upgradeparts.h"
#include "io/scenario/scenarioparts.h"
#include "model/upgrades2023.h"


#include <algorithm>
#include <string_view>

namespace rf::io::edition2023useparts {

using namespace rf::model;
using namespace rf::io::json;

namespace {

// When an upgrade may be decided (RULES.md 10.13 "Timing words").
enum Timing : unsigned { InRegister = 1, InProgramming = 2, InUpgradePhase = 4, AnyTime = 7 };

// An answer key: `need` when the decision must give it.
struct Key {
    const char *name;
    bool need = false;
};

// One row per upgrade decided by a decision (RULES.md 10.14, 10.15); the upgrades that act by
// themselves (Rail Gun, Spiky...) have none, and a decision for them is refused.
struct Use {
    UpgradeId id;
    unsigned timings;
    std::array<Key, 3> keys{};
};
constexpr Key kTarget{"target", true};
constexpr Key kWhen{"when"};
constexpr Use kUses[] = {
    // Permanent (10.14).
    {UpgradeId::Brakes, InRegister},
    {UpgradeId::DeflectorShield, InRegister},
    {UpgradeId::Drifting, InRegister},
    {UpgradeId::EnergyConversion, InRegister, {Key{"way"}}},
    {UpgradeId::MemoryCards, InProgramming, {Key{"cards", true}}},
    {UpgradeId::MiniHowitzer, InRegister, {kTarget}},
    {UpgradeId::ModularChassis, InRegister, {kTarget, Key{"take"}}},
    {UpgradeId::PowerSlide, InRegister},
    {UpgradeId::PressorBeam, InRegister, {kTarget}},
    {UpgradeId::Scrambler, InRegister, {kTarget}},
    {UpgradeId::SelfDiagnostics, InRegister, {Key{"card", true}, Key{"from", true}}},
    {UpgradeId::TractorBeam, InRegister, {kTarget}},
    // Temporary (10.15).
    {UpgradeId::AbortSwitch, InRegister},
    {UpgradeId::AllAboard, InRegister, {kWhen}},
    {UpgradeId::Boink, InRegister, {Key{"dir", true}, kWhen}},
    {UpgradeId::CalibrationProtocol, AnyTime},
    {UpgradeId::DisplacingBlast, InRegister, {kTarget}},
    {UpgradeId::LuckyBooster, InRegister, {Key{"replace"}}},
    {UpgradeId::Magnetic, InRegister, {kTarget}},
    {UpgradeId::MemorySwap, InProgramming, {Key{"return"}}},
    {UpgradeId::Overclocked, InRegister, {kWhen}},
    {UpgradeId::PiercingDrill, InRegister, {kTarget, Key{"facing"}}},
    {UpgradeId::PressureRelease, InRegister, {kWhen}},
    {UpgradeId::ReInitialize, AnyTime, {kTarget}},
    {UpgradeId::Recharge, AnyTime},
    {UpgradeId::Rewire, InUpgradePhase},
    {UpgradeId::Switch, InRegister, {kTarget, kWhen}},
    {UpgradeId::Zoop, InRegister, {Key{"facing", true}, kWhen}},
};

const Use *useOf(UpgradeId id)
{
    const auto it = std::ranges::find(kUses, id, &Use::id);
    return it == std::end(kUses) ? nullptr : &*it;
}

QString nameOf(UpgradeId id) { return QString::fromUtf8(upgradeName(id)); }

// One of two words: false for the first, true for the second.
bool toWord(const QJsonValue &v, const QString &path, const char *first, const char *second)
{
    const QString s = toString(v, path);
    if (s != QLatin1String(first) && s != QLatin1String(second))
        fail(path, QStringLiteral("expected \"%1\" or \"%2\", found \"%3\"").arg(QLatin1String(first), QLatin1String(second), excerpt(s)));
    return s == QLatin1String(second);
}

void readKey(const QJsonObject &o, const QString &path, std::string_view key, Decision &d)
{
    const QString p = member(path, key.data());
    const QJsonValue v = o.value(QLatin1String(key.data()));
    if (key == "target")
        d.target = toText(v, p, kMaxNameLength).toStdString();
    else if (key == "when")
        d.before = toWord(v, p, "after", "before");
    else if (key == "dir" || key == "facing")
        d.dir = toDirection(v, p);
    else if (key == "way")
        d.back = toWord(v, p, "forward", "back");
    else if (key == "take")
        d.upgradeSubject = edition2023upgradeparts::toUpgrade(v, p);
    else if (key == "card")
        d.card = scenarioparts::toCard(v, p).kind;
    else if (key == "from")
        d.fromDiscard = toWord(v, p, "hand", "discard");
    else if (key == "cards")
        d.cards = scenarioparts::toCards(v, p, 10);
    else if (key == "return")
        d.cards = scenarioparts::toCards(v, p, 3);
    else if (key == "replace")
        d.replace = toBool(v, p);
}

} // namespace

bool isUpgradeUse(const QString &use)
{
    const auto id = upgradeFromName(use.toStdString());
    return id && upgradeIn2023(*id);
}

void readDecision(const QJsonObject &o, const QString &path, const QString &use, Decision &d)
{
    const UpgradeId id = *upgradeFromName(use.toStdString());
    const Use *u = useOf(id);
    if (!u)
        fail(member(path, "use"), QStringLiteral("%1 acts by itself: it takes no decision (RULES.md 10.14, 10.15)").arg(nameOf(id)));
    const bool timed = (d.when == DecisionTime::Register && (u->timings & InRegister)) ||
                       (d.when == DecisionTime::Programming && (u->timings & InProgramming)) ||
                       (d.when == DecisionTime::UpgradePhase && (u->timings & InUpgradePhase));
    if (!timed) {
        QStringList keys;
        for (const auto &[bit, key] : {std::pair{InRegister, "\"register\""}, {InProgramming, "\"programming\""}, {InUpgradePhase, "\"upgradePhase\""}})
            if (u->timings & bit)
                keys << QLatin1String(key);
        fail(path, QStringLiteral("%1 is decided with %2 (RULES.md 10.13)").arg(nameOf(id), keys.join(QStringLiteral(" or "))));
    }
    d.use = DecisionUse::Upgrade;
    d.upgrade = id;
    for (const char *key : {"pay", "side", "order"}) // the Haywires' answers
        if (o.contains(QLatin1String(key)))
            fail(member(path, key), QStringLiteral("\"%1\" does not take \"%2\"").arg(use, QLatin1String(key)));
    for (const char *key : kAnswerKeys) {
        const auto k = std::ranges::find_if(u->keys, [&](const Key &x) { return x.name && std::string_view(x.name) == key; });
        const bool given = o.contains(QLatin1String(key));
        if (k == u->keys.end()) {
            if (given)
                fail(member(path, key), QStringLiteral("\"%1\" does not take \"%2\"").arg(use, QLatin1String(key)));
            continue;
        }
        if (given)
            readKey(o, path, key, d);
        else if (k->need)
            fail(path, QStringLiteral("%1 needs \"%2\" (RULES.md 10.14, 10.15)").arg(nameOf(id), QLatin1String(key)));
    }
}

} // namespace rf::io::edition2023useparts
