// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"

#include <QString>

// Why no course was generated, in the user's language: the template of its row
// (analysis/generateerror.h) translated in context "GenerateErrors".
namespace rf::words {

QString generateErrorText(const analysis::GenerateError &error);

} // namespace rf::words
