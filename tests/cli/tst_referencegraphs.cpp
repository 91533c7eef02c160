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
};

RF_TEST_MAIN(TestReferenceGraphs)
#include "tst_referencegraphs.moc"
