// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/compare.h"

#include <QString>

#include <cstdint>
#include <vector>

// What a ruling report shows (render::rulingReportHtml, rulingReportMarkdown) and its limits.
namespace rf::render {

struct ReportOptions {
    enum class Steps : std::uint8_t {
        Changes, // every substep that changed a robot
        All,     // every substep
        Chosen,  // the substeps numbered in `chosen`
    };
    Steps steps = Steps::Changes;
    std::vector<int> chosen{}; // substep numbers, 1 = the first substep played
    // The rulings to play: empty for the scenario's own; two or more are compared side by side.
    std::vector<sim::RulingVariant> variants{};
    // The language of the page ("de", "en"...; words::languages()); empty: the session's (the
    // translations installed).
    QString language = QStringLiteral("en");
};

// The limits of a report (docs/limits.md): the pictures are what makes it large. The board is
// drawn once, at 48 pixels per square or fewer so that its longer side keeps within
// kReportBoardPixels (a PNG inside the SVG: the board's vector art is megabytes).
inline constexpr int kMaxReportSteps = 400; // pictures per ruling
// Substeps a ruling of a report plays at most: its replay is kept whole while the steps are
// chosen (a 16-robot game of 1,000 turns took 1.6 GB before the step limit refused it).
inline constexpr int kMaxReportSubsteps = 20000;
inline constexpr int kMaxReportSide = 128;  // squares on a side of the course
inline constexpr int kReportBoardPixels = 1536;

} // namespace rf::render
