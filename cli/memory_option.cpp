#include "memory_option.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <string>

#include <tbb/info.h>

#include "soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

namespace {

constexpr size_t kMegabyte = size_t(1) << 20;

// cgroup v2, then v1: a container's limit, where it has one ("max": none).
size_t cgroupLimitMegabytes() {
    for (const char* file : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        std::ifstream in(file);
        unsigned long long bytes = 0;
        if (in >> bytes && bytes > 0) return size_t(bytes / kMegabyte);
    }
    return 0;
}

}  // namespace

void addMemoryOption(po::options_description& options) {
    options.add_options()(
        "memory", po::value<long>(),
        "MB for the transposition tables of all threads together, divided equally among them "
        "(default: 64 per thread, at most half the machine's memory)");
}

int resolvedThreads(int threads) { return threads > 0 ? threads : tbb::info::default_concurrency(); }

size_t machineMegabytes() {
    const long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
    size_t megabytes = pages > 0 && pageSize > 0 ? size_t(pages) / (kMegabyte / size_t(pageSize)) : 0;
    if (const size_t limit = cgroupLimitMegabytes(); limit > 0 && (megabytes == 0 || limit < megabytes))
        megabytes = limit;
    return megabytes;
}

size_t tableMegabytesPerThread(const po::variables_map& vm, int threads, size_t machine, std::string& error) {
    const size_t count = size_t(std::max(threads, 1));
    if (!vm.count("memory")) {
        size_t total = kDefaultMegabytesPerThread * count;
        if (machine > 0) total = std::min(total, machine / 2);
        return std::max<size_t>(total / count, 1);
    }
    const long asked = vm["memory"].as<long>();
    const std::string given = "--memory " + std::to_string(asked);
    if (asked < 1) {
        error = given + ": the tables need at least 1 MB";
        return 0;
    }
    if (machine > 0 && size_t(asked) > machine) {
        error = given + ": more than this machine's " + std::to_string(machine) + " MB of memory";
        return 0;
    }
    if (size_t(asked) < count) {
        error = given + ": less than 1 MB for each of the " + std::to_string(count) +
                " threads; give at least " + std::to_string(count) + ", or fewer --threads";
        return 0;
    }
    return size_t(asked) / count;
}

std::string applyMemoryOption(const po::variables_map& vm, int threads) {
    std::string error;
    const size_t perThread = tableMegabytesPerThread(vm, threads, machineMegabytes(), error);
    if (perThread > 0) setTableMemory(perThread);
    return error;
}

}  // namespace soloist::cli
