// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/boarddocument.h"

#include "io/boardfile.h"
#include "model/placement.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace rf::editor {

using namespace rf::model;

namespace {

QRect unite(QRect r, Point p) { return r.united(QRect(p.x, p.y, 1, 1)); }

} // namespace

Course emptyCourse(int width, int height)
{
    // The name a new board is saved under, in the user's language (Document's "Untitled").
    Course c(Board(width, height, Document::tr("Untitled").toStdString()));
    return c;
}

BoardDocument::BoardDocument(QObject *parent) : Document(parent)
{
    m_course = emptyCourse();
    recombine();
}

BoardDocument::~BoardDocument() = default;

void BoardDocument::resetCourse(Course course, const QString &filePath)
{
    if (course.placements().empty())
        course = emptyCourse();
    m_gesture = false;
    undoStack()->clear();
    m_course = std::move(course);
    m_selection = {};
    recombine();
    setFilePath(filePath);
    undoStack()->setClean();
    bumpRevision();
    emit documentReset();
    emit selectionChanged();
    emit changed(m_revision);
    emit modifiedChanged(false);
}

QString BoardDocument::writeCopy(const QString &path) const
{
    const auto written = io::writeBoardFile(path, m_course);
    return written ? QString() : written.error().toString();
}

QString BoardDocument::restoreCopy(const QString &path, const QString &originalPath)
{
    auto course = io::readBoardFile(path);
    if (!course)
        return course.error().toString();
    resetCourse(std::move(*course), originalPath);
    // Modified: the recovered content is not on disk under its name.
    undoStack()->resetClean();
    return {};
}

std::optional<CellRef> BoardDocument::locate(Point combined) const
{
    const int i = placementAt(combined);
    if (i < 0)
        return std::nullopt;
    return CellRef{i, combinedToLocal(m_course.placements()[static_cast<std::size_t>(i)], combined)};
}

std::optional<EdgeRef> BoardDocument::locateEdge(EdgePos combined) const
{
    // A border shared by two boards belongs to the one holding the cell after it (south/east),
    // else the one before it; an edge on the outer border belongs to its only board.
    for (Point cell : {combined.after(), combined.before()}) {
        const int i = placementAt(cell);
        if (i < 0)
            continue;
        const Placement &pl = m_course.placements()[static_cast<std::size_t>(i)];
        const EdgePos local = combinedToLocal(pl, combined);
        if (pl.board.containsEdge(local))
            return EdgeRef{i, local};
    }
    return std::nullopt;
}

int BoardDocument::placementAt(Point combined) const
{
    const auto &pls = m_course.placements();
    for (std::size_t i = 0; i < pls.size(); ++i) {
        const Size s = rotateSize(pls[i].board.size(), pls[i].rotation);
        const Point rel = combined - pls[i].offset;
        if (s.contains(rel))
            return static_cast<int>(i);
    }
    return -1;
}

int BoardDocument::placementOfElement(ElementId combinedId) { return boardOfCombinedId(combinedId); }

QRect BoardDocument::placementRect(int index) const
{
    if (index < 0 || index >= static_cast<int>(m_course.placements().size()))
        return {};
    const Placement &pl = m_course.placements()[static_cast<std::size_t>(index)];
    const Size s = rotateSize(pl.board.size(), pl.rotation);
    return QRect(pl.offset.x, pl.offset.y, s.width, s.height);
}

void BoardDocument::setSelection(const Selection &s)
{
    if (s == m_selection)
        return;
    m_selection = s;
    emit selectionChanged();
}

void BoardDocument::beginGesture()
{
    if (m_gesture)
        return;
    m_gesture = true;
    emit gestureChanged(true);
    emit undoRedoAvailabilityChanged();
}

void BoardDocument::endGesture()
{
    if (!m_gesture)
        return;
    m_gesture = false;
    emit gestureChanged(false);
    emit undoRedoAvailabilityChanged();
}

bool BoardDocument::canUndo() const { return !m_gesture && undoStack()->canUndo(); }
bool BoardDocument::canRedo() const { return !m_gesture && undoStack()->canRedo(); }

void BoardDocument::undo()
{
    if (canUndo())
        undoStack()->undo();
}

void BoardDocument::redo()
{
    if (canRedo())
        undoStack()->redo();
}

void BoardDocument::applyPatch(const CoursePatch &patch, bool forward) { applyChanges(patch, forward, true); }

