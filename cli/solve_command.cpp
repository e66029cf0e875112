#include <atomic>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>

#include <boost/program_options.hpp>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include "commands.h"
#include "io/record_reader.h"
#include "soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

namespace {

// Prints "solved k/n" on stderr every few seconds while work is running.
class ProgressReporter {
public:
    ProgressReporter(const std::atomic<size_t>& done, size_t total) : done_(done), total_(total) {
        thread_ = std::thread([this] {
            std::unique_lock lock(mutex_);
            while (!cv_.wait_for(lock, std::chrono::seconds(3), [this] { return stop_; }))
                std::cerr << "soloist: solved " << done_.load() << "/" << total_ << "\n";
        });
    }
    ~ProgressReporter() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        cv_.notify_one();
        thread_.join();
    }

private:
    const std::atomic<size_t>& done_;
    size_t total_;
    std::mutex mutex_;
    std::condition_variable cv_;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace

int solveCommand(const std::vector<std::string>& args) {
    po::options_description options("soloist solve [FILE|-] [options]\n\n"
                                    "Solves double-dummy problems (FORMAT.md) and prints one JSON result per line,\n"
                                    "in input order. Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                    "options");
    options.add_options()
        ("help,h", "show this help")
        ("leads", "add the value of every legal card for the seat to play")
        ("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)")
        ("input", po::value<std::string>()->default_value("-"), "problem file, or - for standard input");
    po::positional_options_description positional;
    positional.add("input", 1);
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(options).positional(positional).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        std::cerr << "soloist solve: " << e.what() << "\n\n" << options << "\n";
        return kUsage;
    }
    if (vm.count("help")) {
        std::cout << options << "\n";
        return kAllSolved;
    }
    const int threads = vm["threads"].as<int>();
    if (threads < 0) {
        std::cerr << "soloist solve: --threads must be 0 (all cores) or more\n";
        return kUsage;
    }
    const std::string input = vm["input"].as<std::string>();
    std::vector<Record> records;
    if (input == "-") {
        records = readRecords(std::cin);
    } else {
        std::ifstream file(input);
        if (!file) {
            std::cerr << "soloist solve: cannot open " << input << "\n";
            return kUsage;
        }
        records = readRecords(file);
    }

    SolveOptions solveOptions;
    solveOptions.leads = vm.count("leads") > 0;
    std::vector<nlohmann::json> results(records.size());
    std::atomic<size_t> done{0};
    {
        std::optional<tbb::global_control> limit;
        if (threads > 0) limit.emplace(tbb::global_control::max_allowed_parallelism, size_t(threads));
        ProgressReporter progress(done, records.size());
        tbb::parallel_for(size_t(0), records.size(), [&](size_t i) {
            const Record& r = records[i];
            results[i] = r.error.empty() ? solveJson(r.problem, solveOptions)
                                         : nlohmann::json{{"id", nullptr}, {"error", r.error}, {"field", "json"}};
            ++done;
        });
    }
    int failed = 0;
    for (const auto& result : results) {
        std::cout << result.dump() << "\n";
        failed += result.contains("error");
    }
    std::cout.flush();
    if (failed) std::cerr << "soloist solve: " << failed << " of " << results.size() << " records failed\n";
    return failed ? kSomeFailed : kAllSolved;
}

}  // namespace soloist::cli
