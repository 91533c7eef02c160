// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenario/edition2023upgradeparts.h"

#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "model/upgrades2023.h"

#include <QJsonArray>
#include <QList>

#include <algorithm>

namespace rf::io::edition2023upgradeparts {

using namespace rf::model;
using namespace rf::io::json;

namespace {

struct PhaseUse {
    const char *name;
    DecisionUse use;
};
constexpr PhaseUse kPhaseUses[] = {
    {"draw", DecisionUse::UpgradeDraw}, {"install", DecisionUse::UpgradeInstall}, {"uninstall", DecisionUse::UpgradeUninstall}};

QString nameOf(UpgradeId id) { return QString::fromUtf8(upgradeName(id)); }

} // namespace

UpgradeId toUpgrade(const QJsonValue &v, const QString &path)
{
    const QString s = toString(v, path);
    const auto id = upgradeFromName(s.toStdString());
    if (!id || !upgradeIn2023(*id))
        fail(path, QStringLiteral("unknown upgrade \"%1\" of the 2023 edition (the ids of RULES.md 10.14 and 10.15, such as \"crab-legs\" or \"rewire\")")
                       .arg(excerpt(s)));
    return *id;
}

std::vector<UpgradeId> toUpgradeList(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() > kEdition2023UpgradeCount)
        fail(path, QStringLiteral("at most %1 upgrades, found %2").arg(kEdition2023UpgradeCount).arg(a.size()));
    std::vector<UpgradeId> out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const UpgradeId id = toUpgrade(a.at(i), element(path, i));
        if (std::ranges::find(out, id) != out.end())
            fail(element(path, i), QStringLiteral("%1 is listed twice (each upgrade card exists once)").arg(nameOf(id)));
        out.push_back(id);
    }
    return out;
}

void readRobot(const QJsonObject &o, const QString &path, ScenarioRobot &r)
{
    if (o.contains(QLatin1String("upgrades")))
        r.upgrades = toUpgradeList(o.value(QLatin1String("upgrades")), member(path, "upgrades"));
    if (o.contains(QLatin1String("collection")))
        r.collection = toUpgradeList(o.value(QLatin1String("collection")), member(path, "collection"));
}

UpgradeSetup toUpgradePhase(const QJsonValue &v, const QString &path)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"deck", "discard"});
    UpgradeSetup u;
    u.seededDeck = !o.contains(QLatin1String("deck"));
    if (!u.seededDeck)
        u.deck = toUpgradeList(o.value(QLatin1String("deck")), member(path, "deck"));
    if (o.contains(QLatin1String("discard")))
        u.discard = toUpgradeList(o.value(QLatin1String("discard")), member(path, "discard"));
    return u;
}

bool isUpgradePhaseUse(const QString &use)
{
    return std::ranges::any_of(kPhaseUses, [&](const PhaseUse &p) { return use == QLatin1String(p.name); });
}

void readDecision(const QJsonObject &o, const QString &path, const QString &use, Decision &d)
{
    if (d.when != DecisionTime::UpgradePhase)
        fail(path, QStringLiteral("\"%1\" is a decision of the upgrade phase: give \"upgradePhase\": true (RULES.md 10.12)").arg(use));
    for (const PhaseUse &p : kPhaseUses)
        if (use == QLatin1String(p.name))
            d.use = p.use;
    if (d.use == DecisionUse::UpgradeDraw) {
        if (o.contains(QLatin1String("card")))
            fail(member(path, "card"), QStringLiteral("a draw takes the top card of the upgrade deck: it names no card"));
        return;
    }
    d.upgrade = toUpgrade(required(o, path, "card"), member(path, "card"));
}

