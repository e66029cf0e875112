// soloist deal: seeded random deals of any game as docs/FORMAT.md problems, one
// JSON object per line (or PBN records, or one-line deals).
#include <iostream>
#include <sstream>

#include <boost/program_options.hpp>

#include "commands.h"
#include "common_options.h"
#include "games/game.h"
#include "io/deal_generator.h"
#include "io/json_text.h"
#include "io/pbn_writer.h"
#include "io/short_names.h"

namespace po = boost::program_options;

namespace soloist::cli {

namespace {

std::vector<std::string> splitCommas(const std::string& text) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');)
        if (!part.empty()) parts.push_back(part);
    return parts;
}

ContractWishes readWishes(const po::variables_map& vm, const Game& game) {
    ContractWishes wishes;
    const std::string declarer = vm["declarer"].as<std::string>();
    if (declarer != "random") {
        const auto seat = parseSeat(declarer, game);
        if (!seat) throw DealSpecError("declarer: \"" + declarer + "\" is not a seat of " + std::string(game.id()) +
                                       " (0.." + std::to_string(game.seats() - 1) + " or random)");
        wishes.declarer = *seat;
    }
    const std::string trump = vm["trump"].as<std::string>();
    if (trump == "longest") {
        wishes.trumpRule = ContractWishes::Trump::Longest;
    } else if (trump != "random") {
        const auto t = parseTrump(trump);
        if (!t) throw DealSpecError("trump: \"" + trump + "\" is not one of S H D C N random longest");
        wishes.trumpRule = ContractWishes::Trump::Given;
        wishes.trump = *t;
    }
    const std::string choices = vm["choices"].as<std::string>();
    if (choices != "random" && choices != "solver")
        throw DealSpecError("choices: must be random or solver, got \"" + choices + "\"");
    wishes.solverChooses = choices == "solver";
    return wishes;
}

}  // namespace

int dealCommand(const std::vector<std::string>& args) {
    po::options_description options(
        "soloist deal --game G [options]\n\n"
        "Writes seeded random deals of a game as docs/FORMAT.md problems, one JSON object\n"
        "per line, ids \"<game>-<seed>-<i>\" (i from 0). The same seed gives the same\n"
        "deals on every machine, and deal i does not depend on --count. Without --contract\n"
        "the deals have no contract (input for 'soloist batch --analysis table').\n\n"
        "options");
    addHelpOption(options);
    options.add_options()
        ("game", po::value<std::string>(), "game id (required): bridge, german-solo, spanish-solo, solo-whist, ombre, quadrille, quintille, six-bid-solo or frog (docs/RULES.md)")
        ("count", po::value<long long>()->default_value(10), "number of deals")
        ("seed", po::value<unsigned long long>()->default_value(1), "random seed")
        ("contract", po::value<std::string>(),
         "contract type, or several separated by commas (one drawn per deal), or 'any'. "
         "Bridge: a level 1-7 (strain drawn), 4S, N, or 'strain' (a strain alone, drawn)")
        ("declarer", po::value<std::string>()->default_value("random"), "seat (bridge also N E S W), or random")
        ("trump", po::value<std::string>()->default_value("random"),
         "S H D C N, random (among those the contract allows), or longest (the declarer's longest suit)")
        ("choices", po::value<std::string>()->default_value("random"),
         "random: six-bid call's call and give, frog's discard drawn and fixed; solver: left out, "
         "for the solver to find the best")
        ("variant", po::value<std::string>(), "variant object copied into every problem, e.g. '{\"matador_renege\":true}'")
        ("format", po::value<std::string>()->default_value("json"),
         "json (problems), pbn (PBN records: Event, Board, Dealer, Vulnerable, Deal, the contract's tags; "
         "the Solo games with a Game tag) or line (one-line deals: 0:hand hand ...)");
    po::variables_map vm;
    if (const auto stop = parseOptions("deal", args, options, vm)) return *stop;
    auto usage = [&](const std::string& message) {
        std::cerr << "soloist deal: " << message << "\n";
        return kUsage;
    };
    if (!vm.count("game")) return usage("--game is required");
    const Game* game = findGame(vm["game"].as<std::string>());
    if (!game) return usage("unknown game \"" + vm["game"].as<std::string>() + "\" (" + knownGames() + ")");
    const long long count = vm["count"].as<long long>();
    if (count < 0) return usage("--count must be 0 or more");
    const std::string format = vm["format"].as<std::string>();
    if (format != "json" && format != "pbn" && format != "line") return usage("--format must be json, pbn or line");

    DealSpec spec;
    spec.game = game;
    spec.seed = vm["seed"].as<unsigned long long>();
    try {
        spec.wishes = readWishes(vm, *game);
        if (vm.count("contract")) {
            const std::string contract = vm["contract"].as<std::string>();
            spec.contractTypes = contract == "any" ? recipeTypes(*game) : splitCommas(contract);
            if (spec.contractTypes.empty()) return usage("--contract names no contract");
        }
        if (vm.count("variant")) {
            spec.variant = nlohmann::json::parse(vm["variant"].as<std::string>(), nullptr, false);
            if (spec.variant.is_discarded()) return usage("--variant is not valid JSON");
        }
        checkDealSpec(spec);
    } catch (const DealSpecError& e) {
        return usage(e.what());
    }
    if (format == "line" && !spec.contractTypes.empty())
        std::cerr << "soloist deal: note: --format line writes the deals only, not their contracts\n";

    if (format == "pbn") std::cout << pbnFileHeader();
    for (long long i = 0; i < count && std::cout; ++i) {
        try {
            const auto deal = generateDeal(spec, uint64_t(i));
            if (format == "pbn") {
                std::cout << '\n';
                for (const std::string& line : pbnRecordOfProblem(nlohmann::json::parse(deal.dump()), *game, long(i) + 1, "soloist deal"))
                    std::cout << line << '\n';
            } else {
                std::cout << (format == "json" ? jsonLine(deal) : pbnDealLine(deal, *game)) << '\n';
            }
        } catch (const DealSpecError& e) {
            std::cerr << "soloist deal: deal " << i << ": " << e.what() << "\n";
            return kSomeFailed;
        }
    }
    std::cout.flush();
    if (std::cout) return kAllSolved;
    std::cerr << "soloist deal: cannot write the output\n";
    return kSomeFailed;
}

}  // namespace soloist::cli
