// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validate/diagnostic.h"

#include <QGraphicsItem>

#include <vector>

namespace rf::editor {

// The validator's findings on the canvas itself: each square or border a diagnostic names is
// outlined in the severity's colour (errors red, warnings amber), squares with a badge in their
// corner, so a problem is seen where it is, not only in the list.
class DiagnosticsItem : public QGraphicsItem {
public:
    explicit DiagnosticsItem(QGraphicsItem *parent = nullptr);
    void setDiagnostics(const std::vector<validate::Diagnostic> &diagnostics);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    static QColor colour(validate::Severity severity);
    // The place of each mark, in scene coordinates (squares, then borders), for tests.
    QList<QRectF> markRects() const;

private:
    struct Mark {
        std::optional<model::Point> cell;
        std::optional<model::EdgePos> edge;
        validate::Severity severity = validate::Severity::Error;
    };
    std::vector<Mark> m_marks;
    QRectF m_bounds;
};

} // namespace rf::editor
