// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/tiled.h"
#include "io/jsonreader.h"
#include "io/referencedfile.h"

#include <QDir>
#include <QFileInfo>

// Where a Tiled map may find its external tilesets. Tiled writes the reference relative to the
// map ("../rallyforge-elements.tsx" for a map saved into a subfolder, "../tilesets/x.tsx" in a
// project's `maps` folder), so refusing every ".." would refuse how people keep maps and
// tilesets; a tileset read reveals nothing but tile classes, and nothing else is read up there.
namespace rf::io::interop::tiled {

std::expected<QString, QString> resolveTilesetSource(const QString &mapPath, const QString &source)
{
    const QString mapFolder = QFileInfo(mapPath).absolutePath();
    if (!source.split(QLatin1Char('/')).contains(QLatin1String("..")))
        return resolveInside(mapFolder, source, QStringLiteral("the map's folder"));
    QDir top(mapFolder);
    int climbed = 0;
    while (climbed < kMaxTilesetClimb && top.cdUp())
        ++climbed;
    auto path = resolveUnder(top.absolutePath(), mapFolder, source,
                             QStringLiteral("the map's folder or the %1 folders above it").arg(kMaxTilesetClimb));
    if (!path)
        return path;
    // Leaving the map's folder is for tilesets only: a map cannot have us read another kind
    // of file up there.
    const QString suffix = QFileInfo(source).suffix().toLower();
    if (!QFileInfo(*path).absoluteFilePath().startsWith(mapFolder + QLatin1Char('/')) &&
        suffix != QLatin1String("tsx") && suffix != QLatin1String("tsj") && suffix != QLatin1String("json"))
        return std::unexpected(
            QStringLiteral("\"%1\" leaves the map's folder but is not a tileset (.tsx, .tsj or .json)")
                .arg(json::excerpt(source)));
    return path;
}

} // namespace rf::io::interop::tiled
