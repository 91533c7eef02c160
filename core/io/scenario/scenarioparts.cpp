// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/jsonreader.h"
#include "io/scenario/scenarioparts.h"
#include "io/scenario/edition2023parts.h"
#include "io/scenario/scenariofile.h"
#include "io/scenario/upgradeparts.h"

#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace rf::io::scenarioparts {

using namespace rf::model;
using namespace rf::io::json;

Card toCard(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto c = cardFromText(s.toStdString());
    if (!c)
        fail(path, QStringLiteral("expected a card such as \"move1:500\" (uturn, left, right, back, move1, move2, move3, then :priority; the 2016 and 2023 editions also again, powerup, spam, the damage cards trojan, worm, virus and the special cards of RULES.md 9.7, and the 2023 Haywires of RULES.md 10.16), found \"%1\"").arg(s.left(40)));
    return *c;
}

OptionId toOptionId(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto id = optionFromName(s.toStdString());
    if (!id)
        fail(path, QStringLiteral("unknown option card \"%1\" (the ids of RULES.md 8.2, such as \"brakes\" or \"mini-howitzer\")").arg(s.left(40)));
    return *id;
}

std::vector<Card> toCards(const QJsonValue &v, const QString &path, int most)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > most)
        fail(path, QStringLiteral("at most %1 cards, found %2").arg(most).arg(a.size()));
    std::vector<Card> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(scenarioparts::toCard(a.at(i), element(path, i)));
    return out;
}

void readDecisionTime(const QJsonObject &o, const QString &path, std::span<const TimingKey> keys, const char *noun, Decision &d)
{
    int timings = 0;
    QStringList names;
    for (const auto &[key, when] : keys) {
        names << QStringLiteral("\"%1\"").arg(QLatin1String(key));
        const QLatin1String k(key);
        if (!o.contains(k))
            continue;
        ++timings;
        d.when = when;
        if (when == DecisionTime::Register)
            d.reg = static_cast<int>(toInt(o.value(k), member(path, key), 1, kRegisterCount));
        else if (!toBool(o.value(k), member(path, key)))
            fail(member(path, key), QStringLiteral("a timing key is written true (leave it out otherwise)"));
    }
    if (timings != 1)
        fail(path, QStringLiteral("%1 has exactly one of %2").arg(QLatin1String(noun), names.join(QStringLiteral(", "))));
}

