// The soloist subcommands. Each returns the process exit code.
#pragma once

#include <string>
#include <vector>

namespace soloist::cli {

enum ExitCode { kAllSolved = 0, kSomeFailed = 1, kUsage = 2 };

// --threads: more than this is a typo, not a machine (each thread keeps a
// transposition table of at least 1 MB).
constexpr int kMostThreads = 1024;

int solveCommand(const std::vector<std::string>& args);
int leadsCommand(const std::vector<std::string>& args);
int playCommand(const std::vector<std::string>& args);
int tableCommand(const std::vector<std::string>& args);
int dealCommand(const std::vector<std::string>& args);
int batchCommand(const std::vector<std::string>& args);
int simulateCommand(const std::vector<std::string>& args);

}  // namespace soloist::cli
