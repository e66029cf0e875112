#include "record_runner.h"

#include <atomic>
#include <chrono>
#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include <tbb/global_control.h>

#include "analysis/parallel.h"
#include "commands.h"
#include "input_file.h"
#include "io/html_page.h"
#include "io/json_text.h"
#include "io/pbn_writer.h"
#include "io/plural.h"
#include "io/record_reader.h"
#include "record_options.h"
#include "memory_option.h"
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

// "soloist table: bridge-01" for one record, "soloist table" for several.
std::string htmlPageTitle(const RunOptions& run, const std::vector<nlohmann::json>& results) {
    std::string title = "soloist " + run.command;
    if (results.size() == 1 && results[0].is_object() && results[0].contains("id") && !results[0]["id"].is_null())
        title += ": " + (results[0]["id"].is_string() ? results[0]["id"].get<std::string>() : jsonLine(results[0]["id"]));
    return title;
}

std::string htmlPageSubtitle(const RunOptions& run, size_t records) {
    return counted(long(records), "record") + " from " + (run.input == "-" ? std::string("standard input") : run.input);
}

}  // namespace

void addCommonOptions(po::options_description& options, po::positional_options_description& positional) {
    options.add_options()
        ("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)");
    addMemoryOption(options);
    options.add_options()
        ("format", po::value<std::string>()->default_value("json"),
         "output: json (one object per line), text, html (one self-contained page), or pbn where the command writes PBN")
        ("input", po::value<std::string>()->default_value("-"),
         "problem file (JSON, PBN, LIN or one-line deals, told apart by content), or - for standard input");
    addRecordOptions(options);
    positional.add("input", 1);
}

int parseCommandLine(const std::vector<std::string>& args, const po::options_description& options,
                     const po::positional_options_description& positional, po::variables_map& vm, RunOptions& run) {
    try {
        po::store(po::command_line_parser(args).options(options).positional(positional).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        std::cerr << "soloist " << run.command << ": " << e.what() << "\n\n" << options << "\n";
        return kUsage;
    }
    if (vm.count("help")) {
        std::cout << options << "\n";
        return kAllSolved;
    }
    run.threads = vm["threads"].as<int>();
    if (run.threads < 0 || run.threads > kMostThreads) {
        std::cerr << "soloist " << run.command << ": --threads must be 0 (all cores) to " << kMostThreads << ", got "
                  << run.threads << "\n";
        return kUsage;
    }
    if (const std::string wrong = applyMemoryOption(vm, resolvedThreads(run.threads)); !wrong.empty()) {
        std::cerr << "soloist " << run.command << ": " << wrong << "\n";
        return kUsage;
    }
    const std::string format = vm["format"].as<std::string>();
    const bool pbnAllowed = bool(run.pbnRender);
    if (format != "json" && format != "text" && format != "html" && !(format == "pbn" && pbnAllowed)) {
        std::cerr << "soloist " << run.command << ": --format must be json, text, html" << (pbnAllowed ? " or pbn" : "")
                  << ", got '" << format << "'\n";
        return kUsage;
    }
    run.text = format == "text";
    run.html = format == "html";
    run.pbn = format == "pbn";
    if (const auto wrong = readRecordOptions(vm, run.defaults)) {
        std::cerr << "soloist " << run.command << ": " << *wrong << "\n";
        return kUsage;
    }
    run.input = vm["input"].as<std::string>();
    return -1;
}

int runRecords(const RunOptions& run, const Analysis& analyse, const TextRenderer& render, const TextRenderer& html) {
    std::vector<InputRecord> records;
    try {
        if (run.input == "-") {
            records = readInputRecords(std::cin, run.defaults).records;
            if (std::ferror(stdin)) {  // stdin read through stdio: an error reads as the end
                std::cerr << "soloist " << run.command << ": cannot read standard input: " << std::strerror(errno)
                          << "\n";
                return kUsage;
            }
        } else {
            std::ifstream file;
            if (const std::string why = openInput(run.input, file); !why.empty()) {
                std::cerr << "soloist " << run.command << ": " << why << "\n";
                return kUsage;
            }
            records = readInputRecords(file, run.defaults).records;
        }
    } catch (const std::ios_base::failure& e) {  // a read error (libstdc++ throws from the file buffer)
        std::cerr << "soloist " << run.command << ": cannot read " << run.input << ": " << e.what() << "\n";
        return kUsage;
    }

    std::vector<nlohmann::json> results(records.size());
    std::atomic<size_t> done{0};
    {
        // No more threads than the tables were sized for (memory_option.h).
        tbb::global_control limit(tbb::global_control::max_allowed_parallelism, size_t(resolvedThreads(run.threads)));
        std::optional<ProgressReporter> progress;
        if (run.recordProgress) progress.emplace(done, records.size());
        parallelFor(records.size(), [&](size_t i) {
            const InputRecord& r = records[i];
            results[i] = r.error.empty() ? analyse(r.problem)
                                         : nlohmann::json{{"id", r.id}, {"error", r.error}, {"field", r.field}};
            ++done;
        });
    }
    int failed = 0;
    if (run.html) std::cout << htmlDocumentStart(htmlPageTitle(run, results), htmlPageSubtitle(run, results.size()));
    if (run.pbn) std::cout << pbnFileHeader();
    for (size_t i = 0; i < results.size() && std::cout; ++i) {
        if (run.html) std::cout << html(records[i].problem, results[i]);
        else if (run.pbn) std::cout << "\n" << run.pbnRender(records[i], results[i], long(i));
        else if (run.text) std::cout << render(records[i].problem, results[i]) << "\n";
        else std::cout << jsonLine(results[i]) << "\n";
        failed += results[i].contains("error");
    }
    if (run.html) std::cout << htmlDocumentEnd();
    std::cout.flush();
    if (!std::cout) {  // a full disk, a closed pipe: the results are lost, say so
        std::cerr << "soloist " << run.command << ": cannot write the output\n";
        return kSomeFailed;
    }
    if (failed)
        std::cerr << "soloist " << run.command << ": " << failed << " of " << counted(long(results.size()), "record")
                  << " failed\n";
    return failed ? kSomeFailed : kAllSolved;
}

}  // namespace soloist::cli
