# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DSOURCE_DIR=<tree> [-DLINKS=<target>=<lib>,<lib>|...] [-DEXPECT=<path>] -P check_layers.cmake
#
# Fails on any include that runs up or sideways against the layers (docs/architecture.md):
#   core: model < game < rules < {sim, validate} < {analysis, text} < {io, words} < render < cli
#   editor: every core folder but cli; inside the editor
#           document < models < commands < scene < tools < widgets < debugger < app < main.cpp
# A file may include its own folder and the folders below it; sim and validate do not see each
# other. The view (scene) hands its events to an interface the tools implement (CanvasInput), so
# scene never includes tools. Includes name the folder, in quotes or angle
# brackets; a "../" include (which hides the folder it reaches) is refused. LINKS lists what our
# libraries link; each may link only libraries of lower layers (and nothing links rf_cli).
# With EXPECT the check must find a violation in that file (the fixtures that prove it can fail).
cmake_minimum_required(VERSION 3.25)

set(core_layers model game rules sim validate analysis text io words render cli)
set(rank_model 0)
set(rank_game 1)
set(rank_rules 2)
set(rank_sim 3)
set(rank_validate 3)
set(rank_analysis 4)
set(rank_text 4)
set(rank_io 5)
set(rank_words 5)
set(rank_render 6)
set(rank_cli 7)
set(editor_folders document models commands scene tools widgets debugger app)
set(erank_document 0)
set(erank_models 1)
set(erank_commands 2)
set(erank_scene 3)
set(erank_tools 4)
set(erank_widgets 5)
set(erank_debugger 6)
set(erank_app 7)
set(erank_main 8) # the files at the top of editor/ (main.cpp): the program itself

set(bad "")

# allowed(<kind> <folder> <included folder> <out>)
function(rf_allowed kind from to out)
    set(ok FALSE)
    if(kind STREQUAL "core")
        if(to STREQUAL from)
            set(ok TRUE)
        elseif(DEFINED rank_${to} AND rank_${to} LESS rank_${from})
            set(ok TRUE)
        endif()
    else() # editor
        if(DEFINED rank_${to})
            if(NOT to STREQUAL "cli")
                set(ok TRUE)
            endif()
        elseif(to STREQUAL from)
            set(ok TRUE)
        elseif(erank_${to} LESS erank_${from})
            set(ok TRUE)
        endif()
    endif()
    set(${out} ${ok} PARENT_SCOPE)
endfunction()

# rf_check_file(<kind> <folder> <file>): adds the file's includes against the layers to `bad`.
function(rf_check_file kind folder f)
    if(NOT f MATCHES "\\.(h|hpp|cpp|cc|cxx|inl)$")
        return()
    endif()
    file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
    foreach(line IN LISTS lines)
        string(STRIP "${line}" shown)
        if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*[\"<][^\">]*\\.\\./")
            set(bad "${bad};${rel}: ${shown} (include by folder, not with ../)")
            continue()
        endif()
        if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*[\"<]([a-z]+)/")
            continue() # the file's own folder, or a library's header
        endif()
        set(to "${CMAKE_MATCH_1}")
        if(NOT DEFINED rank_${to} AND NOT DEFINED erank_${to})
            continue() # not one of our folders
        endif()
        if(kind STREQUAL "core" AND NOT DEFINED rank_${to})
            set(allowed FALSE) # core never includes the editor
        else()
            rf_allowed(${kind} ${folder} ${to} allowed)
        endif()
        if(NOT allowed)
            set(bad "${bad};${rel}: ${shown} (${kind} ${folder} may not include ${to}/)")
        endif()
    endforeach()
    set(bad "${bad}" PARENT_SCOPE)
endfunction()

function(rf_check_tree kind root folders)
    foreach(folder IN LISTS folders)
        file(GLOB_RECURSE files "${root}/${folder}/*")
        foreach(f IN LISTS files)
            rf_check_file(${kind} ${folder} "${f}")
        endforeach()
    endforeach()
    set(bad "${bad}" PARENT_SCOPE)
endfunction()

rf_check_tree(core "${SOURCE_DIR}/core" "${core_layers}")
rf_check_tree(editor "${SOURCE_DIR}/editor" "${editor_folders}")
file(GLOB editor_top LIST_DIRECTORIES false "${SOURCE_DIR}/editor/*")
foreach(f IN LISTS editor_top)
    rf_check_file(editor main "${f}")
endforeach()

# Links: "rf_rules=rf_game,rf_warnings|rf_sim=..." (a library's LINK_LIBRARIES).
if(DEFINED LINKS AND NOT LINKS STREQUAL "")
    string(REPLACE "|" ";" entries "${LINKS}")
    foreach(entry IN LISTS entries)
        string(REGEX REPLACE "=.*$" "" target "${entry}")
        string(REGEX REPLACE "^[^=]*=" "" libs "${entry}")
        string(REPLACE "," ";" libs "${libs}")
        string(REGEX REPLACE "^rf_" "" layer "${target}")
        foreach(lib IN LISTS libs)
            if(NOT lib MATCHES "^rf_" OR lib MATCHES "^rf_(warnings|sanitizers)$")
                continue() # Qt, KArchive, threads, the project's options
            endif()
            string(REGEX REPLACE "^rf_" "" to "${lib}")
            if(target STREQUAL "rf_editor")
                if(NOT DEFINED rank_${to} OR to STREQUAL "cli")
                    set(bad "${bad};${target} links ${lib} (the editor links every core library but rf_cli)")
                endif()
            elseif(NOT DEFINED rank_${layer} OR NOT DEFINED rank_${to} OR NOT rank_${to} LESS rank_${layer})
                set(bad "${bad};${target} links ${lib} (a library links only lower layers)")
            endif()
        endforeach()
    endforeach()
endif()

list(FILTER bad EXCLUDE REGEX "^$")
if(DEFINED EXPECT)
    # A fixture: the check must fail, and on the planted file.
    set(found FALSE)
    foreach(b IN LISTS bad)
        if(b MATCHES "^${EXPECT}")
            set(found TRUE)
        endif()
    endforeach()
    if(NOT found)
        message(FATAL_ERROR "the layering check did not catch ${EXPECT} (found: ${bad})")
    endif()
    message(STATUS "caught: ${bad}")
    return()
endif()
if(bad)
    list(JOIN bad "\n  " text)
    message(FATAL_ERROR "Includes or links against the layers (docs/architecture.md):\n  ${text}")
endif()
message(STATUS "every include and link follows the layers")