static Decision toDecision(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"programming", "turnStart", "register", "endOfTurn", "destroyed", "use", "target", "lock", "destroy", "option", "scrap", "reload", "card"});
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    static constexpr TimingKey kTimings[] = {{"programming", DecisionTime::Programming}, {"turnStart", DecisionTime::TurnStart},
                                             {"register", DecisionTime::Register}, {"endOfTurn", DecisionTime::EndOfTurn},
                                             {"destroyed", DecisionTime::Destroyed}};
    Decision d;
    readDecisionTime(o, path, kTimings, "a decision", d);
    const QString up = member(path, "use");
    const QString use = toString(required(o, path, "use"), up);
    auto subject = [&](const char *key) {
        d.subject = toOptionId(required(o, path, key), member(path, key));
    };
    if (use == QLatin1String("discard-option")) {
        d.use = DecisionUse::DiscardOption;
        subject("option");
    } else if (use == QLatin1String("lose-option")) {
        d.use = DecisionUse::LoseOption;
        subject("option");
    } else if (use == QLatin1String("draw-option")) {
        d.use = DecisionUse::DrawOption;
    } else if (use == QLatin1String("lay-card")) {
        // The card laid on Flywheel or Conditional Program after programming (RULES.md 8.2).
        d.use = DecisionUse::LayCard;
        d.option = toOptionId(required(o, path, "option"), member(path, "option"));
        if (d.option != OptionId::Flywheel && d.option != OptionId::ConditionalProgram)
            fail(member(path, "option"), QStringLiteral("a card is laid on flywheel or conditional-program only"));
        d.cards.push_back(toCard(required(o, path, "card"), member(path, "card")));
    } else if (use == QLatin1String("chop-shop")) {
        if (opt("scrap") == opt("reload"))
            fail(path, QStringLiteral("a chop-shop decision has either \"scrap\" or \"reload\""));
        d.use = opt("scrap") ? DecisionUse::ChopShopScrap : DecisionUse::ChopShopReload;
        subject(opt("scrap") ? "scrap" : "reload");
    } else {
        d.use = DecisionUse::Option;
        d.option = toOptionId(QJsonValue(use), up);
    }
    if (opt("target"))
        d.target = toText(val("target"), member(path, "target"), kMaxNameLength).toStdString();
    if (opt("lock"))
        d.lock = static_cast<int>(toInt(val("lock"), member(path, "lock"), 1, kRegisterCount));
    if (opt("destroy"))
        d.destroy = toOptionId(val("destroy"), member(path, "destroy"));
    // The moment follows from what is decided (RULES.md 8.2 "when").
    if (d.use == DecisionUse::DrawOption) {
        if (d.when != DecisionTime::Register && d.when != DecisionTime::EndOfTurn)
            fail(path, QStringLiteral("an option is drawn in a register (\"register\", on radioactive waste) or at the end of the turn (\"endOfTurn\")"));
    } else if (d.use == DecisionUse::DiscardOption) {
        if (d.when != DecisionTime::Register && d.when != DecisionTime::Programming)
            fail(path, QStringLiteral("an option is discarded against damage in a register (\"register\") or while programming (\"programming\", Recompile's point)"));
    } else if (const auto when = decisionTime(d.use, d.option)) {
        if (*when != d.when)
            fail(path, QStringLiteral("\"%1\" is decided with \"%2\"").arg(use, QLatin1String(std::ranges::find(kTimings, *when, &TimingKey::when)->key)));
    } else {
        fail(up, QStringLiteral("%1 acts by itself: there is nothing to decide").arg(use));
    }
    const bool weapon = d.use == DecisionUse::Option && (optionIsWeapon(d.option) || d.option == OptionId::FireControl);
    if (weapon && d.when != DecisionTime::Register)
        fail(path, QStringLiteral("a weapon is fired in a register: give \"register\""));
    if (weapon && d.target.empty())
        fail(path, QStringLiteral("\"%1\" needs a \"target\" (a robot's name)").arg(use));
    if (!weapon && opt("target"))
        fail(member(path, "target"), QStringLiteral("only weapons and Fire Control take a target"));
    const bool fireControl = d.use == DecisionUse::Option && d.option == OptionId::FireControl;
    if (fireControl && (d.lock > 0) == d.destroy.has_value())
        fail(path, QStringLiteral("Fire Control either locks a register (\"lock\") or destroys an option (\"destroy\")"));
    if (d.use != DecisionUse::LayCard && opt("card"))
        fail(member(path, "card"), QStringLiteral("only a lay-card decision names a card"));
    if (!fireControl && (opt("lock") || opt("destroy")))
        fail(member(path, opt("lock") ? "lock" : "destroy"), QStringLiteral("only Fire Control locks a register or destroys an option"));
    return d;
}

std::vector<Decision> toDecisions(const QJsonValue &v, const QString &path, DecisionKinds kinds)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > kMaxDecisionsPerTurn)
        fail(path, QStringLiteral("at most %1 decisions in a turn, found %2").arg(kMaxDecisionsPerTurn).arg(a.size()));
    std::vector<Decision> out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = element(path, i);
        switch (kinds) {
        case DecisionKinds::Options: out.push_back(toDecision(a.at(i), p)); break;
        case DecisionKinds::Upgrades2016: out.push_back(upgradeparts::toUpgradeDecision(toObject(a.at(i), p), p)); break;
        case DecisionKinds::Edition2023: out.push_back(edition2023parts::toDecision(toObject(a.at(i), p), p)); break;
        }
    }
    return out;
}

