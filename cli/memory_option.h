// --memory: one budget, in MB, for the transposition tables of every worker
// thread together. Each of the run's T threads keeps a table of budget / T
// MB, and no more than T threads ever run analyses (the run's TBB
// parallelism is capped at T), so the tables never hold more than the
// budget. The budget is checked up front against the machine's memory: an
// impossible size is a usage error, not a failure of every record.
#pragma once

#include <cstddef>
#include <string>

#include <boost/program_options.hpp>

namespace soloist::cli {

// Without --memory: 64 MB per thread, at most half of the machine's memory.
constexpr size_t kDefaultMegabytesPerThread = 64;

void addMemoryOption(boost::program_options::options_description& options);

// The worker threads a run uses: `threads`, or every core for 0.
int resolvedThreads(int threads);

// Physical memory in MB: /proc/meminfo's MemTotal (sysconf), or the cgroup's
// memory limit where that is lower; 0 when neither can be read.
size_t machineMegabytes();

// Sizes the table of each of `threads` worker threads from --memory (or the
// default) for a machine of `machine` MB (0: unknown, not checked). Returns
// the per-thread size, or 0 with `error` naming --memory and the reason.
size_t tableMegabytesPerThread(const boost::program_options::variables_map& vm, int threads, size_t machine,
                               std::string& error);

// tableMegabytesPerThread for this machine, applied (setTableMemory). Returns
// "" or the usage error.
std::string applyMemoryOption(const boost::program_options::variables_map& vm, int threads);

}  // namespace soloist::cli
