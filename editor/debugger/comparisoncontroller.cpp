// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/comparisoncontroller.h"

#include "commands/scenariocommands.h"
#include "debugger/comparewindow.h"
#include "document/scenariodocument.h"
#include "rules/ruleset.h"
#include "words/tracetexts.h"

#include <QMessageBox>

#include <array>

namespace rf::debugger {

ComparisonController::ComparisonController(editor::ScenarioDocument *doc, QWidget *window)
    : QObject(window), m_doc(doc), m_parent(window)
{
}

CompareWindow *ComparisonController::open(QString *error)
{
    // The scenario's own ruling against the other edition (or itself when there is no other);
    // the user chooses others in the window.
    const model::Scenario &sc = m_doc->scenario();
    std::array<sim::RulingVariant, 2> rulings{};
    rulings[0] = sim::RulingVariant{sc.ruleset, {}, sc.ruleset};
    rulings[1] = rulings[0];
    for (const std::string_view id : rules::availableRulesets())
        if (id != sc.ruleset) {
            rulings[1] = sim::RulingVariant{std::string(id), {}, std::string(id)};
            break;
        }
    auto *w = new CompareWindow(m_parent);
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    m_window = w;
    connect(w, &CompareWindow::exportRulingRequested, this, [this, w] { emit exportRulingRequested(w); });
    // Connected first: the window offers "Edit Program" only when someone listens.
    connect(w, &CompareWindow::editProgramRequested, this, &ComparisonController::editProgramRequested);
    connect(w, &CompareWindow::ruleRequested, this, &ComparisonController::ruleRequested);
    connect(w, &CompareWindow::samePrograms, this, [this](const model::Scenario &same) {
        if (const auto problem = editor::writePrograms(*m_doc, same.robots))
            QMessageBox::warning(m_parent, tr("Play the Same Programs"), words::scenarioErrorText(*problem));
        else
            emit statusMessage(tr("The programs dealt are now the scenario's: both rulings play the same cards (Undo takes them back)."), 8000);
    });
    connect(m_doc, &editor::ScenarioDocument::scenarioChanged, w, [this, w] { w->setScenario(m_doc->scenario()); });
    w->setComparison(sc, rulings, error);
    w->show();
    return w;
}

} // namespace rf::debugger
