// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/toolcontext.h"

namespace rf::editor {

using namespace rf::model;

ToolContext::ToolContext(BoardDocument *doc, BoardScene *scene, LayerModel *layers, QObject *parent)
    : QObject(parent), m_doc(doc), m_scene(scene), m_layers(layers), m_entry(paletteEntries().front())
{
}

void ToolContext::setEntry(const PaletteEntry &entry)
{
    if (entry == m_entry)
        return;
    m_entry = entry;
    emit entryChanged(m_entry);
}

void ToolContext::chooseEntry(const PaletteEntry &entry)
{
    setEntry(entry);
    emit entryChosen(m_entry);
}

void ToolContext::setDirection(Direction d)
{
    if (d == m_direction)
        return;
    m_direction = d;
    emit directionChanged(d);
}

void ToolContext::rotate(int quarterTurns) { setDirection(turnRight(m_direction, quarterTurns)); }

Device ToolContext::currentDevice() const
{
    Device d = m_entry.device;
    d.dir = m_direction;
    if (d.kind == DeviceKind::Belt)
        d.inputs = straightInputs(m_direction);
    return d;
}

Floor ToolContext::currentFloor() const
{
    Floor f;
    f.kind = m_entry.floor;
    if (f.kind == FloorKind::Water)
        f.current = m_direction;
    return f;
}

} // namespace rf::editor
