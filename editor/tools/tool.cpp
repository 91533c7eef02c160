// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/tool.h"

#include "document/boarddocument.h"
#include "scene/boardscene.h"
#include "tools/toolcontext.h"

#include <QPainter>

namespace rf::editor {

Tool::Tool(ToolContext *context, QObject *parent) : QObject(parent), m_context(context) {}

QIcon Tool::icon() const { return {}; }

void Tool::activate()
{
    m_context->scene()->setToolOverlay([this](QPainter &p) { paintOverlay(p); });
}

void Tool::deactivate()
{
    cancel();
    m_context->scene()->setToolOverlay({});
}

void Tool::beginGesture() { m_context->document()->beginGesture(); }
void Tool::endGesture() { m_context->document()->endGesture(); }
void Tool::refreshOverlay() { m_context->scene()->updateOverlay(); }
void Tool::showStatus(const QString &message) { emit m_context->statusMessage(message); }

} // namespace rf::editor
