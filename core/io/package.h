// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/course.h"

#include <QByteArray>
#include <QString>

#include <expected>
#include <optional>
#include <set>
#include <vector>

// *.rfpack bundles: a zip whose first entry is an uncompressed "mimetype" file, then
// "manifest.json" describing the pack and listing its entries (boards, courses, scenarios, an
// optional preview image). See docs/formats.md.
namespace rf::io {

inline constexpr const char *kPackMimeType = "application/x-rallyforge-pack";
inline constexpr const char *kPackFormatName = "rallyforge-pack";
inline constexpr int kPackFormatVersion = 1;
inline constexpr const char *kPackManifestName = "manifest.json";
inline constexpr const char *kPackMimeTypeName = "mimetype";

enum class PackEntryType { Board, Course, Scenario, Preview };
QString packEntryTypeName(PackEntryType t);
std::optional<PackEntryType> packEntryTypeFromName(const QString &s);

struct PackEntry {
    QString name; // path inside the pack, '/' separators, e.g. "boards/foundry.rfboard"
    PackEntryType type = PackEntryType::Board;
    QByteArray data{};
    friend bool operator==(const PackEntry &, const PackEntry &) = default;
};

struct PackManifest {
    QString title;
    QString author;
    QString licence;
    QString description;
    QString createdWith; // "RallyForge 0.1.0"
    friend bool operator==(const PackManifest &, const PackManifest &) = default;
};

struct Package {
    PackManifest manifest;
    std::vector<PackEntry> entries; // in manifest order
    const PackEntry *entry(const QString &name) const;
    friend bool operator==(const Package &, const Package &) = default;
};

// What a reader accepts; a pack breaking one of these is refused with the rule it broke.
struct PackLimits {
    int maxEntries = 1000;
    qint64 maxEntryBytes = 16LL * 1024 * 1024; // uncompressed, per entry
    qint64 maxTotalBytes = 64LL * 1024 * 1024; // uncompressed, all entries (and the file itself)
};

// Reads and checks a pack: the mimetype entry (first, stored, exact content), entry names
// (no absolute paths, no "..", no backslashes, no duplicates), the limits, and the manifest
// (present, valid, listing exactly the pack's entries). Errors name the entry in `where`.
std::expected<Package, Error> readPackage(const QString &path, const PackLimits &limits = {});

// Writes a pack atomically (KZip with a file name saves through QSaveFile). Entry names are
// checked as when reading.
std::expected<void, Error> writePackage(const QString &path, const Package &pack);

// The manifest text written into a pack (deterministic).
QByteArray manifestJson(const Package &pack);

// Parses a board or course entry of a pack; placements referring to other files are resolved
// inside the pack, relative to the entry's folder. `packPath` is used in messages.
std::expected<model::Course, Error> readPackedBoard(const Package &pack, const PackEntry &entry, const QString &packPath);

// Why `name` is not acceptable as an entry name, or nullopt when it is.
std::optional<QString> entryNameProblem(const QString &name);
// A name of `names` that is also the folder of another ("boards/a" beside "boards/a/b.rfboard"),
// with the message; such a pack cannot be unpacked into any folder.
std::optional<std::pair<QString, QString>> entryNameClash(const std::set<QString> &names);

inline constexpr quint32 kMaxPreviewSide = 16384;
// Checks a preview entry without decoding it (the io layer has no image codecs): the name's
// suffix (.png, .jpg/.jpeg, .svg) matches the content's signature, a PNG's declared size is at
// most 16384 x 16384, an SVG is well-formed XML with an <svg> root.
std::expected<void, Error> checkPackPreview(const PackEntry &entry, const QString &packPath);

} // namespace rf::io
