// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/analysis.h"

#include <QCoreApplication>
#include <QString>

namespace rf::debugger {

// The Course Analysis dialog's report: the difficulty figures of a result as HTML, with
// "game:N" links (N from 0) to the games worth replaying.
class AnalysisReport {
    Q_DECLARE_TR_FUNCTIONS(rf::debugger::AnalysisReport)
public:
    static QString html(const sim::AnalysisResult &r, const sim::AnalysisOptions &o);
    static QString skillText(sim::Skill s);
    static QString killerText(sim::Killer k);

private:
    static QString finishing(const sim::AnalysisResult &r, const sim::AnalysisOptions &o);
    static QString legs(const sim::AnalysisResult &r);
    static QString deaths(const sim::AnalysisResult &r);
    static QString squares(const sim::AnalysisResult &r);
    static QString replays(const sim::AnalysisResult &r);
};

} // namespace rf::debugger
