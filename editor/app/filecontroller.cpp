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

#include <algorithm>
#include <utility>
#include <vector>

namespace rf::editor {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");

// One line per kind of loss: notes that differ only in their square ("dropped level at 3,4",
// "at 3,5", ... for each raised square) make one line, at the first square, with how many more
// (a line per square buried the other notes).
QStringList noteLines(const std::vector<io::interop::ConversionNote> &notes)
{
    using Note = io::interop::ConversionNote;
    const auto sameButSquare = [](const Note &a, const Note &b) {
        return a.cell && b.cell && !a.edge && !b.edge && a.action == b.action && a.element == b.element &&
               a.board == b.board && a.detail == b.detail;
    };
    std::vector<std::pair<const Note *, int>> groups; // first note, how many like it
    for (const Note &n : notes) {
        const auto like = std::ranges::find_if(groups, [&](const auto &g) { return sameButSquare(*g.first, n); });
        if (like != groups.end())
            ++like->second;
        else
            groups.emplace_back(&n, 1);
    }
    QStringList lines;
    for (const auto &[first, count] : groups)
        lines << (count == 1 ? first->toString()
                             : FileController::tr("%1 (the same on %n more square(s))", nullptr, count - 1)
                                   .arg(first->toString()));
    return lines;
}

QString notesText(const std::vector<io::interop::ConversionNote> &notes)
{
    QStringList lines = noteLines(notes);
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

QString FileController::openFilter()
{
    return tr("RallyForge boards, courses and scenarios (*.rfboard *.rfscenario);;Boards and courses "
              "(*.rfboard);;Scenarios (*.rfscenario);;All files (*)");
}

bool FileController::isScenario(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("rfscenario"), Qt::CaseInsensitive) == 0;
}

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
    if (isScenario(path) && m_openScenario) {
        QString error;
        if (!m_openScenario(path, &error)) {
            showError(tr("Cannot open file"), error, quiet);
            return false;
        }
        addRecentFile(QFileInfo(path).absoluteFilePath());
        emit message(tr("Opened %1").arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
        return true;
    }
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
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Board, Course or Scenario"),
                                                      dialogFolder(m_doc->filePath()), openFilter());
    rememberDialogFolder(path);
    // A scenario opens in a window of its own: the board stays, unsaved changes and all.
    if (!path.isEmpty() && (isScenario(path) || maybeSave()))
        openFile(path);
}

