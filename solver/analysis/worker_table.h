// One transposition table per worker thread, shared by every analysis run on
// that thread: a search claims it by context (search/table_context.h), so
// entries carry over between compatible searches and never leak into others.
#pragma once

#include <cstddef>

#include "search/shared_table.h"
#include "search/transposition_table.h"

namespace soloist {

// Size in MB of each worker thread's share (facade/soloist.h offers it to
// callers): its own table, and the table a search of the thread shares with
// the threads that help it (Search::setHelpers), a sixteenth, which the own
// table leaves. A thread's table is remade at its size when it next starts work.
void setTableMemory(size_t megabytes);

// This thread's table, sized as setTableMemory last asked.
TranspositionTable& workerTable();

// The size in MB of the table a search shares with its helpers: 0 for a
// share under 16 MB, which then keeps no helpers.
size_t sharedTableMegabytes();

// The table this thread's searches share with the threads that help them.
SharedTable& workerSharedTable();

}  // namespace soloist
