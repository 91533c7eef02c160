// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lmuclient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace rf::testing::lmuclient {

namespace {

// The client's exceptions, carried out of the nested steps.
struct Thrown {
    QString what;
};

[[noreturn]] void raise(const QString &exception, const QString &message) { throw Thrown{exception + QStringLiteral(": ") + message}; }

QJsonObject readObject(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        raise(QStringLiteral("IOException"), path + QStringLiteral(": ") + f.errorString());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        raise(QStringLiteral("JsonSyntaxException"), path + QStringLiteral(": ") + error.errorString());
    return doc.object();
}

// TileAdapter.read: every field needs its type (one the client knows) and the board it is on.
void checkField(const QJsonValue &v, const QString &where)
{
    static const QStringList kTypes{QStringLiteral("Empty"),     QStringLiteral("Pit"),        QStringLiteral("StartPoint"),
                                    QStringLiteral("EnergySpace"), QStringLiteral("Wall"),     QStringLiteral("Laser"),
                                    QStringLiteral("ConveyorBelt"), QStringLiteral("PushPanel"), QStringLiteral("Gear"),
                                    QStringLiteral("CheckPoint"), QStringLiteral("Antenna"),   QStringLiteral("RestartPoint")};
    const QJsonObject o = v.toObject();
    if (!v.isObject() || !o.value(QLatin1String("type")).isString() || !o.value(QLatin1String("isOnBoard")).isString())
        raise(QStringLiteral("JsonParseException"), where + QStringLiteral(": a field needs \"type\" and \"isOnBoard\""));
    if (!kTypes.contains(o.value(QLatin1String("type")).toString()))
        raise(QStringLiteral("JsonParseException"), where + QStringLiteral(": unknown type ") + o.value(QLatin1String("type")).toString());
}

// BoardAdapter.read: tiles[x][y] is a list of fields; a null field is a NullTile.
Tiles readTiles(const QJsonObject &board, const QString &where)
{
    Tiles tiles;
    for (const QJsonValue &column : board.value(QLatin1String("tiles")).toArray()) {
        if (!column.isArray())
            raise(QStringLiteral("IllegalStateException"), where + QStringLiteral(": a column is not an array"));
        std::vector<Fields> &out = tiles.emplace_back();
        for (const QJsonValue &cell : column.toArray()) {
            if (!cell.isArray())
                raise(QStringLiteral("IllegalStateException"), where + QStringLiteral(": a square is not a list of fields"));
            Fields &fields = out.emplace_back();
            for (const QJsonValue &field : cell.toArray()) {
                if (!field.isNull())
                    checkField(field, where);
                fields.push_back(field);
            }
        }
    }
    return tiles;
}

// Orientation.turnLeft, applied by TileUtil.rotateTile to these types only (a restart point,
// placed after the turn, and a gear keep theirs).
QJsonValue rotateTile(const QJsonValue &tile)
{
    static const QStringList kTurned{QStringLiteral("Antenna"), QStringLiteral("ConveyorBelt"), QStringLiteral("Laser"),
                                     QStringLiteral("PushPanel"), QStringLiteral("Wall")};
    static const QStringList kClockwise{QStringLiteral("top"), QStringLiteral("right"), QStringLiteral("bottom"), QStringLiteral("left")};
    QJsonObject o = tile.toObject();
    if (tile.isNull() || !kTurned.contains(o.value(QLatin1String("type")).toString()))
        return tile;
    QJsonArray turned;
    for (const QJsonValue &v : o.value(QLatin1String("orientations")).toArray()) {
        const auto i = kClockwise.indexOf(v.toString().toLower());
        if (i < 0)
            raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("no orientation ") + v.toString());
        turned.append(kClockwise[(i + 3) % 4]);
    }
    o.insert(QLatin1String("orientations"), turned);
    return o;
}

// BoardUtils.rotate90DegreesClockwise: column `col` of the result is row `col` of the board read
// from its last column to its first.
Tiles rotate90(const Tiles &tiles)
{
    const auto rows = tiles.size();
    const auto cols = tiles.front().size();
    Tiles out;
    for (std::size_t col = 0; col < cols; ++col) {
        std::vector<Fields> &column = out.emplace_back();
        for (std::size_t row = rows; row-- > 0;) {
            Fields &fields = column.emplace_back();
            for (const QJsonValue &tile : tiles[row][col])
                fields.push_back(rotateTile(tile));
        }
    }
    return out;
}

Tiles rotateBoard(Tiles tiles, int steps)
{
    for (int i = 0; i < (steps % 4 + 4) % 4; ++i)
        tiles = rotate90(tiles);
    return tiles;
}

Tiles nullTileBoard(int width, int height)
{
    return Tiles(static_cast<std::size_t>(width), std::vector<Fields>(static_cast<std::size_t>(height), Fields{QJsonValue()}));
}

const std::vector<Fields> &first(const Tiles &t)
{
    if (t.empty())
        raise(QStringLiteral("NoSuchElementException"), QStringLiteral("getFirst() of an empty board"));
    return t.front();
}

Tiles horizontally(const Tiles &a, const Tiles &b)
{
    if (first(a).size() != first(b).size())
        raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("Both boards must have the same height to be combined horizontally"));
    Tiles out = a;
    out.insert(out.end(), b.begin(), b.end());
    return out;
}

Tiles vertically(const Tiles &a, const Tiles &b)
{
    if (a.size() != b.size())
        raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("Both boards must have the same width to be combined vertically"));
    Tiles out = a;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].insert(out[i].end(), b[i].begin(), b[i].end());
    return out;
}

