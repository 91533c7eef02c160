// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/paletteentry.h"

#include <QHash>
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
    // The turn belongs to the element: each palette entry keeps the direction the user last gave
    // it (R, Shift+R, an eyedropper pick), and one never turned faces north. Turning a ramp does
    // not turn the next belt.
    model::Direction direction() const { return m_direction; }
    void setDirection(model::Direction d);
    void rotate(int quarterTurns);
    // Whether the user gave the current entry a direction (else it faces its default).
    bool directionChosen() const;
    // The direction the current entry gets on `cell`: a ramp beside exactly one higher square
    // climbs towards it, whatever the turn (any other way is a validation error); else
    // direction() (the user's turn, R).
    model::Direction directionAt(model::Point cell) const;

    // The current palette element as it would be placed (direction applied).
    model::Device currentDevice() const;
    model::Device currentDeviceAt(model::Point cell) const;
    model::Floor currentFloor() const;

signals:
    void entryChanged(const rf::editor::PaletteEntry &entry);
    void entryChosen(const rf::editor::PaletteEntry &entry);
    void directionChanged(rf::model::Direction d);
    void statusMessage(const QString &message);

private:
    void applyDirection(model::Direction d);
    BoardDocument *m_doc;
    BoardScene *m_scene;
    LayerModel *m_layers;
    PaletteEntry m_entry;
    model::Direction m_direction = model::Direction::North;
    QHash<QString, model::Direction> m_directions; // by entry key: the turns the user chose
};

} // namespace rf::editor
