// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A property of every writing command (issue 45): whatever files a command reads, through
// whatever names, it never writes onto one of them. Each row builds a random reference graph (a
// scenario naming a course, the course naming its boards through `source`, in the folder or a
// subfolder, with names of any suffix, symbolic and hard links to them), then gives each writing
// command every name of a file it reads that it could take as its output: each must be refused
// (exit 2: "is a file this command reads", or "is also an input" for the file named on its
// command line) with every file keeping its bytes, and a fresh name written.
#include "clirun.h"
#include "filebytes.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <random>

#include <unistd.h>

#include "testmain.h"

using rf::test::bytesOf;
using rf::test::filesUnder;
using rf::test::putBytes;
using rf::test::runCli;

namespace {

// The suffixes a graph's files take: each is some command's output type.
const QStringList kSuffixes{QStringLiteral("rfboard"), QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("html"), QStringLiteral("md"),
                            QStringLiteral("tmx"), QStringLiteral("rfscenario"), QStringLiteral("rfpack")};

struct Graph {
    QString scenario; // relative to the folder
    QString course;
    // Every name of a file a command may read (files, links, hard links), and whether it names
    // the scenario (which only the commands reading the scenario read).
    QStringList names;
    QList<bool> scenarioNames;
};

// A random graph in `dir`: two boards, a course placing them, a scenario playing the course, and
// links to some of them.
Graph makeGraph(const QString &dir, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint32_t>(n)); };
    auto name = [&](const QString &stem) {
        const QString folder = pick(2) ? QStringLiteral("sub/") : QString();
        return folder + stem + QLatin1Char('.') + kSuffixes[pick(static_cast<int>(kSuffixes.size()))];
    };
    QDir(dir).mkpath(QStringLiteral("sub"));
    Graph g;
    // The first board has the start positions (analyze plays from them).
    const QStringList boards{name(QStringLiteral("board1")), name(QStringLiteral("board2"))};
    putBytes(dir + QLatin1Char('/') + boards[0], bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/crusher-row.rfboard")));
    putBytes(dir + QLatin1Char('/') + boards[1], bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/open-plaza.rfboard")));
    // The course and the scenario sit in the folder itself: references stay inside their folder.
    // A course or scenario file's suffix is one its readers take it by (a .rfscenario is read as
    // a scenario, a .tmx as a Tiled map), so those are left out.
    const QStringList inputSuffixes{QStringLiteral("rfboard"), QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("html"), QStringLiteral("md")};
    g.course = QStringLiteral("course.") + inputSuffixes[pick(static_cast<int>(inputSuffixes.size()))];
    putBytes(dir + QLatin1Char('/') + g.course,
             R"({"format": "rallyforge-board", "version": 1, "kind": "course", "name": "Graph", "placements": [{"offset": [0, 0], "source": ")" +
                 boards[0].toUtf8() + R"("}, {"offset": [12, 0], "source": ")" + boards[1].toUtf8() + R"("}]})");
    g.scenario = QStringLiteral("scenario.rfscenario"); // `pack` takes a file by its suffix
    putBytes(dir + QLatin1Char('/') + g.scenario, R"({"format": "rallyforge-scenario", "version": 1, "ruleset": "classic", "course": ")" + g.course.toUtf8() +
                                                     R"(", "robots": [{"name": "A", "at": [0, 0], "facing": "S"}], "play": {"turns": 1}})");
    g.names = boards + QStringList{g.course, g.scenario};
    g.scenarioNames = {false, false, false, true};
    // Links: a symbolic one to each file some of the time (relative, as users make them), and a
    // hard link to one of them.
    const QStringList files = g.names;
    for (int k = 0; k < files.size(); ++k) {
        if (pick(2))
            continue;
        const QString link = QStringLiteral("link%1.").arg(k) + kSuffixes[pick(static_cast<int>(kSuffixes.size()))];
        QFile::link(files[k], dir + QLatin1Char('/') + link);
        g.names << link;
        g.scenarioNames << g.scenarioNames[k];
    }
    const int target = pick(static_cast<int>(files.size()));
    const QString hard = QStringLiteral("hard.") + kSuffixes[pick(static_cast<int>(kSuffixes.size()))];
    if (::link(QFile::encodeName(dir + QLatin1Char('/') + files[target]).constData(), QFile::encodeName(dir + QLatin1Char('/') + hard).constData()) == 0) {
        g.names << hard;
        g.scenarioNames << g.scenarioNames[target];
    }
    return g;
}

