// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/patchbuilder.h"

#include "document/boarddocument.h"
#include "model/placement.h"

#include <algorithm>

namespace rf::editor {

using namespace rf::model;

PatchBuilder::PatchBuilder(BoardDocument &doc) : m_doc(doc) {}

PatchBuilder::~PatchBuilder()
{
    if (!m_taken)
        take();
}

const Board &PatchBuilder::combined() const { return m_doc.m_combined; }

Board &PatchBuilder::board(int placement) { return m_doc.m_course.placements()[static_cast<std::size_t>(placement)].board; }

void PatchBuilder::touchBoard(int placement)
{
    if (std::ranges::any_of(m_patch.nextIds, [&](const NextIdChange &n) { return n.placement == placement; }))
        return;
    m_patch.nextIds.push_back({placement, board(placement).peekNextId(), board(placement).peekNextId()});
}

void PatchBuilder::touchCell(int placement, Point local)
{
    touchBoard(placement);
    const auto key = std::tuple(placement, local.x, local.y);
    if (m_cellIndex.contains(key))
        return;
    m_cellIndex[key] = m_patch.cells.size();
    const Cell &c = board(placement).cell(local);
    m_patch.cells.push_back({placement, local, c, c});
}

void PatchBuilder::touchEdge(int placement, ElementId id)
{
    touchBoard(placement);
    const auto key = std::pair(placement, id);
    if (m_edgeIndex.contains(key))
        return;
    m_edgeIndex[key] = m_patch.edges.size();
    std::optional<EdgeFeature> before;
    if (const EdgeFeature *f = board(placement).edgeFeature(id))
        before = *f;
    m_patch.edges.push_back({placement, id, before, before});
}

void PatchBuilder::touchMarker(int placement, ElementId id)
{
    touchBoard(placement);
    const auto key = std::pair(placement, id);
    if (m_markerIndex.contains(key))
        return;
    m_markerIndex[key] = m_patch.markers.size();
    std::optional<Marker> before;
    if (const Marker *m = board(placement).marker(id))
        before = *m;
    m_patch.markers.push_back({placement, id, before, before});
}

void PatchBuilder::mirrorCell(int placement, Point local)
{
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(placement)];
    const Point q = localToCombined(pl, local);
    if (m_doc.m_combined.contains(q))
        m_doc.m_combined.cell(q) = cellToCombined(pl, pl.board.cell(local), placement);
}

bool PatchBuilder::setFloor(Point cell, Floor floor)
{
    const auto ref = m_doc.locate(cell);
    if (!ref)
        return false;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(ref->placement)];
    if (floor.current)
        floor.current = turnLeft(*floor.current, pl.rotation);
    if (board(ref->placement).cell(ref->local).floor == floor)
        return false;
    touchCell(ref->placement, ref->local);
    board(ref->placement).cell(ref->local).floor = floor;
    mirrorCell(ref->placement, ref->local);
    return true;
}

bool PatchBuilder::setLevel(Point cell, int level)
{
    const auto ref = m_doc.locate(cell);
    if (!ref)
        return false;
    level = std::clamp(level, 0, Board::kLevels - 1);
    if (board(ref->placement).cell(ref->local).level == level)
        return false;
    touchCell(ref->placement, ref->local);
    board(ref->placement).cell(ref->local).level = level;
    mirrorCell(ref->placement, ref->local);
    return true;
}

bool PatchBuilder::setDevice(Point cell, Device device, bool keepId)
{
    if (device.kind == DeviceKind::None)
        return clearDevice(cell);
    const auto ref = m_doc.locate(cell);
    if (!ref)
        return false;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(ref->placement)];
    Board &b = board(ref->placement);
    const Device &old = b.cell(ref->local).device;
    Cell local = cellToLocal(pl, Cell{0, {}, device});
    Device d = local.device;
    d.id = (keepId && old.kind == d.kind) ? old.id : kNoId;
    if (d.id != kNoId && old == d)
        return false;
    touchCell(ref->placement, ref->local);
    b.setDevice(ref->local, d);
    mirrorCell(ref->placement, ref->local);
    return true;
}

bool PatchBuilder::clearDevice(Point cell)
{
    const auto ref = m_doc.locate(cell);
    if (!ref || board(ref->placement).cell(ref->local).device.kind == DeviceKind::None)
        return false;
    touchCell(ref->placement, ref->local);
    board(ref->placement).clearDevice(ref->local);
    mirrorCell(ref->placement, ref->local);
    return true;
}

bool PatchBuilder::clearCell(Point cell)
{
    const auto ref = m_doc.locate(cell);
    if (!ref || board(ref->placement).cell(ref->local) == Cell{})
        return false;
    touchCell(ref->placement, ref->local);
    board(ref->placement).cell(ref->local) = Cell{};
    mirrorCell(ref->placement, ref->local);
    return true;
}

