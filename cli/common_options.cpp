#include "common_options.h"

#include <iostream>
#include <utility>

#include "commands.h"
#include "memory_option.h"
#include "question_options.h"
#include "record_options.h"

namespace po = boost::program_options;

namespace soloist::cli {

void addHelpOption(po::options_description& options) { options.add_options()("help,h", "show this help"); }

std::optional<int> parseOptions(const std::string& command, const std::vector<std::string>& args,
                                const po::options_description& options, po::variables_map& vm,
                                const po::positional_options_description* positional) {
    try {
        po::command_line_parser parser(args);
        parser.options(options);
        if (positional) parser.positional(*positional);
        po::store(parser.run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        std::cerr << "soloist " << command << ": " << e.what() << "\n\n" << options << "\n";
        return kUsage;
    }
    if (vm.count("help")) {
        std::cout << options << "\n";
        return kAllSolved;
    }
    return std::nullopt;
}

void addThreadsOption(po::options_description& options) {
    options.add_options()("threads", po::value<int>()->default_value(0), "worker threads (0: all cores)");
}

std::optional<std::string> readThreadsAndMemory(const po::variables_map& vm, int& threads) {
    threads = vm["threads"].as<int>();
    if (threads < 0 || threads > kMostThreads)
        return "--threads must be 0 (all cores) to " + std::to_string(kMostThreads) + ", got " +
               std::to_string(threads);
    if (std::string wrong = applyMemoryOption(vm, resolvedThreads(threads)); !wrong.empty()) return wrong;
    return std::nullopt;
}

bool isVulnerability(const std::string& text) {
    return text == "none" || text == "ns" || text == "ew" || text == "both";
}

RecordCommandLine::RecordCommandLine(std::string command, const std::string& usage)
    : command_(std::move(command)), options_(usage) {
    addHelpOption(options_);
}

void RecordCommandLine::addQuestionOptions(const std::string& budgetCovers, bool problemFieldsWin) {
    cli::addQuestionOptions(options_, budgetCovers, problemFieldsWin);
}

int RecordCommandLine::usageError(const std::string& message) const {
    std::cerr << "soloist " << command_ << ": " << message << "\n";
    return kUsage;
}

std::optional<int> RecordCommandLine::parse(const std::vector<std::string>& args, RunOptions& run) {
    addThreadsOption(options_);
    addMemoryOption(options_);
    options_.add_options()
        ("format", po::value<std::string>()->default_value("json"),
         "output: json (one object per line), text, html (one self-contained page), or pbn where the command writes PBN")
        ("input", po::value<std::string>()->default_value("-"),
         "problem file (JSON, PBN, LIN or one-line deals, told apart by content), or - for standard input");
    addRecordOptions(options_);
    po::positional_options_description positional;
    positional.add("input", 1);
    if (const auto stop = parseOptions(command_, args, options_, vm_, &positional)) return stop;

    run.command = command_;
    if (const auto wrong = readThreadsAndMemory(vm_, run.threads)) return usageError(*wrong);
    const std::string format = vm_["format"].as<std::string>();
    const bool pbnAllowed = bool(run.pbnRender);
    if (format != "json" && format != "text" && format != "html" && !(format == "pbn" && pbnAllowed))
        return usageError("--format must be json, text, html" + std::string(pbnAllowed ? " or pbn" : "") +
                          ", got '" + format + "'");
    run.text = format == "text";
    run.html = format == "html";
    run.pbn = format == "pbn";
    if (const auto wrong = readRecordOptions(vm_, run.defaults)) return usageError(*wrong);
    run.input = vm_["input"].as<std::string>();
    return std::nullopt;
}

std::optional<int> RecordCommandLine::readQuestionOptions(SolveOptions& asked) const {
    if (const auto wrong = cli::readQuestionOptions(vm_, asked)) return usageError(*wrong);
    return std::nullopt;
}

}  // namespace soloist::cli
