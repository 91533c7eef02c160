// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/robotstatemodel.h"

#include "document/timeline.h"
#include "sim/statediff.h"
#include "sim/statefields.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

#include <QColor>
#include <QFont>

#include <algorithm>
#include <array>

namespace rf::editor {

RobotStateModel::RobotStateModel(Timeline *timeline, QObject *parent) : QAbstractTableModel(parent), m_timeline(timeline)
{
    m_rows = static_cast<int>(timeline->state().robots.size());
    connect(timeline, &Timeline::reset, this, [this] {
        beginResetModel();
        m_diffsAt = -1; // played again: the changes are another game's
        m_rows = static_cast<int>(m_timeline->state().robots.size());
        endResetModel();
    });
    connect(timeline, &Timeline::positionChanged, this, [this] {
        if (m_rows > 0)
            emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
}

int RobotStateModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }
int RobotStateModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

bool RobotStateModel::hasColumn(int column) const
{
    // The field each column shows, in the one table of the game's fields, which says which
    // editions have it.
    static constexpr std::array<sim::Field, ColumnCount> kFields{
        sim::Field::Robot,   sim::Field::At,       sim::Field::Facing, sim::Field::Damage,  sim::Field::DamageCards,
        sim::Field::Locked,  sim::Field::Lives,    sim::Field::Flags,  sim::Field::Archive, sim::Field::Energy,
        sim::Field::Options, sim::Field::Upgrades, sim::Field::PriorityToken, sim::Field::Haywires, sim::Field::Kept,
        sim::Field::InPlay};
    if (column < 0 || column >= ColumnCount)
        return false;
    return column == Name || sim::hasField(m_timeline->ruleset().traits(), kFields[static_cast<std::size_t>(column)]);
}

namespace {

// "SPAM: 2, Virus: 1": the damage cards taken in the game, by kind (none: an empty text).
QString damageCardsText(const game::RobotState &r)
{
    QStringList kinds;
    for (int k = 0; k < model::kDamageKindCount; ++k)
        if (const int n = r.damageDealt[static_cast<std::size_t>(k)]; n > 0)
            kinds << RobotStateModel::tr("%1: %2")
                         .arg(words::cardTitle(model::Card{model::damageCard(static_cast<model::DamageKind>(k)), 0},
                                               false))
                         .arg(n);
    return kinds.join(QStringLiteral(", "));
}

// "2: Move 3, U-turn": the Haywires lying face down under the robot's registers.
QString haywiresText(const game::RobotState &r)
{
    QStringList regs;
    for (std::size_t k = 0; k < r.haywires.size(); ++k)
        if (r.haywires[k])
            regs << RobotStateModel::tr("%1: %2").arg(k + 1).arg(words::cardTitle(model::Card{*r.haywires[k], 0}, false));
    return regs.join(QStringLiteral("; "));
}

QString cardsText(const game::List<model::Card> &cards)
{
    QStringList titles;
    for (const model::Card &c : cards)
        titles << words::cardTitle(c, false);
    return titles.join(QStringLiteral(", "));
}

// The installed upgrades, then what the upgrades show of the robot's cards (RULES.md 10.14): the
// cards lying on an upgrade (Memory Cards), the top card of the draw pile turned face up (Spam
// Filter). The state says which; the card library, not the editor, knows the cards that do it.
QString upgradesText(const game::RobotState &r)
{
    QString text = words::heldUpgradeTexts(r.upgrades).join(QStringLiteral(", "));
    if (!r.memory.empty())
        text = RobotStateModel::tr("%1; cards on an upgrade: %2").arg(text, cardsText(r.memory));
    if (r.topFaceUp && !r.deck.empty())
        text = RobotStateModel::tr("%1; top card face up: %2").arg(text, words::cardTitle(r.deck.back(), false));
    return text;
}

} // namespace

QString RobotStateModel::fieldText(int pos, int robot, int column) const
{
    const auto &robots = m_timeline->stateAt(pos).robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()))
        return {};
    const game::RobotState &r = robots[static_cast<std::size_t>(robot)];
    const rules::RulesetTraits &traits = m_timeline->ruleset().traits();
    switch (column) {
    case Name: return QString::fromStdString(r.name);
    case Position: return QStringLiteral("%1,%2").arg(r.pos.x).arg(r.pos.y);
    case Facing: return words::directionText(r.facing);
    case Damage: return traits.deckPerRobot ? tr("%1 SPAM").arg(r.damage) : QString::number(r.damage);
    case DamageCards: return traits.deckPerRobot ? damageCardsText(r) : QString();
    case Locked: {
        QStringList regs;
        for (int k = 0; k < model::kRegisterCount; ++k)
            if (r.lockedMask & (1U << k))
                regs << QString::number(k + 1);
        return regs.join(QLatin1Char(' '));
    }
    case Lives: return traits.lives ? QString::number(r.lives) : QString();
    case Flags: return QString::number(r.flags);
    case Archive: return traits.lives ? QStringLiteral("%1,%2").arg(r.archive.x).arg(r.archive.y) : QString();
    case Energy: return traits.energy ? QString::number(r.energy) : QString();
    case Options:
        return traits.optionCards ? words::heldOptionTexts(r.options, traits.priorities).join(QStringLiteral(", "))
                                  : QString();
    case Upgrades: return hasColumn(Upgrades) ? upgradesText(r) : QString();
    case Order: {
        if (!traits.priorityToken)
            return {};
        const auto &st = m_timeline->stateAt(pos);
        const int n = static_cast<int>(robots.size());
        const int place = (robot - st.tokenHolder + n) % n + 1;
        return place == 1 ? tr("1 (token)") : QString::number(place);
    }
    case Haywires: return traits.damageDeck ? haywiresText(r) : QString();
    case Kept: return traits.damageDeck ? cardsText(r.kept) : QString();
    case Status:
        // The race's result first: it stays once a robot has finished, whatever happens after.
        if (r.place == 1)
            return tr("winner");
        if (r.place > 1)
            return tr("finished, place %1").arg(r.place);
        if (r.eliminated)
            return tr("eliminated");
        // A 2023 reboot leaves the robot off the board (destroyed in the state) until register 1.
        if (r.reentering)
            return tr("off the board: re-enters in register 1");
        if (r.destroyed)
            return tr("destroyed (%1)").arg(words::destroyCauseTitle(r.cause));
        if (r.shutDown)
            return tr("shut down");
        if (r.rebooted)
            return tr("rebooted");
        if (r.poweredDown)
            return tr("powered down");
        if (r.isVirtual)
            return tr("virtual");
        return {};
    }
    return {};
}

