// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the reference graph and the output guard (issue 45). The input's bytes
// choose a small folder of files that refer to each other: boards and courses, courses to boards
// through `source` (also to courses, to themselves, to a symbolic link, a hard link, a folder, a
// missing file, a case variant and files outside the folder), a scenario to a course, and a pack
// holding some of them. One of them is read inside an io::ReadFilesGuard, as every command reads.
// Checked: reading changes no file; a refusal says why; the file read is refused for writing by
// every path naming it (its link, its hard link), and so is every board a course read refers to;
// a file no reference reaches is not refused; a pack written onto the file read is refused and
// leaves its bytes as they were.
#include "fuzzfolder.h"
#include "io/boardfile.h"
#include "io/package.h"
#include "io/readfiles.h"
#include "io/scenario/scenariofile.h"

#include <QMap>
#include <QSet>

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>

#include <unistd.h>

namespace {

using rf::fuzz::require;

// The files of the folder that hold content (the link and the hard link name two of them).
const QStringList kFiles{QStringLiteral("a.rfboard"),      QStringLiteral("b.rfboard"),           QStringLiteral("sub/c.rfboard"),
                         QStringLiteral("course.rfboard"), QStringLiteral("sub/course2.rfboard"), QStringLiteral("scenario.rfscenario"),
                         QStringLiteral("unrelated.rfboard")};
// What a reference can say, relative to the referring file's folder.
const QStringList kReferences{QStringLiteral("a.rfboard"),         QStringLiteral("b.rfboard"),       QStringLiteral("sub/c.rfboard"),
                              QStringLiteral("c.rfboard"),         QStringLiteral("course.rfboard"),  QStringLiteral("sub/course2.rfboard"),
                              QStringLiteral("course2.rfboard"),   QStringLiteral("../course.rfboard"), QStringLiteral("link-a.rfboard"),
                              QStringLiteral("hard-b.rfboard"),    QStringLiteral("sub/up.rfboard"),  QStringLiteral("up.rfboard"),
                              QStringLiteral("missing.rfboard"),   QStringLiteral("SUB/C.rfboard"),   QStringLiteral("sub"),
                              QStringLiteral("../outside.rfboard"), QStringLiteral("outside.rfboard"), QStringLiteral("scenario.rfscenario")};

QByteArray boardJson(const QString &name)
{
    return QStringLiteral(R"({"format": "rallyforge-board", "version": 1, "kind": "board", "name": "%1", "size": [4, 4],
  "markers": [{"kind": "start", "at": [0, 3], "number": 1, "facing": "N"}, {"kind": "checkpoint", "at": [3, 0], "number": 1}]})")
        .arg(name)
        .toUtf8();
}

QByteArray courseJson(const QStringList &sources)
{
    QString placements;
    for (qsizetype i = 0; i < sources.size(); ++i)
        placements += QStringLiteral(R"(%1{"offset": [%2, 0], "rotation": 0, "source": "%3"})").arg(i ? QStringLiteral(", ") : QString()).arg(4 * i).arg(sources[i]);
    return QStringLiteral(R"({"format": "rallyforge-board", "version": 1, "kind": "course", "name": "C", "placements": [%1]})").arg(placements).toUtf8();
}

QByteArray scenarioJson(const QString &course)
{
    return QStringLiteral(R"({"format": "rallyforge-scenario", "version": 1, "title": "G", "ruleset": "classic", "course": "%1",
  "robots": [{"name": "A", "at": [0, 3], "facing": "N"}], "play": {"registers": 1}})")
        .arg(course)
        .toUtf8();
}

QString reference(FuzzedDataProvider &in)
{
    if (in.ConsumeIntegralInRange(0, 15) == 0) // now and then a name of the fuzzer's own
        return QString::fromUtf8(in.ConsumeRandomLengthString(40)).remove(QLatin1Char('"')).remove(QLatin1Char('\\'));
    return kReferences[in.ConsumeIntegralInRange<qsizetype>(0, kReferences.size() - 1)];
}

