// The transposition table that the threads searching one question share
// (lazy SMP, see search_helpers.cpp), beside each thread's own table. Every
// use holds a spin lock: cheap, as only positions near the root come here,
// the few whose answers stand for large searches.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "search/position.h"
#include "search/transposition_table.h"

namespace soloist {

class SharedTable {
public:
    explicit SharedTable(size_t megabytes) : table_(megabytes) {}
    size_t megabytes() const { return table_.megabytes(); }

    void useFor(uint64_t context, const Position& root) {
        const Guard guard(busy_);
        table_.useFor(context, root);
    }
    Probe probe(const TableKey& key, uint64_t hash, const PatternHands& hands, int target) {
        const Guard guard(busy_);
        return table_.probe(key, hash, hands, target);
    }
    void record(const TableKey& key, uint64_t hash, const PatternHands& hands, uint64_t mask, bool atLeast,
                int bound) {
        const Guard guard(busy_);
        table_.record(key, hash, hands, mask, atLeast, bound);
    }

private:
    class Guard {
    public:
        explicit Guard(std::atomic_flag& busy) : busy_(busy) {
            while (busy_.test_and_set(std::memory_order_acquire))
                while (busy_.test(std::memory_order_relaxed)) pause();
        }
        ~Guard() { busy_.clear(std::memory_order_release); }
        Guard(const Guard&) = delete;
        Guard& operator=(const Guard&) = delete;

    private:
        static void pause() {
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#endif
        }
        std::atomic_flag& busy_;
    };
    std::atomic_flag busy_ = ATOMIC_FLAG_INIT;
    TranspositionTable table_;
};

}  // namespace soloist
