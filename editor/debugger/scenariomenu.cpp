// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/scenariomenu.h"

#include "debugger/analysisdialog.h"
#include "debugger/debuggeritems.h"
#include "debugger/debuggerwindow.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QGraphicsScene>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include <memory>
#include <optional>

namespace rf::debugger {

namespace {


DebuggerWindow *newWindow(QMainWindow *parent)
{
    auto *w = new DebuggerWindow(parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setWindowFlag(Qt::Window);
    return w;
}

} // namespace

DebuggerWindow *openScenarioWindow(QMainWindow *parent, const QString &path, QString *error)
{
    DebuggerWindow *w = newWindow(parent);
    if (!w->openScenario(path, error)) {
        delete w;
        return nullptr;
    }
    w->show();
    return w;
}

QMenu *installScenarioMenu(QMainWindow *window, std::function<model::Course()> currentCourse, QGraphicsScene *scene)
{
    QMenu *menu = window->menuBar()->addMenu(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Scenario"));
    menu->setObjectName(QStringLiteral("scenarioMenu"));
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Debug a Scenario on This Course"), window, [window, currentCourse] {
        DebuggerWindow *w = newWindow(window);
        QString error;
        if (!w->newScenario(currentCourse(), &error)) {
            QMessageBox::warning(window, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenario Debugger"), error);
            w->deleteLater();
            return;
        }
        w->show();
    });
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Open Scenario in the Debugger..."), window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, QCoreApplication::translate("rf::debugger::ScenarioMenu", "Open Scenario"), QString(), QCoreApplication::translate("rf::debugger::ScenarioMenu", "Scenarios (*.rfscenario)"));
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
        heat->setAcceptedMouseButtons(Qt::NoButton);
        scene->addItem(heat);
    }
    auto last = std::make_shared<std::optional<sim::AnalysisResult>>();
    menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Course &Analysis..."), window, [window, currentCourse, heat, last] {
        auto *dialog = new AnalysisDialog(currentCourse(), "classic", window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &AnalysisDialog::resultReady, window, [heat, last](const sim::AnalysisResult &r) {
            *last = r;
            if (heat)
                heat->setResult(r, HeatMapItem::Kind::Deaths);
        });
        dialog->show();
    });
    if (heat) {
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Heat Map of &Deaths"), window, [heat, last] {
            if (*last)
                heat->setResult(**last, HeatMapItem::Kind::Deaths);
        });
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "Heat Map of &Visits"), window, [heat, last] {
            if (*last)
                heat->setResult(**last, HeatMapItem::Kind::Visits);
        });
        menu->addAction(QCoreApplication::translate("rf::debugger::ScenarioMenu", "&Hide Heat Map"), window, [heat] { heat->clear(); });
    }
    return menu;
}

} // namespace rf::debugger
