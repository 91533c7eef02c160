// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formatregistry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;

namespace {

// A 2 x 2 robo-rally-online board (spaces[x][y], y growing north) with spawn points of the given ids
// at (0,1), (1,1), (0,0) on the file's grid: our (0,0), (1,0), (0,1).
std::expected<ImportResult, rf::io::Error> readSpawns(const QStringList &ids)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return std::unexpected(rf::io::Error{});
    const auto spawn = [&](int i) {
        return QStringLiteral(R"({"type": {"id": "%1"}, "orientation": "N"})").arg(ids.value(i));
    };
    f.write(
        QStringLiteral(
            R"({"x_dim": 2, "y_dim": 2, "display_name": "Bay", "walls": {"horizontal_walls": [], "vertical_walls": []},
        "spaces": [[%3, %1], [{}, %2]]})")
            .arg(spawn(0), spawn(1), spawn(2))
            .toUtf8());
    f.close();
    return FormatRegistry::instance().byName(QStringLiteral("robo-rally-online"))->read(path);
}

} // namespace

// Reading robo-rally-online boards as upstream's own samples write them.
class TestRoboRallyOnline : public QObject {
    Q_OBJECT
private slots:
    void sharedSpawnIdsAreNoted()
    {
        // docking_bay_a.json gives all 12 spawn points the placeholder id "aa:bb:cc:dd".
        const auto read =
            readSpawns({QStringLiteral("aa:bb:cc:dd"), QStringLiteral("aa:bb:cc:dd"), QStringLiteral("aa:bb:cc:dd")});
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QStringList notes;
        for (const ConversionNote &n : read->notes)
            notes << n.toString();
        QCOMPARE(notes,
                 QStringList{QStringLiteral(
                     "approximated start: 3 spawn points share the id \"aa:bb:cc:dd\"; numbered in reading order")});
        const Board &b = read->course.placements().front().board;
        std::vector<std::pair<int, Point>> starts;
        for (const Marker *m : b.markersOf(MarkerKind::Start))
            starts.emplace_back(m->number, m->at);
        std::ranges::sort(starts);
        QCOMPARE(starts, (std::vector<std::pair<int, Point>>{{1, {0, 0}}, {2, {1, 0}}, {3, {0, 1}}}));
    }
    void distinctSpawnIdsAreNotNoted()
    {
        const auto read = readSpawns({QStringLiteral("start-2"), QStringLiteral("robot-a"), QStringLiteral("robot-b")});
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QVERIFY(read->notes.empty());
    }
};

RF_TEST_APPLESS_MAIN(TestRoboRallyOnline)
#include "tst_roborallyonline.moc"
