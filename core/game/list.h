// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <utility>
#include <vector>

namespace rf::game {

// A std::vector whose copy assignment from an empty list is one store instead of a library call.
// Game states are copied for every lookahead of a planning robot (analysis/lookahead.h), and most
// of a robot's lists (options, piles, upgrades) are empty there: the calls were a third of a
// copy. Everything else is std::vector's own; a List binds to std::vector<T> references.
template <class T>
class List : public std::vector<T> {
public:
    using std::vector<T>::vector;
    using std::vector<T>::operator=;
    List() = default;
    List(const List &) = default;
    List(List &&) noexcept = default;
    List(const std::vector<T> &v) : std::vector<T>(v) {}
    List(std::vector<T> &&v) noexcept : std::vector<T>(std::move(v)) {}
    ~List() = default;
    List &operator=(List &&) noexcept = default;
    List &operator=(const List &o)
    {
        if (o.empty())
            this->clear();
        else
            std::vector<T>::operator=(o);
        return *this;
    }
    friend bool operator==(const List &a, const List &b)
    {
        return static_cast<const std::vector<T> &>(a) == static_cast<const std::vector<T> &>(b);
    }
};

} // namespace rf::game
