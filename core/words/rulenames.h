// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string_view>

// The one table of the human names of rulesets and rule options. The core and the files know
// them by ids ("classic", "belt-transfer"); everything the editor shows goes through here, in the
// user's language. An id missing from the table (a ruleset added to the core later) shows as is.
namespace rf::words {

// "Classic" for "classic", "2016 edition" for "edition-2016" (and its alias "renegade").
QString rulesetName(std::string_view id);
// "Belt transfer" for "belt-transfer".
QString ruleOptionName(std::string_view id);
// An id as the editor keeps it in item data ("classic", "belt-transfer"): the core's ids are ASCII.
QString idString(std::string_view id);

} // namespace rf::words
