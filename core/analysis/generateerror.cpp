// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/generateerror.h"

#include "model/translatable.h"

#include <array>

namespace rf::analysis {

namespace {

// In the order of GenerateError::Code.
constexpr std::array<GenerateErrorInfo, kGenerateErrorCount> kErrors{{
    {"players-out-of-range", "nLH", RF_TRANSLATABLE_N("GenerateErrors", "%n player(s) asked for; a course is generated for %1 to %2.")},
    {"boards-out-of-range", "nLH", RF_TRANSLATABLE_N("GenerateErrors", "%n board(s) asked for; a course has %1 to %2.")},
    {"checkpoints-out-of-range", "nLH", RF_TRANSLATABLE_N("GenerateErrors", "%n checkpoint(s) asked for; a course has %1 to %2.")},
    {"target-out-of-range", "nLH", RF_TRANSLATABLE_N("GenerateErrors", "A target of %n turn(s) is out of reach; choose %1 to %2.")},
    {"results-out-of-range", "nLH", RF_TRANSLATABLE_N("GenerateErrors", "%n result(s) asked for; choose %1 to %2.")},
    {"leg-loss-out-of-range", "NLH", RF_TRANSLATABLE("GenerateErrors", "A ceiling of %1 % of the robots lost on one leg is out of range; choose %2 to %3 %.")},
    {"library-too-small", "Nv", RF_TRANSLATABLE_N("GenerateErrors", "The course needs %1 different boards, but the library has %n board(s). Add a folder of boards.")},
    {"no-start-board", "n", RF_TRANSLATABLE_N("GenerateErrors", "No board of the library has start markers for %n robot(s).")},
    {"scenario", "S", RF_TRANSLATABLE("GenerateErrors", "The rules cannot be played: %1")},
    {"no-course", "", RF_TRANSLATABLE("GenerateErrors", "No arrangement of the library's boards made a valid course. Try other boards, fewer checkpoints or another seed.")},
}};

} // namespace

const GenerateErrorInfo &generateErrorInfo(GenerateError::Code code)
{
    return kErrors[static_cast<std::size_t>(code)];
}

GenerateLimits generateLimits(GenerateError::Code code)
{
    using O = GenerateOptions;
    switch (code) {
    case GenerateError::Code::PlayersOutOfRange: return {O::kMinPlayers, O::kMaxPlayers};
    case GenerateError::Code::BoardsOutOfRange: return {O::kMinBoards, O::kMaxBoards};
    case GenerateError::Code::CheckpointsOutOfRange: return {O::kMinCheckpoints, O::kMaxCheckpoints};
    case GenerateError::Code::TargetOutOfRange: return {static_cast<int>(O::kMinTargetTurns), static_cast<int>(O::kMaxTargetTurns)};
    case GenerateError::Code::ResultsOutOfRange: return {1, O::kMaxResults};
    case GenerateError::Code::LegLossOutOfRange: return {O::kMinLegLoss, O::kMaxLegLoss};
    case GenerateError::Code::LibraryTooSmall:
    case GenerateError::Code::NoStartBoard:
    case GenerateError::Code::Scenario:
    case GenerateError::Code::NoCourse: break;
    }
    return {};
}

} // namespace rf::analysis
