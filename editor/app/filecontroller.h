// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "render/imageexport.h"
#include "widgets/recoverydialog.h"

#include <QObject>
#include <QStringList>

#include <expected>
#include <functional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace rf::io::interop {
class BoardFormat;
struct ConversionNote;
}

namespace rf::editor {

class BoardDocument;
class Recovery;

// Everything about files: New, Open, Open Recent, Close, Save, Save As, Revert, Import and Export
// (through the interop format registry), the unsaved-changes prompt, recent files in
// QSettings and the recovery autosave. Errors are shown in message boxes naming the file.
class FileController : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecent = 10;

    FileController(BoardDocument *doc, QWidget *window, QObject *parent = nullptr);

    // Opens a scenario (`*.rfscenario`) somewhere else than the board document (the debugger,
    // which sits above this layer); false and *error set when it cannot.
    using ScenarioOpener = std::function<bool(const QString &path, QString *error)>;
    void setScenarioOpener(ScenarioOpener opener) { m_openScenario = std::move(opener); }
    static bool isScenario(const QString &path);

    // Quiet variants for the command line, tests and drag-and-drop; report errors in a box
    // unless `quiet`. A scenario goes to the scenario opener and leaves the board as it is.
    bool openFile(const QString &path, bool quiet = false);
    // File > Close: after the unsaved-changes question, the document becomes an empty untitled
    // board (the document always holds one). False when the user cancelled.
    bool closeDocument();
    bool saveTo(const QString &path, bool quiet = false);
    bool save();
    bool saveAs();
    void newDocument();
    void openDialog();
    void revert();
    void importDialog();
    void exportDialog();
    // Writes the course in another client's format (by the suffix of `path` when `format` is
    // null). When the format cannot hold everything, asks first (ExportNotesDialog) unless
    // `quiet`, and refuses when the user chose to always cancel then.
    bool exportTo(const QString &path, const io::interop::BoardFormat *format = nullptr, bool quiet = false);
    // File > Export Image: asks for the file and settings (ExportImageDialog), then writes it.
    void exportImageDialog();
    // Writes the course as a PNG, SVG or PDF (by the suffix of `path`) with the shared renderer.
    bool exportImageTo(const QString &path, const render::ExportOptions &options, bool quiet = false);
    // Asks what to do with unsaved changes; false when the user cancelled.
    bool maybeSave();

    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void fillRecentMenu(QMenu *menu);

    Recovery *recovery() const { return m_recovery; }
    // Other documents a crashed session left (the debugger's scenarios), offered with the boards.
    using RecoverySource = std::function<QList<RecoveryItem>()>;
    void setRecoverySource(RecoverySource source) { m_moreRecovery = std::move(source); }
    // At start-up: offers every document crashed sessions left unsaved (RecoveryDialog).
    void offerRecovery();
    // On a clean exit.
    void shutdown();

    // The folders searched for shipped boards (installed data, then the source tree).
    static QStringList shippedBoardFolders();
    static QString fileFilter();
    // File > Open's: boards and courses, scenarios, or both.
    static QString openFilter();

signals:
    void recentFilesChanged();
    void message(const QString &text);

private:
    void showError(const QString &title, const QString &text, bool quiet);
    // Whether an export that loses `notes` may go ahead: asks, or refuses when set to.
    // Asks before an export replaces a file beside it that it did not write (a tileset).
    bool confirmReplaceSideFile(const QString &file);
    bool confirmLossyExport(const QString &path, const std::vector<io::interop::ConversionNote> &notes, bool quiet);
    void refuseLossyExport(const QString &text, const QStringList &lines);
    // The boards crashed sessions left, taken over into this copy's recovery folder.
    QList<RecoveryItem> boardRecoveryItems();

    // A dry run of an export of the document in `format`, written in a temporary folder; an
    // error names `path` (the user's file), not the temporary one.
    std::expected<std::vector<io::interop::ConversionNote>, io::Error> tryExport(const io::interop::BoardFormat &format,
                                                                                 const QString &path) const;

    BoardDocument *m_doc;
    QWidget *m_window;
    Recovery *m_recovery;
    ScenarioOpener m_openScenario;
    RecoverySource m_moreRecovery;
};

} // namespace rf::editor
