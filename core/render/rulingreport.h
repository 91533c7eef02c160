// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "render/reportoptions.h"

#include <QByteArray>
#include <QString>

#include <expected>
#include <utility>
#include <vector>

// The ruling report: a scenario's question and its answer as one file to hand to the players
// (`rallyforge-cli report`, the editor's Share > Export Ruling...). English, like the CLI.
namespace rf::render {

// One self-contained HTML page: no network, no other file (pictures are inline SVG, the board a
// PNG inside them; a few lines of script step through the substeps by key or button).
// Errors (in English): the scenario cannot be played, or it is over the limits above.
std::expected<QByteArray, QString> rulingReportHtml(const model::Scenario &scenario, const ReportOptions &options);

// The same for a forum post: Markdown text and one PNG per picture (with its caption drawn
// under the board), named `imagePrefix` + "-setup.png", "-step-12.png"...: the files to write
// beside the Markdown, in order.
struct MarkdownReport {
    QByteArray markdown;
    std::vector<std::pair<QString, QByteArray>> images; // file name, PNG bytes
};
std::expected<MarkdownReport, QString> rulingReportMarkdown(const model::Scenario &scenario, const ReportOptions &options,
                                                                        const QString &imagePrefix);

} // namespace rf::render
