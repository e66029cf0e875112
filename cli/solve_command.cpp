#include "commands.h"

#include <iostream>

#include "io/html_report.h"
#include "io/text_report.h"
#include "question_options.h"
#include "record_runner.h"
#include "soloist.h"

namespace po = boost::program_options;

namespace soloist::cli {

int solveCommand(const std::vector<std::string>& args) {
    po::options_description options("soloist solve [FILE|-] [options]\n\n"
                                    "Solves double-dummy problems (docs/FORMAT.md) and prints one JSON result per line,\n"
                                    "in input order. Exit code 0: all solved; 1: some records failed; 2: usage.\n\n"
                                    "options");
    options.add_options()
        ("help,h", "show this help")
        ("leads", "add the value of every legal card for the seat to play");
    addQuestionOptions(options);
    po::positional_options_description positional;
    addCommonOptions(options, positional);
    po::variables_map vm;
    RunOptions run;
    run.command = "solve";
    run.defaults.needsContract = true;
    if (const int stop = parseCommandLine(args, options, positional, vm, run); stop >= 0) return stop;

    SolveOptions solveOptions;
    solveOptions.leads = vm.count("leads") > 0;
    if (const auto wrong = readQuestionOptions(vm, solveOptions)) {
        std::cerr << "soloist solve: " << *wrong << "\n";
        return 2;
    }
    return runRecords(
        run, [&](const nlohmann::json& problem) { return solveJson(problem, solveOptions); }, solveText, solveHtml);
}

}  // namespace soloist::cli
