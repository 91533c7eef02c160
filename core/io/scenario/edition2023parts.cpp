// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenario/edition2023parts.h"

#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/scenario/edition2023upgradeparts.h"
#include "io/scenario/edition2023useparts.h"
#include "io/scenario/scenarioparts.h"
#include "rules/cards/library.h"
#include "rules/ruleset.h"

#include <QJsonArray>
#include <QList>

#include <algorithm>

namespace rf::io::edition2023parts {

using namespace rf::model;
using namespace rf::io::json;

namespace {

// The whole damage deck of RULES.md 10.2: 23 SPAM and 17 Haywires.
constexpr int kDamageDeckSize = kEdition2023SpamCount + kHaywireCount;

std::vector<CardKind> toDamageCards(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > kDamageDeckSize)
        fail(path, QStringLiteral("the damage deck has %1 cards, found %2").arg(kDamageDeckSize).arg(a.size()));
    std::vector<CardKind> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(toDamageCard(a.at(i), element(path, i)));
    return out;
}

// {"3": "hw-back3"}: a register (1-5) and the Haywire lying face down in it.
std::array<std::optional<CardKind>, kRegisterCount> toHaywires(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    std::array<std::optional<CardKind>, kRegisterCount> out{};
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString p = member(path, it.key());
        bool ok = false;
        const int reg = it.key().toInt(&ok);
        if (!ok || reg < 1 || reg > kRegisterCount)
            fail(p, QStringLiteral("expected a register from 1 to 5, found \"%1\"").arg(excerpt(it.key())));
        const CardKind k = toDamageCard(it.value(), p);
        if (!cardIsHaywire(k))
            fail(p, QStringLiteral("only a Haywire lies face down in a register (RULES.md 10.8)"));
        out[static_cast<std::size_t>(reg - 1)] = k;
    }
    return out;
}

// The Haywires that ask a choice (RULES.md 10.16): the decision's "use" is the card's id.
struct HaywireChoice {
    CardKind card;
    DecisionUse use;
    const char *key; // the key of the answer
};
constexpr HaywireChoice kHaywireChoices[] = {
    {CardKind::HwTurnEither, DecisionUse::HwTurnEither, "dir"},    {CardKind::HwFaceAnyMove1, DecisionUse::HwFaceAny, "facing"},
    {CardKind::HwPayEnergyMove, DecisionUse::HwPayEnergy, "pay"},  {CardKind::HwSide2, DecisionUse::HwSide2, "side"},
    {CardKind::HwBack1Purge, DecisionUse::HwBack1Purge, "card"},   {CardKind::HwDoubleDraw, DecisionUse::HwDoubleDraw, "order"},
    {CardKind::HwInstall, DecisionUse::HwInstall, "card"},
};

bool isHaywireUse(DecisionUse use)
{
    return std::ranges::any_of(kHaywireChoices, [&](const HaywireChoice &c) { return c.use == use; });
}

// "L" or "R": -1 or +1.
int toSide(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    if (s != QLatin1String("L") && s != QLatin1String("R"))
        fail(path, QStringLiteral("expected \"L\" or \"R\", found \"%1\"").arg(excerpt(s)));
    return s == QLatin1String("L") ? -1 : 1;
}

