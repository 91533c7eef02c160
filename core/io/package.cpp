// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/package.h"

#include "io/boardfile.h"
#include "io/checkedsavefile.h"
#include "io/jsonparse.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/readfiles.h"
#include "io/referencedfile.h"
#include "io/zipscan.h"

#include <KZip>

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QXmlStreamReader>

#include <map>
#include <memory>
#include <set>

namespace rf::io {

namespace {

Error packError(const QString &path, const QString &where, const QString &message) { return Error{path, where, message}; }
// The pack could not be written (disk, permissions): the request itself was fine.
Error writeError(const QString &path, const QString &where, const QString &message) { return Error{path, where, message, true}; }

// Reads at most `limit` + 1 bytes of an entry so that a lying or huge entry is noticed without
// inflating all of it.
std::expected<QByteArray, QString> readEntry(const KArchiveFile *file, qint64 limit)
{
    std::unique_ptr<QIODevice> dev(file->createDevice());
    if (!dev || (!dev->isOpen() && !dev->open(QIODevice::ReadOnly)))
        return std::unexpected(QStringLiteral("cannot open the entry"));
    QByteArray data;
    char buffer[64 * 1024];
    while (true) {
        const qint64 n = dev->read(buffer, sizeof buffer);
        if (n < 0)
            return std::unexpected(QStringLiteral("cannot decompress the entry: %1").arg(dev->errorString()));
        if (n == 0)
            break;
        data.append(buffer, static_cast<qsizetype>(n));
        if (data.size() > limit)
            return std::unexpected(QStringLiteral("larger than %1 bytes when uncompressed").arg(limit));
    }
    return data;
}

PackManifest readManifest(const QByteArray &text, std::vector<std::pair<QString, PackEntryType>> &listed)
{
    using namespace json;
    const auto parsed = parse(text);
    if (!parsed)
        fail(parsed.error().where, parsed.error().message);
    const QJsonDocument &doc = *parsed;
    const QString root = QStringLiteral("$");
    const QJsonObject o = toObject(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(), root);
    checkKeys(o, root, {"format", "version", "title", "author", "licence", "description", "created-with", "entries"});
    checkFileHeader(o, root, {kPackFormatName, "pack", 1, kPackFormatVersion});
    PackManifest m;
    m.title = toText(required(o, root, "title"), member(root, "title"), kMaxNameLength);
    auto optional = [&](const char *key, qsizetype max) {
        return o.contains(QLatin1String(key)) ? toText(o.value(QLatin1String(key)), member(root, key), max) : QString();
    };
    m.author = optional("author", kMaxNameLength);
    m.licence = optional("licence", kMaxNameLength);
    m.description = optional("description", kMaxTextLength);
    m.createdWith = optional("created-with", kMaxNameLength);
    const QString ep = member(root, "entries");
    const QJsonArray entries = toArray(required(o, root, "entries"), ep);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString p = element(ep, i);
        const QJsonObject e = toObject(entries.at(i), p);
        checkKeys(e, p, {"name", "type"});
        const QString name = toText(required(e, p, "name"), member(p, "name"), 255);
        const QString typeName = toString(required(e, p, "type"), member(p, "type"));
        const auto type = packEntryTypeFromName(typeName);
        if (!type)
            fail(member(p, "type"), QStringLiteral("unknown entry type \"%1\" (board, course, scenario or preview)").arg(typeName.left(40)));
        listed.emplace_back(name, *type);
    }
    return m;
}

} // namespace

QString packEntryTypeName(PackEntryType t)
{
    switch (t) {
    case PackEntryType::Board: return QStringLiteral("board");
    case PackEntryType::Course: return QStringLiteral("course");
    case PackEntryType::Scenario: return QStringLiteral("scenario");
    case PackEntryType::Preview: return QStringLiteral("preview");
    }
    return {};
}

std::optional<PackEntryType> packEntryTypeFromName(const QString &s)
{
    for (PackEntryType t : {PackEntryType::Board, PackEntryType::Course, PackEntryType::Scenario, PackEntryType::Preview})
        if (packEntryTypeName(t) == s)
            return t;
    return std::nullopt;
}

