// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "io/versions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace rf::editor {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("RallyForge"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/rallyforge.svg")));
    auto *placeholder = new QLabel(tr("Open a board or course to start."), this);
    placeholder->setAlignment(Qt::AlignCenter);
    setCentralWidget(placeholder);
    createMenus();
    statusBar()->showMessage(tr("Ready"));
    resize(1100, 760);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open..."), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open"), QString(), tr("RallyForge files (*.rfboard *.rfscenario *.rfpack)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RallyForge"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

bool MainWindow::openFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isReadable()) {
        QMessageBox::warning(this, tr("Cannot open file"), tr("%1 cannot be read.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    m_currentFile = info.absoluteFilePath();
    setWindowTitle(tr("%1 - RallyForge").arg(info.fileName()));
    return true;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RallyForge"),
                       tr("<h3>RallyForge %1</h3><p>Board and scenario editor with a rules simulator for "
                          "RoboRally-style factory race games.</p><p>Qt %2, KArchive %3</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                           .arg(rf::io::rallyForgeVersion(), rf::io::qtRuntimeVersion(), rf::io::karchiveVersion()));
}

} // namespace rf::editor
