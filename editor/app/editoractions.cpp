// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/editoractions.h"

#include "app/clipboard.h"
#include "app/filecontroller.h"
#include "app/generatecoursedialog.h"
#include "app/resizeboarddialog.h"
#include "commands/coursecommands.h"
#include "commands/elementcommands.h"
#include "commands/selectioncommands.h"
#include "document/boarddocument.h"
#include "document/fragment.h"
#include "io/boardfile.h"
#include "io/versions.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "tools/levelguard.h"
#include "tools/selecttool.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/filedialogfolder.h"
#include "widgets/shortcuts.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>
#include <QWhatsThis>

namespace rf::editor {

using namespace rf::model;

EditorActions::EditorActions(QMainWindow *window, BoardDocument *doc, BoardScene *scene, BoardView *view, ToolManager *tools, FileController *files)
    : QObject(window), m_window(window), m_doc(doc), m_scene(scene), m_view(view), m_tools(tools), m_files(files)
{
    // File.
    make(QStringLiteral("new"), tr("&New..."), tr("Start an empty board or course"),
         tr("Replaces the document with an empty board or course of the size you choose, after asking about unsaved "
            "changes."))
        ->setShortcut(QKeySequence::New);
    make(QStringLiteral("open"), tr("&Open..."), tr("Open a board, course or scenario"),
         tr("Opens a RallyForge board or course file (*.rfboard), or a scenario (*.rfscenario) in a debugger window of "
            "its own."))
        ->setShortcut(QKeySequence::Open);
    QAction *close =
        make(QStringLiteral("close"), tr("&Close"), tr("Close the board or course"),
             tr("Closes the document after asking about unsaved changes, leaving an empty untitled board."));
    // The platform's Close keys, and Ctrl+W everywhere (some platforms offer only Ctrl+F4).
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    if (!closeKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        closeKeys << QKeySequence(Qt::CTRL | Qt::Key_W);
    close->setShortcuts(closeKeys);
    make(QStringLiteral("save"), tr("&Save"), tr("Save the document"), tr("Saves the document to its file, asking for a name the first time."))->setShortcut(QKeySequence::Save);
    make(QStringLiteral("saveAs"), tr("Save &As..."), tr("Save the document under a new name"), tr("Saves the document to a new file."))->setShortcut(QKeySequence::SaveAs);
    make(QStringLiteral("revert"), tr("Re&vert"), tr("Discard the changes since the last save"), tr("Reloads the file from disk, discarding unsaved changes."));
    make(QStringLiteral("import"), tr("&Import..."), tr("Import a board from another program's format"), tr("Reads a board in one of the formats of other RoboRally programs; elements that cannot be carried over are listed."));
    make(QStringLiteral("export"), tr("&Export..."), tr("Export the course to another program's format"), tr("Writes the course in one of the formats of other RoboRally programs; elements that cannot be carried over are listed."));
    make(QStringLiteral("exportImage"), tr("Export &Image..."), tr("Save the course as a PNG, SVG or PDF"),
         tr("Writes the course as a PNG or SVG picture or as a PDF at real print size (21 mm per square by default), "
            "with optional cut marks."))
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    make(QStringLiteral("quit"), tr("&Quit"), tr("Quit RallyForge"), tr("Closes the window, asking about unsaved changes."))->setShortcut(QKeySequence::Quit);
    connect(action(QStringLiteral("new")), &QAction::triggered, files, &FileController::newDocument);
    connect(action(QStringLiteral("open")), &QAction::triggered, files, &FileController::openDialog);
    connect(action(QStringLiteral("close")), &QAction::triggered, files, &FileController::closeDocument);
    connect(action(QStringLiteral("save")), &QAction::triggered, files, &FileController::save);
    connect(action(QStringLiteral("saveAs")), &QAction::triggered, files, &FileController::saveAs);
    connect(action(QStringLiteral("revert")), &QAction::triggered, files, &FileController::revert);
    connect(action(QStringLiteral("import")), &QAction::triggered, files, &FileController::importDialog);
    connect(action(QStringLiteral("export")), &QAction::triggered, files, &FileController::exportDialog);
    connect(action(QStringLiteral("exportImage")), &QAction::triggered, files, &FileController::exportImageDialog);
    connect(action(QStringLiteral("quit")), &QAction::triggered, window, &QWidget::close);

    // Edit.
    make(QStringLiteral("undo"), tr("&Undo"), tr("Undo the last change"), tr("Undoes the last change. Not available while a drag is in progress."))->setShortcut(QKeySequence::Undo);
    make(QStringLiteral("redo"), tr("&Redo"), tr("Redo the change undone last"), tr("Redoes the change undone last. Not available while a drag is in progress."))->setShortcuts(redoShortcuts());
    connect(action(QStringLiteral("undo")), &QAction::triggered, doc, &BoardDocument::undo);
    connect(action(QStringLiteral("redo")), &QAction::triggered, doc, &BoardDocument::redo);
    make(QStringLiteral("cut"), tr("Cu&t"), tr("Cut the selected squares to the clipboard"), tr("Copies the selected squares with everything on them to the clipboard and clears them."))->setShortcut(QKeySequence::Cut);
    make(QStringLiteral("copy"), tr("&Copy"), tr("Copy the selected squares to the clipboard"), tr("Copies the selected squares with everything on them to the clipboard, as board JSON."))->setShortcut(QKeySequence::Copy);
    make(QStringLiteral("paste"), tr("&Paste"), tr("Paste squares from the clipboard"), tr("Pastes copied squares at the selection, or at the square under the cursor."))->setShortcut(QKeySequence::Paste);
    make(QStringLiteral("delete"), tr("&Delete"), tr("Clear the selected squares"), tr("Clears the selected squares, or removes the selected walls and edge features."))->setShortcut(QKeySequence::Delete);
    make(QStringLiteral("selectAll"), tr("Select &All"), tr("Select every square"), tr("Selects the whole grid."))->setShortcut(QKeySequence::SelectAll);
    make(QStringLiteral("deselect"), tr("Select &None"), tr("Clear the selection"), tr("Clears the selection."))->setShortcut(QKeySequence::Deselect);
    make(QStringLiteral("rotateCw"), tr("Rotate Selection &Clockwise"), tr("Turn the selected squares a quarter turn clockwise"), tr("Turns the selected squares, with every direction on them, a quarter turn clockwise."))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    make(QStringLiteral("rotateCcw"), tr("Rotate Selection C&ounterclockwise"), tr("Turn the selected squares a quarter turn counterclockwise"), tr("Turns the selected squares a quarter turn counterclockwise."))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));
    make(QStringLiteral("mirrorH"), tr("&Mirror Horizontally"), tr("Mirror the selected squares east to west"), tr("Mirrors the selected squares east to west; directions and gear senses flip with them."))->setShortcut(QKeySequence(Qt::Key_X));
    make(QStringLiteral("mirrorV"), tr("Mirror &Vertically"), tr("Mirror the selected squares north to south"), tr("Mirrors the selected squares north to south; directions and gear senses flip with them."))->setShortcut(QKeySequence(Qt::Key_Y));
    make(QStringLiteral("rotateElement"), tr("&Turn Element"), tr("Turn the palette element clockwise (R)"), tr("Turns the element being placed a quarter turn clockwise; with the board tool, turns the board under the cursor."))->setShortcuts({QKeySequence(Qt::Key_R), QKeySequence(Qt::Key_Z)}); // Z and X, Y below: Tiled's keys
    make(QStringLiteral("rotateElementBack"), tr("Turn Element &Back"), tr("Turn the palette element counterclockwise (Shift+R)"), tr("Turns the element being placed a quarter turn counterclockwise."))->setShortcuts({QKeySequence(Qt::SHIFT | Qt::Key_R), QKeySequence(Qt::SHIFT | Qt::Key_Z)});
    connect(action(QStringLiteral("cut")), &QAction::triggered, this, &EditorActions::cut);
    connect(action(QStringLiteral("copy")), &QAction::triggered, this, &EditorActions::copy);
    connect(action(QStringLiteral("paste")), &QAction::triggered, this, &EditorActions::paste);
    connect(action(QStringLiteral("delete")), &QAction::triggered, this, &EditorActions::deleteSelection);
    connect(action(QStringLiteral("selectAll")), &QAction::triggered, this, &EditorActions::selectAll);
    connect(action(QStringLiteral("deselect")), &QAction::triggered, doc, &BoardDocument::clearSelection);
    connect(action(QStringLiteral("rotateCw")), &QAction::triggered, this, [this] { rotateSelection(1); });
    connect(action(QStringLiteral("rotateCcw")), &QAction::triggered, this, [this] { rotateSelection(3); });
    connect(action(QStringLiteral("mirrorH")), &QAction::triggered, this, [this] { mirrorSelection(true); });
    connect(action(QStringLiteral("mirrorV")), &QAction::triggered, this, [this] { mirrorSelection(false); });
    connect(action(QStringLiteral("rotateElement")), &QAction::triggered, this, [this] { rotateElement(1); });
    connect(action(QStringLiteral("rotateElementBack")), &QAction::triggered, this, [this] { rotateElement(3); });

