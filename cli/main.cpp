// soloist: double-dummy solver for the Solo family of card games.
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

namespace {

constexpr const char* kUsage = R"(usage: soloist <command> [options]

commands:
  solve [FILE|-]   solve problems (JSON object, array, or JSON Lines; FORMAT.md)

Run 'soloist <command> --help' for the options of a command.
)";

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? std::cerr : std::cout) << kUsage;
        return args.empty() ? soloist::cli::kUsage : 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "solve") return soloist::cli::solveCommand(args);
    std::cerr << "soloist: unknown command '" << command << "'\n\n" << kUsage;
    return soloist::cli::kUsage;
}
