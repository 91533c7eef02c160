// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {

class PaletteModel;
class ToolContext;

// The searchable palette: a filter field over the grouped element tree. Choosing an entry
// makes it the tool context's current element; the eyedropper's picks select it back. In the
// search field, Down and Up move through the elements found, Enter picks the one marked (or the
// first found) and Esc clears the search.
class PalettePanel : public QWidget {
    Q_OBJECT
public:
    PalettePanel(ToolContext *context, const render::BoardRenderer &renderer, QWidget *parent = nullptr);

    PaletteModel *model() const { return m_model; }
    QLineEdit *searchField() const { return m_search; }
    QTreeView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void selectKey(const QString &key);
    // The elements the filter shows, in the order of the view.
    QList<QModelIndex> visibleEntries() const;
    void moveMark(int step);
    void pickMarked();
    ToolContext *m_context;
    PaletteModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QTreeView *m_view;
    bool m_filtering = false;
};

} // namespace rf::editor
