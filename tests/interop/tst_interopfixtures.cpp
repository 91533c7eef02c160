// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formatregistry.h"
#include "modeldiff.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf::model;
using namespace rf::io::interop;

namespace {

// Everything an import produced, one line per element (ids left out) and per note.
QStringList describe(const ImportResult &r)
{
    QStringList out;
    const auto &pls = r.course.placements();
    for (std::size_t i = 0; i < pls.size(); ++i) {
        const QString prefix = pls.size() > 1 ? QStringLiteral("board %1: ").arg(i + 1) : QString();
        if (pls.size() > 1)
            out << prefix + QStringLiteral("offset %1,%2 rotation %3").arg(pls[i].offset.x).arg(pls[i].offset.y).arg(pls[i].rotation);
        for (const rf::testing::Item &item : rf::testing::describe(pls[i].board))
            out << prefix + item.toString().replace(QLatin1Char('\n'), QLatin1String("\\n"));
    }
    for (const ConversionNote &n : r.notes)
        out << QStringLiteral("note: ") + n.toString();
    return out;
}

} // namespace

// Hand-written fixtures (tests/data/interop/FORMAT/...), one per format, each using every
// element the format can express; the .expected files list what FORMAT.md says they mean in
// our model. Set RF_UPDATE_EXPECTED=1 to rewrite them (then review the diff by hand).
class TestInteropFixtures : public QObject {
    Q_OBJECT
private slots:
    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        const auto row = [](const char *file, const char *format) {
            QTest::newRow(file) << QStringLiteral(RF_TEST_DATA_DIR "/interop/") + QLatin1String(file) << QString::fromLatin1(format);
        };
        row("mvolfik/fixture", "mvolfik");
        row("robo-rally-online/fixture.json", "robo-rally-online");
        row("lmu-sep/boards/F1.json", "lmu-sep-board");
        row("lmu-sep/course.json", "lmu-sep");
        row("roboprojekt/fixture.json", "roboprojekt");
        row("tiled/fixture.tmj", "tiled-json");
        row("tiled/fixture.tmx", "tiled-tmx");
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        auto detected = FormatRegistry::instance().formatForReading(file);
        QVERIFY2(detected, detected ? "" : qPrintable(detected.error().toString()));
        QCOMPARE((*detected)->name(), format);
        auto result = (*detected)->read(file);
        QVERIFY2(result, result ? "" : qPrintable(result.error().toString()));
        const QStringList actual = describe(*result);
        const QString expectedPath = file + QStringLiteral(".expected");
        if (qEnvironmentVariableIsSet("RF_UPDATE_EXPECTED")) {
            QFile out(expectedPath);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write((actual.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        }
        QFile in(expectedPath);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(expectedPath));
        const QStringList expected = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(actual == expected, qPrintable(QStringLiteral("actual:\n") + actual.join(QLatin1Char('\n'))));
    }
    void tiledJsonAsTiledSavesIt()
    {
        // Tiled escapes every '/' in strings ("roborally-board\/1") and may save a JSON map as
        // .json: the probes look at parsed values, so the map is still Tiled's, not roboprojekt's.
        const QString original = QStringLiteral(RF_TEST_DATA_DIR "/interop/tiled/fixture.tmj");
        QFile in(original);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        QVERIFY(text.contains("\"roborally-board/1\""));
        text.replace("/", "\\/");
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("map.json"));
        QFile out(saved);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        auto detected = FormatRegistry::instance().formatForReading(saved);
        QVERIFY2(detected, detected ? "" : qPrintable(detected.error().toString()));
        QCOMPARE((*detected)->name(), QStringLiteral("tiled-json"));
        auto result = (*detected)->read(saved);
        QVERIFY2(result, result ? "" : qPrintable(result.error().toString()));
        auto expected = FormatRegistry::instance().byName(QStringLiteral("tiled-json"))->read(original);
        QVERIFY(expected);
        QCOMPARE(describe(*result), describe(*expected));
    }
    void tiledMapSavedIntoPlainSubfolder_data()
    {
        QTest::addColumn<QString>("saved");
        QTest::newRow("tmx") << QStringLiteral("gear-works.tmx");
        QTest::newRow("tmj") << QStringLiteral("gear-works.tmj");
    }
    void tiledMapSavedIntoPlainSubfolder()
    {
        // Our TMX export of gear-works (its tileset without image) saved by Tiled 1.11 into a
        // folder with no Tiled project: `tiled --export-map tmx|json gear-works.tmx
        // maps/gear-works.tmx|tmj`. Tiled names the tileset "../rallyforge-elements.tsx"; the map
        // imports as the original.
        const QString folder = QStringLiteral(RF_TEST_DATA_DIR "/interop/tiled/saved-into-subfolder/");
        QFETCH(QString, saved);
        QFile in(folder + QStringLiteral("maps/") + saved);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(in.readAll()).replace(QLatin1String("\\/"), QLatin1String("/")).contains(QLatin1String("\"../rallyforge-elements.tsx\"")));
        QVERIFY(QDir(folder).entryList({QStringLiteral("*.tiled-project")}, QDir::Files | QDir::Hidden).isEmpty());
        auto original = importFile(folder + QStringLiteral("gear-works.tmx"));
        QVERIFY2(original, original ? "" : qPrintable(original.error().toString()));
        auto read = importFile(folder + QStringLiteral("maps/") + saved);
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QVERIFY(read->notes.empty());
        QCOMPARE(describe(*read), describe(*original));
        QCOMPARE(read->course, original->course);
    }
    void unknownAndAmbiguousFiles()
    {
        // A .json that is no board: no format claims it beyond its extension, so it is ambiguous.
        auto r = FormatRegistry::instance().formatForReading(QStringLiteral(RF_TEST_DATA_DIR "/interop/robo-rally-online/fixture.json.expected"));
        QVERIFY(!r);
        auto w = FormatRegistry::instance().formatForWriting(QStringLiteral("out.json"));
        QVERIFY(!w);
        QVERIFY(w.error().message.contains(QLatin1String("--to")));
        auto t = FormatRegistry::instance().formatForWriting(QStringLiteral("out.tmx"));
        QVERIFY(t);
        QCOMPARE((*t)->name(), QStringLiteral("tiled-tmx"));
    }
};

RF_TEST_APPLESS_MAIN(TestInteropFixtures)
#include "tst_interopfixtures.moc"
