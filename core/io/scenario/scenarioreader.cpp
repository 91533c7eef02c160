// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/jsonparse.h"
#include "io/jsonreader.h"
#include "io/referencedfile.h"
#include "io/jsontext.h"
#include "io/scenario/scenariofile.h"
#include "io/scenario/edition2023parts.h"
#include "io/scenario/edition2023upgradeparts.h"
#include "io/scenario/scenarioparts.h"
#include "rules/cards.h"
#include "rules/options.h"
#include "io/scenario/upgradeparts.h"
#include "rules/ruleset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

// Reading .rfscenario text. Every check names the JSON path of the offending value.
namespace rf::io {

namespace {

using namespace rf::model;
using namespace rf::io::json;
using namespace rf::io::scenarioparts;

// Errors of the embedded course come back with paths relative to the course object.
struct CourseFailure {
    Error error;
};

Point toPoint(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() != 2)
        fail(path, QStringLiteral("expected [x, y], found an array of %1 values").arg(a.size()));
    return {static_cast<int>(toInt(a.at(0), element(path, 0), -Board::kMaxSide, Board::kMaxSide)),
            static_cast<int>(toInt(a.at(1), element(path, 1), -Board::kMaxSide, Board::kMaxSide))};
}

// A program; a register may hold two cards ("move1:500+left:70", Crab Legs and Dual Processor),
// whose second card goes to `paired`.
Program toProgram(const QJsonValue &v, const QString &path, PairedCards *paired = nullptr)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > kRegisterCount)
        fail(path, QStringLiteral("a program has at most %1 registers, found %2").arg(kRegisterCount).arg(a.size()));
    Program p{};
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).isNull())
            continue;
        const QString text = a.at(i).isString() ? a.at(i).toString() : QString();
        const qsizetype plus = text.indexOf(QLatin1Char('+'));
        if (plus < 0) {
            p[static_cast<std::size_t>(i)] = toCard(a.at(i), element(path, i));
            continue;
        }
        if (!paired)
            fail(element(path, i), QStringLiteral("two cards in one register are only allowed in a robot's program"));
        const Card first = toCard(QJsonValue(text.left(plus)), element(path, i));
        const Card second = toCard(QJsonValue(text.mid(plus + 1)), element(path, i));
        if (!rules::cardIsMove(first.kind) || !(second.kind == CardKind::RotateLeft || second.kind == CardKind::RotateRight || second.kind == CardKind::UTurn))
            fail(element(path, i), QStringLiteral("two cards in one register are a move card and a rotate card, such as \"move1:500+left:70\", found \"%1\"").arg(text.left(40)));
        p[static_cast<std::size_t>(i)] = first;
        (*paired)[static_cast<std::size_t>(i)] = second;
    }
    return p;
}

// A hand of cards: 9, or 10 with the 2016 Memory Stick.
std::vector<Card> toHand(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > 10)
        fail(path, QStringLiteral("a hand has at most 10 cards, found %1").arg(a.size()));
    std::vector<Card> hand;
    for (qsizetype i = 0; i < a.size(); ++i)
        hand.push_back(toCard(a.at(i), element(path, i)));
    return hand;
}

DecisionKinds decisionKinds(const rules::RulesetTraits &t)
{
    return t.damageDeck ? DecisionKinds::Edition2023 : t.upgrades ? DecisionKinds::Upgrades2016 : DecisionKinds::Options;
}

TurnPlan toTurn(const QJsonValue &v, const QString &path, const rules::RulesetTraits &traits)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"program", "hand", "powerDown", "decisions"});
    TurnPlan t;
    if (o.contains(QLatin1String("program")))
        t.program = toProgram(o.value(QLatin1String("program")), member(path, "program"), &t.paired);
    if (o.contains(QLatin1String("decisions")))
        t.decisions = toDecisions(o.value(QLatin1String("decisions")), member(path, "decisions"), decisionKinds(traits));
    if (o.contains(QLatin1String("hand")))
        t.hand = toHand(o.value(QLatin1String("hand")), member(path, "hand"));
    if (o.contains(QLatin1String("powerDown")))
        t.powerDown = toBool(o.value(QLatin1String("powerDown")), member(path, "powerDown"));
    return t;
}