const PackEntry *Package::entry(const QString &name) const
{
    for (const PackEntry &e : entries)
        if (e.name == name)
            return &e;
    return nullptr;
}

std::optional<QString> entryNameProblem(const QString &name)
{
    if (name.isEmpty())
        return QStringLiteral("empty entry name");
    if (name.size() > 255)
        return QStringLiteral("entry name longer than 255 characters");
    if (name.startsWith(QLatin1Char('/')) || (name.size() > 1 && name.at(1) == QLatin1Char(':')))
        return QStringLiteral("absolute entry name");
    if (name.contains(QLatin1Char('\\')))
        return QStringLiteral("backslash in entry name");
    // What would act on a terminal or reorder the name as shown (a right-to-left override makes
    // "a\u202egpj.rfboard" look like "ardfbr.jpg") has no place in a name.
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
            return QStringLiteral("control character (U+%1) in entry name")
                .arg(static_cast<uint>(u), 4, 16, QLatin1Char('0'));
        if ((u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069))
            return QStringLiteral("bidirectional control (U+%1) in entry name")
                .arg(static_cast<uint>(u), 4, 16, QLatin1Char('0'));
    }
    const QStringList parts = name.split(QLatin1Char('/'));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts.at(i) == QLatin1String(".."))
            return QStringLiteral("entry name leaves the pack (\"..\")");
        if (parts.at(i) == QLatin1String(".") || (parts.at(i).isEmpty() && i + 1 < parts.size()))
            return QStringLiteral("entry name with an empty or \".\" part");
    }
    return std::nullopt;
}

std::optional<std::pair<QString, QString>> entryNameClash(const std::set<QString> &names)
{
    for (const QString &name : names)
        for (qsizetype slash = name.indexOf(QLatin1Char('/')); slash > 0;
             slash = name.indexOf(QLatin1Char('/'), slash + 1))
            if (const QString folder = name.left(slash); names.contains(folder))
                return std::pair{folder,
                                 QStringLiteral("both a file and the folder of \"%1\"").arg(json::excerpt(name))};
    return std::nullopt;
}

