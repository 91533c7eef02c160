// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Developer tool (not a test): rewrites .rfboard files in the writer's canonical form, issuing
// ids to elements that lack them. Used after tools/gen_boards.py for the shipped boards.
#include "io/boardfile.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    int status = 0;
    for (const QString &path : app.arguments().mid(1)) {
        auto course = rf::io::readBoardFile(path);
        if (!course) {
            err << course.error().toString() << '\n';
            status = 1;
            continue;
        }
        if (auto saved = rf::io::writeBoardFile(path, *course); !saved) {
            err << saved.error().toString() << '\n';
            status = 1;
        }
    }
    return status;
}
