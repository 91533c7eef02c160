// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QUndoStack;

namespace rf::editor {

// What every open document has (BoardDocument, ScenarioDocument): an undo stack whose clean state
// is "saved", a file it belongs to (none for an untitled one), and copies for crash recovery
// (app/recovery.h) in its own file format.
class Document : public QObject {
    Q_OBJECT
public:
    ~Document() override;

    QUndoStack *undoStack() const { return m_undo; }
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    bool isModified() const;
    // The document was written to its file: clean again, and saved() is emitted.
    void markSaved();
    // The user chose to give up the unsaved changes (answered Discard, or Revert): discarded()
    // tells the recovery copy to go before the content is replaced.
    void markDiscarded();
    // The file name for window titles and prompts, or "Untitled".
    QString displayName() const;

    // The suffix of the document's files ("rfboard", "rfscenario"), recovery copies included.
    virtual QString fileSuffix() const = 0;
    // Writes the document as it is to `path` (a recovery copy): an error naming the file, or "".
    virtual QString writeCopy(const QString &path) const = 0;
    // Loads a recovery copy as unsaved changes to `originalPath`: an error naming the file, or "".
    virtual QString restoreCopy(const QString &path, const QString &originalPath) = 0;

signals:
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);
    // Only these two end the life of a recovery copy: a document that is merely replaced (a file
    // opened over restored work) or reset to clean keeps it.
    void saved();
    void discarded();
    void undoRedoAvailabilityChanged();

protected:
    explicit Document(QObject *parent);

private:
    QUndoStack *m_undo;
    QString m_filePath;
};

} // namespace rf::editor
