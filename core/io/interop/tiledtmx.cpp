// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/interop/tiled.h"
#include "io/jsonreader.h"
#include "io/referencedfile.h"

#include <QDir>
#include <QFileInfo>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>
#include <QtEndian>

#include <algorithm>
#include <cmath>

// The Tiled profile as XML: map .tmx with an external tileset rallyforge-elements.tsx.
namespace rf::io::interop {

using namespace rf::model;
namespace js = rf::io::json;
namespace td = tiled;

namespace {

QString numberText(double v) { return v == std::floor(v) ? QString::number(static_cast<long long>(v)) : QString::number(v, 'g', 10); }

void writeProperties(QXmlStreamWriter &w, const std::vector<td::Property> &props)
{
    if (props.empty())
        return;
    w.writeStartElement(QStringLiteral("properties"));
    for (const td::Property &p : props) {
        w.writeEmptyElement(QStringLiteral("property"));
        w.writeAttribute(QStringLiteral("name"), p.name);
        if (p.type != QLatin1String("string"))
            w.writeAttribute(QStringLiteral("type"), p.type);
        w.writeAttribute(QStringLiteral("value"), p.value);
    }
    w.writeEndElement();
}

QByteArray mapXml(const td::Map &m)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(1);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("map"));
    int nextLayer = 1;
    for (const td::Layer &l : m.layers)
        nextLayer = std::max(nextLayer, l.id + 1);
    const std::pair<const char *, QString> attrs[] = {
        {"version", QStringLiteral("1.10")}, {"tiledversion", QStringLiteral("1.10.2")}, {"orientation", QStringLiteral("orthogonal")},
        {"renderorder", QStringLiteral("right-down")}, {"width", QString::number(m.width)}, {"height", QString::number(m.height)},
        {"tilewidth", QString::number(td::kCell)}, {"tileheight", QString::number(td::kCell)}, {"infinite", QStringLiteral("0")},
        {"nextlayerid", QString::number(nextLayer)}, {"nextobjectid", QString::number(m.nextObjectId)}};
    for (const auto &[k, v] : attrs)
        w.writeAttribute(QLatin1String(k), v);
    writeProperties(w, m.properties);
    w.writeEmptyElement(QStringLiteral("tileset"));
    w.writeAttribute(QStringLiteral("firstgid"), QString::number(m.firstGid));
    w.writeAttribute(QStringLiteral("source"), m.tilesetSource);
    for (const td::Layer &l : m.layers) {
        w.writeStartElement(l.tiles ? QStringLiteral("layer") : QStringLiteral("objectgroup"));
        w.writeAttribute(QStringLiteral("id"), QString::number(l.id));
        w.writeAttribute(QStringLiteral("name"), l.name);
        if (l.tiles) {
            w.writeAttribute(QStringLiteral("width"), QString::number(m.width));
            w.writeAttribute(QStringLiteral("height"), QString::number(m.height));
            w.writeStartElement(QStringLiteral("data"));
            w.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
            QString csv = QStringLiteral("\n");
            for (int y = 0; y < m.height; ++y) {
                QStringList row;
                for (int x = 0; x < m.width; ++x)
                    row << QString::number(l.data[static_cast<std::size_t>(y * m.width + x)]);
                csv += row.join(QLatin1Char(',')) + (y + 1 < m.height ? QStringLiteral(",\n") : QStringLiteral("\n"));
            }
            w.writeCharacters(csv);
            w.writeEndElement();
        } else {
            for (const td::Object &o : l.objects) {
                w.writeStartElement(QStringLiteral("object"));
                w.writeAttribute(QStringLiteral("id"), QString::number(o.id));
                if (!o.cls.isEmpty())
                    w.writeAttribute(QStringLiteral("type"), o.cls);
                if (o.gid)
                    w.writeAttribute(QStringLiteral("gid"), QString::number(o.gid));
                w.writeAttribute(QStringLiteral("x"), numberText(o.x));
                w.writeAttribute(QStringLiteral("y"), numberText(o.y));
                if (o.width != 0 || o.height != 0) {
                    w.writeAttribute(QStringLiteral("width"), numberText(o.width));
                    w.writeAttribute(QStringLiteral("height"), numberText(o.height));
                }
                writeProperties(w, o.properties);
                if (o.point)
                    w.writeEmptyElement(QStringLiteral("point"));
                if (!o.polyline.empty()) {
                    QStringList pts;
                    for (const QPointF &p : o.polyline)
                        pts << numberText(p.x()) + QLatin1Char(',') + numberText(p.y());
                    w.writeEmptyElement(QStringLiteral("polyline"));
                    w.writeAttribute(QStringLiteral("points"), pts.join(QLatin1Char(' ')));
                }
                w.writeEndElement();
            }
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

// Reading ------------------------------------------------------------------------------------

[[noreturn]] void fail(const QXmlStreamReader &r, const QString &message)
{
    js::fail(QStringLiteral("line %1, column %2").arg(r.lineNumber()).arg(r.columnNumber()), message);
}

std::vector<td::Property> readProperties(QXmlStreamReader &r)
{
    std::vector<td::Property> out;
    while (r.readNextStartElement()) {
        if (r.name() != QLatin1String("property")) {
            r.skipCurrentElement();
            continue;
        }
        const auto a = r.attributes();
        td::Property p{a.value(QLatin1String("name")).toString(), a.value(QLatin1String("type")).toString(), a.value(QLatin1String("value")).toString()};
        if (p.type.isEmpty())
            p.type = QStringLiteral("string");
        if (!a.hasAttribute(QLatin1String("value")))
            p.value = r.readElementText(); // multi-line strings
        else
            r.skipCurrentElement();
        out.push_back(std::move(p));
    }
    return out;
}

QString classOf(const QXmlStreamAttributes &a)
{
    return a.hasAttribute(QLatin1String("class")) ? a.value(QLatin1String("class")).toString() : a.value(QLatin1String("type")).toString();
}

std::vector<td::TileDef> readTilesetElement(QXmlStreamReader &r)
{
    std::vector<td::TileDef> out;
    while (r.readNextStartElement()) {
        if (r.name() != QLatin1String("tile")) {
            r.skipCurrentElement();
            continue;
        }
        td::TileDef t;
        t.id = r.attributes().value(QLatin1String("id")).toInt();
        t.cls = classOf(r.attributes());
        while (r.readNextStartElement()) {
            if (r.name() == QLatin1String("properties"))
                t.properties = readProperties(r);
            else
                r.skipCurrentElement();
        }
        out.push_back(std::move(t));
    }
    return out;
}

// A layer holds one gid per cell of the map: more is refused as soon as it shows, before it is
// stored (a 33 MB CSV layer split into strings took 1.2 GB).
void checkLayerRoom(QXmlStreamReader &r, std::size_t have, int cells)
{
    if (have >= static_cast<std::size_t>(cells))
        fail(r, QStringLiteral("layer data for more than the map's %1 cells").arg(cells));
}

std::vector<std::uint32_t> readData(QXmlStreamReader &r, int cells)
{
    const QString encoding = r.attributes().value(QLatin1String("encoding")).toString();
    const QString compression = r.attributes().value(QLatin1String("compression")).toString();
    std::vector<std::uint32_t> out;
    out.reserve(static_cast<std::size_t>(cells));
    if (encoding == QLatin1String("csv")) {
        const QString text = r.readElementText();
        // Read in place: the gids are not split into a list of strings first.
        for (const QStringView part : QStringView(text).tokenize(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringView gid = part.trimmed();
            if (gid.isEmpty())
                continue;
            checkLayerRoom(r, out.size(), cells);
            bool ok = false;
            const qulonglong v = gid.toULongLong(&ok);
            if (!ok || v > 0xFFFFFFFFULL)
                fail(r, QStringLiteral("'%1' is not a gid").arg(js::excerpt(gid.toString())));
            out.push_back(static_cast<std::uint32_t>(v));
        }
    } else if (encoding == QLatin1String("base64")) {
        const QString text = r.readElementText().trimmed();
        // Uncompressed, 4 bytes a cell: base64 text for more (4 characters per 3 bytes, white
        // space aside) is refused before it is decoded.
        if (compression.isEmpty()) {
            const auto payload = std::count_if(text.cbegin(), text.cend(), [](QChar c) { return !c.isSpace(); });
            if (payload / 4 * 3 > static_cast<qsizetype>(cells) * 4 + 2)
                checkLayerRoom(r, static_cast<std::size_t>(cells), cells);
        }
        QByteArray bytes = QByteArray::fromBase64(text.toLatin1());
        if (compression == QLatin1String("zlib")) {
            // The layer holds exactly `cells` gids of 4 bytes; a stream inflating further is a
            // bomb or damage, refused before it fills memory.
            auto inflated = util::inflateZlib(bytes, static_cast<qsizetype>(cells) * 4);
            if (!inflated)
                fail(r, QStringLiteral("zlib layer data for %1 cells: %2").arg(cells).arg(inflated.error()));
            bytes = std::move(*inflated);
        } else if (!compression.isEmpty()) {
            fail(r, QStringLiteral("%1 compression is not supported; save with CSV, base64 or zlib").arg(js::excerpt(compression)));
        }
        if (bytes.size() > static_cast<qsizetype>(cells) * 4)
            checkLayerRoom(r, static_cast<std::size_t>(cells), cells);
        for (qsizetype i = 0; i + 4 <= bytes.size(); i += 4)
            out.push_back(qFromLittleEndian<quint32>(bytes.constData() + i));
    } else if (encoding.isEmpty()) {
        while (r.readNextStartElement()) {
            if (r.name() == QLatin1String("tile")) {
                checkLayerRoom(r, out.size(), cells);
                out.push_back(r.attributes().value(QLatin1String("gid")).toUInt());
            }
            r.skipCurrentElement();
        }
    } else {
        fail(r, QStringLiteral("unknown layer encoding '%1'").arg(js::excerpt(encoding)));
    }
    if (out.size() != static_cast<std::size_t>(cells))
        fail(r, QStringLiteral("%1 cells of layer data for %2 cells").arg(out.size()).arg(cells));
    return out;
}

void readLayers(QXmlStreamReader &r, td::Map &m, const QString &path, QPointF offset, std::vector<ConversionNote> &notes);

void readLayer(QXmlStreamReader &r, td::Map &m, const QString &path, QPointF offset, std::vector<ConversionNote> &notes)
{
    const auto a = r.attributes();
    const QPointF off = offset + QPointF(a.value(QLatin1String("offsetx")).toDouble(), a.value(QLatin1String("offsety")).toDouble());
    td::Layer layer;
    layer.id = a.value(QLatin1String("id")).toInt();
    layer.name = a.value(QLatin1String("name")).toString();
    if (r.name() == QLatin1String("group")) {
        readLayers(r, m, path, off, notes);
        return;
    }
    if (r.name() == QLatin1String("layer")) {
        if (off != QPointF())
            fail(r, QStringLiteral("tile layers with a pixel offset are not supported"));
        while (r.readNextStartElement()) {
            if (r.name() == QLatin1String("data"))
                layer.data = readData(r, m.width * m.height);
            else
                r.skipCurrentElement();
        }
    } else if (r.name() == QLatin1String("objectgroup")) {
        layer.tiles = false;
        while (r.readNextStartElement()) {
            if (r.name() != QLatin1String("object")) {
                r.skipCurrentElement();
                continue;
            }
            const auto oa = r.attributes();
            td::Object o;
            o.id = oa.value(QLatin1String("id")).toInt();
            o.cls = classOf(oa);
            o.x = oa.value(QLatin1String("x")).toDouble() + off.x();
            o.y = oa.value(QLatin1String("y")).toDouble() + off.y();
            o.width = oa.value(QLatin1String("width")).toDouble();
            o.height = oa.value(QLatin1String("height")).toDouble();
            o.gid = oa.value(QLatin1String("gid")).toUInt();
            while (r.readNextStartElement()) {
                if (r.name() == QLatin1String("properties")) {
                    o.properties = readProperties(r);
                    continue;
                }
                if (r.name() == QLatin1String("point"))
                    o.point = true;
                if (r.name() == QLatin1String("polyline")) {
                    for (const QString &pt : r.attributes().value(QLatin1String("points")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                        const QStringList xy = pt.split(QLatin1Char(','));
                        if (xy.size() != 2)
                            fail(r, QStringLiteral("'%1' is not a point x,y").arg(js::excerpt(pt)));
                        o.polyline.emplace_back(xy[0].toDouble(), xy[1].toDouble());
                    }
                }
                r.skipCurrentElement();
            }
            layer.objects.push_back(std::move(o));
        }
    } else {
        notes.push_back(util::dropped("layer", std::nullopt, QStringLiteral("%1 '%2' ignored").arg(r.name().toString(), js::excerpt(layer.name))));
        r.skipCurrentElement();
        return;
    }
    m.layers.push_back(std::move(layer));
}

void readLayers(QXmlStreamReader &r, td::Map &m, const QString &path, QPointF offset, std::vector<ConversionNote> &notes)
{
    while (r.readNextStartElement()) {
        const auto name = r.name();
        if (name == QLatin1String("layer") || name == QLatin1String("objectgroup") || name == QLatin1String("group") || name == QLatin1String("imagelayer"))
            readLayer(r, m, path, offset, notes);
        else
            r.skipCurrentElement();
    }
}

// Throws json::JsonFailure at the line and column of an error; returns the error of a tileset
// file the map refers to.
std::expected<td::Map, Error> parseMap(const QByteArray &xml, const QString &path, std::vector<ConversionNote> &notes)
{
    QXmlStreamReader r(xml);
    td::Map m;
    if (!r.readNextStartElement() || r.name() != QLatin1String("map"))
        fail(r, QStringLiteral("not a Tiled map (no <map> element)"));
    const auto a = r.attributes();
    if (a.value(QLatin1String("orientation")) != QLatin1String("orthogonal"))
        fail(r, QStringLiteral("only orthogonal maps are supported"));
    if (a.value(QLatin1String("infinite")) == QLatin1String("1"))
        fail(r, QStringLiteral("infinite maps are not supported"));
    m.width = a.value(QLatin1String("width")).toInt();
    m.height = a.value(QLatin1String("height")).toInt();
    if (m.width < 1 || m.height < 1 || m.width > util::kMaxSide || m.height > util::kMaxSide)
        fail(r, QStringLiteral("map size %1 x %2 out of range").arg(m.width).arg(m.height));
    while (r.readNextStartElement()) {
        const auto name = r.name();
        if (name == QLatin1String("properties")) {
            m.properties = readProperties(r);
        } else if (name == QLatin1String("tileset")) {
            const auto ta = r.attributes();
            const std::uint32_t firstGid = ta.value(QLatin1String("firstgid")).toUInt();
            if (ta.hasAttribute(QLatin1String("source"))) {
                const auto source = td::resolveTilesetSource(path, ta.value(QLatin1String("source")).toString());
                if (!source)
                    fail(r, QStringLiteral("tileset %1").arg(source.error()));
                const QString at = QStringLiteral("line %1, column %2").arg(r.lineNumber()).arg(r.columnNumber());
                r.skipCurrentElement();
                auto tiles = td::readTilesetFile(*source);
                if (!tiles)
                    return std::unexpected(Error(tiles.error()).referredFrom(path, at));
                td::addTiles(m, firstGid, *tiles);
            } else {
                td::addTiles(m, firstGid, readTilesetElement(r));
            }
        } else if (name == QLatin1String("layer") || name == QLatin1String("objectgroup") || name == QLatin1String("group") || name == QLatin1String("imagelayer")) {
            readLayer(r, m, path, {}, notes);
        } else {
            r.skipCurrentElement();
        }
    }
    if (r.hasError())
        fail(r, r.errorString());
    return m;
}

class TiledTmxFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("tiled-tmx"); }
    QString description() const override { return QStringLiteral("Tiled TMX map in the RallyForge profile (.tmx + rallyforge-elements.tsx)"); }
    QStringList extensions() const override { return {QStringLiteral("tmx")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.contains("<map") && head.contains(td::kProfile))
            return 3;
        if (head.contains("<map"))
            return 2;
        return QFileInfo(path).suffix().compare(QLatin1String("tmx"), Qt::CaseInsensitive) == 0 ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        auto data = util::readFile(path);
        if (!data)
            return std::unexpected(data.error());
        std::vector<ConversionNote> notes;
        auto m = util::guarded(path, [&] { return parseMap(*data, path, notes); });
        if (!m)
            return std::unexpected(m.error());
        return td::importMap(path, *m, std::move(notes));
    }
    bool usesTilesetImage() const override { return true; }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &options) const override
    {
        return td::writeMapFiles(path, course, td::MapEncoding{"tsx", &mapXml, &td::tilesetXml}, options.tilesetImage, options.replaceSideFiles);
    }
};

} // namespace

namespace tiled {

std::expected<std::vector<TileDef>, Error> tilesFromTsx(const QByteArray &xml, const QString &path)
{
    QXmlStreamReader r(xml);
    if (!r.readNextStartElement() || r.name() != QLatin1String("tileset"))
        return std::unexpected(util::error(path, QStringLiteral("line %1").arg(r.lineNumber()), QStringLiteral("not a Tiled tileset (no <tileset> element)")));
    std::vector<TileDef> tiles = readTilesetElement(r);
    if (r.hasError())
        return std::unexpected(util::error(path, QStringLiteral("line %1, column %2").arg(r.lineNumber()).arg(r.columnNumber()), r.errorString()));
    return tiles;
}

QByteArray tilesetXml(const TilesetImage *image)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(1);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("tileset"));
    w.writeAttribute(QStringLiteral("version"), QStringLiteral("1.10"));
    w.writeAttribute(QStringLiteral("tiledversion"), QStringLiteral("1.10.2"));
    w.writeAttribute(QStringLiteral("name"), QLatin1String(kTilesetName));
    w.writeAttribute(QStringLiteral("tilewidth"), QString::number(kCell));
    w.writeAttribute(QStringLiteral("tileheight"), QString::number(kCell));
    if (image) {
        // A single-image tileset has one tile per image cell.
        w.writeAttribute(QStringLiteral("tilecount"), QString::number(image->columns * image->rows));
        w.writeAttribute(QStringLiteral("columns"), QString::number(image->columns));
        w.writeEmptyElement(QStringLiteral("image"));
        w.writeAttribute(QStringLiteral("source"), image->file);
        w.writeAttribute(QStringLiteral("width"), QString::number(image->width));
        w.writeAttribute(QStringLiteral("height"), QString::number(image->height));
    } else {
        w.writeAttribute(QStringLiteral("tilecount"), QString::number(tileset().size()));
        w.writeAttribute(QStringLiteral("columns"), QStringLiteral("0"));
        w.writeEmptyElement(QStringLiteral("grid"));
        w.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
        w.writeAttribute(QStringLiteral("width"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("height"), QStringLiteral("1"));
    }
    for (const TileDef &t : tileset()) {
        w.writeStartElement(QStringLiteral("tile"));
        w.writeAttribute(QStringLiteral("id"), QString::number(t.id));
        w.writeAttribute(QStringLiteral("type"), t.cls);
        writeProperties(w, t.properties);
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

} // namespace tiled

std::unique_ptr<BoardFormat> makeTiledTmxFormat() { return std::make_unique<TiledTmxFormat>(); }

} // namespace rf::io::interop
