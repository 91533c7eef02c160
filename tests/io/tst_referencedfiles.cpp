// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "io/package.h"
#include "io/scenario/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "testmain.h"

using namespace rf::io;

namespace {

const QByteArray kBoard = R"({"format": "rallyforge-board", "version": 1, "kind": "board", "name": "b", "size": [2, 2]})";

QByteArray course(const char *source)
{
    return QByteArray(R"({"format": "rallyforge-board", "version": 1, "kind": "course", "placements": [{"offset": [0, 0], "source": ")") + source + "\"}]}";
}

QByteArray scenario(const char *course)
{
    return QByteArray(R"({"format": "rallyforge-scenario", "version": 1, "course": ")") + course + R"(", "robots": []})";
}

QByteArray tmx(const char *source)
{
    return QByteArray(R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="64" tileheight="64" infinite="0">
 <tileset firstgid="1" source=")") + source + R"("/>
</map>
)";
}

QByteArray tmj(const char *source)
{
    return QByteArray(R"({"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 64, "tileheight": 64, "infinite": false, )"
                      R"("properties": [{"name": "profile", "type": "string", "value": "roborally-board/1"}], "tilesets": [{"firstgid": 1, "source": ")") +
           source + R"("}], "layers": []})";
}

QByteArray lmuCourse(const char *id)
{
    return QByteArray(R"({"constellation": "LINE", "rule": null, "boardData": [{"boardId": ")") + id + R"(", "rotation": 0}], "specialTilePositions": {}})";
}

// Reads a file as the CLI would (see tst_badinput.cpp).
std::optional<Error> firstReferenceError(const QString &path)
{
    if (path.endsWith(QLatin1String(".rfscenario"))) {
        auto sc = readScenarioFile(path);
        return sc ? std::nullopt : std::optional<Error>(sc.error());
    }
    if (path.endsWith(QLatin1String(".rfpack"))) {
        auto pack = readPackage(path);
        return pack ? std::nullopt : std::optional<Error>(pack.error());
    }
    if (path.endsWith(QLatin1String(".rfboard"))) {
        auto c = readBoardFile(path);
        return c ? std::nullopt : std::optional<Error>(c.error());
    }
    auto imported = interop::importFile(path);
    return imported ? std::nullopt : std::optional<Error>(imported.error());
}

} // namespace

