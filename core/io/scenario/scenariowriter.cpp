// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/checkedsavefile.h"
#include "io/jsontext.h"
#include "io/scenario/edition2023parts.h"
#include "io/scenario/edition2023upgradeparts.h"
#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"

#include <QList>

// Writing .rfscenario text: fixed key order, defaults left out, the course embedded through the
// board writer (or referenced by its path).
namespace rf::io {

namespace {

using namespace rf::model;
using json::InlineObject;


QByteArray optionText(OptionId id) { return json::quote(optionName(id)); }

QByteArray programText(const Program &p, const PairedCards &paired = {})
{
    int last = kRegisterCount;
    while (last > 0 && !p[static_cast<std::size_t>(last - 1)])
        --last;
    QList<QByteArray> items;
    for (int k = 0; k < std::max(last, 1); ++k) {
        const auto &c = p[static_cast<std::size_t>(k)];
        const auto &second = paired[static_cast<std::size_t>(k)];
        items << (c ? json::quote(cardText(*c) + (second ? '+' + cardText(*second) : std::string())) : QByteArray("null"));
    }
    return '[' + items.join(", ") + ']';
}

QByteArray upgradeText(UpgradeId id) { return json::quote(upgradeName(id)); }

QByteArray upgradesText(const std::vector<UpgradeId> &ids)
{
    QList<QByteArray> items;
    for (const UpgradeId id : ids)
        items << upgradeText(id);
    return '[' + items.join(", ") + ']';
}

QByteArray cardsText(const std::vector<Card> &cs)
{
    QList<QByteArray> items;
    for (const Card &c : cs)
        items << json::quote(cardText(c));
    return '[' + items.join(", ") + ']';
}

constexpr std::string_view kDamageNames[] = {"spam", "trojan", "worm", "virus"};

// The decisions of a game with upgrades (RULES.md 9; upgradeparts.cpp reads them).
QByteArray upgradeDecisionText(const Decision &d)
{
    InlineObject o;
    if (d.when == DecisionTime::UpgradePhase)
        o.boolean("upgradePhase", true);
    else if (d.when == DecisionTime::Programming)
        o.boolean("programming", true);
    else
        o.num("register", d.reg);
    switch (d.use) {
    case DecisionUse::Buy:
        o.str("use", std::string_view("buy")).raw("card", upgradeText(d.upgrade));
        if (d.upgradeSubject)
            o.raw("replace", upgradeText(*d.upgradeSubject));
        return o.text();
    case DecisionUse::PickDamage:
        o.str("use", std::string_view("pick-damage")).str("type", kDamageNames[static_cast<int>(damageKindOf(d.card.value_or(CardKind::Spam)))]);
        return o.text();
    case DecisionUse::RoutineCard:
        o.str("use", cardKindName(d.routine)).str("card", cardKindName(d.card.value_or(CardKind::Move1)));
        return o.text();
    default: break;
    }
    o.raw("use", upgradeText(d.upgrade));
    if (!d.target.empty())
        o.str("target", d.target);
    if (d.side != 0)
        o.str("side", std::string_view(d.side < 0 ? "L" : "R"));
    if (d.dir)
        o.raw(d.upgrade == UpgradeId::Zoop || d.upgrade == UpgradeId::PiercingDrill ? "facing" : "dir", json::direction(*d.dir));
    if (d.card)
        o.str("card", cardKindName(*d.card));
    if (d.trash)
        o.boolean("trash", true);
    if (!d.cards.empty())
        o.raw(d.upgrade == UpgradeId::MemorySwap ? "return" : "cards", cardsText(d.cards));
    if (d.upgradeSubject)
        o.raw("take", upgradeText(*d.upgradeSubject));
    // The answers only 2023 upgrades give (RULES.md 10.13-10.15; edition2023useparts.cpp reads them).
    if (d.before) // a movement upgrade; "after" is the default
        o.str("when", std::string_view("before"));
    if (d.back) // Energy Conversion; "forward" is the default
        o.str("way", std::string_view("back"));
    if (d.upgrade == UpgradeId::SelfDiagnostics)
        o.str("from", std::string_view(d.fromDiscard ? "discard" : "hand"));
    if (d.replace) // Lucky Booster
        o.boolean("replace", true);
    return o.text();
}

QByteArray decisionText(const Decision &d)
{
    switch (d.use) {
    case DecisionUse::Upgrade:
    case DecisionUse::Buy:
    case DecisionUse::PickDamage:
    case DecisionUse::RoutineCard: return upgradeDecisionText(d);
    case DecisionUse::Shutdown:
    case DecisionUse::RebootFacing:
    case DecisionUse::HwTurnEither:
    case DecisionUse::HwFaceAny:
    case DecisionUse::HwPayEnergy:
    case DecisionUse::HwSide2:
    case DecisionUse::HwBack1Purge:
    case DecisionUse::HwDoubleDraw:
    case DecisionUse::UpgradeDraw:
    case DecisionUse::UpgradeInstall:
    case DecisionUse::UpgradeUninstall:
    case DecisionUse::HwInstall: return edition2023parts::decisionText(d);
    default: break;
    }
    InlineObject o;
    switch (d.when) {
    case DecisionTime::UpgradePhase:
    case DecisionTime::Programming: o.boolean("programming", true); break;
    case DecisionTime::TurnStart: o.boolean("turnStart", true); break;
    case DecisionTime::Register: o.num("register", d.reg); break;
    case DecisionTime::EndOfTurn: o.boolean("endOfTurn", true); break;
    case DecisionTime::Destroyed: o.boolean("destroyed", true); break;
    case DecisionTime::BeforeRegisters: o.boolean("beforeRegisters", true); break;
    }
    switch (d.use) {
    case DecisionUse::Option: o.raw("use", optionText(d.option)); break;
    case DecisionUse::DiscardOption: o.str("use", std::string_view("discard-option")); break;
    case DecisionUse::ChopShopScrap:
    case DecisionUse::ChopShopReload: o.str("use", std::string_view("chop-shop")); break;
    case DecisionUse::DrawOption: o.str("use", std::string_view("draw-option")); break;
    case DecisionUse::LoseOption: o.str("use", std::string_view("lose-option")); break;
    case DecisionUse::LayCard:
        o.str("use", std::string_view("lay-card")).raw("option", optionText(d.option));
        if (!d.cards.empty())
            o.str("card", cardText(d.cards.front()));
        break;
    default: break;
    }
    if (!d.target.empty())
        o.str("target", d.target);
    if (d.lock > 0)
        o.num("lock", d.lock);
    if (d.destroy)
        o.raw("destroy", optionText(*d.destroy));
    if (d.subject) {
        const char *key = d.use == DecisionUse::ChopShopScrap ? "scrap" : d.use == DecisionUse::ChopShopReload ? "reload" : "option";
        o.raw(key, optionText(*d.subject));
    }
    return o.text();
}

QByteArray decisionsText(const std::vector<Decision> &ds)
{
    QList<QByteArray> items;
    for (const Decision &d : ds)
        items << decisionText(d);
    return '[' + items.join(", ") + ']';
}

QByteArray heldText(const HeldOption &h)
{
    if (h.ammo == optionFullAmmo(h.id) && !h.card)
        return optionText(h.id);
    InlineObject o;
    o.raw("id", optionText(h.id));
    if (h.ammo != optionFullAmmo(h.id))
        o.num("ammo", h.ammo);
    if (h.card)
        o.str("card", cardText(*h.card));
    return o.text();
}

QByteArray turnText(const TurnPlan &t)
{
    InlineObject o;
    if (t.program)
        o.raw("program", programText(*t.program, t.paired));
    if (!t.hand.empty()) {
        QList<QByteArray> cards;
        for (const Card &c : t.hand)
            cards << json::quote(cardText(c));
        o.raw("hand", '[' + cards.join(", ") + ']');
    }
    if (t.powerDown)
        o.boolean("powerDown", true);
    if (!t.decisions.empty())
        o.raw("decisions", decisionsText(t.decisions));
    return o.text();
}

QByteArray robotText(const ScenarioRobot &r)
{
    const ScenarioRobot def;
    InlineObject o;
    o.str("name", r.name).raw("at", json::point(r.at)).raw("facing", json::direction(r.facing));
    if (r.damage != def.damage)
        o.num("damage", r.damage);
    if (r.lives != def.lives)
        o.num("lives", r.lives);
    if (r.archive)
        o.raw("archive", json::point(*r.archive));
    if (r.flags != def.flags)
        o.num("flags", r.flags);
    if (r.poweredDown)
        o.boolean("poweredDown", true);
    if (r.isVirtual)
        o.boolean("virtual", true);
    if (r.reentryFacing)
        o.raw("reentryFacing", json::direction(*r.reentryFacing));
    if (r.reentryAt)
        o.raw("reentryAt", json::point(*r.reentryAt));
    if (r.doubleWrench == WrenchChoice::Option)
        o.str("doubleWrench", std::string_view("option"));
    if (!r.options.empty()) {
        QList<QByteArray> held;
        for (const HeldOption &h : r.options)
            held << heldText(h);
        o.raw("options", '[' + held.join(", ") + ']');
    }
    if (r.energy)
        o.num("energy", *r.energy);
    if (!r.upgrades.empty())
        o.raw("upgrades", upgradesText(r.upgrades));
    if (!r.collection.empty())
        o.raw("collection", upgradesText(r.collection));
    auto cards = [](const std::vector<Card> &cs) { return cardsText(cs); };
    if (r.deck)
        o.raw("deck", cards(*r.deck));
    if (!r.discard.empty())
        o.raw("discard", cards(r.discard));
    if (std::ranges::any_of(r.haywires, [](const auto &h) { return h.has_value(); }))
        o.raw("haywires", edition2023parts::haywiresText(r.haywires));
    if (r.rebooting)
        o.boolean("rebooting", true);
    const bool shorthand = r.turns.size() == 1 && r.turns.front().program && r.turns.front().hand.empty() && !r.turns.front().powerDown;
    if (shorthand) {
        o.raw("program", programText(*r.turns.front().program, r.turns.front().paired));
        if (!r.turns.front().decisions.empty())
            o.raw("decisions", decisionsText(r.turns.front().decisions));
    } else if (!r.turns.empty()) {
        QList<QByteArray> turns;
        for (const TurnPlan &t : r.turns)
            turns << turnText(t);
        o.raw("turns", '[' + turns.join(", ") + ']');
    }
    return o.text();
}

QByteArray expectationText(const Expectation &e)
{
    InlineObject o;
    if (e.turn > 0)
        o.num("turn", e.turn);
    if (e.afterRegister > 0)
        o.num("register", e.afterRegister);
    InlineObject robots;
    for (const RobotExpectation &r : e.robots) {
        InlineObject f;
        if (r.at)
            f.raw("at", json::point(*r.at));
        if (r.facing)
            f.raw("facing", json::direction(*r.facing));
        if (r.damage)
            f.num("damage", *r.damage);
        if (r.destroyed)
            f.boolean("destroyed", *r.destroyed);
        if (r.lives)
            f.num("lives", *r.lives);
        if (r.flags)
            f.num("flags", *r.flags);
        if (r.archive)
            f.raw("archive", json::point(*r.archive));
        if (r.eliminated)
            f.boolean("eliminated", *r.eliminated);
        if (r.poweredDown)
            f.boolean("poweredDown", *r.poweredDown);
        if (r.energy)
            f.num("energy", *r.energy);
        if (r.rebooted)
            f.boolean("rebooted", *r.rebooted);
        if (r.options) {
            QList<QByteArray> ids;
            for (const OptionId id : *r.options)
                ids << optionText(id);
            f.raw("options", '[' + ids.join(", ") + ']');
        }
        if (r.optionCount)
            f.num("optionCount", *r.optionCount);
        if (!r.ammo.empty()) {
            InlineObject a;
            for (const auto &[id, n] : r.ammo)
                a.num(optionName(id), n);
            f.raw("ammo", a.text());
        }
        if (r.locked) {
            QList<QByteArray> regs;
            for (const int k : *r.locked)
                regs << QByteArray::number(k);
            f.raw("locked", '[' + regs.join(", ") + ']');
        }
        if (r.poweredDownNext)
            f.boolean("poweredDownNext", *r.poweredDownNext);
        if (r.handNext)
            f.num("handNext", *r.handNext);
        if (r.place)
            f.num("place", *r.place);
        if (r.upgrades)
            f.raw("upgrades", upgradesText(*r.upgrades));
        if (r.damageCards) {
            InlineObject dc;
            for (std::size_t k = 0; k < r.damageCards->size(); ++k)
                if ((*r.damageCards)[k] != 0)
                    dc.num(kDamageNames[k], (*r.damageCards)[k]);
            if (r.haywiresDrawn)
                for (std::size_t k = 0; k < r.haywiresDrawn->size(); ++k)
                    if ((*r.haywiresDrawn)[k] != 0)
                        dc.num(cardKindName(static_cast<CardKind>(static_cast<std::size_t>(CardKind::HwMove2Right) + k)), (*r.haywiresDrawn)[k]);
            f.raw("damageCards", dc.text());
        }
        if (r.hand)
            f.raw("hand", cardsText(*r.hand));
        if (r.deckTop)
            f.raw("deckTop", cardsText(*r.deckTop));
        if (r.discard)
            f.raw("discard", cardsText(*r.discard));
        if (r.haywires)
            f.raw("haywires", edition2023parts::haywiresText(*r.haywires));
        if (r.kept)
            f.raw("kept", cardsText(*r.kept));
        if (r.onBoard)
            f.boolean("onBoard", *r.onBoard);
        if (r.shutDown)
            f.boolean("shutDown", *r.shutDown);
        if (r.collection)
            f.raw("collection", upgradesText(*r.collection));
        robots.raw(r.robot, f.text());
    }
    o.raw("robots", robots.text());
    if (e.winner)
        o.raw("winner", e.winner->empty() ? QByteArray("null") : json::quote(*e.winner));
    if (e.shop)
        o.raw("shop", upgradesText(*e.shop));
    if (e.upgradeDiscard)
        o.raw("upgradeDiscard", upgradesText(*e.upgradeDiscard));
    if (std::ranges::any_of(e.damagePiles, [](const auto &n) { return n.has_value(); })) {
        InlineObject piles;
        for (std::size_t k = 0; k < e.damagePiles.size(); ++k)
            if (e.damagePiles[k])
                piles.num(kDamageNames[k], *e.damagePiles[k]);
        o.raw("damagePiles", piles.text());
    }
    if (e.priorityToken)
        o.str("priorityToken", *e.priorityToken);
    if (e.damageDiscard)
        o.raw("damageDiscard", edition2023parts::damageCardsText(*e.damageDiscard));
    if (e.damageDeckCount)
        o.num("damageDeckCount", *e.damageDeckCount);
    if (e.upgradeDeckTop)
        o.raw("upgradeDeckTop", upgradesText(*e.upgradeDeckTop));
    return o.text();
}

QByteArray whatIfText(const WhatIf &w)
{
    InlineObject o;
    o.num("after", w.afterStep).str("robot", w.robot);
    const RobotEdit &e = w.edit;
    if (e.pos)
        o.raw("at", json::point(*e.pos));
    if (e.facing)
        o.raw("facing", json::direction(*e.facing));
    if (e.damage)
        o.num("damage", *e.damage);
    if (e.lives)
        o.num("lives", *e.lives);
    if (e.flags)
        o.num("flags", *e.flags);
    if (e.archive)
        o.raw("archive", json::point(*e.archive));
    if (e.poweredDown)
        o.boolean("poweredDown", *e.poweredDown);
    if (e.card) {
        o.num("register", e.card->first);
        o.raw("card", e.card->second ? json::quote(cardText(*e.card->second)) : QByteArray("null"));
    }
    if (e.program)
        o.raw("program", programText(*e.program));
    if (e.powerDownNext)
        o.boolean("poweredDownNext", *e.powerDownNext);
    return o.text();
}

} // namespace

QByteArray scenarioToJson(const Scenario &sc)
{
    QByteArray out = "{\n";
    out += "  \"format\": " + json::quote(std::string_view(kScenarioFormatName)) + ",\n";
    out += "  \"version\": " + QByteArray::number(kScenarioFormatVersion) + ",\n";
    if (!sc.title.empty())
        out += "  \"title\": " + json::quote(sc.title) + ",\n";
    if (!sc.description.empty())
        out += "  \"description\": " + json::quote(sc.description) + ",\n";
    out += "  \"ruleset\": " + json::quote(sc.ruleset) + ",\n";
    if (!sc.options.empty()) {
        InlineObject o;
        for (const auto &[name, value] : sc.options)
            o.boolean(name, value);
        out += "  \"options\": " + o.text() + ",\n";
    }
    out += "  \"seed\": " + QByteArray::number(static_cast<qulonglong>(sc.seed)) + ",\n";
    if (!sc.courseSource.empty()) {
        out += "  \"course\": " + json::quote(sc.courseSource) + ",\n";
    } else {
        QByteArray course = boardToJson(sc.course).trimmed();
        course.replace("\n", "\n  ");
        out += "  \"course\": " + course + ",\n";
    }
    out += "  \"robots\": [";
    for (std::size_t i = 0; i < sc.robots.size(); ++i)
        out += (i ? ",\n    " : "\n    ") + robotText(sc.robots[i]);
    out += sc.robots.empty() ? "],\n" : "\n  ],\n";
    if (sc.upgradePhase && rules::traitsOf(sc.ruleset).damageDeck) {
        out += "  \"upgradePhase\": " + edition2023upgradeparts::upgradePhaseText(*sc.upgradePhase) + ",\n";
    } else if (sc.upgradePhase) {
        InlineObject u;
        u.raw("shop", upgradesText(sc.upgradePhase->shop));
        u.boolean("boughtLastRound", sc.upgradePhase->boughtLastRound);
        u.raw("deck", upgradesText(sc.upgradePhase->deck));
        u.raw("discard", upgradesText(sc.upgradePhase->discard));
        out += "  \"upgradePhase\": " + u.text() + ",\n";
    }
    if (sc.programming)
        out += "  \"programming\": true,\n";
    if (std::ranges::any_of(sc.damagePiles, [](const auto &n) { return n.has_value(); })) {
        InlineObject piles;
        for (std::size_t k = 0; k < sc.damagePiles.size(); ++k)
            if (sc.damagePiles[k])
                piles.num(kDamageNames[k], *sc.damagePiles[k]);
        out += "  \"damagePiles\": " + piles.text() + ",\n";
    }
    if (!sc.priorityToken.empty())
        out += "  \"priorityToken\": " + json::quote(sc.priorityToken) + ",\n";
    switch (sc.damageDeckSource) {
    case DamageDeckSource::Seeded: break;
    case DamageDeckSource::Given: out += "  \"damageDeck\": " + edition2023parts::damageCardsText(sc.damageDeck) + ",\n"; break;
    case DamageDeckSource::EndlessSpam: out += "  \"damageDeck\": \"endless-spam\",\n"; break;
    }
    if (!sc.damageDiscard.empty())
        out += "  \"damageDiscard\": " + edition2023parts::damageCardsText(sc.damageDiscard) + ",\n";
    InlineObject play;
    if (sc.phasesOnly) {
        play.num("registers", 0);
    } else if (sc.registers > 0) {
        play.num("registers", sc.registers);
        if (sc.endOfTurn)
            play.boolean("endOfTurn", true);
    } else {
        play.num("turns", sc.turns);
    }
    if (sc.playOnAfterWin)
        play.str("afterWin", std::string_view("continue"));
    out += "  \"play\": " + play.text() + ",\n";
    if (!sc.deckTop.empty()) {
        QList<QByteArray> cards;
        for (const Card &c : sc.deckTop)
            cards << json::quote(cardText(c));
        out += "  \"deck\": [" + cards.join(", ") + "],\n";
    }
    if (!sc.optionDeckTop.empty()) {
        QList<QByteArray> ids;
        for (const OptionId id : sc.optionDeckTop)
            ids << optionText(id);
        out += "  \"optionDeck\": [" + ids.join(", ") + "],\n";
    }
    if (!sc.whatIfs.empty()) {
        out += "  \"whatIf\": [";
        for (std::size_t i = 0; i < sc.whatIfs.size(); ++i)
            out += (i ? ",\n    " : "\n    ") + whatIfText(sc.whatIfs[i]);
        out += "\n  ],\n";
    }
    auto list = [](const std::vector<Expectation> &items, const char *indent) {
        QByteArray s = "[";
        for (std::size_t i = 0; i < items.size(); ++i)
            s += (i ? ",\n    " : "\n    ") + QByteArray(indent) + expectationText(items[i]);
        return s + (items.empty() ? "]" : "\n  " + QByteArray(indent) + "]");
    };
    if (sc.rulesetExpectations.empty()) {
        out += "  \"expect\": " + list(sc.expectations, "") + "\n";
    } else {
        // Per ruleset; "any" holds the expectations of every ruleset.
        QList<QByteArray> parts;
        if (!sc.expectations.empty())
            parts << "    \"any\": " + list(sc.expectations, "  ");
        for (const auto &[ruleset, exps] : sc.rulesetExpectations)
            parts << "    " + json::quote(ruleset) + ": " + list(exps, "  ");
        out += "  \"expect\": {\n" + parts.join(",\n") + "\n  }\n";
    }
    return out + "}\n";
}

std::expected<void, Error> writeScenarioFile(const QString &path, const Scenario &sc)
{
    if (auto saved = saveFile(path, scenarioToJson(sc)); !saved)
        return std::unexpected(Error{path, QString(), saved.error(), true});
    return {};
}

} // namespace rf::io
