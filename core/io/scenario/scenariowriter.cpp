// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/jsontext.h"
#include "io/scenario/scenariofile.h"

#include <QList>
#include <QSaveFile>

// Writing .rfscenario text: fixed key order, defaults left out, the course embedded through the
// board writer (or referenced by its path).
namespace rf::io {

namespace {

using namespace rf::model;
using json::InlineObject;

QByteArray dirText(Direction d) { return json::quote(directionLetter(d)); }
QByteArray pointText(Point p) { return json::pair(p.x, p.y); }

QByteArray programText(const Program &p)
{
    int last = kRegisterCount;
    while (last > 0 && !p[static_cast<std::size_t>(last - 1)])
        --last;
    QList<QByteArray> items;
    for (int k = 0; k < std::max(last, 1); ++k) {
        const auto &c = p[static_cast<std::size_t>(k)];
        items << (c ? json::quote(cardText(*c)) : QByteArray("null"));
    }
    return '[' + items.join(", ") + ']';
}

QByteArray turnText(const TurnPlan &t)
{
    InlineObject o;
    if (t.program)
        o.raw("program", programText(*t.program));
    if (!t.hand.empty()) {
        QList<QByteArray> cards;
        for (const Card &c : t.hand)
            cards << json::quote(cardText(c));
        o.raw("hand", '[' + cards.join(", ") + ']');
    }
    if (t.powerDown)
        o.boolean("powerDown", true);
    return o.text();
}

QByteArray robotText(const ScenarioRobot &r)
{
    const ScenarioRobot def;
    InlineObject o;
    o.str("name", r.name).raw("at", pointText(r.at)).raw("facing", dirText(r.facing));
    if (r.damage != def.damage)
        o.num("damage", r.damage);
    if (r.lives != def.lives)
        o.num("lives", r.lives);
    if (r.archive)
        o.raw("archive", pointText(*r.archive));
    if (r.flags != def.flags)
        o.num("flags", r.flags);
    if (r.poweredDown)
        o.boolean("poweredDown", true);
    if (r.isVirtual)
        o.boolean("virtual", true);
    if (r.reentryFacing)
        o.raw("reentryFacing", dirText(*r.reentryFacing));
    if (r.reentryAt)
        o.raw("reentryAt", pointText(*r.reentryAt));
    if (r.doubleWrench == WrenchChoice::Option)
        o.str("doubleWrench", std::string_view("option"));
    if (!r.optionCards.empty()) {
        QList<QByteArray> names;
        for (const std::string &n : r.optionCards)
            names << json::quote(n);
        o.raw("optionCards", '[' + names.join(", ") + ']');
    }
    if (r.energy)
        o.num("energy", *r.energy);
    auto cards = [](const std::vector<Card> &cs) {
        QList<QByteArray> items;
        for (const Card &c : cs)
            items << json::quote(cardText(c));
        return '[' + items.join(", ") + ']';
    };
    if (r.deck)
        o.raw("deck", cards(*r.deck));
    if (!r.discard.empty())
        o.raw("discard", cards(r.discard));
    const bool shorthand = r.turns.size() == 1 && r.turns.front().program && r.turns.front().hand.empty() && !r.turns.front().powerDown;
    if (shorthand) {
        o.raw("program", programText(*r.turns.front().program));
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
            f.raw("at", pointText(*r.at));
        if (r.facing)
            f.raw("facing", dirText(*r.facing));
        if (r.damage)
            f.num("damage", *r.damage);
        if (r.destroyed)
            f.boolean("destroyed", *r.destroyed);
        if (r.lives)
            f.num("lives", *r.lives);
        if (r.flags)
            f.num("flags", *r.flags);
        if (r.archive)
            f.raw("archive", pointText(*r.archive));
        if (r.eliminated)
            f.boolean("eliminated", *r.eliminated);
        if (r.poweredDown)
            f.boolean("poweredDown", *r.poweredDown);
        if (r.energy)
            f.num("energy", *r.energy);
        if (r.rebooted)
            f.boolean("rebooted", *r.rebooted);
        robots.raw(r.robot, f.text());
    }
    o.raw("robots", robots.text());
    if (e.winner)
        o.raw("winner", e.winner->empty() ? QByteArray("null") : json::quote(*e.winner));
    return o.text();
}

QByteArray whatIfText(const WhatIf &w)
{
    InlineObject o;
    o.num("after", w.afterStep).str("robot", w.robot);
    const RobotEdit &e = w.edit;
    if (e.pos)
        o.raw("at", pointText(*e.pos));
    if (e.facing)
        o.raw("facing", dirText(*e.facing));
    if (e.damage)
        o.num("damage", *e.damage);
    if (e.lives)
        o.num("lives", *e.lives);
    if (e.flags)
        o.num("flags", *e.flags);
    if (e.archive)
        o.raw("archive", pointText(*e.archive));
    if (e.poweredDown)
        o.boolean("poweredDown", *e.poweredDown);
    if (e.card) {
        o.num("register", e.card->first);
        o.raw("card", e.card->second ? json::quote(cardText(*e.card->second)) : QByteArray("null"));
    }
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
    InlineObject play;
    if (sc.registers > 0) {
        play.num("registers", sc.registers);
        if (sc.endOfTurn)
            play.boolean("endOfTurn", true);
    } else {
        play.num("turns", sc.turns);
    }
    out += "  \"play\": " + play.text() + ",\n";
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
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return std::unexpected(Error{path, QString(), f.errorString()});
    const QByteArray data = scenarioToJson(sc);
    if (f.write(data) != data.size() || !f.commit())
        return std::unexpected(Error{path, QString(), f.errorString()});
    return {};
}

} // namespace rf::io