bool FileController::closeDocument()
{
    if (!maybeSave())
        return false;
    const QString closed = m_doc->displayName();
    m_doc->resetCourse(emptyCourse());
    emit message(tr("Closed %1").arg(closed));
    return true;
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
    QFileDialog dialog(m_window, tr("Export Board"), dialogFolder(m_doc->filePath()),
                       filters.join(QStringLiteral(";;")));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // A format that cannot hold the course says so when it is chosen, before a name is typed.
    connect(&dialog, &QFileDialog::filterSelected, &dialog, [&](const QString &filter) {
        const auto i = filters.indexOf(filter);
        if (i < 0)
            return;
        const io::interop::BoardFormat *format = writable[static_cast<std::size_t>(i)];
        const QString name =
            m_doc->filePath().isEmpty() ? tr("untitled") : QFileInfo(m_doc->filePath()).completeBaseName();
        if (auto tried = tryExport(*format, name); !tried)
            QMessageBox::warning(
                &dialog, tr("Export Board"),
                tr("%1 cannot hold this course: %2").arg(format->description(), tried.error().message));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    QString path = dialog.selectedFiles().constFirst();
    rememberDialogFolder(path);
    const auto i = filters.indexOf(dialog.selectedNameFilter());
    const io::interop::BoardFormat *format = i >= 0 ? writable[static_cast<std::size_t>(i)] : nullptr;
    // A suffix another format writes picks that format, as docs/interop.md says: "kurs.tmx" with
    // the type left at RallyForge is a Tiled map, never RallyForge JSON under a Tiled name.
    if (const QString suffix = QFileInfo(path).suffix().toLower();
        format && !suffix.isEmpty() && !format->extensions().contains(suffix))
        if (auto bySuffix = io::interop::FormatRegistry::instance().formatForWriting(path))
            format = *bySuffix;
    // A name without a suffix gets the chosen format's (mvolfik's first is none).
    if (format && QFileInfo(path).suffix().isEmpty() && !format->extensions().isEmpty() &&
        !format->extensions().constFirst().isEmpty())
        path += QLatin1Char('.') + format->extensions().constFirst();
    exportTo(path, format, false);
}

std::expected<std::vector<io::interop::ConversionNote>, io::Error>
FileController::tryExport(const io::interop::BoardFormat &format, const QString &path) const
{
    const auto options = render::writeOptionsFor(format);
    if (!options)
        return std::unexpected(
            io::Error{.file = QDir::toNativeSeparators(path), .where = {}, .message = options.error()});
    QTemporaryDir dryRun;
    if (!dryRun.isValid())
        return std::unexpected(
            io::Error{.file = QDir::toNativeSeparators(path),
                      .where = {},
                      .message = tr("No temporary folder to prepare the export in: %1").arg(dryRun.errorString())});
    auto tried = format.write(dryRun.filePath(QFileInfo(path).fileName()), m_doc->course(), *options);
    if (!tried) {
        // The temporary folder means nothing to the user: the error is about their file.
        io::Error error = tried.error();
        if (error.file.isEmpty() || error.file == dryRun.filePath(QFileInfo(path).fileName()))
            error.file = QDir::toNativeSeparators(path);
        else if (error.file.startsWith(dryRun.path() + QLatin1Char('/')))
            error.file =
                QDir::toNativeSeparators(QFileInfo(path).dir().filePath(error.file.mid(dryRun.path().size() + 1)));
        return std::unexpected(error);
    }
    return std::move(tried->notes);
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
    const auto tried = tryExport(*format, path);
    if (!tried) {
        showError(tr("Cannot export"), tried.error().toString(), quiet);
        return false;
    }
    if (!tried->empty() && !confirmLossyExport(path, *tried, quiet))
        return false;
    auto result = format->write(path, m_doc->course(), *options);
    if (!result && result.error().keptSideFile && !quiet && confirmReplaceSideFile(result.error().file)) {
        auto replacing = *options;
        replacing.replaceSideFiles = true;
        result = format->write(path, m_doc->course(), replacing);
    }
    if (!result) {
        showError(tr("Cannot export"), result.error().toString(), quiet);
        return false;
    }
    emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::confirmReplaceSideFile(const QString &file)
{
    const auto answer = QMessageBox::question(
        m_window, tr("Export Board"),
        tr("%1 beside the export holds other content than RallyForge writes there (edited in Tiled?).\n\n"
           "Replace it? Nothing has been written yet.")
            .arg(QDir::toNativeSeparators(file)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

bool FileController::confirmLossyExport(const QString &path, const std::vector<io::interop::ConversionNote> &notes,
                                        bool quiet)
{
    const QStringList lines = noteLines(notes);
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
    ExportNotesDialog dialog(path, lines, static_cast<int>(notes.size()), m_window);
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
            if (isScenario(path) || maybeSave())
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

QList<RecoveryItem> FileController::boardRecoveryItems()
{
    const QString dir = m_recovery->directory();
    const QString suffix = m_doc->fileSuffix();
    // Copies that sessions no longer running left (never a running one's), renamed beside this
    // window's own name; and one under that name from an earlier window of this process.
    QStringList names = Recovery::leftBehind(dir, QStringLiteral("recovery"), suffix);
    if (!m_doc->isModified() && QFileInfo::exists(m_recovery->recoveryFile()))
        names.prepend(m_recovery->name());
    QList<RecoveryItem> items;
    for (const QString &name : names) {
        RecoveryItem item;
        item.originalPath = Recovery::originalPath(dir, name);
        item.title = item.originalPath.isEmpty() ? tr("Untitled board") : QFileInfo(item.originalPath).fileName();
        item.kind = tr("Board");
        item.written = Recovery::writtenAt(dir, name, suffix);
        item.board = true;
        item.restore = [this, name] {
            // The window's copy goes on under the restored one's name.
            const QString before = m_recovery->name();
            m_recovery->setName(name);
            const QString error = m_recovery->restore();
            if (!error.isEmpty())
                m_recovery->setName(before);
            return error;
        };
        item.discard = [dir, name, suffix] { Recovery::discard(dir, name, suffix); };
        items << item;
    }
    return items;
}

void FileController::offerRecovery()
{
    QList<RecoveryItem> items = boardRecoveryItems();
    if (m_moreRecovery)
        items << m_moreRecovery();
    RecoveryDialog::offer(std::move(items), m_window);
    // A copy kept for later under this window's name must not be written over by its edits.
    if (!m_doc->isModified() && QFileInfo::exists(m_recovery->recoveryFile())) {
        const QString dir = m_recovery->directory();
        QString name;
        for (int i = 1; name.isEmpty() || !Recovery::isNameFree(dir, name, m_doc->fileSuffix()); ++i)
            name = QStringLiteral("recovery") + QString::number(i);
        m_recovery->setName(name);
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
