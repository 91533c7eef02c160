// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <span>
#include <vector>

// Parts of the .rfscenario reader (scenarioreader.cpp) kept in a file of their own: program
// cards, and the option cards and decisions of RULES.md 8. Each failure throws json::fail with
// the JSON path, as the rest of the reader does.
namespace rf::io::scenarioparts {

model::Card toCard(const QJsonValue &v, const QString &path);
// A list of at most `most` program cards.
std::vector<model::Card> toCards(const QJsonValue &v, const QString &path, int most);
model::OptionId toOptionId(const QJsonValue &v, const QString &path);
model::HeldOption toHeldOption(const QJsonValue &v, const QString &path);
// A key that says when a decision is made: "register": k, or a flag written true.
struct TimingKey {
    const char *key;
    model::DecisionTime when;
};
// Sets `d.when` (and `d.reg`) from the one timing key of `o` among `keys`; refuses none, two, or
// a flag written false. `noun` starts the message ("a decision", "an upgrade decision").
void readDecisionTime(const QJsonObject &o, const QString &path, std::span<const TimingKey> keys, const char *noun, model::Decision &d);
// Which decisions a scenario's ruleset takes: the option cards' (RULES.md 8), those of the 2016
// upgrades (RULES.md 9) or those of the 2023 edition (RULES.md 10).
enum class DecisionKinds : std::uint8_t { Options, Upgrades2016, Edition2023 };
std::vector<model::Decision> toDecisions(const QJsonValue &v, const QString &path, DecisionKinds kinds = DecisionKinds::Options);
// What the robots' options and decisions say about each other: target names that exist, each
// option card held once, deck tops that no program and no robot holds.
void checkOptionsAcrossRobots(const model::Scenario &sc, const QJsonArray &robots, const QString &rp);

} // namespace rf::io::scenarioparts
