// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/generatewords.h"

#include "analysis/generateerror.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

namespace rf::words {

QString generateErrorText(const analysis::GenerateError &e)
{
    const analysis::GenerateErrorInfo &info = analysis::generateErrorInfo(e.code);
    const analysis::GenerateLimits limits = analysis::generateLimits(e.code);
    QStringList args;
    int count = -1;
    for (const char letter : info.args)
        switch (letter) {
        case 'n': count = e.number; break;
        case 'v': count = e.value; break;
        case 'N': args << QString::number(e.number); break;
        case 'L': args << QString::number(limits.lowest); break;
        case 'H': args << QString::number(limits.highest); break;
        case 'S': args << (e.scenario ? scenarioErrorText(*e.scenario) : QStringLiteral("?")); break;
        }
    return fillTemplate("GenerateErrors", info.text, args, count);
}

} // namespace rf::words