HeldOption toHeldOption(const QJsonValue &v, const QString &path)
{
    HeldOption h;
    if (v.isString()) {
        h.id = toOptionId(v, path);
        h.ammo = optionFullAmmo(h.id);
        return h;
    }
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"id", "ammo", "card"});
    h.id = toOptionId(required(o, path, "id"), member(path, "id"));
    const int full = optionFullAmmo(h.id);
    h.ammo = full;
    if (o.contains(QLatin1String("ammo"))) {
        if (full == 0)
            fail(member(path, "ammo"), QStringLiteral("%1 has no ammunition").arg(QString::fromUtf8(optionName(h.id))));
        h.ammo = static_cast<int>(toInt(o.value(QLatin1String("ammo")), member(path, "ammo"), 1, full));
    }
    if (o.contains(QLatin1String("card"))) {
        if (!optionHoldsCard(h.id))
            fail(member(path, "card"), QStringLiteral("only conditional-program and flywheel hold a program card"));
        h.card = toCard(o.value(QLatin1String("card")), member(path, "card"));
    }
    return h;
}

// What a robot's options and decisions say about the other robots: names that exist, each option
// card held once.
void checkOptionsAcrossRobots(const Scenario &sc, const QJsonArray &robots, const QString &rp)
{
    auto named = [&](const std::string &n) { return std::ranges::any_of(sc.robots, [&](const ScenarioRobot &r) { return r.name == n; }); };
    for (std::size_t i = 0; i < sc.robots.size(); ++i) {
        const ScenarioRobot &r = sc.robots[i];
        const QString path = element(rp, static_cast<qsizetype>(i));
        for (std::size_t j = 0; j < i; ++j)
            for (const HeldOption &h : r.options)
                if (std::ranges::any_of(sc.robots[j].options, [&](const HeldOption &o) { return o.id == h.id; }))
                    fail(member(path, "options"), QStringLiteral("%1 is held by %2 as well (each option card exists once)")
                                                      .arg(QString::fromUtf8(optionName(h.id)), QString::fromStdString(sc.robots[j].name)));
        for (const HeldOption &h : r.options)
            if (std::ranges::find(sc.optionDeckTop, h.id) != sc.optionDeckTop.end())
                fail(QStringLiteral("$.optionDeck"), QStringLiteral("%1 is held by %2, so it is not in the option deck")
                                                         .arg(QString::fromUtf8(optionName(h.id)), QString::fromStdString(r.name)));
        const bool perTurn = robots.at(static_cast<qsizetype>(i)).toObject().contains(QLatin1String("turns"));
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            const QString dp = perTurn ? member(element(member(path, "turns"), static_cast<qsizetype>(t)), "decisions") : member(path, "decisions");
            for (std::size_t k = 0; k < r.turns[t].decisions.size(); ++k) {
                const Decision &d = r.turns[t].decisions[k];
                // Re-Initialize may hand the token to its own robot (RULES.md 10.15).
                const bool self = d.use == DecisionUse::Upgrade && d.upgrade == UpgradeId::ReInitialize;
                if (!d.target.empty() && (!named(d.target) || (d.target == r.name && !self)))
                    fail(member(element(dp, static_cast<qsizetype>(k)), "target"),
                         self ? QStringLiteral("the target \"%1\" is not a robot of the scenario")
                              : QStringLiteral("the target \"%1\" is not another robot of the scenario").arg(QString::fromStdString(d.target).left(40)));
            }
            if (const auto &prog = r.turns[t].program)
                for (const auto &c : *prog)
                    if (c && std::ranges::find(sc.deckTop, *c) != sc.deckTop.end())
                        fail(QStringLiteral("$.deck"), QStringLiteral("%1 is in %2's program, so it is not in the deck")
                                                           .arg(QString::fromStdString(cardText(*c)), QString::fromStdString(r.name)));
        }
    }
}

} // namespace rf::io::scenarioparts
