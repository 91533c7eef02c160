// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export notes (issue 16 item 12): File > Export to a format that cannot hold the whole course
// lists what would be dropped or approximated before anything is written, with Copy; Cancel
// writes nothing, Export Anyway writes the file, and "Always cancel when something would be
// lost" (the editor's `convert --strict`) refuses from then on without asking. The dialogs are
// answered with clicks and keys, as the user would.
#include "app/application.h"
#include "app/exportnotesdialog.h"
#include "app/filecontroller.h"
#include "document/boarddocument.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

#include "testmain.h"

using namespace rf::editor;

namespace {

// hazard-yard has acid, which mvolfik's text maps cannot hold (as tst_cliconvert checks).
const QString kLossyBoard = QStringLiteral(RF_SOURCE_DIR "/boards/hazard-yard.rfboard");
const QString kAcidNote = QStringLiteral("dropped acid at 2,0: written as plain floor");

// Runs `fn` on the modal dialog of type T once it is shown (the test waits in its exec()). Any
// other modal dialog is rejected instead, so that a test that expects the wrong one fails
// (`seen` stays false) rather than hangs.
template<class T> void whenShownRejectingOthers(std::function<void(T *)> fn, bool *seen)
{
    auto *poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, fn, seen] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        poll->stop();
        poll->deleteLater();
        if (auto *dialog = qobject_cast<T *>(modal)) {
            *seen = true;
            fn(dialog);
        } else if (auto *other = qobject_cast<QDialog *>(modal)) {
            other->reject();
        }
    });
    poll->start(20);
}

} // namespace

