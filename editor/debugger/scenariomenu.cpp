// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/scenariomenu.h"

#include "debugger/analysisdialog.h"
#include "debugger/debuggerwindow.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "scene/heatmapitem.h"
#include "widgets/filedialogfolder.h"
#include "widgets/showbeside.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include <memory>
#include <optional>

namespace rf::debugger {

using editor::HeatMapItem;

namespace {

DebuggerWindow *newWindow(QWidget *parent)
{
    auto *w = new DebuggerWindow(parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    return w;
}

// Shows `w` once `load` has given it a scenario; a window that could not load one is deleted.
template <class Load>
DebuggerWindow *shownIfLoaded(DebuggerWindow *w, Load load)
{
    if (!load(w)) {
        delete w;
        return nullptr;
    }
    w->show();
    return w;
}

} // namespace

DebuggerWindow *openScenarioWindow(QMainWindow *parent, const QString &path, QString *error)
{
    return shownIfLoaded(newWindow(parent), [&](DebuggerWindow *w) { return w->openScenario(path, error); });
}

DebuggerWindow *openScenarioWindow(QWidget *parent, const model::Scenario &scenario, QString *error)
{
    return shownIfLoaded(newWindow(parent), [&](DebuggerWindow *w) { return w->setScenario(scenario, error); });
}

// A game of the analysis opens beside the window that asked for it.
void openAnalysisGame(QWidget *parent, const model::Scenario &scenario)
{
    QString error;
    if (!openScenarioWindow(parent, scenario, &error))
        QMessageBox::warning(parent, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenario Debugger"), error);
}

QMenu *installScenarioMenu(QMainWindow *window, const editor::BoardDocument *document, QGraphicsScene *scene)
{
    auto *menu = new QMenu(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Scenario"), window->menuBar());
    menu->setObjectName(QStringLiteral("scenarioMenu"));
    // Help stays the last menu, where users of every desktop look for it.
    QMenu *help = window->menuBar()->findChild<QMenu *>(QStringLiteral("helpMenu"), Qt::FindDirectChildrenOnly);
    window->menuBar()->insertMenu(help ? help->menuAction() : nullptr, menu);
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Debug a Scenario on This Course"), window, [window, document] {
        DebuggerWindow *w = newWindow(window);
        QString error;
        if (!w->newScenario(document->course(), document->combined(), &error)) {
            QMessageBox::warning(window, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenario Debugger"), error);
            w->deleteLater();
            return;
        }
        w->show();
    });
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Open Scenario in the Debugger..."), window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Open Scenario"), editor::dialogFolder({}),
                                                          QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenarios (*.rfscenario)"));
        editor::rememberDialogFolder(path);
        if (path.isEmpty())
            return;
        QString error;
        if (!openScenarioWindow(window, path, &error))
            QMessageBox::warning(window, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Open Scenario"), error);
    });
    menu->addSeparator();
    // The heat map item lives in the editor's scene; the scene owns it.
    HeatMapItem *heat = nullptr;
    if (scene) {
        heat = new HeatMapItem;
        heat->setZValue(1000);
        scene->addItem(heat);
    }
    // The last result and the skill its robots played with.
    auto last = std::make_shared<std::optional<std::pair<analysis::AnalysisResult, analysis::Skill>>>();
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Course &Analysis..."), window, [window, document, heat, last] {
        auto *dialog = new AnalysisDialog(document->course(), "classic", window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &AnalysisDialog::resultReady, window,
                         [heat, last](const analysis::AnalysisResult &r, analysis::Skill skill) {
                             *last = std::pair(r, skill);
                             if (heat)
                                 heat->setResult(r, HeatMapItem::Kind::Deaths, skill);
                         });
        QObject::connect(dialog, &AnalysisDialog::replayReady, window, [window](const model::Scenario &sc) { openAnalysisGame(window, sc); });
        // Beside the board, not over the heat map it is about to show.
        editor::showBeside(dialog, window->centralWidget());
    });
    if (heat) {
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Heat Map of &Deaths"), window, [heat, last] {
            if (*last)
                heat->setResult((*last)->first, HeatMapItem::Kind::Deaths, (*last)->second);
        });
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Heat Map of &Visits"), window, [heat, last] {
            if (*last)
                heat->setResult((*last)->first, HeatMapItem::Kind::Visits, (*last)->second);
        });
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Hide Heat Map"), window, [heat] { heat->clear(); });
    }
    return menu;
}

bool closeScenarioWindows(QWidget *parent)
{
    for (DebuggerWindow *w : parent->findChildren<DebuggerWindow *>(Qt::FindDirectChildrenOnly))
        if (!w->close())
            return false;
    return true;
}

QList<editor::RecoveryItem> scenarioRecoveryItems(QMainWindow *parent)
{
    // Only the copies of debugger windows of RallyForges no longer running, now this one's: a
    // running copy's scenarios are neither offered nor removed here.
    const QString dir = editor::Recovery::defaultDirectory();
    const QString suffix = QStringLiteral("rfscenario");
    QList<editor::RecoveryItem> items;
    for (const QString &name : editor::Recovery::leftBehind(dir, QStringLiteral("scenario-"), suffix)) {
        editor::RecoveryItem item;
        item.originalPath = editor::Recovery::originalPath(dir, name);
        item.title = item.originalPath.isEmpty()
                         ? QCoreApplication::translate("rf::debugger::ScenarioMenu", "Untitled scenario")
                         : QFileInfo(item.originalPath).fileName();
        item.kind = QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenario");
        item.written = editor::Recovery::writtenAt(dir, name, suffix);
        item.restore = [parent, name] {
            DebuggerWindow *w = newWindow(parent);
            QString error;
            if (w->restoreRecovery(name, &error)) {
                w->show();
                return QString();
            }
            delete w; // the copy stays, to be discarded or tried again at the next start
            return error;
        };
        item.discard = [dir, name, suffix] { editor::Recovery::discard(dir, name, suffix); };
        items << item;
    }
    return items;
}

void offerScenarioRecovery(QMainWindow *parent)
{
    editor::RecoveryDialog::offer(scenarioRecoveryItems(parent), parent);
}

} // namespace rf::debugger
