// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/course.h"

#include <algorithm>

namespace rf::model {

Course::Course(Board single)
{
    m_info = single.info();
    m_placements.push_back(Placement{std::move(single), {}, 0, {}});
}

Size Course::combinedSize() const
{
    Size s;
    for (const Placement &p : m_placements) {
        const Size bs = rotateSize(p.board.size(), p.rotation);
        s.width = std::max(s.width, p.offset.x + bs.width);
        s.height = std::max(s.height, p.offset.y + bs.height);
    }
    return s;
}

std::expected<Board, CombineError> combine(const Course &c)
{
    const Size size = c.combinedSize();
    if (size.width > Board::kMaxSide || size.height > Board::kMaxSide)
        return std::unexpected(CombineError{CombineError::Kind::TooLarge, -1, -1, {}});
    Board out(size.width, size.height, c.info().name);
    out.info() = c.info();
    std::vector<int> owner(static_cast<std::size_t>(size.area()), -1);
    for (Point p{0, 0}; p.y < size.height; ++p.y)
        for (p.x = 0; p.x < size.width; ++p.x)
            out.cell(p).floor.kind = FloorKind::Pit; // off every board

    ElementId maxId = 0;
    for (std::size_t i = 0; i < c.placements().size(); ++i) {
        const Placement &pl = c.placements()[i];
        if (pl.offset.x < 0 || pl.offset.y < 0)
            return std::unexpected(CombineError{CombineError::Kind::NegativeOffset, static_cast<int>(i), -1, pl.offset});
        const int index = static_cast<int>(i);
        const Size turned = rotateSize(pl.board.size(), pl.rotation);
        for (Point p{0, 0}; p.y < turned.height; ++p.y) {
            for (p.x = 0; p.x < turned.width; ++p.x) {
                const Point q = p + pl.offset;
                int &o = owner[static_cast<std::size_t>(q.y * size.width + q.x)];
                if (o >= 0)
                    return std::unexpected(CombineError{CombineError::Kind::Overlap, o, index, q});
                o = index;
                Cell cell = cellToCombined(pl, pl.board.cell(combinedToLocal(pl, q)), index);
                maxId = std::max(maxId, cell.device.id);
                out.cell(q) = std::move(cell);
            }
        }
        for (const EdgeFeature &local : pl.board.edgeFeatures()) {
            EdgeFeature f = edgeToCombined(pl, local, index);
            // Walls on a shared border are one wall: keep the first of identical features.
            bool duplicate = false;
            for (const EdgeFeature &g : out.edgesAt(f.pos))
                if (g.kind == f.kind && (f.kind == EdgeKind::Wall || f.kind == EdgeKind::NoLedge || ((f.kind == EdgeKind::OneWayWall || f.kind == EdgeKind::Ledge) && g.dir == f.dir)))
                    duplicate = true;
            if (duplicate)
                continue;
            maxId = std::max(maxId, f.id);
            out.addEdgeFeature(std::move(f));
        }
        for (const Marker &local : pl.board.markers()) {
            Marker m = markerToCombined(pl, local, index);
            maxId = std::max(maxId, m.id);
            out.addMarker(std::move(m));
        }
    }
    out.setNextId(maxId + 1);
    return out;
}

} // namespace rf::model
