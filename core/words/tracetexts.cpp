// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/tracetexts.h"

#include "game/decisionuse.h"
#include "model/upgrades.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "words/rulenames.h"

namespace rf::words {

namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }
QString number(int n) { return QString::number(n); }
bool priorities(const sim::Trace &t) { return rules::traitsOf(t.header.ruleset).priorities; }

// The word a note's field gives to one placeholder (letters as in game::Wording).
QString noteArgument(const sim::Trace &t, const game::Note &n, char letter)
{
    switch (letter) {
    case 'r': return robotName(t, n.robot);
    case 'o': return robotName(t, n.other);
    case 'R': return robotName(t, n.value);
    case 'c': return cellText(n.cell);
    case 'd': return directionText(n.dir);
    case 'v': return number(n.value);
    case 'k': return n.card ? cardTitle(*n.card, priorities(t)) : QString();
    case 'p': return optionTitle(n.detail);
    case 'g': return upgradeTitle(n.detail);
    case 'u': {
        const game::Wording use = game::useWording(static_cast<model::DecisionUse>(n.value));
        return fillTemplate("TraceNotes", use.text, {use.args.empty() ? QString() : noteArgument(t, n, use.args.front())});
    }
    case 'w': return voidReasonText(n.reason);
    }
    return QStringLiteral("?");
}

// The word a decision's field gives to one placeholder of its choice (game::DecisionUseInfo).
QString choiceArgument(const model::Decision &d, char letter)
{
    switch (letter) {
    case 'p': return optionTitle(d.option);
    case 's': return d.subject ? optionTitle(*d.subject) : QStringLiteral("?");
    case 'g': return upgradeTitle(d.upgrade);
    case 'G': return d.upgradeSubject ? upgradeTitle(*d.upgradeSubject) : QStringLiteral("?");
    case 'k': return cardTitle(model::Card{game::choiceCard(d), 0}, false);
    case 'K': return cardTitle(model::Card{d.routine, 0}, false);
    case 'l': return d.cards.empty() ? QStringLiteral("?") : cardTitle(d.cards.front(), true);
    case 'e': return d.side < 0 ? TraceTexts::tr("left", "a Haywire's choice: turn or move to the left") : TraceTexts::tr("right", "a Haywire's choice: turn or move to the right");
    case 'd': return d.dir ? directionText(*d.dir) : QStringLiteral("?");
    case 'a': return QString::number(d.count);
    }
    return QStringLiteral("?");
}

// The word an error's field gives to one placeholder (letters as in rules::ScenarioErrorInfo).
QString errorArgument(const rules::ScenarioError &e, char letter)
{
    switch (letter) {
    case 'r': return text(e.robot);
    case 'o': return text(e.other);
    case 'S': return rulesetName(e.other);
    case 't': return text(e.text);
    case 'O': {
        // The file's id ("ablative-coat") names the card in the user's language where it can.
        const auto id = model::optionFromName(e.text);
        return id ? optionTitle(*id) : text(e.text);
    }
    case 'N': return number(e.number);
    case 'P': return number(e.number + 1);
    case 'V': return number(e.value);
    case 'T': return number(e.turn);
    case 'G': return number(e.reg);
    case 'c': return cellText(e.cell);
    case 'W': return number(e.size.width);
    case 'H': return number(e.size.height);
    case 'L': return text(rules::rulesetList());
    }
    return QStringLiteral("?");
}

// The word a translation note's field gives to one placeholder (rules::TranslationInfo).
QString translationArgument(const rules::TranslationNote &n, char letter)
{
    switch (letter) {
    // A card of an edition without priorities carries none (priority 0).
    case 'k': return n.from ? cardTitle(*n.from, n.from->priority > 0) : QStringLiteral("?");
    case 'K': return n.to ? cardTitle(*n.to, n.to->priority > 0) : QStringLiteral("?");
    case 'i': return n.from ? cardTitle(*n.from, false) : QStringLiteral("?");
    case 's': return rulesetName(n.ruleset);
    case 'N': return number(n.number);
    case 'V': return number(n.value);
    }
    return QStringLiteral("?");
}

} // namespace

QString substepTitle(const sim::Trace &t, const game::Event &e)
{
    if (e.kind == game::EventKind::Card)
        return TraceTexts::tr("%1 plays %2")
            .arg(robotName(t, e.actor), e.card ? cardTitle(*e.card, priorities(t)) : TraceTexts::tr("nothing"));
    // The upgrade phase has one purchase substep per robot, in antenna order: name whose it is.
    if (e.kind == game::EventKind::Purchase && e.actor >= 0)
        return TraceTexts::tr("Purchase: %1").arg(robotName(t, e.actor));
    return eventKindTitle(e.kind);
}

QString noteText(const sim::Trace &t, const game::Note &n)
{
    const game::Wording &w = game::noteWording(n);
    QStringList args;
    int count = -1;
    for (const char letter : w.args) {
        if (letter == 'n')
            count = n.value;
        else
            args << noteArgument(t, n, letter);
    }
    return fillTemplate("TraceNotes", w.text, args, count);
}

QString choiceText(const model::Decision &d)
{
    const game::DecisionUseInfo &info = game::decisionUseInfo(d.use);
    const game::Wording &w = d.upgradeSubject && !info.replacing.text.empty() ? info.replacing : info.choice;
    QStringList args;
    int count = -1;
    for (const char letter : w.args) {
        if (letter == 'n')
            count = model::upgradeCost(d.upgrade);
        else
            args << choiceArgument(d, letter);
    }
    return fillTemplate("DecisionChoices", w.text, args, count);
}

QString ruleOptionDescription(std::string_view name)
{
    for (const rules::OptionInfo &o : rules::optionTable())
        if (o.name == name)
            return fillTemplate("RuleOptions", o.description, {});
    return {};
}

QString scenarioErrorText(const rules::ScenarioError &e)
{
    const rules::ScenarioErrorInfo &info = rules::scenarioErrorInfo(e.code);
    QStringList args;
    for (const char letter : info.args)
        args << errorArgument(e, letter);
    const QString s = fillTemplate("ScenarioErrors", info.text, args);
    if (e.step > 0)
        return fillTemplate("ScenarioErrors", rules::whatIfErrorWording(), {number(e.step), s});
    return s;
}

QString translationNoteText(const rules::TranslationNote &n)
{
    const rules::TranslationInfo &info = rules::translationInfo(n.code);
    QStringList args;
    for (const char letter : info.args)
        args << translationArgument(n, letter);
    QString where = text(n.robot);
    if (n.turn > 0 && n.reg > 0)
        where = TraceTexts::tr("%1 turn %2 register %3").arg(where).arg(n.turn).arg(n.reg);
    else if (n.turn > 0)
        where = TraceTexts::tr("%1 turn %2").arg(where).arg(n.turn);
    const QString from = fillTemplate("TranslationNotes", info.from, args);
    const QString reason = info.reason.empty() ? QString() : fillTemplate("TranslationNotes", info.reason, args);
    // Notes about the scenario rather than a robot (the damage deck, the upgrade deck).
    if (!n.translated() && where.isEmpty())
        return TraceTexts::tr("%1 not translated: %2").arg(from, reason);
    if (!n.translated())
        return TraceTexts::tr("%1: %2 not translated: %3").arg(where, from, reason);
    const QString to = fillTemplate("TranslationNotes", info.to, args);
    return reason.isEmpty() ? TraceTexts::tr("%1: %2 -> %3").arg(where, from, to)
                            : TraceTexts::tr("%1: %2 -> %3 (%4)").arg(where, from, to, reason);
}

} // namespace rf::words
