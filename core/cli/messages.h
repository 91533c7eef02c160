// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextStream>
#include <QtLogging>

// Qt and KArchive report a few problems themselves (qWarning), without the file they are about
// and with its text raw. While the CLI runs, their messages go through one handler: each becomes
// one escaped line on the command's error stream naming the file being read or written,
// "FILE: warning: MESSAGE [category]", and debug chatter is dropped.
namespace rf::cli {

// Routes Qt's messages to `err` for its lifetime (run() holds one), then restores the handler
// that was there before.
class MessageScope {
public:
    explicit MessageScope(QTextStream &err);
    ~MessageScope();
    MessageScope(const MessageScope &) = delete;
    MessageScope &operator=(const MessageScope &) = delete;

private:
    QtMessageHandler m_previous;
    QTextStream *m_previousErr;
};

// Names the file a command works on for its lifetime: messages from Qt and KArchive say it.
class FileScope {
public:
    explicit FileScope(const QString &file);
    ~FileScope();
    FileScope(const FileScope &) = delete;
    FileScope &operator=(const FileScope &) = delete;

private:
    QString m_previous;
};

} // namespace rf::cli
