// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/compare.h"

#include <QWidget>

#include <array>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace rf::debugger {

// Why two compared rulings part: for the first phase where they do, each ruling's substeps with
// their explanations and rule links side by side (as `rallyforge-cli compare` prints them); and a
// banner when the rulings played different cards because the programs were dealt at random, with
// the one-click fix of playing the same programs on both sides.
class CompareReasons : public QWidget {
    Q_OBJECT
public:
    explicit CompareReasons(QWidget *parent = nullptr);
    void show(const model::Scenario &scenario, const sim::Comparison &cmp);
    QTextBrowser *side(int i) const { return m_sides[static_cast<std::size_t>(i)]; }
    QWidget *dealtBanner() const { return m_banner; }
    QLabel *dealtText() const { return m_bannerText; }

signals:
    // "Play the Same Programs": the scenario with the programs one ruling played written in.
    void sameProgramsRequested();
    // A rule link: the rule's reference in its edition's rulebook ("edition-2016/rule-walls").
    void ruleRequested(const QString &anchor);

private:
    std::array<QTextBrowser *, 2> m_sides{};
    std::array<QLabel *, 2> m_titles{};
    QWidget *m_banner;
    QLabel *m_bannerText;
    QPushButton *m_same;
};

} // namespace rf::debugger