// The answer of a Haywire's decision (RULES.md 10.16) into `d`.
void readHaywireAnswer(const QJsonObject &o, const QString &path, const HaywireChoice &c, Decision &d)
{
    const QString p = member(path, c.key);
    const QJsonValue v = required(o, path, c.key);
    switch (c.use) {
    case DecisionUse::HwTurnEither:
    case DecisionUse::HwSide2: d.side = toSide(v, p); break;
    case DecisionUse::HwFaceAny: d.dir = toDirection(v, p); break;
    case DecisionUse::HwPayEnergy: d.count = static_cast<int>(toInt(v, p, 0, 8)); break;
    case DecisionUse::HwBack1Purge: {
        const Card card = scenarioparts::toCard(v, p);
        if (card.priority != 0 || cardIsHaywire(card.kind) || (static_cast<int>(card.kind) >= kRenegadeCardKindCount))
            fail(p, QStringLiteral("expected a card of a robot's discard pile in the 2023 edition: a programming card or spam"));
        d.card = card.kind;
        break;
    }
    case DecisionUse::HwInstall: d.upgrade = edition2023upgradeparts::toUpgrade(v, p); break;
    case DecisionUse::HwDoubleDraw: {
        // [1, 2]: as drawn; [2, 1]: the second card drawn first.
        const QJsonArray a = toArray(v, p);
        const bool asDrawn = a.size() == 2 && a.at(0).toInt() == 1 && a.at(1).toInt() == 2 && a.at(0).isDouble() && a.at(1).isDouble();
        const bool swapped = a.size() == 2 && a.at(0).toInt() == 2 && a.at(1).toInt() == 1 && a.at(0).isDouble() && a.at(1).isDouble();
        if (!asDrawn && !swapped)
            fail(p, QStringLiteral("expected [1, 2] (as drawn) or [2, 1] (the second card drawn first)"));
        d.count = asDrawn ? 1 : 2;
        break;
    }
    default: break;
    }
}

// Where a Haywire of a scenario lies, for "each Haywire exists once".
struct Place {
    CardKind card;
    QString path;
};

} // namespace

CardKind toDamageCard(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto k = cardKindFromName(s.toStdString());
    if (!k || !cardIsEdition2023Damage(*k))
        fail(path, QStringLiteral("expected a card of the damage deck: spam or a Haywire id of RULES.md 10.16 such as \"hw-back3\", found \"%1\"").arg(excerpt(s)));
    return *k;
}

Decision toDecision(const QJsonObject &o, const QString &path)
{
    checkKeys(o, path, {"upgradePhase", "programming", "beforeRegisters", "register", "use", "facing", "dir", "pay", "side", "card", "order",
                        "target", "when", "way", "take", "from", "cards", "return", "replace"});
    static constexpr scenarioparts::TimingKey kTimings[] = {{"upgradePhase", DecisionTime::UpgradePhase},
                                                            {"programming", DecisionTime::Programming},
                                                            {"beforeRegisters", DecisionTime::BeforeRegisters},
                                                            {"register", DecisionTime::Register}};
    Decision d;
    scenarioparts::readDecisionTime(o, path, kTimings, "a decision", d);
    const QString up = member(path, "use");
    const QString use = toString(required(o, path, "use"), up);
    if (edition2023upgradeparts::isUpgradePhaseUse(use)) {
        edition2023upgradeparts::readDecision(o, path, use, d);
    } else if (edition2023useparts::isUpgradeUse(use)) {
        edition2023useparts::readDecision(o, path, use, d);
        return d;
    } else if (use == QLatin1String("shutdown")) {
        if (d.when != DecisionTime::BeforeRegisters)
            fail(path, QStringLiteral("a robot shuts down after programming, before register 1: give \"beforeRegisters\" (RULES.md 10.10)"));
        d.use = DecisionUse::Shutdown;
    } else if (use == QLatin1String("reboot-facing")) {
        if (d.when != DecisionTime::Register || d.reg != 1)
            fail(path, QStringLiteral("a rebooting robot re-enters in register 1: give \"register\": 1 (RULES.md 10.9)"));
        d.use = DecisionUse::RebootFacing;
        d.dir = toDirection(required(o, path, "facing"), member(path, "facing"));
    } else if (const auto k = cardKindFromName(use.toStdString()); k && cardIsHaywire(*k)) {
        const auto c = std::ranges::find(kHaywireChoices, *k, &HaywireChoice::card);
        if (c == std::end(kHaywireChoices))
            fail(up, QStringLiteral("%1 asks no choice (RULES.md 10.16)").arg(excerpt(use)));
        if (d.when != DecisionTime::Register)
            fail(path, QStringLiteral("a Haywire's choice is made in the register it is played in: give \"register\" (RULES.md 10.16)"));
        d.use = c->use;
        for (const char *key : {"facing", "dir", "pay", "side", "card", "order"})
            if (o.contains(QLatin1String(key)) && qstrcmp(key, c->key) != 0)
                fail(member(path, key), QStringLiteral("\"%1\" does not take \"%2\"; its choice is \"%3\"").arg(use, QLatin1String(key), QLatin1String(c->key)));
        readHaywireAnswer(o, path, *c, d);
    } else {
        fail(up, QStringLiteral("unknown decision \"%1\" of the 2023 edition (draw, install, uninstall, shutdown, reboot-facing, an upgrade "
                                "such as mini-howitzer, or a Haywire that asks a choice such as hw-turn-either)")
                     .arg(excerpt(use)));
    }
    for (const char *key : {"target", "when", "way", "take", "from", "cards", "return", "replace"})
        if (o.contains(QLatin1String(key)))
            fail(member(path, key), QStringLiteral("\"%1\" does not take \"%2\"").arg(use, QLatin1String(key)));
    // Only the key of its own answer (the Haywires' are checked above).
    if (!isHaywireUse(d.use))
        for (const char *key : {"facing", "dir", "pay", "side", "card", "order"})
            if (o.contains(QLatin1String(key)) && (d.use != DecisionUse::RebootFacing || qstrcmp(key, "facing") != 0) &&
                (d.use == DecisionUse::UpgradeDraw || d.use == DecisionUse::RebootFacing || d.use == DecisionUse::Shutdown || qstrcmp(key, "card") != 0))
                fail(member(path, key), QStringLiteral("\"%1\" does not take \"%2\"").arg(use, QLatin1String(key)));
    return d;
}

