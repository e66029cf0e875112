# Profile-guided optimisation (GCC, Release builds). An instrumented copy of
# soloist is built first, in <build>/pgo/build, from the same sources and
# options; scripts/pgo-train.sh runs it on seeded deals of every game, and
# the library and the program are then compiled with what it counted (which
# branches go which way, which calls are hot). The instrumented copy rebuilds
# and retrains whenever the sources change, so a profile never lags its code.
#
# SOLOIST_PGO_GENERATE (set only inside that copy): where it writes counts.

set(SOLOIST_PGO_DIR ${CMAKE_BINARY_DIR}/pgo)

function(soloist_pgo_generate_flags)
  # Paths of the counts are kept relative to each build directory, so that
  # the optimised build finds the instrumented build's counts for its own
  # object files.
  add_compile_options(-fprofile-generate=${SOLOIST_PGO_GENERATE} -fprofile-prefix-path=${CMAKE_BINARY_DIR}
                      -fprofile-update=prefer-atomic)
  add_link_options(-fprofile-generate=${SOLOIST_PGO_GENERATE} -fprofile-update=prefer-atomic)
endfunction()

# Builds and trains the instrumented copy, and makes `targets` use its profile.
# The copy compiles the library as position-independent code when the library
# here is (for the Python module): the counts must match the code.
function(soloist_pgo_use)
  include(ExternalProject)
  get_target_property(pic soloist_core POSITION_INDEPENDENT_CODE)
  if(NOT pic)
    set(pic OFF)
  endif()
  set(profile ${SOLOIST_PGO_DIR}/profile)
  set(instrumented ${SOLOIST_PGO_DIR}/build/bin/soloist)
  set(trained ${SOLOIST_PGO_DIR}/trained.stamp)
  ExternalProject_Add(soloist_pgo_instrumented
    SOURCE_DIR ${CMAKE_SOURCE_DIR}
    BINARY_DIR ${SOLOIST_PGO_DIR}/build
    PREFIX ${SOLOIST_PGO_DIR}/ep
    CMAKE_ARGS -DCMAKE_BUILD_TYPE=Release
               -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}
               -DCMAKE_CXX_FLAGS=${CMAKE_CXX_FLAGS}
               -DSOLOIST_PGO=OFF
               -DSOLOIST_PGO_GENERATE=${profile}
               -DSOLOIST_NATIVE=${SOLOIST_NATIVE}
               -DSOLOIST_LTO=${SOLOIST_LTO}
               -DSOLOIST_BUILD_TESTS=OFF
               -DSOLOIST_BUILD_BENCH=OFF
               -DSOLOIST_BUILD_PYTHON=OFF
               -DSOLOIST_PIC=${pic}
    BUILD_COMMAND ${CMAKE_COMMAND} --build <BINARY_DIR> --target soloist
    BUILD_ALWAYS ON
    BUILD_BYPRODUCTS ${instrumented}
    INSTALL_COMMAND "")
  add_custom_command(OUTPUT ${trained}
    COMMAND ${CMAKE_SOURCE_DIR}/scripts/pgo-train.sh ${instrumented} ${profile}
    COMMAND ${CMAKE_COMMAND} -E touch ${trained}
    DEPENDS ${instrumented} ${CMAKE_SOURCE_DIR}/scripts/pgo-train.sh
    COMMENT "Training the instrumented soloist for profile-guided optimisation"
    VERBATIM)
  add_custom_target(soloist_pgo_profile DEPENDS ${trained})
  add_dependencies(soloist_pgo_profile soloist_pgo_instrumented)
  foreach(target ${ARGN})
    add_dependencies(${target} soloist_pgo_profile)
    # A missing count (code the training never ran) keeps the usual
    # optimisation; every object recompiles when the profile is made anew.
    target_compile_options(${target} PRIVATE -fprofile-use=${profile} -fprofile-prefix-path=${CMAKE_BINARY_DIR}
                           -fprofile-partial-training -Wno-missing-profile)
    get_target_property(sources ${target} SOURCES)
    set_source_files_properties(${sources} TARGET_DIRECTORY ${target} PROPERTIES OBJECT_DEPENDS ${trained})
  endforeach()
endfunction()
