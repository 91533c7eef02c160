// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"

#include <memory>

// Factories of the formats the registry lists (one reader/writer pair per file).
namespace rf::io::interop {

std::unique_ptr<BoardFormat> makeNativeFormat();
std::unique_ptr<BoardFormat> makeMvolfikFormat();
std::unique_ptr<BoardFormat> makeRoboRallyOnlineFormat();
std::unique_ptr<BoardFormat> makeLmuSepCourseFormat();
std::unique_ptr<BoardFormat> makeLmuSepBoardFormat();
std::unique_ptr<BoardFormat> makeRoboprojektFormat();
std::unique_ptr<BoardFormat> makeTiledJsonFormat();
std::unique_ptr<BoardFormat> makeTiledTmxFormat();

} // namespace rf::io::interop