void readRobot(const QJsonObject &o, const QString &path, ScenarioRobot &r)
{
    if (o.contains(QLatin1String("haywires")))
        r.haywires = toHaywires(o.value(QLatin1String("haywires")), member(path, "haywires"));
    if (o.contains(QLatin1String("rebooting")))
        r.rebooting = toBool(o.value(QLatin1String("rebooting")), member(path, "rebooting"));
}

void readGame(const QJsonObject &o, const QString &path, Scenario &sc)
{
    if (o.contains(QLatin1String("priorityToken"))) {
        const QString p = member(path, "priorityToken");
        sc.priorityToken = toText(o.value(QLatin1String("priorityToken")), p, kMaxNameLength).toStdString();
        if (std::ranges::none_of(sc.robots, [&](const ScenarioRobot &r) { return r.name == sc.priorityToken; }))
            fail(p, QStringLiteral("no robot is named \"%1\"").arg(excerpt(QString::fromStdString(sc.priorityToken))));
    }
    if (o.contains(QLatin1String("damageDeck"))) {
        const QString p = member(path, "damageDeck");
        const QJsonValue v = o.value(QLatin1String("damageDeck"));
        if (v.isString()) {
            const QString s = v.toString();
            if (s == QLatin1String("seeded"))
                sc.damageDeckSource = DamageDeckSource::Seeded;
            else if (s == QLatin1String("endless-spam"))
                sc.damageDeckSource = DamageDeckSource::EndlessSpam;
            else
                fail(p, QStringLiteral("expected the deck as a list of cards, \"seeded\" or \"endless-spam\", found \"%1\"").arg(excerpt(s)));
        } else {
            sc.damageDeckSource = DamageDeckSource::Given;
            sc.damageDeck = toDamageCards(v, p);
        }
    }
    if (o.contains(QLatin1String("damageDiscard")))
        sc.damageDiscard = toDamageCards(o.value(QLatin1String("damageDiscard")), member(path, "damageDiscard"));
}

