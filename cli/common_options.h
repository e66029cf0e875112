// The options several commands share, each declared and read here once:
// --help and the parsing around it, --threads with --memory, and the whole
// command line of the commands that read records (solve, leads, play, table,
// simulate).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "record_runner.h"
#include "facade/soloist.h"

namespace soloist::cli {

void addHelpOption(boost::program_options::options_description& options);

// Parses `args` into `vm`. Returns the exit code to stop with, having printed
// the help (--help) or the usage error (prefixed "soloist `command`: "), or
// nullopt to go on. Without `positional`, boost lets positional arguments
// through unread (deal has always ignored them).
std::optional<int> parseOptions(const std::string& command, const std::vector<std::string>& args,
                                const boost::program_options::options_description& options,
                                boost::program_options::variables_map& vm,
                                const boost::program_options::positional_options_description* positional = nullptr);

void addThreadsOption(boost::program_options::options_description& options);

// Reads --threads into `threads` and sizes the tables of that many threads
// from --memory (memory_option.h); the usage error when one is wrong.
std::optional<std::string> readThreadsAndMemory(const boost::program_options::variables_map& vm, int& threads);

// A bridge vulnerability as the options take it: none, ns, ew or both.
bool isVulnerability(const std::string& text);

// The command line of a command that reads records (record_runner.h), named
// `command` in messages. Its help is `usage`, --help, the command's own
// options, --question and --budget-ms where the command takes them, then what
// every such command takes: --threads, --memory, --format, --input (also the
// first positional argument), --game and --contract.
class RecordCommandLine {
public:
    RecordCommandLine(std::string command, const std::string& usage);

    // Adds the command's own options, listed after --help.
    boost::program_options::options_description_easy_init add() { return options_.add_options(); }

    // Adds --question and --budget-ms (question_options.h).
    void addQuestionOptions(const std::string& budgetCovers = "one problem's searches", bool problemFieldsWin = true);

    // Adds the options every such command takes, after the command's own,
    // parses `args` and fills `run` from them (call it once). Returns the exit
    // code to stop with, having printed the help or the usage error, or
    // nullopt to go on.
    std::optional<int> parse(const std::vector<std::string>& args, RunOptions& run);

    // After parse: the command's own options.
    const boost::program_options::variables_map& values() const { return vm_; }

    // After parse: --question and --budget-ms into `asked`; the exit code to
    // stop with, having printed the usage error, or nullopt to go on.
    std::optional<int> readQuestionOptions(SolveOptions& asked) const;

private:
    int usageError(const std::string& message) const;

    std::string command_;
    boost::program_options::options_description options_;
    boost::program_options::variables_map vm_;
};

}  // namespace soloist::cli
