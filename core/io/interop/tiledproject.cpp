// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/tiled.h"
#include "io/jsonreader.h"
#include "io/referencedfile.h"

#include <QDir>
#include <QFileInfo>

// Where a Tiled map may find its external tilesets. Tiled writes the reference relative to the
// map ("../tilesets/x.tsx" for a map in a project's `maps` folder), so refusing every ".." would
// refuse the usual project layout; accepting any ".." would let a hostile map read anything.
namespace rf::io::interop::tiled {

namespace {

// The nearest folder, from `folder` upwards, holding a Tiled project file, or empty.
QString projectFolderAbove(const QString &folder)
{
    QDir dir(QFileInfo(folder.isEmpty() ? QStringLiteral(".") : folder).absoluteFilePath());
    for (;;) {
        if (!dir.entryList({QStringLiteral("*.tiled-project")}, QDir::Files | QDir::Hidden).isEmpty())
            return dir.absolutePath();
        if (!dir.cdUp())
            return {};
    }
}

} // namespace

std::expected<QString, QString> resolveTilesetSource(const QString &mapPath, const QString &source)
{
    const QString mapFolder = QFileInfo(mapPath).absolutePath();
    if (!source.split(QLatin1Char('/')).contains(QLatin1String("..")))
        return resolveInside(mapFolder, source, QStringLiteral("the map's folder"));
    // A project file is the user's own statement of where the project ends; without one, a
    // map sent on its own reaches nothing beside it.
    const QString root = projectFolderAbove(mapFolder);
    if (root.isEmpty())
        return std::unexpected(QStringLiteral("\"%1\" must stay inside the map's folder (\"..\" is followed only "
                                              "inside a Tiled project: a folder above "
                                              "the map holding a .tiled-project file)")
                                   .arg(json::excerpt(source)));
    auto path = resolveUnder(root, mapFolder, source, QStringLiteral("the map's folder or its Tiled project's folder"));
    if (!path)
        return path;
    // Leaving the map's folder is for tilesets only: a map cannot have us read another kind
    // of file elsewhere in the project.
    const QString suffix = QFileInfo(source).suffix().toLower();
    if (!QFileInfo(*path).absoluteFilePath().startsWith(mapFolder + QLatin1Char('/')) &&
        suffix != QLatin1String("tsx") && suffix != QLatin1String("tsj") && suffix != QLatin1String("json"))
        return std::unexpected(
            QStringLiteral("\"%1\" leaves the map's folder but is not a tileset (.tsx, .tsj or .json)")
                .arg(json::excerpt(source)));
    return path;
}

} // namespace rf::io::interop::tiled
