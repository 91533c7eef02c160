// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Share > Export Ruling and Export Ruling in Compare Rulings, driven with keys and clicks: the
// dialog offers the CLI's choices (substeps, rulings, format, file), remembers them, writes the
// report the choices ask for, says which file it could not write, and Cancel writes nothing.
#include "app/application.h"
#include "debugger/comparewindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerwindow.h"
#include "debugger/comparisoncontroller.h"
#include "debugger/sharingcontroller.h"
#include "debugger/exportrulingdialog.h"
#include "document/scenariodocument.h"
#include "io/scenario/scenariofile.h"
#include "words/statewords.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QTranslator>

#include <functional>
#include <memory>

#include "testmain.h"

using namespace rf;

namespace {

QString shippedScenario(const char *name)
{
    return QStringLiteral(RF_SOURCE_DIR "/boards/scenarios/") + QLatin1String(name) + QStringLiteral(".rfscenario");
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

template<typename T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

// The modal dialog of type T once it shows.
template<typename T> T *modal()
{
    T *found = nullptr;
    const bool shown = QTest::qWaitFor(
        [&] { return (found = qobject_cast<T *>(QApplication::activeModalWidget())) && found->isVisible(); }, 5000);
    return shown ? found : nullptr;
}

// Replaces the text of `edit` by typing.
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

void click(QWidget *w)
{
    QTest::mouseClick(w, Qt::LeftButton, {}, QPoint(8, w->height() / 2));
}

// Chooses the format with the keyboard: the combo box focused, Up or Down.
void chooseFormat(debugger::ExportRulingDialog *d, debugger::ExportRulingDialog::Format f)
{
    auto *box = child<QComboBox>(d, "rulingFormat");
    box->setFocus();
    QTest::keyClick(box, f == debugger::ExportRulingDialog::Format::Html ? Qt::Key_Up : Qt::Key_Down);
}

// Answers the message box that a click is about to open (and waits in, as it runs its own event
// loop): `*text` gets its text, OK closes it. Gives up after 10 s.
void answerMessageBox(QObject *context, QString *text)
{
    auto poll = std::make_shared<std::function<void(int)>>();
    *poll = [context, text, poll](int left) {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()); box && box->isVisible()) {
            *text = box->text();
            QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
        } else if (left > 0) {
            QTimer::singleShot(20, context, [poll, left] { (*poll)(left - 1); });
        }
    };
    QTimer::singleShot(20, context, [poll] { (*poll)(500); });
}

bool showActive(QWidget &w);