ScenarioRobot toRobot(const QJsonValue &v, const QString &path, const rules::RulesetTraits &traits)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"name", "at", "facing", "damage", "lives", "archive", "flags", "poweredDown", "virtual", "reentryFacing",
                        "reentryAt", "doubleWrench", "options", "energy", "deck", "discard", "program", "decisions", "turns", "upgrades", "hand",
                        "haywires", "rebooting", "collection"});
    const bool upgrades = traits.upgrades;
    ScenarioRobot r;
    for (const char *key : {"haywires", "rebooting", "collection"})
        if (o.contains(QLatin1String(key)) && !traits.damageDeck)
            fail(member(path, key), QStringLiteral("\"%1\" belongs to the 2023 edition (\"ruleset\": \"edition-2023\")").arg(QLatin1String(key)));
    edition2023parts::readRobot(o, path, r);
    r.name = toText(required(o, path, "name"), member(path, "name"), kMaxNameLength).toStdString();
    if (r.name.empty())
        fail(member(path, "name"), QStringLiteral("a robot needs a name"));
    r.at = toPoint(required(o, path, "at"), member(path, "at"));
    r.facing = toDirection(required(o, path, "facing"), member(path, "facing"));
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    if (opt("damage"))
        r.damage = static_cast<int>(toInt(val("damage"), member(path, "damage"), 0, 9));
    if (opt("lives"))
        r.lives = static_cast<int>(toInt(val("lives"), member(path, "lives"), 1, 99));
    if (opt("archive"))
        r.archive = toPoint(val("archive"), member(path, "archive"));
    if (opt("flags"))
        r.flags = static_cast<int>(toInt(val("flags"), member(path, "flags"), 0, 99));
    if (opt("poweredDown"))
        r.poweredDown = toBool(val("poweredDown"), member(path, "poweredDown"));
    if (opt("virtual"))
        r.isVirtual = toBool(val("virtual"), member(path, "virtual"));
    if (opt("reentryFacing"))
        r.reentryFacing = toDirection(val("reentryFacing"), member(path, "reentryFacing"));
    if (opt("reentryAt"))
        r.reentryAt = toPoint(val("reentryAt"), member(path, "reentryAt"));
    if (opt("doubleWrench")) {
        const QString s = toString(val("doubleWrench"), member(path, "doubleWrench"));
        if (s == QLatin1String("repair"))
            r.doubleWrench = WrenchChoice::Repair;
        else if (s == QLatin1String("option"))
            r.doubleWrench = WrenchChoice::Option;
        else
            fail(member(path, "doubleWrench"), QStringLiteral("expected \"repair\" or \"option\", found \"%1\"").arg(s.left(40)));
    }
    if (opt("options")) {
        const QString op = member(path, "options");
        const QJsonArray a = toArray(val("options"), op);
        for (qsizetype i = 0; i < a.size(); ++i) {
            HeldOption h = toHeldOption(a.at(i), element(op, i));
            if (std::ranges::any_of(r.options, [&](const HeldOption &other) { return other.id == h.id; }))
                fail(element(op, i), QStringLiteral("%1 is held twice (each option card exists once)").arg(QString::fromUtf8(optionName(h.id))));
            r.options.push_back(h);
        }
    }
    if (opt("energy"))
        r.energy = static_cast<int>(toInt(val("energy"), member(path, "energy"), 0, 99));
    if (traits.damageDeck) {
        edition2023upgradeparts::readRobot(o, path, r);
    } else if (opt("upgrades")) {
        if (!upgrades)
            fail(member(path, "upgrades"), QStringLiteral("upgrades belong to a ruleset with the 2016 upgrades (\"ruleset\": \"renegade\")"));
        r.upgrades = upgradeparts::toUpgradeList(val("upgrades"), member(path, "upgrades"));
    }
    auto cards = [&](const char *key) {
        const QString cp = member(path, key);
        const QJsonArray a = toArray(val(key), cp);
        if (a.size() > 200)
            fail(cp, QStringLiteral("at most 200 cards, found %1").arg(a.size()));
        std::vector<Card> out;
        for (qsizetype i = 0; i < a.size(); ++i)
            out.push_back(toCard(a.at(i), element(cp, i)));
        return out;
    };
    if (opt("deck"))
        r.deck = cards("deck");
    if (opt("discard"))
        r.discard = cards("discard");
    if (opt("program") && opt("turns"))
        fail(member(path, "program"), QStringLiteral("give either \"program\" (turn 1) or \"turns\", not both"));
    if (opt("decisions") && opt("turns"))
        fail(member(path, "decisions"), QStringLiteral("with \"turns\", give each turn's \"decisions\" in it"));
    if (opt("hand") && opt("turns"))
        fail(member(path, "hand"), QStringLiteral("with \"turns\", give each turn's \"hand\" in it"));
    if (opt("program") || opt("decisions") || opt("hand")) {
        TurnPlan t;
        if (opt("program"))
            t.program = toProgram(val("program"), member(path, "program"), &t.paired);
        if (opt("decisions"))
            t.decisions = toDecisions(val("decisions"), member(path, "decisions"), decisionKinds(traits));
        if (opt("hand"))
            t.hand = toHand(val("hand"), member(path, "hand"));
        r.turns.push_back(std::move(t));
    }
    if (opt("turns")) {
        const QString tp = member(path, "turns");
        const QJsonArray a = toArray(val("turns"), tp);
        if (a.size() > kMaxTurns)
            fail(tp, QStringLiteral("at most %1 turns, found %2").arg(kMaxTurns).arg(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i)
            r.turns.push_back(toTurn(a.at(i), element(tp, i), traits));
    }
    return r;
}

