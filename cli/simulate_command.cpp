#include "commands.h"

#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>

#include "common_options.h"
#include "io/json_text.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "facade/soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

namespace {

// "simulate: 37/100 samples" on stderr, at most every two seconds.
void reportSamples(const nlohmann::json& id, int done, int total) {
    static std::mutex lock;
    static auto last = std::chrono::steady_clock::now();
    std::lock_guard guard(lock);
    const auto now = std::chrono::steady_clock::now();
    if (done < total && now - last < std::chrono::seconds(2)) return;
    last = now;
    std::cerr << "soloist simulate: " << (id.is_null() ? std::string("problem") : jsonExcerpt(id)) << ": " << done << "/"
              << total << " samples\n";
}

}  // namespace

int simulateCommand(const std::vector<std::string>& args) {
    RecordCommandLine commandLine(
        "simulate",
        "soloist simulate [FILE|-] [options]\n\n"
        "Judges a hand before the play: each problem's unseen hands (null) and unseen widow are\n"
        "dealt at random, consistent with its \"constraints\", and every sample is solved double\n"
        "dummy. Per contract: the chance of making it with a 95% interval, the mean and spread of\n"
        "tricks or points, the expected score; and the best contract. Exit code 0: all judged;\n"
        "1: some records failed; 2: usage.\n\n"
        "options");
    commandLine.add()
        ("samples", po::value<int>()->default_value(100), "samples per problem (1 to 1000000)")
        ("seed", po::value<uint64_t>()->default_value(1), "random seed: the same seed gives the same samples")
        ("contracts", po::value<std::string>()->default_value("given"),
         "given (the problem's contract) or all (every contract the declarer could choose: the bidding advisor)")
        ("leads", "every opening card's chance of making and mean value (one contract)")
        ("samples-out", po::value<std::string>(),
         "write every sampled deal as a complete problem, with its results under \"solved\", one per line");
    commandLine.addQuestionOptions();
    RunOptions run;
    run.recordProgress = false;  // samples report their own progress
    run.defaults.unknownHands = true;  // "-" hands of PBN deals are the ones to sample
    if (const auto stop = commandLine.parse(args, run)) return *stop;

    const po::variables_map& vm = commandLine.values();
    SimulateOptions simulate;
    simulate.samples = vm["samples"].as<int>();
    if (simulate.samples < 1 || simulate.samples > 1000000) {
        std::cerr << "soloist simulate: --samples must be from 1 to 1000000\n";
        return kUsage;
    }
    simulate.seed = vm["seed"].as<uint64_t>();
    const std::string contracts = vm["contracts"].as<std::string>();
    if (contracts != "given" && contracts != "all") {
        std::cerr << "soloist simulate: --contracts must be given or all\n";
        return kUsage;
    }
    simulate.allContracts = contracts == "all";
    simulate.leads = vm.count("leads") > 0;
    SolveOptions asked;
    if (const auto stop = commandLine.readQuestionOptions(asked)) return *stop;
    simulate.question = asked.question;
    simulate.budgetMs = asked.budgetMs;

    std::ofstream samplesOut;
    std::mutex samplesLock;
    if (vm.count("samples-out")) {
        samplesOut.open(vm["samples-out"].as<std::string>());
        if (!samplesOut) {
            std::cerr << "soloist simulate: cannot write " << vm["samples-out"].as<std::string>() << "\n";
            return kUsage;
        }
        simulate.keepSamples = true;
    }
    const int status = runRecords(
        run,
        [&](const nlohmann::json& problem) {
            SimulateOptions mine = simulate;
            const nlohmann::json id = problem.is_object() ? problem.value("id", nlohmann::json(nullptr)) : nullptr;
            mine.progress = [id](int done, int total) { reportSamples(id, done, total); };
            nlohmann::json result = simulateJson(problem, mine);
            if (result.contains("sample_records")) {
                std::lock_guard guard(samplesLock);
                for (const nlohmann::json& record : result["sample_records"]) {
                    nlohmann::json line = record["problem"];
                    line["solved"] = record["results"];
                    samplesOut << jsonLine(line) << "\n";
                }
                result.erase("sample_records");
            }
            return result;
        },
        simulateText, simulateHtml);
    if (samplesOut.is_open()) {
        samplesOut.flush();
        if (!samplesOut) {
            std::cerr << "soloist simulate: writing the samples failed\n";
            return kSomeFailed;
        }
    }
    return status;
}

}  // namespace soloist::cli
