// soloist batch: analyses a file of deals in parallel and streams one JSON
// line per record, in input order, with the record's input position "index".
// Streaming input (records split one at a time), bounded work in flight,
// whole-line writes: resumable after a kill, shardable across machines.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include <boost/program_options.hpp>
#include <tbb/global_control.h>
#include <tbb/info.h>
#include <tbb/parallel_pipeline.h>

#include "batch_analysers.h"
#include "batch_output.h"
#include "batch_progress.h"
#include "batch_report.h"
#include "batch_summary.h"
#include "commands.h"
#include "common_options.h"
#include "input_file.h"
#include "search/tsan_handoff.h"
#include "games/problem.h"
#include "io/contract_option.h"
#include "io/json_text.h"
#include "io/pbn_writer.h"
#include "io/record_problem.h"
#include "io/record_stream.h"
#include "memory_option.h"
#include "question_options.h"
#include "resume_check.h"
#include "table_pbn.h"
#include "facade/soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

namespace {

struct Shard {
    long index = 0;
    long count = 1;
    bool owns(long recordIndex) const { return recordIndex % count == index; }
};

std::optional<Shard> parseShard(const std::string& text) {
    const size_t slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    try {
        size_t used = 0;
        Shard s;
        s.index = std::stol(text.substr(0, slash), &used);
        if (used != slash) return std::nullopt;
        const std::string countText = text.substr(slash + 1);
        s.count = std::stol(countText, &used);
        if (used != countText.size() || s.count < 1 || s.index < 0 || s.index >= s.count) return std::nullopt;
        return s;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// One record on its way through the pipeline.
struct Work {
    RawRecord record;
    nlohmann::json problem;  // for the text, HTML and PBN reports
    nlohmann::json result;
    std::string line;
    HandOff toNextStage;  // the pipeline passes a token between threads (search/tsan_handoff.h)
};

nlohmann::json errorResult(const RawRecord& record, const std::string& error, const nlohmann::json& field) {
    return {{"id", idOfRecord(record)}, {"error", error}, {"field", field}};
}

// The result line: the record's input position first, then the result.
std::string resultLine(long index, const nlohmann::json& result) {
    const std::string body = jsonLine(result);
    const std::string head = "{\"index\":" + std::to_string(index);
    return body.size() <= 2 ? head + "}" : head + "," + body.substr(1);
}

void analyse(Work& work, const Analyser& analyser, const RecordDefaults& defaults, const BatchReport& report,
             BatchFormat format) {
    try {
        work.problem = problemFromRecord(work.record, defaults);
        work.result = analyser(work.problem);
    } catch (const ProblemError& e) {
        work.result = errorResult(work.record, e.what(), e.field);
    } catch (const std::exception& e) {
        work.result = errorResult(work.record, std::string("internal error: ") + e.what(), nullptr);
    }
    if (format == BatchFormat::Json) {
        work.line = resultLine(work.record.index, work.result);
    } else if (format == BatchFormat::Pbn) {
        work.line = "\n" + pbnTableLines(work.record, work.problem, work.result, work.record.index);
        if (!work.line.empty() && work.line.back() == '\n') work.line.pop_back();
    } else {
        work.line = report.record(work.problem, work.result);
    }
}

uint64_t regularFileSize(int fd) {
    struct stat st {};
    return ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? uint64_t(st.st_size) : 0;
}

}  // namespace

int batchCommand(const std::vector<std::string>& args) {
    po::options_description options(
        "soloist batch [FILE|-] [options]\n\n"
        "Analyses every record of FILE (or standard input) in parallel and writes one JSON\n"
        "line per record, in input order, each with \"index\": the record's 0-based position\n"
        "in the input. Input, detected from the content: JSON Lines, a JSON array, PBN files\n"
        "([Deal \"N:...\"] tags; Board is the id, Contract/Declarer the contract,\n"
        "Vulnerable the vulnerability), LIN (BBO's md|...|sv|..|mb|..|), or deal lines\n"
        "\"N:hand hand ...\" (bridge; \"0:...\" needs --game; a widow follows the hands).\n"
        "A bad record gives an error line\n"
        "{\"index\", \"id\", \"error\", \"field\"} and the batch goes on. Exit code 0: all\n"
        "analysed; 1: some records failed; 2: usage. See docs/BATCH.md.\n\n"
        "options");
    addHelpOption(options);
    options.add_options()
        ("analysis", po::value<std::string>()->default_value("solve"), "solve, leads or table")
        ("format", po::value<std::string>()->default_value("json"),
         "json (JSON Lines); a report for people: text, or html (one page, the summary chart at its end); or pbn "
         "(--analysis table: each record as a PBN record with the table's tags)")
        ("game", po::value<std::string>(), "game of PBN records (PBN files default to bridge), and of JSON records without one")
        ("contract", po::value<std::string>(),
         "contract for records without one: a JSON object, or TYPE:DECLARER[:TRUMP][:key=value...] "
         "(e.g. 4S:N, solo:2:H, prop:0:S:partner=2, frog:1:C:call=CA)")
        ("variant", po::value<std::string>(), "variant object for records without one")
        ("vulnerable", po::value<std::string>()->default_value("none"),
         "table: bridge vulnerability for par (none, ns, ew, both) where a deal gives none");
    addThreadsOption(options);
    options.add_options()
        ("output,o", po::value<std::string>(), "write the results to this file (default: standard output)")
        ("resume", "continue an interrupted run: keep the complete lines of --output, skip their records, append")
        ("shard", po::value<std::string>()->default_value("0/1"),
         "I/N: analyse only the records whose index % N == I")
        ("first-index", po::value<long>()->default_value(0),
         "index of the input's first record, when the input is a chunk of a larger one (GNU parallel --pipe)")
        ("summary", po::value<std::string>(), "also write the end-of-run summary to this file as JSON")
        ("progress", po::value<std::string>()->default_value("auto"),
         "auto (a bar on a terminal, else a line every 5 s), bar, lines, none")
        ("input", po::value<std::string>()->default_value("-"), "input file, or - for standard input");
    addMemoryOption(options);
    addQuestionOptions(options);
    po::positional_options_description positional;
    positional.add("input", 1);
    po::variables_map vm;
    if (const auto stop = parseOptions("batch", args, options, vm, &positional)) return *stop;
    auto usage = [](const std::string& message) {
        std::cerr << "soloist batch: " << message << "\n";
        return kUsage;
    };

    const std::string analysis = vm["analysis"].as<std::string>();
    AnalyserSettings settings;
    settings.vulnerable = vm["vulnerable"].as<std::string>();
    if (!isVulnerability(settings.vulnerable)) return usage("--vulnerable must be none, ns, ew or both");
    if (const auto wrong = readQuestionOptions(vm, settings.solve)) return usage(*wrong);
    std::string why;
    const auto analyser = analyserNamed(analysis, settings, why);
    if (!analyser) return usage(why);
    int threads = 0;
    if (const auto wrong = readThreadsAndMemory(vm, threads)) return usage(*wrong);
    const auto shard = parseShard(vm["shard"].as<std::string>());
    if (!shard) return usage("--shard must be I/N with 0 <= I < N, e.g. 0/4");
    const long firstIndex = vm["first-index"].as<long>();
    // Indices stay exact integers for every JSON reader (doubles: 2^53), and
    // adding a record's position cannot overflow.
    constexpr long kLargestFirstIndex = (1L << 53) - 1;
    if (firstIndex < 0 || firstIndex > kLargestFirstIndex)
        return usage("--first-index must be 0 to " + std::to_string(kLargestFirstIndex) + ", got " +
                     std::to_string(firstIndex));
    const bool resume = vm.count("resume") > 0;
    if (resume && !vm.count("output")) return usage("--resume needs --output FILE (the file to continue)");
    const auto outputFormat = batchFormatNamed(vm["format"].as<std::string>());
    if (!outputFormat)
        return usage("--format must be json, text, html or pbn, got '" + vm["format"].as<std::string>() + "'");
    const bool pbn = *outputFormat == BatchFormat::Pbn;
    if (pbn && analysis != "table") return usage("--format pbn writes tables: use it with --analysis table");
    if (resume && *outputFormat != BatchFormat::Json) return usage("--resume continues JSON Lines only: drop --format");
    const BatchReport report(*outputFormat, analysis);
    std::string progressName = vm["progress"].as<std::string>();
    if (progressName == "auto") progressName = ::isatty(STDERR_FILENO) ? "bar" : "lines";
    if (progressName != "bar" && progressName != "lines" && progressName != "none")
        return usage("--progress must be auto, bar, lines or none");

    RecordDefaults defaults;
    defaults.needsContract = analysisNeedsContract(analysis);
    if (vm.count("game")) defaults.game = vm["game"].as<std::string>();
    try {
        if (vm.count("contract")) defaults.contract = parseContractOption(vm["contract"].as<std::string>());
    } catch (const std::invalid_argument& e) {
        return usage(std::string("--contract: ") + e.what());
    }
    if (vm.count("variant")) {
        defaults.variant = nlohmann::json::parse(vm["variant"].as<std::string>(), nullptr, false);
        if (defaults.variant.is_discarded() || !defaults.variant.is_object())
            return usage("--variant must be a JSON object, e.g. '{\"matador_renege\":true}'");
    }

    const std::string inputName = vm["input"].as<std::string>();
    std::ifstream file;
    std::istream* in = &std::cin;
    int inputFd = STDIN_FILENO;
    if (inputName != "-") {
        if (const std::string why = openInput(inputName, file); !why.empty()) return usage(why);
        in = &file;
        inputFd = -1;
    } else {
        std::ios::sync_with_stdio(false);  // read stdin through the stream's own buffer
    }
    const uint64_t totalBytes = inputFd >= 0 ? regularFileSize(inputFd) : [&] {
        struct stat st {};
        return ::stat(inputName.c_str(), &st) == 0 && S_ISREG(st.st_mode) ? uint64_t(st.st_size) : uint64_t(0);
    }();

    RecordStream records(*in);
    std::string readFailure;
    // A read error (libstdc++ throws from the file buffer) ends the input.
    auto nextRecord = [&]() -> std::optional<RawRecord> {
        try {
            return records.next();
        } catch (const std::ios_base::failure& e) {
            readFailure = "cannot read " + inputName + ": " + e.what();
            return std::nullopt;
        }
    };
    InputFormat format;
    try {
        format = records.format();
    } catch (const std::ios_base::failure& e) {
        return usage("cannot read " + inputName + ": " + e.what());
    }
    if (format == InputFormat::PbnLines && analysisNeedsContract(analysis) && !defaults.contract)
        return usage("PBN deal lines carry no contract: give one with --contract (e.g. 4S:N, solo:2:H)");

    std::optional<BatchOutput> output;
    try {
        output.emplace(vm.count("output") ? BatchOutput::file(vm["output"].as<std::string>(), resume)
                                          : BatchOutput::standardOutput());
    } catch (const OutputError& e) {
        return usage(e.what());
    }
    if (output->cutTornLine()) std::cerr << "soloist batch: --resume: cut off a torn last line\n";
    if (pbn) {
        try {
            std::string header = pbnFileHeader();
            header.pop_back();
            output->writeLine(header);
        } catch (const OutputError& e) {
            return usage(e.what());
        }
    }

    BatchSummary summary;
    summary.analysis = analysis;
    summary.input = inputName;
    summary.format = formatName(format);
    summary.threads = resolvedThreads(threads);
    summary.resumedLines = output->keptLines();

    // No more threads than the tables were sized for (memory_option.h).
    tbb::global_control limit(tbb::global_control::max_allowed_parallelism, size_t(summary.threads));
    // Deals in flight. Output is in input order, so one slow deal holds back
    // every later one: enough tokens keep the other threads busy meanwhile
    // (a token is one record and its result, a few kilobytes).
    const size_t tokens = size_t(64 * summary.threads);

    long toSkip = output->keptLines();
    std::optional<ResumeCheck> resumeCheck;
    if (toSkip > 0) resumeCheck.emplace(vm["output"].as<std::string>());
    std::string resumeMismatch, writeFailure;
    if (const std::string opening = report.opening(inputName); !opening.empty()) {
        try {
            output->writeLine(opening);
        } catch (const OutputError& e) {
            writeFailure = e.what();
        }
    }
    const auto start = std::chrono::steady_clock::now();
    {
        const ProgressStyle style = progressName == "bar" ? ProgressStyle::Bar
                                    : progressName == "lines" ? ProgressStyle::Lines
                                                              : ProgressStyle::None;
        BatchProgress progress(style, totalBytes, std::chrono::seconds(5));
        auto write = [&](const Work& work) {
            if (!writeFailure.empty()) return;
            try {
                output->writeLine(work.line);
            } catch (const OutputError& e) {
                writeFailure = e.what();
                return;
            }
            summary.add(work.result);
            progress.recordDone(work.record.endOffset);
        };
        // The next record of this shard, past the lines a resume keeps.
        auto readWork = [&](tbb::flow_control& flow) -> Work* {
            while (auto record = nextRecord()) {
                record->index += firstIndex;
                if (!shard->owns(record->index)) continue;
                if (toSkip > 0) {
                    --toSkip;
                    if (const std::string why = resumeCheck->mismatch(record->index, idOfRecord(*record));
                        !why.empty()) {
                        resumeMismatch = why + ": not the same input or --shard; nothing appended";
                        break;
                    }
                    continue;
                }
                return new Work{std::move(*record), nullptr, nullptr, {}, {}};
            }
            if (toSkip > 0 && resumeMismatch.empty())
                resumeMismatch = "the output already has more lines than this input has records for this "
                                 "shard: not the same input or --shard; nothing appended";
            flow.stop();
            return nullptr;
        };
        // Tokens are plain pointers, owned by the pipeline from the first stage
        // to the last: TBB passes a pointer as it is, where it would copy any
        // other type into memory of its own, which ThreadSanitizer cannot see
        // handed over. What TBB orders, told to ThreadSanitizer
        // (search/tsan_handoff.h): this thread's setup before every stage,
        // each serial stage's calls in turn, each token from stage to stage,
        // both serial stages before the end.
        HandOff setup, reading, writing, finished;
        setup.give();
        tbb::parallel_pipeline(
            tokens,
            tbb::make_filter<void, Work*>(
                tbb::filter_mode::serial_in_order,
                [&](tbb::flow_control& flow) -> Work* {
                    setup.take();
                    reading.take();
                    Work* work = readWork(flow);
                    if (work) work->toNextStage.give();
                    reading.give();
                    finished.give();
                    return work;
                }) &
                tbb::make_filter<Work*, Work*>(
                    tbb::filter_mode::parallel,
                    [&](Work* work) {
                        setup.take();
                        work->toNextStage.take();
                        analyse(*work, *analyser, defaults, report, *outputFormat);
                        work->toNextStage.give();
                        return work;
                    }) &
                tbb::make_filter<Work*, void>(
                    tbb::filter_mode::serial_in_order, [&](Work* token) {
                        setup.take();
                        writing.take();
                        const std::unique_ptr<Work> work(token);
                        work->toNextStage.take();
                        write(*work);
                        writing.give();
                        finished.give();
                    }));
        finished.take();
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    if (!resumeMismatch.empty()) return usage("--resume: " + resumeMismatch);
    if (!readFailure.empty()) return usage(readFailure);
    summary.print(std::cerr, seconds);
    if (*outputFormat != BatchFormat::Json && !pbn && writeFailure.empty()) {
        try {
            output->writeLine(report.closing(summary, seconds));
        } catch (const OutputError& e) {
            writeFailure = e.what();
        }
    }
    if (vm.count("summary")) {
        std::ofstream summaryFile(vm["summary"].as<std::string>());
        summaryFile << summary.toJson(seconds).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        if (!summaryFile) std::cerr << "soloist batch: cannot write " << vm["summary"].as<std::string>() << "\n";
    }
    if (!writeFailure.empty()) {
        std::cerr << "soloist batch: " << writeFailure << "\n";
        return kSomeFailed;
    }
    return summary.anyErrors() ? kSomeFailed : kAllSolved;
}

}  // namespace soloist::cli
