// --memory: one budget, in MB, for the whole process. What the program holds
// besides its tables (programMegabytes) is taken off; each of the run's T
// threads keeps a table of an equal share of the rest, and no more than T
// threads ever run analyses (the run's TBB parallelism is capped at T), so
// the tables never hold more than that rest. The budget is checked up front
// against the machine's memory: an impossible size is a usage error, not a
// failure of every record.
#pragma once

#include <string>

#include <boost/program_options.hpp>

#include "table_memory.h"

namespace soloist::cli {

void addMemoryOption(boost::program_options::options_description& options);

// Sizes the table of each of `threads` worker threads from --memory (or the
// default, table_memory.h) for this machine and applies it (setTableMemory).
// Returns "" or the usage error, naming --memory.
std::string applyMemoryOption(const boost::program_options::variables_map& vm, int threads);

}  // namespace soloist::cli
