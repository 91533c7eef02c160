// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/engine.h"

#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace rf::debugger {

// The choices the players could make before the next substep (RULES.md 8.1 "Decisions"): one
// button per choice ("A: fire Pressor Beam at B"). Clicking one asks for it as an edit of the
// scenario (decided()); playing on without clicking keeps the default (the option is not used).
class DecisionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionsPanel(QWidget *parent = nullptr);

    // Shows `offers`; `names` are the robots' names.
    void setOffers(const std::vector<rules::DecisionOffer> &offers, const QStringList &names);
    const std::vector<rules::DecisionOffer> &offers() const { return m_offers; }

    // A choice in words: "fire Pressor Beam at B", "lock B's register 3 with Fire Control".
    static QString choiceText(const model::Decision &d);

signals:
    void decided(const rules::DecisionOffer &offer);

private:
    std::vector<rules::DecisionOffer> m_offers;
    QLabel *m_heading;
    QVBoxLayout *m_buttons;
};

} // namespace rf::debugger
