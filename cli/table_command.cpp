#include <atomic>
#include <iostream>
#include <string>

#include "commands.h"
#include "common_options.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "facade/soloist.h"
#include "table_memory.h"
#include "table_pbn.h"

namespace po = boost::program_options;

namespace soloist::cli {

int tableCommand(const std::vector<std::string>& args) {
    RecordCommandLine commandLine("table",
                                  "soloist table [FILE|-] [options]\n\n"
                                  "For each deal (a docs/FORMAT.md problem; its contract is ignored), every\n"
                                  "contract of the game for every declarer and trump: tricks or points, makeable,\n"
                                  "score; the best contract per seat and the contract reached. Bridge: the 4 x 5\n"
                                  "double-dummy table and par (always exact: --question and --budget-ms apply to\n"
                                  "the Solo games). --format pbn writes the input back as PBN with the table's\n"
                                  "tags (DoubleDummyTricks, OptimumResultTable, OptimumScore, ParContract).\n"
                                  "Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                  "options");
    commandLine.add()("vulnerable", po::value<std::string>()->default_value("none"),
                      "bridge: none, ns, ew or both, for deals without their own \"vulnerable\"");
    commandLine.addQuestionOptions("each Solo contract's searches", false);
    RunOptions run;
    run.pbnRender = tableRecordAsPbn;  // --format pbn
    if (const auto stop = commandLine.parse(args, run)) return *stop;

    TableOptions tableOptions;
    tableOptions.vulnerable = commandLine.values()["vulnerable"].as<std::string>();
    // A count, not 0: a table then runs in an arena of its own, where the
    // threads done with their contracts help the last ones (contractTable).
    tableOptions.threads = resolvedThreads(run.threads);
    SolveOptions asked;
    if (const auto stop = commandLine.readQuestionOptions(asked)) return *stop;
    tableOptions.question = asked.question;
    tableOptions.budgetMs = asked.budgetMs;
    if (!isVulnerability(tableOptions.vulnerable)) {
        std::cerr << "soloist table: --vulnerable must be none, ns, ew or both, got '" << tableOptions.vulnerable
                  << "'\n";
        return kUsage;
    }
    // The contracts of every table started so far, for the progress line: a
    // single deal can take minutes (a Solo Whist misère's exact count).
    std::atomic<size_t> contracts{0}, solved{0};
    tableOptions.progress = [&](size_t added, size_t done) {
        contracts.fetch_add(added, std::memory_order_relaxed);
        solved.fetch_add(done, std::memory_order_relaxed);
    };
    run.progressDetail = [&] {
        return "; contracts solved " + std::to_string(solved.load()) + "/" + std::to_string(contracts.load());
    };
    return runRecords(
        run, [&](const nlohmann::json& deal) { return tableJson(deal, tableOptions); }, tableText, tableHtml);
}

}  // namespace soloist::cli
