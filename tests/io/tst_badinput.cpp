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

#include <set>

#include "testmain.h"

using namespace rf::io;

namespace {

const QString kBad = QStringLiteral(RF_TEST_DATA_DIR "/bad");

// Reads a file as the CLI would: a board file, a pack and every board in it, a scenario, or any
// other file through the interop formats (as `convert` does).
std::optional<Error> firstError(const QString &path)
{
    if (path.endsWith(QLatin1String(".rfscenario"))) {
        auto sc = readScenarioFile(path);
        return sc ? std::nullopt : std::optional<Error>(sc.error());
    }
    if (!path.endsWith(QLatin1String(".rfboard")) && !path.endsWith(QLatin1String(".rfpack"))) {
        auto imported = interop::importFile(path);
        return imported ? std::nullopt : std::optional<Error>(imported.error());
    }
    if (path.endsWith(QLatin1String(".rfpack"))) {
        auto pack = readPackage(path);
        if (!pack)
            return pack.error();
        for (const PackEntry &e : pack->entries) {
            if (e.type == PackEntryType::Board || e.type == PackEntryType::Course)
                if (auto c = readPackedBoard(*pack, e, path); !c)
                    return c.error();
            if (e.type == PackEntryType::Scenario)
                if (auto sc = readPackedScenario(*pack, e, path); !sc)
                    return sc.error();
            if (e.type == PackEntryType::Preview)
                if (auto checked = checkPackPreview(e, path); !checked)
                    return checked.error();
        }
        return std::nullopt;
    }
    auto c = readBoardFile(path);
    if (!c)
        return c.error();
    return std::nullopt;
}

} // namespace

