// One transposition table per worker thread, shared by every analysis run on
// that thread: a search claims it by context (search/table_context.h), so
// entries carry over between compatible searches and never leak into others.
#pragma once

#include <cstddef>

#include "search/transposition_table.h"

namespace soloist {

// Size in MB of the table each worker thread keeps (facade/soloist.h offers
// it to callers); a thread's table is remade at this size when it next starts work.
void setTableMemory(size_t megabytes);

// This thread's table, sized as setTableMemory last asked.
TranspositionTable& workerTable();

}  // namespace soloist
