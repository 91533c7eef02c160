// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenario/tracejson.h"

#include "io/jsontext.h"
#include "rules/engine.h"
#include "rules/rulebook.h"

#include <QList>

namespace rf::io {

namespace {

using namespace rf::game;
using namespace rf::sim;
using json::InlineObject;

QByteArray nameOf(const Trace &t, int robot)
{
    if (robot < 0 || static_cast<std::size_t>(robot) >= t.header.robots.size())
        return "null";
    return json::quote(t.header.robots[static_cast<std::size_t>(robot)].name);
}

QByteArray changeText(const Trace &t, const RobotChange &c)
{
    InlineObject o;
    o.raw("robot", nameOf(t, c.robot));
    o.raw("from", json::point(c.fromPos)).raw("to", json::point(c.toPos));
    o.raw("facing", '[' + json::direction(c.fromFacing) + ", " + json::direction(c.toFacing) + ']');
    if (c.fromDamage != c.toDamage)
        o.raw("damage", json::pair(c.fromDamage, c.toDamage));
    if (c.fromLives != c.toLives)
        o.raw("lives", json::pair(c.fromLives, c.toLives));
    if (c.destroyed)
        o.str("destroyed", destroyCauseName(c.cause));
    if (c.reentered)
        o.boolean("reentered", true);
    if (c.flagTaken)
        o.num("flag", c.flagTaken);
    if (c.archiveMoved)
        o.raw("archive", '[' + json::point(c.fromArchive) + ", " + json::point(c.toArchive) + ']');
    if (c.optionsChange)
        o.num("optionCards", c.optionsChange);
    return o.text();
}

QByteArray noteText(const Trace &t, const Note &n)
{
    InlineObject o;
    o.str("code", codeName(n.code));
    if (n.robot >= 0)
        o.raw("robot", nameOf(t, n.robot));
    if (n.other >= 0)
        o.raw("other", nameOf(t, n.other));
    if (n.cell.x != -1 || n.cell.y != -1)
        o.raw("cell", json::point(n.cell));
    o.raw("dir", json::direction(n.dir));
    if (n.value)
        o.num("value", n.value);
    if (n.element)
        o.num("element", n.element);
    if (n.card)
        o.str("card", model::cardText(*n.card));
    if (n.detail >= 0 && n.detail < model::kOptionCount)
        o.str("option", model::optionName(static_cast<model::OptionId>(n.detail)));
    if (n.code == game::Code::DecisionVoid)
        o.str("reason", game::voidReasonName(n.reason));
    // The rule of the edition played: "classic/rule-walls" (docs/rules/classic.md, #rule-walls).
    o.str("rule", rules::citedRule(t.header.ruleset, n.code).reference());
    return o.text();
}

QByteArray eventText(const Trace &t, const Event &e)
{
    InlineObject o;
    o.str("event", eventKindName(e.kind));
    o.num("turn", e.turn).num("register", e.reg).str("phase", phaseName(e.phase));
    if (e.actor >= 0)
        o.raw("actor", nameOf(t, e.actor));
    if (e.card)
        o.str("card", model::cardText(*e.card));
    QList<QByteArray> items;
    for (const RobotChange &c : e.changes)
        items << changeText(t, c);
    o.raw("changes", '[' + items.join(", ") + ']');
    items.clear();
    for (const Note &n : e.notes)
        items << noteText(t, n);
    o.raw("notes", '[' + items.join(", ") + ']');
    if (!e.cells.empty()) {
        items.clear();
        for (const model::Point p : e.cells)
            items << json::point(p);
        o.raw("cells", '[' + items.join(", ") + ']');
    }
    if (!e.elements.empty()) {
        items.clear();
        for (const model::ElementId id : e.elements)
            items << QByteArray::number(id);
        o.raw("elements", '[' + items.join(", ") + ']');
    }
    return o.text();
}

QByteArray markerText(const TraceEntry &m)
{
    InlineObject o;
    switch (m.type) {
    case TraceEntry::Type::BeginTurn: o.str("begin", std::string_view("turn")).num("turn", m.turn); break;
    case TraceEntry::Type::EndTurn: o.str("end", std::string_view("turn")).num("turn", m.turn); break;
    case TraceEntry::Type::BeginRegister: o.str("begin", std::string_view("register")).num("turn", m.turn).num("register", m.reg); break;
    case TraceEntry::Type::EndRegister: o.str("end", std::string_view("register")).num("turn", m.turn).num("register", m.reg); break;
    case TraceEntry::Type::BeginPhase: o.str("begin", std::string_view("phase")).str("phase", phaseName(m.phase)); break;
    case TraceEntry::Type::EndPhase: o.str("end", std::string_view("phase")).str("phase", phaseName(m.phase)); break;
    case TraceEntry::Type::Event: break;
    }
    return o.text();
}

} // namespace

QByteArray finalText(const game::GameState &st)
{
    QList<QByteArray> robots;
    for (const game::RobotState &r : st.robots) {
        InlineObject o;
        o.str("name", r.name).raw("at", json::point(r.pos)).raw("facing", json::direction(r.facing)).num("damage", r.damage);
        o.boolean("destroyed", r.destroyed || r.eliminated).num("lives", r.lives).num("flags", r.flags).raw("archive", json::point(r.archive));
        o.boolean("eliminated", r.eliminated).boolean("poweredDown", r.poweredDown).num("energy", r.energy).boolean("rebooted", r.rebooted);
        QList<QByteArray> ids;
        InlineObject ammo;
        for (const model::HeldOption &h : r.options) {
            ids << json::quote(model::optionName(h.id));
            if (model::optionFullAmmo(h.id) > 0)
                ammo.num(model::optionName(h.id), h.ammo);
        }
        o.raw("options", '[' + ids.join(", ") + ']').raw("ammo", ammo.text());
        QList<QByteArray> locked;
        for (int k = 1; k <= model::kRegisterCount; ++k)
            if ((r.lockedMask >> (k - 1)) & 1U)
                locked << QByteArray::number(k);
        o.raw("locked", '[' + locked.join(", ") + ']').boolean("poweredDownNext", r.announcedPowerDown).num("handNext", rules::nextHandSize(r));
        robots << o.text();
    }
    QByteArray out = "  \"final\": {\"winner\": " + (st.winner >= 0 ? json::quote(st.robots[static_cast<std::size_t>(st.winner)].name) : QByteArray("null"));
    out += ", \"robots\": [\n    " + robots.join(",\n    ") + "\n  ]}\n";
    return out;
}

QByteArray traceJsonHead(const Trace &t)
{
    QByteArray out = "{\n  \"format\": \"rallyforge-trace\",\n  \"version\": 1,\n";
    out += "  \"ruleset\": " + json::quote(t.header.ruleset) + ",\n";
    out += "  \"seed\": " + QByteArray::number(static_cast<qulonglong>(t.header.seed)) + ",\n";
    InlineObject opts;
    for (const auto &[name, value] : t.header.options)
        opts.boolean(name, value);
    out += "  \"options\": " + opts.text() + ",\n";
    out += "  \"robots\": [";
    for (std::size_t i = 0; i < t.header.robots.size(); ++i) {
        const TraceRobot &r = t.header.robots[i];
        InlineObject o;
        o.str("name", r.name).raw("at", json::point(r.at)).raw("facing", json::direction(r.facing));
        out += (i ? ", " : "") + o.text();
    }
    out += "],\n  \"entries\": [";
    return out;
}

QByteArray traceJsonEntries(const Trace &t, bool first)
{
    QByteArray out;
    for (std::size_t i = 0; i < t.entries.size(); ++i) {
        const TraceEntry &e = t.entries[i];
        out += i || !first ? ",\n    " : "\n    ";
        out += e.type == TraceEntry::Type::Event ? eventText(t, t.events[e.event]) : markerText(e);
    }
    return out;
}

QByteArray traceJsonTail(bool anyEntries, const game::GameState *final)
{
    QByteArray out = anyEntries ? "\n  ]" : "]";
    out += final ? ",\n" + finalText(*final) + "}\n" : "\n}\n";
    return out;
}

QByteArray traceToJson(const Trace &t, const game::GameState *final)
{
    return traceJsonHead(t) + traceJsonEntries(t, true) + traceJsonTail(!t.entries.empty(), final);
}

} // namespace rf::io