    // View.
    for (QAction *a : view->createZoomActions(this)) {
        m_window->addAction(a); // shortcuts work without the menu bar too
        m_actions.insert(a->objectName(), a);
    }
    QAction *grid = make(QStringLiteral("grid"), tr("Show &Grid"), tr("Show or hide the grid lines"), tr("Shows or hides the thin lines between squares."));
    grid->setCheckable(true);
    grid->setChecked(true);
    grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(grid, &QAction::toggled, scene, &BoardScene::setGridVisible);
    QAction *problems = make(QStringLiteral("problems"), tr("Mark &Problems on the Board"), tr("Outline the squares and borders the validation names"),
                             tr("Outlines each square and border a validation error (red) or warning (amber) names, with a badge on squares."));
    problems->setCheckable(true);
    problems->setChecked(true);
    connect(problems, &QAction::toggled, scene, &BoardScene::setDiagnosticsVisible);

    // Course.
    make(QStringLiteral("addBoard"), tr("Add Board from &File..."), tr("Add a board file to the course"), tr("Adds a board from a file to the right of the course; arrange it with the Arrange Boards tool."));
    make(QStringLiteral("removeBoard"), tr("&Remove Board"), tr("Remove the board holding the selection"), tr("Removes the board that holds the selected squares from the course."));
    connect(action(QStringLiteral("addBoard")), &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Add Board"), dialogFolder(m_doc->filePath()), FileController::fileFilter());
        rememberDialogFolder(path);
        if (!path.isEmpty())
            addBoardFile(path);
    });
    connect(action(QStringLiteral("removeBoard")), &QAction::triggered, this, &EditorActions::removeBoard);
    make(QStringLiteral("resizeBoard"), tr("Resi&ze Board..."), tr("Change the size of the board"),
         tr("Gives the board a new width and height, its squares moved by an offset; what falls outside is listed "
            "before you confirm. One undo step."));
    connect(action(QStringLiteral("resizeBoard")), &QAction::triggered, this, &EditorActions::resizeBoard);
    make(QStringLiteral("generateCourse"), tr("&Generate Course..."), tr("Generate a course to a target length and danger"),
         tr("Places boards of the library into courses, chooses their checkpoints and measures each with games of planning "
            "robots; the courses closest to the target length and danger are offered to open."));
    connect(action(QStringLiteral("generateCourse")), &QAction::triggered, this, &EditorActions::generateCourse);
    make(QStringLiteral("courseProperties"), tr("Course &Properties..."),
         tr("Name, author, notes and measured figures of the course"),
         tr("Shows the Course panel: the course's name, author and notes, and the figures planning robots measured on "
            "it, "
            "marked stale after an edit and measured again with one click."));
    connect(action(QStringLiteral("courseProperties")), &QAction::triggered, this, [this] {
        if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("courseDock"))) {
            dock->show();
            dock->raise();
            if (QWidget *name = dock->findChild<QWidget *>(QStringLiteral("courseName")))
                name->setFocus(Qt::OtherFocusReason);
        }
    });

    // Help.
    make(QStringLiteral("whatsThis"), tr("What's &This?"), tr("Click on anything to learn what it does"), tr("Enters What's This mode: click on a tool or panel for help."))->setShortcut(QKeySequence::WhatsThis);
    connect(action(QStringLiteral("whatsThis")), &QAction::triggered, this, [] { QWhatsThis::enterWhatsThisMode(); });
    make(QStringLiteral("about"), tr("&About RallyForge"), tr("Versions and licence"), tr("Shows the versions of RallyForge, Qt and KArchive."));
    connect(action(QStringLiteral("about")), &QAction::triggered, this, [this] {
        QMessageBox::about(m_window, tr("About RallyForge"),
                           tr("<h3>RallyForge %1</h3><p>Board and scenario editor with a rules simulator for RoboRally-style "
                              "factory race games.</p><p>Qt %2, KArchive %3</p><p>Licensed under the GNU General Public "
                              "License, version 3 or later.</p>")
                               .arg(io::rallyForgeVersion(), io::qtRuntimeVersion(), io::karchiveVersion()));
    });
    make(QStringLiteral("aboutQt"), tr("About &Qt"), tr("About the Qt toolkit"), tr("Shows the Qt version and licence."));
    connect(action(QStringLiteral("aboutQt")), &QAction::triggered, qApp, &QApplication::aboutQt);

    connect(doc, &BoardDocument::undoRedoAvailabilityChanged, this, &EditorActions::updateEnabled);
    connect(doc, &BoardDocument::selectionChanged, this, &EditorActions::updateEnabled);
    connect(doc, &BoardDocument::modifiedChanged, this, &EditorActions::updateEnabled);
    connect(doc, &BoardDocument::filePathChanged, this, &EditorActions::updateEnabled);
    connect(doc, &BoardDocument::courseLayoutChanged, this, &EditorActions::updateEnabled);
    connect(doc, &BoardDocument::documentReset, this, &EditorActions::updateEnabled);
    connect(doc->undoStack(), &QUndoStack::undoTextChanged, this, &EditorActions::updateEnabled);
    connect(doc->undoStack(), &QUndoStack::redoTextChanged, this, &EditorActions::updateEnabled);
    updateEnabled();
}