Tiles combineBoards(const std::vector<Tiles> &boards, const QString &constellation)
{
    const auto n = boards.size();
    if (constellation == QLatin1String("LINE")) {
        if (boards.empty())
            return {};
        Tiles combined = boards[0];
        for (std::size_t i = 1; i < n; ++i)
            combined = horizontally(combined, boards[i]);
        return combined;
    }
    if (constellation == QLatin1String("T")) {
        if (n < 2)
            raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("T constellation requires a minimum of 2 boards."));
        const int nullBoardWidth = static_cast<int>((n - 2) * 10) / 2;
        const Tiles nullBoard = nullTileBoard(nullBoardWidth, static_cast<int>(first(boards[0]).size()));
        const Tiles bottomHalf = horizontally(horizontally(nullBoard, boards[0]), nullBoard);
        Tiles topHalf = boards[1];
        for (std::size_t i = 2; i < n; ++i)
            topHalf = horizontally(topHalf, boards[i]);
        return vertically(topHalf, bottomHalf);
    }
    if (constellation == QLatin1String("CROSS")) {
        if (n != 4)
            raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("Cross constellation requires exactly 4 boards."));
        const Tiles startingNull = nullTileBoard(static_cast<int>(boards[0].size()), static_cast<int>(first(boards[0]).size()) / 2);
        const Tiles left = vertically(startingNull, vertically(boards[0], startingNull));
        const Tiles middle = vertically(boards[1], boards[2]);
        const Tiles nullBoard = nullTileBoard(static_cast<int>(boards[3].size()), static_cast<int>(first(boards[3]).size()) / 2);
        const Tiles right = vertically(nullBoard, vertically(boards[3], nullBoard));
        return horizontally(horizontally(left, middle), right);
    }
    if (constellation == QLatin1String("SQUARE")) {
        if (n != 5)
            raise(QStringLiteral("IllegalArgumentException"), QStringLiteral("Square constellation requires exactly 5 boards."));
        const Tiles square = vertically(horizontally(boards[1], boards[2]), horizontally(boards[3], boards[4]));
        const Tiles nullBoard = nullTileBoard(static_cast<int>(boards[0].size()), static_cast<int>(first(boards[0]).size()));
        return horizontally(vertically(boards[0], nullBoard), square);
    }
    // Gson leaves an unknown enum constant null; the switch on it throws.
    raise(QStringLiteral("NullPointerException"), QStringLiteral("constellation ") + constellation);
}

// BoardUtils.placeSpecialTileOnBoard: the board is looked up by the tile's isOnBoard, the square
// by List.get, and the tile goes first in the square's list.
void placeSpecialTile(std::vector<std::pair<QString, Tiles>> &boards, const QJsonValue &positioned, const QString &kind)
{
    if (!positioned.isObject())
        raise(QStringLiteral("NullPointerException"), kind + QStringLiteral(" is null"));
    const QJsonObject tile = positioned.toObject().value(QLatin1String("tile")).toObject();
    checkField(tile, kind);
    const QJsonArray at = positioned.toObject().value(QLatin1String("position")).toArray();
    const auto board = std::ranges::find(boards, tile.value(QLatin1String("isOnBoard")).toString(), &std::pair<QString, Tiles>::first);
    if (board == boards.end())
        raise(QStringLiteral("NullPointerException"), kind + QStringLiteral(" on a board the course does not use"));
    const int x = at.at(0).toInt(-1);
    const int y = at.at(1).toInt(-1);
    if (x < 0 || std::cmp_greater_equal(x, board->second.size()) || y < 0 || std::cmp_greater_equal(y, board->second[static_cast<std::size_t>(x)].size()))
        raise(QStringLiteral("IndexOutOfBoundsException"), QStringLiteral("%1 at [%2, %3]").arg(kind).arg(x).arg(y));
    Fields &fields = board->second[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
    fields.insert(fields.begin(), tile);
}

Tiles load(const QString &coursePath)
{
    const QJsonObject course = readObject(coursePath);
    const QDir folder = QFileInfo(coursePath).dir();
    // A LinkedHashMap by board id: a second entry of one id replaces the board in its place.
    std::vector<std::pair<QString, Tiles>> boards;
    for (const QJsonValue &entry : course.value(QLatin1String("boardData")).toArray()) {
        const QString id = entry.toObject().value(QLatin1String("boardId")).toString();
        const QString file = folder.filePath(QStringLiteral("boards/%1.json").arg(id));
        Tiles tiles = rotateBoard(readTiles(readObject(file), file), entry.toObject().value(QLatin1String("rotation")).toInt());
        if (tiles.empty() || tiles.front().empty())
            raise(QStringLiteral("NoSuchElementException"), file + QStringLiteral(": no tiles"));
        const auto it = std::ranges::find(boards, id, &std::pair<QString, Tiles>::first);
        if (it != boards.end())
            it->second = std::move(tiles);
        else
            boards.emplace_back(id, std::move(tiles));
    }
    const QJsonObject special = course.value(QLatin1String("specialTilePositions")).toObject();
    placeSpecialTile(boards, special.value(QLatin1String("antenna")), QStringLiteral("antenna"));
    for (const char *list : {"restartPoints", "checkpoints"})
        for (const QJsonValue &v : special.value(QLatin1String(list)).toArray())
            placeSpecialTile(boards, v, QLatin1String(list));
    std::vector<Tiles> ordered;
    for (auto &[id, tiles] : boards)
        ordered.push_back(std::move(tiles));
    Tiles combined = combineBoards(ordered, course.value(QLatin1String("constellation")).toString());
    first(combined); // the course's dimensions
    return combined;
}

} // namespace

std::expected<Tiles, QString> loadCourse(const QString &coursePath)
{
    try {
        return load(coursePath);
    } catch (const Thrown &t) {
        return std::unexpected(t.what);
    }
}

} // namespace rf::testing::lmuclient
