// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/coursepatch.h"
#include "document/document.h"
#include "document/selection.h"
#include "model/course.h"

#include <QList>
#include <QObject>
#include <QRect>
#include <QString>

#include <optional>

class QUndoStack;

namespace rf::editor {

struct CellRef {
    int placement = -1;
    model::Point local{};
};

struct EdgeRef {
    int placement = -1;
    model::EdgePos local{};
};

// The open board or course. It always holds a valid course (a new document is an empty
// 12 x 12 board), owns the undo stack, the selection and a revision counter, and is the only
// way to change the model: views read it and listen to its typed change signals, tools and
// panels push undo commands. Positions in the editor are on the combined course grid; the
// document maps them to a placement and the board's own coordinates.
class BoardDocument : public Document {
    Q_OBJECT
public:
    static constexpr int kDefaultSide = 12;

    explicit BoardDocument(QObject *parent = nullptr);
    ~BoardDocument() override;

    const model::Course &course() const { return m_course; }
    // The course as one board on the combined grid (model::combine), kept in step with edits.
    const model::Board &combined() const { return m_combined; }
    quint64 revision() const { return m_revision; }

    // Replaces the whole content (new, open, revert, recovery); clears the undo history.
    void resetCourse(model::Course course, const QString &filePath = {});

    QString fileSuffix() const override { return QStringLiteral("rfboard"); }
    QString writeCopy(const QString &path) const override;
    QString restoreCopy(const QString &path, const QString &originalPath) override;

    std::optional<CellRef> locate(model::Point combined) const;
    std::optional<EdgeRef> locateEdge(model::EdgePos combined) const;
    int placementAt(model::Point combined) const;
    // Which placement issued a combined element id (-1 when none).
    static int placementOfElement(model::ElementId combinedId);
    QRect placementRect(int index) const;

    const Selection &selection() const { return m_selection; }
    void setSelection(const Selection &s);
    void clearSelection() { setSelection({}); }

    // A drag gesture is one transaction: while it runs, undo and redo are refused.
    void beginGesture();
    void endGesture();
    bool inGesture() const { return m_gesture; }
    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();

    // For undo commands only.
    void applyPatch(const CoursePatch &patch, bool forward);
    void insertPlacement(int index, model::Placement p);
    model::Placement takePlacement(int index);
    // Puts `board` in place of placement `index`'s board (a resize): a layout change.
    void replaceBoard(int index, model::Board board);
    void setPlacementTransform(int index, model::Point offset, model::Rotation rotation);
    void setCourseInfo(const model::BoardInfo &info);
    void setBoardInfo(int placement, const model::BoardInfo &info);
    // Whether placing board `index` at offset/rotation would overlap another board or leave
    // the grid (used before pushing a move or rotate).
    bool placementFits(int index, const model::Board &board, model::Point offset, model::Rotation rotation) const;

signals:
    // Emitted in this order after a change: cells, edges, markers, layout, info, then changed().
    void cellsChanged(const QRect &region);
    void edgesChanged(const QList<rf::model::ElementId> &combinedIds);
    void markersChanged(const QList<rf::model::ElementId> &combinedIds);
    void courseLayoutChanged();
    void infoChanged();
    void changed(quint64 revision);
    void documentReset();
    void selectionChanged();
    void gestureChanged(bool active);

private:
    void layoutChangedDroppingSelection();
    friend class PatchBuilder;
    void applyChanges(const CoursePatch &patch, bool forward, bool notify);
    void recombine();
    void bumpRevision();

    model::Course m_course;
    model::Board m_combined;
    Selection m_selection;
    quint64 m_revision = 0;
    bool m_gesture = false;
};

// The default content of a new document.
model::Course emptyCourse(int width = BoardDocument::kDefaultSide, int height = BoardDocument::kDefaultSide);

} // namespace rf::editor
