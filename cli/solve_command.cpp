#include "commands.h"
#include "common_options.h"
#include "io/html_report.h"
#include "io/text_report.h"
#include "record_runner.h"
#include "facade/soloist.h"

namespace soloist::cli {

int solveCommand(const std::vector<std::string>& args) {
    RecordCommandLine commandLine("solve",
                                  "soloist solve [FILE|-] [options]\n\n"
                                  "Solves double-dummy problems (docs/FORMAT.md) and prints one JSON result per line,\n"
                                  "in input order. Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                  "options");
    commandLine.add()("leads", "add the value of every legal card for the seat to play");
    commandLine.addQuestionOptions();
    RunOptions run;
    run.defaults.needsContract = true;
    if (const auto stop = commandLine.parse(args, run)) return *stop;

    SolveOptions solveOptions;
    solveOptions.leads = commandLine.values().count("leads") > 0;
    if (const auto stop = commandLine.readQuestionOptions(solveOptions)) return *stop;
    return runRecords(
        run, [&](const nlohmann::json& problem) { return solveJson(problem, solveOptions); }, solveText, solveHtml);
}

}  // namespace soloist::cli
