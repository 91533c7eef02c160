// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/elements.h"
#include "model/geometry.h"
#include "model/measurement.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace rf::model {

struct Cell {
    int level = 0; // 0 = lower, 1 = upper
    Floor floor;
    Device device; // kind None = no device
    friend bool operator==(const Cell &, const Cell &) = default;
};

struct BoardInfo {
    std::string name;
    std::string author;
    std::string description; // the designer's notes
    std::optional<Measurement> measured{};
    friend bool operator==(const BoardInfo &, const BoardInfo &) = default;
};

// A W x H board: cells (row-major), edge features and markers. Edge features and markers are
// kept sorted (edge position, kind, id / kind, number, id) so iteration and files are
// deterministic. Every device, edge feature and marker carries an id issued by nextId().
class Board {
public:
    static constexpr int kMaxSide = 1024;
    static constexpr int kLevels = 2;

    Board() = default;
    Board(int width, int height, std::string name = {});

    Size size() const { return m_size; }
    int width() const { return m_size.width; }
    int height() const { return m_size.height; }
    bool contains(Point p) const { return m_size.contains(p); }
    // An edge lies on the grid when it is between two cells or on the board border.
    bool containsEdge(EdgePos e) const;

    BoardInfo &info() { return m_info; }
    const BoardInfo &info() const { return m_info; }

    const Cell &cell(Point p) const { return m_cells[index(p)]; }
    Cell &cell(Point p) { return m_cells[index(p)]; }
    std::span<const Cell> cells() const { return m_cells; }

    // Sets the device of a cell; a device without id gets a fresh one. Returns its id.
    ElementId setDevice(Point p, Device d);
    void clearDevice(Point p) { cell(p).device = Device{}; }

    std::span<const EdgeFeature> edgeFeatures() const { return m_edges; }
    // Features on one edge, in canonical order: a view into the board (no allocation), for the
    // paths that ask edge after edge (beams, passage, combining), valid until the next change.
    std::span<const EdgeFeature> edgesAt(EdgePos e) const;
    // The same as pointers, for callers that keep them.
    std::vector<const EdgeFeature *> featuresAt(EdgePos e) const;
    bool hasFeature(EdgePos e, EdgeKind kind) const;
    const EdgeFeature *edgeFeature(ElementId id) const;
    // Adds a feature (fresh id when it has none); keeps canonical order. Returns its id.
    ElementId addEdgeFeature(EdgeFeature f);
    // Adds many features as addEdgeFeature would one by one (ids issued in their order, the same
    // canonical order), sorting once: a file's thousands of edges are not inserted one at a time.
    void addEdgeFeatures(std::vector<EdgeFeature> features);
    bool removeEdgeFeature(ElementId id);
    bool replaceEdgeFeature(const EdgeFeature &f); // same id

    std::span<const Marker> markers() const { return m_markers; }
    const Marker *marker(ElementId id) const;
    ElementId addMarker(Marker m);
    bool removeMarker(ElementId id);
    bool replaceMarker(const Marker &m);
    std::vector<const Marker *> markersOf(MarkerKind kind) const; // sorted by number

    // Finds any element (device, edge feature or marker) by id.
    enum class ElementClass { None, Device, Edge, Marker };
    ElementClass classify(ElementId id) const;
    std::optional<Point> deviceCell(ElementId id) const;

    ElementId nextId() { return m_nextId++; }
    ElementId peekNextId() const { return m_nextId; }
    void setNextId(ElementId id) { m_nextId = id; }

    // Wall-like blocking for movement from `from` in direction `d` (walls, one-way walls,
    // explicit ledges against their drop, derived ledges from the lower level). Does not
    // consider devices (crates, antennas) or robots: that is the rules' job.
    bool hasWall(EdgePos e) const { return hasFeature(e, EdgeKind::Wall); }

    // A ledge is derived wherever the levels of two cells differ (except across a ramp
    // climbing that way), unless overridden by NoLedge; an explicit Ledge forces one.
    // Returns the drop direction of the ledge on this edge, if any.
    std::optional<Direction> ledgeAt(EdgePos e) const;

    friend bool operator==(const Board &, const Board &) = default;

private:
    std::size_t index(Point p) const { return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(m_size.width) + static_cast<std::size_t>(p.x); }
    void sortEdges();
    void sortMarkers();

    Size m_size;
    BoardInfo m_info;
    std::vector<Cell> m_cells;
    std::vector<EdgeFeature> m_edges;
    std::vector<Marker> m_markers;
    ElementId m_nextId = 1;
};

// Returns the board turned clockwise by `r` quarter turns: dimensions swap for odd turns and
// every direction-bearing element (belts and their inputs, ramps, antennas, reboot tokens,
// currents, edge features, start facings) turns with it. Ids are kept.
Board rotated(const Board &b, Rotation r);
// The cell / edge / direction that `p` maps to when a board of size `s` is turned by `r`.
Point rotatePoint(Point p, Size s, Rotation r);
EdgePos rotateEdge(EdgePos e, Size s, Rotation r);
Size rotateSize(Size s, Rotation r);
// Turns every direction a cell carries (belt output and inputs, ramps, currents...). An empty
// cell's device fields are unused defaults and stay as they are, so a turned empty cell still
// equals a fresh one.
Cell rotateCell(Cell c, Rotation r);

} // namespace rf::model