// Share > Export Ruling... with the keyboard (Alt+H, R).
debugger::ExportRulingDialog *openFromShareMenu(debugger::DebuggerWindow &w)
{
    if (!showActive(w))
        return nullptr;
    QTest::keyClick(&w, Qt::Key_H, Qt::AltModifier);
    QMenu *share = nullptr;
    if (!QTest::qWaitFor([&] { return (share = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr; },
                         3000))
        return nullptr;
    QTest::keyClick(share, Qt::Key_R);
    return modal<debugger::ExportRulingDialog>();
}

bool showActive(QWidget &w)
{
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

// Types `path` as the file, clicks Export and waits for the dialog to close (the report written).
bool exportTo(debugger::ExportRulingDialog *d, const QString &path)
{
    typeInto(child<QLineEdit>(d, "rulingFile"), QDir::toNativeSeparators(path));
    QTest::mouseClick(child<QPushButton>(d, "rulingExport"), Qt::LeftButton);
    return QTest::qWaitFor([&] { return !d->isVisible(); }, 20000);
}

// The Virus dispute in a shown, active debugger.
bool openVirusRange(debugger::DebuggerWindow &w)
{
    return w.openScenario(shippedScenario("upgrade-virus-range")) && showActive(w);
}

// Compare Rulings opened on it: the scenario's own ruling against virus-radius-square on.
debugger::CompareWindow *compareVirusRadius(debugger::DebuggerWindow &w)
{
    debugger::CompareWindow *cmp = w.comparisons()->open();
    const sim::RulingVariant own{"renegade", {}, "renegade"};
    const sim::RulingVariant square{"renegade", {{"virus-radius-square", true}}, "renegade, virus-radius-square on"};
    return cmp && cmp->setComparison(w.document()->scenario(), {own, square}) ? cmp : nullptr;
}

} // namespace

class TestExportRuling : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English as the editor loads it: its plural forms ("5 substeps").
        editor::installTranslation(*qApp, QStringLiteral("en"));
    }
    // The choices remembered start from nothing, and are not left to the other tests of this
    // program (which share its settings).
    void init() { QSettings().remove(QStringLiteral("debugger/exportRuling")); }
    void cleanup() { QSettings().remove(QStringLiteral("debugger/exportRuling")); }
    // The scenario's own ruling, one chosen substep, as a web page; the choices come back the
    // next time.
    void chosenSubstepOfTheOwnRuling()
    {
        QTemporaryDir tmp;
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        auto *d = openFromShareMenu(w);
        QVERIFY(d);
        QVERIFY(child<QRadioButton>(d, "rulingsOwn")->isChecked());
        QVERIFY(!child<QRadioButton>(d, "rulingsCompared")->isEnabled()); // Compare Rulings is not open
        QVERIFY(child<QRadioButton>(d, "stepsChanges")->isChecked());     // the default
        QVERIFY(child<QLineEdit>(d, "rulingFile")->text().endsWith(QLatin1String("upgrade-virus-range-ruling.html")));
        // Typing numbers chooses them.
        typeInto(child<QLineEdit>(d, "stepsNumbers"), QStringLiteral("3"));
        QVERIFY(child<QRadioButton>(d, "stepsChosen")->isChecked());
        const QString page = tmp.filePath(QStringLiteral("virus"));
        QVERIFY(exportTo(d, page));
        const QByteArray html = contents(page + QStringLiteral(".html")); // the format's suffix added
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("id=\"r1-s3\""));
        QVERIFY(!html.contains("id=\"r1-s4\""));
        QVERIFY(!html.contains("id=\"r2-setup\"")); // one ruling
        QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("virus.html")),
                 qPrintable(w.statusBar()->currentMessage()));

        d = openFromShareMenu(w);
        QVERIFY(d);
        QVERIFY(child<QRadioButton>(d, "stepsChosen")->isChecked());
        QCOMPARE(child<QLineEdit>(d, "stepsNumbers")->text(), QStringLiteral("3"));
        // Every substep, as Markdown this time.
        click(child<QRadioButton>(d, "stepsAll"));
        chooseFormat(d, debugger::ExportRulingDialog::Format::Markdown);
        QVERIFY(child<QLineEdit>(d, "rulingFile")->text().endsWith(QLatin1String(".md")));
        typeInto(child<QLineEdit>(d, "rulingFile"), QDir::toNativeSeparators(tmp.filePath(QStringLiteral("all.md"))));
        QString said;
        answerMessageBox(d, &said);
        QTest::keyClick(child<QLineEdit>(d, "rulingFile"), Qt::Key_Return);
        QVERIFY2(said.isEmpty(), qPrintable(said));
        QVERIFY(QTest::qWaitFor([&] { return !d->isVisible(); }, 20000));
        const QByteArray md = contents(tmp.filePath(QStringLiteral("all.md")));
        QVERIFY(!md.isEmpty());
        for (int step = 1; step <= w.controller()->eventCount(); ++step)
            QVERIFY2(QDir(tmp.path()).entryList({QStringLiteral("all-step-%1-*.png").arg(step)}).size() == 1,
                     qPrintable(QString::number(step)));
        d = openFromShareMenu(w);
        QVERIFY(d && child<QRadioButton>(d, "stepsAll")->isChecked());
        QCOMPARE(d->format(), debugger::ExportRulingDialog::Format::Markdown);
        QTest::keyClick(d, Qt::Key_Escape);
    }

    // From Compare Rulings: both rulings side by side, each labelled; Share > Export Ruling in the
    // debugger offers them too while the window is open.
    void comparisonFromCompareRulings()
    {
        QTemporaryDir tmp;
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        debugger::CompareWindow *cmp = compareVirusRadius(w);
        QVERIFY(cmp);
        QVERIFY(showActive(*cmp));
        QTest::mouseClick(child<QPushButton>(cmp, "compareExportRuling"), Qt::LeftButton);
        auto *d = modal<debugger::ExportRulingDialog>();
        QVERIFY(d);
        QVERIFY(child<QRadioButton>(d, "rulingsCompared")->isChecked());
        QVERIFY2(child<QRadioButton>(d, "rulingsCompared")->text().contains(QLatin1String("Virus")),
                 qPrintable(child<QRadioButton>(d, "rulingsCompared")->text()));
        const QString page = tmp.filePath(QStringLiteral("compared.html"));
        QVERIFY(exportTo(d, page));
        const QByteArray html = contents(page);
        QVERIFY(html.contains("id=\"r2-setup\""));
        // Both rulings under their labels ("Under 2016 edition, Virus reaches a square on").
        for (const sim::RulingVariant &v : cmp->rulings()) {
            const QByteArray heading =
                (QStringLiteral("<h2>") + words::rulingLabel(w.document()->scenario(), v).toHtmlEscaped()).toUtf8();
            QVERIFY2(
                html.contains(heading) ||
                    html.contains(words::rulingLabel(w.document()->scenario(), v).toHtmlEscaped().toUtf8() + "</h2>"),
                heading.constData());
        }
        QVERIFY(html.contains("Virus reaches a square on"));

        // The debugger's Share menu offers the comparison while the window is open, and remembers
        // that it was chosen; the scenario's own ruling chosen by a click exports one ruling.
        QVERIFY(showActive(w));
        d = openFromShareMenu(w);
        QVERIFY(d);
        QVERIFY(child<QRadioButton>(d, "rulingsCompared")->isEnabled());
        QVERIFY(child<QRadioButton>(d, "rulingsCompared")->isChecked());
        click(child<QRadioButton>(d, "rulingsOwn"));
        const QString single = tmp.filePath(QStringLiteral("own.html"));
        QVERIFY(exportTo(d, single));
        QVERIFY(!contents(single).contains("id=\"r2-setup\""));
        QVERIFY(!contents(single).contains("Virus reaches a square on"));
    }

    // The page speaks the editor's language unless another is chosen; the choice is remembered.
    void language()
    {
        QTemporaryDir tmp;
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        auto *d = openFromShareMenu(w);
        QVERIFY(d);
        auto *box = child<QComboBox>(d, "rulingLanguage");
        QCOMPARE(box->currentText(), QStringLiteral("As the editor: English"));
        QVERIFY(d->language().isEmpty());
        const QString english = tmp.filePath(QStringLiteral("en.html"));
        QVERIFY(exportTo(d, english));
        QVERIFY(contents(english).contains("<html lang=\"en\">"));

        d = openFromShareMenu(w);
        QVERIFY(d);
        box = child<QComboBox>(d, "rulingLanguage");
        box->setFocus();
        QTest::keyClicks(box, QStringLiteral("Deutsch"));
        QCOMPARE(d->language(), QStringLiteral("de"));
        const QString german = tmp.filePath(QStringLiteral("de.html"));
        QVERIFY(exportTo(d, german));
        const QByteArray html = contents(german);
        QVERIFY(html.contains("<html lang=\"de\">"));
        QVERIFY(html.contains("Teilschritt") || html.contains("Endstand") || html.contains("Erwartung"));
        // The editor speaks English again.
        QCOMPARE(debugger::ExportRulingDialog::tr("Export Ruling"), QStringLiteral("Export Ruling"));
        d = openFromShareMenu(w);
        QVERIFY(d);
        QCOMPARE(child<QComboBox>(d, "rulingLanguage")->currentText(), QStringLiteral("Deutsch"));
        QTest::keyClick(d, Qt::Key_Escape);
    }

    // What cannot be done is said, naming the file; nothing is written.
    void problemsAreSaid_data()
    {
        QTest::addColumn<QString>("numbers");
        QTest::addColumn<bool>("missingFolder");
        QTest::addColumn<QString>("message");
        QTest::newRow("past the end") << QStringLiteral("2, 40") << false
                                      << QStringLiteral("There is no substep 40: the game has 5 substeps.");
        QTest::newRow("not a number") << QStringLiteral("two") << false
                                      << QStringLiteral("\"two\" is not a substep number: they start at 1.");
        QTest::newRow("no such folder") << QStringLiteral("2") << true << QStringLiteral("Cannot write %1");
    }

    void problemsAreSaid()
    {
        QFETCH(QString, numbers);
        QFETCH(bool, missingFolder);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString page = missingFolder ? tmp.filePath(QStringLiteral("gone/ruling.html"))
                                           : tmp.filePath(QStringLiteral("ruling.html"));
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        auto *d = openFromShareMenu(w);
        QVERIFY(d);
        typeInto(child<QLineEdit>(d, "stepsNumbers"), numbers);
        typeInto(child<QLineEdit>(d, "rulingFile"), QDir::toNativeSeparators(page));
        QString said;
        answerMessageBox(d, &said);
        QTest::mouseClick(child<QPushButton>(d, "rulingExport"), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !said.isEmpty(); }, 20000));
        const QString expected = missingFolder ? message.arg(QDir::toNativeSeparators(page)) : message;
        QVERIFY2(said.startsWith(expected), qPrintable(said));
        QVERIFY(d->isVisible()); // the choices stay, to be mended
        QVERIFY(!QFile::exists(page));
        QTest::keyClick(d, Qt::Key_Escape);
    }

    // Cancel while the report is made: the dialog closes at once and nothing is written.
    void cancelWritesNothing()
    {
        QTemporaryDir tmp;
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        auto *d = openFromShareMenu(w);
        QVERIFY(d);
        click(child<QRadioButton>(d, "stepsAll"));
        const QString page = tmp.filePath(QStringLiteral("cancelled.html"));
        typeInto(child<QLineEdit>(d, "rulingFile"), QDir::toNativeSeparators(page));
        QTest::mouseClick(child<QPushButton>(d, "rulingExport"), Qt::LeftButton);
        QVERIFY(d->busy());
        QVERIFY(!child<QPushButton>(d, "rulingExport")->isEnabled());
        QTest::keyClick(d, Qt::Key_Escape);
        QVERIFY(!d->isVisible());
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(50); // the result, delivered and dropped
        QVERIFY(!QFile::exists(page));
        QVERIFY(QApplication::overrideCursor() == nullptr);
    }

    // A referee in a German session exports a 2016 dispute from Compare Rulings: the page is
    // German (the session's language), both rulings named by their German names; the window and
    // the page are kept as screenshots (the page under RF_SCREENSHOT_DIR, for a browser).
    void germanSessionFromCompare()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
        {
            debugger::DebuggerWindow w;
            QVERIFY(openVirusRange(w));
            debugger::CompareWindow *cmp = compareVirusRadius(w);
            QVERIFY(cmp);
            QVERIFY(showActive(*cmp));
            QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
            QVERIFY(cmp->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/compare-de.png")));
            QTest::mouseClick(child<QPushButton>(cmp, "compareExportRuling"), Qt::LeftButton);
            auto *d = modal<debugger::ExportRulingDialog>();
            QVERIFY(d);
            QVERIFY(child<QRadioButton>(d, "rulingsCompared")->isChecked());
            QVERIFY(d->language().isEmpty()); // the session's
            const QString page = QStringLiteral(RF_SCREENSHOT_DIR "/ruling-de.html");
            QFile::remove(page);
            QVERIFY(exportTo(d, page));
            const QByteArray html = contents(page);
            QVERIFY(html.contains("<html lang=\"de\">"));
            QVERIFY(html.contains("<h2>Unter Ausgabe 2016, Virus erreicht ein Quadrat an</h2>"));
            QVERIFY(html.contains("Wo sich die Regelauslegungen trennen"));
            QVERIFY(html.contains("Endstand"));
        }
        // Back to English alone for what follows.
        for (QTranslator *t : app.findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QCOMPARE(editor::installTranslation(app, QStringLiteral("en")), QStringLiteral("en"));
    }

    void screenshot()
    {
        debugger::DebuggerWindow w;
        QVERIFY(openVirusRange(w));
        debugger::CompareWindow *cmp = compareVirusRadius(w);
        QVERIFY(cmp);
        auto *d = w.sharing()->exportRuling();
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QDir().mkpath(QStringLiteral(RF_SCREENSHOT_DIR));
        QVERIFY(d->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/export-ruling-dialog.png")));
        QVERIFY(cmp->grab().save(QStringLiteral(RF_SCREENSHOT_DIR "/compare-with-export.png")));
        QTest::keyClick(d, Qt::Key_Escape);
    }
};

RF_TEST_MAIN(TestExportRuling)
#include "tst_exportruling.moc"