QAction *EditorActions::make(const QString &name, const QString &text, const QString &tip, const QString &whatsThis)
{
    auto *a = new QAction(text, this);
    a->setObjectName(name);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    a->setWhatsThis(whatsThis);
    m_window->addAction(a); // shortcuts work without the menu bar too
    m_actions.insert(name, a);
    return a;
}

void EditorActions::updateEnabled()
{
    const bool hasCells = !m_doc->selection().cells.isEmpty();
    const bool hasAny = !m_doc->selection().isEmpty();
    QAction *undo = action(QStringLiteral("undo"));
    QAction *redo = action(QStringLiteral("redo"));
    undo->setEnabled(m_doc->canUndo());
    redo->setEnabled(m_doc->canRedo());
    undo->setText(m_doc->undoStack()->canUndo() ? tr("&Undo %1").arg(m_doc->undoStack()->undoText()) : tr("&Undo"));
    redo->setText(m_doc->undoStack()->canRedo() ? tr("&Redo %1").arg(m_doc->undoStack()->redoText()) : tr("&Redo"));
    for (const char *n : {"cut", "copy", "rotateCw", "rotateCcw", "mirrorH", "mirrorV"})
        action(QString::fromLatin1(n))->setEnabled(hasCells);
    action(QStringLiteral("delete"))->setEnabled(hasAny);
    action(QStringLiteral("revert"))->setEnabled(!m_doc->filePath().isEmpty() && m_doc->isModified());
    action(QStringLiteral("removeBoard"))->setEnabled(m_doc->course().placements().size() > 1 && hasCells);
    // A course has no grid of its own: its boards make it, turned and moved, with borders they
    // share. Growing one board there would push into its neighbours; a board is resized in its
    // own document.
    QAction *resize = action(QStringLiteral("resizeBoard"));
    const bool single = m_doc->course().isSingleBoard();
    resize->setEnabled(single);
    const QString why = single ? tr("Change the size of the board")
                               : tr("A course's grid is made by its boards: open a board on its own to resize it, or "
                                    "arrange the boards with the Arrange Boards tool");
    resize->setToolTip(why);
    resize->setStatusTip(why);
}

