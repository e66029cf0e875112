// --question and --budget-ms, shared by solve, batch, simulate and table:
// what a solve is asked, and how long its searches may take.
#pragma once

#include <optional>
#include <string>

#include <boost/program_options.hpp>

#include "facade/soloist.h"

namespace soloist::cli {

// `budgetCovers`: what one budget is for, as the help says it; with
// `problemFieldsWin` the help says a problem's own fields win.
void addQuestionOptions(boost::program_options::options_description& options,
                        const std::string& budgetCovers = "one problem's searches", bool problemFieldsWin = true);

// Fills `solve` from the parsed options; a usage message when one is wrong.
std::optional<std::string> readQuestionOptions(const boost::program_options::variables_map& vm, SolveOptions& solve);

}  // namespace soloist::cli
