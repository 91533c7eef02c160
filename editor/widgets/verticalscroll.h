// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QString;
class QWidget;

namespace rf::editor {

// A frameless area that scrolls `inner` up and down and fits it to its width: for dock panels
// whose rows would otherwise push the docks beside them off the window.
QWidget *verticalScroll(QWidget *inner, const QString &objectName);

} // namespace rf::editor
