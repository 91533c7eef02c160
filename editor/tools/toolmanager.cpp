// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/toolmanager.h"

#include "tools/edgetool.h"
#include "tools/filltools.h"
#include "tools/pointtools.h"
#include "tools/selecttool.h"
#include "tools/stroketools.h"
#include "tools/toolcontext.h"

#include <QAction>
#include <QActionGroup>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>

namespace rf::editor {

using namespace rf::model;

namespace {

// Draws the glyph vectorially at whatever size and pixel ratio the toolbar asks for.
class GlyphEngine : public QIconEngine {
public:
    explicit GlyphEngine(QString id) : m_id(std::move(id)) {}
    QIconEngine *clone() const override { return new GlyphEngine(m_id); }
    void paint(QPainter *p, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->translate(rect.topLeft());
        p->scale(rect.width() / 24.0, rect.height() / 24.0);
        const QColor ink = mode == QIcon::Disabled ? QColor(150, 150, 150) : QColor(50, 55, 62);
        const QColor accent = mode == QIcon::Disabled ? QColor(180, 180, 180) : QColor(0xe0, 0x8a, 0x1e);
        p->setPen(QPen(ink, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->setBrush(Qt::NoBrush);
        if (m_id == QLatin1String("paint")) {
            p->setBrush(accent);
            p->drawRoundedRect(QRectF(3, 13, 8, 8), 1.5, 1.5);
            p->setBrush(Qt::NoBrush);
            p->drawLine(QPointF(9, 15), QPointF(20, 4));
            p->drawLine(QPointF(18, 3), QPointF(21, 6));
        } else if (m_id == QLatin1String("erase")) {
            p->translate(12, 12);
            p->rotate(-35);
            p->drawRect(QRectF(-8, -4, 16, 8));
            p->setBrush(QColor(0xd0, 0x50, 0x50));
            p->drawRect(QRectF(-8, -4, 6, 8));
        } else if (m_id == QLatin1String("rectfill")) {
            p->setBrush(accent);
            p->drawRect(QRectF(4, 6, 16, 12));
        } else if (m_id == QLatin1String("floodfill")) {
            QPainterPath drop;
            drop.moveTo(12, 3);
            drop.cubicTo(20, 13, 18, 21, 12, 21);
            drop.cubicTo(6, 21, 4, 13, 12, 3);
            p->setBrush(accent);
            p->drawPath(drop);
        } else if (m_id == QLatin1String("edge")) {
            p->setPen(QPen(QColor(150, 150, 150), 1));
            p->drawRect(QRectF(3, 3, 18, 18));
            p->drawLine(QPointF(12, 3), QPointF(12, 21));
            p->setPen(QPen(accent, 3.2, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(QPointF(3, 12), QPointF(21, 12));
        } else if (m_id == QLatin1String("belt")) {
            p->setBrush(QColor(0xf2, 0xc2, 0x2e));
            p->drawRoundedRect(QRectF(7, 3, 10, 18), 2, 2);
            p->setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p->drawPolyline(QPolygonF{QPointF(9, 12), QPointF(12, 8), QPointF(15, 12)});
            p->drawPolyline(QPolygonF{QPointF(9, 17), QPointF(12, 13), QPointF(15, 17)});
        } else if (m_id == QLatin1String("select")) {
            QPen pen(ink, 1.6, Qt::DashLine);
            p->setPen(pen);
            p->drawRect(QRectF(3, 5, 18, 14));
        } else if (m_id == QLatin1String("eyedropper")) {
            p->drawLine(QPointF(5, 19), QPointF(15, 9));
            p->setBrush(accent);
            p->drawEllipse(QPointF(17, 7), 3.5, 3.5);
        } else if (m_id == QLatin1String("marker-checkpoint")) {
            p->drawLine(QPointF(7, 21), QPointF(7, 3));
            p->setBrush(accent);
            p->drawPolygon(QPolygonF{QPointF(7, 3), QPointF(19, 7), QPointF(7, 11)});
        } else if (m_id == QLatin1String("marker-start") || m_id == QLatin1String("marker-dock")) {
            p->drawEllipse(QRectF(4, 4, 16, 16));
            p->setBrush(accent);
            p->drawPolygon(QPolygonF{QPointF(12, 6), QPointF(17, 16), QPointF(7, 16)});
        } else if (m_id == QLatin1String("board")) {
            p->setBrush(QColor(0x9a, 0xa3, 0xad));
            p->drawRect(QRectF(3, 3, 10, 10));
            p->setBrush(accent);
            p->drawRect(QRectF(11, 11, 10, 10));
        }
        p->restore();
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pm(size * scale);
        pm.fill(Qt::transparent);
        pm.setDevicePixelRatio(scale);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(), size), mode, state);
        return pm;
    }

private:
    QString m_id;
};

} // namespace

QIcon toolIcon(const QString &id) { return QIcon(new GlyphEngine(id)); }

ToolManager::ToolManager(ToolContext *context, QObject *parent) : QObject(parent), m_context(context)
{
    auto *eyedropper = new EyedropperTool(context, this);
    m_tools = {new SelectTool(context, this),
               new PaintTool(context, this),
               new RectFillTool(context, this),
               new FloodFillTool(context, this),
               new EraseTool(context, this),
               new EdgeTool(context, this),
               new BeltTool(context, this),
               eyedropper,
               new MarkerTool(context, MarkerKind::Checkpoint, this),
               new MarkerTool(context, MarkerKind::Start, this),
               new MarkerTool(context, MarkerKind::Dock, this),
               new BoardTool(context, this)};
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    for (Tool *tool : m_tools) {
        auto *action = new QAction(toolIcon(tool->id()), tool->name(), this);
        action->setObjectName(QStringLiteral("tool-") + tool->id());
        action->setCheckable(true);
        action->setToolTip(tool->toolTip());
        action->setStatusTip(tool->toolTip());
        action->setWhatsThis(tool->whatsThis());
        action->setShortcut(tool->shortcut());
        action->setData(tool->id());
        m_group->addAction(action);
        m_actions.append(action);
        connect(action, &QAction::triggered, this, [this, tool] { setCurrentTool(tool); });
    }
    connect(eyedropper, &EyedropperTool::picked, this, [this] {
        if (m_beforeEyedropper)
            setCurrentTool(m_beforeEyedropper);
        onEntryChanged(m_context->entry()); // a picked wall wants the edge tool, and so on
    });
    connect(context, &ToolContext::entryChanged, this, &ToolManager::onEntryChanged);
    connect(context, &ToolContext::entryChosen, this, &ToolManager::switchToPlace);
    setCurrentTool(QStringLiteral("paint"));
}

ToolManager::~ToolManager() = default;

Tool *ToolManager::tool(const QString &id) const
{
    for (Tool *t : m_tools)
        if (t->id() == id)
            return t;
    return nullptr;
}

void ToolManager::setCurrentTool(const QString &id)
{
    if (Tool *t = tool(id))
        setCurrentTool(t);
}

void ToolManager::setCurrentTool(Tool *tool)
{
    if (!tool || tool == m_current)
        return;
    if (m_current)
        m_current->deactivate();
    if (tool->id() == QLatin1String("eyedropper"))
        m_beforeEyedropper = m_current;
    m_current = tool;
    m_current->activate();
    const int i = static_cast<int>(m_tools.indexOf(tool));
    m_actions[i]->setChecked(true);
    emit currentToolChanged(tool);
}

void ToolManager::onEntryChanged(const PaletteEntry &entry)
{
    // Only switch between the tools that put palette elements; leave select, erase, etc.
    if (m_current && placesElements(m_current->id()))
        switchToPlace(entry);
}

bool ToolManager::placesElements(const QString &id)
{
    return id == QLatin1String("paint") || id == QLatin1String("edge") || id.startsWith(QLatin1String("marker-")) ||
           id == QLatin1String("rectfill") || id == QLatin1String("floodfill") || id == QLatin1String("belt");
}

// The tool that places `entry`; the fills and the belt path are kept for what they can place.
void ToolManager::switchToPlace(const PaletteEntry &entry)
{
    const QString current = m_current ? m_current->id() : QString();
    const bool fill = current == QLatin1String("rectfill") || current == QLatin1String("floodfill");
    switch (entry.type) {
    case PaletteEntry::Type::Edge: setCurrentTool(QStringLiteral("edge")); break;
    case PaletteEntry::Type::Marker:
        setCurrentTool(QStringLiteral("marker-") + QString::fromUtf8(markerKindName(entry.marker).data()));
        break;
    case PaletteEntry::Type::Device:
        // Belts: the belt path tool, unless the user paints or fills them square by square.
        if (entry.device.kind == DeviceKind::Belt && !fill && current != QLatin1String("paint"))
            setCurrentTool(QStringLiteral("belt"));
        else if (entry.device.kind != DeviceKind::Belt && !fill)
            setCurrentTool(QStringLiteral("paint"));
        break;
    case PaletteEntry::Type::Floor:
        if (!fill)
            setCurrentTool(QStringLiteral("paint"));
        break;
    }
}

void ToolManager::mousePressed(const CanvasEvent &event)
{
    if (m_current)
        m_current->mousePressed(event);
}

void ToolManager::mouseMoved(const CanvasEvent &event)
{
    if (m_current)
        m_current->mouseMoved(event);
}

void ToolManager::mouseReleased(const CanvasEvent &event)
{
    if (m_current)
        m_current->mouseReleased(event);
}

void ToolManager::cancel()
{
    if (m_current)
        m_current->cancel();
}

bool ToolManager::keyPressed(QKeyEvent *event)
{
    return m_current && m_current->keyPressed(event);
}

bool ToolManager::highlightsEdges() const
{
    return m_current && m_current->highlightsEdges();
}

} // namespace rf::editor
