// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QMainWindow>

#include <memory>

class QLabel;

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {

class BoardDocument;
class BoardScene;
class BoardView;
class CoursePanel;
class EditorActions;
class FileController;
class LayerModel;
class PalettePanel;
class PropertiesPanel;
class ToolContext;
class ToolManager;
class ValidationPanel;

// The editor window: wires the document, canvas, tools, panels, actions and files together.
// The pieces live in their own classes (EditorActions, FileController, the panels), so this
// stays an assembly.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // The status bar's note of the current layer and level (for tests).
    QLabel *layerLabel() const { return m_layerLabel; }
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a board or course file, or a scenario in a debugger window; reports errors in a
    // message box unless `quiet`.
    bool openFile(const QString &path, bool quiet = false);
    // At start-up: offers to restore what a crashed session left unsaved (the board, scenarios).
    void offerRecovery();
    // At start-up, after offerRecovery(): opens the files of the command line. Restored work wins:
    // the same board file is already open with its unsaved changes and stays so; another board
    // file is opened only after the unsaved-changes question (Save, Discard, Cancel).
    void openAtStart(const QStringList &files);

    BoardDocument *document() const { return m_doc; }
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    ToolManager *tools() const { return m_tools; }
    ToolContext *toolContext() const { return m_context; }
    LayerModel *layers() const { return m_layers; }
    EditorActions *actions() const { return m_actions; }
    FileController *files() const { return m_files; }
    PalettePanel *palette() const { return m_palette; }
    PropertiesPanel *properties() const { return m_properties; }
    CoursePanel *coursePanel() const { return m_coursePanel; }
    ValidationPanel *validation() const { return m_validation; }

protected:
    void closeEvent(QCloseEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;

private:
    QList<QMenu *> createDocks();
    void createStatusBar();
    void readSettings();
    void writeSettings();
    void updateTitle();
    // The status bar's words for what is drawn under the pointer at `scenePos` in `cell`.
    void showHover(bool inside, QPoint cell, QPointF scenePos);

    std::unique_ptr<render::BoardRenderer> m_renderer;
    BoardDocument *m_doc = nullptr;
    LayerModel *m_layers = nullptr;
    BoardScene *m_scene = nullptr;
    ToolContext *m_context = nullptr;
    ToolManager *m_tools = nullptr;
    BoardView *m_view = nullptr;
    FileController *m_files = nullptr;
    EditorActions *m_actions = nullptr;
    PalettePanel *m_palette = nullptr;
    PropertiesPanel *m_properties = nullptr;
    CoursePanel *m_coursePanel = nullptr;
    ValidationPanel *m_validation = nullptr;
    QLabel *m_cellLabel = nullptr;
    QLabel *m_underLabel = nullptr;
    QLabel *m_countsLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;
    QLabel *m_layerLabel = nullptr; // the current layer and the level painted squares go on
};

} // namespace rf::editor