void checkScenario(const Scenario &sc, const QJsonObject &o, const QString &root)
{
    // A register of two cards needs an installed upgrade of the edition that plays two (Crab Legs).
    const rules::cards::Library &library = rules::rulesetById(sc.ruleset)->cards();
    auto pairsAllowed = [&](const ScenarioRobot &r) {
        return std::ranges::any_of(r.upgrades, [&](UpgradeId id) { return (library.upgradeHooks(id) & rules::cards::hookBit(rules::cards::Hook::paired)) != 0; });
    };
    // The course: no antenna and no energy spaces (RULES.md 10.1, 10.2).
    const auto &placements = sc.course.placements();
    for (std::size_t b = 0; b < placements.size(); ++b) {
        const Board &board = placements[b].board;
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x) {
                const DeviceKind k = board.cell({x, y}).device.kind;
                if (k != DeviceKind::PriorityAntenna && k != DeviceKind::EnergySpace)
                    continue;
                fail(member(root, "course"), QStringLiteral("the 2023 edition has no %1 (RULES.md 10.1): the one at [%2, %3] of board %4 must go")
                                                 .arg(k == DeviceKind::PriorityAntenna ? QStringLiteral("priority antenna") : QStringLiteral("energy spaces"))
                                                 .arg(x)
                                                 .arg(y)
                                                 .arg(b + 1));
            }
    }
    std::vector<Place> haywires;
    auto note = [&](CardKind k, const QString &p) {
        if (!cardIsHaywire(k))
            return;
        const auto same = std::ranges::find(haywires, k, &Place::card);
        if (same != haywires.end())
            fail(p, QStringLiteral("%1 is already at %2: each Haywire exists once (RULES.md 10.2)").arg(QString::fromUtf8(cardKindName(k)), same->path));
        haywires.push_back({k, p});
    };
    int spam = 0;
    auto pile = [&](const std::vector<CardKind> &cards, const char *key) {
        for (std::size_t i = 0; i < cards.size(); ++i) {
            spam += cardIsEdition2023Damage(cards[i]) && !cardIsHaywire(cards[i]) ? 1 : 0;
            note(cards[i], element(member(root, key), static_cast<qsizetype>(i)));
        }
    };
    pile(sc.damageDeck, "damageDeck");
    pile(sc.damageDiscard, "damageDiscard");
    if (spam > kEdition2023SpamCount)
        fail(member(root, "damageDiscard"), QStringLiteral("%1 SPAM in the damage deck and its discard pile; the deck has %2 (RULES.md 10.2)").arg(spam).arg(kEdition2023SpamCount));
    const QJsonArray robots = o.value(QLatin1String("robots")).toArray();
    for (std::size_t i = 0; i < sc.robots.size(); ++i) {
        const ScenarioRobot &r = sc.robots[i];
        const QString rp = element(member(root, "robots"), static_cast<qsizetype>(i));
        const QJsonObject ro = robots.at(static_cast<qsizetype>(i)).toObject();
        for (std::size_t k = 0; k < r.haywires.size(); ++k)
            if (r.haywires[k])
                note(*r.haywires[k], member(member(rp, "haywires"), QByteArray::number(static_cast<int>(k) + 1).constData()));
        // The cards of the 2016 upgrades (RULES.md 9.7) are not in this edition; Haywires lie
        // only in registers, and a register's Haywire is the one lying there face down.
        auto cardList = [&](const std::vector<Card> &cards, const QString &p) {
            for (std::size_t j = 0; j < cards.size(); ++j) {
                const CardKind k = cards[j].kind;
                const QString cp = element(p, static_cast<qsizetype>(j));
                if (cardIsHaywire(k))
                    fail(cp, QStringLiteral("a Haywire lies only in a register (\"haywires\") or in the damage deck (RULES.md 10.8)"));
                if (static_cast<int>(k) >= kRenegadeCardKindCount || cards[j].priority != 0)
                    fail(cp, QStringLiteral("the 2023 edition has no card \"%1\" (RULES.md 10.2)").arg(QString::fromStdString(cardText(cards[j]))));
            }
        };
        if (r.deck)
            cardList(*r.deck, member(rp, "deck"));
        cardList(r.discard, member(rp, "discard"));
        const bool perTurn = ro.contains(QLatin1String("turns"));
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            const TurnPlan &plan = r.turns[t];
            const QString tp = perTurn ? element(member(rp, "turns"), static_cast<qsizetype>(t)) : rp;
            cardList(plan.hand, member(tp, "hand"));
            if (!plan.program)
                continue;
            for (std::size_t k = 0; k < kRegisterCount; ++k) {
                const auto &c = (*plan.program)[k];
                const QString cp = element(member(tp, "program"), static_cast<qsizetype>(k));
                if (const auto &two = plan.paired[k]) {
                    // Crab Legs (RULES.md 10.14): a Move 1 with a Rotate Left or Right, programmed
                    // only with the upgrade installed.
                    const bool crab = c && c->kind == CardKind::Move1 && (two->kind == CardKind::RotateLeft || two->kind == CardKind::RotateRight);
                    if (!crab)
                        fail(cp, QStringLiteral("two cards in one register are a Move 1 with a Rotate Left or Right (\"move1+left\", \"move1+right\", RULES.md 10.14)"));
                    if (t == 0 && !pairsAllowed(r))
                        fail(cp, QStringLiteral("two cards in one register need Crab Legs installed (\"upgrades\", RULES.md 10.14)"));
                }
                const auto below = t == 0 ? r.haywires[k] : std::nullopt;
                if (below && (!c || c->kind != *below))
                    fail(cp, QStringLiteral("register %1 holds %2 face down: its card is that Haywire (RULES.md 10.4 step 4)").arg(k + 1).arg(QString::fromUtf8(cardKindName(*below))));
                if (!c)
                    continue;
                if (cardIsHaywire(c->kind) && c->kind != below)
                    fail(cp, QStringLiteral("a Haywire is played only in the register it lies in face down (\"haywires\")"));
                if (!cardIsHaywire(c->kind) && (static_cast<int>(c->kind) >= kRenegadeCardKindCount || c->priority != 0))
                    fail(cp, QStringLiteral("the 2023 edition has no card \"%1\" (RULES.md 10.2)").arg(QString::fromStdString(cardText(*c))));
            }
        }
    }
}