RobotExpectation toRobotExpectation(const QString &name, const QJsonValue &v, const QString &path, const Scenario &sc)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"at", "facing", "damage", "destroyed", "lives", "flags", "archive", "eliminated", "poweredDown", "energy", "rebooted",
                        "options", "optionCount", "ammo", "locked", "poweredDownNext", "handNext", "place", "upgrades", "damageCards", "hand",
                        "deckTop", "discard", "haywires", "kept", "onBoard", "shutDown", "collection"});
    RobotExpectation e;
    QJsonObject rest = o; // what the 2016 expectations read
    if (rules::traitsOf(sc.ruleset).damageDeck) {
        edition2023parts::readRobotExpectations(o, path, e);
        edition2023upgradeparts::readRobotExpectations(o, path, e);
        rest.remove(QLatin1String("damageCards")); // SPAM and Haywires, read above
        rest.remove(QLatin1String("upgrades"));    // the edition's own, read above
    } else {
        for (const char *key : {"haywires", "kept", "onBoard", "shutDown", "collection"})
            if (o.contains(QLatin1String(key)))
                fail(member(path, key), QStringLiteral("\"%1\" belongs to the 2023 edition (\"ruleset\": \"edition-2023\")").arg(QLatin1String(key)));
    }
    upgradeparts::readUpgradeExpectations(rest, path, e);
    e.robot = name.toStdString();
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    if (opt("at"))
        e.at = toPoint(val("at"), member(path, "at"));
    if (opt("facing"))
        e.facing = toDirection(val("facing"), member(path, "facing"));
    if (opt("damage"))
        e.damage = static_cast<int>(toInt(val("damage"), member(path, "damage"), 0, 999)); // renegade: SPAM cards, no cap
    if (opt("destroyed"))
        e.destroyed = toBool(val("destroyed"), member(path, "destroyed"));
    if (opt("lives"))
        e.lives = static_cast<int>(toInt(val("lives"), member(path, "lives"), 0, 99));
    if (opt("flags"))
        e.flags = static_cast<int>(toInt(val("flags"), member(path, "flags"), 0, 99));
    if (opt("archive"))
        e.archive = toPoint(val("archive"), member(path, "archive"));
    if (opt("eliminated"))
        e.eliminated = toBool(val("eliminated"), member(path, "eliminated"));
    if (opt("poweredDown"))
        e.poweredDown = toBool(val("poweredDown"), member(path, "poweredDown"));
    if (opt("energy"))
        e.energy = static_cast<int>(toInt(val("energy"), member(path, "energy"), 0, 99));
    if (opt("rebooted"))
        e.rebooted = toBool(val("rebooted"), member(path, "rebooted"));
    if (opt("options")) {
        const QString op = member(path, "options");
        const QJsonArray a = toArray(val("options"), op);
        std::vector<OptionId> ids;
        for (qsizetype i = 0; i < a.size() && i < kOptionCount + 1; ++i)
            ids.push_back(toOptionId(a.at(i), element(op, i)));
        std::ranges::sort(ids);
        e.options = std::move(ids);
    }
    if (opt("optionCount"))
        e.optionCount = static_cast<int>(toInt(val("optionCount"), member(path, "optionCount"), 0, kOptionCount));
    if (opt("ammo")) {
        const QString ap = member(path, "ammo");
        const QJsonObject a = toObject(val("ammo"), ap);
        for (auto it = a.begin(); it != a.end(); ++it) {
            const QString p = member(ap, it.key());
            const OptionId id = toOptionId(QJsonValue(it.key()), p);
            e.ammo.emplace_back(id, static_cast<int>(toInt(it.value(), p, 0, 99)));
        }
    }
    if (opt("locked")) {
        const QString lp = member(path, "locked");
        const QJsonArray a = toArray(val("locked"), lp);
        std::vector<int> regs;
        for (qsizetype i = 0; i < a.size() && i <= kRegisterCount; ++i)
            regs.push_back(static_cast<int>(toInt(a.at(i), element(lp, i), 1, kRegisterCount)));
        std::ranges::sort(regs);
        e.locked = std::move(regs);
    }
    if (opt("poweredDownNext"))
        e.poweredDownNext = toBool(val("poweredDownNext"), member(path, "poweredDownNext"));
    if (opt("handNext"))
        e.handNext = static_cast<int>(toInt(val("handNext"), member(path, "handNext"), 0, 99));
    if (opt("place"))
        e.place = static_cast<int>(toInt(val("place"), member(path, "place"), 0, kMaxRobots));
    return e;
}

