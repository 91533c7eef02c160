// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace rf::editor {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens a board, course or scenario file; reports errors in a message box.
    bool openFile(const QString &path);

private:
    void createMenus();
    void showAbout();

    QString m_currentFile;
};

} // namespace rf::editor