ElementId PatchBuilder::addEdge(EdgeFeature feature)
{
    const auto ref = m_doc.locateEdge(feature.pos);
    if (!ref)
        return kNoId;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(ref->placement)];
    EdgeFeature local = edgeToLocal(pl, feature);
    local.id = board(ref->placement).peekNextId();
    touchBoard(ref->placement);
    touchEdge(ref->placement, local.id);
    board(ref->placement).addEdgeFeature(local);
    const EdgeFeature combinedFeature = edgeToCombined(pl, local, ref->placement);
    m_doc.m_combined.addEdgeFeature(combinedFeature);
    return combinedFeature.id;
}

bool PatchBuilder::removeEdge(ElementId id)
{
    const int p = BoardDocument::placementOfElement(id);
    if (p < 0 || p >= static_cast<int>(m_doc.m_course.placements().size()))
        return false;
    const ElementId local = localId(id);
    if (!board(p).edgeFeature(local))
        return false;
    touchEdge(p, local);
    board(p).removeEdgeFeature(local);
    m_doc.m_combined.removeEdgeFeature(id);
    return true;
}

bool PatchBuilder::replaceEdge(const EdgeFeature &feature)
{
    const int p = BoardDocument::placementOfElement(feature.id);
    if (p < 0 || p >= static_cast<int>(m_doc.m_course.placements().size()))
        return false;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(p)];
    const EdgeFeature local = edgeToLocal(pl, feature);
    const EdgeFeature *old = board(p).edgeFeature(local.id);
    if (!old || *old == local || !pl.board.containsEdge(local.pos))
        return false;
    touchEdge(p, local.id);
    board(p).replaceEdgeFeature(local);
    m_doc.m_combined.removeEdgeFeature(feature.id);
    m_doc.m_combined.addEdgeFeature(feature);
    return true;
}

ElementId PatchBuilder::addMarker(Marker marker)
{
    const auto ref = m_doc.locate(marker.at);
    if (!ref)
        return kNoId;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(ref->placement)];
    Marker local = markerToLocal(pl, marker);
    local.id = board(ref->placement).peekNextId();
    touchBoard(ref->placement);
    touchMarker(ref->placement, local.id);
    board(ref->placement).addMarker(local);
    const Marker combinedMarker = markerToCombined(pl, local, ref->placement);
    m_doc.m_combined.addMarker(combinedMarker);
    return combinedMarker.id;
}

bool PatchBuilder::removeMarker(ElementId id)
{
    const int p = BoardDocument::placementOfElement(id);
    if (p < 0 || p >= static_cast<int>(m_doc.m_course.placements().size()))
        return false;
    const ElementId local = localId(id);
    if (!board(p).marker(local))
        return false;
    touchMarker(p, local);
    board(p).removeMarker(local);
    m_doc.m_combined.removeMarker(id);
    return true;
}

bool PatchBuilder::replaceMarker(const Marker &marker)
{
    const int p = BoardDocument::placementOfElement(marker.id);
    if (p < 0 || p >= static_cast<int>(m_doc.m_course.placements().size()))
        return false;
    const Placement &pl = m_doc.m_course.placements()[static_cast<std::size_t>(p)];
    const Marker local = markerToLocal(pl, marker);
    const Marker *old = board(p).marker(local.id);
    if (!old || *old == local || !pl.board.contains(local.at))
        return false;
    touchMarker(p, local.id);
    board(p).replaceMarker(local);
    m_doc.m_combined.removeMarker(marker.id);
    m_doc.m_combined.addMarker(marker);
    return true;
}

CoursePatch PatchBuilder::take()
{
    if (m_taken)
        return {};
    m_taken = true;
    for (CellChange &c : m_patch.cells)
        c.after = board(c.placement).cell(c.local);
    for (EdgeChange &e : m_patch.edges) {
        const EdgeFeature *f = board(e.placement).edgeFeature(e.id);
        e.after = f ? std::optional<EdgeFeature>(*f) : std::nullopt;
    }
    for (MarkerChange &m : m_patch.markers) {
        const Marker *mk = board(m.placement).marker(m.id);
        m.after = mk ? std::optional<Marker>(*mk) : std::nullopt;
    }
    for (NextIdChange &n : m_patch.nextIds)
        n.after = board(n.placement).peekNextId();
    // Drop no-op entries (painted then painted back within one stroke).
    std::erase_if(m_patch.cells, [](const CellChange &c) { return c.before == c.after; });
    std::erase_if(m_patch.edges, [](const EdgeChange &e) { return e.before == e.after; });
    std::erase_if(m_patch.markers, [](const MarkerChange &m) { return m.before == m.after; });
    m_doc.applyChanges(m_patch, false, false);
    return std::move(m_patch);
}

} // namespace rf::editor
