#include "deal_request.h"

#include "games/game.h"
#include "io/contract_recipes.h"
#include "io/short_names.h"

namespace soloist::python {

namespace {

ContractWishes wishesFor(const DealRequest& request, const Game& game) {
    ContractWishes wishes;
    if (request.declarer != "random") {
        const auto seat = parseSeat(request.declarer, game);
        if (!seat)
            throw DealSpecError("declarer: \"" + request.declarer + "\" is not a seat of " + std::string(game.id()) +
                                " (0.." + std::to_string(game.seats() - 1) + " or random)");
        wishes.declarer = *seat;
    }
    if (request.trump == "longest") {
        wishes.trumpRule = ContractWishes::Trump::Longest;
    } else if (request.trump != "random") {
        const auto t = parseTrump(request.trump);
        if (!t) throw DealSpecError("trump: \"" + request.trump + "\" is not one of S H D C N random longest");
        wishes.trumpRule = ContractWishes::Trump::Given;
        wishes.trump = *t;
    }
    if (request.choices != "random" && request.choices != "solver")
        throw DealSpecError("choices: must be random or solver, got \"" + request.choices + "\"");
    wishes.solverChooses = request.choices == "solver";
    return wishes;
}

}  // namespace

DealSpec dealSpecFor(const DealRequest& request) {
    const Game* game = findGame(request.game);
    if (!game) throw DealSpecError("game: unknown game \"" + request.game + "\" (" + knownGames() + ")");
    DealSpec spec;
    spec.game = game;
    spec.seed = request.seed;
    spec.wishes = wishesFor(request, *game);
    if (request.contractTypes == std::vector<std::string>{"any"}) spec.contractTypes = recipeTypes(*game);
    else spec.contractTypes = request.contractTypes;
    if (request.variantJson) {
        spec.variant = nlohmann::json::parse(*request.variantJson, nullptr, false);
        if (spec.variant.is_discarded() || !spec.variant.is_object())
            throw DealSpecError("variant: must be a JSON object, e.g. {\"matador_renege\": true}");
    }
    checkDealSpec(spec);
    return spec;
}

}  // namespace soloist::python
