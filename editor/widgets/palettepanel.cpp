// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/palettepanel.h"

#include "models/palettemodel.h"
#include "render/boardrenderer.h"
#include "tools/toolcontext.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::editor {

using namespace rf::model;

namespace {

constexpr int kIconSize = 32;

// The palette filtered by the search text, best matches first: an entry named exactly as typed,
// then names starting with it, then the rest (each group, by its best entry, likewise); without
// a search, the model's order.
class PaletteFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setSearch(const QString &text)
    {
        m_text = text.trimmed();
        setFilterFixedString(text);
        invalidate();
        sort(0);
    }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const int a = rank(left);
        const int b = rank(right);
        return a != b ? a < b : left.row() < right.row();
    }

private:
    int rank(const QModelIndex &source) const
    {
        constexpr int kOther = 2;
        if (m_text.isEmpty())
            return kOther;
        const int children = sourceModel()->rowCount(source);
        if (children > 0) {
            int best = kOther;
            for (int r = 0; r < children; ++r)
                best = std::min(best, rank(sourceModel()->index(r, 0, source)));
            return best;
        }
        const QString name = source.data(Qt::DisplayRole).toString();
        if (name.compare(m_text, Qt::CaseInsensitive) == 0)
            return 0;
        return name.startsWith(m_text, Qt::CaseInsensitive) ? 1 : kOther;
    }

    QString m_text;
};

} // namespace

PalettePanel::PalettePanel(ToolContext *context, const render::BoardRenderer &renderer, QWidget *parent)
    : QWidget(parent)
    , m_context(context)
    , m_model(new PaletteModel(this))
    , m_proxy(new PaletteFilter(this))
{
    m_model->setIconProvider([&renderer, this](const PaletteEntry &e) {
        const qreal dpr = devicePixelRatioF();
        render::Element element;
        switch (e.type) {
        case PaletteEntry::Type::Floor: element = Floor{e.floor, e.floor == FloorKind::Water ? std::optional<Direction>(Direction::North) : std::nullopt}; break;
        case PaletteEntry::Type::Device: element = e.device; break;
        case PaletteEntry::Type::Edge: element = e.edge; break;
        case PaletteEntry::Type::Marker: {
            Marker m;
            m.kind = e.marker;
            element = m;
            break;
        }
        }
        return QIcon(renderer.elementIcon(element, kIconSize, dpr));
    });
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(PaletteModel::SearchTextRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true);

    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search elements"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Type part of an element's name to filter the palette"));
    m_view = new QTreeView(this);
    m_view->setModel(m_proxy);
    m_view->setHeaderHidden(true);
    m_view->setIconSize(QSize(kIconSize, kIconSize));
    // Not uniform: the first row is a group heading without an icon, and uniform rows took its
    // height, so the icons of the entries overlapped and descenders and umlauts were cut off.
    m_view->setUniformRowHeights(false);
    m_view->setWhatsThis(tr("<b>Palette</b><p>The elements you can put on the board, in groups. Choose one and "
                            "paint with it; walls and edge features switch to the edge tool, markers to the marker "
                            "tool. R and Shift+R turn the element.</p>"));
    m_view->expandAll();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_search);
    layout->addWidget(m_view);

    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        {
            // The rows the filter hides move the view's current row; that is not the user's pick.
            const QScopedValueRollback<bool> filtering(m_filtering, true);
            static_cast<PaletteFilter *>(m_proxy)->setSearch(text);
        }
        m_view->expandAll();
        selectKey(m_context->entry().key);
        // The pick filtered out: nothing is marked (the filter had moved the mark to a row the
        // user never chose), so Down starts at the first element found.
        if (const PaletteEntry *e = m_model->entry(m_proxy->mapToSource(m_view->currentIndex()));
            !e || e->key != m_context->entry().key) {
            const QScopedValueRollback<bool> filtering(m_filtering, true);
            m_view->setCurrentIndex({});
        }
        // An element named as typed comes first (PaletteFilter) and is shown, even when the
        // current pick lies further down.
        const QModelIndex best = m_proxy->index(0, 0, m_proxy->index(0, 0));
        if (best.isValid() && best.data(Qt::DisplayRole).toString().compare(text.trimmed(), Qt::CaseInsensitive) == 0)
            m_view->scrollTo(best, QAbstractItemView::PositionAtTop);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (const PaletteEntry *e = m_model->entry(m_proxy->mapToSource(current)); e && !m_filtering)
            if (e->key != m_context->entry().key)
                m_context->chooseEntry(*e);
    });
    // A click on the current entry chooses it again: back to the tool that places it.
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        if (const PaletteEntry *e = m_model->entry(m_proxy->mapToSource(index)))
            m_context->chooseEntry(e->key == m_context->entry().key ? m_context->entry() : *e);
    });
    connect(context, &ToolContext::entryChanged, this, [this](const PaletteEntry &e) { selectKey(e.key); });
    selectKey(context->entry().key);
}

bool PalettePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_search || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Down: moveMark(1); return true;
    case Qt::Key_Up: moveMark(-1); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter: pickMarked(); return true;
    case Qt::Key_Escape:
        if (m_search->text().isEmpty())
            return false; // the window's Esc
        m_search->clear();
        return true;
    default: return QWidget::eventFilter(watched, event);
    }
}

QList<QModelIndex> PalettePanel::visibleEntries() const
{
    QList<QModelIndex> out;
    for (int g = 0; g < m_proxy->rowCount(); ++g) {
        const QModelIndex group = m_proxy->index(g, 0);
        for (int r = 0; r < m_proxy->rowCount(group); ++r)
            out << m_proxy->index(r, 0, group);
    }
    return out;
}

// Marks the next (or previous) element found without picking it: the field keeps the focus and
// the user may go on typing.
void PalettePanel::moveMark(int step)
{
    const QList<QModelIndex> entries = visibleEntries();
    if (entries.isEmpty())
        return;
    const qsizetype at = entries.indexOf(m_view->currentIndex());
    const qsizetype next =
        at < 0 ? (step > 0 ? 0 : entries.size() - 1) : std::clamp<qsizetype>(at + step, 0, entries.size() - 1);
    const QScopedValueRollback<bool> marking(m_filtering, true);
    m_view->setCurrentIndex(entries[next]);
    m_view->scrollTo(entries[next]);
}

void PalettePanel::pickMarked()
{
    const QList<QModelIndex> entries = visibleEntries();
    if (entries.isEmpty())
        return;
    const QModelIndex marked = entries.contains(m_view->currentIndex()) ? m_view->currentIndex() : entries.front();
    if (const PaletteEntry *e = m_model->entry(m_proxy->mapToSource(marked)))
        m_context->chooseEntry(e->key == m_context->entry().key ? m_context->entry() : *e);
}

void PalettePanel::selectKey(const QString &key)
{
    const QModelIndex i = m_proxy->mapFromSource(m_model->indexOfKey(key));
    if (i.isValid() && m_view->currentIndex() != i)
        m_view->setCurrentIndex(i);
}

} // namespace rf::editor
