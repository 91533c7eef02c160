// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"

#include <QCoreApplication>
#include <QString>

namespace rf::debugger {

// The Course Analysis dialog's report: the difficulty figures of a result as HTML, with
// "game:N" links (N from 0) to the games worth replaying.
class AnalysisReport {
    Q_DECLARE_TR_FUNCTIONS(rf::debugger::AnalysisReport)
public:
    static QString html(const analysis::AnalysisResult &r, const analysis::AnalysisOptions &o);
    static QString skillText(analysis::Skill s);
    static QString killerText(analysis::Killer k);

private:
    static QString finishing(const analysis::AnalysisResult &r, const analysis::AnalysisOptions &o);
    static QString legs(const analysis::AnalysisResult &r);
    static QString deaths(const analysis::AnalysisResult &r);
    static QString squares(const analysis::AnalysisResult &r);
    static QString replays(const analysis::AnalysisResult &r);
};

} // namespace rf::debugger
