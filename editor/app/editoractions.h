// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace rf::editor {

class BoardDocument;
class BoardView;
class BoardScene;
class FileController;
class ToolManager;

// Builds the menus and the tool bars of the main window and carries out the edit, selection,
// view and course actions (files are the FileController's). Every action has a tool tip and
// What's This text; standard shortcuts come from QKeySequence::StandardKey.
class EditorActions : public QObject {
    Q_OBJECT
public:
    EditorActions(QMainWindow *window, BoardDocument *doc, BoardScene *scene, BoardView *view, ToolManager *tools, FileController *files);

    QAction *action(const QString &name) const { return m_actions.value(name); }
    void createMenus(const QList<QMenu *> &dockToggles);

    // Selection operations (also used by tests).
    void copy();
    void cut();
    void paste();
    void deleteSelection();
    void selectAll();
    void rotateSelection(int quarterTurns);
    void mirrorSelection(bool horizontally);
    void rotateElement(int quarterTurns);
    // Course: add a board file to the right of the course.
    bool addBoardFile(const QString &path);
    void removeBoard();
    // Board > Resize Board (single boards only: see updateEnabled()).
    void resizeBoard();
    void generateCourse();

signals:
    void message(const QString &text);

private:
    QAction *make(const QString &name, const QString &text, const QString &tip, const QString &whatsThis);
    void updateEnabled();
    void fillShippedBoards(QMenu *menu);

    QMainWindow *m_window;
    BoardDocument *m_doc;
    BoardScene *m_scene;
    BoardView *m_view;
    ToolManager *m_tools;
    FileController *m_files;
    QHash<QString, QAction *> m_actions;
};

} // namespace rf::editor
