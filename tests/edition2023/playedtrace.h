// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenario/scenariofile.h"
#include "mismatchtext.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QString>

namespace rf::edition2023test {

// Reads the scenario `json`, writes it back to the same model, plays it with a trace: why that
// failed, its expectations did not hold, or its trace lacks the line part `traced`; empty when
// all went well.
inline QString playedTraceFailure(const QByteArray &json, const QString &traced)
{
    const auto sc = io::parseScenarioJson(json, QStringLiteral("test.rfscenario"));
    if (!sc)
        return sc.error().toString();
    const auto back = io::parseScenarioJson(io::scenarioToJson(*sc), QStringLiteral("back.rfscenario"));
    if (!back)
        return back.error().toString();
    if (!(*back == *sc))
        return QString::fromUtf8(io::scenarioToJson(*sc));
    sim::ScenarioRun::Options options;
    options.record = true;
    const auto result = sim::runScenario(*sc, options);
    if (!result)
        return QString::fromStdString(text::scenarioErrorText(result.error()));
    const QString trace = QString::fromStdString(text::traceText(result->trace));
    if (!result->passed())
        return mismatchesOf(*result) + QLatin1Char('\n') + trace;
    if (!trace.contains(traced))
        return QStringLiteral("no line holds \"%1\":\n").arg(traced) + trace;
    return {};
}

} // namespace rf::edition2023test