Expectation toExpectation(const QJsonValue &v, const QString &path, const Scenario &sc)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"turn", "register", "robots", "winner", "shop", "upgradeDiscard", "damagePiles", "priorityToken", "damageDiscard", "damageDeckCount",
                        "upgradeDeckTop"});
    Expectation e;
    const bool edition2023 = rules::traitsOf(sc.ruleset).damageDeck;
    for (const char *key : {"priorityToken", "damageDiscard", "damageDeckCount", "upgradeDeckTop"})
        if (o.contains(QLatin1String(key)) && !edition2023)
            fail(member(path, key), QStringLiteral("\"%1\" belongs to the 2023 edition (\"ruleset\": \"edition-2023\")").arg(QLatin1String(key)));
    edition2023parts::readGameExpectations(o, path, sc, e);
    if (o.contains(QLatin1String("shop")))
        e.shop = upgradeparts::toUpgradeList(o.value(QLatin1String("shop")), member(path, "shop"));
    if (edition2023)
        edition2023upgradeparts::readGameExpectations(o, path, e);
    else if (o.contains(QLatin1String("upgradeDiscard")))
        e.upgradeDiscard = upgradeparts::toUpgradeList(o.value(QLatin1String("upgradeDiscard")), member(path, "upgradeDiscard"));
    if (o.contains(QLatin1String("damagePiles")))
        e.damagePiles = upgradeparts::toDamagePiles(o.value(QLatin1String("damagePiles")), member(path, "damagePiles"));
    if (o.contains(QLatin1String("turn")))
        e.turn = static_cast<int>(toInt(o.value(QLatin1String("turn")), member(path, "turn"), 1, 1000));
    if (o.contains(QLatin1String("register"))) {
        if (e.turn == 0)
            fail(member(path, "register"), QStringLiteral("a register needs a \"turn\""));
        e.afterRegister = static_cast<int>(toInt(o.value(QLatin1String("register")), member(path, "register"), 1, kRegisterCount));
    }
    if (o.contains(QLatin1String("robots"))) {
        const QString rp = member(path, "robots");
        const QJsonObject robots = toObject(o.value(QLatin1String("robots")), rp);
        for (auto it = robots.begin(); it != robots.end(); ++it) {
            const QString p = member(rp, it.key());
            const bool known = std::ranges::any_of(sc.robots, [&](const ScenarioRobot &r) { return QString::fromStdString(r.name) == it.key(); });
            if (!known)
                fail(p, QStringLiteral("no robot is named \"%1\"").arg(it.key().left(40)));
            e.robots.push_back(toRobotExpectation(it.key(), it.value(), p, sc));
        }
    }
    if (o.contains(QLatin1String("winner"))) {
        const QJsonValue w = o.value(QLatin1String("winner"));
        e.winner = w.isNull() ? std::string() : toText(w, member(path, "winner"), kMaxNameLength).toStdString();
    }
    return e;
}

