// One transposition table per worker thread, shared by every analysis run on
// that thread: a search claims it by context (search/table_context.h), so
// entries carry over between compatible searches and never leak into others.
#pragma once

#include <cstddef>

#include "search/transposition_table.h"

namespace soloist {

// This thread's table, sized as setTableMemory (soloist.h) last asked.
TranspositionTable& workerTable();

}  // namespace soloist
