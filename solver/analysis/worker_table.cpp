#include "analysis/worker_table.h"

#include <atomic>

namespace soloist {

uint64_t newTableOwner() {
    static std::atomic<uint64_t> next{1};
    return next++;
}

TranspositionTable& workerTable(uint64_t owner) {
    thread_local TranspositionTable table(64);
    thread_local uint64_t current = 0;
    if (current != owner) {
        table.clear();
        current = owner;
    }
    return table;
}

}  // namespace soloist
