// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validate/codes.h"
#include "validate/validator.h"

#include <format>

namespace rf::validate {

namespace {

// Missing arguments (a diagnostic built by hand) print as "?" rather than failing.
std::string arg(const Diagnostic &d, std::size_t i) { return i < d.args.size() ? d.args[i] : std::string("?"); }

std::string directionWord(const std::string &letter)
{
    if (letter == "N")
        return "north";
    if (letter == "E")
        return "east";
    if (letter == "S")
        return "south";
    if (letter == "W")
        return "west";
    return letter;
}

} // namespace

std::string_view severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

std::string defaultMessage(const Diagnostic &d)
{
    const std::string_view c = d.code;
    if (c == code::kPortalWithoutPartner)
        return std::format("portal of colour \"{}\" has no partner", arg(d, 0));
    if (c == code::kPortalTooManyPartners)
        return std::format("{} portals share colour \"{}\"; a portal needs exactly one partner", arg(d, 1), arg(d, 0));
    if (c == code::kCheckpointOnPit)
        return std::format("checkpoint {} lies on a {}", arg(d, 0), arg(d, 1));
    if (c == code::kStartOnPit)
        return std::format("start position {} lies on a {}", arg(d, 0), arg(d, 1));
    if (c == code::kDuplicateCheckpoint)
        return std::format("checkpoint number {} is used more than once", arg(d, 0));
    if (c == code::kTimedNeverActive)
        return std::format("{} is active in no register", arg(d, 0));
    if (c == code::kLaserBeamCount)
        return std::format("laser has {} beams; it must have 1 to 3", arg(d, 0));
    if (c == code::kRampNotBetweenLevels)
        return std::format("ramp climbing {} does not lead from the lower level to an upper-level square", directionWord(arg(d, 0)));
    if (c == code::kElementOutsideGrid)
        return std::format("{} lies outside the grid", arg(d, 0));
    if (c == code::kBoardsOverlap)
        return std::format("boards {} and {} overlap", arg(d, 0), arg(d, 1));
    if (c == code::kBadPlacement)
        return arg(d, 1);
    if (c == code::kBeltIntoWall)
        return std::format("belt carries robots {} into a wall", directionWord(arg(d, 0)));
    if (c == code::kBeltOffBoard)
        return std::format("belt carries robots {} off the board", directionWord(arg(d, 0)));
    if (c == code::kCheckpointsNotConsecutive)
        return std::format("checkpoint {} follows a gap: expected checkpoint {}", arg(d, 1), arg(d, 0));
    if (c == code::kTooFewStarts)
        return std::format("{} start position(s); at least 2 are needed", arg(d, 0));
    if (c == code::kCheckpointUnreachable)
        return std::format("checkpoint {} cannot be reached from any start position", arg(d, 0));
    if (c == code::kLaserIntoWall)
        return std::format("laser firing {} is stopped at once by a wall, crate or antenna", directionWord(arg(d, 0)));
    if (c == code::kLaserOffBoard)
        return std::format("laser firing {} fires off the board", directionWord(arg(d, 0)));
    if (c == code::kLaserWithoutWall)
        return std::format("laser firing {} has no wall behind it; robots can cross its edge", directionWord(arg(d, 0)));
    if (c == code::kPusherOffBoard)
        return std::format("pusher pushing {} pushes towards a square off the board and acts on nothing", directionWord(arg(d, 0)));
    if (c == code::kPusherIntoWall)
        return std::format("pusher pushing {} pushes into a wall, ledge, crate or antenna and never moves a robot", directionWord(arg(d, 0)));
    if (c == code::kUpperLevelUnreachable)
        return std::format("raised area of {} square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)", arg(d, 0));
    if (c == code::kRepairSiteUnreachable)
        return std::format("repair site ({} wrench(es)) cannot be reached from any start position", arg(d, 0));
    if (const CodeInfo *info = codeInfo(c))
        return std::string(info->description);
    return d.code;
}

} // namespace rf::validate
