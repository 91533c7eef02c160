// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor in German, Spanish and French (issue 47, item 6): every menu of the editor and the
// debugger has unique accelerators in every language (Alt+K, E opened "Spielplan entfernen", not
// "Kurs erzeugen"), and no text of the menus, panels and dialogs is left in English. Each window
// is built once in English and once in the language; a text that is the same in both, and has
// words in it, is reported (names of the product, formats and file types aside).
#include "app/editoractions.h"
#include "app/exportimagedialog.h"
#include "app/generatecoursedialog.h"
#include "app/mainwindow.h"
#include "app/newboarddialog.h"
#include "debugger/debuggerwindow.h"
#include "debugger/rulesviewer.h"
#include "document/boarddocument.h"
#include "words/language.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <map>
#include <memory>

#include "testmain.h"

using namespace rf;

namespace {

// Texts that are the same in every language: names of the product, of file formats and of other
// programs, and words the languages share.
bool uiSameEverywhere(const QString &text)
{
    static const QRegularExpression letters(QStringLiteral("[A-Za-z]{2,}"));
    if (!letters.match(text).hasMatch())
        return true;
    static const QStringList words{QStringLiteral("RallyForge"), QStringLiteral("PNG"),
                                   QStringLiteral("SVG"),        QStringLiteral("PDF"),
                                   QStringLiteral("Tiled"),      QStringLiteral("JSON"),
                                   QStringLiteral("Qt"),         QStringLiteral("KArchive"),
                                   QStringLiteral("OK"),         QStringLiteral("rallyforge-cli")};
    QString rest = text;
    rest.remove(QLatin1Char('&'));
    for (const QString &w : words)
        rest.remove(w);
    return !letters.match(rest).hasMatch();
}

// Texts a language writes as English does: its own words that happen to be spelled alike, the
// German edition's game terms (Upgrade, Shop), and the rulebooks' titles (the rule texts are
// English, and the Rules window says so).
bool uiSameIn(const QString &language, const QString &text)
{
    static const std::map<QString, QStringList> same{
        {QStringLiteral("de"),
         {QStringLiteral("Code"), QStringLiteral("Express"), QStringLiteral("Laser"), QStringLiteral("Palette"),
          QStringLiteral("Portal"), QStringLiteral("Position"), QStringLiteral("Position X, Y:"),
          QStringLiteral("Status"), QStringLiteral("Teleporter"), QStringLiteral("&Name:"), QStringLiteral("Shop"),
          QStringLiteral("Upgrade"), QStringLiteral("Upgrade:"), QStringLiteral("Upgrades"), QStringLiteral("Upgrades:"), QStringLiteral("Normal"),
          QStringLiteral("Brutal"),
          // American paper sizes go by their names in German too.
          QStringLiteral("Letter / ANSI A"), QStringLiteral("Legal"), QStringLiteral("Tabloid / ANSI B")}},
        {QStringLiteral("es"),
         {QStringLiteral("Brutal"), QStringLiteral("Normal"), QStringLiteral("Legal"), QStringLiteral("Portal"),
          QStringLiteral("Robot"), QStringLiteral("Robot:"), QStringLiteral("Robots"), QStringLiteral("Robots:"),
          QStringLiteral("&Robots:")}},
        {QStringLiteral("fr"),
         {QStringLiteral("Code"), QStringLiteral("Express"), QStringLiteral("Laser"), QStringLiteral("Lasers"),
          QStringLiteral("Legal"), QStringLiteral("Message"), QStringLiteral("Options"), QStringLiteral("Palette"),
          QStringLiteral("Position"), QStringLiteral("Radiation"), QStringLiteral("Robot"), QStringLiteral("Robots"),
          QStringLiteral("Trace"), QStringLiteral("Validation")}},
    };
    // The books themselves are English (their titles are quoted from them; the window says so).
    static const QStringList rulebooks{QStringLiteral("Classic rules"), QStringLiteral("2016 edition rules"), QStringLiteral("2023 edition rules")};
    static const QRegularExpression germanRegister(QStringLiteral("^Register [1-5]:?$"));
    if (rulebooks.contains(text) || (language == QLatin1String("de") && germanRegister.match(text).hasMatch()))
        return true;
    const auto it = same.find(language);
    return it != same.end() && it->second.contains(text);
}

// The accelerator of a menu text ('&x'), lower case; none for none.
QChar uiAccelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// The texts of a window's menus by place ("Course/3"), and the problems of each menu's
// accelerators. Menus of content (recent files, shipped boards) are walked for their title only.
struct MenuWalk {
    std::map<QString, QString> texts;
    QStringList clashes;

