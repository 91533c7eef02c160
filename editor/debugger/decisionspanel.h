// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/engine.h"
#include "sim/decisionfates.h"

#include <QWidget>

#include <vector>

class QBoxLayout;
class QLabel;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;

namespace rf::debugger {

// The choices the players could make before the next substep (RULES.md 8.1 "Decisions"): one
// button per choice ("A: fire Pressor Beam at B"). Clicking one asks for it as an edit of the
// scenario (decided()); playing on without clicking keeps the default (the option is not used).
// Below them, every decision the scenario records with what became of it (taken at substep N,
// void and why, not reached), to go to, change (remove it and choose again where it acted) or
// remove; the window makes the edits (undoable).
class DecisionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionsPanel(QWidget *parent = nullptr);

    // Shows `offers`; `names` are the robots' names.
    void setOffers(const std::vector<rules::DecisionOffer> &offers, const QStringList &names);
    const std::vector<rules::DecisionOffer> &offers() const { return m_offers; }

    // Shows the decisions `sc` records and their fates (sim::decisionFates).
    void setRecorded(const model::Scenario &sc, const std::vector<sim::DecisionFate> &fates);
    const std::vector<sim::DecisionFate> &recorded() const { return m_fates; }
    QTreeWidget *recordedList() const { return m_recorded; }

    // A choice in words: "fire Pressor Beam at B", "lock B's register 3 with Fire Control".
    static QString choiceText(const model::Decision &d);
    // What became of a recorded decision: "taken at substep 9", "void: ...", "not reached".
    static QString fateText(const sim::DecisionFate &f);

protected:
    void resizeEvent(QResizeEvent *event) override;

signals:
    void decided(const rules::DecisionOffer &offer);
    void goToRecorded(const sim::DecisionFate &fate);
    void changeRecorded(const sim::DecisionFate &fate);
    void removeRecorded(const sim::DecisionFate &fate);

private:
    // The upgrades whose choice is a card (Refresh, Defrag Gizmo, Memory Swap, Cache Memory) or
    // whose answers would read alike (Piercing Drill's facing, Modular Chassis' upgrade taken,
    // Energy Conversion's way, Magnetic's robot followed), or an empty text for the others.
    static QString cardUpgradeText(const model::Decision &d);
    const sim::DecisionFate *selectedFate() const;
    void updateButtons();
    std::vector<rules::DecisionOffer> m_offers;
    std::vector<sim::DecisionFate> m_fates;
    QLabel *m_heading;
    QVBoxLayout *m_buttons;
    QTreeWidget *m_recorded;
    QBoxLayout *m_row = nullptr; // Go There, Change, Remove
    QPushButton *m_goTo;
    QPushButton *m_change;
    QPushButton *m_remove;
};

} // namespace rf::debugger
