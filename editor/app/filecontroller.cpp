// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/filecontroller.h"
#include "app/exportimagedialog.h"
#include "app/exportnotesdialog.h"
#include "app/newboarddialog.h"
#include "widgets/filedialogfolder.h"

#include "document/recovery.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "render/tilesetart.h"
#include "widgets/unsavedchanges.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

namespace rf::editor {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");

QString notesText(const std::vector<io::interop::ConversionNote> &notes)
{
    QStringList lines;
    for (const auto &n : notes)
        lines << n.toString();
    const int shown = 20;
    if (lines.size() > shown) {
        const auto more = lines.size() - shown;
        lines = lines.mid(0, shown);
        lines << FileController::tr("... and %n more", nullptr, static_cast<int>(more));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

FileController::FileController(BoardDocument *doc, QWidget *window, QObject *parent)
    : QObject(parent), m_doc(doc), m_window(window), m_recovery(new Recovery(doc, QStringLiteral("recovery"), this))
{
}

QString FileController::fileFilter() { return tr("RallyForge boards and courses (*.rfboard);;All files (*)"); }

void FileController::showError(const QString &title, const QString &text, bool quiet)
{
    emit message(text);
    if (!quiet)
        QMessageBox::warning(m_window, title, text);
}

bool FileController::maybeSave()
{
    return keepOrDiscardChanges(m_window, *m_doc, tr("%1 has unsaved changes. Save them?").arg(m_doc->displayName()), [this] { return save(); });
}

void FileController::newDocument()
{
    if (!maybeSave())
        return;
    NewBoardDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_doc->resetCourse(dialog.course());
}

bool FileController::openFile(const QString &path, bool quiet)
{
    auto course = io::readBoardFile(path);
    if (!course) {
        showError(tr("Cannot open file"), course.error().toString(), quiet);
        return false;
    }
    m_doc->resetCourse(std::move(*course), QFileInfo(path).absoluteFilePath());
    addRecentFile(m_doc->filePath());
    emit message(tr("Opened %1").arg(QDir::toNativeSeparators(m_doc->filePath())));
    return true;
}

void FileController::openDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Board or Course"), dialogFolder(m_doc->filePath()), fileFilter());
    rememberDialogFolder(path);
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::saveTo(const QString &path, bool quiet)
{
    auto result = io::writeBoardFile(path, m_doc->course());
    if (!result) {
        showError(tr("Cannot save file"), result.error().toString(), quiet);
        return false;
    }
    m_doc->setFilePath(QFileInfo(path).absoluteFilePath());
    m_doc->markSaved();
    addRecentFile(m_doc->filePath());
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(m_doc->filePath())));
    return true;
}

bool FileController::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool FileController::saveAs()
{
    const QString suggested = m_doc->filePath().isEmpty() ? dialogPath({}, tr("untitled") + QStringLiteral(".rfboard")) : m_doc->filePath();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save As"), suggested, fileFilter());
    rememberDialogFolder(path);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rfboard");
    return saveTo(path);
}

void FileController::revert()
{
    if (m_doc->filePath().isEmpty() || !m_doc->isModified())
        return;
    const auto answer = QMessageBox::question(m_window, tr("Revert"), tr("Discard every change since %1 was last saved?").arg(m_doc->displayName()));
    if (answer != QMessageBox::Yes)
        return;
    m_doc->markDiscarded();
    openFile(m_doc->filePath());
}

void FileController::importDialog()
{
    if (!maybeSave())
        return;
    QStringList filters;
    for (const auto &f : io::interop::FormatRegistry::instance().formats()) {
        if (!f->canRead())
            continue;
        QStringList patterns;
        for (const QString &ext : f->extensions())
            patterns << (ext.isEmpty() ? QStringLiteral("*") : QStringLiteral("*.") + ext);
        filters << QStringLiteral("%1 (%2)").arg(f->description(), patterns.join(QLatin1Char(' ')));
    }
    filters << tr("All files (*)");
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Board"), dialogFolder(m_doc->filePath()), filters.join(QStringLiteral(";;")));
    rememberDialogFolder(path);
    if (path.isEmpty())
        return;
    auto result = io::interop::importFile(path);
    if (!result) {
        showError(tr("Cannot import file"), result.error().toString(), false);
        return;
    }
    m_doc->resetCourse(std::move(result->course));
    m_doc->undoStack()->resetClean();
    if (!result->notes.empty())
        QMessageBox::information(m_window, tr("Import notes"), tr("Some elements could not be imported unchanged:\n\n%1").arg(notesText(result->notes)));
}

void FileController::exportDialog()
{
    QStringList filters;
    std::vector<const io::interop::BoardFormat *> writable;
    for (const auto &f : io::interop::FormatRegistry::instance().formats()) {
        if (!f->canWrite())
            continue;
        QStringList patterns;
        for (const QString &ext : f->extensions())
            patterns << (ext.isEmpty() ? QStringLiteral("*") : QStringLiteral("*.") + ext);
        filters << QStringLiteral("%1 (%2)").arg(f->description(), patterns.join(QLatin1Char(' ')));
        writable.push_back(f.get());
    }
    QString chosen;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Board"), dialogFolder(m_doc->filePath()), filters.join(QStringLiteral(";;")), &chosen);
    rememberDialogFolder(path);
    if (path.isEmpty())
        return;
    const auto i = filters.indexOf(chosen);
    exportTo(path, i >= 0 ? writable[static_cast<std::size_t>(i)] : nullptr, false);
}

bool FileController::exportTo(const QString &path, const io::interop::BoardFormat *format, bool quiet)
{
    if (!format) {
        auto byPath = io::interop::FormatRegistry::instance().formatForWriting(path);
        if (!byPath) {
            showError(tr("Cannot export"), byPath.error().toString(), quiet);
            return false;
        }
        format = *byPath;
    }
    // Tiled exports carry a tileset image drawn with our element art (as with the CLI).
    const auto options = render::writeOptionsFor(*format);
    if (!options) {
        showError(tr("Cannot export"), options.error(), quiet);
        return false;
    }
    // A dry run in a temporary folder tells what would be lost before the user's file is touched.
    QTemporaryDir dryRun;
    if (!dryRun.isValid()) {
        showError(tr("Cannot export"), tr("No temporary folder to prepare the export in: %1").arg(dryRun.errorString()),
                  quiet);
        return false;
    }
    const auto tried = format->write(dryRun.filePath(QFileInfo(path).fileName()), m_doc->course(), *options);
    if (!tried) {
        showError(tr("Cannot export"), tried.error().toString(), quiet);
        return false;
    }
    if (!tried->notes.empty() && !confirmLossyExport(path, tried->notes, quiet))
        return false;
    auto result = format->write(path, m_doc->course(), *options);
    if (!result) {
        showError(tr("Cannot export"), result.error().toString(), quiet);
        return false;
    }
    emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::confirmLossyExport(const QString &path, const std::vector<io::interop::ConversionNote> &notes,
                                        bool quiet)
{
    QStringList lines;
    for (const auto &n : notes)
        lines << n.toString();
    if (ExportNotesDialog::alwaysCancel()) {
        const QString text = tr("Nothing was written to %1: %n element(s) would be dropped or approximated, and "
                                "exports are set to cancel when something would be lost.",
                                nullptr, static_cast<int>(notes.size()))
                                 .arg(QDir::toNativeSeparators(path));
        emit message(text);
        if (!quiet)
            refuseLossyExport(text, lines);
        return false;
    }
    if (quiet)
        return true;
    ExportNotesDialog dialog(path, lines, m_window);
    return dialog.exec() == QDialog::Accepted;
}

void FileController::refuseLossyExport(const QString &text, const QStringList &lines)
{
    QMessageBox box(QMessageBox::Warning, tr("Export cancelled"), text, QMessageBox::Ok, m_window);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    // The way back from "Always cancel", where the question it replaced would have been.
    QPushButton *ask = box.addButton(tr("&Ask Next Time"), QMessageBox::ResetRole);
    box.exec();
    if (box.clickedButton() == ask)
        ExportNotesDialog::setAlwaysCancel(false);
}

void FileController::exportImageDialog()
{
    // Beside the document, named after it, in the image type used last time.
    QString suggested;
    if (!m_doc->filePath().isEmpty()) {
        const QFileInfo doc(m_doc->filePath());
        QString suffix = QFileInfo(QSettings().value(QStringLiteral("exportImage/path")).toString()).suffix().toLower();
        if (!render::imageFormatForPath(QStringLiteral("x.") + suffix))
            suffix = QStringLiteral("png");
        suggested = doc.dir().filePath(doc.completeBaseName() + QLatin1Char('.') + suffix);
    }
    ExportImageDialog dialog(m_doc->course().combinedSize(), suggested, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    exportImageTo(dialog.path(), dialog.options());
}

bool FileController::exportImageTo(const QString &path, const render::ExportOptions &options, bool quiet)
{
    // A large course at a high resolution takes a moment.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto written = render::exportImage(m_doc->course(), path, options);
    QApplication::restoreOverrideCursor();
    if (!written) {
        showError(tr("Cannot export image"), written.error(), quiet);
        return false;
    }
    emit message(tr("Exported image %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QStringList FileController::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void FileController::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    emit recentFilesChanged();
}

void FileController::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString &path : files) {
        ++n;
        const QString label = n < 10 ? QStringLiteral("&%1 %2").arg(n).arg(QFileInfo(path).fileName()) : QFileInfo(path).fileName();
        QAction *a = menu->addAction(label, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
        a->setStatusTip(QDir::toNativeSeparators(path));
        a->setToolTip(QDir::toNativeSeparators(path));
    }
    if (files.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("&Clear Recent Files"), this, [this] {
        QSettings().remove(kRecentKey);
        emit recentFilesChanged();
    })->setEnabled(!files.isEmpty());
}

void FileController::offerRecovery()
{
    // hasRecovery() takes over the newest board that a copy of RallyForge no longer running left
    // (never one of a copy still running). Several crashed copies may each have left one: a
    // declined or unreadable one goes and the next is offered; those after a restored one wait
    // for the next start.
    while (m_recovery->hasRecovery()) {
        const QString original = m_recovery->recoveredOriginalPath();
        const QString what = original.isEmpty() ? tr("an untitled document") : QDir::toNativeSeparators(original);
        const auto answer = QMessageBox::question(
            m_window, tr("Recover unsaved work"),
            tr("RallyForge did not close properly last time. Restore the unsaved changes to %1?").arg(what),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            const QString error = m_recovery->restore();
            if (error.isEmpty())
                return; // the file stays until the restored document is saved
            showError(tr("Cannot recover"), error, false);
        }
        m_recovery->discard();
        if (QFileInfo::exists(m_recovery->recoveryFile()))
            return; // it cannot be removed: asking again would never end
    }
}

void FileController::shutdown() { m_recovery->discard(); }

QStringList FileController::shippedBoardFolders()
{
    QStringList out;
    for (const QString &d : QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("rallyforge/boards"), QStandardPaths::LocateDirectory))
        out << d;
    const QString besideBinary = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/rallyforge/boards");
    if (QFileInfo::exists(besideBinary))
        out << QDir(besideBinary).absolutePath();
#ifdef RF_SOURCE_BOARDS_DIR
    if (QFileInfo::exists(QStringLiteral(RF_SOURCE_BOARDS_DIR)))
        out << QStringLiteral(RF_SOURCE_BOARDS_DIR);
#endif
    out.removeDuplicates();
    return out;
}

} // namespace rf::editor
