// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/interop/tiled.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/referencedfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>

// The Tiled profile as JSON: map .tmj with an external tileset rallyforge-elements.tsj.
namespace rf::io::interop {

using namespace rf::model;
namespace js = rf::io::json;
namespace td = tiled;

namespace {

QByteArray propertyJson(const td::Property &p)
{
    js::InlineObject o;
    o.str("name", p.name).str("type", p.type);
    if (p.type == QLatin1String("int"))
        o.raw("value", p.value.toUtf8());
    else if (p.type == QLatin1String("bool"))
        o.raw("value", p.value == QLatin1String("true") ? "true" : "false");
    else
        o.str("value", p.value);
    return o.text();
}

// One property per line (map properties) or all on one line (objects and tiles).
QByteArray propertiesJson(const std::vector<td::Property> &props, bool multiline)
{
    QByteArrayList out;
    for (const td::Property &p : props)
        out << propertyJson(p);
    if (out.isEmpty())
        return "[]";
    return multiline ? "[\n    " + out.join(",\n    ") + "\n  ]" : '[' + out.join(", ") + ']';
}

QByteArray number(double v) { return v == std::floor(v) ? QByteArray::number(static_cast<long long>(v)) : QByteArray::number(v, 'g', 10); }

QByteArray objectJson(const td::Object &o)
{
    js::InlineObject j;
    j.num("id", o.id).str("name", QString()).str("type", o.cls).raw("x", number(o.x)).raw("y", number(o.y)).raw("width", number(o.width)).raw("height", number(o.height));
    j.num("rotation", 0).boolean("visible", true);
    if (o.gid)
        j.num("gid", o.gid);
    if (o.point)
        j.boolean("point", true);
    if (!o.polyline.empty()) {
        QByteArrayList pts;
        for (const QPointF &p : o.polyline)
            pts << "{\"x\": " + number(p.x()) + ", \"y\": " + number(p.y()) + '}';
        j.raw("polyline", '[' + pts.join(", ") + ']');
    }
    if (!o.properties.empty())
        j.raw("properties", propertiesJson(o.properties, false));
    return j.text();
}

QByteArray mapJson(const td::Map &m)
{
    QByteArrayList layers;
    for (const td::Layer &l : m.layers) {
        QByteArray body;
        if (l.tiles) {
            QByteArray rows;
            for (int y = 0; y < m.height; ++y) {
                QByteArrayList row;
                for (int x = 0; x < m.width; ++x)
                    row << QByteArray::number(l.data[static_cast<std::size_t>(y * m.width + x)]);
                rows += (y ? ",\n        " : "        ") + row.join(", ");
            }
            body = "      \"type\": \"tilelayer\",\n      \"width\": " + QByteArray::number(m.width) + ",\n      \"height\": " + QByteArray::number(m.height) +
                   ",\n      \"data\": [\n" + rows + "\n      ]";
        } else {
            QByteArrayList objs;
            for (const td::Object &o : l.objects)
                objs << "        " + objectJson(o);
            body = "      \"type\": \"objectgroup\",\n      \"draworder\": \"topdown\",\n      \"objects\": [" +
                   (objs.isEmpty() ? QByteArray() : "\n" + objs.join(",\n") + "\n      ") + ']';
        }
        layers << "    {\n      \"id\": " + QByteArray::number(l.id) + ",\n      \"name\": " + js::quote(l.name) +
                      ",\n      \"x\": 0,\n      \"y\": 0,\n      \"opacity\": 1,\n      \"visible\": true,\n" + body + "\n    }";
    }
    int nextLayer = 1;
    for (const td::Layer &l : m.layers)
        nextLayer = std::max(nextLayer, l.id + 1);
    return "{\n  \"type\": \"map\",\n  \"version\": \"1.10\",\n  \"tiledversion\": \"1.10.2\",\n  \"orientation\": \"orthogonal\",\n"
           "  \"renderorder\": \"right-down\",\n  \"infinite\": false,\n  \"width\": " + QByteArray::number(m.width) + ",\n  \"height\": " +
           QByteArray::number(m.height) + ",\n  \"tilewidth\": 64,\n  \"tileheight\": 64,\n  \"nextlayerid\": " + QByteArray::number(nextLayer) +
           ",\n  \"nextobjectid\": " + QByteArray::number(m.nextObjectId) + ",\n  \"properties\": " + propertiesJson(m.properties, true) +
           ",\n  \"tilesets\": [{\"firstgid\": " + QByteArray::number(m.firstGid) + ", \"source\": " + js::quote(m.tilesetSource) + "}],\n  \"layers\": [\n" +
           layers.join(",\n") + "\n  ]\n}\n";
}

std::vector<td::Property> readProperties(const QJsonValue &v, const QString &path)
{
    std::vector<td::Property> out;
    if (v.isUndefined())
        return out;
    const QJsonArray a = js::toArray(v, path);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = js::element(path, i);
        const QJsonObject o = js::toObject(a[i], p);
        const QJsonValue value = o.value(QLatin1String("value"));
        QString text;
        if (value.isBool())
            text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (value.isDouble())
            text = QString::number(value.toDouble());
        else
            text = value.toString();
        out.push_back({js::toString(js::required(o, p, "name"), js::member(p, "name")), o.value(QLatin1String("type")).toString(QStringLiteral("string")), text});
    }
    return out;
}

void readLayers(const QJsonArray &layers, const QString &path, td::Map &m, std::vector<ConversionNote> &notes, QPointF offset)
{
    for (qsizetype i = 0; i < layers.size(); ++i) {
        const QString lp = js::element(path, i);
        const QJsonObject l = js::toObject(layers[i], lp);
        const QString type = l.value(QLatin1String("type")).toString();
        const QPointF off = offset + QPointF(l.value(QLatin1String("offsetx")).toDouble(), l.value(QLatin1String("offsety")).toDouble());
        if (type == QLatin1String("group")) {
            readLayers(js::toArray(js::required(l, lp, "layers"), js::member(lp, "layers")), js::member(lp, "layers"), m, notes, off);
            continue;
        }
        td::Layer layer;
        layer.id = l.value(QLatin1String("id")).toInt();
        layer.name = l.value(QLatin1String("name")).toString();
        if (type == QLatin1String("tilelayer")) {
            if (off != QPointF())
                js::fail(lp, QStringLiteral("tile layers with a pixel offset are not supported"));
            if (l.contains(QLatin1String("encoding")) && l.value(QLatin1String("encoding")).toString() != QLatin1String("csv"))
                js::fail(js::member(lp, "encoding"), QStringLiteral("base64 layer data is not supported by the JSON reader; save with CSV/array data"));
            const QJsonArray data = js::toArray(js::required(l, lp, "data"), js::member(lp, "data"));
            // One gid per cell: refused before a copy of an oversized array is made.
            if (data.size() > static_cast<qsizetype>(m.width) * m.height)
                js::fail(js::member(lp, "data"), QStringLiteral("%1 cells of layer data for the map's %2 cells")
                                                     .arg(data.size())
                                                     .arg(static_cast<qsizetype>(m.width) * m.height));
            layer.data.reserve(static_cast<std::size_t>(data.size()));
            for (qsizetype k = 0; k < data.size(); ++k)
                layer.data.push_back(static_cast<std::uint32_t>(js::toInt(data[k], js::element(js::member(lp, "data"), k), 0, 0xFFFFFFFFLL)));
        } else if (type == QLatin1String("objectgroup")) {
            layer.tiles = false;
            const QJsonArray objs = js::toArray(js::required(l, lp, "objects"), js::member(lp, "objects"));
            for (qsizetype k = 0; k < objs.size(); ++k) {
                const QString op = js::element(js::member(lp, "objects"), k);
                const QJsonObject o = js::toObject(objs[k], op);
                td::Object obj;
                obj.id = o.value(QLatin1String("id")).toInt();
                obj.cls = o.contains(QLatin1String("class")) ? o.value(QLatin1String("class")).toString() : o.value(QLatin1String("type")).toString();
                obj.x = o.value(QLatin1String("x")).toDouble() + off.x();
                obj.y = o.value(QLatin1String("y")).toDouble() + off.y();
                obj.width = o.value(QLatin1String("width")).toDouble();
                obj.height = o.value(QLatin1String("height")).toDouble();
                if (o.contains(QLatin1String("gid")))
                    obj.gid = static_cast<std::uint32_t>(js::toInt(o.value(QLatin1String("gid")), js::member(op, "gid"), 0, 0xFFFFFFFFLL));
                obj.point = o.value(QLatin1String("point")).toBool();
                for (const QJsonValue &p : o.value(QLatin1String("polyline")).toArray())
                    obj.polyline.emplace_back(p.toObject().value(QLatin1String("x")).toDouble(), p.toObject().value(QLatin1String("y")).toDouble());
                obj.properties = readProperties(o.value(QLatin1String("properties")), js::member(op, "properties"));
                layer.objects.push_back(std::move(obj));
            }
        } else {
            notes.push_back(util::dropped("layer", std::nullopt, QStringLiteral("%1 layer '%2' ignored").arg(js::excerpt(type), js::excerpt(layer.name))));
            continue;
        }
        m.layers.push_back(std::move(layer));
    }
}

// The map of a JSON map file; throws json::JsonFailure at the place of an error, returns the error
// of a tileset file it refers to.
std::expected<td::Map, Error> parseMap(const QJsonObject &root, const QString &path, std::vector<ConversionNote> &notes)
{
    if (root.value(QLatin1String("orientation")).toString(QStringLiteral("orthogonal")) != QLatin1String("orthogonal"))
        js::fail(QStringLiteral("$.orientation"), QStringLiteral("only orthogonal maps are supported"));
    if (root.value(QLatin1String("infinite")).toBool())
        js::fail(QStringLiteral("$.infinite"), QStringLiteral("infinite maps are not supported"));
    td::Map m;
    m.width = static_cast<int>(js::toInt(js::required(root, QStringLiteral("$"), "width"), QStringLiteral("$.width"), 1, util::kMaxSide));
    m.height = static_cast<int>(js::toInt(js::required(root, QStringLiteral("$"), "height"), QStringLiteral("$.height"), 1, util::kMaxSide));
    m.properties = readProperties(root.value(QLatin1String("properties")), QStringLiteral("$.properties"));
    const QJsonArray tilesets = js::toArray(js::required(root, QStringLiteral("$"), "tilesets"), QStringLiteral("$.tilesets"));
    for (qsizetype i = 0; i < tilesets.size(); ++i) {
        const QString tp = js::element(QStringLiteral("$.tilesets"), i);
        const QJsonObject ts = js::toObject(tilesets[i], tp);
        const auto firstGid = static_cast<std::uint32_t>(js::toInt(js::required(ts, tp, "firstgid"), js::member(tp, "firstgid"), 1, 1 << 28));
        if (ts.contains(QLatin1String("source"))) {
            const QString sp = js::member(tp, "source");
            const auto source = td::resolveTilesetSource(path, js::toString(ts.value(QLatin1String("source")), sp));
            if (!source)
                js::fail(sp, QStringLiteral("tileset %1").arg(source.error()));
            auto tiles = td::readTilesetFile(*source);
            if (!tiles)
                return std::unexpected(Error(tiles.error()).referredFrom(path, sp));
            td::addTiles(m, firstGid, *tiles);
        } else {
            td::addTiles(m, firstGid, td::tilesFromJson(ts, tp));
        }
    }
    readLayers(js::toArray(js::required(root, QStringLiteral("$"), "layers"), QStringLiteral("$.layers")), QStringLiteral("$.layers"), m, notes, {});
    return m;
}

class TiledJsonFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("tiled-json"); }
    QString description() const override { return QStringLiteral("Tiled JSON map in the RallyForge profile (.tmj + rallyforge-elements.tsj)"); }
    QStringList extensions() const override { return {QStringLiteral("tmj")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (util::tiledJsonProperty(util::probeObject(head), QLatin1String("profile")) == QLatin1String(td::kProfile))
            return 3;
        return QFileInfo(path).suffix().compare(QLatin1String("tmj"), Qt::CaseInsensitive) == 0 ? 2 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        auto root = util::readJsonObject(path);
        if (!root)
            return std::unexpected(root.error());
        std::vector<ConversionNote> notes;
        auto m = util::guarded(path, [&] { return parseMap(*root, path, notes); });
        if (!m)
            return std::unexpected(m.error());
        return td::importMap(path, *m, std::move(notes));
    }
    bool usesTilesetImage() const override { return true; }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &options) const override
    {
        return td::writeMapFiles(path, course, td::MapEncoding{"tsj", &mapJson, &td::tilesetJson}, options.tilesetImage, options.replaceSideFiles);
    }
};

} // namespace

