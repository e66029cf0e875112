// The work of a contract table shared out among threads. A task is a list of
// problems (indexes) that share a transposition table context, best solved
// one after another on one thread. A thread keeps to its own task; with
// none, it starts the next task; with no task left to start, it takes the
// last problems of the task under way with the most left (two or more),
// from the back, so the two threads on one task meet in its middle, each
// with its own table.
#pragma once

#include <atomic>
#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

namespace soloist {

class TableTaskQueue {
public:
    // What one thread is working through.
    struct Claimant {
        std::optional<size_t> task;
        bool fromBack = false;
    };

    explicit TableTaskQueue(std::vector<std::vector<size_t>> tasks);

    // The next problem for `claimant`, or nothing when every problem is taken.
    std::optional<size_t> claim(Claimant& claimant);

    // True once every problem is taken.
    const std::atomic<bool>& allClaimed() const { return allClaimed_; }

private:
    struct Range {
        size_t front = 0, back = 0;  // the problems not yet taken: [front, back)
        size_t left() const { return back - front; }
    };

    std::mutex mutex_;
    std::vector<std::vector<size_t>> tasks_;
    std::vector<Range> ranges_;
    size_t nextTask_ = 0;
    size_t left_ = 0;
    std::atomic<bool> allClaimed_{false};
};

}  // namespace soloist