// A writing command: its arguments with IN (the course or the scenario) and OUT, and the output
// suffixes it takes.
struct Command {
    const char *label;
    QStringList args;
    bool readsScenario;
    QStringList suffixes;
};

const std::vector<Command> &commands()
{
    static const std::vector<Command> list{
        {"render", {QStringLiteral("render"), QStringLiteral("IN"), QStringLiteral("-o"), QStringLiteral("OUT")}, false, {QStringLiteral("png"), QStringLiteral("svg")}},
        {"convert", {QStringLiteral("convert"), QStringLiteral("--force"), QStringLiteral("--from"), QStringLiteral("rallyforge"), QStringLiteral("IN"), QStringLiteral("OUT")}, false,
         {QStringLiteral("rfboard"), QStringLiteral("tmx")}},
        {"analyze --save-game", {QStringLiteral("analyze"), QStringLiteral("IN"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--quiet"), QStringLiteral("--save-game"),
                                 QStringLiteral("1"), QStringLiteral("OUT")},
         false, {QStringLiteral("rfscenario")}},
        {"report", {QStringLiteral("report"), QStringLiteral("--force"), QStringLiteral("IN"), QStringLiteral("-o"), QStringLiteral("OUT")}, true, {QStringLiteral("html")}},
        {"report --format md", {QStringLiteral("report"), QStringLiteral("--force"), QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("IN"), QStringLiteral("-o"), QStringLiteral("OUT")},
         true, {QStringLiteral("md")}},
        {"pack", {QStringLiteral("pack"), QStringLiteral("OUT"), QStringLiteral("IN")}, true, {QStringLiteral("rfpack")}},
    };
    return list;
}

QStringList filled(const QStringList &args, const QString &in, const QString &out)
{
    QStringList a;
    for (const QString &s : args)
        a << (s == QLatin1String("IN") ? in : s == QLatin1String("OUT") ? out : s);
    return a;
}


// The refusals of the output guard: a file the command reads (by any name), its own input named
// on the command line, or a pack entry that would land outside the folder through a link.
bool refusedByGuard(const rf::test::CliRun &run)
{
    return run.code == 2 && (run.err.contains(QLatin1String("is a file this command reads")) || run.err.contains(QLatin1String("is also an input")) ||
                             run.err.contains(QLatin1String("would be written outside")));
}

// A symbolic link (relative to the link's folder) or a hard link at `at` to `target`, or a copy.
enum class Alias { Copy, Symlink, Hardlink };
bool makeAlias(Alias how, const QString &target, const QString &at)
{
    QDir().mkpath(QFileInfo(at).absolutePath());
    switch (how) {
    case Alias::Copy: return QFile::copy(target, at);
    case Alias::Symlink: return QFile::link(QFileInfo(at).absoluteDir().relativeFilePath(target), at);
    case Alias::Hardlink:
        return ::link(QFile::encodeName(target).constData(), QFile::encodeName(at).constData()) == 0;
    }
    return false;
}

// The entries a pack holds (its manifest too, which `unpack` writes beside them), from `info`.
QStringList packEntries(const QString &pack)
{
    QStringList names{QStringLiteral("manifest.json")};
    const auto run = runCli({QStringLiteral("info"), pack});
    for (const QString &line : run.out.split(QLatin1Char('\n'))) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (line.startsWith(QLatin1String("  ")) && words.size() >= 3 && words[2].startsWith(QLatin1Char('(')))
            names << words[1];
    }
    return names;
}

