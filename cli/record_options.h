// --game and --contract: what a PBN game, a one-line deal or a LIN board
// leaves out (the game of a deal line whose first seat is a number, the
// contract of a deal without one). Shared by every command that reads records.
#pragma once

#include <optional>
#include <string>

#include <boost/program_options.hpp>

#include "io/record_problem.h"

namespace soloist::cli {

void addRecordOptions(boost::program_options::options_description& options);

// Fills `defaults` from the options; the reason when one is wrong.
std::optional<std::string> readRecordOptions(const boost::program_options::variables_map& vm,
                                             RecordDefaults& defaults);

}  // namespace soloist::cli
