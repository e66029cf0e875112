// Lets the threads sharing one transposition table (lazy SMP, see
// search_helpers.cpp) work on it side by side, each under the lock of the
// slot it is at, while any of them may stop all the others to rebuild the
// table (grow its slots, make room): the others stop at their next safe
// point, a moment when they hold no lock and point into no slot or chunk.
// Stopping is rare (a few times a deal), safe points are cheap (one load of
// a flag seldom written).
#pragma once

#include <atomic>

namespace soloist {

class StopTheWorld {
public:
    // This thread starts using the table (waits while it is being rebuilt).
    void join() {
        for (;;) {
            while (stopping_.load(std::memory_order_seq_cst)) pause();
            running_.fetch_add(1, std::memory_order_seq_cst);
            if (!stopping_.load(std::memory_order_seq_cst)) return;
            running_.fetch_sub(1, std::memory_order_seq_cst);
        }
    }
    // This thread no longer uses the table.
    void leave() { running_.fetch_sub(1, std::memory_order_seq_cst); }
    // Called where this thread holds no lock and points into no slot or
    // chunk: waits there while another thread rebuilds the table.
    void safePoint() {
        if (stopping_.load(std::memory_order_acquire)) [[unlikely]] {
            leave();
            join();
        }
    }
    // Runs `rebuild` with every other thread stopped; true. When another
    // thread is rebuilding already, this one waits for it instead (its
    // rebuild may have made room) and returns false: look again.
    template <class Rebuild>
    bool exclusive(Rebuild rebuild) {
        bool expected = false;
        if (!stopping_.compare_exchange_strong(expected, true, std::memory_order_seq_cst)) {
            leave();
            join();
            return false;
        }
        while (running_.load(std::memory_order_seq_cst) > 1) pause();
        struct Resume {
            std::atomic<bool>& stopping;
            ~Resume() { stopping.store(false, std::memory_order_seq_cst); }
        } resume{stopping_};
        rebuild();
        return true;
    }

    // In a spin loop: lets the other hardware thread of the core run.
    static void pause() {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }

private:
    std::atomic<unsigned> running_{0};
    std::atomic<bool> stopping_{false};
};

}  // namespace soloist
