// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/boardindex.h"

#include "model/laserpath.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;

// Crossing a side, repulsors and entering a cell are the board's passage (model/passage.h): the
// index keeps its table, and the plain steps and entry hazards of the hot path come from it.
BoardIndex::BoardIndex(Board board, std::span<const Placement> placements) : m_board(std::move(board)), m_passage(m_board)
{
    const auto cells = static_cast<std::size_t>(width() * height());
    m_beamBlocked.assign(cells * 4, 0);
    m_checkpoint.assign(cells, 0);
    m_checkpointId.assign(cells, kNoId);
    m_portalPartner.assign(cells, Point{-1, -1});
    m_entry.assign(cells, Entry::Nothing);

    for (Point p{0, 0}; p.y < height(); ++p.y) {
        for (p.x = 0; p.x < width(); ++p.x) {
            for (Direction d : kAllDirections)
                m_beamBlocked[slot(p, d)] = beamBlockedLeaving(m_board, p, d) ? 1 : 0;
            const Cell &cell = m_board.cell(p);
            m_entry[static_cast<std::size_t>(indexOf(p))] = entryOf(cell);
            if (deviceIsTimed(cell.device.kind) || cell.floor.kind == FloorKind::Radiation)
                m_timed = true;
            switch (cell.device.kind) {
            case DeviceKind::Belt:
                m_belts.push_back(p);
                if (cell.device.express)
                    m_express.push_back(p);
                break;
            case DeviceKind::Gear: m_gears.push_back(p); break;
            case DeviceKind::Crusher: m_crushers.push_back(p); break;
            case DeviceKind::TrapDoor: m_trapDoors.push_back(p); break;
            case DeviceKind::Randomizer: m_randomizers.push_back(p); break;
            case DeviceKind::Flamer: m_floorDamage = true; break;
            case DeviceKind::RebootToken: m_rebootTokens.push_back(p); break;
            case DeviceKind::PriorityAntenna: m_antennas.push_back(p); break;
            case DeviceKind::EnergySpace: m_energy.push_back(p); break;
            default: break;
            }
            if (cell.floor.kind == FloorKind::Water && cell.floor.current)
                m_currents.push_back(p);
            switch (cell.floor.kind) {
            case FloorKind::Acid:
            case FloorKind::Fire:
            case FloorKind::Radiation:
            case FloorKind::RadioactiveWaste: m_floorDamage = true; break;
            default: break;
            }
        }
    }

    for (const EdgeFeature &f : m_board.edgeFeatures()) {
        if (edgeIsTimed(f.kind) && (f.kind == EdgeKind::Pusher || !f.registers.empty()))
            m_timed = true; // a laser with no registers fires in every one
        if (f.kind == EdgeKind::Laser) {
            m_lasers.push_back(LaserInfo{f.id, f.pos, f.dir, std::clamp(f.beams, 1, 3), f.registers, laserPath(m_board, f)});
        } else if (f.kind == EdgeKind::Pusher) {
            const Point a = f.pos.before();
            const Point b = f.pos.after();
            const Point pushed = step(a, f.dir) == b ? b : a;
            if (m_board.contains(pushed))
                m_pushers.push_back(PusherInfo{f.id, f.pos, pushed, f.dir, f.registers});
        }
    }

    m_beamReach.assign(cells * 4, 0);
    for (Point p{0, 0}; p.y < height(); ++p.y)
        for (p.x = 0; p.x < width(); ++p.x)
            for (int k = 0; k < 4; ++k) {
                const auto d = static_cast<Direction>(k);
                int n = 0;
                for (Point q = p; contains(q) && !beamBlocked(q, d); q = step(q, d))
                    ++n;
                m_beamReach[slot(p, d)] = n;
            }

    // Beam crossings per cell, grouped by cell (counting pass, then filling pass).
    m_crossingStart.assign(cells + 1, 0);
    for (const LaserInfo &laser : m_lasers)
        for (const Point p : laser.path)
            ++m_crossingStart[static_cast<std::size_t>(indexOf(p)) + 1];
    for (std::size_t i = 0; i < cells; ++i)
        m_crossingStart[i + 1] += m_crossingStart[i];
    m_crossings.resize(m_crossingStart[cells]);
    {
        std::vector<std::size_t> fill(m_crossingStart.begin(), m_crossingStart.end() - 1);
        for (std::size_t l = 0; l < m_lasers.size(); ++l)
            for (std::size_t k = 0; k < m_lasers[l].path.size(); ++k)
                m_crossings[fill[static_cast<std::size_t>(indexOf(m_lasers[l].path[k]))]++] = LaserCrossing{static_cast<int>(l), static_cast<int>(k)};
    }

    for (const Marker *m : m_board.markersOf(MarkerKind::Checkpoint)) {
        if (!m_board.contains(m->at))
            continue;
        m_checkpoint[static_cast<std::size_t>(indexOf(m->at))] = m->number;
        m_checkpointId[static_cast<std::size_t>(indexOf(m->at))] = m->id;
        m_checkpointCount = std::max(m_checkpointCount, m->number);
    }
    m_plainStep.assign(cells * 4, 0);
    for (Point p{0, 0}; p.y < height(); ++p.y)
        for (p.x = 0; p.x < width(); ++p.x)
            for (Direction d : kAllDirections)
                if (const Point n = step(p, d); crossing(p, d) == Crossing::Free && contains(n) && !entryHazard(n))
                    m_plainStep[slot(p, d)] = 1;
    m_archiveSite.assign(cells, 0);
    for (Point p{0, 0}; p.y < height(); ++p.y)
        for (p.x = 0; p.x < width(); ++p.x)
            if (checkpointAt(p) > 0 || device(p).kind == DeviceKind::RepairSite)
                m_archiveSite[static_cast<std::size_t>(indexOf(p))] = 1;

    if (!placements.empty()) {
        m_placement.assign(cells, -1);
        for (std::size_t k = 0; k < placements.size(); ++k) {
            const Placement &pl = placements[k];
            const bool turned = normalizeRotation(pl.rotation) % 2 == 1;
            const int w = turned ? pl.board.height() : pl.board.width();
            const int h = turned ? pl.board.width() : pl.board.height();
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x)
                    if (const Point q = pl.offset + Point{x, y}; contains(q))
                        m_placement[static_cast<std::size_t>(indexOf(q))] = static_cast<int>(k);
        }
    }

    // Portals pair by colour: each portal's partner is the next portal of its colour in reading
    // order (wrapping), so a pair works both ways.
    std::vector<Point> portals;
    for (Point p{0, 0}; p.y < height(); ++p.y)
        for (p.x = 0; p.x < width(); ++p.x)
            if (m_board.cell(p).device.kind == DeviceKind::Portal)
                portals.push_back(p);
    for (std::size_t i = 0; i < portals.size(); ++i) {
        const std::string &colour = m_board.cell(portals[i]).device.colour;
        for (std::size_t k = 1; k < portals.size(); ++k) {
            const Point q = portals[(i + k) % portals.size()];
            if (m_board.cell(q).device.colour == colour) {
                m_portalPartner[static_cast<std::size_t>(indexOf(portals[i]))] = q;
                break;
            }
        }
    }
}

} // namespace rf::rules
