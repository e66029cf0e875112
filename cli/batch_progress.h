// Progress of `soloist batch` on stderr: on a terminal a bar with the rate
// and the time left, redrawn in place; otherwise a plain line every few
// seconds. The fraction done comes from the input bytes behind the last
// result written, so no count of records is needed up front.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace soloist::cli {

enum class ProgressStyle { None, Bar, Lines };

class BatchProgress {
public:
    // `totalBytes` 0: the input's size is unknown (a pipe).
    BatchProgress(ProgressStyle style, uint64_t totalBytes, std::chrono::milliseconds lineInterval);
    ~BatchProgress();  // stops the reporter and clears the bar

    // One result written; `inputOffset`: input bytes up to the end of its record.
    void recordDone(uint64_t inputOffset);

private:
    void report();
    std::string line(bool bar) const;

    ProgressStyle style_;
    uint64_t totalBytes_;
    std::chrono::milliseconds interval_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    std::atomic<long> done_{0};
    std::atomic<uint64_t> offset_{0};
    std::atomic<uint64_t> firstOffset_{0};  // where this run's work began (after a resume's skip)
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace soloist::cli