namespace tiled {

std::vector<TileDef> tilesFromJson(const QJsonObject &ts, const QString &path)
{
    std::vector<TileDef> out;
    const QJsonArray tiles = ts.value(QLatin1String("tiles")).toArray();
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const QString p = js::element(js::member(path, "tiles"), i);
        const QJsonObject t = js::toObject(tiles[i], p);
        TileDef d;
        d.id = static_cast<int>(js::toInt(js::required(t, p, "id"), js::member(p, "id"), 0, 1 << 24));
        d.cls = t.contains(QLatin1String("class")) ? t.value(QLatin1String("class")).toString() : t.value(QLatin1String("type")).toString();
        d.properties = readProperties(t.value(QLatin1String("properties")), js::member(p, "properties"));
        out.push_back(std::move(d));
    }
    return out;
}

std::expected<std::vector<TileDef>, Error> readTilesetFile(const QString &path)
{
    if (!QFileInfo::exists(path) && QFileInfo(path).fileName().startsWith(QLatin1String(kTilesetName)))
        return tileset();
    auto data = util::readFile(path);
    if (!data)
        return std::unexpected(data.error());
    if (data->trimmed().startsWith('<'))
        return tilesFromTsx(*data, path);
    auto doc = util::parseJson(*data, path);
    if (!doc)
        return std::unexpected(doc.error());
    return util::guarded(path, [&] { return tilesFromJson(doc->object(), QStringLiteral("$")); });
}

