# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DSOURCE_DIR=<tree> [-DEXPECT=<path>] -P check_card_ids.cmake
#
# A card is one unit of the card library (docs/architecture.md, "The card library"): no code
# outside core/rules/cards/ names an option card, an upgrade, or a special or damage card by its
# id (model::OptionId::Brakes, model::UpgradeId::RailGun, model::CardKind::Worm...). The model's
# data tables (core/model) are where the ids are defined. The files listed in `allowed` name
# cards for a reason of their own, given beside each; any other file that names one fails.
# With EXPECT the check must find a card id in that file (the fixture that proves it can fail).
cmake_minimum_required(VERSION 3.25)

# The special and damage cards of the 2016 edition (RULES.md 9.7); program cards of the base
# decks (moves, turns, Again, Power Up) are the rulesets' own.
set(program_cards Spam TrojanHorse Worm Virus EnergyRoutine RepeatRoutine SandboxRoutine SpeedRoutine WeaselRoutine SpamFolder)
list(JOIN program_cards "|" program_cards)
set(card_id "(OptionId|UpgradeId)::[A-Z]|CardKind::(${program_cards})[^A-Za-z0-9_]")

set(allowed
    # The scenario file format: fields a card's decision writes under a name of its own
    # (Zoop's "facing", Memory Swap's "return", Fire Control's target and lock).
    core/io/scenario/scenarioparts.cpp
    core/io/scenario/scenariowriter.cpp
    core/io/scenario/upgradeparts.cpp
    # ... and the 2023 edition's: when each upgrade is decided and the keys of its answer.
    core/io/scenario/edition2023useparts.cpp
    # The state editor's damage-card kinds, by their file names.
    core/words/statewords.cpp
    # The card-specific wording of a few decisions (Fire Control, Zoop, Refresh...).
    editor/debugger/decisionspanel.cpp
    # The squares a program card moves, checked at compile time.
    core/rules/cards.h
    # The card a damage choice names when it names none (the use's table row).
    core/game/decisionuse.h
)

set(bad "")
file(GLOB_RECURSE files "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/editor/*.h" "${SOURCE_DIR}/editor/*.cpp")
foreach(f IN LISTS files)
    file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
    if(rel MATCHES "^core/(rules/cards|model)/" OR rel IN_LIST allowed)
        continue()
    endif()
    file(STRINGS "${f}" lines REGEX "${card_id}")
    foreach(line IN LISTS lines)
        string(STRIP "${line}" shown)
        list(APPEND bad "${rel}: ${shown}")
    endforeach()
endforeach()

if(DEFINED EXPECT)
    list(FILTER bad INCLUDE REGEX "^${EXPECT}:")
    if(NOT bad)
        message(FATAL_ERROR "the check found no card id in ${EXPECT}")
    endif()
    message(STATUS "found, as planted: ${bad}")
    return()
endif()
if(bad)
    list(JOIN bad "\n  " shown)
    message(FATAL_ERROR "card ids outside the card library (core/rules/cards/):\n  ${shown}")
endif()
