// The move that last cut the search off in a like position, to be tried
// first there: move ordering's memory. A like position is one where the same
// choice most likely decides again (see Search::cutoffKey): a lead from the
// same hand, the partners holding the same cards; a card of the led lane
// against the same live cards of that lane and the same card winning so far;
// a discard or ruff from the same hand against the same winner. Near the top
// of a trick-count search a move is also filed by the question's target
// (Search::targetCutoffKey). The fastest bridge solvers keep such a table (a
// cut-off cache); here it replaced a per-depth killer lead, and took 47% off
// the node-count signature's nodes and a fifth to a quarter off bridge's
// (docs/BENCHMARKS.md).
//
// Lossy: a slot holds one key's move, a newer key takes it over, and a move
// that is not legal where it is read is ignored. Each slot is read and
// written whole (relaxed atomics), so threads may share one; a lazy-SMP
// helper keeps its own (TranspositionTable::helperCutoffMoves).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace soloist {

class CutoffMoves {
public:
    static constexpr int kNone = -1;
    // The move remembered for `key`, or kNone.
    int find(uint64_t key) const {
        const uint32_t entry = slots_[key & (kSlots - 1)].load(std::memory_order_relaxed);
        return entry != 0 && (entry & kCheckMask) == check(key) ? int(entry & kMoveMask) : kNone;
    }
    // Starts loading `key`'s slot, for a find() a little later.
    void prefetch(uint64_t key) const { __builtin_prefetch(&slots_[key & (kSlots - 1)]); }
    void remember(uint64_t key, int move) {
        slots_[key & (kSlots - 1)].store(check(key) | uint32_t(move), std::memory_order_relaxed);
    }
    void clear() {
        for (size_t i = 0; i < kSlots; ++i) slots_[i].store(0, std::memory_order_relaxed);
    }

private:
    // 16,384 slots (64 KB, in the second-level cache): four times as many
    // took 1.5% fewer nodes on bridge contracts; a quarter, 2% more.
    static constexpr size_t kSlots = size_t(1) << 14;
    static constexpr uint32_t kMoveMask = 0xFF, kCheckMask = ~kMoveMask;
    static uint32_t check(uint64_t key) { return uint32_t(key >> 32) & kCheckMask; }
    std::unique_ptr<std::atomic<uint32_t>[]> slots_{new std::atomic<uint32_t>[kSlots]()};
};

}  // namespace soloist