// Where a reference written in `from` (none: the folder itself) leads inside the folder, through
// the links, or empty.
QString resolve(const QString &from, const QString &ref)
{
    const QString dir = from.isEmpty() ? rf::fuzz::folder().path() : QFileInfo(rf::fuzz::folder().filePath(from)).path();
    const QString path = QDir::cleanPath(dir + QLatin1Char('/') + ref);
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    const QString canonical = info.canonicalFilePath();
    const QString root = QFileInfo(rf::fuzz::folder().path()).canonicalFilePath() + QLatin1Char('/');
    const QString inside = canonical.startsWith(root) ? canonical.mid(root.size()) : QString();
    return inside == QLatin1String("hard-b.rfboard") ? QStringLiteral("b.rfboard") : inside; // one file, two names
}

QByteArray bytesOf(const QString &relative)
{
    QFile f(rf::fuzz::folder().filePath(relative));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool refused(const QString &relative) { return rf::io::writeRefusal(rf::fuzz::folder().filePath(relative)).has_value(); }

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    using rf::fuzz::folder;
    rf::fuzz::writeFile(QStringLiteral("a.rfboard"), boardJson(QStringLiteral("A")));
    rf::fuzz::writeFile(QStringLiteral("b.rfboard"), boardJson(QStringLiteral("B")));
    require(QDir().mkpath(folder().filePath(QStringLiteral("sub"))), "cannot make sub");
    require(QFile::link(QStringLiteral("a.rfboard"), folder().filePath(QStringLiteral("link-a.rfboard"))), "cannot link a");
    require(QFile::link(QStringLiteral("../course.rfboard"), folder().filePath(QStringLiteral("sub/up.rfboard"))), "cannot link up");
    require(::link(qPrintable(folder().filePath(QStringLiteral("b.rfboard"))), qPrintable(folder().filePath(QStringLiteral("hard-b.rfboard")))) == 0,
            "cannot hard-link b");
    rf::fuzz::linkOutside(QStringLiteral("outside.rfboard"), boardJson(QStringLiteral("Outside")));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider in(data, size);
    // The graph: each file a board or a course of 1-3 references; the scenario names a course.
    // Files are rewritten in place (never replaced), so the links and the hard link stay.
    QMap<QString, QStringList> refs;
    for (const QString &file : kFiles) {
        QByteArray text;
        if (file == QLatin1String("scenario.rfscenario")) {
            refs[file] = {reference(in)};
            text = scenarioJson(refs[file].front());
        } else if (file != QLatin1String("unrelated.rfboard") && (file.contains(QLatin1String("course")) || in.ConsumeBool())) {
            const int n = in.ConsumeIntegralInRange(1, 3);
            for (int i = 0; i < n; ++i)
                refs[file].append(reference(in));
            text = courseJson(refs[file]);
        } else {
            text = boardJson(file);
        }
        rf::fuzz::writeInput(rf::fuzz::folder().filePath(file), reinterpret_cast<const std::uint8_t *>(text.constData()),
                             static_cast<std::size_t>(text.size()));
    }
    // A pack of some of them (written before the command, like a pack the user made).
    rf::io::Package pack;
    pack.manifest.title = QStringLiteral("P");
    for (const QString &file : kFiles)
        if (in.ConsumeBool())
            pack.entries.push_back({file, file.endsWith(QLatin1String(".rfscenario")) ? rf::io::PackEntryType::Scenario
                                          : refs.contains(file) ? rf::io::PackEntryType::Course
                                                                : rf::io::PackEntryType::Board,
                                    bytesOf(file)});
    const bool withPack = !pack.entries.empty() && rf::io::writePackage(rf::fuzz::folder().filePath(QStringLiteral("p.rfpack")), pack).has_value();

    QStringList starts = kFiles + QStringList{QStringLiteral("link-a.rfboard"), QStringLiteral("hard-b.rfboard"), QStringLiteral("sub/up.rfboard")};
    if (withPack)
        starts.append(QStringLiteral("p.rfpack"));
    const QString start = starts[in.ConsumeIntegralInRange<qsizetype>(0, starts.size() - 1)];
    QMap<QString, QByteArray> before;
    for (const QString &file : kFiles)
        before[file] = bytesOf(file);

    if (rf::fuzz::verbose()) {
        for (auto it = refs.cbegin(); it != refs.cend(); ++it)
            std::fprintf(stderr, "%s -> %s\n", qPrintable(it.key()), qPrintable(it.value().join(QStringLiteral(", "))));
        std::fprintf(stderr, "reading %s\n", qPrintable(start));
    }
    const rf::io::ReadFilesGuard guard;
    const QString path = rf::fuzz::folder().filePath(start);
    bool read = false;
    if (start.endsWith(QLatin1String(".rfpack"))) {
        const auto opened = rf::io::readPackage(path);
        require(opened.has_value(), "a pack just written is refused", opened ? QString() : opened.error().toString());
        for (const rf::io::PackEntry &e : opened->entries) {
            if (e.type == rf::io::PackEntryType::Scenario) {
                if (const auto sc = rf::io::readPackedScenario(*opened, e, path); !sc)
                    rf::fuzz::checkRefusal(sc.error());
            } else if (const auto c = rf::io::readPackedBoard(*opened, e, path); !c) {
                rf::fuzz::checkRefusal(c.error());
            }
        }
        read = true;
    } else if (start.endsWith(QLatin1String(".rfscenario"))) {
        const auto sc = rf::io::readScenarioFile(path);
        read = sc.has_value();
        if (!sc)
            rf::fuzz::checkRefusal(sc.error());
    } else {
        const auto c = rf::io::readBoardFile(path);
        read = c.has_value();
        if (!c)
            rf::fuzz::checkRefusal(c.error());
    }

    for (const QString &file : kFiles)
        require(bytesOf(file) == before[file], "reading changed a file", file);
    // The file read is protected by each of its names.
    require(refused(start), "the file read may be written", start);
    require(refused(QStringLiteral("link-a.rfboard")) == refused(QStringLiteral("a.rfboard")), "a link and its file disagree");
    require(refused(QStringLiteral("hard-b.rfboard")) == refused(QStringLiteral("b.rfboard")), "a hard link and its file disagree");
    require(refused(QStringLiteral("sub/up.rfboard")) == refused(QStringLiteral("course.rfboard")), "a link and its course disagree");
    // What a successful read went through is protected: a course's boards, a scenario's course.
    // A reference is resolved from the folder of the name the file was reached by (a course
    // reached through a link in sub/ finds its boards in sub/).
    const QString first = resolve(QString(), start);
    if (read && !start.endsWith(QLatin1String(".rfpack")) && !first.isEmpty()) {
        for (const QString &ref : refs.value(first)) {
            const QString target = resolve(start, ref);
            if (!target.isEmpty())
                require(refused(target), "a file the read went through may be written", start + QStringLiteral(" -> ") + target);
        }
    }
    // Files no reference reaches from the start (through any file, from the folder of either the
    // name it was reached by or its own) are not protected.
    if (!start.endsWith(QLatin1String(".rfpack"))) {
        QSet<QString> reached;
        QSet<QString> seen;
        QStringList queue{start};
        while (!queue.isEmpty()) {
            const QString name = queue.takeFirst();
            const QString file = resolve(QString(), name);
            if (file.isEmpty() || seen.contains(name))
                continue;
            seen.insert(name);
            reached.insert(file);
            for (const QString &ref : refs.value(file))
                for (const QString &from : {name, file})
                    queue.append(QDir::cleanPath(QFileInfo(from).path() + QLatin1Char('/') + ref));
        }
        for (const QString &file : kFiles)
            if (!reached.contains(file))
                require(!refused(file), "a file nothing read may not be written", file);
    }
    // Writing onto the file read, by another of its names, is refused and changes nothing.
    const QString alias = start == QLatin1String("a.rfboard") ? QStringLiteral("link-a.rfboard")
                          : start == QLatin1String("b.rfboard") ? QStringLiteral("hard-b.rfboard")
                                                                : start;
    const QByteArray startBytes = bytesOf(start);
    require(!rf::io::writePackage(rf::fuzz::folder().filePath(alias), pack).has_value(), "a pack was written onto the file read", alias);
    require(bytesOf(start) == startBytes, "a refused write changed the file read", start);
    return 0;
}
