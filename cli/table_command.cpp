#include <iostream>

#include "commands.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

int tableCommand(const std::vector<std::string>& args) {
    po::options_description options("soloist table [FILE|-] [options]\n\n"
                                    "For each deal (a docs/FORMAT.md problem; its contract is ignored), every\n"
                                    "contract of the game for every declarer and trump: tricks or points, makeable,\n"
                                    "score; the best contract per seat and the contract reached. Bridge: the 4 x 5\n"
                                    "double-dummy table and par. Exit code 0: all solved; 1: some records failed;\n"
                                    "2: usage.\n\n"
                                    "options");
    options.add_options()
        ("help,h", "show this help")
        ("vulnerable", po::value<std::string>()->default_value("none"),
         "bridge: none, ns, ew or both, for deals without their own \"vulnerable\"")
        ("question", po::value<std::string>()->default_value("exact"),
         "exact, or makeable: each Solo contract settled only as made or not and its outcome, with the "
         "bounds proven (far faster where counting is dear, e.g. Solo Whist misere)")
        ("budget-ms", po::value<double>()->default_value(0),
         "milliseconds each contract's searches may take (Solo games; 0: no limit); an entry cut short "
         "carries its proven bounds, and the table \"exact\": false");
    po::positional_options_description positional;
    addCommonOptions(options, positional);
    po::variables_map vm;
    RunOptions run;
    run.command = "table";
    if (const int stop = parseCommandLine(args, options, positional, vm, run); stop >= 0) return stop;

    TableOptions tableOptions;
    tableOptions.vulnerable = vm["vulnerable"].as<std::string>();
    tableOptions.threads = run.threads;
    tableOptions.budgetMs = vm["budget-ms"].as<double>();
    tableOptions.question = vm["question"].as<std::string>();
    if (tableOptions.question != "exact" && tableOptions.question != "makeable") {
        std::cerr << "soloist table: --question must be exact or makeable\n";
        return kUsage;
    }
    if (!(tableOptions.budgetMs >= 0 && tableOptions.budgetMs <= 1e9)) {
        std::cerr << "soloist table: --budget-ms must be 0 (no limit) or a number of milliseconds up to 1e9\n";
        return kUsage;
    }
    if (tableOptions.vulnerable != "none" && tableOptions.vulnerable != "ns" && tableOptions.vulnerable != "ew" &&
        tableOptions.vulnerable != "both") {
        std::cerr << "soloist table: --vulnerable must be none, ns, ew or both, got '" << tableOptions.vulnerable
                  << "'\n";
        return kUsage;
    }
    return runRecords(
        run, [&](const nlohmann::json& deal) { return tableJson(deal, tableOptions); }, tableText);
}

}  // namespace soloist::cli
