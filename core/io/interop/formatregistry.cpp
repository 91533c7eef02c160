// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formatregistry.h"

#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/referencedfile.h"

#include <QFile>
#include <QFileInfo>

namespace rf::io::interop {

namespace {

QString placeOf(const ConversionNote &n)
{
    if (n.cell && n.edge)
        return QStringLiteral(" at %1 (edge %2)").arg(util::cellText(*n.cell), util::edgeText(*n.edge));
    if (n.cell)
        return QStringLiteral(" at %1").arg(util::cellText(*n.cell));
    if (n.edge)
        return QStringLiteral(" at edge %1").arg(util::edgeText(*n.edge));
    return {};
}

QString namesOf(const std::vector<const BoardFormat *> &fs)
{
    QStringList names;
    for (const BoardFormat *f : fs)
        names << f->name();
    return names.join(QLatin1String(", "));
}

} // namespace

QString ConversionNote::toString() const
{
    const QString verb = action == Action::Dropped ? QStringLiteral("dropped") : QStringLiteral("approximated");
    QString s = verb + QLatin1Char(' ') + element + placeOf(*this);
    if (board >= 0)
        s += QStringLiteral(" on board %1").arg(board + 1);
    if (!detail.isEmpty())
        s += QLatin1String(": ") + detail;
    return s;
}

const FormatRegistry &FormatRegistry::instance()
{
    static const FormatRegistry registry = [] {
        FormatRegistry r;
        r.add(makeNativeFormat());
        r.add(makeMvolfikFormat());
        r.add(makeRoboRallyOnlineFormat());
        r.add(makeLmuSepCourseFormat());
        r.add(makeLmuSepBoardFormat());
        r.add(makeRoboprojektFormat());
        r.add(makeTiledJsonFormat());
        r.add(makeTiledTmxFormat());
        return r;
    }();
    return registry;
}

const BoardFormat *FormatRegistry::byName(const QString &name) const
{
    for (const auto &f : m_formats)
        if (f->name().compare(name, Qt::CaseInsensitive) == 0)
            return f.get();
    return nullptr;
}

std::expected<const BoardFormat *, Error> FormatRegistry::formatForReading(const QString &path) const
{
    QFile file(path);
    if (auto opened = openRegularFile(file); !opened)
        return std::unexpected(util::error(path, {}, QStringLiteral("cannot open: %1").arg(opened.error())));
    // The whole file (within the interop limit): the JSON probes parse it.
    const QByteArray head = file.read(util::kMaxInteropFileBytes);
    int best = 0;
    std::vector<const BoardFormat *> winners;
    for (const auto &f : m_formats) {
        if (!f->canRead())
            continue;
        const int score = f->probe(path, head);
        if (score > best) {
            best = score;
            winners.clear();
        }
        if (score == best && score > 0)
            winners.push_back(f.get());
    }
    if (winners.empty())
        return std::unexpected(util::error(path, {}, QStringLiteral("not a board file of any known format (see 'rallyforge-cli formats')")));
    if (winners.size() > 1)
        return std::unexpected(util::error(path, {}, QStringLiteral("could be any of: %1; name the format with --from").arg(namesOf(winners))));
    return winners.front();
}

std::expected<const BoardFormat *, Error> FormatRegistry::formatForWriting(const QString &path) const
{
    const QString ext = QFileInfo(path).suffix().toLower();
    std::vector<const BoardFormat *> matches;
    for (const auto &f : m_formats)
        if (f->canWrite() && f->extensions().contains(ext))
            matches.push_back(f.get());
    if (matches.empty())
        return std::unexpected(util::error(path, {}, QStringLiteral("no format writes '.%1' files; name one with --to").arg(ext)));
    if (matches.size() > 1)
        return std::unexpected(util::error(path, {}, QStringLiteral("'.%1' is used by %2; name one with --to").arg(ext, namesOf(matches))));
    return matches.front();
}

std::expected<ImportResult, Error> importFile(const QString &path)
{
    auto format = FormatRegistry::instance().formatForReading(path);
    if (!format)
        return std::unexpected(format.error());
    return (*format)->read(path);
}

} // namespace rf::io::interop
