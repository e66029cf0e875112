#include "memory_option.h"

#include "facade/soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

void addMemoryOption(po::options_description& options) {
    options.add_options()(
        "memory", po::value<long>(),
        "MB for the whole process: what the program itself holds (8 MB, and 1 MB a thread) is taken off, "
        "and the rest divided equally among the threads' transposition tables "
        "(default: up to 256 MB of table per thread, starting at 22 MB and growing only for a deal that fills "
        "it, at most half the machine's memory)");
}

std::string applyMemoryOption(const po::variables_map& vm, int threads) {
    const size_t machine = machineMegabytes();
    if (!vm.count("memory")) {
        setTableMemory(defaultMegabytesPerThread(threads, machine));
        return "";
    }
    const long budget = vm["memory"].as<long>();
    std::string why;
    const size_t perThread =
        sharedMegabytesPerThread(budget, threads, programMegabytes(threads), machine, "fewer --threads", why);
    if (perThread == 0) return "--memory " + std::to_string(budget) + ": " + why;
    setTableMemory(perThread);
    return "";
}

}  // namespace soloist::cli