// One what-if edit ("whatIf": [...]); steps in order, robots by name.
WhatIf toWhatIf(const QJsonValue &v, const QString &path, const Scenario &sc)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"after", "robot", "at", "facing", "damage", "lives", "flags", "archive", "poweredDown", "register", "card", "program",
                        "poweredDownNext"});
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    WhatIf w;
    w.afterStep = static_cast<int>(toInt(required(o, path, "after"), member(path, "after"), 1, kMaxWhatIfStep));
    if (!sc.whatIfs.empty() && w.afterStep < sc.whatIfs.back().afterStep)
        fail(member(path, "after"), QStringLiteral("what-ifs are listed in the order they apply: %1 comes after %2").arg(w.afterStep).arg(sc.whatIfs.back().afterStep));
    const QString robot = toString(required(o, path, "robot"), member(path, "robot"));
    if (std::ranges::none_of(sc.robots, [&](const ScenarioRobot &r) { return QString::fromStdString(r.name) == robot; }))
        fail(member(path, "robot"), QStringLiteral("no robot is named \"%1\"").arg(robot.left(40)));
    w.robot = robot.toStdString();
    RobotEdit &e = w.edit;
    if (opt("at"))
        e.pos = toPoint(val("at"), member(path, "at"));
    if (opt("facing"))
        e.facing = toDirection(val("facing"), member(path, "facing"));
    if (opt("damage"))
        e.damage = static_cast<int>(toInt(val("damage"), member(path, "damage"), 0, 9));
    if (opt("lives"))
        e.lives = static_cast<int>(toInt(val("lives"), member(path, "lives"), 1, 99));
    if (opt("flags"))
        e.flags = static_cast<int>(toInt(val("flags"), member(path, "flags"), 0, 99));
    if (opt("archive"))
        e.archive = toPoint(val("archive"), member(path, "archive"));
    if (opt("poweredDown"))
        e.poweredDown = toBool(val("poweredDown"), member(path, "poweredDown"));
    if (opt("register") != opt("card"))
        fail(path, QStringLiteral("give \"register\" and \"card\" together (\"card\": null empties the register)"));
    if (opt("register")) {
        const int reg = static_cast<int>(toInt(val("register"), member(path, "register"), 1, kRegisterCount));
        e.card = std::make_pair(reg, val("card").isNull() ? std::nullopt : std::optional<Card>(toCard(val("card"), member(path, "card"))));
    }
    if (opt("program"))
        e.program = toProgram(val("program"), member(path, "program"));
    if (opt("poweredDownNext"))
        e.powerDownNext = toBool(val("poweredDownNext"), member(path, "poweredDownNext"));
    if (e == RobotEdit{})
        fail(path, QStringLiteral("a what-if changes at least one of at, facing, damage, lives, flags, archive, poweredDown, register, program, "
                                  "poweredDownNext"));
    return w;
}

Course readCourse(const QJsonValue &v, const QString &path, const QString &fileName, Scenario &sc, const CourseLoader *loader)
{
    if (v.isString() && loader) {
        const QString rel = v.toString();
        sc.courseSource = rel.toStdString();
        auto course = (*loader)(rel);
        if (!course)
            throw CourseFailure{Error(course.error()).referredFrom(fileName, path)};
        return std::move(*course);
    }
    if (v.isString()) {
        const QString rel = v.toString();
        const auto inside = resolveInside(QFileInfo(fileName).path(), rel, QStringLiteral("the scenario's folder"));
        if (!inside)
            fail(path, QStringLiteral("course %1").arg(inside.error()));
        sc.courseSource = rel.toStdString();
        auto course = readBoardFile(*inside);
        if (!course)
            throw CourseFailure{Error(course.error()).referredFrom(fileName, path)};
        return std::move(*course);
    }
    const QJsonObject o = toObject(v, path);
    auto course = parseBoardJson(QJsonDocument(o).toJson(QJsonDocument::Compact), fileName);
    if (!course) {
        Error e = course.error();
        e.file = fileName;
        e.where = e.where.startsWith(QLatin1Char('$')) ? path + e.where.mid(1) : path + QLatin1String(": ") + e.where;
        throw CourseFailure{e};
    }
    return std::move(*course);
}

