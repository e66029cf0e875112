#include "analysis/worker_table.h"

#include <atomic>
#include <memory>

namespace soloist {

namespace {
std::atomic<size_t> gMegabytes{64};

// This thread's `table`, made anew at `megabytes` when its size differs.
template <class Table>
Table& sized(std::unique_ptr<Table>& table, size_t megabytes) {
    if (!table || table->megabytes() != megabytes) table = std::make_unique<Table>(megabytes);
    return *table;
}

}  // namespace

void setTableMemory(size_t megabytes) { gMegabytes = megabytes; }

TranspositionTable& workerTable() {
    thread_local std::unique_ptr<TranspositionTable> table;
    return sized(table, gMegabytes);
}

}  // namespace soloist
