// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "rules/boardindex.h"
#include "rules/ruleset.h"
#include "sim/replay.h"

#include <QObject>
#include <QStringList>

namespace rf::editor {

// A position on a replayed scenario (sim::Replay): what the debugger's trace, robot table, board
// and explanation show. Position p means "the first p substeps have been played"; the current
// substep is the one played last. The replay belongs to a ScenarioDocument (or to a comparison of
// rulings); when it is played again, replayChanged() keeps the position where it can.
class Timeline : public QObject {
    Q_OBJECT
public:
    explicit Timeline(QObject *parent = nullptr);

    // The replay to follow (it must outlive the timeline or be replaced first); nullptr: none.
    void setReplay(const sim::Replay *replay);
    const sim::Replay *replay() const { return m_replay; }

    int length() const { return m_replay ? m_replay->length() : 0; }
    int position() const { return m_pos; }
    // The state after the first `pos` substeps (0 = the start).
    const game::GameState &stateAt(int pos) const;
    const game::GameState &state() const { return stateAt(m_pos); }
    // The substep played last, or nullptr at the start.
    const game::Event *currentEvent() const;
    const sim::Trace &trace() const;
    const rules::BoardIndex *board() const { return m_replay ? &m_replay->simulator().board() : nullptr; }
    // The ruleset played (the default one without a replay).
    const rules::Ruleset &ruleset() const
    {
        return m_replay ? m_replay->simulator().ruleset() : rules::defaultRuleset();
    }
    QStringList robotNames() const;

public slots:
    void setPosition(int pos);
    // The replay was played again from `fromStep` on: the views rebuild (reset), and a position
    // past that step goes back to it (where the edit, or the edit undone, took effect).
    void replayChanged(int fromStep);

signals:
    void positionChanged(int pos);
    void reset();

private:
    const sim::Replay *m_replay = nullptr;
    int m_pos = 0;
};

} // namespace rf::editor
