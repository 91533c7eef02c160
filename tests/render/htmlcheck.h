// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

namespace rf::test {

// What is wrong with an HTML document, for the pages RallyForge writes (the ruling report): the
// doctype; every element closed in order (void HTML elements and self-closed SVG ones aside), no
// block element inside a paragraph (which a browser would close silently); attributes quoted and
// not repeated; character references that exist; ids unique and every "#id" link resolved; the
// required html, head, title and body. Empty: none found.
QStringList htmlProblems(const QByteArray &html);

} // namespace rf::test
