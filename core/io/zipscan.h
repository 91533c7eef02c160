// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <expected>
#include <vector>

// A bounds-checked reader of a zip's central directory and first local header. The pack reader
// checks names, counts and declared sizes with it before KZip extracts anything, so that a
// hostile archive is refused by a rule rather than by whatever the extractor does with it.
namespace rf::io::zip {

struct CentralEntry {
    QString name;
    quint16 flags = 0;           // general purpose bits; bit 0 = encrypted
    quint16 method = 0;          // 0 = stored, 8 = deflated
    quint32 crc32 = 0;
    quint32 compressedSize = 0;
    quint32 uncompressedSize = 0; // as declared
    quint32 localOffset = 0;
};

struct FirstLocal {
    QString name;
    quint16 method = 0;
    QByteArray data; // the stored bytes (only meaningful when method == 0)
};

struct ScanError {
    QString message;
};

// The central directory entries in archive order. Refuses archives with more than
// `maxEntries` entries before reading them.
std::expected<std::vector<CentralEntry>, ScanError> centralDirectory(const QByteArray &zip, int maxEntries);
// The local header at offset 0 and up to `maxData` bytes of its data, whose stored size is
// `size` (taken from the central directory: local headers may defer sizes to a descriptor).
std::expected<FirstLocal, ScanError> firstLocalEntry(const QByteArray &zip, quint32 size, qsizetype maxData);

// The CRC-32 that zip archives store for each entry (ISO 3309, as zlib's crc32()).
quint32 crc32(const QByteArray &data);

} // namespace rf::io::zip