std::expected<Package, Error> readPackage(const QString &path, const PackLimits &limits)
{
    QFile file(path);
    if (auto opened = openRegularFile(file); !opened)
        return std::unexpected(packError(path, QString(), opened.error()));
    if (file.size() > limits.maxTotalBytes)
        return std::unexpected(packError(path, QString(), QStringLiteral("file larger than %1 bytes").arg(limits.maxTotalBytes)));
    QByteArray raw = file.readAll();
    file.close();

    // 1. Structure, names, counts and declared sizes, before anything is extracted.
    auto central = zip::centralDirectory(raw, limits.maxEntries);
    if (!central)
        return std::unexpected(packError(path, QString(), central.error().message));
    std::set<QString> names;
    std::map<QString, const zip::CentralEntry *> byName;
    qint64 declaredTotal = 0;
    const zip::CentralEntry *first = nullptr;
    for (const zip::CentralEntry &e : *central) {
        if (auto problem = entryNameProblem(e.name))
            return std::unexpected(packError(path, json::excerpt(e.name), *problem));
        if (!names.insert(e.name).second)
            return std::unexpected(packError(path, e.name, QStringLiteral("duplicate entry name")));
        byName.emplace(e.name, &e);
        if (e.flags & 1)
            return std::unexpected(
                packError(path, e.name,
                          QStringLiteral("the entry is encrypted; RallyForge reads only unencrypted pack entries")));
        if (e.method != 0 && e.method != 8)
            return std::unexpected(packError(path, e.name, QStringLiteral("unsupported compression method %1 (stored or deflated only)").arg(e.method)));
        if (e.uncompressedSize > limits.maxEntryBytes)
            return std::unexpected(packError(path, e.name, QStringLiteral("declares %1 bytes uncompressed; at most %2 per entry").arg(e.uncompressedSize).arg(limits.maxEntryBytes)));
        declaredTotal += e.uncompressedSize;
        if (declaredTotal > limits.maxTotalBytes)
            return std::unexpected(packError(path, e.name, QStringLiteral("entries declare more than %1 bytes uncompressed in all").arg(limits.maxTotalBytes)));
        if (e.localOffset == 0)
            first = &e;
    }
    if (const auto clash = entryNameClash(names))
        return std::unexpected(packError(path, json::excerpt(clash->first), clash->second));
    // 2. The mimetype entry: first in the file, stored, exact content.
    const QString mimeName = QLatin1String(kPackMimeTypeName);
    const QByteArray mime(kPackMimeType);
    if (!names.contains(mimeName))
        return std::unexpected(packError(path, mimeName, QStringLiteral("missing mimetype entry; not a RallyForge pack")));
    if (!first || first->name != mimeName)
        return std::unexpected(packError(path, mimeName, QStringLiteral("the mimetype entry must be the first in the archive")));
    if (first->method != 0)
        return std::unexpected(packError(path, mimeName, QStringLiteral("the mimetype entry must be stored without compression")));
    auto local = zip::firstLocalEntry(raw, first->compressedSize, 256);
    if (!local)
        return std::unexpected(packError(path, mimeName, local.error().message));
    if (local->name != mimeName || local->method != 0)
        return std::unexpected(packError(path, mimeName, QStringLiteral("the mimetype entry must be the first in the archive, stored")));
    if (local->data != mime)
        return std::unexpected(packError(path, mimeName, QStringLiteral("wrong mimetype \"%1\", expected \"%2\"").arg(QString::fromUtf8(local->data.left(64)), QString::fromUtf8(mime))));

    // 3. Contents, read with limits whatever the headers declared, from the bytes checked above.
    QBuffer buffer(&raw);
    KZip zip(&buffer);
    if (!zip.open(QIODevice::ReadOnly))
        return std::unexpected(packError(path, QString(), QStringLiteral("cannot open the zip archive: %1").arg(zip.errorString())));
    const QString manifestName = QLatin1String(kPackManifestName);
    if (!names.contains(manifestName))
        return std::unexpected(packError(path, manifestName, QStringLiteral("missing manifest.json")));
    qint64 total = 0;
    auto extract = [&](const QString &name) -> std::expected<QByteArray, Error> {
        const KArchiveFile *f = zip.directory()->file(name);
        if (!f)
            return std::unexpected(packError(path, name, QStringLiteral("entry cannot be read from the archive")));
        auto data = readEntry(f, std::min(limits.maxEntryBytes, limits.maxTotalBytes - total));
        if (!data)
            return std::unexpected(packError(path, name, data.error()));
        // A broken deflate stream may inflate to some bytes without an error; the sizes and the
        // checksum the archive recorded tell damage from content.
        const zip::CentralEntry &recorded = *byName.at(name);
        if (data->size() != recorded.uncompressedSize)
            return std::unexpected(packError(path, name, QStringLiteral("damaged: %1 bytes when uncompressed, the archive records %2").arg(data->size()).arg(recorded.uncompressedSize)));
        if (const quint32 crc = zip::crc32(*data); crc != recorded.crc32)
            return std::unexpected(packError(path, name, QStringLiteral("damaged: checksum %1, the archive records %2").arg(crc, 8, 16, QLatin1Char('0')).arg(recorded.crc32, 8, 16, QLatin1Char('0'))));
        total += data->size();
        return std::move(*data);
    };
    auto manifestText = extract(manifestName);
    if (!manifestText)
        return std::unexpected(manifestText.error());
    Package pack;
    std::vector<std::pair<QString, PackEntryType>> listed;
    try {
        pack.manifest = readManifest(*manifestText, listed);
    } catch (const json::JsonFailure &f) {
        return std::unexpected(packError(path, manifestName + QLatin1String(": ") + f.where, f.message));
    }
    std::set<QString> seen;
    for (const auto &[name, type] : listed) {
        if (auto problem = entryNameProblem(name))
            return std::unexpected(packError(path, name, QStringLiteral("manifest lists a bad name: %1").arg(*problem)));
        if (name == mimeName || name == manifestName || !seen.insert(name).second)
            return std::unexpected(packError(path, name, QStringLiteral("manifest lists this entry twice or lists a reserved name")));
        if (!names.contains(name))
            return std::unexpected(packError(path, name, QStringLiteral("manifest lists an entry the pack does not have")));
        auto data = extract(name);
        if (!data)
            return std::unexpected(data.error());
        pack.entries.push_back({name, type, std::move(*data)});
    }
    for (const QString &name : names)
        if (name != mimeName && name != manifestName && !name.endsWith(QLatin1Char('/')) && !seen.contains(name))
            return std::unexpected(packError(path, name, QStringLiteral("entry is not listed in manifest.json")));
    return pack;
}

