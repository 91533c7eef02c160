// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Marks an English template of the core's code tables for translation without Qt: the macro is
// the text itself, and lupdate is told to read it as QT_TRANSLATE_NOOP (`-tr-function-alias
// QT_TRANSLATE_NOOP+=RF_TRANSLATABLE`, editor/CMakeLists.txt and translations/check-complete.py),
// so the editor finds the translation under `context` while the CLI prints the English as it is.
#define RF_TRANSLATABLE(context, text) text
// The same for a template with %n, whose translations have a plural form per count
// (QT_TRANSLATE_N_NOOP+=RF_TRANSLATABLE_N).
#define RF_TRANSLATABLE_N(context, text) text
