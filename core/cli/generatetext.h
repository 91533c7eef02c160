// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <vector>

// The English of `generate`: errors, the description written into each course, the report.
namespace rf::cli {

// A course re-measured after it was written: read back from its file and analysed with another
// seed and 4x the games (`generate --check`).
struct Recheck {
    int games = 0;
    std::uint64_t seed = 0;
    analysis::TurnSpread turns{};
    bool withinSpread = false;
};

const char *generateStageName(analysis::GenerateStage stage);
QString generateErrorText(const analysis::GenerateError &e);
// Names the course (number `rank`), says what it was generated for in its description (and why
// it is listed late: outside the danger band, a leg over the ceiling) and keeps its measured
// figures with how to reproduce them (the analyze command line) in its measured block, dated `at`.
void describeCourse(analysis::GeneratedCourse &g, const analysis::GenerateOptions &opt, int rank, const QString &file,
                    const QDateTime &at);
QJsonObject generateReportJson(const analysis::GenerateOptions &opt, const analysis::GenerateResult &r,
                               const QStringList &files, const std::vector<Recheck> &rechecks, double seconds);
void printGenerateReport(QTextStream &out, const analysis::GenerateOptions &opt, const analysis::GenerateResult &r,
                         const QStringList &files, const std::vector<Recheck> &rechecks, double seconds);

} // namespace rf::cli
