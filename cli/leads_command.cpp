#include "commands.h"
#include "common_options.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "facade/soloist.h"

namespace soloist::cli {

int leadsCommand(const std::vector<std::string>& args) {
    RecordCommandLine commandLine("leads",
                                  "soloist leads [FILE|-] [options]\n\n"
                                  "For each problem (docs/FORMAT.md), the value of every legal card for the seat\n"
                                  "to play, best first for that seat, equal cards grouped (\"lead_groups\"), with\n"
                                  "the solve result. Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                  "options");
    RunOptions run;
    run.defaults.needsContract = true;
    if (const auto stop = commandLine.parse(args, run)) return *stop;

    SolveOptions solveOptions;
    solveOptions.threads = run.threads;
    return runRecords(
        run, [&](const nlohmann::json& problem) { return leadsJson(problem, solveOptions); }, leadsText, leadsHtml);
}

}  // namespace soloist::cli