void checkScenario(const Scenario &sc, const QString &root)
{
    std::vector<std::pair<UpgradeId, QString>> seen;
    auto place = [&](UpgradeId id, const QString &p) {
        const auto same = std::ranges::find(seen, id, &std::pair<UpgradeId, QString>::first);
        if (same != seen.end())
            fail(p, QStringLiteral("%1 is already at %2: each upgrade card exists once (RULES.md 10.2)").arg(nameOf(id), same->second));
        seen.emplace_back(id, p);
    };
    for (std::size_t i = 0; i < sc.robots.size(); ++i) {
        const ScenarioRobot &r = sc.robots[i];
        const QString rp = element(member(root, "robots"), static_cast<qsizetype>(i));
        int kinds[2] = {0, 0};
        for (std::size_t k = 0; k < r.upgrades.size(); ++k) {
            const QString p = element(member(rp, "upgrades"), static_cast<qsizetype>(k));
            place(r.upgrades[k], p);
            if (++kinds[upgradeIsPermanent(r.upgrades[k]) ? 0 : 1] > kEdition2023UpgradeSlots)
                fail(p, QStringLiteral("at most %1 permanent and %1 temporary upgrades are installed (RULES.md 10.12)").arg(kEdition2023UpgradeSlots));
        }
        for (std::size_t k = 0; k < r.collection.size(); ++k)
            place(r.collection[k], element(member(rp, "collection"), static_cast<qsizetype>(k)));
    }
    if (!sc.upgradePhase)
        return;
    const QString up = member(root, "upgradePhase");
    for (std::size_t k = 0; k < sc.upgradePhase->deck.size(); ++k)
        place(sc.upgradePhase->deck[k], element(member(up, "deck"), static_cast<qsizetype>(k)));
    for (std::size_t k = 0; k < sc.upgradePhase->discard.size(); ++k)
        place(sc.upgradePhase->discard[k], element(member(up, "discard"), static_cast<qsizetype>(k)));
}

void readRobotExpectations(const QJsonObject &o, const QString &path, RobotExpectation &e)
{
    auto sorted = [](std::vector<UpgradeId> ids) {
        std::ranges::sort(ids); // any order
        return ids;
    };
    if (o.contains(QLatin1String("upgrades")))
        e.upgrades = sorted(toUpgradeList(o.value(QLatin1String("upgrades")), member(path, "upgrades")));
    if (o.contains(QLatin1String("collection")))
        e.collection = sorted(toUpgradeList(o.value(QLatin1String("collection")), member(path, "collection")));
}

void readGameExpectations(const QJsonObject &o, const QString &path, Expectation &e)
{
    if (o.contains(QLatin1String("upgradeDeckTop")))
        e.upgradeDeckTop = toUpgradeList(o.value(QLatin1String("upgradeDeckTop")), member(path, "upgradeDeckTop"));
    if (o.contains(QLatin1String("upgradeDiscard"))) {
        std::vector<UpgradeId> ids = toUpgradeList(o.value(QLatin1String("upgradeDiscard")), member(path, "upgradeDiscard"));
        std::ranges::sort(ids);
        e.upgradeDiscard = std::move(ids);
    }
}

QByteArray upgradesText(const std::vector<UpgradeId> &ids)
{
    QList<QByteArray> items;
    for (const UpgradeId id : ids)
        items << quote(upgradeName(id));
    return '[' + items.join(", ") + ']';
}

QByteArray upgradePhaseText(const UpgradeSetup &u)
{
    InlineObject o;
    if (!u.seededDeck)
        o.raw("deck", upgradesText(u.deck));
    o.raw("discard", upgradesText(u.discard));
    return o.text();
}

QByteArray decisionText(const Decision &d)
{
    const auto p = std::ranges::find(kPhaseUses, d.use, &PhaseUse::use);
    if (p == std::end(kPhaseUses))
        return {};
    InlineObject o;
    o.boolean("upgradePhase", true).str("use", std::string_view(p->name));
    if (d.use != DecisionUse::UpgradeDraw)
        o.str("card", upgradeName(d.upgrade));
    return o.text();
}

} // namespace rf::io::edition2023upgradeparts
