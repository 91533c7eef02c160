// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QTreeView;

namespace rf::editor {

class LayerModel;

// The layers panel: visibility, lock and opacity per layer; clicking a row makes it current.
class LayersPanel : public QWidget {
    Q_OBJECT
public:
    LayersPanel(LayerModel *model, QWidget *parent = nullptr);
    QTreeView *view() const { return m_view; }

private:
    LayerModel *m_model;
    QTreeView *m_view;
};

} // namespace rf::editor
