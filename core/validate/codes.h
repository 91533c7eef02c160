// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validate/diagnostic.h"

#include <array>
#include <string_view>

namespace rf::validate {

// Every diagnostic code the validator emits: the stable name (files, --json output, editor
// look-ups), its severity, the arguments it carries (in Diagnostic::args order) and what it
// means. Codes are never renamed; new ones are added at the end of their group.
struct CodeInfo {
    std::string_view code;
    Severity severity = Severity::Error;
    std::string_view args;        // names of Diagnostic::args, comma separated
    std::string_view description; // English, one sentence
};

namespace code {
// Errors.
inline constexpr std::string_view kPortalWithoutPartner = "portal-without-partner";
inline constexpr std::string_view kPortalTooManyPartners = "portal-too-many-partners";
inline constexpr std::string_view kCheckpointOnPit = "checkpoint-on-pit";
inline constexpr std::string_view kStartOnPit = "start-on-pit";
inline constexpr std::string_view kDuplicateCheckpoint = "duplicate-checkpoint";
inline constexpr std::string_view kTimedNeverActive = "timed-never-active";
inline constexpr std::string_view kLaserBeamCount = "laser-beam-count";
inline constexpr std::string_view kRampNotBetweenLevels = "ramp-not-between-levels";
inline constexpr std::string_view kElementOutsideGrid = "element-outside-grid";
inline constexpr std::string_view kBoardsOverlap = "boards-overlap";
inline constexpr std::string_view kBadPlacement = "bad-placement";
// Warnings.
inline constexpr std::string_view kBeltIntoWall = "belt-into-wall";
inline constexpr std::string_view kBeltOffBoard = "belt-off-board";
inline constexpr std::string_view kCheckpointsNotConsecutive = "checkpoints-not-consecutive";
inline constexpr std::string_view kTooFewStarts = "too-few-starts";
inline constexpr std::string_view kCheckpointUnreachable = "checkpoint-unreachable";
inline constexpr std::string_view kLaserIntoWall = "laser-into-wall";
inline constexpr std::string_view kLaserOffBoard = "laser-off-board";
inline constexpr std::string_view kLaserWithoutWall = "laser-without-wall";
inline constexpr std::string_view kPusherOffBoard = "pusher-off-board";
inline constexpr std::string_view kPusherIntoWall = "pusher-into-wall";
inline constexpr std::string_view kUpperLevelUnreachable = "upper-level-unreachable";
inline constexpr std::string_view kRepairSiteUnreachable = "repair-site-unreachable";
} // namespace code

inline constexpr std::array<CodeInfo, 23> kCodes{{
    {code::kPortalWithoutPartner, Severity::Error, "colour", "A portal has no other portal of its colour."},
    {code::kPortalTooManyPartners, Severity::Error, "colour,count", "More than two portals share one colour, so a portal's partner is ambiguous."},
    {code::kCheckpointOnPit, Severity::Error, "number,floor", "A checkpoint lies on a pit or drain (or outside every board of a course)."},
    {code::kStartOnPit, Severity::Error, "number,floor", "A start position lies on a pit or drain (or outside every board of a course)."},
    {code::kDuplicateCheckpoint, Severity::Error, "number", "Two checkpoints carry the same number."},
    {code::kTimedNeverActive, Severity::Error, "kind", "A pusher, crusher, flamer or trap door is active in no register."},
    {code::kLaserBeamCount, Severity::Error, "beams", "A laser has fewer than 1 or more than 3 beams."},
    {code::kRampNotBetweenLevels, Severity::Error, "direction", "A ramp does not climb from a lower-level cell to an upper-level neighbour."},
    {code::kElementOutsideGrid, Severity::Error, "kind", "A marker or edge feature lies outside the grid."},
    {code::kBoardsOverlap, Severity::Error, "boardA,boardB", "Two boards of a course cover the same cell."},
    {code::kBadPlacement, Severity::Error, "board,reason", "A board of a course cannot be placed (negative offset, course too large)."},
    {code::kBeltIntoWall, Severity::Warning, "direction", "A belt carries robots into a wall."},
    {code::kBeltOffBoard, Severity::Warning, "direction", "A belt carries robots off the board."},
    {code::kCheckpointsNotConsecutive, Severity::Warning, "expected,found", "Checkpoint numbers do not run 1, 2, 3... without gaps."},
    {code::kTooFewStarts, Severity::Warning, "count", "The board has fewer than two start positions."},
    {code::kCheckpointUnreachable, Severity::Warning, "number", "No start position can walk to a checkpoint (walls, ledges, pits, crates, antennas)."},
    {code::kLaserIntoWall, Severity::Warning, "direction", "A laser's beam is stopped at once: its first cell is closed by a wall or holds a crate or antenna."},
    {code::kLaserOffBoard, Severity::Warning, "direction", "A laser on the board border fires off the board."},
    {code::kLaserWithoutWall, Severity::Warning, "direction", "A laser's edge carries no wall, one-way wall or repulsor: a laser alone does not stop robots."},
    {code::kPusherOffBoard, Severity::Warning, "direction", "A pusher on the board border pushes towards a square off the board, so it pushes nothing."},
    {code::kPusherIntoWall, Severity::Warning, "direction", "A pusher pushes into a wall, repulsor, ledge from below, crate or antenna on the far side of its square, so it never moves a robot."},
    {code::kUpperLevelUnreachable, Severity::Warning, "squares", "No start position can reach a raised area (no ramp, portal or teleporter leads onto it)."},
    {code::kRepairSiteUnreachable, Severity::Warning, "wrenches", "No start position can reach a repair site."},
}};

// The entry for `c`, or nullptr for an unknown code.
constexpr const CodeInfo *codeInfo(std::string_view c)
{
    for (const CodeInfo &i : kCodes)
        if (i.code == c)
            return &i;
    return nullptr;
}

} // namespace rf::validate
