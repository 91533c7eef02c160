// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// The upgrade side of the .rfscenario format for the 2023 edition (RULES.md 10.12): a robot's
// installed upgrades and its collection, the upgrade deck and discard pile, the upgrade-phase
// decisions and the expectations about them. Readers throw json::fail with the JSON path.
namespace rf::io::edition2023upgradeparts {

// An upgrade of the 2023 edition ("crab-legs", "chaos-theory"...).
model::UpgradeId toUpgrade(const QJsonValue &v, const QString &path);
// A list of them, each at most once.
std::vector<model::UpgradeId> toUpgradeList(const QJsonValue &v, const QString &path);
// The robot keys "upgrades" (installed) and "collection".
void readRobot(const QJsonObject &o, const QString &path, model::ScenarioRobot &r);
// "upgradePhase": {"deck": [...], "discard": [...]}; without "deck" the deck is seeded.
model::UpgradeSetup toUpgradePhase(const QJsonValue &v, const QString &path);
// {"upgradePhase": true, "use": "draw" | "install" | "uninstall", "card": ID}: whether `use` is
// one of these; then `d` is read.
bool isUpgradePhaseUse(const QString &use);
void readDecision(const QJsonObject &o, const QString &path, const QString &use, model::Decision &d);
// Each upgrade at most once among the robots and the piles, at most 3 permanent and 3 temporary
// installed per robot (RULES.md 10.2, 10.12).
void checkScenario(const model::Scenario &sc, const QString &root);
// Expectations: a robot's "upgrades" and "collection"; the game's "upgradeDeckTop" and
// "upgradeDiscard".
void readRobotExpectations(const QJsonObject &o, const QString &path, model::RobotExpectation &e);
void readGameExpectations(const QJsonObject &o, const QString &path, model::Expectation &e);

// Writers.
QByteArray upgradesText(const std::vector<model::UpgradeId> &ids);
QByteArray upgradePhaseText(const model::UpgradeSetup &u);
// The decision's JSON, or an empty array when it is not an upgrade-phase decision.
QByteArray decisionText(const model::Decision &d);

} // namespace rf::io::edition2023upgradeparts