QByteArray tilesetJson(const TilesetImage *image)
{
    QByteArrayList tiles;
    for (const TileDef &t : tileset()) {
        js::InlineObject o;
        o.num("id", t.id).str("type", t.cls);
        if (!t.properties.empty())
            o.raw("properties", propertiesJson(t.properties, false));
        tiles << "    " + o.text();
    }
    // A single-image tileset has one tile per image cell; an image collection one per entry.
    const QByteArray layout = image ? "  \"columns\": " + QByteArray::number(image->columns) + ",\n  \"image\": " + js::quote(image->file) +
                                          ",\n  \"imagewidth\": " + QByteArray::number(image->width) + ",\n  \"imageheight\": " +
                                          QByteArray::number(image->height) + ",\n  \"margin\": 0,\n  \"spacing\": 0,\n  \"tilecount\": " +
                                          QByteArray::number(image->columns * image->rows) + ",\n"
                                    : "  \"columns\": 0,\n  \"margin\": 0,\n  \"spacing\": 0,\n  \"tilecount\": " +
                                          QByteArray::number(static_cast<qsizetype>(tileset().size())) +
                                          ",\n  \"grid\": {\"orientation\": \"orthogonal\", \"width\": 1, \"height\": 1},\n";
    return "{\n  \"type\": \"tileset\",\n  \"version\": \"1.10\",\n  \"tiledversion\": \"1.10.2\",\n  \"name\": " + js::quote(std::string_view(kTilesetName)) +
           ",\n  \"tilewidth\": " + QByteArray::number(kCell) + ",\n  \"tileheight\": " + QByteArray::number(kCell) + ",\n" + layout + "  \"tiles\": [\n" +
           tiles.join(",\n") + "\n  ]\n}\n";
}

} // namespace tiled

std::unique_ptr<BoardFormat> makeTiledJsonFormat() { return std::make_unique<TiledJsonFormat>(); }

} // namespace rf::io::interop
