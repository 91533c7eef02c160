// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/translatable.h"
#include "validate/diagnostic.h"

#include <array>
#include <string_view>

namespace rf::validate {

// Every diagnostic code the validator emits: the stable name (files, --json output, editor
// look-ups), its severity, the arguments it carries (in Diagnostic::args order) and its message,
// an English template whose %k takes argument k (%n the argument `count` names, so that
// translations can choose a plural form). Arguments named `direction` hold a direction letter,
// `kind` and `floor` an element kind's file name: the CLI and the editor put them in words. The
// CLI fills the template (text::diagnosticText), the editor its translation in context
// "Diagnostics". Codes are never renamed; new ones are added at the end of their group.
struct CodeInfo {
    std::string_view code;
    Severity severity = Severity::Error;
    std::string_view args; // names of Diagnostic::args, comma separated
    std::string_view text;
    int count = -1; // the argument of %n, -1 none
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
inline constexpr std::string_view kCourseTooLarge = "course-too-large";
inline constexpr std::string_view kRebootTokenOnPit = "reboot-token-on-pit";
inline constexpr std::string_view kRebootLoop = "reboot-loop";
inline constexpr std::string_view kElementNotInEdition = "element-not-in-edition";
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
inline constexpr std::string_view kStartFacingOffBoard = "start-facing-off-board";
inline constexpr std::string_view kCheckpointOnBeltEnd = "checkpoint-on-belt-end";
inline constexpr std::string_view kRebootChainLoop = "reboot-chain-loop";
inline constexpr std::string_view kElementInert = "element-inert";
inline constexpr std::string_view kAntennaMissing = "antenna-missing";
inline constexpr std::string_view kRebootTokenMissing = "reboot-token-missing";
} // namespace code

inline constexpr std::array<CodeInfo, 33> kCodes{{
    {code::kPortalWithoutPartner, Severity::Error, "colour",
     RF_TRANSLATABLE("Diagnostics", "Portal of colour \"%1\" has no partner")},
    {code::kPortalTooManyPartners, Severity::Error, "colour,count",
     RF_TRANSLATABLE("Diagnostics", "%2 portals share colour \"%1\"; a portal needs exactly one partner")},
    {code::kCheckpointOnPit, Severity::Error, "number,floor",
     RF_TRANSLATABLE("Diagnostics", "Checkpoint %1 lies on a %2")},
    {code::kStartOnPit, Severity::Error, "number,floor",
     RF_TRANSLATABLE("Diagnostics", "Start position %1 lies on a %2")},
    {code::kDuplicateCheckpoint, Severity::Error, "number",
     RF_TRANSLATABLE("Diagnostics", "Checkpoint number %1 is used more than once")},
    {code::kTimedNeverActive, Severity::Error, "kind",
     RF_TRANSLATABLE("Diagnostics", "%1 is active in no register")},
    {code::kLaserBeamCount, Severity::Error, "beams",
     RF_TRANSLATABLE("Diagnostics", "Laser has %1 beams; it must have 1 to 3")},
    {code::kRampNotBetweenLevels, Severity::Error, "direction",
     RF_TRANSLATABLE("Diagnostics", "Ramp climbing %1 does not lead from the lower level to an upper-level square")},
    {code::kElementOutsideGrid, Severity::Error, "kind",
     RF_TRANSLATABLE("Diagnostics", "%1 lies outside the grid")},
    {code::kBoardsOverlap, Severity::Error, "boardA,boardB",
     RF_TRANSLATABLE("Diagnostics", "Boards %1 and %2 overlap")},
    {code::kBadPlacement, Severity::Error, "board",
     RF_TRANSLATABLE("Diagnostics", "Board %1 has a negative offset")},
    {code::kCourseTooLarge, Severity::Error, "width,height,most",
     RF_TRANSLATABLE("Diagnostics", "The course is %1 x %2 squares; at most %3 per side")},
    {code::kRebootTokenOnPit, Severity::Error, "floor",
     RF_TRANSLATABLE("Diagnostics", "Reboot token lies on a %1: rebooting robots would be destroyed again at once")},
    {code::kRebootLoop, Severity::Error, "direction",
     RF_TRANSLATABLE("Diagnostics", "Reboot token pushes robots %1 to their destruction: a robot pushed off it reboots onto it again")},
    {code::kElementNotInEdition, Severity::Error, "kind",
     RF_TRANSLATABLE("Diagnostics", "%1 does not exist in this edition: a scenario played in it is refused")},
    {code::kBeltIntoWall, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Belt carries robots %1 into a wall")},
    {code::kBeltOffBoard, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Belt carries robots %1 off the board")},
    {code::kCheckpointsNotConsecutive, Severity::Warning, "expected,found",
     RF_TRANSLATABLE("Diagnostics", "Checkpoint %2 follows a gap: expected checkpoint %1")},
    {code::kTooFewStarts, Severity::Warning, "count",
     RF_TRANSLATABLE_N("Diagnostics", "%n start position(s); at least 2 are needed"), 0},
    {code::kCheckpointUnreachable, Severity::Warning, "number",
     RF_TRANSLATABLE("Diagnostics", "Checkpoint %1 cannot be reached from any start position")},
    {code::kLaserIntoWall, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Laser firing %1 is stopped at once by a wall, crate or antenna")},
    {code::kLaserOffBoard, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Laser firing %1 fires off the board")},
    {code::kLaserWithoutWall, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Laser firing %1 has no wall behind it; robots can cross its edge")},
    {code::kPusherOffBoard, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Pusher pushing %1 pushes towards a square off the board and acts on nothing")},
    {code::kPusherIntoWall, Severity::Warning, "direction",
     RF_TRANSLATABLE("Diagnostics", "Pusher pushing %1 pushes into a wall, ledge, crate or antenna and never moves a robot")},
    {code::kUpperLevelUnreachable, Severity::Warning, "squares",
     RF_TRANSLATABLE_N("Diagnostics", "Raised area of %n square(s) cannot be reached from any start position (no ramp, portal or teleporter onto it)"), 0},
    {code::kRepairSiteUnreachable, Severity::Warning, "wrenches",
     RF_TRANSLATABLE_N("Diagnostics", "Repair site (%n wrench(es)) cannot be reached from any start position"), 0},
    {code::kStartFacingOffBoard, Severity::Warning, "number,direction",
     RF_TRANSLATABLE("Diagnostics", "Start position %1 faces %2, off the board: a robot's first move leaves it")},
    {code::kCheckpointOnBeltEnd, Severity::Warning, "number,direction",
     RF_TRANSLATABLE("Diagnostics", "Checkpoint %1 lies on a belt that carries robots %2 to their destruction")},
    {code::kRebootChainLoop, Severity::Warning, "direction,robots",
     RF_TRANSLATABLE("Diagnostics", "Reboot token pushes a line of %2 robots %1 and the last to its destruction: it reboots onto the token and pushes again")},
    {code::kElementInert, Severity::Warning, "kind",
     RF_TRANSLATABLE("Diagnostics", "%1 does nothing in this edition")},
    {code::kAntennaMissing, Severity::Warning, "",
     RF_TRANSLATABLE("Diagnostics", "The course has no priority antenna: robots play their cards in the order the scenario lists them")},
    {code::kRebootTokenMissing, Severity::Warning, "board,name",
     RF_TRANSLATABLE("Diagnostics", "Board %1 (%2) has no reboot token: a robot rebooting from it re-enters at its start position")},
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
