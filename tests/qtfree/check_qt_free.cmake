# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DSOURCE_DIR=<tree> -DCORE_LINKS=<libs> -P check_qt_free.cmake
# Fails when a file under core/{model,game,rules,sim,analysis,validate,text} includes a Qt header or one of their
# libraries links Qt (CORE_LINKS: their link libraries, separated by |).
set(bad "")
foreach(area model game rules sim analysis validate text)
    file(GLOB_RECURSE files "${SOURCE_DIR}/core/${area}/*")
    foreach(f IN LISTS files)
        if(NOT f MATCHES "\\.(h|hpp|cpp|cc|cxx|inl)$")
            continue()
        endif()
        file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z0-9_]*|qt[a-z]*|Qt[A-Za-z]+/[^>\"]*)[>\"]")
        if(lines)
            list(APPEND bad "${f}: ${lines}")
        endif()
    endforeach()
endforeach()
if(CORE_LINKS MATCHES "Qt")
    list(APPEND bad "a Qt-free library links Qt: ${CORE_LINKS}")
endif()
if(bad)
    list(JOIN bad "\n  " text)
    message(FATAL_ERROR "Qt in the Qt-free core:\n  ${text}")
endif()
message(STATUS "core/model, core/game, core/rules, core/sim, core/analysis, core/validate and core/text are Qt-free")