const QStringList kGenerateArgs{QStringLiteral("generate"), QStringLiteral("--boards"), QStringLiteral("1"), QStringLiteral("--players"), QStringLiteral("2"),
                                QStringLiteral("--results"), QStringLiteral("3"), QStringLiteral("--layouts"), QStringLiteral("1"),
                                QStringLiteral("--screen-games"), QStringLiteral("1"), QStringLiteral("--final-games"), QStringLiteral("1"),
                                QStringLiteral("--quiet"), QStringLiteral("--force")};

} // namespace

class TestReferenceGraphs : public QObject {
    Q_OBJECT
private slots:
    void neverWritesWhatItReads_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 24; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void neverWritesWhatItReads()
    {
        QFETCH(int, seed);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.path();
        const Graph g = makeGraph(dir, static_cast<std::uint32_t>(seed));
        int refused = 0;
        for (const Command &c : commands()) {
            const QString in = dir + QLatin1Char('/') + (c.readsScenario ? g.scenario : g.course);
            // What the command reads: the scenario reads the course, the course its boards.
            for (qsizetype n = 0; n < g.names.size(); ++n) {
                const QString &name = g.names[n];
                if (!c.suffixes.contains(QFileInfo(name).suffix()) || (g.scenarioNames[n] && !c.readsScenario))
                    continue;
                const QMap<QString, QByteArray> before = filesUnder(dir);
                const auto run = runCli(filled(c.args, in, dir + QLatin1Char('/') + name));
                const QString what = QStringLiteral("%1 onto %2 (graph of seed %3): exit %4, %5").arg(QLatin1String(c.label), name).arg(seed).arg(run.code).arg(run.err);
                // Its own input by any name, or a file it reads through it.
                QVERIFY2(run.code == 2 && (run.err.contains(QLatin1String("is a file this command reads")) || run.err.contains(QLatin1String("is also an input"))),
                         qPrintable(what));
                QVERIFY2(filesUnder(dir) == before, qPrintable(what));
                ++refused;
            }
            // The same command writes a name it does not read: the refusals above are the guard's.
            const QString fresh = dir + QStringLiteral("/fresh.") + c.suffixes.front();
            const auto run = runCli(filled(c.args, in, fresh));
            QVERIFY2(run.code == 0 && QFileInfo::exists(fresh), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(c.label), run.err)));
            QFile::remove(fresh);
        }
        qInfo("seed %d: %d refusals over %lld names", seed, refused, static_cast<long long>(g.names.size()));
    }

    // `demo COURSE --scenario S --out DIR` writes DIR/<COURSE's name>.png: given as its course a
    // file it reads (a board, the course, a link to them) under a .png name, or beside a link to it
    // of that name, and that folder, it would write onto it; so would `--scenario` of a scenario named demo.png (the bundled
    // course's picture) in the folder it writes to.
    void demoNeverWritesWhatItReads_data() { neverWritesWhatItReads_data(); }
    void demoNeverWritesWhatItReads()
    {
        QFETCH(int, seed);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.path();
        const Graph g = makeGraph(dir, static_cast<std::uint32_t>(seed));
        const QString scenario = dir + QLatin1Char('/') + g.scenario;
        std::mt19937 rng(static_cast<std::uint32_t>(seed));
        QList<QStringList> cases;
        for (qsizetype n = 0; n < g.names.size(); ++n) {
            if (g.scenarioNames[n])
                continue;
            const QFileInfo at(dir + QLatin1Char('/') + g.names[n]);
            // A name of another suffix gets, some of the time, a link named as its picture.
            const QString png = at.absolutePath() + QLatin1Char('/') + at.completeBaseName() + QStringLiteral(".png");
            if (at.suffix() != QLatin1String("png") && (QFileInfo::exists(png) || rng() % 2 || !makeAlias(rng() % 2 ? Alias::Symlink : Alias::Hardlink, at.absoluteFilePath(), png)))
                continue;
            cases << QStringList{QStringLiteral("demo"), at.absoluteFilePath(), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), at.absolutePath()};
        }
        const QString demoPng = dir + QStringLiteral("/demo.png");
        QVERIFY(makeAlias(static_cast<Alias>(rng() % 3), scenario, demoPng));
        cases << QStringList{QStringLiteral("demo"), QStringLiteral("--scenario"), demoPng, QStringLiteral("--out"), dir};
        for (const QStringList &args : cases) {
            const QMap<QString, QByteArray> before = filesUnder(dir);
            const auto run = runCli(args);
            const QString what = QStringLiteral("%1 (graph of seed %2): exit %3, %4").arg(args.join(QLatin1Char(' '))).arg(seed).arg(run.code).arg(run.err);
            QVERIFY2(refusedByGuard(run), qPrintable(what));
            QVERIFY2(filesUnder(dir) == before, qPrintable(what));
        }
        const auto run = runCli({QStringLiteral("demo"), dir + QLatin1Char('/') + g.course, QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), dir + QStringLiteral("/fresh")});
        QVERIFY2(run.code == 0 && QFileInfo::exists(dir + QStringLiteral("/fresh/course.png")), qPrintable(run.err));
        qInfo("seed %d: %lld refusals", seed, static_cast<long long>(cases.size()));
    }

    // `unpack PACK DIR --force` writes every entry (and the manifest) into DIR: the pack lying
    // where one of them goes, under its name, a symbolic or hard link, or a linked folder, is refused.
    void unpackNeverWritesItsPack_data() { neverWritesWhatItReads_data(); }
    void unpackNeverWritesItsPack()
    {
        QFETCH(int, seed);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.path();
        const Graph g = makeGraph(dir, static_cast<std::uint32_t>(seed));
        // The pack holds the scenario (with its course) and the boards a pack takes by their suffix.
        const QString pack = dir + QStringLiteral("/graph.rfpack");
        QStringList packArgs{QStringLiteral("pack"), pack, dir + QLatin1Char('/') + g.scenario};
        for (const QString &n : g.names.mid(0, 2))
            if (n.endsWith(QLatin1String(".rfboard")))
                packArgs << dir + QLatin1Char('/') + n;
        QCOMPARE(runCli(packArgs).code, 0);
        const QStringList entries = packEntries(pack);
        QVERIFY2(entries.size() >= 2, qPrintable(entries.join(QLatin1Char(' '))));
        std::mt19937 rng(static_cast<std::uint32_t>(seed));
        int refused = 0;
        for (const QString &entry : entries) {
            for (int how = 0; how < 4; ++how) {
                const QString out = dir + QStringLiteral("/u%1").arg(refused);
                const QString at = out + QLatin1Char('/') + entry;
                QString in = pack;
                if (how == 0) { // the pack itself lies there
                    in = at;
                    QVERIFY(makeAlias(Alias::Copy, pack, at));
                } else if (how < 3) { // a link to the pack lies there
                    QVERIFY(makeAlias(how == 1 ? Alias::Symlink : Alias::Hardlink, pack, at));
                } else { // the entry's folder is a link to the pack's copy's folder
                    if (!entry.contains(QLatin1Char('/')))
                        continue;
                    const QString elsewhere = dir + QStringLiteral("/elsewhere%1").arg(refused);
                    in = elsewhere + QLatin1Char('/') + QFileInfo(entry).fileName();
                    QVERIFY(makeAlias(static_cast<Alias>(rng() % 3), pack, in));
                    QVERIFY(makeAlias(Alias::Symlink, elsewhere, out + QLatin1Char('/') + QFileInfo(entry).path()));
                }
                const QMap<QString, QByteArray> before = filesUnder(dir);
                const auto run = runCli({QStringLiteral("unpack"), in, out, QStringLiteral("--force")});
                const QString what = QStringLiteral("unpack %1 %2 (entry %3, seed %4): exit %5, %6").arg(in, out, entry).arg(seed).arg(run.code).arg(run.err);
                QVERIFY2(refusedByGuard(run), qPrintable(what));
                QVERIFY2(filesUnder(dir) == before, qPrintable(what));
                ++refused;
            }
        }
        const auto run = runCli({QStringLiteral("unpack"), pack, dir + QStringLiteral("/fresh")});
        QVERIFY2(run.code == 0 && QFileInfo::exists(dir + QStringLiteral("/fresh/manifest.json")), qPrintable(run.err));
        qInfo("seed %d: %d refusals over %lld entries", seed, refused, static_cast<long long>(entries.size()));
    }

    // `generate --library LIB -o PREFIX --force` writes PREFIX-1.rfboard... (up to --results): a
    // library file it reads, kept, left out as a duplicate or unreadable, by its name or a link to
    // it in the library or beside it, is refused as an output.
    void generateNeverWritesItsLibrary_data() { neverWritesWhatItReads_data(); }
    void generateNeverWritesItsLibrary()
    {
        QFETCH(int, seed);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.path();
        const QString lib = dir + QStringLiteral("/lib");
        QDir().mkpath(lib);
        std::mt19937 rng(static_cast<std::uint32_t>(seed));
        auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint32_t>(n)); };
        // Names PREFIX-K.rfboard, so that `-o PREFIX` with 3 results writes onto each.
        int next = 0;
        auto name = [&](const QString &folder) { return folder + QStringLiteral("/s%1-%2.rfboard").arg(next++).arg(1 + pick(3)); };
        const QByteArray start = bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/crusher-row.rfboard"));
        QStringList read; // the library's files, as their names
        read << name(lib);
        putBytes(read.back(), start);
        read << name(lib);
        putBytes(read.back(), bytesOf(QStringLiteral(RF_SOURCE_DIR "/boards/open-plaza.rfboard")));
        read << name(lib); // left out: the same board again
        putBytes(read.back(), start);
        read << name(lib); // left out: unreadable
        putBytes(read.back(), "not a board");
        // Links to them, in the library (read again) or beside it (writing through one would
        // write onto the library).
        QStringList names = read;
        for (const QString &target : read) {
            if (pick(2))
                continue;
            const QString at = name(pick(2) ? lib : dir);
            if (makeAlias(pick(2) ? Alias::Symlink : Alias::Hardlink, target, at))
                names << at;
        }
        int refused = 0;
        for (const QString &n : names) {
            const QString prefix = n.left(n.lastIndexOf(QLatin1Char('-')));
            const QMap<QString, QByteArray> before = filesUnder(dir);
            const auto run = runCli(kGenerateArgs + QStringList{QStringLiteral("--library"), lib, QStringLiteral("-o"), prefix});
            const QString what = QStringLiteral("generate -o %1 onto %2 (seed %3): exit %4, %5").arg(prefix, n).arg(seed).arg(run.code).arg(run.err);
            QVERIFY2(refusedByGuard(run), qPrintable(what));
            QVERIFY2(filesUnder(dir) == before, qPrintable(what));
            ++refused;
        }
        const auto run = runCli(kGenerateArgs + QStringList{QStringLiteral("--library"), lib, QStringLiteral("-o"), dir + QStringLiteral("/fresh")});
        QVERIFY2(run.code == 0 && QFileInfo::exists(dir + QStringLiteral("/fresh-1.rfboard")), qPrintable(run.err));
        qInfo("seed %d: %d refusals over %lld names", seed, refused, static_cast<long long>(names.size()));
    }
};

RF_TEST_MAIN(TestReferenceGraphs)
#include "tst_referencegraphs.moc"
