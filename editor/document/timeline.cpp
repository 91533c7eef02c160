// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/timeline.h"

#include <algorithm>

namespace rf::editor {

Timeline::Timeline(QObject *parent)
    : QObject(parent)
{}

void Timeline::setReplay(const sim::Replay *replay)
{
    m_replay = replay;
    m_pos = 0;
    emit reset();
    emit positionChanged(m_pos);
}

const game::GameState &Timeline::stateAt(int pos) const
{
    static const game::GameState empty;
    return m_replay ? m_replay->stateAt(pos) : empty;
}

const game::Event *Timeline::currentEvent() const
{
    return m_replay ? m_replay->eventAt(m_pos) : nullptr;
}

const sim::Trace &Timeline::trace() const
{
    static const sim::Trace empty;
    return m_replay ? m_replay->trace() : empty;
}

QStringList Timeline::robotNames() const
{
    QStringList names;
    for (const game::RobotState &r : stateAt(0).robots)
        names << QString::fromStdString(r.name);
    return names;
}

void Timeline::setPosition(int pos)
{
    pos = std::clamp(pos, 0, length());
    if (pos == m_pos)
        return;
    m_pos = pos;
    emit positionChanged(m_pos);
}

void Timeline::replayChanged(int fromStep)
{
    m_pos = std::clamp(std::min(m_pos, fromStep), 0, length());
    emit reset();
    emit positionChanged(m_pos);
}

} // namespace rf::editor