std::expected<void, Error> checkPackPreview(const PackEntry &entry, const QString &packPath)
{
    const QString suffix = QFileInfo(entry.name).suffix().toLower();
    const QByteArray &d = entry.data;
    auto refuse = [&](const QString &why) { return std::unexpected(packError(packPath, entry.name, why)); };
    if (suffix == QLatin1String("png")) {
        // The signature, then the IHDR chunk: length, type, width and height (big-endian).
        if (d.size() < 24 || !d.startsWith("\x89PNG\r\n\x1a\n") || d.mid(12, 4) != "IHDR")
            return refuse(QStringLiteral("not a PNG image"));
        auto be32 = [&](qsizetype at) {
            quint32 v = 0;
            for (qsizetype i = 0; i < 4; ++i)
                v = (v << 8) | static_cast<unsigned char>(d[at + i]);
            return v;
        };
        const quint32 w = be32(16), h = be32(20);
        if (w == 0 || h == 0 || w > kMaxPreviewSide || h > kMaxPreviewSide)
            return refuse(QStringLiteral("a PNG image of %1 x %2 pixels; at most %3 x %3").arg(w).arg(h).arg(kMaxPreviewSide));
        return {};
    }
    if (suffix == QLatin1String("jpg") || suffix == QLatin1String("jpeg")) {
        if (!d.startsWith("\xff\xd8\xff"))
            return refuse(QStringLiteral("not a JPEG image"));
        return {};
    }
    if (suffix == QLatin1String("svg")) {
        QXmlStreamReader xml(d);
        bool root = true;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && root) {
                if (xml.name() != QLatin1String("svg"))
                    return refuse(QStringLiteral("not an SVG image (the root element is <%1>)").arg(json::excerpt(xml.name().toString())));
                root = false;
            }
        }
        if (xml.hasError())
            return refuse(QStringLiteral("not an SVG image: line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()));
        if (root)
            return refuse(QStringLiteral("not an SVG image (no <svg> element)"));
        return {};
    }
    return refuse(QStringLiteral("a preview must be a .png, .jpg or .svg image"));
}

QByteArray manifestJson(const Package &pack)
{
    const PackManifest &m = pack.manifest;
    QByteArray out = "{\n";
    out += "  \"format\": " + json::quote(std::string_view(kPackFormatName)) + ",\n";
    out += "  \"version\": " + QByteArray::number(kPackFormatVersion) + ",\n";
    out += "  \"title\": " + json::quote(m.title) + ",\n";
    out += "  \"author\": " + json::quote(m.author) + ",\n";
    out += "  \"licence\": " + json::quote(m.licence) + ",\n";
    out += "  \"description\": " + json::quote(m.description) + ",\n";
    out += "  \"created-with\": " + json::quote(m.createdWith) + ",\n";
    out += "  \"entries\": [";
    for (std::size_t i = 0; i < pack.entries.size(); ++i) {
        const PackEntry &e = pack.entries[i];
        out += i == 0 ? "\n" : ",\n";
        out += "    " + json::InlineObject().str("name", e.name).str("type", packEntryTypeName(e.type)).text();
    }
    out += pack.entries.empty() ? "]\n" : "\n  ]\n";
    return out + "}\n";
}

