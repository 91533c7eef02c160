// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;

namespace {

QJsonObject readObject(const QString &path, QString *why)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *why = path + QStringLiteral(": ") + f.errorString();
        return {};
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        *why = path + QStringLiteral(": not a JSON object: ") + error.errorString();
    return doc.object();
}

// What the LMU client's course loader (adrior11/roborally, RacingCourse.createRacingCourse and
// BoardUtils.placeSpecialTilesOnBoards) needs to get through a course without an exception:
// every board of boardData read from boards/<id>.json and rotated, then the antenna placed
// unconditionally (a missing one is the NullPointerException), then every restart point and
// checkpoint, each on the board its isOnBoard names (a map lookup: an unknown id is null) at a
// position inside that board after its rotation (List.get: IndexOutOfBoundsException).
bool lmuLoaderAccepts(const QString &coursePath, QString *why)
{
    const QJsonObject course = readObject(coursePath, why);
    if (!why->isEmpty())
        return false;
    std::map<QString, QSize> boards; // rotated width x height, by board id
    for (const QJsonValue &entry : course.value(QLatin1String("boardData")).toArray()) {
        const QString id = entry.toObject().value(QLatin1String("boardId")).toString();
        const QJsonObject board =
            readObject(QFileInfo(coursePath).dir().filePath(QStringLiteral("boards/%1.json").arg(id)), why);
        if (!why->isEmpty())
            return false;
        const QJsonArray tiles = board.value(QLatin1String("tiles")).toArray();
        if (tiles.isEmpty()) {
            *why = QStringLiteral("board %1 has no tiles").arg(id);
            return false;
        }
        const int w = static_cast<int>(tiles.size());
        const int h = static_cast<int>(tiles.first().toArray().size());
        const bool turned = entry.toObject().value(QLatin1String("rotation")).toInt() % 2 != 0;
        boards[id] = turned ? QSize(h, w) : QSize(w, h);
    }
    const QJsonObject special = course.value(QLatin1String("specialTilePositions")).toObject();
    const auto place = [&](const QJsonValue &positioned, const QString &kind) {
        if (!positioned.isObject()) {
            *why = kind + QStringLiteral(" missing: NullPointerException in placeSpecialTileOnBoard");
            return false;
        }
        const QJsonObject tile = positioned.toObject().value(QLatin1String("tile")).toObject();
        const QJsonArray at = positioned.toObject().value(QLatin1String("position")).toArray();
        const auto board = boards.find(tile.value(QLatin1String("isOnBoard")).toString());
        if (board == boards.end()) {
            *why = kind + QStringLiteral(" on a board the course does not use");
            return false;
        }
        const int x = at.at(0).toInt(-1);
        const int y = at.at(1).toInt(-1);
        if (at.size() != 2 || x < 0 || y < 0 || x >= board->second.width() || y >= board->second.height()) {
            *why = kind + QStringLiteral(" at [%1,%2] outside its board").arg(x).arg(y);
            return false;
        }
        return true;
    };
    const QJsonValue antenna = special.value(QLatin1String("antenna"));
    if (!place(antenna, QStringLiteral("antenna")))
        return false;
    const QJsonObject antennaTile = antenna.toObject().value(QLatin1String("tile")).toObject();
    static const QStringList kOrientations{QStringLiteral("top"), QStringLiteral("right"), QStringLiteral("bottom"),
                                           QStringLiteral("left")};
    if (antennaTile.value(QLatin1String("type")).toString() != QLatin1String("Antenna") ||
        !kOrientations.contains(antennaTile.value(QLatin1String("orientations")).toArray().at(0).toString())) {
        *why = QStringLiteral("the antenna tile is not an Antenna with an orientation");
        return false;
    }
    for (const char *list : {"restartPoints", "checkpoints"})
        for (const QJsonValue &v : special.value(QLatin1String(list)).toArray())
            if (!place(v, QLatin1String(list)))
                return false;
    return true;
}

bool hasAntenna(const Course &course)
{
    for (const Placement &pl : course.placements())
        for (const Cell &c : pl.board.cells())
            if (c.device.kind == DeviceKind::PriorityAntenna)
                return true;
    return false;
}

} // namespace

