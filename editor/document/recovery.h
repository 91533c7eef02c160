// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QTimer;

namespace rf::editor {

class Document;

// Autosave for crash recovery: every interval (2 minutes) a modified document is written to a
// recovery file under QStandardPaths::AppDataLocation, with a small note naming the file it
// belongs to. Only saving the document (Document::saved) or the user giving up its changes
// (Document::discarded, a declined restore, closing after the unsaved-changes question, a clean
// exit) removes both: a document replaced or reset without the user's word keeps them, so
// restored work is never lost silently. Finding them at start-up means the last session crashed,
// and the editor offers to restore. Each document has
// its own pair of files, named `name` (the board of the main window: "recovery"; scenarios in
// debugger windows: "scenario-<n>") and suffixed like the document's files.
class Recovery : public QObject {
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 2 * 60 * 1000;

    Recovery(Document *doc, const QString &name, QObject *parent = nullptr);

    // Folder of the recovery files (created on demand); tests point it at a temporary folder.
    static QString defaultDirectory();
    void setDirectory(const QString &dir) { m_dir = dir; }
    QString recoveryFile() const;
    QString noteFile() const;

    // Autosave every `ms` (kIntervalMs unless tests shorten it); restarts a running timer.
    void setInterval(int ms);
    int interval() const;
    void start();
    // Writes the recovery file now when the document has unsaved changes. Returns true when a
    // file was written.
    bool saveNow();
    // Removes the recovery files (the document was saved or closed, or the user declined).
    void discard();
    // Whether a previous session left a recovery file.
    bool hasRecovery() const;
    // Loads the recovery file into the document, marked modified and remembering the original
    // path. Returns an error message, or an empty string.
    QString restore();
    // The file the recovered content belonged to (empty for an untitled document).
    QString recoveredOriginalPath() const;

    // The names of the recovery files with `suffix` left in `dir` (e.g. the scenarios of
    // crashed debugger windows), for start-up.
    static QStringList leftBehind(const QString &dir, const QString &prefix, const QString &suffix);
    // Removes the recovery files `name` with `suffix` from `dir` (a copy the user declined).
    static void discard(const QString &dir, const QString &name, const QString &suffix);

private:
    Document *m_doc;
    QTimer *m_timer;
    QString m_dir;
    QString m_name;
};

} // namespace rf::editor
