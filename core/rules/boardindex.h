// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/course.h"
#include "model/laserpath.h"
#include "model/passage.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace rf::rules {

using model::Direction;
using model::ElementId;
using model::Point;

// What crossing one cell side in one direction does to a moving robot (model/passage.h).
using model::Crossing;

struct LaserInfo {
    ElementId id = model::kNoId;
    model::EdgePos pos{};
    Direction dir = Direction::North;
    int beams = 1;
    model::RegisterSet registers{}; // empty = always
    // Its path (model::laserPath), a straight run: `length` squares from `first` on.
    Point first{};
    int length = 0;
    Point at(int along) const
    {
        const Point v = model::delta(dir);
        return {first.x + v.x * along, first.y + v.y * along};
    }
};

// A board laser's beam crossing a cell: which laser, and how far along its path.
struct LaserCrossing {
    int laser = 0; // index into BoardIndex::lasers()
    int along = 0; // index into that laser's path
};

struct PusherInfo {
    ElementId id = model::kNoId;
    model::EdgePos pos{};
    Point cell{};     // the pushed cell
    Direction dir = Direction::North;
    model::RegisterSet registers{};
};

// Read-only lookup tables over the combined course grid, built once per scenario so that the
// hot path of the simulator never searches edge lists or allocates. Shared by simulator copies.
class BoardIndex {
public:
    // `placements`: the course's boards, to know which board each cell belongs to (optional).
    explicit BoardIndex(model::Board board, std::span<const model::Placement> placements = {});

    const model::Board &board() const { return m_board; }
    int width() const { return m_board.width(); }
    int height() const { return m_board.height(); }
    bool contains(Point p) const { return m_board.contains(p); }
    int indexOf(Point p) const { return p.y * width() + p.x; }
    const model::Cell &cell(Point p) const { return m_board.cell(p); }
    const model::Device &device(Point p) const { return m_board.cell(p).device; }
    model::FloorKind floor(Point p) const { return m_board.cell(p).floor.kind; }

    // The board's passage (model/passage.h), kept for every cell side.
    const model::PassageTable &passage() const { return m_passage; }
    Crossing crossing(Point from, Direction d) const { return m_passage.crossing(from, d); }
    // The repulsor feature id on the side `d` of `from` (when crossing() is Repulsor).
    ElementId repulsorId(Point from, Direction d) const { return m_passage.repulsorId(from, d); }
    // Whether a beam leaving `from` towards `d` is stopped by the board (laserpath.h).
    bool beamBlocked(Point from, Direction d) const { return m_beams.blocked(from, d); }
    // How many squares a beam leaving `from` towards `d` crosses before the board stops it.
    int beamReach(Point from, Direction d) const { return m_beams.reach(from, d); }

    // Checkpoint number on a cell (0 = none) and the number of checkpoints of the course.
    int checkpointAt(Point p) const { return m_checkpoint[static_cast<std::size_t>(indexOf(p))]; }
    int checkpointCount() const { return m_checkpointCount; }
    ElementId checkpointId(Point p) const { return m_checkpointId[static_cast<std::size_t>(indexOf(p))]; }
    // Whether a robot on `from` moving towards `d` just arrives: nothing in the way (no wall, no
    // ledge either way, no repulsor), a square of the course whose entry does nothing. A robot
    // in front still blocks or is pushed.
    bool plainStep(Point from, Direction d) const { return m_plainStep[slot(from, d)] != 0; }
    // A checkpoint or a repair site: where phase E moves the archive marker.
    bool archiveSite(Point p) const { return m_archiveSite[static_cast<std::size_t>(indexOf(p))] != 0; }
    // What entering the cell can do to a robot (model::entryOf: a pit, a drain, a trap door or
    // a flamer), and whether it can do anything: most cells cannot, and entering them is one test.
    model::Entry entry(Point p) const { return m_entry[static_cast<std::size_t>(indexOf(p))]; }
    bool entryHazard(Point p) const { return entry(p) != model::Entry::Nothing; }
    // The partner portal of a portal cell, or {-1,-1}.
    Point portalPartner(Point p) const { return m_portalPartner[static_cast<std::size_t>(indexOf(p))]; }

