// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// The parts of the .rfscenario format for the 2023 edition (RULES.md 10): the priority token,
// the damage deck and its discard pile, face-down Haywires, rebooting robots, the decisions of
// the edition and the expectations about them. Readers throw json::fail with the JSON path, as
// the rest of the reader does; writers give the JSON text of a value.
namespace rf::io::edition2023parts {

// A card of the damage deck: "spam" or a Haywire id ("hw-back3").
model::CardKind toDamageCard(const QJsonValue &v, const QString &path);
// A decision of an edition-2023 scenario ({"beforeRegisters": true, "use": "shutdown"}, ...).
model::Decision toDecision(const QJsonObject &o, const QString &path);
// The robot keys "haywires" and "rebooting".
void readRobot(const QJsonObject &o, const QString &path, model::ScenarioRobot &r);
// The top-level keys "priorityToken", "damageDeck" and "damageDiscard"; the robots are read.
void readGame(const QJsonObject &o, const QString &path, model::Scenario &sc);
// What an edition-2023 scenario may not use (RULES.md 10.1): a priority antenna or an energy
// space on the course, the 2016 special and damage cards, Haywires that are not where the
// file's notes allow them, a Haywire twice, more SPAM than the deck holds.
void checkScenario(const model::Scenario &sc, const QJsonObject &o, const QString &root);
// A robot's expectations "haywires", "kept", "onBoard", "shutDown" and the Haywire kinds of
// "damageCards".
void readRobotExpectations(const QJsonObject &o, const QString &path, model::RobotExpectation &e);
// The game's expectations "priorityToken", "damageDiscard", "damageDeckCount".
void readGameExpectations(const QJsonObject &o, const QString &path, const model::Scenario &sc, model::Expectation &e);

// Writers: {"1": "hw-back3"}, a list of damage cards, a decision.
QByteArray haywiresText(const std::array<std::optional<model::CardKind>, model::kRegisterCount> &h);
QByteArray damageCardsText(const std::vector<model::CardKind> &cards);
QByteArray decisionText(const model::Decision &d);

} // namespace rf::io::edition2023parts
