// libFuzzer target: the bytes as a contract string, both kinds soloist
// reads: `batch --contract TYPE:DECLARER[:TRUMP][:key=value...]` (or a JSON
// object) and PBN's Contract and Declarer tags (split at the first newline).
// What parses is set on a fixed deal of the game the first byte picks and
// validated and planned as a problem.
#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>

#include "fuzz_input.h"
#include "games/game.h"
#include "games/problem.h"
#include "io/contract_option.h"
#include "io/deal_generator.h"
#include "io/pbn.h"
#include "io/problem_reader.h"

namespace {

// A deal of `game` without a contract, the same on every run (`soloist deal
// --game G --seed 1`, deal 0).
nlohmann::json dealOf(const soloist::Game& game) {
    static std::map<const soloist::Game*, nlohmann::json> deals;
    auto [it, fresh] = deals.try_emplace(&game);
    if (fresh) {
        soloist::DealSpec spec;
        spec.game = &game;
        spec.seed = 1;
        it->second = soloist::generateDeal(spec, 0);
    }
    return it->second;
}

void tryProblem(const soloist::Game& game, const nlohmann::json& contract) {
    nlohmann::json problem = dealOf(game);
    problem["contract"] = contract;
    try {
        const soloist::Problem p = soloist::readProblem(problem);
        p.game->plans(p);
    } catch (const soloist::ProblemError&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const auto input = soloist::fuzz::gameAndText(data, size);
    if (!input) return 0;
    const soloist::Game& game = input->game;
    const std::string& text = input->text;
    try {
        tryProblem(game, soloist::parseContractOption(text));
    } catch (const std::invalid_argument&) {
    }
    const size_t newline = text.find('\n');
    try {
        const auto contract = soloist::pbnContract(text.substr(0, newline),
                                                   newline == std::string::npos ? "" : text.substr(newline + 1), game);
        if (contract) tryProblem(game, *contract);
    } catch (const soloist::ProblemError&) {
    }
    return 0;
}
