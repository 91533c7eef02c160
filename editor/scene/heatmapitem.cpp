// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/heatmapitem.h"

#include "scene/boardview.h"
#include "scene/scenegeometry.h"

#include <QCoreApplication>
#include <QFont>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rf::editor {

// The legend: a scale from one to the busiest cell's count, beside the board right of its top
// right corner, where it covers no square (fitting views make room for it: kBesideBoardKey). It
// ignores the view's transformations so that it stays readable at any zoom; its local
// coordinates are screen pixels to the right of and below that corner.
class HeatLegendItem : public QGraphicsItem {
public:
    explicit HeatLegendItem(HeatMapItem *parent) : QGraphicsItem(parent), m_map(parent)
    {
        setFlag(ItemIgnoresTransformations);
        setAcceptedMouseButtons(Qt::NoButton);
        setData(kBesideBoardKey, true);
    }
    QRectF boundingRect() const override { return QRectF(kMargin, 0, kWidth, kHeight); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;

    static constexpr int kWidth = 280;
    static constexpr int kHeight = 92;
    static constexpr int kMargin = 6;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override
    {
        // Shown or hidden: fitting views make room for it, or give the room back; a view the
        // user zoomed fits again, so that a new heat map is seen whole with its legend.
        if (change == ItemVisibleHasChanged && scene())
            for (QGraphicsView *v : scene()->views())
                if (auto *board = qobject_cast<BoardView *>(v); board && (board->isFitting() || value.toBool()))
                    QMetaObject::invokeMethod(board, &BoardView::zoomToFit, Qt::QueuedConnection);
        return QGraphicsItem::itemChange(change, value);
    }

private:
    HeatMapItem *m_map;
};

void HeatLegendItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QStringList lines = m_map->legendLines();
    if (lines.size() < 4)
        return;
    p->translate(boundingRect().topLeft());
    p->setPen(QColor(90, 90, 90));
    p->setBrush(QColor(255, 255, 255, 225));
    p->drawRoundedRect(QRectF(0.5, 0.5, kWidth - 1, kHeight - 1), 4, 4);
    p->setPen(Qt::black);
    QFont f = p->font();
    f.setPixelSize(12);
    f.setBold(true);
    p->setFont(f);
    p->drawText(QRectF(8, 4, kWidth - 16, 16), Qt::AlignLeft | Qt::AlignVCenter, lines.at(0));
    f.setBold(false);
    f.setPixelSize(11);
    p->setFont(f);
    // Translations may be longer than the box: elide rather than cut off mid-letter.
    const auto fit = [&](const QString &text) { return p->fontMetrics().elidedText(text, Qt::ElideRight, kWidth - 16); };
    p->drawText(QRectF(8, 20, kWidth - 16, 16), Qt::AlignLeft | Qt::AlignVCenter, fit(lines.at(1)));
    // The bar shows the colours the board uses, from one to the maximum.
    const QRectF bar(8, 42, kWidth - 16, 14);
    const int steps = static_cast<int>(bar.width());
    const std::int64_t max = std::max<std::int64_t>(1, m_map->maxCount());
    p->setPen(Qt::NoPen);
    for (int i = 0; i < steps; ++i) {
        const double t = steps > 1 ? static_cast<double>(i) / (steps - 1) : 1.0;
        const auto count = std::max<std::int64_t>(1, std::llround(1.0 + t * static_cast<double>(max - 1)));
        p->setBrush(HeatMapItem::colour(m_map->kind(), count, max));
        p->drawRect(QRectF(bar.left() + i, bar.top(), 1.0, bar.height()));
    }
    p->setPen(QColor(90, 90, 90));
    p->setBrush(Qt::NoBrush);
    p->drawRect(bar);
    p->setPen(Qt::black);
    p->drawText(QRectF(bar.left(), bar.bottom() + 2, bar.width() / 2, 14), Qt::AlignLeft | Qt::AlignTop, lines.at(2));
    p->drawText(QRectF(bar.center().x(), bar.bottom() + 2, bar.width() / 2, 14), Qt::AlignRight | Qt::AlignTop, lines.at(3));
    p->drawText(QRectF(8, bar.bottom() + 16, kWidth - 16, 14), Qt::AlignLeft | Qt::AlignTop, fit(lines.at(4)));
}

HeatMapItem::HeatMapItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
    m_legend = new HeatLegendItem(this);
    m_legend->hide();
}

void HeatMapItem::setResult(const analysis::AnalysisResult &result, Kind kind, analysis::Skill skill)
{
    m_skill = skill;
    prepareGeometryChange();
    m_cells = kind == Kind::Deaths ? result.deaths : result.visits;
    m_width = result.width;
    m_height = result.height;
    m_kind = kind;
    m_games = result.games;
    m_max = m_cells.empty() ? 0 : *std::max_element(m_cells.begin(), m_cells.end());
    m_legend->setPos(m_width * kCellSize, 0);
    m_legend->setVisible(m_max > 0);
    m_legend->update();
    update();
}

void HeatMapItem::clear()
{
    prepareGeometryChange();
    m_cells.clear();
    m_width = m_height = 0;
    m_max = 0;
    m_legend->hide();
    update();
}

const QGraphicsItem *HeatMapItem::legend() const { return m_legend; }

QColor HeatMapItem::colour(Kind kind, std::int64_t count, std::int64_t max)
{
    QColor c = kind == Kind::Deaths ? QColor(220, 0, 0) : QColor(0, 80, 230);
    // Square root: a few very busy cells should not wash out the rest.
    const double level = max > 0 ? std::sqrt(static_cast<double>(std::clamp<std::int64_t>(count, 0, max)) / static_cast<double>(max)) : 0.0;
    c.setAlphaF(static_cast<float>(0.15 + 0.65 * level));
    return c;
}

QStringList HeatMapItem::legendLines() const
{
    if (m_max <= 0)
        return {};
    const QString title = m_kind == Kind::Deaths
                              ? QCoreApplication::translate("rf::editor::HeatMapItem", "Deaths per square")
                              : QCoreApplication::translate("rf::editor::HeatMapItem", "Visits per square");
    // Who played: the skill the analysis ran with.
    QString who;
    switch (m_skill) {
    case analysis::Skill::Random:
        who = QCoreApplication::translate("rf::editor::HeatMapItem", "%n game(s), robots with random programs", nullptr,
                                          m_games);
        break;
    case analysis::Skill::Novice:
        who = QCoreApplication::translate("rf::editor::HeatMapItem", "%n game(s), novice robots (greedy plans)",
                                          nullptr, m_games);
        break;
    case analysis::Skill::Expert:
        who = QCoreApplication::translate("rf::editor::HeatMapItem", "%n game(s), expert robots (planned programs)",
                                          nullptr, m_games);
        break;
    }
    const QString note =
        QCoreApplication::translate("rf::editor::HeatMapItem", "robots in all games; square-root scale");
    return {title, who, QStringLiteral("1"), QString::number(m_max), note};
}

QRectF HeatMapItem::boundingRect() const
{
    return QRectF(0, 0, m_width * kCellSize, m_height * kCellSize);
}

void HeatMapItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_cells.empty())
        return;
    if (m_max <= 0)
        return;
    p->setPen(Qt::NoPen);
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const std::int64_t n = m_cells[static_cast<std::size_t>(y * m_width + x)];
            if (n <= 0)
                continue;
            p->setBrush(colour(m_kind, n, m_max));
            p->drawRect(cellSceneRect(QPoint(x, y)));
        }
}

} // namespace rf::editor
