// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diagnosticsmodel.h"

#include "words/elementnames.h"

#include <QApplication>
#include <QStyle>

#include <algorithm>

namespace rf::editor {

using validate::Diagnostic;
using validate::Severity;

DiagnosticsModel::DiagnosticsModel(QObject *parent) : QAbstractItemModel(parent) {}

void DiagnosticsModel::setDiagnostics(std::vector<Diagnostic> diagnostics)
{
    if (diagnostics == m_items)
        return;
    beginResetModel();
    m_items = std::move(diagnostics);
    endResetModel();
}

const Diagnostic *DiagnosticsModel::diagnostic(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= static_cast<int>(m_items.size()))
        return nullptr;
    return &m_items[static_cast<std::size_t>(index.row())];
}

int DiagnosticsModel::errorCount() const
{
    return static_cast<int>(std::ranges::count_if(m_items, [](const Diagnostic &d) { return d.severity == Severity::Error; }));
}

int DiagnosticsModel::warningCount() const { return static_cast<int>(m_items.size()) - errorCount(); }

QModelIndex DiagnosticsModel::index(int row, int column, const QModelIndex &parent) const
{
    return hasIndex(row, column, parent) ? createIndex(row, column) : QModelIndex();
}

QModelIndex DiagnosticsModel::parent(const QModelIndex &) const { return {}; }
int DiagnosticsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_items.size()); }
int DiagnosticsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString DiagnosticsModel::placeText(const Diagnostic &d)
{
    if (d.cell)
        return tr("%1, %2").arg(d.cell->x).arg(d.cell->y);
    if (d.edge)
        return d.edge->axis == model::EdgePos::Axis::Horizontal ? tr("north of %1, %2").arg(d.edge->x).arg(d.edge->y)
                                                               : tr("west of %1, %2").arg(d.edge->x).arg(d.edge->y);
    return tr("course");
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    const Diagnostic *d = diagnostic(index);
    if (!d)
        return {};
    const bool error = d->severity == Severity::Error;
    switch (index.column()) {
    case SeverityColumn:
        if (role == Qt::DisplayRole)
            return error ? tr("Error") : tr("Warning");
        if (role == Qt::DecorationRole && qobject_cast<QApplication *>(QCoreApplication::instance()))
            return QApplication::style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        break;
    case PlaceColumn:
        if (role == Qt::DisplayRole)
            return placeText(*d);
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return words::diagnosticMessage(*d);
        break;
    case CodeColumn:
        if (role == Qt::DisplayRole)
            return QString::fromStdString(d->code);
        break;
    default: break;
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case PlaceColumn: return tr("Place");
    case MessageColumn: return tr("Message");
    case CodeColumn: return tr("Code");
    default: return {};
    }
}

} // namespace rf::editor
