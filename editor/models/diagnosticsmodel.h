// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validate/diagnostic.h"

#include <QAbstractItemModel>

#include <vector>

namespace rf::editor {

// The validator's findings as a table: severity (icon), place, message, code.
class DiagnosticsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, PlaceColumn, MessageColumn, CodeColumn, ColumnCount };

    explicit DiagnosticsModel(QObject *parent = nullptr);

    void setDiagnostics(std::vector<validate::Diagnostic> diagnostics);
    const std::vector<validate::Diagnostic> &diagnostics() const { return m_items; }
    const validate::Diagnostic *diagnostic(const QModelIndex &index) const;
    int errorCount() const;
    int warningCount() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString placeText(const validate::Diagnostic &d);

private:
    std::vector<validate::Diagnostic> m_items;
};

} // namespace rf::editor