class TestExportNotes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // "(the same on 35 more squares)" is a plural: English words it.
        QCOMPARE(installTranslation(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        QSettings().clear();
    }
    void init()
    {
        ExportNotesDialog::setAlwaysCancel(false);
        QVERIFY(m_files.openFile(kLossyBoard, true));
        QVERIFY(m_tmp.isValid());
        m_out = m_tmp.filePath(QStringLiteral("map.txt"));
        QFile::remove(m_out);
    }

    void dialogListsTheNotesAndCopies()
    {
        bool seen = false;
        QString listed;
        bool openAfterCopy = false;
        whenShownRejectingOthers<ExportNotesDialog>(
            [&](ExportNotesDialog *d) {
                listed = d->notesView()->toPlainText();
                QVERIFY(d->notesView()->isReadOnly());
                QVERIFY(d->exportButton()->isDefault());
                QApplication::clipboard()->clear();
                QTest::mouseClick(d->copyButton(), Qt::LeftButton);
                openAfterCopy = d->isVisible();
                QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
            },
            &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY2(listed.contains(kAcidNote), qPrintable(listed));
        QVERIFY(openAfterCopy);
        QCOMPARE(QApplication::clipboard()->text(), listed);
        // Nothing was written before the user answered, and Cancel writes nothing.
        QVERIFY(!QFile::exists(m_out));
    }

    // Issue 32: the notes listed one line per raised square (36 for the mezzanine). The raised
    // area is one line, at its first square, with how many more.
    void theRaisedAreaIsOneLine()
    {
        QVERIFY(m_files.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/mezzanine.rfboard"), true));
        bool seen = false;
        QString listed;
        QString intro;
        whenShownRejectingOthers<ExportNotesDialog>(
            [&](ExportNotesDialog *d) {
                listed = d->notesView()->toPlainText();
                for (QLabel *l : d->findChildren<QLabel *>())
                    intro += l->text();
                QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
            },
            &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        // The count is of the elements lost, not of the lines.
        const auto count = QRegularExpression(QStringLiteral("approximates (\\d+) elements")).match(intro);
        QVERIFY2(count.hasMatch() && count.captured(1).toInt() >= 36, qPrintable(intro));
        const QStringList levels = listed.split(QLatin1Char('\n')).filter(QStringLiteral("dropped level"));
        QCOMPARE(levels.size(), 1);
        QVERIFY2(levels.front().endsWith(QLatin1String("(the same on 35 more squares)")), qPrintable(levels.front()));
    }

    void exportAnywayWrites()
    {
        bool seen = false;
        whenShownRejectingOthers<ExportNotesDialog>([](ExportNotesDialog *d) { QTest::mouseClick(d->exportButton(), Qt::LeftButton); },
                                     &seen);
        QVERIFY(m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY(QFile::exists(m_out));
    }

    // Export Anyway is the default: Return exports.
    void returnExportsAnyway()
    {
        bool seen = false;
        whenShownRejectingOthers<ExportNotesDialog>([](ExportNotesDialog *d) { QTest::keyClick(d, Qt::Key_Return); }, &seen);
        QVERIFY(m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY(QFile::exists(m_out));
    }

    // Escape cancels, and leaves an existing file as it was.
    void escapeKeepsTheOldFile()
    {
        QFile old(m_out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        bool seen = false;
        whenShownRejectingOthers<ExportNotesDialog>([](ExportNotesDialog *d) { QTest::keyClick(d, Qt::Key_Escape); }, &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old"));
    }

    // Checking "Always cancel" cancels this export and every later lossy one, without asking:
    // a warning says why and nothing is written; "Ask Next Time" there turns it off again.
    void alwaysCancelRefusesWithoutWriting()
    {
        bool seen = false;
        bool exportEnabled = true;
        whenShownRejectingOthers<ExportNotesDialog>(
            [&](ExportNotesDialog *d) {
                d->alwaysCancelBox()->setFocus();
                QTest::keyClick(d->alwaysCancelBox(), Qt::Key_Space);
                exportEnabled = d->exportButton()->isEnabled();
                QTest::keyClick(d, Qt::Key_Return);
            },
            &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY(!exportEnabled);
        QVERIFY(!QFile::exists(m_out));
        QVERIFY(ExportNotesDialog::alwaysCancel());

        // Next time: no question, a warning naming the file, nothing written.
        seen = false;
        QString warning;
        whenShownRejectingOthers<QMessageBox>(
            [&](QMessageBox *box) {
                warning = box->text();
                QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
            },
            &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY2(warning.contains(QLatin1String("map.txt")), qPrintable(warning));
        QVERIFY(!QFile::exists(m_out));
        // Quiet (drag and drop, scripts) refuses the same way.
        QVERIFY(!m_files.exportTo(m_out, nullptr, true));
        QVERIFY(!QFile::exists(m_out));

        seen = false;
        whenShownRejectingOthers<QMessageBox>(
            [&](QMessageBox *box) {
                for (QAbstractButton *b : box->buttons()) {
                    if (box->buttonRole(b) == QMessageBox::ResetRole)
                        QTest::mouseClick(b, Qt::LeftButton);
                }
            },
            &seen);
        QVERIFY(!m_files.exportTo(m_out, nullptr, false));
        QVERIFY(seen);
        QVERIFY(!ExportNotesDialog::alwaysCancel());
    }

    // Nothing lost: written at once, nothing asked.
    void losslessExportAsksNothing()
    {
        QVERIFY(m_files.openFile(QStringLiteral(RF_SOURCE_DIR "/boards/foundry-floor.rfboard"), true));
        const QString map = m_tmp.filePath(QStringLiteral("foundry.tmj"));
        bool seen = false;
        whenShownRejectingOthers<QDialog>([](QDialog *d) { d->reject(); }, &seen);
        QVERIFY(m_files.exportTo(map, nullptr, false));
        QVERIFY(!seen);
        QVERIFY(QFile::exists(map));
        // The poll timer of whenShownRejectingOthers is still waiting: stop it with a dialog of its own.
        QDialog dummy;
        QTimer::singleShot(500, &dummy, &QDialog::reject);
        dummy.exec();
        QVERIFY(seen);
    }

private:
    BoardDocument m_doc;
    FileController m_files{&m_doc, nullptr};
    QTemporaryDir m_tmp;
    QString m_out;
};

RF_TEST_MAIN(TestExportNotes)
#include "tst_exportnotes.moc"
