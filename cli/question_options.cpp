#include "question_options.h"

#include <cmath>

namespace po = boost::program_options;

namespace soloist::cli {

void addQuestionOptions(po::options_description& options, const std::string& budgetCovers, bool problemFieldsWin) {
    const std::string questionWins = problemFieldsWin ? "; a problem's own \"question\" wins" : "";
    const std::string budgetWins = problemFieldsWin ? "; a problem's own \"budget_ms\" wins" : "";
    options.add_options()
        ("question", po::value<std::string>()->default_value("exact"),
         ("exact (the exact tricks or points), or makeable (whether the contract makes and its outcome, "
          "with the bounds proven: often far faster)" + questionWins).c_str())
        ("budget-ms", po::value<double>()->default_value(0),
         ("milliseconds " + budgetCovers + " may take (0: no limit); past it the result carries the "
          "bounds proven so far and \"exact\": false" + budgetWins).c_str());
}

std::optional<std::string> readQuestionOptions(const po::variables_map& vm, SolveOptions& solve) {
    solve.question = vm["question"].as<std::string>();
    if (solve.question != "exact" && solve.question != "makeable") return "--question must be exact or makeable";
    solve.budgetMs = vm["budget-ms"].as<double>();
    if (!std::isfinite(solve.budgetMs) || solve.budgetMs < 0 || solve.budgetMs > 1e9)
        return "--budget-ms must be 0 (no limit) or a number of milliseconds up to 1e9";
    return std::nullopt;
}

}  // namespace soloist::cli