// Files that documents refer to follow one rule in every reader: relative, inside the
// document's folder once symbolic links are resolved, and regular files (a FIFO would block the
// reader forever). Each case builds its folder in a temporary directory: "outside/" holds what
// a hostile document must not reach, "doc/" the document and its links.
class TestReferencedFiles : public QObject {
    Q_OBJECT
private slots:
    void references_data()
    {
        QTest::addColumn<QStringList>("links");  // "NAME->TARGET" symbolic links, "NAME|" FIFOs, "NAME+" files
        QTest::addColumn<QString>("document");   // the file read, with its text
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");      // expected Error::where ("-" for any)
        QTest::addColumn<QString>("message");    // a substring of the message; empty: accepted

        const QString outside = QStringLiteral("leads outside");
        const QString fifo = QStringLiteral("not a regular file");
        QTest::newRow("course source: link out") << QStringList{QStringLiteral("doc/link.rfboard->../outside/secret.rfboard")} << QStringLiteral("doc/c.rfboard")
                                                 << course("link.rfboard") << QStringLiteral("$.placements[0].source") << outside;
        QTest::newRow("course source: folder link out") << QStringList{QStringLiteral("doc/sub->../outside")} << QStringLiteral("doc/c.rfboard")
                                                        << course("sub/secret.rfboard") << QStringLiteral("$.placements[0].source") << outside;
        QTest::newRow("course source: dangling link") << QStringList{QStringLiteral("doc/link.rfboard->/nonexistent/x.rfboard")} << QStringLiteral("doc/c.rfboard")
                                                      << course("link.rfboard") << QStringLiteral("$.placements[0].source") << outside;
        QTest::newRow("course source: fifo") << QStringList{QStringLiteral("doc/fifo.rfboard|")} << QStringLiteral("doc/c.rfboard") << course("fifo.rfboard")
                                             << QStringLiteral("$.placements[0].source") << fifo;
        QTest::newRow("course source: link inside") << QStringList{QStringLiteral("doc/alias.rfboard->board.rfboard")} << QStringLiteral("doc/c.rfboard")
                                                    << course("alias.rfboard") << QString() << QString();
        QTest::newRow("course in a linked folder") << QStringList{QStringLiteral("linked->doc")} << QStringLiteral("linked/c.rfboard") << course("board.rfboard")
                                                   << QString() << QString();
        QTest::newRow("scenario course: link out") << QStringList{QStringLiteral("doc/link.rfboard->../outside/secret.rfboard")} << QStringLiteral("doc/s.rfscenario")
                                                   << scenario("link.rfboard") << QStringLiteral("$.course") << outside;
        QTest::newRow("scenario course: fifo") << QStringList{QStringLiteral("doc/fifo.rfboard|")} << QStringLiteral("doc/s.rfscenario") << scenario("fifo.rfboard")
                                               << QStringLiteral("-") << fifo;
        QTest::newRow("scenario course: inside") << QStringList{} << QStringLiteral("doc/s.rfscenario") << scenario("board.rfboard") << QString() << QString();
        QTest::newRow("tmx tileset: link out") << QStringList{QStringLiteral("doc/t.tsx->../outside/t.tsx")} << QStringLiteral("doc/m.tmx") << tmx("t.tsx")
                                               << QStringLiteral("line 3, column 39") << outside;
        QTest::newRow("tmx tileset: fifo") << QStringList{QStringLiteral("doc/t.tsx|")} << QStringLiteral("doc/m.tmx") << tmx("t.tsx") << QStringLiteral("-") << fifo;
        QTest::newRow("tmj tileset: link out") << QStringList{QStringLiteral("doc/t.tsj->../outside/t.tsx")} << QStringLiteral("doc/m.tmj") << tmj("t.tsj")
                                               << QStringLiteral("$.tilesets[0].source") << outside;
        QTest::newRow("tmj tileset: fifo") << QStringList{QStringLiteral("doc/t.tsj|")} << QStringLiteral("doc/m.tmj") << tmj("t.tsj") << QStringLiteral("-") << fifo;
        // A Tiled map saved into a subfolder, in a project or not, reaches its tilesets with ".."
        // up to three folders (docs/interop.md).
        const QStringList project{QStringLiteral("doc/p.tiled-project+")};
        QTest::newRow("tmx tileset: .. in a project")
            << project + QStringList{QStringLiteral("doc/tilesets/t.tsx+")} << QStringLiteral("doc/maps/m.tmx")
            << tmx("../tilesets/t.tsx") << QString() << QString();
        QTest::newRow("tmj tileset: .. in a project")
            << project + QStringList{QStringLiteral("doc/t.tsx+")} << QStringLiteral("doc/maps/sub/m.tmj")
            << tmj("../../t.tsx") << QString() << QString();
        QTest::newRow("tmx tileset: .. without a project")
            << QStringList{QStringLiteral("doc/tilesets/t.tsx+")} << QStringLiteral("doc/maps/m.tmx")
            << tmx("../tilesets/t.tsx") << QString() << QString();
        QTest::newRow("tmx tileset: three folders up")
            << QStringList{QStringLiteral("doc/t.tsx+")} << QStringLiteral("doc/a/b/c/m.tmx")
            << tmx("../../../t.tsx") << QString() << QString();
        QTest::newRow("tmx tileset: four folders up")
            << QStringList{QStringLiteral("doc/t.tsx+")} << QStringLiteral("doc/a/b/c/d/m.tmx")
            << tmx("../../../../t.tsx") << QStringLiteral("line 3, column 51")
            << QStringLiteral("must stay inside the map's folder or the 3 folders above it");
        QTest::newRow("tmx tileset: up and down again, four folders up")
            << QStringList{QStringLiteral("doc/t.tsx+")} << QStringLiteral("doc/a/b/c/d/m.tmx")
            << tmx("../../x/../../../t.tsx") << QStringLiteral("-")
            << QStringLiteral("must stay inside the map's folder or the 3 folders above it");
        QTest::newRow("tmj tileset: .. through a link out of the three folders")
            << QStringList{QStringLiteral("doc/a/tilesets->../../outside")} << QStringLiteral("doc/a/b/c/m.tmj")
            << tmj("../../tilesets/t.tsx") << QStringLiteral("$.tilesets[0].source") << outside;
        QTest::newRow("tmx tileset: .. to a fifo")
            << QStringList{QStringLiteral("doc/tilesets/t.tsx|")} << QStringLiteral("doc/maps/m.tmx")
            << tmx("../tilesets/t.tsx") << QStringLiteral("-") << fifo;
        QTest::newRow("tmj tileset: .. to another kind of file")
            << QStringList{} << QStringLiteral("doc/maps/m.tmj") << tmj("../board.rfboard")
            << QStringLiteral("$.tilesets[0].source") << QStringLiteral("is not a tileset");
        QTest::newRow("tmx tileset: .. to another kind of file in a project")
            << project << QStringLiteral("doc/maps/m.tmx") << tmx("../../outside/secret.rfboard")
            << QStringLiteral("-") << QStringLiteral("is not a tileset");
        QTest::newRow("tmj tileset: absolute in a project")
            << project << QStringLiteral("doc/maps/m.tmj") << tmj("/tmp/t.tsx")
            << QStringLiteral("$.tilesets[0].source") << QStringLiteral("must be a relative path");
        QTest::newRow("lmu board: link out") << QStringList{QStringLiteral("doc/boards/F1.json->../../outside/F1.json")} << QStringLiteral("doc/course.json")
                                             << lmuCourse("F1") << QStringLiteral("$.boardData[0].boardId") << outside;
        QTest::newRow("lmu board: fifo") << QStringList{QStringLiteral("doc/F1.json|")} << QStringLiteral("doc/course.json") << lmuCourse("F1") << QStringLiteral("-")
                                         << fifo;
        QTest::newRow("board file: fifo") << QStringList{QStringLiteral("doc/top.rfboard|")} << QStringLiteral("doc/top.rfboard") << QByteArray() << QString() << fifo;
        QTest::newRow("scenario file: fifo") << QStringList{QStringLiteral("doc/top.rfscenario|")} << QStringLiteral("doc/top.rfscenario") << QByteArray() << QString()
                                             << fifo;
        QTest::newRow("pack file: fifo") << QStringList{QStringLiteral("doc/top.rfpack|")} << QStringLiteral("doc/top.rfpack") << QByteArray() << QString() << fifo;
        QTest::newRow("interop file: fifo") << QStringList{QStringLiteral("doc/top.tmx|")} << QStringLiteral("doc/top.tmx") << QByteArray() << QString() << fifo;
    }
    void references()
    {
        QFETCH(QStringList, links);
        QFETCH(QString, document);
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QDir root(tmp.path());
        QVERIFY(root.mkpath(QStringLiteral("outside")) && root.mkpath(QStringLiteral("doc/boards")));
        const auto write = [&](const QString &name, const QByteArray &data) {
            QFile f(root.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
        };
        QVERIFY(write(QStringLiteral("outside/secret.rfboard"), kBoard));
        const QByteArray tileset =
            R"(<?xml version="1.0"?><tileset name="t" tilewidth="64" tileheight="64" tilecount="0" columns="0"/>)";
        QVERIFY(write(QStringLiteral("outside/t.tsx"), tileset));
        QVERIFY(write(QStringLiteral("outside/F1.json"), R"({"name": "F1", "tiles": [[[{"type": "Empty", "isOnBoard": "F1"}]]]})"));
        QVERIFY(write(QStringLiteral("doc/board.rfboard"), kBoard));
        for (const QString &link : links) {
            const QString name = link.section(QLatin1String("->"), 0, 0);
            QVERIFY(root.mkpath(QFileInfo(name).path()));
            if (link.endsWith(QLatin1Char('+'))) { // a regular file (an empty tileset)
                QVERIFY(write(link.chopped(1), tileset));
                continue;
            }
            if (link.endsWith(QLatin1Char('|'))) {
                QVERIFY(::mkfifo(QFile::encodeName(root.filePath(link.chopped(1))).constData(), 0600) == 0);
                continue;
            }
            QVERIFY2(QFile::link(link.section(QLatin1String("->"), 1), root.filePath(name)), qPrintable(link));
        }
        if (!text.isEmpty()) {
            QVERIFY(root.mkpath(QFileInfo(document).path()));
            QVERIFY(write(document, text));
        }

        const auto error = firstReferenceError(root.filePath(document));
        if (message.isEmpty()) {
            QVERIFY2(!error, error ? qPrintable(error->toString()) : "");
            return;
        }
        QVERIFY2(error, "the file was accepted");
        if (where != QLatin1String("-"))
            QCOMPARE(error->where, where);
        QVERIFY2(error->message.contains(message), qPrintable(error->toString()));
    }
};

RF_TEST_APPLESS_MAIN(TestReferencedFiles)
#include "tst_referencedfiles.moc"
