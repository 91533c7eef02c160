// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/paletteentry.h"

#include <QObject>

namespace rf::editor {

class BoardDocument;
class BoardScene;
class LayerModel;

// What every tool works with: the document, the scene (previews), the layers panel (locks,
// current level) and the palette's current element with the rotation R / Shift+R choose.
class ToolContext : public QObject {
    Q_OBJECT
public:
    ToolContext(BoardDocument *doc, BoardScene *scene, LayerModel *layers, QObject *parent = nullptr);

    BoardDocument *document() const { return m_doc; }
    BoardScene *scene() const { return m_scene; }
    LayerModel *layers() const { return m_layers; }

    const PaletteEntry &entry() const { return m_entry; }
    void setEntry(const PaletteEntry &entry);
    // The user chose `entry` in the palette (a click, even on the current entry, or moving to
    // it): set it and ask for the tool that places it, whatever tool is active.
    void chooseEntry(const PaletteEntry &entry);
    model::Direction direction() const { return m_direction; }
    void setDirection(model::Direction d);
    void rotate(int quarterTurns);

    // The current palette element as it would be placed (direction applied).
    model::Device currentDevice() const;
    model::Floor currentFloor() const;

signals:
    void entryChanged(const rf::editor::PaletteEntry &entry);
    void entryChosen(const rf::editor::PaletteEntry &entry);
    void directionChanged(rf::model::Direction d);
    void statusMessage(const QString &message);

private:
    BoardDocument *m_doc;
    BoardScene *m_scene;
    LayerModel *m_layers;
    PaletteEntry m_entry;
    model::Direction m_direction = model::Direction::North;
};

} // namespace rf::editor