    void walk(const QString &path, const QList<QAction *> &actions, bool content)
    {
        std::map<QChar, QString> used;
        int k = 0;
        for (QAction *a : actions) {
            ++k;
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            const QString place = path + QLatin1Char('/') + QString::number(k);
            if (!content || a->menu())
                texts[place] = a->text();
            if (!content && !a->toolTip().isEmpty() && a->toolTip() != QString(a->text()).remove(QLatin1Char('&')))
                texts[place + QStringLiteral(" (tool tip)")] = a->toolTip();
            if (const QChar c = uiAccelerator(a->text()); !c.isNull()) {
                if (used.contains(c))
                    clashes << QStringLiteral("%1: '%2' in \"%3\" and \"%4\"").arg(path, c, used[c], a->text());
                else
                    used[c] = a->text();
            }
            if (QMenu *m = a->menu())
                walk(place, m->actions(), m->property("contentMenu").toBool());
        }
    }
};

MenuWalk uiMenusOf(QWidget *window)
{
    MenuWalk w;
    if (auto *bar = window->findChild<QMenuBar *>())
        w.walk(QStringLiteral("menu bar"), bar->actions(), false);
    return w;
}

// The texts a user reads in `root` and its children, by place in the widget tree.
std::map<QString, QString> uiTextsOf(QWidget *root)
{
    std::map<QString, QString> out;
    std::function<void(QWidget *, const QString &)> walk = [&](QWidget *w, const QString &path) {
        auto add = [&](const char *what, const QString &text) {
            if (!text.isEmpty())
                out[path + QLatin1Char(' ') + QLatin1String(what)] = text;
        };
        add("tool tip", w->toolTip());
        if (w->isWindow() || qobject_cast<QDockWidget *>(w))
            add("title", w->windowTitle());
        if (auto *l = qobject_cast<QLabel *>(w))
            add("text", l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            add("text", b->text());
        if (auto *g = qobject_cast<QGroupBox *>(w))
            add("title", g->title());
        if (auto *e = qobject_cast<QLineEdit *>(w))
            add("placeholder", e->placeholderText());
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                add(qPrintable(QStringLiteral("tab %1").arg(i)), t->tabText(i));
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                add(qPrintable(QStringLiteral("item %1").arg(i)), c->itemText(i));
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
            const QAbstractItemModel *m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add(qPrintable(QStringLiteral("header %1").arg(c)), m->headerData(c, Qt::Horizontal).toString());
            std::function<void(const QModelIndex &, const QString &)> rows = [&](const QModelIndex &parent,
                                                                                 const QString &at) {
                for (int r = 0; r < m->rowCount(parent); ++r) {
                    const QModelIndex i = m->index(r, 0, parent);
                    const QString here = at + QLatin1Char('.') + QString::number(r);
                    add(qPrintable(QStringLiteral("row %1").arg(here)), i.data().toString());
                    add(qPrintable(QStringLiteral("row %1 tip").arg(here)), i.data(Qt::ToolTipRole).toString());
                    rows(i, here);
                }
            };
            rows({}, {});
        }
        std::map<QString, int> seen;
        for (QObject *o : w->children())
            if (auto *child = qobject_cast<QWidget *>(o)) {
                const QString cls = QString::fromLatin1(child->metaObject()->className());
                const QString name = child->objectName().isEmpty()
                                         ? cls + QLatin1Char('#') + QString::number(seen[cls]++)
                                         : child->objectName();
                walk(child, path + QLatin1Char('/') + name);
            }
    };
    walk(root, QStringLiteral("window"));
    return out;
}

// The windows and dialogs walked, built anew in the language installed.
std::vector<std::pair<QString, std::unique_ptr<QWidget>>> uiBuildWindows()
{
    std::vector<std::pair<QString, std::unique_ptr<QWidget>>> out;
    auto *main = new editor::MainWindow;
    out.emplace_back(QStringLiteral("editor"), main);
    out.emplace_back(QStringLiteral("debugger"), new debugger::DebuggerWindow);
    out.emplace_back(QStringLiteral("Generate Course"), new editor::GenerateCourseDialog);
    out.emplace_back(QStringLiteral("New"), new editor::NewBoardDialog);
    out.emplace_back(QStringLiteral("Export Image"),
                     new editor::ExportImageDialog({12, 12}, QStringLiteral("/tmp/course.png")));
    out.emplace_back(QStringLiteral("Rules"), new debugger::RulesViewer);
    for (auto &[name, w] : out)
        w->show();
    return out;
}

} // namespace

class TestTranslatedUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void noClashNoEnglish_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *l : {"de", "es", "fr"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void noClashNoEnglish()
    {
        QFETCH(QString, language);
        std::vector<MenuWalk> englishMenus;
        std::vector<std::map<QString, QString>> englishTexts;
        {
            QLocale::setDefault(QLocale(QLocale::English));
            auto windows = uiBuildWindows();
            for (auto &[name, w] : windows) {
                englishMenus.push_back(uiMenusOf(w.get()));
                englishTexts.push_back(uiTextsOf(w.get()));
            }
            QVERIFY(englishMenus.front().texts.size() > 50);
            QVERIFY(englishTexts.front().size() > 100);
        }
        words::LanguageScope scope(language);
        QCOMPARE(scope.language(), language);
        QLocale::setDefault(QLocale(language));
        auto windows = uiBuildWindows();
        QStringList problems;
        for (std::size_t k = 0; k < windows.size(); ++k) {
            const QString &name = windows[k].first;
            const MenuWalk menus = uiMenusOf(windows[k].second.get());
            for (const QString &clash : menus.clashes)
                problems << QStringLiteral("%1: accelerator clash in %2").arg(name, clash);
            auto english = [&](const std::map<QString, QString> &en, const std::map<QString, QString> &here) {
                for (const auto &[place, text] : here) {
                    const auto e = en.find(place);
                    if (e != en.end() && e->second == text && !uiSameEverywhere(text) && !uiSameIn(language, text))
                        problems << QStringLiteral("%1: %2 is English: \"%3\"").arg(name, place, text.left(120));
                }
            };
            english(englishMenus[k].texts, menus.texts);
            english(englishTexts[k], uiTextsOf(windows[k].second.get()));
        }
        QLocale::setDefault(QLocale(QLocale::English));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems:\n").arg(problems.size()) + problems.join(QLatin1Char('\n'))));
    }
};

RF_TEST_MAIN(TestTranslatedUi)
#include "tst_translatedui.moc"
