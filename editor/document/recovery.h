// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QTimer;

namespace rf::editor {

class Document;
class RecoveryInstance;

// Autosave for crash recovery: an edit is written, within a second (kDelayMs), to a recovery
// file under QStandardPaths::AppDataLocation, with a small note naming the file it belongs to.
// The wait starts at the first edit and is not restarted by the next ones, so an editing burst
// costs one write per second at most and a long burst is still written every second; a square
// painted just before a crash is on disk. Idle, nothing runs. Only saving the document (Document::saved) or the user
// giving up its changes (Document::discarded, a declined restore, closing after the unsaved-changes question, a clean
// exit) removes both: a document replaced or reset without the user's word keeps them, so
// restored work is never lost silently. Each document has its own pair of files, named `name`
// (the board of the main window: "recovery"; scenarios in debugger windows: "scenario-<n>") and
// suffixed like the document's files.
//
// Several copies of RallyForge may run at once, so each running copy (each process) writes into a
// folder of its own, `<dir>/instance-<pid>-<random>/`, beside a QLockFile
// `<dir>/instance-<pid>-<random>.lock` it holds until it ends. A lock that can be taken belongs
// to a copy that has ended (after a crash: its process is gone; QLockFile sees the lock as stale),
// and only such folders are offered at start-up: the starting copy moves their files into its own
// folder and removes what is left, never touching a folder whose lock is held. Flat files directly
// in `<dir>` come from versions before these folders, belong to no running copy and are taken
// over the same way.
class Recovery : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 1000;

    Recovery(Document *doc, const QString &name, QObject *parent = nullptr);
    ~Recovery() override;

    // Folder of the recovery files (created on demand); tests point it at a temporary folder.
    static QString defaultDirectory();
    void setDirectory(const QString &dir);
    // This copy's own files (in its instance folder).
    QString recoveryFile() const;
    QString noteFile() const;

    // The longest wait between an edit and its copy on disk (kDelayMs unless tests change it).
    void setInterval(int ms);
    int interval() const;
    // Starts writing after edits (nothing is written before: a window first offers older copies).
    void start();
    // The name of this document's files. setName() moves to another name, as when the document
    // takes over a copy restored under that name; files of the old name stay where they are.
    QString name() const { return m_name; }
    void setName(const QString &name);
    QString directory() const;
    // Writes the recovery file now when the document has unsaved changes. Returns true when a
    // file was written.
    bool saveNow();
    // Removes the recovery files (the document was saved or closed, or the user declined).
    void discard();
    // Whether there is a copy to restore: this document's own, or else the newest one under this
    // name that a copy of RallyForge no longer running left, which is taken over (moved into this
    // copy's folder, so it is this document's own from then on; declining it is discard()).
    bool hasRecovery();
    // Loads the recovery file (taking a left-behind one over, as hasRecovery()) into the document,
    // marked modified and remembering the original path. Returns an error message, or "".
    QString restore();
    // The file the recovered content belonged to (empty for an untitled document).
    QString recoveredOriginalPath() const;

    // At start-up: takes over the recovery files `prefix*` with `suffix` that copies of RallyForge
    // no longer running left in `dir` (e.g. the scenarios of crashed debugger windows), renamed
    // where a name is taken, and returns the names of those this copy now holds and no open
    // document uses.
    static QStringList leftBehind(const QString &dir, const QString &prefix, const QString &suffix);
    // Removes this copy's recovery files `name` with `suffix` (a copy the user declined).
    static void discard(const QString &dir, const QString &name, const QString &suffix);
    // Whether no open document of this copy uses `name` and it has no files of that name in `dir`.
    static bool isNameFree(const QString &dir, const QString &name, const QString &suffix);
    // Of this copy's files `name` with `suffix` in `dir`: the file the work belongs to (empty
    // for an untitled document) and when the copy was written (invalid when there is none).
    static QString originalPath(const QString &dir, const QString &name);
    static QDateTime writtenAt(const QString &dir, const QString &name, const QString &suffix);

private:
    void scheduleSave();

    Document *m_doc;
    QTimer *m_timer;
    std::shared_ptr<RecoveryInstance> m_instance;
    QString m_name;
    bool m_started = false;
};

} // namespace rf::editor