// The LMU SEP formats against the LMU client's own code (adrior11/roborally).
class TestLmuSep : public QObject {
    Q_OBJECT
private slots:
    void shippedCoursesLoadInTheLmuClient_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f :
             QDir(QStringLiteral(RF_SOURCE_DIR "/boards")).entryList({QStringLiteral("*.rfboard")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << QStringLiteral(RF_SOURCE_DIR "/boards/") + f;
    }
    void shippedCoursesLoadInTheLmuClient()
    {
        QFETCH(QString, file);
        auto course = rf::io::readBoardFile(file);
        QVERIFY2(course, course ? "" : qPrintable(course.error().toString()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        auto written = FormatRegistry::instance().byName(QStringLiteral("lmu-sep"))->write(path, *course);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QString why;
        QVERIFY2(lmuLoaderAccepts(path, &why), qPrintable(why));
        // An antenna the course did not have is never added silently.
        const bool noted = std::ranges::any_of(written->notes, [](const ConversionNote &n) {
            return n.element == QLatin1String("antenna") && n.detail.startsWith(QLatin1String("added"));
        });
        QCOMPARE(noted, !hasAntenna(*course));
    }
    void addedAntennaAvoidsOccupiedSquares()
    {
        // The first squares in reading order hold a pit, a start, a belt and a laser's target.
        Board b(4, 2, "Busy");
        b.cell({0, 0}).floor.kind = FloorKind::Pit;
        b.addMarker({.kind = MarkerKind::Start, .at = {1, 0}, .number = 1, .facing = Direction::East});
        b.setDevice({2, 0}, Device{.kind = DeviceKind::Belt, .dir = Direction::East, .inputs = {Direction::West}});
        b.addEdgeFeature({.pos = EdgePos::of({3, 0}, Direction::North),
                          .kind = EdgeKind::Laser,
                          .dir = Direction::South,
                          .beams = 1});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        auto written = FormatRegistry::instance().byName(QStringLiteral("lmu-sep"))->write(path, Course(b));
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QString why;
        QVERIFY2(lmuLoaderAccepts(path, &why), qPrintable(why));
        const QJsonObject course = readObject(path, &why);
        const QJsonArray at =
            course[QLatin1String("specialTilePositions")][QLatin1String("antenna")][QLatin1String("position")]
                .toArray();
        QCOMPARE(at, (QJsonArray{0, 1}));
        // Read back, the start faces the added antenna (east), as its note says nothing else.
        auto back = FormatRegistry::instance().byName(QStringLiteral("lmu-sep"))->read(path);
        QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
        QVERIFY(hasAntenna(back->course));
    }
    void nullFieldsReadAsNothing()
    {
        // BoardAdapter turns a null field into a NullTile, which no part of the game acts on.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("N.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"name": "N", "startingBoard": false, "tiles": [
            [[{"type": "Empty", "isOnBoard": "N"}, null], [null]],
            [[null, {"type": "Pit", "isOnBoard": "N"}], [null, {"type": "Wall", "orientations": ["top"], "isOnBoard": "N"}]]]})");
        f.close();
        auto read = FormatRegistry::instance().byName(QStringLiteral("lmu-sep-board"))->read(path);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        const Board &b = read->course.placements().front().board;
        QCOMPARE(b.width(), 2);
        QCOMPARE(b.height(), 2);
        QCOMPARE(b.cell({0, 0}).floor.kind, FloorKind::Floor);
        QCOMPARE(b.cell({0, 1}).floor.kind, FloorKind::Floor);
        QCOMPARE(b.cell({1, 0}).floor.kind, FloorKind::Pit);
        QCOMPARE(b.cell({1, 1}).floor.kind, FloorKind::Floor);
        QCOMPARE(b.edgeFeatures().size(), std::size_t{1});
        QVERIFY(read->notes.empty());
    }
};

RF_TEST_APPLESS_MAIN(TestLmuSep)
#include "tst_lmusep.moc"
