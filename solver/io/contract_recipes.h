// How to draw a legal contract of a given type for a dealt hand: which trumps
// the declarer may name, which card may be called, who must declare
// (docs/RULES.md and docs/RULINGS.md, contract by contract). Used by the deal
// generator; the solver's own validation stays the final word.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cards/card.h"
#include "cards/card_set.h"
#include "games/game.h"
#include "cards/random_source.h"

namespace soloist {

enum class CallRule {
    None,
    AceOrKing,    // german frog: any card, in practice an ace or a king
    Ace,          // big-beg, small-beg, spanish simple
    PlainAce,     // beg: an ace of a suit other than trump
    KingOrQueen,  // quadrille/quintille: a king, or a queen when the declarer holds all four kings
    AnyCard,      // six-bid call: any card not in the declarer's hand (the widow included)
};

struct ContractRecipe {
    std::string type;              // the contract's type; for bridge, the level ("4") when the strain is drawn
    std::vector<int> trumps;       // the declarer's choice; empty: fixed by the type
    std::optional<int> fixedTrump; // when trumps is empty: the type's own trump, kNoTrump, or none known
    bool strainInType = false;     // bridge: the drawn trump is written into the type ("4" + "S")
    CallRule call = CallRule::None;
    std::optional<Card> declarerHolds;  // the declarer is forced: the holder of this card
    bool notBothBlackQueens = false;    // german beg
    bool partner = false;               // solo-whist prop: the accepting seat
    bool give = false;                  // six-bid call: the card given back
    bool discard = false;               // frog: three discards from hand and widow
};

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
