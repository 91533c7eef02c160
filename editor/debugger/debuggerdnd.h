// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QListWidget>

#include <functional>
#include <span>

// Drag and drop in the debugger: cards from the deck onto register slots, robots from the robot
// list onto the board.
namespace rf::debugger {

// Card text ("move1:500") of a dragged card.
inline constexpr char kCardMime[] = "application/x-rallyforge-card";
// Index of a dragged robot in the scenario, or -1 for a new robot.
inline constexpr char kRobotMime[] = "application/x-rallyforge-robot";

// The cards to drag onto a register: the whole deck with the classic priorities shown, or the
// renegade card kinds.
class CardList : public QListWidget {
    Q_OBJECT
public:
    explicit CardList(QWidget *parent = nullptr);
    void setCards(std::span<const model::Card> cards, bool priorities);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;
};

// The scenario's robots and a "New robot" entry, to drag onto the board.
class RobotList : public QListWidget {
    Q_OBJECT
public:
    explicit RobotList(QWidget *parent = nullptr);
    void setRobots(const QStringList &names);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;
};

// Accepts drags of one MIME type on a widget: `accept` says whether the data may be dropped at
// a point of the widget (e.g. not onto a locked register), `drop` applies it.
class DropFilter : public QObject {
public:
    using Accept = std::function<bool(const QByteArray &data, QPoint pos)>;
    using Drop = std::function<void(const QByteArray &data, QPoint pos)>;
    DropFilter(QWidget *target, const char *mime, Accept accept, Drop drop);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString m_mime;
    Accept m_accept;
    Drop m_drop;
};

} // namespace rf::debugger
