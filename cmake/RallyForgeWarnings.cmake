# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# rf_warnings: an INTERFACE target with the project's warning flags, linked to our own targets
# only (never forced on third-party code). rf_sanitizers adds ASan + UBSan when RF_SANITIZE is on.

add_library(rf_warnings INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(rf_warnings INTERFACE
        -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Wnon-virtual-dtor
        -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion
        -Wformat=2 -Wimplicit-fallthrough -Wundef)
    # A unity batch includes its sources, so GCC takes each for a header and warns when a lambda
    # in one captures a type of an anonymous namespace: a risk in a header, not here.
    if(CMAKE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_compile_options(rf_warnings INTERFACE -Wno-subobject-linkage)
    endif()
    if(RF_WARNINGS_AS_ERRORS)
        target_compile_options(rf_warnings INTERFACE -Werror)
    endif()
endif()

add_library(rf_sanitizers INTERFACE)
if(RF_SANITIZE)
    target_compile_options(rf_sanitizers INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(rf_sanitizers INTERFACE -fsanitize=address,undefined)
endif()

# rf_apply_project_options(target): warnings + sanitizers for one of our targets.
function(rf_apply_project_options target)
    target_link_libraries(${target} PRIVATE rf_warnings rf_sanitizers)
endfunction()
