// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

#include <expected>

namespace rf::io {

// A QSaveFile that remembers the system's reason for the first failed write. Writing goes to a
// temporary file beside the target that replaces it only once everything is on disk, so a full
// disk, a failed write or a crash leaves any old file as it was. QSaveFile alone is not enough:
// painters (PNG, SVG, PDF) ignore failed writes, and a write that fills the disk is a short
// write to Qt, which it reports as "Unknown error" while errno holds the reason ("No space left
// on device").
class CheckedSaveFile : public QSaveFile {
public:
    explicit CheckedSaveFile(const QString &path) : QSaveFile(path) {}

    // Refuses what the output guard refuses (readfiles.h: a file this command read, a link to
    // nothing) before anything is written.
    bool open(OpenMode mode) override;

    // Flushes and commits; on failure (now or in any write before) the error is the reason
    // (without the file name), and the temporary file goes with this object.
    std::expected<void, QString> finish();
    bool failed() const { return !m_failure.isEmpty(); }

protected:
    qint64 writeData(const char *data, qint64 len) override;

private:
    QString reason() const;

    QString m_failure;
};

// Whether `path` is a file holding exactly `data` (read as the readers read, not kept as an
// input of the command): a writer leaves such a file alone instead of replacing it.
bool holdsBytes(const QString &path, const QByteArray &data);

// Writes `data` to `path` atomically. The error is the reason (without the file name).
std::expected<void, QString> saveFile(const QString &path, const QByteArray &data);

} // namespace rf::io
