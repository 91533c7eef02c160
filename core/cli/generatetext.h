// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

// The English of `generate`: errors, the description written into each course, the report.
namespace rf::cli {

const char *generateStageName(analysis::GenerateStage stage);
QString generateErrorText(const analysis::GenerateError &e, const analysis::GenerateOptions &opt);
// Names the course (number `rank`) and writes its measured figures and how to reproduce them
// (the analyze command line) into its description.
void describeCourse(analysis::GeneratedCourse &g, const analysis::GenerateOptions &opt, int rank, const QString &file);
QJsonObject generateReportJson(const analysis::GenerateOptions &opt, const analysis::GenerateResult &r, const QStringList &files,
                               double seconds);
void printGenerateReport(QTextStream &out, const analysis::GenerateOptions &opt, const analysis::GenerateResult &r,
                         const QStringList &files, double seconds);

} // namespace rf::cli