void readRobotExpectations(const QJsonObject &o, const QString &path, RobotExpectation &e)
{
    auto opt = [&](const char *key) { return o.contains(QLatin1String(key)); };
    auto val = [&](const char *key) { return o.value(QLatin1String(key)); };
    if (opt("haywires"))
        e.haywires = toHaywires(val("haywires"), member(path, "haywires"));
    if (opt("kept")) {
        const QString kp = member(path, "kept");
        const QJsonArray a = toArray(val("kept"), kp);
        if (a.size() > 200)
            fail(kp, QStringLiteral("at most 200 cards, found %1").arg(a.size()));
        std::vector<Card> cards;
        for (qsizetype i = 0; i < a.size(); ++i)
            cards.push_back(scenarioparts::toCard(a.at(i), element(kp, i)));
        e.kept = std::move(cards);
    }
    if (opt("onBoard"))
        e.onBoard = toBool(val("onBoard"), member(path, "onBoard"));
    if (opt("shutDown"))
        e.shutDown = toBool(val("shutDown"), member(path, "shutDown"));
    if (opt("damageCards")) {
        // {"spam": 1, "hw-back3": 1}: kinds not named are 0.
        const QString dp = member(path, "damageCards");
        const QJsonObject dc = toObject(val("damageCards"), dp);
        std::array<int, kDamageKindCount> spam{};
        std::array<int, kHaywireCount> haywires{};
        for (auto it = dc.begin(); it != dc.end(); ++it) {
            const QString p = member(dp, it.key());
            const CardKind k = toDamageCard(QJsonValue(it.key()), p);
            const int n = static_cast<int>(toInt(it.value(), p, 0, 999));
            if (!cardIsHaywire(k))
                spam[0] = n; // SPAM
            else
                haywires[static_cast<std::size_t>(k) - static_cast<std::size_t>(CardKind::HwMove2Right)] = n;
        }
        e.damageCards = spam;
        e.haywiresDrawn = haywires;
    }
}

