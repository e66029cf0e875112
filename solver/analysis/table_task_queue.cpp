#include "analysis/table_task_queue.h"

#include <cassert>

namespace soloist {

// A thread takes problems from another's task only two or more at a time:
// it starts on a cold table, and the second reuses the first's entries; one
// problem left is the task's owner's, on its warm table.
constexpr size_t kLeastToTake = 2;

TableTaskQueue::TableTaskQueue(std::vector<std::vector<size_t>> tasks) : tasks_(std::move(tasks)) {
    for (const std::vector<size_t>& task : tasks_) {
        ranges_.push_back({0, task.size()});
        left_ += task.size();
    }
    allClaimed_ = left_ == 0;
}

std::optional<size_t> TableTaskQueue::claim(Claimant& claimant) {
    std::lock_guard lock(mutex_);
    if (!claimant.task || ranges_[*claimant.task].left() == 0) {
        if (nextTask_ < tasks_.size()) {
            claimant = {nextTask_++, false};
        } else {
            std::optional<size_t> most;
            for (size_t t = 0; t < ranges_.size(); ++t)
                if (ranges_[t].left() >= kLeastToTake && (!most || ranges_[t].left() > ranges_[*most].left())) most = t;
            if (!most) return std::nullopt;
            claimant = {most, true};
        }
    }
    Range& range = ranges_[*claimant.task];
    assert(range.left() > 0);
    const size_t index = claimant.fromBack ? --range.back : range.front++;
    if (--left_ == 0) allClaimed_.store(true, std::memory_order_relaxed);
    return tasks_[*claimant.task][index];
}

}  // namespace soloist
