// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <optional>

// Applying a RobotEdit: the one place that reads its fields. An edit changes a robot in play (a
// what-if, sim::Simulator) or a robot's setup before play (the debugger's Setup and robot panel);
// each is a target that says what every field does to it, so a field added to RobotEdit does not
// compile until both know it.
namespace rf::model {

class RobotEditTarget {
public:
    virtual ~RobotEditTarget() = default;
    virtual void position(Point p) = 0;
    virtual void facing(Direction d) = 0;
    virtual void damage(int amount) = 0;
    virtual void lives(int count) = 0;
    virtual void flags(int count) = 0;
    virtual void archive(Point p) = 0;
    virtual void poweredDown(bool on) = 0;
    // Register `reg` (1..5) gets `card` (nullopt: empty).
    virtual void card(int reg, const std::optional<Card> &card) = 0;
    virtual void program(const Program &program) = 0;
    virtual void powerDownNext(bool on) = 0;
};

// Hands each field `edit` sets to `target`, in the order the fields are declared.
void applyRobotEdit(const RobotEdit &edit, RobotEditTarget &target);

} // namespace rf::model
