// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggerdnd.h"

#include "words/tracetexts.h"

#include <QDragEnterEvent>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QMimeData>

namespace rf::debugger {

CardList::CardList(QWidget *parent) : QListWidget(parent)
{
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setObjectName(QStringLiteral("deckList"));
    setToolTip(tr("Drag a card onto a register"));
}

void CardList::setCards(std::span<const model::Card> cards, bool priorities)
{
    clear();
    for (const model::Card &c : cards) {
        auto *item = new QListWidgetItem(words::cardTitle(c, priorities), this);
        item->setData(Qt::UserRole, QString::fromStdString(model::cardText(c)));
    }
}

QStringList CardList::mimeTypes() const { return {QString::fromLatin1(kCardMime)}; }

QMimeData *CardList::mimeData(const QList<QListWidgetItem *> &items) const
{
    if (items.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kCardMime), items.front()->data(Qt::UserRole).toString().toUtf8());
    mime->setText(items.front()->text());
    return mime;
}

RobotList::RobotList(QWidget *parent) : QListWidget(parent)
{
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setObjectName(QStringLiteral("robotList"));
    setToolTip(tr("Drag a robot onto the board to place it there"));
}

void RobotList::setRobots(const QStringList &names)
{
    clear();
    for (int i = 0; i < names.size(); ++i)
        (new QListWidgetItem(names.at(i), this))->setData(Qt::UserRole, i);
    (new QListWidgetItem(tr("New robot"), this))->setData(Qt::UserRole, -1);
}

QStringList RobotList::mimeTypes() const { return {QString::fromLatin1(kRobotMime)}; }

QMimeData *RobotList::mimeData(const QList<QListWidgetItem *> &items) const
{
    if (items.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kRobotMime), QByteArray::number(items.front()->data(Qt::UserRole).toInt()));
    return mime;
}

DropFilter::DropFilter(QWidget *target, const char *mime, Accept accept, Drop drop)
    : QObject(target), m_mime(QString::fromLatin1(mime)), m_accept(std::move(accept)), m_drop(std::move(drop))
{
    target->setAcceptDrops(true);
    target->installEventFilter(this);
}

bool DropFilter::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *e = static_cast<QDragMoveEvent *>(event);
        const bool ok = e->mimeData()->hasFormat(m_mime) && m_accept(e->mimeData()->data(m_mime), e->position().toPoint());
        if (ok)
            e->acceptProposedAction();
        else
            e->ignore();
        return true;
    }
    case QEvent::Drop: {
        auto *e = static_cast<QDropEvent *>(event);
        if (!e->mimeData()->hasFormat(m_mime) || !m_accept(e->mimeData()->data(m_mime), e->position().toPoint())) {
            e->ignore();
            return true;
        }
        e->acceptProposedAction();
        m_drop(e->mimeData()->data(m_mime), e->position().toPoint());
        return true;
    }
    default: return QObject::eventFilter(watched, event);
    }
}

} // namespace rf::debugger