void EditorActions::createMenus(const QList<QMenu *> &dockToggles)
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("new")));
    file->addAction(action(QStringLiteral("open")));
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    recent->setProperty("contentMenu", true); // file names
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { m_files->fillRecentMenu(recent); });
    m_files->fillRecentMenu(recent);
    file->addAction(action(QStringLiteral("close")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addAction(action(QStringLiteral("revert")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("import")));
    file->addAction(action(QStringLiteral("export")));
    file->addAction(action(QStringLiteral("exportImage")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu *edit = bar->addMenu(tr("&Edit"));
    for (const char *n : {"undo", "redo", "", "cut", "copy", "paste", "delete", "", "selectAll", "deselect", "", "rotateCw", "rotateCcw", "mirrorH", "mirrorV", "", "rotateElement", "rotateElementBack"})
        if (*n)
            edit->addAction(action(QString::fromLatin1(n)));
        else
            edit->addSeparator();

    QMenu *view = bar->addMenu(tr("&View"));
    for (const char *n : {"zoomIn", "zoomOut", "zoomFit", "zoomReset", "", "grid", "problems"})
        if (*n)
            view->addAction(action(QString::fromLatin1(n)));
        else
            view->addSeparator();
    view->addSeparator();
    for (QMenu *m : dockToggles)
        view->addMenu(m);

    QMenu *tools = bar->addMenu(tr("&Tools"));
    tools->addActions(m_tools->actions());

    QMenu *course = bar->addMenu(tr("&Course"));
    course->addAction(action(QStringLiteral("addBoard")));
    QMenu *shipped = course->addMenu(tr("Add &Shipped Board"));
    shipped->setProperty("contentMenu", true); // board names, not words to translate
    connect(shipped, &QMenu::aboutToShow, this, [this, shipped] { fillShippedBoards(shipped); });
    fillShippedBoards(shipped);
    course->addAction(action(QStringLiteral("removeBoard")));
    course->addAction(action(QStringLiteral("resizeBoard")));
    course->addSeparator();
    course->addAction(action(QStringLiteral("generateCourse")));
    course->addAction(action(QStringLiteral("courseProperties")));
    course->setToolTipsVisible(true); // says why Resize Board is off on a course
    course->addSeparator();
    course->addAction(m_tools->actions().at(m_tools->tools().indexOf(m_tools->tool(QStringLiteral("board")))));

    QMenu *help = bar->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu")); // menus added later go before it
    help->addAction(action(QStringLiteral("whatsThis")));
    help->addSeparator();
    help->addAction(action(QStringLiteral("about")));
    help->addAction(action(QStringLiteral("aboutQt")));

    QToolBar *fileBar = m_window->addToolBar(tr("File"));
    fileBar->setObjectName(QStringLiteral("fileToolBar"));
    const QStyle *style = m_window->style();
    action(QStringLiteral("new"))->setIcon(style->standardIcon(QStyle::SP_FileIcon));
    action(QStringLiteral("open"))->setIcon(style->standardIcon(QStyle::SP_DialogOpenButton));
    action(QStringLiteral("save"))->setIcon(style->standardIcon(QStyle::SP_DialogSaveButton));
    action(QStringLiteral("undo"))->setIcon(style->standardIcon(QStyle::SP_ArrowBack));
    action(QStringLiteral("redo"))->setIcon(style->standardIcon(QStyle::SP_ArrowForward));
    for (const char *n : {"new", "open", "save", "undo", "redo"})
        fileBar->addAction(action(QString::fromLatin1(n)));
    QToolBar *toolBar = m_window->addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("toolsToolBar"));
    toolBar->addActions(m_tools->actions());
}

void EditorActions::fillShippedBoards(QMenu *menu)
{
    menu->clear();
    int count = 0;
    for (const QString &folder : FileController::shippedBoardFolders()) {
        QDirIterator it(folder, {QStringLiteral("*.rfboard")}, QDir::Files, QDirIterator::Subdirectories);
        QStringList files;
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString &path : files) {
            menu->addAction(QFileInfo(path).completeBaseName(), this, [this, path] { addBoardFile(path); })->setStatusTip(QDir::toNativeSeparators(path));
            ++count;
        }
    }
    if (count == 0)
        menu->addAction(tr("No shipped boards found"))->setEnabled(false);
}

void EditorActions::copy()
{
    const QRect cells = m_doc->selection().cells;
    if (cells.isEmpty())
        return;
    QApplication::clipboard()->setMimeData(fragmentToMimeData(extractFragment(m_doc->combined(), cells)));
    emit message(tr("Copied %1 x %2 squares").arg(cells.width()).arg(cells.height()));
}

void EditorActions::cut()
{
    const QRect cells = m_doc->selection().cells;
    if (cells.isEmpty() || m_doc->inGesture())
        return;
    copy();
    pushGuarded(m_tools->context(), new ClearRectCommand(m_doc, cells, tr("Cut")));
}

void EditorActions::paste()
{
    if (m_doc->inGesture())
        return;
    const auto fragment = fragmentFromMimeData(QApplication::clipboard()->mimeData());
    if (!fragment) {
        emit message(tr("The clipboard holds no RallyForge squares"));
        return;
    }
    QPoint at(0, 0);
    if (!m_doc->selection().cells.isEmpty())
        at = m_doc->selection().cells.topLeft();
    else if (auto hover = m_scene->hoverCell())
        at = *hover;
    auto *cmd = new PasteCommand(m_doc, *fragment, at);
    if (pushGuarded(m_tools->context(), cmd))
        m_doc->setSelection(selectionOf(*m_doc, QRect(at, QSize(fragment->width(), fragment->height()))));
}

void EditorActions::deleteSelection()
{
    if (m_doc->inGesture())
        return;
    const Selection &s = m_doc->selection();
    if (!s.cells.isEmpty()) {
        pushGuarded(m_tools->context(), new ClearRectCommand(m_doc, s.cells, tr("Delete")));
        return;
    }
    QList<ElementId> edges;
    for (ElementId id : s.elements)
        if (m_doc->combined().edgeFeature(id))
            edges.append(id);
    if (!edges.isEmpty()) {
        pushGuarded(m_tools->context(), new RemoveEdgeFeaturesCommand(m_doc, edges));
        m_doc->clearSelection();
    }
}

void EditorActions::selectAll()
{
    const Board &b = m_doc->combined();
    m_doc->setSelection(selectionOf(*m_doc, QRect(0, 0, b.width(), b.height())));
}

void EditorActions::rotateSelection(int quarterTurns)
{
    const QRect cells = m_doc->selection().cells;
    if (cells.isEmpty() || m_doc->inGesture())
        return;
    auto *cmd = new TransformSelectionCommand(m_doc, cells, SelectionTransform{{}, quarterTurns, false, false});
    const QRect to = cmd->resultRect();
    if (pushGuarded(m_tools->context(), cmd, LockedPart::Refuse))
        m_doc->setSelection(selectionOf(*m_doc, to));
}

void EditorActions::mirrorSelection(bool horizontally)
{
    const QRect cells = m_doc->selection().cells;
    if (cells.isEmpty() || m_doc->inGesture())
        return;
    auto *cmd = new TransformSelectionCommand(m_doc, cells, SelectionTransform{{}, 0, horizontally, !horizontally});
    const QRect to = cmd->resultRect();
    if (pushGuarded(m_tools->context(), cmd, LockedPart::Refuse))
        m_doc->setSelection(selectionOf(*m_doc, to));
}

void EditorActions::rotateElement(int quarterTurns)
{
    if (Tool *tool = m_tools->currentTool(); tool && tool->rotate(quarterTurns))
        return;
    m_tools->context()->rotate(quarterTurns);
}

void EditorActions::generateCourse()
{
    auto *dialog = new GenerateCourseDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The chosen course replaces the document as File > New would: unsaved work is asked about.
    connect(dialog, &GenerateCourseDialog::courseChosen, this, [this](const model::Course &course) {
        if (!m_files->maybeSave())
            return;
        m_doc->resetCourse(course);
        m_doc->undoStack()->resetClean(); // not on disk yet: closing asks to save it
        emit message(tr("Opened %1: save it to keep it").arg(QString::fromStdString(course.info().name)));
    });
    dialog->open();
}

bool EditorActions::addBoardFile(const QString &path)
{
    auto course = io::readBoardFile(path);
    if (!course) {
        QMessageBox::warning(m_window, tr("Cannot add board"), course.error().toString());
        return false;
    }
    if (course->placements().size() != 1) {
        QMessageBox::warning(m_window, tr("Cannot add board"), tr("%1 is a course; add its boards one by one.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    Placement p = course->placements().front();
    p.rotation = 0;
    p.offset = Point{m_doc->combined().width(), 0};
    p.source = QFileInfo(path).fileName().toStdString();
    if (!m_doc->placementFits(-1, p.board, p.offset, 0)) {
        QMessageBox::warning(m_window, tr("Cannot add board"), tr("The course would be larger than %1 squares across.").arg(Board::kMaxSide));
        return false;
    }
    m_doc->undoStack()->push(new AddBoardCommand(m_doc, p));
    emit message(tr("Added %1; drag it into place with the Arrange Boards tool").arg(QFileInfo(path).fileName()));
    return true;
}

void EditorActions::resizeBoard()
{
    if (!m_doc->course().isSingleBoard() || m_doc->inGesture())
        return;
    ResizeBoardDialog dialog(m_doc->course().placements().front().board, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_doc->undoStack()->push(new ResizeBoardCommand(m_doc, 0, dialog.newSize(), dialog.offset()));
    emit message(tr("Resized the board to %1 x %2").arg(dialog.newSize().width).arg(dialog.newSize().height));
}

void EditorActions::removeBoard()
{
    const QRect cells = m_doc->selection().cells;
    if (cells.isEmpty() || m_doc->course().placements().size() < 2 || m_doc->inGesture())
        return;
    const int index = m_doc->placementAt(Point{cells.left(), cells.top()});
    if (index < 0)
        return;
    m_doc->undoStack()->push(new RemoveBoardCommand(m_doc, index));
}

} // namespace rf::editor
