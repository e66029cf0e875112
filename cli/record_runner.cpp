#include "record_runner.h"

#include <atomic>
#include <chrono>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include <tbb/global_control.h>

#include "analysis/parallel.h"
#include "clock_text.h"
#include "commands.h"
#include "input_file.h"
#include "io/html_page.h"
#include "io/json_text.h"
#include "io/pbn_writer.h"
#include "io/plural.h"
#include "io/record_reader.h"
#include "memory_option.h"
#include "facade/soloist.h"

namespace soloist::cli {

namespace {

// Prints "solved k/n after m:ss" on stderr while work is running: every 3
// seconds for the first half minute, then every 15 seconds, then (past five
// minutes) every minute, so a long table does not fill a log with lines.
class ProgressReporter {
public:
    ProgressReporter(const std::atomic<size_t>& done, size_t total, std::function<std::string()> detail)
        : done_(done), total_(total), detail_(std::move(detail)) {
        thread_ = std::thread([this] {
            const auto start = std::chrono::steady_clock::now();
            std::unique_lock lock(mutex_);
            for (auto next = start + interval(0);;) {
                if (cv_.wait_until(lock, next, [this] { return stop_; })) return;
                const auto since = std::chrono::steady_clock::now() - start;
                const double seconds = std::chrono::duration<double>(since).count();
                std::cerr << "soloist: solved " << done_.load() << "/" << total_ << " after " << clockText(seconds)
                          << (detail_ ? detail_() : std::string()) << "\n";
                next += interval(long(seconds + 0.5));
            }
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

    static std::chrono::seconds interval(long elapsedSeconds) {
        if (elapsedSeconds < 30) return std::chrono::seconds(3);
        if (elapsedSeconds < 300) return std::chrono::seconds(15);
        return std::chrono::seconds(60);
    }

private:
    const std::atomic<size_t>& done_;
    size_t total_;
    std::function<std::string()> detail_;
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
        if (run.recordProgress) progress.emplace(done, records.size(), run.progressDetail);
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
