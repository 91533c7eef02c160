// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QJsonObject>
#include <QString>

// The decisions that use a 2023 upgrade ({"register": 1, "use": "mini-howitzer", "target": "B"},
// RULES.md 10.13-10.15): when each upgrade may be decided, the keys of its answer and which of
// them it needs, in one table. Readers throw json::fail with the JSON path. The writer is the one
// of every decision that uses an upgrade (scenariowriter.cpp).
namespace rf::io::edition2023useparts {

// Whether `use` names a 2023 upgrade; then `d` (its timing already read) is read.
bool isUpgradeUse(const QString &use);
void readDecision(const QJsonObject &o, const QString &path, const QString &use, model::Decision &d);
// The keys any of these decisions may hold beside the timing key and "use".
inline constexpr const char *kAnswerKeys[] = {"target", "when", "dir", "facing", "way", "take", "card", "from", "cards", "return", "replace"};

} // namespace rf::io::edition2023useparts
