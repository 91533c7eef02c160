// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/toolcontext.h"

#include "document/boarddocument.h"
#include "scene/boardscene.h"

#include <optional>

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
    applyDirection(m_directions.value(m_entry.key, Direction::North));
    if (m_scene)
        m_scene->updateOverlay(); // the placement preview shows the new element
}

void ToolContext::chooseEntry(const PaletteEntry &entry)
{
    setEntry(entry);
    emit entryChosen(m_entry);
}

void ToolContext::setDirection(Direction d)
{
    m_directions.insert(m_entry.key, d);
    applyDirection(d);
}

void ToolContext::applyDirection(Direction d)
{
    if (d == m_direction)
        return;
    m_direction = d;
    emit directionChanged(d);
    if (m_scene)
        m_scene->updateOverlay(); // the placement preview turns with it
}

void ToolContext::rotate(int quarterTurns) { setDirection(turnRight(m_direction, quarterTurns)); }

bool ToolContext::directionChosen() const { return m_directions.contains(m_entry.key); }

Direction ToolContext::directionAt(Point cell) const
{
    if (m_entry.type != PaletteEntry::Type::Device || m_entry.device.kind != DeviceKind::Ramp)
        return m_direction;
    const Board &b = m_doc->combined();
    if (!b.contains(cell))
        return m_direction;
    std::optional<Direction> up;
    for (Direction d : kAllDirections) {
        const Point top = step(cell, d);
        if (!b.contains(top) || b.cell(top).level <= b.cell(cell).level)
            continue;
        if (up)
            return m_direction; // two ways up: the user's turn decides
        up = d;
    }
    return up.value_or(m_direction);
}

Device ToolContext::currentDevice() const
{
    Device d = m_entry.device;
    d.dir = m_direction;
    if (d.kind == DeviceKind::Belt)
        d.inputs = straightInputs(m_direction);
    return d;
}

Device ToolContext::currentDeviceAt(Point cell) const
{
    Device d = currentDevice();
    d.dir = directionAt(cell);
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
