// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rulesets and rule options by name in the user's language (issue 32, item 6): the editor's one
// table (models/rulenames.h) names every ruleset and option the core has, in every shipped
// language, and the debugger's Setup panel and Compare Rulings show those names while the
// scenario keeps the ids.
#include "../sim/debugscenario.h"
#include "app/application.h"
#include "debugger/debuggerwindow.h"
#include "debugger/rulingchooser.h"
#include "document/scenariodocument.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "words/rulenames.h"
#include "words/statewords.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QTest>

#include "testmain.h"

using namespace rf;

namespace {

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

class TestRuleNames : public QObject {
    Q_OBJECT
private slots:
    void cleanupTestCase()
    {
        editor::installTranslation(static_cast<QApplication &>(*QCoreApplication::instance()), QStringLiteral("en"));
    }

    // Every id has a name of its own (not the id), distinct from the others, in each language.
    void everyIdHasAName_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *l : {"en", "de", "es", "fr"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void everyIdHasAName()
    {
        QFETCH(QString, language);
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, language), language);
        QSet<QString> names;
        for (const std::string_view id : rules::availableRulesets()) {
            const QString name = words::rulesetName(id);
            QVERIFY2(name != latin1(id), qPrintable(name));
            names << name;
        }
        for (const rules::OptionInfo &o : rules::optionTable()) {
            const QString name = words::ruleOptionName(o.name);
            QVERIFY2(name != latin1(o.name), qPrintable(name));
            QVERIFY2(!names.contains(name), qPrintable(name));
            names << name;
        }
    }

    // In German the Setup panel shows German names; choosing "Ausgabe 2016" with the mouse and
    // applying sets the id.
    void theSetupPanelShowsNamesAndKeepsIds()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, QStringLiteral("de")), QStringLiteral("de"));
        debugger::DebuggerWindow w;
        QVERIFY(w.setScenario(test::debugScenario()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *ruleset = w.findChild<QComboBox *>(QStringLiteral("rulesetPick"));
        auto *belt = w.findChild<QCheckBox *>(QStringLiteral("option-belt-transfer"));
        QVERIFY(ruleset && belt);
        QCOMPARE(ruleset->currentText(), QStringLiteral("Klassisch"));
        QCOMPARE(belt->text(), QStringLiteral("Bandübergabe"));

        // Down to the next ruleset with the keyboard, then Apply Setup with the mouse.
        ruleset->setFocus();
        QTest::keyClick(ruleset, Qt::Key_Down);
        QCOMPARE(ruleset->currentText(), QStringLiteral("Ausgabe 2016"));
        auto *apply = w.findChild<QPushButton *>(QStringLiteral("applySetup"));
        auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("setupScroll"));
        QVERIFY(apply && scroll);
        scroll->ensureWidgetVisible(apply);
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(w.document()->scenario().ruleset, std::string("edition-2016"));
        w.document()->undoStack()->setClean();
    }

    // Compare Rulings' chooser and its titles.
    void theChooserShowsNames()
    {
        auto &app = static_cast<QApplication &>(*QCoreApplication::instance());
        QCOMPARE(editor::installTranslation(app, QStringLiteral("fr")), QStringLiteral("fr"));
        debugger::RulingChooser chooser(QStringLiteral("Left:"), QStringLiteral("Options:"));
        QCOMPARE(chooser.rulesetBox()->itemText(0), QStringLiteral("Classique"));
        QCOMPARE(chooser.optionList()->item(0)->text(), QStringLiteral("Transfert entre tapis"));
        sim::RulingVariant v{"classic", {{"flag-repairs", false}}, "classic, flag-repairs off"};
        chooser.setRuling(v, {});
        QCOMPARE(chooser.ruling({}).ruleset, std::string("classic"));
        QCOMPARE(chooser.ruling({}).label, std::string("classic, flag-repairs off"));
        QCOMPARE(words::rulingLabel(v), QStringLiteral("Classique, Réparation aux drapeaux : non"));
    }
};

RF_TEST_MAIN(TestRuleNames)
#include "tst_rulenames.moc"
