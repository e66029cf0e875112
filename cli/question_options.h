// --question and --budget-ms, shared by solve and batch: what a solve is
// asked, and how long one problem's searches may take.
#pragma once

#include <optional>
#include <string>

#include <boost/program_options.hpp>

#include "soloist.h"

namespace soloist::cli {

void addQuestionOptions(boost::program_options::options_description& options);

// Fills `solve` from the parsed options; a usage message when one is wrong.
std::optional<std::string> readQuestionOptions(const boost::program_options::variables_map& vm, SolveOptions& solve);

}  // namespace soloist::cli