    const std::vector<LaserInfo> &lasers() const { return m_lasers; }
    // Calls `visit(LaserCrossing)` for every board laser beam crossing a cell (the volley looks up
    // the few squares robots stand on instead of walking every beam). The beams are not stored
    // square by square (a dense board's would take hundreds of megabytes): those crossing `p`
    // travelling `d` start in its row or column, at most model::BeamTable::behind squares back.
    template <class Visit>
    void forEachLaserThrough(Point p, Visit &&visit) const
    {
        const std::uint8_t lit = m_litFrom[static_cast<std::size_t>(indexOf(p))];
        if (lit == 0)
            return; // most squares: no beam, one test
        for (Direction d : model::kAllDirections) {
            if ((lit & (1U << static_cast<unsigned>(d))) == 0)
                continue;
            const int here = alongLine(p, d);
            const int from = here - m_beams.behind(p, d);
            const std::span<const LineLaser> line = lineLasers(p, d);
            auto it = std::lower_bound(line.begin(), line.end(), from, [](const LineLaser &l, int s) { return l.start < s; });
            for (; it != line.end() && it->start <= here; ++it)
                if (const int along = here - it->start; along < m_lasers[static_cast<std::size_t>(it->laser)].length)
                    visit(LaserCrossing{it->laser, along});
        }
    }
    const std::vector<PusherInfo> &pushers() const { return m_pushers; }
    const std::vector<Point> &expressBelts() const { return m_express; }
    const std::vector<Point> &allBelts() const { return m_belts; }
    const std::vector<Point> &currents() const { return m_currents; }
    const std::vector<Point> &gears() const { return m_gears; }
    const std::vector<Point> &crushers() const { return m_crushers; }
    const std::vector<Point> &trapDoors() const { return m_trapDoors; }
    const std::vector<Point> &randomizers() const { return m_randomizers; }
    bool hasFloorDamage() const { return m_floorDamage; }
    // Whether anything on the course acts in some registers only (a timed laser, a pusher, a
    // crusher, a flamer, a trap door, radiation): when nothing does, a robot alone moves the same
    // whatever the register (the analysis' cost field plays one register for all five).
    bool timed() const { return m_timed; }
    // The course placement (board) a cell belongs to, -1 outside every board or when unknown.
    int placementAt(Point p) const { return contains(p) && !m_placement.empty() ? m_placement[static_cast<std::size_t>(indexOf(p))] : -1; }
    // Reboot tokens and priority antennas, in reading order (renegade).
    const std::vector<Point> &rebootTokens() const { return m_rebootTokens; }
    const std::vector<Point> &antennas() const { return m_antennas; }
    const std::vector<Point> &energySpaces() const { return m_energy; }

private:
    // A laser in the list of its row or column and firing direction, by where its beam starts.
    struct LineLaser {
        int start = 0; // alongLine of its first square
        int laser = 0; // index into m_lasers
    };
    std::size_t slot(Point p, Direction d) const { return static_cast<std::size_t>(indexOf(p)) * 4 + static_cast<std::size_t>(d); }
    // A square's place on its row or column counted in direction d (grows along d).
    static int alongLine(Point p, Direction d)
    {
        switch (d) {
        case Direction::North: return -p.y;
        case Direction::East: return p.x;
        case Direction::South: return p.y;
        case Direction::West: return -p.x;
        }
        return 0;
    }
    // Which list a beam through p travelling d is in: the columns for North and South, the rows
    // for East and West, each direction apart.
    std::size_t lineOf(Point p, Direction d) const;
    std::span<const LineLaser> lineLasers(Point p, Direction d) const
    {
        const std::size_t k = lineOf(p, d);
        return std::span<const LineLaser>(m_lineLasers).subspan(m_lineStart[k], m_lineStart[k + 1] - m_lineStart[k]);
    }

    model::Board m_board;
    model::PassageTable m_passage;
    model::BeamTable m_beams;
    std::vector<int> m_checkpoint;
    std::vector<ElementId> m_checkpointId;
    std::vector<Point> m_portalPartner;
    std::vector<model::Entry> m_entry;
    std::vector<std::uint8_t> m_archiveSite;
    std::vector<std::uint8_t> m_plainStep;
    int m_checkpointCount = 0;
    std::vector<LaserInfo> m_lasers;
    std::vector<std::size_t> m_lineStart; // per line (plus one): its first entry in m_lineLasers
    std::vector<LineLaser> m_lineLasers;  // grouped by line, each sorted by start
    std::vector<std::uint8_t> m_litFrom;  // per cell: bit d set when a beam travelling d crosses it
    std::vector<PusherInfo> m_pushers;
    std::vector<Point> m_express, m_belts, m_currents, m_gears, m_crushers, m_trapDoors, m_randomizers;
    bool m_floorDamage = false;
    bool m_timed = false;
    std::vector<int> m_placement;
    std::vector<Point> m_rebootTokens, m_antennas, m_energy;
};

} // namespace rf::rules
