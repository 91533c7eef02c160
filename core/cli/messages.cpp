// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/messages.h"

#include "cli/printable.h"

#include <QMutex>

namespace rf::cli {

namespace {

// One command runs at a time; its analysis threads may warn at once, hence the lock.
QMutex g_lock;
QTextStream *g_err = nullptr;
QString g_file;

void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg)
        return;
    const QMutexLocker lock(&g_lock);
    if (!g_err)
        return;
    const QString who = g_file.isEmpty() ? QStringLiteral("rallyforge-cli") : printable(g_file);
    const QString category = context.category && qstrcmp(context.category, "default") != 0
                                 ? QStringLiteral(" [%1]").arg(QString::fromUtf8(context.category))
                                 : QString();
    *g_err << who << ": warning: " << printable(message) << category << '\n';
    g_err->flush();
}

} // namespace

MessageScope::MessageScope(QTextStream &err)
{
    const QMutexLocker lock(&g_lock);
    m_previousErr = g_err;
    g_err = &err;
    m_previous = qInstallMessageHandler(&handle);
}

MessageScope::~MessageScope()
{
    qInstallMessageHandler(m_previous);
    const QMutexLocker lock(&g_lock);
    g_err = m_previousErr;
}

FileScope::FileScope(const QString &file)
{
    const QMutexLocker lock(&g_lock);
    m_previous = g_file;
    g_file = file;
}

FileScope::~FileScope()
{
    const QMutexLocker lock(&g_lock);
    g_file = m_previous;
}

} // namespace rf::cli
