// One memory budget for the transposition tables of several worker threads
// together: each of T threads keeps an equal share, and the budget is checked
// against the machine's memory. The arithmetic of the CLI's --memory
// (memory_option.h: the budget of the whole process, the program's own
// memory taken off first) and of the Python module's set_memory (the tables
// only: the interpreter is the caller's).
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <string>

#include <tbb/info.h>

namespace soloist {

// Without a budget: 256 MB per thread, at most half of the machine's memory.
constexpr size_t kDefaultMegabytesPerThread = 256;

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

// What a run of `threads` worker threads holds besides its tables: the
// program and its libraries (a release build measured 6.6 MB resident with a
// 1 MB table), and per thread its stack, search state and records in flight.
// Fixed, not measured at run time, so that a --memory gives the same tables
// (and node counts) on every machine; tests/memory_bound_test.cpp checks the
// peak against --memory on 1 and 2 threads.
inline size_t programMegabytes(int threads) {
    constexpr size_t kProgram = 8, kPerThread = 1;
    return kProgram + kPerThread * size_t(std::max(threads, 1));
}

// The default table of each of `threads` threads on a machine of `machine` MB
// (0: unknown).
inline size_t defaultMegabytesPerThread(int threads, size_t machine) {
    const size_t count = size_t(std::max(threads, 1));
    size_t total = kDefaultMegabytesPerThread * count;
    if (machine > 0) total = std::min(total, machine / 2);
    return std::max<size_t>(total / count, 1);
}

// The table of each of `threads` threads when they share `budget` MB, less
// the `program`'s own MB, on a machine of `machine` MB (0: unknown, not
// checked); 0 with `why` when the budget cannot be given. `fewerThreads` is
// the advice's last words when the budget leaves a thread less than 1 MB
// ("fewer --threads").
inline size_t sharedMegabytesPerThread(long budget, int threads, size_t program, size_t machine,
                                       const std::string& fewerThreads, std::string& why) {
    const size_t count = size_t(std::max(threads, 1));
    if (budget < 1) {
        why = "the tables need at least 1 MB";
        return 0;
    }
    if (machine > 0 && size_t(budget) > machine) {
        why = "more than this machine's " + std::to_string(machine) + " MB of memory";
        return 0;
    }
    if (size_t(budget) < program + count) {
        why = "less than 1 MB for each of the " + std::to_string(count) + " threads' tables";
        if (program) why += " once the program's own " + std::to_string(program) + " MB are taken off";
        why += "; give at least " + std::to_string(program + count) + ", or " + fewerThreads;
        return 0;
    }
    return (size_t(budget) - program) / count;
}

}  // namespace soloist
