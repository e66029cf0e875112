// A time limit for searches. Past it, a search gives up by throwing
// SearchAborted from deep inside the recursion: nothing half-searched reaches
// the transposition table (answers are recorded only after their subtree
// returns), but the Search object that threw must not be used again.
#pragma once

#include <chrono>

namespace soloist {

struct SearchAborted {};

class SearchDeadline {
public:
    using Clock = std::chrono::steady_clock;
    explicit SearchDeadline(Clock::time_point at) : at_(at) {}
    static SearchDeadline after(double milliseconds) {
        return SearchDeadline(Clock::now() + std::chrono::microseconds(int64_t(milliseconds * 1000)));
    }
    bool passed() const { return Clock::now() >= at_; }

private:
    Clock::time_point at_;
};

}  // namespace soloist
