// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The standard headers most of our sources include, part of every precompiled set
// (cmake/RallyForgeBuildSpeed.cmake). A source still includes what it uses; this only makes it
// cheaper.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <expected>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>
