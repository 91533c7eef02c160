// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <array>
#include <optional>
#include <vector>

// Parts of the .rfscenario reader for the 2016 upgrades (RULES.md 9): upgrade ids, the decisions
// of RULES.md 9.2-9.7, the upgrade phase's deck and shop, damage piles and the expectations about
// them. Each failure throws json::fail with the JSON path, as the rest of the reader does.
namespace rf::io::upgradeparts {

model::UpgradeId toUpgradeId(const QJsonValue &v, const QString &path);
std::vector<model::UpgradeId> toUpgradeList(const QJsonValue &v, const QString &path);
// A decision of a game with upgrades ({"register": k, "use": "boink", "dir": "E"}, ...).
model::Decision toUpgradeDecision(const QJsonObject &o, const QString &path);
model::UpgradeSetup toUpgradeSetup(const QJsonValue &v, const QString &path);
// {"spam": 10, "virus": 0}: cards per damage pile; kinds not named are unset.
std::array<std::optional<int>, model::kDamageKindCount> toDamagePiles(const QJsonValue &v, const QString &path);
// A robot's expectations about upgrades, damage cards and piles (keys "upgrades", "damageCards",
// "hand", "deckTop", "discard"); `cards` reads a card list.
void readUpgradeExpectations(const QJsonObject &o, const QString &path, model::RobotExpectation &e);

} // namespace rf::io::upgradeparts
