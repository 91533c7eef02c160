// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "io/checkedsavefile.h"
#include "io/package.h"

#include <QDir>
#include <QFileInfo>

namespace rf::cli {

namespace {

// The file for `name` under `root`, or an empty string when it would land outside `root`.
// Entry names are checked when the pack is read; this guards against symbolic links (and files
// where a folder should be) already inside the target folder. It only looks: nothing is created
// before every entry has passed, so a refused pack leaves no folder behind anywhere.
QString targetPath(const QString &canonicalRoot, const QString &name)
{
    const QString path = QDir::cleanPath(canonicalRoot + QLatin1Char('/') + name);
    if (!path.startsWith(canonicalRoot + QLatin1Char('/')))
        return {};
    const QStringList parts = path.mid(canonicalRoot.size() + 1).split(QLatin1Char('/'));
    QString at = canonicalRoot;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        at += QLatin1Char('/') + parts.at(i);
        const QFileInfo info(at);
        if (info.isSymLink())
            return {};
        if (i + 1 < parts.size() && info.exists() && !info.isDir())
            return {};
    }
    return path;
}

} // namespace

int runUnpack(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check a .rfpack file and extract its manifest and entries into DIR (created if needed). Nothing "
        "is ever written outside DIR; existing files are kept unless --force is given."));
    parser.addPositionalArgument(QStringLiteral("IN"), QStringLiteral("The .rfpack file."));
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("The folder to extract into."));
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("Overwrite existing files."));
    parser.addOption(force);
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2) {
        io.err << "rallyforge-cli unpack: give IN.rfpack and DIR\n";
        return kExitBadInput;
    }
    const FileScope reading(pos.at(0));
    auto pack = io::readPackage(pos.at(0));
    if (!pack) {
        io.err << printable(pack.error().toString()) << '\n';
        return kExitBadInput;
    }
    // DIR itself is the user's choice (it may be a link); it is created with the first file.
    const QFileInfo rootInfo(QDir(pos.at(1)).absolutePath());
    if (rootInfo.exists() && !rootInfo.isDir()) {
        io.err << printable(pos.at(1)) << ": not a folder\n";
        return kExitBadInput;
    }
    const QString canonicalRoot = rootInfo.exists() ? rootInfo.canonicalFilePath() : QDir::cleanPath(rootInfo.absoluteFilePath());
    std::vector<std::pair<QString, QByteArray>> files{{QLatin1String(io::kPackManifestName), io::manifestJson(*pack)}};
    for (const io::PackEntry &e : pack->entries)
        files.emplace_back(e.name, e.data);
    // Check every target before writing anything.
    std::vector<QString> targets;
    for (const auto &[name, data] : files) {
        const QString target = targetPath(canonicalRoot, name);
        if (target.isEmpty()) {
            io.err << printable(pos.at(0)) << ": " << printable(name) << ": would be written outside "
                   << printable(pos.at(1)) << '\n';
            return kExitBadInput;
        }
        if (const auto problem = outputProblem(target, {pos.at(0)})) {
            io.err << "rallyforge-cli unpack: " << printable(*problem) << '\n';
            return kExitBadInput;
        }
        if (QFileInfo::exists(target) && !parser.isSet(force)) {
            io.err << printable(target) << ": already exists (use --force to overwrite)\n";
            return kExitFailure;
        }
        targets.push_back(target);
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!QDir().mkpath(QFileInfo(targets[i]).absolutePath())) {
            io.err << printable(QFileInfo(targets[i]).absolutePath()) << ": cannot create the folder\n";
            return kExitFailure;
        }
        if (auto saved = io::saveFile(targets[i], files[i].second); !saved) {
            io.err << printable(targets[i]) << ": " << printable(saved.error()) << '\n';
            return kExitFailure;
        }
    }
    io.out << "Extracted " << pack->entries.size() << " entries and the manifest into " << printable(pos.at(1)) << '\n';
    return kExitOk;
}

} // namespace rf::cli
