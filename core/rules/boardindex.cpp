// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/boardindex.h"

#include "model/laserpath.h"

#include <algorithm>
#include <optional>

namespace rf::rules {

using namespace rf::model;

// Crossing a side, repulsors and entering a cell are the board's passage (model/passage.h): the
// index keeps its table, and the plain steps and entry hazards of the hot path come from it.
BoardIndex::BoardIndex(Board board, std::span<const Placement> placements) : m_board(std::move(board)), m_passage(m_board), m_beams(m_board)
{
    const auto cells = static_cast<std::size_t>(width() * height());
    m_checkpoint.assign(cells, 0);
    m_checkpointId.assign(cells, kNoId);
    m_portalPartner.assign(cells, Point{-1, -1});
    m_entry.assign(cells, Entry::Nothing);

    for (Point p{0, 0}; p.y < height(); ++p.y) {
        for (p.x = 0; p.x < width(); ++p.x) {
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
            const Point first = laserStart(f);
            m_lasers.push_back(LaserInfo{f.id, f.pos, f.dir, std::clamp(f.beams, 1, 3), f.registers, first, m_beams.pathLength(first, f.dir)});
        } else if (f.kind == EdgeKind::Pusher) {
            const Point a = f.pos.before();
            const Point b = f.pos.after();
            const Point pushed = step(a, f.dir) == b ? b : a;
            if (m_board.contains(pushed))
                m_pushers.push_back(PusherInfo{f.id, f.pos, pushed, f.dir, f.registers});
        }
    }

    // Each lit beam in the list of its line and direction (counting pass, then filling pass; the
    // lasers are visited in order, so sorting each line by start keeps ties in laser order).
    const auto lines = static_cast<std::size_t>(2 * (width() + height()));
    m_lineStart.assign(lines + 1, 0);
    for (const LaserInfo &laser : m_lasers)
        if (laser.length > 0)
            ++m_lineStart[lineOf(laser.first, laser.dir) + 1];
    for (std::size_t i = 0; i < lines; ++i)
        m_lineStart[i + 1] += m_lineStart[i];
    m_lineLasers.resize(m_lineStart[lines]);
    {
        std::vector<std::size_t> fill(m_lineStart.begin(), m_lineStart.end() - 1);
        for (std::size_t l = 0; l < m_lasers.size(); ++l)
            if (const LaserInfo &laser = m_lasers[l]; laser.length > 0)
                m_lineLasers[fill[lineOf(laser.first, laser.dir)]++] = LineLaser{alongLine(laser.first, laser.dir), static_cast<int>(l)};
        for (std::size_t i = 0; i < lines; ++i)
            std::stable_sort(m_lineLasers.begin() + static_cast<std::ptrdiff_t>(m_lineStart[i]),
                             m_lineLasers.begin() + static_cast<std::ptrdiff_t>(m_lineStart[i + 1]),
                             [](const LineLaser &a, const LineLaser &b) { return a.start < b.start; });
    }
    // The squares some beam crosses, per direction. The beams of a line that start in one stretch
    // the board leaves open all end where it ends, so the squares already marked are skipped and
    // each is marked once a direction: no walk along every beam.
    m_litFrom.assign(cells, 0);
    for (std::size_t i = 0; i < lines; ++i) {
        std::optional<int> markedTo; // alongLine past the last square marked
        for (std::size_t k = m_lineStart[i]; k < m_lineStart[i + 1]; ++k) {
            const LineLaser &entry = m_lineLasers[k];
            const LaserInfo &laser = m_lasers[static_cast<std::size_t>(entry.laser)];
            for (int along = markedTo ? std::max(0, *markedTo - entry.start) : 0; along < laser.length; ++along)
                m_litFrom[static_cast<std::size_t>(indexOf(laser.at(along)))] |= static_cast<std::uint8_t>(1U << static_cast<unsigned>(laser.dir));
            markedTo = std::max(markedTo.value_or(entry.start), entry.start + laser.length);
        }
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

std::size_t BoardIndex::lineOf(Point p, Direction d) const
{
    const auto w = static_cast<std::size_t>(width());
    const auto h = static_cast<std::size_t>(height());
    switch (d) {
    case Direction::North: return static_cast<std::size_t>(p.x);
    case Direction::South: return w + static_cast<std::size_t>(p.x);
    case Direction::East: return 2 * w + static_cast<std::size_t>(p.y);
    case Direction::West: return 2 * w + h + static_cast<std::size_t>(p.y);
    }
    return 0;
}

} // namespace rf::rules
