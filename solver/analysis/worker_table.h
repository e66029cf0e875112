// One transposition table per worker thread for the parallel analyses (leads,
// contract tables). A run of searches that may share entries (same tables and
// objective) takes an owner id; the table is cleared when its owner changes,
// so entries never leak between objectives.
#pragma once

#include <cstdint>

#include "search/transposition_table.h"

namespace soloist {

uint64_t newTableOwner();
TranspositionTable& workerTable(uint64_t owner);

}  // namespace soloist
