// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/verticalscroll.h"

#include <QScrollArea>

namespace rf::editor {

QWidget *verticalScroll(QWidget *inner, const QString &objectName)
{
    auto *scroll = new QScrollArea;
    scroll->setObjectName(objectName);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // long rows are cut; tooltips have them whole
    scroll->setWidget(inner);
    return scroll;
}

} // namespace rf::editor
