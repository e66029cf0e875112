#include <iostream>

#include "commands.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "question_options.h"
#include "record_runner.h"
#include "soloist.h"
#include "table_pbn.h"

namespace po = boost::program_options;

namespace soloist::cli {

int tableCommand(const std::vector<std::string>& args) {
    po::options_description options("soloist table [FILE|-] [options]\n\n"
                                    "For each deal (a docs/FORMAT.md problem; its contract is ignored), every\n"
                                    "contract of the game for every declarer and trump: tricks or points, makeable,\n"
                                    "score; the best contract per seat and the contract reached. Bridge: the 4 x 5\n"
                                    "double-dummy table and par (always exact: --question and --budget-ms apply to\n"
                                    "the Solo games). --format pbn writes the input back as PBN with the table's\n"
                                    "tags (DoubleDummyTricks, OptimumResultTable, OptimumScore, ParContract).\n"
                                    "Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                    "options");
    options.add_options()
        ("help,h", "show this help")
        ("vulnerable", po::value<std::string>()->default_value("none"),
         "bridge: none, ns, ew or both, for deals without their own \"vulnerable\"");
    addQuestionOptions(options, "each Solo contract's searches", false);
    po::positional_options_description positional;
    addCommonOptions(options, positional);
    po::variables_map vm;
    RunOptions run;
    run.command = "table";
    run.pbnRender = tableRecordAsPbn;  // --format pbn
    if (const int stop = parseCommandLine(args, options, positional, vm, run); stop >= 0) return stop;

    TableOptions tableOptions;
    tableOptions.vulnerable = vm["vulnerable"].as<std::string>();
    tableOptions.threads = run.threads;
    SolveOptions asked;
    if (const auto wrong = readQuestionOptions(vm, asked)) {
        std::cerr << "soloist table: " << *wrong << "\n";
        return kUsage;
    }
    tableOptions.question = asked.question;
    tableOptions.budgetMs = asked.budgetMs;
    if (tableOptions.vulnerable != "none" && tableOptions.vulnerable != "ns" && tableOptions.vulnerable != "ew" &&
        tableOptions.vulnerable != "both") {
        std::cerr << "soloist table: --vulnerable must be none, ns, ew or both, got '" << tableOptions.vulnerable
                  << "'\n";
        return kUsage;
    }
    return runRecords(
        run, [&](const nlohmann::json& deal) { return tableJson(deal, tableOptions); }, tableText, tableHtml);
}

}  // namespace soloist::cli
