// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "model/laserpath.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <iterator>
#include <set>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;

namespace {

// Writes `course` as mvolfik text and returns it.
QString exported(const Course &course)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.txt"));
    auto written = FormatRegistry::instance().byName(QStringLiteral("mvolfik"))->write(path, course);
    if (!written)
        return written.error().toString();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return f.errorString();
    return QString::fromUtf8(f.readAll());
}

// The tile string at `p` of mvolfik text.
QString tileAt(const QString &text, Point p)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    return lines.value(p.y + 1).split(QLatin1Char(';')).value(p.x);
}

// mvolfik's own parser (parser.rs): "Antenna: underlying tile must have walls on all sides",
// the walls declared on the antenna's tile itself.
bool antennaAccepted(const QString &text, QString *why)
{
    const QString header = text.section(QLatin1Char('\n'), 0, 0);
    QString antenna;
    for (const QString &token : header.split(QLatin1Char(' ')))
        if (token.startsWith(QLatin1String("Antenna=")))
            antenna = token.mid(8);
    const QStringList xy = antenna.split(QLatin1Char(','));
    if (xy.size() != 2) {
        *why = QStringLiteral("no antenna in the header: ") + header;
        return false;
    }
    const QString tile = tileAt(text, {xy[0].toInt(), xy[1].toInt()});
    const QString type = tile.section(QLatin1Char(':'), 0, 0);
    const QString walls = tile.section(QLatin1Char(':'), 1);
    *why = QStringLiteral("antenna at %1 on tile \"%2\"").arg(antenna, tile);
    return type == QLatin1String("F") && walls.contains(QLatin1Char('u')) && walls.contains(QLatin1Char('r')) && walls.contains(QLatin1Char('d')) &&
           walls.contains(QLatin1Char('l'));
}

} // namespace

// The mvolfik writer against mvolfik's own rules (../shared/interop/mvolfik/FORMAT.md).
class TestMvolfikWriter : public QObject {
    Q_OBJECT
private slots:
    void antennaTileHasItsFourWalls()
    {
        // An antenna with one wall of its own (west) and one shared with the tile above (north,
        // which the writer would otherwise put on that tile as 'd').
        Board b(4, 3, "Antenna_test");
        Device antenna;
        antenna.kind = DeviceKind::PriorityAntenna;
        b.setDevice({1, 1}, antenna);
        for (Direction side : {Direction::North, Direction::West}) {
            EdgeFeature wall;
            wall.pos = EdgePos::of({1, 1}, side);
            b.addEdgeFeature(wall);
        }
        const QString text = exported(Course(b));
        QCOMPARE(tileAt(text, {1, 1}), QStringLiteral("F:urdl"));
        // Each edge once: the neighbours do not declare the antenna's edges again.
        QCOMPARE(tileAt(text, {1, 0}), QStringLiteral("F"));
        QCOMPARE(tileAt(text, {0, 1}), QStringLiteral("F"));
        QCOMPARE(tileAt(text, {2, 1}), QStringLiteral("F"));
        QCOMPARE(tileAt(text, {1, 2}), QStringLiteral("F"));
        QString why;
        QVERIFY2(antennaAccepted(text, &why), qPrintable(why));
    }
    void shippedBoardsPassTheAntennaRule_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : QDir(QStringLiteral(RF_SOURCE_DIR "/boards")).entryList({QStringLiteral("*.rfboard")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << QStringLiteral(RF_SOURCE_DIR "/boards/") + f;
    }
    void shippedBoardsPassTheAntennaRule()
    {
        QFETCH(QString, file);
        auto course = rf::io::readBoardFile(file);
        QVERIFY2(course, course ? "" : qPrintable(course.error().toString()));
        const QString text = exported(*course);
        QString why;
        QVERIFY2(antennaAccepted(text, &why), qPrintable(why));
    }
    void addedItemsLeaveDevicesTheirSquares_data() { shippedBoardsPassTheAntennaRule_data(); }
    void addedItemsLeaveDevicesTheirSquares()
    {
        // mvolfik requires one reboot token and one antenna; one the writer adds goes on a
        // square no push panel or board laser acts on (gear-works: not on the square of its
        // pusher at 1,0, which the panel then lost).
        QFETCH(QString, file);
        auto course = rf::io::readBoardFile(file);
        QVERIFY2(course, course ? "" : qPrintable(course.error().toString()));
        const auto board = combine(*course);
        QVERIFY(board);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.txt"));
        auto written = FormatRegistry::instance().byName(QStringLiteral("mvolfik"))->write(path, *course);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        std::set<Point> acted;
        for (const EdgeFeature &f : board->edgeFeatures()) {
            if (f.kind == EdgeKind::Laser)
                std::ranges::copy(laserPath(*board, f), std::inserter(acted, acted.end()));
            else if (f.kind == EdgeKind::Pusher)
                acted.insert(f.dir == Direction::North || f.dir == Direction::West ? f.pos.before() : f.pos.after());
        }
        for (const ConversionNote &n : written->notes)
            if ((n.element == QLatin1String("reboot") || n.element == QLatin1String("antenna")) && n.detail.startsWith(QLatin1String("added")))
                QVERIFY2(!acted.contains(*n.cell), qPrintable(n.toString()));
    }
};

RF_TEST_APPLESS_MAIN(TestMvolfikWriter)
#include "tst_mvolfikwriter.moc"