std::expected<void, Error> writePackage(const QString &path, const Package &pack)
{
    std::set<QString> names{QLatin1String(kPackMimeTypeName), QLatin1String(kPackManifestName)};
    for (const PackEntry &e : pack.entries) {
        if (auto problem = entryNameProblem(e.name))
            return std::unexpected(packError(path, e.name, *problem));
        if (!names.insert(e.name).second)
            return std::unexpected(packError(path, e.name, QStringLiteral("duplicate or reserved entry name")));
    }
    if (const auto clash = entryNameClash(names))
        return std::unexpected(packError(path, clash->first, clash->second));
    // What the reader would refuse is not written (the same limits, PackLimits).
    const PackLimits limits;
    const QByteArray manifest = manifestJson(pack);
    if (static_cast<qsizetype>(names.size()) > limits.maxEntries)
        return std::unexpected(packError(path, QString(), QStringLiteral("%1 entries; a pack holds at most %2").arg(names.size()).arg(limits.maxEntries)));
    qint64 total = QByteArray(kPackMimeType).size() + manifest.size();
    for (const PackEntry &e : pack.entries) {
        if (e.data.size() > limits.maxEntryBytes)
            return std::unexpected(packError(path, e.name, QStringLiteral("%1 bytes; a pack entry holds at most %2").arg(e.data.size()).arg(limits.maxEntryBytes)));
        total += e.data.size();
    }
    if (total > limits.maxTotalBytes)
        return std::unexpected(packError(path, QString(), QStringLiteral("%1 bytes in all; a pack holds at most %2").arg(total).arg(limits.maxTotalBytes)));
    if (const auto refusal = writeRefusal(path))
        return std::unexpected(writeError(path, QString(), *refusal));
    // Built in memory (within maxTotalBytes) and saved as every file is (saveFile): the system's
    // own reason when the disk is full or the folder read-only, and an old pack kept on failure.
    QBuffer buffer;
    KZip zip(&buffer);
    if (!zip.open(QIODevice::WriteOnly))
        return std::unexpected(writeError(path, QString(), QStringLiteral("cannot create: %1").arg(zip.errorString())));
    // The mimetype goes first and uncompressed so tools can recognise the file by its start.
    zip.setCompression(KZip::NoCompression);
    if (!zip.writeFile(QLatin1String(kPackMimeTypeName), QByteArray(kPackMimeType)))
        return std::unexpected(writeError(path, QLatin1String(kPackMimeTypeName), QStringLiteral("cannot write: %1").arg(zip.errorString())));
    zip.setCompression(KZip::DeflateCompression);
    if (!zip.writeFile(QLatin1String(kPackManifestName), manifest))
        return std::unexpected(writeError(path, QLatin1String(kPackManifestName), QStringLiteral("cannot write: %1").arg(zip.errorString())));
    for (const PackEntry &e : pack.entries)
        if (!zip.writeFile(e.name, e.data))
            return std::unexpected(writeError(path, e.name, QStringLiteral("cannot write: %1").arg(zip.errorString())));
    if (!zip.close())
        return std::unexpected(writeError(path, QString(), QStringLiteral("cannot save: %1").arg(zip.errorString())));
    if (auto saved = saveFile(path, buffer.data()); !saved)
        return std::unexpected(writeError(path, QString(), QStringLiteral("cannot write: %1").arg(saved.error())));
    return {};
}

std::expected<model::Course, Error> readPackedBoard(const Package &pack, const PackEntry &entry, const QString &packPath)
{
    const QString display = packPath + QLatin1Char(':') + entry.name;
    const QString folder = entry.name.contains(QLatin1Char('/')) ? entry.name.left(entry.name.lastIndexOf(QLatin1Char('/')) + 1) : QString();
    SourceLoader loader = [&pack, &packPath, folder](const QString &relative) -> std::expected<SourceText, Error> {
        const QString name = folder + relative;
        const PackEntry *e = pack.entry(name);
        if (!e || e->type != PackEntryType::Board)
            return std::unexpected(Error{packPath, name, QStringLiteral("no board entry of that name in the pack")});
        return SourceText{packPath + QLatin1Char(':') + name, e->data};
    };
    return parseBoardJson(entry.data, display, loader);
}

} // namespace rf::io