namespace {

// The fields of the game state a column shows (Status: whether the robot is in play, finished,
// powered down or rebooted).
sim::FieldSet columnFields(int column)
{
    sim::FieldSet s;
    const auto add = [&](std::initializer_list<sim::Field> fields) {
        for (const sim::Field f : fields)
            s.set(static_cast<std::size_t>(f));
    };
    switch (column) {
    case RobotStateModel::Position: add({sim::Field::At, sim::Field::InPlay}); break;
    case RobotStateModel::Facing: add({sim::Field::Facing}); break;
    case RobotStateModel::Damage: add({sim::Field::Damage}); break;
    case RobotStateModel::DamageCards: add({sim::Field::SpamDealt, sim::Field::TrojanDealt, sim::Field::WormDealt, sim::Field::VirusDealt}); break;
    case RobotStateModel::Locked: add({sim::Field::Locked}); break;
    case RobotStateModel::Lives: add({sim::Field::Lives}); break;
    case RobotStateModel::Flags: add({sim::Field::Flags}); break;
    case RobotStateModel::Archive: add({sim::Field::Archive}); break;
    case RobotStateModel::Energy: add({sim::Field::Energy}); break;
    case RobotStateModel::Options: add({sim::Field::Options}); break;
    case RobotStateModel::Upgrades: add({sim::Field::Upgrades, sim::Field::MemoryCards, sim::Field::TopFaceUp}); break;
    case RobotStateModel::Order: add({sim::Field::PriorityToken}); break;
    case RobotStateModel::Haywires: add({sim::Field::Haywires}); break;
    case RobotStateModel::Kept: add({sim::Field::Kept}); break;
    case RobotStateModel::Status:
        add({sim::Field::InPlay, sim::Field::Eliminated, sim::Field::Place, sim::Field::PoweredDown, sim::Field::Rebooted, sim::Field::ShutDown});
        break;
    }
    return s;
}

} // namespace

bool RobotStateModel::changedAt(int pos, int robot, int column) const
{
    if (column == Name || pos <= 0)
        return false;
    // The fields the substep at `pos` changed, by the one comparison of game states, kept for
    // the position: the view asks for every cell.
    if (m_diffsAt != pos) {
        m_diffs = sim::differences(sim::viewOf(m_timeline->stateAt(pos - 1)), sim::viewOf(m_timeline->stateAt(pos)));
        m_diffsAt = pos;
    }
    const sim::FieldSet fields = columnFields(column);
    // A field of the game (the priority token) changes the column of every robot.
    return std::ranges::any_of(m_diffs, [&](const sim::FieldDiff &d) { return (d.robot == robot || d.robot < 0) && fields.test(static_cast<std::size_t>(d.field)); });
}

QVariant RobotStateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int pos = m_timeline->position();
    const bool changed = changedAt(pos, index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return fieldText(pos, index.row(), index.column());
    case ChangedRole: return changed;
    case Qt::BackgroundRole: return changed ? QVariant(QColor(255, 226, 120)) : QVariant();
    case Qt::FontRole:
        if (changed) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

QVariant RobotStateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Damage:
            return m_timeline->ruleset().traits().deckPerRobot ? tr("The SPAM cards the robot owns now")
                                                               : tr("Damage points: a robot with 10 is destroyed");
        case DamageCards:
            return tr("The damage cards the robot has taken in this game, by kind (SPAM, Trojan Horse, Worm, Virus)");
        case Archive: return tr("The archive marker, where the robot re-enters after its destruction");
        case Order: return tr("The robot's place in this register's order: the holder of the priority token acts first, then round the table");
        case Haywires: return tr("The Haywire cards lying face down under the robot's registers, played there next round");
        case Kept: return tr("The damage cards the robot keeps in its hand for the next round");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Robot");
    case Position: return tr("Position");
    case Facing: return tr("Facing");
    case Damage: return tr("Damage");
    case DamageCards: return tr("Damage cards taken");
    case Locked: return tr("Locked");
    case Lives: return tr("Lives");
    case Flags: return tr("Flags");
    case Archive: return tr("Archive");
    case Energy: return tr("Energy");
    case Options: return tr("Options");
    case Upgrades: return tr("Upgrades");
    case Order: return tr("Priority");
    case Haywires: return tr("Face-down Haywires");
    case Kept: return tr("Kept in hand");
    case Status: return tr("Status");
    default: return {};
    }
}

} // namespace rf::editor
