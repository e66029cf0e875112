// One transposition table per worker thread, shared by every analysis run on
// that thread: a search claims it by context (search/table_context.h), so
// entries carry over between compatible searches and never leak into others.
#pragma once

#include <cstddef>

#include "search/transposition_table.h"

namespace soloist {

// Size in MB of each worker thread's table (facade/soloist.h offers it to
// callers), which the threads helping one of its searches share with it
// (Search::setHelpers). A thread's table is remade at its size when it next
// starts work.
void setTableMemory(size_t megabytes);

// This thread's table, sized as setTableMemory last asked.
TranspositionTable& workerTable();

}  // namespace soloist
