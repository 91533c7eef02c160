// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"
#include "words/rulenames.h"

#include <QComboBox>

#include <string>

namespace rf::debugger {

// Shows ruleset `id` in a box listing the rulesets that can be chosen (item data: the id). A
// scenario may name a ruleset the lists do not offer yet (edition-2023 while it is being built):
// it is added, so that the box keeps what the file says rather than showing nothing.
inline void selectRuleset(QComboBox &box, const std::string &id)
{
    const QString data = QString::fromStdString(id);
    int at = box.findData(data);
    if (at < 0 && rules::rulesetById(id)) {
        box.addItem(words::rulesetName(id), data);
        at = box.count() - 1;
    }
    box.setCurrentIndex(at);
}

} // namespace rf::debugger
