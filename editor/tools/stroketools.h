// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QList>

namespace rf::editor {

// The cells from a to b, each a side-neighbour of the previous one (so fast drags leave no
// gaps and belt paths stay connected).
QList<QPoint> cellsAlong(QPoint a, QPoint b);

// Base of the tools that collect the cells the mouse drags over and act on release.
class StrokeTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void cancel() override;
    const QList<QPoint> &stroke() const { return m_stroke; }

protected:
    // Called on release with the cells of the stroke, in order, without repeats unless
    // `allowRevisit()`; returns nothing: subclasses push their command.
    virtual void finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers modifiers) = 0;
    virtual bool canStart() { return true; }
    virtual bool allowRevisit() const { return false; }
    bool active() const { return m_active; }

private:
    void addCell(QPoint c);
    QList<QPoint> m_stroke;
    bool m_active = false;
    Qt::KeyboardModifiers m_modifiers{};
};

// Paints the palette's floor or device on the cells dragged over.
class PaintTool : public StrokeTool {
    Q_OBJECT
public:
    using StrokeTool::StrokeTool;
    QString id() const override { return QStringLiteral("paint"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_B); }
    void paintOverlay(QPainter &p) override;

protected:
    bool canStart() override;
    void finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers modifiers) override;
};

// Erases what the current layer holds on the cells dragged over (Shift: every unlocked layer).
class EraseTool : public StrokeTool {
    Q_OBJECT
public:
    using StrokeTool::StrokeTool;
    QString id() const override { return QStringLiteral("erase"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_E); }
    void paintOverlay(QPainter &p) override;

protected:
    void finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers modifiers) override;
};

// Lays a belt along the dragged path; curves and merges form automatically.
class BeltTool : public StrokeTool {
    Q_OBJECT
public:
    using StrokeTool::StrokeTool;
    QString id() const override { return QStringLiteral("belt"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_T); }
    void paintOverlay(QPainter &p) override;

protected:
    bool canStart() override;
    bool allowRevisit() const override { return false; }
    void finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers modifiers) override;
};

} // namespace rf::editor