void readGameExpectations(const QJsonObject &o, const QString &path, const Scenario &sc, Expectation &e)
{
    if (o.contains(QLatin1String("priorityToken"))) {
        const QString p = member(path, "priorityToken");
        const std::string name = toText(o.value(QLatin1String("priorityToken")), p, kMaxNameLength).toStdString();
        if (std::ranges::none_of(sc.robots, [&](const ScenarioRobot &r) { return r.name == name; }))
            fail(p, QStringLiteral("no robot is named \"%1\"").arg(excerpt(QString::fromStdString(name))));
        e.priorityToken = name;
    }
    if (o.contains(QLatin1String("damageDiscard"))) {
        std::vector<CardKind> cards = toDamageCards(o.value(QLatin1String("damageDiscard")), member(path, "damageDiscard"));
        std::ranges::sort(cards); // any order
        e.damageDiscard = std::move(cards);
    }
    if (o.contains(QLatin1String("damageDeckCount")))
        e.damageDeckCount = static_cast<int>(toInt(o.value(QLatin1String("damageDeckCount")), member(path, "damageDeckCount"), 0, kDamageDeckSize));
}

QByteArray haywiresText(const std::array<std::optional<CardKind>, kRegisterCount> &h)
{
    InlineObject o;
    for (std::size_t k = 0; k < h.size(); ++k)
        if (h[k])
            o.str(std::to_string(k + 1), cardKindName(*h[k]));
    return o.text();
}

QByteArray damageCardsText(const std::vector<CardKind> &cards)
{
    QList<QByteArray> items;
    for (const CardKind k : cards)
        items << quote(cardKindName(k));
    return '[' + items.join(", ") + ']';
}

QByteArray decisionText(const Decision &d)
{
    if (QByteArray upgrade = edition2023upgradeparts::decisionText(d); !upgrade.isEmpty())
        return upgrade;
    InlineObject o;
    if (d.when == DecisionTime::BeforeRegisters)
        o.boolean("beforeRegisters", true);
    else
        o.num("register", d.reg);
    switch (d.use) {
    case DecisionUse::Shutdown: o.str("use", std::string_view("shutdown")); break;
    case DecisionUse::RebootFacing:
        o.str("use", std::string_view("reboot-facing")).raw("facing", direction(d.dir.value_or(Direction::North)));
        break;
    default:
        for (const HaywireChoice &c : kHaywireChoices) {
            if (c.use != d.use)
                continue;
            o.str("use", cardKindName(c.card));
            switch (c.use) {
            case DecisionUse::HwTurnEither:
            case DecisionUse::HwSide2: o.str(c.key, std::string_view(d.side < 0 ? "L" : "R")); break;
            case DecisionUse::HwFaceAny: o.raw(c.key, direction(d.dir.value_or(Direction::North))); break;
            case DecisionUse::HwPayEnergy: o.num(c.key, d.count); break;
            case DecisionUse::HwBack1Purge:
                if (d.card)
                    o.str(c.key, cardKindName(*d.card));
                break;
            case DecisionUse::HwDoubleDraw: o.raw(c.key, d.count == 2 ? QByteArray("[2, 1]") : QByteArray("[1, 2]")); break;
            case DecisionUse::HwInstall: o.str(c.key, upgradeName(d.upgrade)); break;
            default: break;
            }
        }
        break;
    }
    return o.text();
}

} // namespace rf::io::edition2023parts