Scenario readScenario(const QByteArray &text, const QString &fileName, const CourseLoader *loader)
{
    if (text.size() > kMaxScenarioFileBytes)
        fail(QString(), QStringLiteral("file larger than %1 MiB").arg(kMaxScenarioFileBytes / (1024 * 1024)));
    const auto parsed = json::parse(text);
    if (!parsed)
        fail(parsed.error().where, parsed.error().message);
    const QJsonDocument &doc = *parsed;
    const QString root = QStringLiteral("$");
    if (!doc.isObject())
        fail(root, QStringLiteral("expected an object at the top level"));
    const QJsonObject o = doc.object();
    checkKeys(o, root, {"format", "version", "title", "description", "ruleset", "options", "seed", "course", "robots", "play", "deck", "optionDeck",
                        "whatIf", "expect", "upgradePhase", "programming", "damagePiles", "priorityToken", "damageDeck", "damageDiscard"});
    checkFileHeader(o, root, {kScenarioFormatName, "scenario", 1, kScenarioFormatVersion});

    Scenario sc;
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    if (opt("title"))
        sc.title = toText(val("title"), member(root, "title"), kMaxNameLength).toStdString();
    if (opt("description"))
        sc.description = toText(val("description"), member(root, "description"), kMaxTextLength).toStdString();
    if (opt("ruleset")) {
        const std::string id = toString(val("ruleset"), member(root, "ruleset")).toStdString();
        const rules::Ruleset *rs = rules::rulesetById(id);
        if (!rs)
            fail(member(root, "ruleset"), QStringLiteral("unknown ruleset \"%1\" (%2)").arg(QString::fromStdString(id).left(40), QString::fromStdString(rules::rulesetList(" or "))));
        sc.ruleset = std::string(rs->id()); // an alias ("renegade") is read as the id written from now on
    }
    if (opt("options")) {
        const QString op = member(root, "options");
        const QJsonObject opts = toObject(val("options"), op);
        for (auto it = opts.begin(); it != opts.end(); ++it) {
            const QString p = member(op, it.key());
            const auto table = rules::optionTable();
            const auto info = std::ranges::find_if(table, [&](const rules::OptionInfo &i) { return QLatin1String(i.name.data(), static_cast<qsizetype>(i.name.size())) == it.key(); });
            if (info == table.end())
                fail(p, QStringLiteral("unknown rule option \"%1\"").arg(it.key().left(40)));
            const rules::RulesetTraits &traits = rules::traitsOf(sc.ruleset);
            if (traits.damageDeck && !info->edition2023)
                fail(p, QStringLiteral("the rule options of RULES.md 7 to 9 have no meaning for the 2023 edition (RULES.md 10.1); its own are those of RULES.md 10.18"));
            if (!traits.damageDeck && info->edition2023)
                fail(p, QStringLiteral("\"%1\" is a rule option of the 2023 edition (RULES.md 10.18)").arg(it.key()));
            sc.options[it.key().toStdString()] = toBool(it.value(), p);
        }
    }
    if (opt("seed")) {
        const QJsonValue s = val("seed");
        const QString sp = member(root, "seed");
        if (s.isString()) {
            bool ok = false;
            sc.seed = s.toString().toULongLong(&ok);
            if (!ok)
                fail(sp, QStringLiteral("expected a number or a string of decimal digits"));
        } else {
            sc.seed = static_cast<std::uint64_t>(toInt(s, sp, 0, (1LL << 53) - 1));
        }
    }
    const QString cp = member(root, "course");
    sc.course = readCourse(required(o, root, "course"), cp, fileName, sc, loader);

    const QString rp = member(root, "robots");
    const QJsonArray robots = toArray(required(o, root, "robots"), rp);
    if (robots.size() > kMaxRobots)
        fail(rp, QStringLiteral("%1 robots; at most %2").arg(robots.size()).arg(kMaxRobots));
    for (qsizetype i = 0; i < robots.size(); ++i) {
        ScenarioRobot r = toRobot(robots.at(i), element(rp, i), rules::traitsOf(sc.ruleset));
        for (const ScenarioRobot &other : sc.robots)
            if (other.name == r.name)
                fail(member(element(rp, i), "name"), QStringLiteral("two robots are named \"%1\"").arg(excerpt(QString::fromStdString(r.name))));
        sc.robots.push_back(std::move(r));
    }

    if (opt("deck")) {
        const QString dp = member(root, "deck");
        const QJsonArray a = toArray(val("deck"), dp);
        if (a.size() > 84)
            fail(dp, QStringLiteral("at most 84 cards, found %1").arg(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i)
            sc.deckTop.push_back(toCard(a.at(i), element(dp, i)));
    }
    if (opt("optionDeck")) {
        const QString dp = member(root, "optionDeck");
        const QJsonArray a = toArray(val("optionDeck"), dp);
        if (a.size() > kOptionCount)
            fail(dp, QStringLiteral("at most %1 option cards, found %2").arg(kOptionCount).arg(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const OptionId id = toOptionId(a.at(i), element(dp, i));
            if (std::ranges::find(sc.optionDeckTop, id) != sc.optionDeckTop.end())
                fail(element(dp, i), QStringLiteral("%1 is listed twice").arg(QString::fromUtf8(optionName(id))));
            sc.optionDeckTop.push_back(id);
        }
    }
    checkOptionsAcrossRobots(sc, robots, rp);
    const rules::RulesetTraits &traits = rules::traitsOf(sc.ruleset);
    for (const char *key : {"priorityToken", "damageDeck", "damageDiscard"})
        if (opt(key) && !traits.damageDeck)
            fail(member(root, key), QStringLiteral("\"%1\" belongs to the 2023 edition (\"ruleset\": \"edition-2023\")").arg(QLatin1String(key)));
    if (traits.damageDeck) {
        edition2023parts::readGame(o, root, sc);
        edition2023parts::checkScenario(sc, o, root);
    }
    const bool upgrades = traits.upgrades;
    for (const char *key : {"upgradePhase", "programming", "damagePiles"})
        if (opt(key) && !upgrades && !(traits.damageDeck && std::string_view(key) != "damagePiles"))
            fail(member(root, key), QStringLiteral("\"%1\" belongs to a ruleset with the 2016 upgrades (\"ruleset\": \"renegade\")").arg(QLatin1String(key)));
    if (traits.damageDeck) {
        if (opt("upgradePhase"))
            sc.upgradePhase = edition2023upgradeparts::toUpgradePhase(val("upgradePhase"), member(root, "upgradePhase"));
        edition2023upgradeparts::checkScenario(sc, root);
    } else if (opt("upgradePhase"))
        sc.upgradePhase = upgradeparts::toUpgradeSetup(val("upgradePhase"), member(root, "upgradePhase"));
    if (opt("programming"))
        sc.programming = toBool(val("programming"), member(root, "programming"));
    if (opt("damagePiles"))
        sc.damagePiles = upgradeparts::toDamagePiles(val("damagePiles"), member(root, "damagePiles"));
    if (opt("play")) {
        const QString pp = member(root, "play");
        const QJsonObject play = toObject(val("play"), pp);
        checkKeys(play, pp, {"turns", "registers", "endOfTurn", "afterWin"});
        if (play.contains(QLatin1String("turns")) && play.contains(QLatin1String("registers")))
            fail(pp, QStringLiteral("give either \"turns\" or \"registers\""));
        if (play.contains(QLatin1String("turns")))
            sc.turns = static_cast<int>(toInt(play.value(QLatin1String("turns")), member(pp, "turns"), 1, kMaxTurns));
        if (play.contains(QLatin1String("registers"))) {
            // 0: only the upgrade and programming phases of turn 1 (RULES.md 9.1).
            const bool phases = sc.upgradePhase || sc.programming;
            sc.registers = static_cast<int>(toInt(play.value(QLatin1String("registers")), member(pp, "registers"), phases ? 0 : 1, 5000));
            sc.phasesOnly = sc.registers == 0;
        }
        if (play.contains(QLatin1String("afterWin"))) {
            const QString ap = member(pp, "afterWin");
            const QString s = toString(play.value(QLatin1String("afterWin")), ap);
            if (s != QLatin1String("stop") && s != QLatin1String("continue"))
                fail(ap, QStringLiteral("expected \"stop\" or \"continue\", found \"%1\"").arg(json::excerpt(s)));
            sc.playOnAfterWin = s == QLatin1String("continue");
        }
        if (play.contains(QLatin1String("endOfTurn"))) {
            sc.endOfTurn = toBool(play.value(QLatin1String("endOfTurn")), member(pp, "endOfTurn"));
            if (!sc.endOfTurn && sc.registers == 0)
                fail(member(pp, "endOfTurn"), QStringLiteral("whole turns always end with their end of turn: give \"registers\" to stop before it"));
        }
    }
    if (opt("whatIf")) {
        const QString wp = member(root, "whatIf");
        const QJsonArray a = toArray(val("whatIf"), wp);
        if (a.size() > kMaxWhatIfs)
            fail(wp, QStringLiteral("at most %1 what-ifs, found %2").arg(kMaxWhatIfs).arg(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i)
            sc.whatIfs.push_back(toWhatIf(a.at(i), element(wp, i), sc));
    }
    if (opt("expect")) {
        const QString ep = member(root, "expect");
        auto list = [&](const QJsonValue &v, const QString &path, std::vector<Expectation> &out) {
            const QJsonArray a = toArray(v, path);
            if (a.size() > kMaxExpectations)
                fail(path, QStringLiteral("at most %1 expectations, found %2").arg(kMaxExpectations).arg(a.size()));
            for (qsizetype i = 0; i < a.size(); ++i)
                out.push_back(toExpectation(a.at(i), element(path, i), sc));
        };
        if (val("expect").isObject()) {
            // Expectations per ruleset: {"<ruleset id>": [...], ...}; "any" holds for every ruleset.
            const QJsonObject per = val("expect").toObject();
            std::vector<const char *> keys{"any"};
            for (const std::string_view id : rules::availableRulesets())
                keys.push_back(id.data()); // the ids are string literals
            for (const std::string_view alias : rules::rulesetAliases())
                keys.push_back(alias.data());
            checkKeys(per, ep, keys);
            for (auto it = per.begin(); it != per.end(); ++it) {
                if (it.key() == QLatin1String("any")) {
                    list(it.value(), member(ep, it.key()), sc.expectations);
                    continue;
                }
                const std::string id{rules::rulesetById(it.key().toStdString())->id()}; // a key checkKeys let through
                if (sc.rulesetExpectations.contains(id))
                    fail(member(ep, it.key()), QStringLiteral("expectations for %1 are given twice, under its id and an old id of it").arg(QString::fromStdString(id)));
                list(it.value(), member(ep, it.key()), sc.rulesetExpectations[id]);
            }
        } else {
            list(val("expect"), ep, sc.expectations);
        }
    }
    return sc;
}

} // namespace

namespace {

std::expected<Scenario, Error> parseScenario(const QByteArray &json, const QString &fileName, const CourseLoader *loader)
{
    try {
        return readScenario(json, fileName, loader);
    } catch (const JsonFailure &f) {
        return std::unexpected(Error{fileName, f.where, f.message});
    } catch (const CourseFailure &f) {
        return std::unexpected(f.error);
    }
}

} // namespace

std::expected<Scenario, Error> parseScenarioJson(const QByteArray &json, const QString &fileName)
{
    return parseScenario(json, fileName, nullptr);
}

std::expected<Scenario, Error> parseScenarioJson(const QByteArray &json, const QString &fileName, const CourseLoader &loader)
{
    return parseScenario(json, fileName, &loader);
}

std::expected<Scenario, Error> readPackedScenario(const Package &pack, const PackEntry &entry, const QString &packPath)
{
    const QString folder = entry.name.contains(QLatin1Char('/')) ? entry.name.left(entry.name.lastIndexOf(QLatin1Char('/')) + 1) : QString();
    const CourseLoader loader = [&](const QString &relative) -> std::expected<Course, Error> {
        // A pack stands on its own: the course must be one of its board or course entries.
        const QString name = QDir::cleanPath(folder + relative);
        const PackEntry *e = entryNameProblem(name) ? nullptr : pack.entry(name);
        if (!e || (e->type != PackEntryType::Board && e->type != PackEntryType::Course))
            return std::unexpected(Error{packPath + QLatin1Char(':') + entry.name, QStringLiteral("$.course"),
                                         QStringLiteral("no board or course entry \"%1\" in the pack").arg(json::excerpt(name))});
        return readPackedBoard(pack, *e, packPath);
    };
    return parseScenarioJson(entry.data, packPath + QLatin1Char(':') + entry.name, loader);
}

std::expected<Scenario, Error> readScenarioFile(const QString &path)
{
    QFile f(path);
    if (auto opened = openRegularFile(f); !opened)
        return std::unexpected(Error{path, QString(), opened.error()});
    if (f.size() > kMaxScenarioFileBytes)
        return std::unexpected(Error{path, QString(), QStringLiteral("file larger than %1 MiB").arg(kMaxScenarioFileBytes / (1024 * 1024))});
    return parseScenarioJson(f.readAll(), path);
}

} // namespace rf::io
