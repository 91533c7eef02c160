// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/patchcommand.h"
#include "model/elements.h"

#include <QList>

#include <vector>

namespace rf::editor {

// Adds edge features (positions and directions on the combined grid). A feature of the same
// kind already on that edge is replaced, so dragging a wall twice makes one wall.
class AddEdgeFeaturesCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(AddEdgeFeaturesCommand)
public:
    AddEdgeFeaturesCommand(BoardDocument *doc, const std::vector<model::EdgeFeature> &features);
};

class RemoveEdgeFeaturesCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveEdgeFeaturesCommand)
public:
    RemoveEdgeFeaturesCommand(BoardDocument *doc, const QList<model::ElementId> &combinedIds);
};

// Adds a marker; a checkpoint or start with number 0 gets the next free number. A marker of
// the same kind already in the cell is replaced.
class AddMarkerCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(AddMarkerCommand)
public:
    AddMarkerCommand(BoardDocument *doc, model::Marker marker);
};

class RemoveMarkersCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveMarkersCommand)
public:
    RemoveMarkersCommand(BoardDocument *doc, const QList<model::ElementId> &combinedIds);
};

// The generic "change a value" command of the properties panel: new states for existing
// elements (devices by cell, edge features and markers by id, all on the combined grid).
// Successive edits with the same non-zero merge key and the same elements merge into one
// step, so dragging a spin box or typing a name is undone at once.
struct ElementState {
    model::Point cell{};                         // for a device
    std::optional<model::Device> device{};
    std::optional<model::EdgeFeature> edge{};
    std::optional<model::Marker> marker{};
};

class ChangeElementsCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(ChangeElementsCommand)
public:
    ChangeElementsCommand(BoardDocument *doc, const std::vector<ElementState> &states, const QString &what, int mergeKey = 0);
    int id() const override { return static_cast<int>(CommandId::ChangeElements); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_mergeKey = 0;
    QList<model::ElementId> m_elements;
};

// Checkpoint and start numbers for a new marker of `kind` (highest + 1).
int nextMarkerNumber(const model::Board &combined, model::MarkerKind kind);

} // namespace rf::editor
