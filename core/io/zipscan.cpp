// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/zipscan.h"

#include <algorithm>
#include <array>

namespace rf::io::zip {

namespace {

constexpr quint32 kLocalSig = 0x04034b50;
constexpr quint32 kCentralSig = 0x02014b50;
constexpr quint32 kEndSig = 0x06054b50;
constexpr qsizetype kEndSize = 22;
constexpr qsizetype kCentralSize = 46;
constexpr qsizetype kLocalSize = 30;

// Little-endian reads; callers check the range first.
quint16 u16(const QByteArray &b, qsizetype at)
{
    return static_cast<quint16>(static_cast<unsigned char>(b[at]) | (static_cast<unsigned char>(b[at + 1]) << 8));
}
quint32 u32(const QByteArray &b, qsizetype at)
{
    return static_cast<quint32>(u16(b, at)) | (static_cast<quint32>(u16(b, at + 2)) << 16);
}
bool fits(const QByteArray &b, qsizetype at, qsizetype n) { return at >= 0 && n >= 0 && at <= b.size() && n <= b.size() - at; }

} // namespace

quint32 crc32(const QByteArray &data)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    quint32 c = 0xFFFFFFFFu;
    for (const char byte : data)
        c = table[(c ^ static_cast<unsigned char>(byte)) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

std::expected<std::vector<CentralEntry>, ScanError> centralDirectory(const QByteArray &zip, int maxEntries)
{
    if (zip.size() < kEndSize)
        return std::unexpected(ScanError{QStringLiteral("not a zip archive (too short)")});
    // The end record sits in the last 22 bytes plus a comment of at most 65535 bytes.
    qsizetype end = -1;
    const qsizetype lowest = std::max<qsizetype>(0, zip.size() - kEndSize - 0xFFFF);
    for (qsizetype at = zip.size() - kEndSize; at >= lowest; --at) {
        if (u32(zip, at) == kEndSig && u16(zip, at + 20) == zip.size() - at - kEndSize) {
            end = at;
            break;
        }
    }
    if (end < 0)
        return std::unexpected(ScanError{QStringLiteral("not a zip archive (no end of central directory)")});
    const quint16 diskEntries = u16(zip, end + 8);
    const quint16 total = u16(zip, end + 10);
    const quint32 cdSize = u32(zip, end + 12);
    const quint32 cdOffset = u32(zip, end + 16);
    if (u16(zip, end + 4) != 0 || u16(zip, end + 6) != 0 || diskEntries != total)
        return std::unexpected(ScanError{QStringLiteral("multi-part zip archives are not supported")});
    if (total == 0xFFFF || cdOffset == 0xFFFFFFFF || cdSize == 0xFFFFFFFF)
        return std::unexpected(ScanError{QStringLiteral("zip64 archives are not supported")});
    if (total > maxEntries)
        return std::unexpected(ScanError{QStringLiteral("%1 entries; at most %2 are allowed").arg(total).arg(maxEntries)});
    if (!fits(zip, cdOffset, cdSize) || static_cast<qsizetype>(cdOffset) + cdSize > end)
        return std::unexpected(ScanError{QStringLiteral("corrupt zip archive (central directory outside the file)")});
    std::vector<CentralEntry> out;
    out.reserve(total);
    qsizetype at = cdOffset;
    for (int i = 0; i < total; ++i) {
        if (!fits(zip, at, kCentralSize) || u32(zip, at) != kCentralSig)
            return std::unexpected(ScanError{QStringLiteral("corrupt zip archive (central directory entry %1)").arg(i + 1)});
        CentralEntry e;
        e.flags = u16(zip, at + 8);
        e.method = u16(zip, at + 10);
        e.crc32 = u32(zip, at + 16);
        e.compressedSize = u32(zip, at + 20);
        e.uncompressedSize = u32(zip, at + 24);
        const quint16 nameLen = u16(zip, at + 28);
        const quint16 extraLen = u16(zip, at + 30);
        const quint16 commentLen = u16(zip, at + 32);
        e.localOffset = u32(zip, at + 42);
        if (!fits(zip, at + kCentralSize, nameLen))
            return std::unexpected(ScanError{QStringLiteral("corrupt zip archive (entry name %1)").arg(i + 1)});
        e.name = QString::fromUtf8(zip.constData() + at + kCentralSize, nameLen);
        if (e.compressedSize == 0xFFFFFFFF || e.uncompressedSize == 0xFFFFFFFF || e.localOffset == 0xFFFFFFFF)
            return std::unexpected(ScanError{QStringLiteral("zip64 entries are not supported")});
        at += kCentralSize + nameLen + extraLen + commentLen;
        out.push_back(std::move(e));
    }
    return out;
}

std::expected<FirstLocal, ScanError> firstLocalEntry(const QByteArray &zip, quint32 size, qsizetype maxData)
{
    if (!fits(zip, 0, kLocalSize) || u32(zip, 0) != kLocalSig)
        return std::unexpected(ScanError{QStringLiteral("not a zip archive (no entry at the start)")});
    FirstLocal out;
    out.method = u16(zip, 8);
    const quint16 nameLen = u16(zip, 26);
    const quint16 extraLen = u16(zip, 28);
    if (!fits(zip, kLocalSize, nameLen + extraLen))
        return std::unexpected(ScanError{QStringLiteral("corrupt zip archive (first entry)")});
    out.name = QString::fromUtf8(zip.constData() + kLocalSize, nameLen);
    const qsizetype dataAt = kLocalSize + nameLen + extraLen;
    const qsizetype n = std::min<qsizetype>(static_cast<qsizetype>(size), maxData);
    if (!fits(zip, dataAt, n))
        return std::unexpected(ScanError{QStringLiteral("corrupt zip archive (first entry data)")});
    out.data = zip.mid(dataAt, n);
    return out;
}

} // namespace rf::io::zip
