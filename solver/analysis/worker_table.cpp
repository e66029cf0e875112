#include "analysis/worker_table.h"

#include <atomic>
#include <memory>

namespace soloist {

namespace {
std::atomic<size_t> gMegabytes{64};
}  // namespace

void setTableMemory(size_t megabytes) { gMegabytes = megabytes; }

size_t sharedTableMegabytes() { return gMegabytes / 16; }

TranspositionTable& workerTable() {
    thread_local std::unique_ptr<TranspositionTable> table;
    const size_t megabytes = gMegabytes - sharedTableMegabytes();
    if (!table || table->megabytes() != megabytes) table = std::make_unique<TranspositionTable>(megabytes);
    return *table;
}

SharedTable& workerSharedTable() {
    thread_local std::unique_ptr<SharedTable> table;
    const size_t megabytes = sharedTableMegabytes();
    if (!table || table->megabytes() != megabytes) table = std::make_unique<SharedTable>(megabytes);
    return *table;
}

}  // namespace soloist
