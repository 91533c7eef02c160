// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/elementcommands.h"

#include "document/boarddocument.h"
#include "document/patchbuilder.h"
#include "words/elementnames.h"

#include <algorithm>

namespace rf::editor {

using namespace rf::model;

namespace {

// "Add wall", "Add wall on 3 edges"; features of several kinds are counted only.
QString addText(const std::vector<EdgeFeature> &features)
{
    const int n = static_cast<int>(features.size());
    const bool oneKind =
        n > 0 && std::ranges::all_of(features, [&](const EdgeFeature &f) { return f.kind == features.front().kind; });
    if (!oneKind)
        return AddEdgeFeaturesCommand::tr("Add %n edge feature(s)", nullptr, n);
    const QString name = words::nameInSentence(words::edgeName(features.front().kind));
    return n == 1 ? AddEdgeFeaturesCommand::tr("Add %1").arg(name)
                  : AddEdgeFeaturesCommand::tr("Add %1 on %n edge(s)", nullptr, n).arg(name);
}

} // namespace

AddEdgeFeaturesCommand::AddEdgeFeaturesCommand(BoardDocument *doc, const std::vector<EdgeFeature> &features)
    : PatchCommand(doc, addText(features))
{
    PatchBuilder b(*doc);
    for (const EdgeFeature &f : features) {
        std::vector<ElementId> same;
        for (const EdgeFeature *g : b.combined().featuresAt(f.pos))
            if (g->kind == f.kind)
                same.push_back(g->id);
        for (ElementId id : same)
            b.removeEdge(id);
        EdgeFeature copy = f;
        copy.id = kNoId;
        b.addEdge(copy);
    }
    setPatch(b.take());
}

RemoveEdgeFeaturesCommand::RemoveEdgeFeaturesCommand(BoardDocument *doc, const QList<ElementId> &ids)
    : PatchCommand(doc, tr("Remove %n edge feature(s)", nullptr, static_cast<int>(ids.size())))
{
    PatchBuilder b(*doc);
    for (ElementId id : ids)
        b.removeEdge(id);
    setPatch(b.take());
}

int nextMarkerNumber(const Board &combined, MarkerKind kind)
{
    int highest = 0;
    for (const Marker &m : combined.markers())
        if (m.kind == kind)
            highest = std::max(highest, m.number);
    return highest + 1;
}

AddMarkerCommand::AddMarkerCommand(BoardDocument *doc, Marker marker)
    : PatchCommand(doc, marker.kind == MarkerKind::Checkpoint ? tr("Add checkpoint") : marker.kind == MarkerKind::Start ? tr("Add start") : tr("Add dock"))
{
    PatchBuilder b(*doc);
    std::vector<ElementId> same;
    for (const Marker &m : b.combined().markers())
        if (m.at == marker.at && m.kind == marker.kind)
            same.push_back(m.id);
    for (ElementId id : same)
        b.removeMarker(id);
    if (marker.number <= 0)
        marker.number = nextMarkerNumber(b.combined(), marker.kind);
    marker.id = kNoId;
    b.addMarker(marker);
    setPatch(b.take());
}

RemoveMarkersCommand::RemoveMarkersCommand(BoardDocument *doc, const QList<ElementId> &ids)
    : PatchCommand(doc, tr("Remove %n marker(s)", nullptr, static_cast<int>(ids.size())))
{
    PatchBuilder b(*doc);
    for (ElementId id : ids)
        b.removeMarker(id);
    setPatch(b.take());
}

ChangeElementsCommand::ChangeElementsCommand(BoardDocument *doc, const std::vector<ElementState> &states, const QString &what, int mergeKey)
    : PatchCommand(doc, tr("Change %1").arg(what)), m_mergeKey(mergeKey)
{
    PatchBuilder b(*doc);
    for (const ElementState &s : states) {
        if (s.device) {
            b.setDevice(s.cell, *s.device, true);
            m_elements.append(s.device->id);
        }
        if (s.edge) {
            b.replaceEdge(*s.edge);
            m_elements.append(s.edge->id);
        }
        if (s.marker) {
            b.replaceMarker(*s.marker);
            m_elements.append(s.marker->id);
        }
    }
    setPatch(b.take());
}

bool ChangeElementsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const ChangeElementsCommand *>(other);
    if (!o || m_mergeKey == 0 || o->m_mergeKey != m_mergeKey || o->m_elements != m_elements)
        return false;
    appendPatch(o->patch());
    return true;
}

} // namespace rf::editor
