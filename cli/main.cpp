// soloist: double-dummy solver for the Solo family of card games.
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

namespace {

constexpr const char* kUsage = R"(usage: soloist <command> [options]

commands:
  solve [FILE|-]   solve problems (JSON object, array, or JSON Lines; docs/FORMAT.md)
  leads [FILE|-]   the value of every legal card for the seat to play, equal cards grouped
  play [FILE|-]    judge played cards: the value before and after each card, its cost,
                   the cards that kept the value (a problem plus "play": [cards])
  table [FILE|-]   every contract of a deal for every seat and trump; best contracts; bridge par
  deal --game G    seeded random deals of a game, as JSON Lines problems
  simulate [FILE|-] judge a hand before the play: sample the unseen cards, solve each sample
  batch [FILE|-]   analyse a file of deals (JSON Lines, JSON array, PBN) in parallel,
                   streaming, resumable and shardable

games (the "game" field; rules in docs/RULES.md):
  bridge, german-solo, spanish-solo, solo-whist, ombre, quadrille, quintille,
  six-bid-solo, frog

Run 'soloist <command> --help' for the options of a command; 'soloist --version'.
)";

std::string versionLine() {
    std::string commit = SOLOIST_COMMIT;
    return std::string("soloist ") + SOLOIST_VERSION + (commit.empty() ? "" : " (commit " + commit + ")");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? std::cerr : std::cout) << kUsage;
        return args.empty() ? soloist::cli::kUsage : 0;
    }
    if (args[0] == "--version" || args[0] == "version") {
        std::cout << versionLine() << "\n";
        return 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "solve") return soloist::cli::solveCommand(args);
    if (command == "leads") return soloist::cli::leadsCommand(args);
    if (command == "play") return soloist::cli::playCommand(args);
    if (command == "table") return soloist::cli::tableCommand(args);
    if (command == "deal") return soloist::cli::dealCommand(args);
    if (command == "batch") return soloist::cli::batchCommand(args);
    if (command == "simulate") return soloist::cli::simulateCommand(args);
    std::cerr << "soloist: unknown command '" << command << "'\n\n" << kUsage;
    return soloist::cli::kUsage;
}
