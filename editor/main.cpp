// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"
#include "app/filecontroller.h"
#include "app/mainwindow.h"

#include "rf_version.h"
#include "sim/allocator.h"

#include <QApplication>

int main(int argc, char **argv)
{
    rf::sim::tuneAllocator();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RallyForge"));
    QApplication::setOrganizationName(QStringLiteral("RallyForge"));
    QApplication::setOrganizationDomain(QStringLiteral("rallyforge.github.io"));
    QApplication::setApplicationVersion(QString::fromLatin1(rf::kVersion));
    QApplication::setDesktopFileName(QString::fromLatin1(rf::kAppId));

    const rf::editor::StartOptions options = rf::editor::parseCommandLine(app);
    rf::editor::installTranslation(app, options.language);

    rf::editor::MainWindow window;
    window.show();
    window.offerRecovery();
    window.openAtStart(options.files);
    return QApplication::exec();
}
