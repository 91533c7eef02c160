// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QWidget>

#include <vector>

namespace rf::editor {

// The picture of Board > Resize Board: the old board's squares, the new frame at the offset,
// the squares that fall outside it tinted red and those carrying an element that would be cut
// marked with a cross. Drawn in the old board's coordinates, scaled to fit.
class ResizePreview : public QWidget {
    Q_OBJECT
public:
    explicit ResizePreview(QWidget *parent = nullptr);

    // `offset`: where the old top-left square lands in the new board; `lost`: old squares that
    // hold a cut element.
    void setState(model::Size oldSize, model::Size newSize, model::Point offset, std::vector<model::Point> lost);

    // The new frame in the old board's squares (for tests).
    QRect frame() const;

    QSize sizeHint() const override { return {260, 260}; }
    QSize minimumSizeHint() const override { return {120, 120}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    model::Size m_old{};
    model::Size m_new{};
    model::Point m_offset{};
    std::vector<model::Point> m_lost;
};

} // namespace rf::editor
