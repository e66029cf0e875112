// One memory budget for the transposition tables of several worker threads
// together: each of T threads keeps budget / T MB, and the budget is checked
// against the machine's memory. The arithmetic of the CLI's --memory
// (memory_option.h) and of the Python module's set_memory.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <string>

#include <tbb/info.h>

namespace soloist {

// Without a budget: 64 MB per thread, at most half of the machine's memory.
constexpr size_t kDefaultMegabytesPerThread = 64;

constexpr size_t kBytesPerMegabyte = size_t(1) << 20;

// The worker threads a run uses: `threads`, or every core for 0.
inline int resolvedThreads(int threads) { return threads > 0 ? threads : tbb::info::default_concurrency(); }

// A container's memory limit in MB (cgroup v2, then v1), where it has one
// ("max": none); 0 otherwise.
inline size_t cgroupLimitMegabytes() {
    for (const char* file : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        std::ifstream in(file);
        unsigned long long bytes = 0;
        if (in >> bytes && bytes > 0) return size_t(bytes / kBytesPerMegabyte);
    }
    return 0;
}

// Physical memory in MB: /proc/meminfo's MemTotal (sysconf), or the cgroup's
// memory limit where that is lower; 0 when neither can be read.
inline size_t machineMegabytes() {
    const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
    size_t megabytes = pages > 0 && pageSize > 0 ? size_t(pages) / (kBytesPerMegabyte / size_t(pageSize)) : 0;
    if (const size_t limit = cgroupLimitMegabytes(); limit > 0 && (megabytes == 0 || limit < megabytes))
        megabytes = limit;
    return megabytes;
}

// The default table of each of `threads` threads on a machine of `machine` MB
// (0: unknown).
inline size_t defaultMegabytesPerThread(int threads, size_t machine) {
    const size_t count = size_t(std::max(threads, 1));
    size_t total = kDefaultMegabytesPerThread * count;
    if (machine > 0) total = std::min(total, machine / 2);
    return std::max<size_t>(total / count, 1);
}

// The table of each of `threads` threads when they share `budget` MB on a
// machine of `machine` MB (0: unknown, not checked); 0 with `why` when the
// budget cannot be given. `fewerThreads` is the advice's last words when the
// budget leaves a thread less than 1 MB ("fewer --threads").
inline size_t sharedMegabytesPerThread(long budget, int threads, size_t machine, const std::string& fewerThreads,
                                       std::string& why) {
    const size_t count = size_t(std::max(threads, 1));
    if (budget < 1) {
        why = "the tables need at least 1 MB";
        return 0;
    }
    if (machine > 0 && size_t(budget) > machine) {
        why = "more than this machine's " + std::to_string(machine) + " MB of memory";
        return 0;
    }
    if (size_t(budget) < count) {
        why = "less than 1 MB for each of the " + std::to_string(count) + " threads; give at least " +
              std::to_string(count) + ", or " + fewerThreads;
        return 0;
    }
    return size_t(budget) / count;
}

}  // namespace soloist
