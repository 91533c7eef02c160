# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# How the build is made fast (docs/performance.md, "Build and test time", has the figures of each):
# ccache, mold as the linker, unity builds and precompiled headers. Each can be
# turned off for a build of its own:
#   -DCMAKE_UNITY_BUILD=OFF                  compile every source alone
#   -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON    no precompiled headers
#   -DRF_MOLD=OFF                            the compiler's default linker
#   -DRF_CCACHE=OFF                          no ccache

# ccache. Precompiled headers are cached only when ccache may ignore their time stamps and macros
# (its manual, "Precompiled headers"); ccache 4.8 and newer take the setting on the command line.
find_program(RF_CCACHE ccache)
if(RF_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(rf_sloppiness pch_defines,time_macros,include_file_mtime,include_file_ctime)
    execute_process(COMMAND ${RF_CCACHE} --version OUTPUT_VARIABLE rf_ccache_version ERROR_QUIET)
    string(REGEX MATCH "[0-9]+\\.[0-9]+" rf_ccache_version "${rf_ccache_version}")
    if(rf_ccache_version VERSION_GREATER_EQUAL 4.8)
        set(CMAKE_CXX_COMPILER_LAUNCHER ${RF_CCACHE} sloppiness=${rf_sloppiness})
    else()
        set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_SLOPPINESS=${rf_sloppiness} ${RF_CCACHE})
    endif()
endif()

# mold links the test programs and the editor several times faster than ld.bfd.
find_program(RF_MOLD_PROGRAM mold)
option(RF_MOLD "Link with mold when it is installed" ON)
if(RF_MOLD AND RF_MOLD_PROGRAM AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    add_link_options(-fuse-ld=mold)
endif()

# Unity builds: the sources of each library and test program are compiled a few at a time in one
# translation unit, so the Qt, standard and our own headers are read once per batch instead of
# once per file. Errors still name the source file and line.
if(NOT DEFINED CMAKE_UNITY_BUILD)
    set(CMAKE_UNITY_BUILD ON)
endif()
if(NOT DEFINED CMAKE_UNITY_BUILD_BATCH_SIZE)
    set(CMAKE_UNITY_BUILD_BATCH_SIZE 8)
endif()

# rf_precompile(target std|qtcore|qtgui|qtwidgets): the target's precompiled headers, the set for
# the highest Qt module it uses (cmake/pch/).
function(rf_precompile target level)
    target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/${level}.h)
endfunction()
