// How to draw a legal contract of a given type for a dealt hand: which trumps
// the declarer may name, which card may be called, who must declare, read from
// the games' contract kinds (games/contract_kinds.h, which validation reads
// too). Used by the deal generator; the solver's own validation stays the
// final word.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cards/card.h"
#include "cards/card_set.h"
#include "cards/random_source.h"
#include "games/contract_kinds.h"
#include "games/game.h"

namespace soloist {

// A recipe is a contract kind of games/contract_kinds.h; for bridge, built
// from the type asked.
using ContractRecipe = ContractKind;

// The recipe for `type` in `game`; nullopt when the game has no such type.
// Bridge types: "4S" (fixed), "N" (a strain alone), a level "1".."7" (strain
// drawn), or "strain" (a strain alone, drawn).
std::optional<ContractRecipe> findRecipe(const Game& game, const std::string& type);

// Whether `trump` (a Suit or kNoTrump) may be asked of this recipe.
bool allowsTrump(const ContractRecipe& recipe, int trump);

// The types "--contract any" draws from.
std::vector<std::string> recipeTypes(const Game& game);

struct DealtCards {
    std::vector<CardSet> hands;
    CardSet widow = 0;
};

// How the caller wants the free parts of the contract drawn.
struct ContractWishes {
    std::optional<int> declarer;   // a seat, or nullopt: random
    enum class Trump { Random, Longest, Given } trumpRule = Trump::Random;
    int trump = 0;                 // when Given: a Suit or kNoTrump
    bool solverChooses = false;    // leave call + give (six-bid call) and discard (frog) to the solver
};

// A contract for these cards following `recipe` and `wishes`, or nullopt when
// the deal admits none (the caller deals again).
std::optional<nlohmann::ordered_json> drawContract(const ContractRecipe& recipe, const DealtCards& dealt,
                                                   const ContractWishes& wishes, RandomSource& rng);

}  // namespace soloist