// The malformed-input corpus (tests/data/bad, made by tools/gen_bad_corpus.py): every file is
// refused with the place and message listed in expected.tsv, and never crashes the reader.
class TestBadInput : public QObject {
    Q_OBJECT
private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("message");
        QFile table(kBad + QLatin1String("/expected.tsv"));
        QVERIFY(table.open(QIODevice::ReadOnly | QIODevice::Text));
        std::set<QString> listed;
        while (!table.atEnd()) {
            const QString line = QString::fromUtf8(table.readLine()).chopped(1);
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList cols = line.split(QLatin1Char('\t'));
            QCOMPARE(cols.size(), 3);
            listed.insert(cols.at(0));
            QTest::newRow(qPrintable(cols.at(0))) << cols.at(0) << cols.at(1) << cols.at(2);
        }
        QVERIFY(listed.size() >= 30);
        // Every file of the corpus has a row.
        for (const QString &f : QDir(kBad).entryList(QDir::Files))
            if (f != QLatin1String("expected.tsv"))
                QVERIFY2(listed.contains(f), qPrintable(f + QLatin1String(" has no row in expected.tsv")));
    }
    void corpus()
    {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const QString path = kBad + QLatin1Char('/') + file;
        const auto error = firstError(path);
        QVERIFY2(error, "the file was accepted");
        QVERIFY2(error->file.contains(QLatin1String("/bad/")), qPrintable(error->toString()));
        QCOMPARE(error->where, where);
        QVERIFY2(error->message.contains(message), qPrintable(error->toString()));
        QVERIFY(!error->toString().contains(QLatin1Char('\n')));
        // However long the input, the message quotes at most a line of it.
        QVERIFY2(error->toString().size() < 400, qPrintable(error->toString().left(400)));
    }
    void strictParsingAcceptsValidJson()
    {
        // The duplicate-key and escape checks pass what is right: surrogate pairs and other
        // escapes, the same key in sibling objects, escaped keys, nesting in arrays.
        const QByteArray text = "{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", "
                                "\"name\": \"\\ud83d\\ude00 \\u00e9\\n\\\"\\\\\\/\", "
                                "\"descr\\u0069ption\": \"[{\\\"a\\\": 1, \\\"a\\\": 2}]\", \"size\": [2, 2], "
                                "\"cells\": [{\"at\": [0, 0], \"floor\": \"pit\"}, {\"at\": [1, 1], \"floor\": \"pit\", \"device\": {\"kind\": \"gear\"}}], "
                                "\"edges\": [], \"markers\": [{\"kind\": \"start\", \"at\": [0, 1], \"number\": 1, \"facing\": \"E\"}]}";
        auto c = parseBoardJson(text, QStringLiteral("valid.rfboard"));
        QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
        QCOMPARE(QString::fromStdString(c->placements().front().board.info().name), QString::fromUtf8("\xF0\x9F\x98\x80 \xC3\xA9\n\"\\/"));
    }
    void truncatedAtEveryLength()
    {
        // Every prefix of a valid board is either refused cleanly or (the whole text) accepted.
        QFile f(QStringLiteral(RF_SOURCE_DIR "/boards/twin-gates.rfboard"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        for (qsizetype n = 0; n < text.trimmed().size(); n += 7) {
            auto c = parseBoardJson(text.left(n), QStringLiteral("prefix.rfboard"));
            QVERIFY(!c);
            QVERIFY(c.error().where.startsWith(QLatin1String("line ")));
        }
        QVERIFY(parseBoardJson(text, QStringLiteral("whole.rfboard")));
    }
    void nameLimitCountsCharacters()
    {
        // 200 emoji are 400 UTF-16 units and 200 characters: within the limit (the corpus has 201).
        QString name;
        for (int i = 0; i < 200; ++i)
            name += QString::fromUcs4(U"\U0001F600", 1);
        const QByteArray text = "{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", \"name\": \"" +
                                name.toUtf8() + "\", \"size\": [2, 2]}";
        auto c = parseBoardJson(text, QStringLiteral("emoji.rfboard"));
        QVERIFY2(c, c ? "" : qPrintable(c.error().toString()));
    }
    void courseReferencesAreExact()
    {
        // Beside the scenario lies a good ok.rfboard: a NUL after its name must not load it.
        QTemporaryDir dir;
        QFile::copy(QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard"), dir.filePath(QStringLiteral("ok.rfboard")));
        const auto scenarioWith = [&](const QByteArray &course) {
            const QString path = dir.filePath(QStringLiteral("game.rfscenario"));
            QFile f(path);
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write("{\"format\": \"rallyforge-scenario\", \"version\": 1, \"course\": " + course +
                    ", \"robots\": []}");
            f.close();
            return readScenarioFile(path);
        };
        QVERIFY(scenarioWith("\"ok.rfboard\""));
        auto nul = scenarioWith("\"ok.rfboard\\u0000\"");
        QVERIFY(!nul);
        QCOMPARE(nul.error().where, QStringLiteral("$.course"));
        QVERIFY2(nul.error().message.contains(QLatin1String("control character")), qPrintable(nul.error().toString()));
        // An error inside the course names the course, its place, and the scenario's reference.
        QFile bad(dir.filePath(QStringLiteral("bad.rfboard")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", \"size\": [2, 0]}");
        bad.close();
        auto inner = scenarioWith("\"bad.rfboard\"");
        QVERIFY(!inner);
        QVERIFY(inner.error().file.endsWith(QLatin1String("bad.rfboard")));
        QCOMPARE(inner.error().where, QStringLiteral("$.size[1]"));
        QVERIFY2(inner.error().message.endsWith(
                     QStringLiteral(" (in %1 at $.course)").arg(dir.filePath(QStringLiteral("game.rfscenario")))),
                 qPrintable(inner.error().toString()));
        // The same for a Tiled map's tileset and an LMU course's boards.
        QFile tileset(dir.filePath(QStringLiteral("broken.tsj")));
        QVERIFY(tileset.open(QIODevice::WriteOnly));
        tileset.write("not a tileset");
        tileset.close();
        QFile map(dir.filePath(QStringLiteral("map.tmj")));
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write("{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": 2, \"height\": 2, \"tilewidth\": "
                  "64, \"tileheight\": 64, "
                  "\"layers\": [], \"tilesets\": [{\"firstgid\": 1, \"source\": \"broken.tsj\"}]}");
        map.close();
        auto tiled = interop::importFile(map.fileName());
        QVERIFY(!tiled);
        QVERIFY2(tiled.error().file.endsWith(QLatin1String("broken.tsj")), qPrintable(tiled.error().toString()));
        QVERIFY2(tiled.error().message.endsWith(QStringLiteral(" (in %1 at $.tilesets[0].source)").arg(map.fileName())),
                 qPrintable(tiled.error().toString()));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("boards")));
        const QString lmu = QStringLiteral(RF_TEST_DATA_DIR "/interop/lmu-sep/");
        QVERIFY(QFile::copy(lmu + QLatin1String("course.json"), dir.filePath(QStringLiteral("course.json"))));
        QVERIFY(QFile::copy(lmu + QLatin1String("boards/F1.json"), dir.filePath(QStringLiteral("boards/F1.json"))));
        QFile f2(dir.filePath(QStringLiteral("boards/F2.json")));
        QVERIFY(f2.open(QIODevice::WriteOnly));
        f2.write("{\"name\": 5}");
        f2.close();
        auto course = interop::importFile(dir.filePath(QStringLiteral("course.json")));
        QVERIFY(!course);
        QVERIFY2(course.error().file.endsWith(QLatin1String("F2.json")), qPrintable(course.error().toString()));
        QVERIFY2(
            course.error().message.endsWith(
                QStringLiteral(" (in %1 at $.boardData[1].boardId)").arg(dir.filePath(QStringLiteral("course.json")))),
            qPrintable(course.error().toString()));
        auto missing = scenarioWith("\"none.rfboard\"");
        QVERIFY(!missing);
        QVERIFY2(missing.error().message.contains(QLatin1String("at $.course)")),
                 qPrintable(missing.error().toString()));
    }
};

RF_TEST_APPLESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
