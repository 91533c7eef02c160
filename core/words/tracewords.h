// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "model/optioncards.h"
#include "model/scenario.h"
#include "model/upgrades.h"
#include "sim/trace.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <span>
#include <string_view>
#include <vector>

// The debugger's words, in the user's language, for what fills the sentences of the code tables
// (tracetexts.h): robots, cells, directions, cards, option cards, substep kinds and phases.
namespace rf::words {

// The translation context of the words (the sentences are in the contexts their tables name).
class TraceTexts {
    Q_DECLARE_TR_FUNCTIONS(rf::words::TraceTexts)
};

// Fills a template of a core code table translated in `context`: %1..%9 take args in one pass,
// %n is `count` in the plural form the translation chooses (count < 0: no %n).
QString fillTemplate(const char *context, std::string_view tmpl, const QStringList &args, int count = -1);

QString robotName(const sim::Trace &trace, int robot); // "?" for none
QString cellText(model::Point p);                      // "3,2"
QString directionText(model::Direction d);             // "N"
QString eventKindTitle(game::EventKind k);             // "Express belts"
QString phaseTitle(game::Phase p);                     // "C: board elements move"
QString destroyCauseTitle(game::DestroyCause c);
// "move 2 (500)"; without priorities (or for cards that have none) only the kind.
QString cardTitle(const model::Card &card, bool priorities = true);

// The card as printed: "Ablative Coat".
QString optionTitle(model::OptionId id);
// The same for an option id of a trace note (Note::detail); "?" when there is none.
QString optionTitle(int id);
// The translated title of a 2016 upgrade card ("Rail Gun"); "?" for an id out of range.
QString upgradeTitle(model::UpgradeId id);
QString upgradeTitle(int id);
// A held option as the robot table and panel show it: "Ablative Coat (2)" with the uses left,
// "Flywheel: move 2 (500)" with the card lying on it, else only the name.
QString heldOptionText(const model::HeldOption &option, bool priorities = true);
QStringList heldOptionTexts(const std::vector<model::HeldOption> &options, bool priorities = true);
// A held upgrade as the robot table and panel show it: "Rail Gun (permanent)", "Boink
// (temporary)", "Admin Privilege (permanent, used this round)".
QString heldUpgradeText(const model::HeldUpgrade &upgrade);
QStringList heldUpgradeTexts(const std::vector<model::HeldUpgrade> &upgrades);
// Why a decision was void: "the register is locked".
QString voidReasonText(game::VoidReason reason);

} // namespace rf::words
