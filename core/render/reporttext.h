// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

// The translation context of the ruling report's own sentences and headings (the rest comes from
// core/words): rulingReportHtml speaks the language of its ReportOptions.
namespace rf::render {

class RulingReport {
    Q_DECLARE_TR_FUNCTIONS(rf::render::RulingReport)
};

} // namespace rf::render
