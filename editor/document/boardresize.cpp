// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/boardresize.h"

namespace rf::editor {

using namespace rf::model;

BoardResize resizeBoard(const Board &board, Size size, Point offset)
{
    BoardResize out{Board(size.width, size.height), {}};
    Board &to = out.board;
    to.info() = board.info();
    to.setNextId(board.peekNextId());
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Cell &c = board.cell({x, y});
            const Point p{x + offset.x, y + offset.y};
            if (!to.contains(p)) {
                ++out.cut.squares;
                if (c.floor != Floor{})
                    out.cut.floors.emplace_back(Point{x, y}, c.floor);
                if (c.device.kind != DeviceKind::None)
                    out.cut.devices.emplace_back(Point{x, y}, c.device);
                continue;
            }
            Cell &n = to.cell(p);
            n.level = c.level;
            n.floor = c.floor;
            n.device = c.device; // with its id: setDevice() would issue a new one to an id-less device
        }
    }
    for (const EdgeFeature &f : board.edgeFeatures()) {
        EdgeFeature moved = f;
        moved.pos.x += offset.x;
        moved.pos.y += offset.y;
        if (to.containsEdge(moved.pos))
            to.addEdgeFeature(moved);
        else
            out.cut.edges.push_back(f);
    }
    for (const Marker &m : board.markers()) {
        Marker moved = m;
        moved.at = Point{m.at.x + offset.x, m.at.y + offset.y};
        if (to.contains(moved.at))
            to.addMarker(moved);
        else
            out.cut.markers.push_back(m);
    }
    to.setNextId(board.peekNextId());
    return out;
}

} // namespace rf::editor