void BoardDocument::applyChanges(const CoursePatch &patch, bool forward, bool notify)
{
    auto &pls = m_course.placements();
    auto placementOk = [&](int i) { return i >= 0 && i < static_cast<int>(pls.size()); };
    QRect region;
    QList<ElementId> edgeIds;
    QList<ElementId> markerIds;

    for (const CellChange &c : patch.cells) {
        if (!placementOk(c.placement))
            continue;
        Placement &pl = pls[static_cast<std::size_t>(c.placement)];
        if (!pl.board.contains(c.local))
            continue;
        const Cell &target = forward ? c.after : c.before;
        pl.board.cell(c.local) = target;
        const Point q = localToCombined(pl, c.local);
        if (m_combined.contains(q))
            m_combined.cell(q) = cellToCombined(pl, target, c.placement);
        region = unite(region, q);
    }
    // Remove every touched feature first, then add the targets back, so a feature that moved
    // between edges never meets itself.
    for (const EdgeChange &e : patch.edges) {
        if (!placementOk(e.placement))
            continue;
        pls[static_cast<std::size_t>(e.placement)].board.removeEdgeFeature(e.id);
        m_combined.removeEdgeFeature(combinedId(e.placement, e.id));
    }
    for (const EdgeChange &e : patch.edges) {
        if (!placementOk(e.placement))
            continue;
        const auto &target = forward ? e.after : e.before;
        edgeIds.append(combinedId(e.placement, e.id));
        if (!target)
            continue;
        Placement &pl = pls[static_cast<std::size_t>(e.placement)];
        pl.board.addEdgeFeature(*target);
        m_combined.addEdgeFeature(edgeToCombined(pl, *target, e.placement));
    }
    for (const MarkerChange &m : patch.markers) {
        if (!placementOk(m.placement))
            continue;
        pls[static_cast<std::size_t>(m.placement)].board.removeMarker(m.id);
        m_combined.removeMarker(combinedId(m.placement, m.id));
    }
    for (const MarkerChange &m : patch.markers) {
        if (!placementOk(m.placement))
            continue;
        const auto &target = forward ? m.after : m.before;
        markerIds.append(combinedId(m.placement, m.id));
        if (!target)
            continue;
        Placement &pl = pls[static_cast<std::size_t>(m.placement)];
        pl.board.addMarker(*target);
        m_combined.addMarker(markerToCombined(pl, *target, m.placement));
    }
    for (const NextIdChange &n : patch.nextIds)
        if (placementOk(n.placement))
            pls[static_cast<std::size_t>(n.placement)].board.setNextId(forward ? n.after : n.before);

    if (!notify)
        return;
    bumpRevision();
    if (!region.isEmpty())
        emit cellsChanged(region);
    if (!edgeIds.isEmpty())
        emit edgesChanged(edgeIds);
    if (!markerIds.isEmpty())
        emit markersChanged(markerIds);
    emit changed(m_revision);
}

void BoardDocument::insertPlacement(int index, Placement p)
{
    auto &pls = m_course.placements();
    index = std::clamp(index, 0, static_cast<int>(pls.size()));
    pls.insert(pls.begin() + index, std::move(p));
    recombine();
    bumpRevision();
    emit courseLayoutChanged();
    emit changed(m_revision);
}

void BoardDocument::replaceBoard(int index, Board board)
{
    auto &pls = m_course.placements();
    if (index < 0 || index >= static_cast<int>(pls.size()))
        return;
    pls[static_cast<std::size_t>(index)].board = std::move(board);
    layoutChangedDroppingSelection();
}

// The selection may name squares that are no longer there.
void BoardDocument::layoutChangedDroppingSelection()
{
    m_selection = {};
    recombine();
    bumpRevision();
    emit courseLayoutChanged();
    emit selectionChanged();
    emit changed(m_revision);
}

Placement BoardDocument::takePlacement(int index)
{
    auto &pls = m_course.placements();
    if (index < 0 || index >= static_cast<int>(pls.size()))
        return {};
    Placement p = std::move(pls[static_cast<std::size_t>(index)]);
    pls.erase(pls.begin() + index);
    layoutChangedDroppingSelection();
    return p;
}

void BoardDocument::setPlacementTransform(int index, Point offset, Rotation rotation)
{
    auto &pls = m_course.placements();
    if (index < 0 || index >= static_cast<int>(pls.size()))
        return;
    pls[static_cast<std::size_t>(index)].offset = offset;
    pls[static_cast<std::size_t>(index)].rotation = normalizeRotation(rotation);
    recombine();
    bumpRevision();
    emit courseLayoutChanged();
    emit changed(m_revision);
}

void BoardDocument::setCourseInfo(const BoardInfo &info)
{
    // A single board's details are the board's too: it stays a board file (boardToJson writes a
    // board only while both agree).
    if (m_course.placements().size() == 1 && m_course.placements().front().board.info() == m_course.info())
        m_course.placements().front().board.info() = info;
    m_course.info() = info;
    m_combined.info() = info;
    bumpRevision();
    emit infoChanged();
    emit changed(m_revision);
}

void BoardDocument::setBoardInfo(int placement, const BoardInfo &info)
{
    auto &pls = m_course.placements();
    if (placement < 0 || placement >= static_cast<int>(pls.size()))
        return;
    pls[static_cast<std::size_t>(placement)].board.info() = info;
    bumpRevision();
    emit infoChanged();
    emit changed(m_revision);
}

bool BoardDocument::placementFits(int index, const Board &board, Point offset, Rotation rotation) const
{
    if (offset.x < 0 || offset.y < 0)
        return false;
    const Size s = rotateSize(board.size(), rotation);
    if (offset.x + s.width > Board::kMaxSide || offset.y + s.height > Board::kMaxSide)
        return false;
    const QRect r(offset.x, offset.y, s.width, s.height);
    for (int i = 0; i < static_cast<int>(m_course.placements().size()); ++i)
        if (i != index && placementRect(i).intersects(r))
            return false;
    return true;
}

void BoardDocument::recombine()
{
    auto result = combine(m_course);
    if (result) {
        m_combined = std::move(*result);
        return;
    }
    // Overlapping boards (from a hand-edited file): show the first board alone rather than
    // nothing, and let the validator report the overlap.
    const Placement &first = m_course.placements().front();
    Course single;
    single.placements().push_back(Placement{first.board, {}, first.rotation, first.source});
    auto fallback = combine(single);
    m_combined = fallback ? std::move(*fallback) : Board(kDefaultSide, kDefaultSide);
}

void BoardDocument::bumpRevision() { ++m_revision; }

} // namespace rf::editor
