// Every contract type of the Solo games described once: the trumps the
// declarer may name (or the trump the type fixes), the card it calls, who must
// declare, and what else the contract names (docs/RULES.md, docs/RULINGS.md).
// The problem reader finds a contract's kind once (ContractRequest::kind);
// validation and scoring (games/*.cpp) read it and its ContractType, the
// contract table (Game::contractTypes, in this order) and the deal generator
// (io/contract_recipes.h) its names. Bridge types are levels and strains
// (games/bridge_contract.h); the deal generator builds their kinds itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.h"
#include "games/contract_type.h"

namespace soloist {

class Game;

enum class CallRule {
    None,
    AceOrKing,    // german frog: any card, in practice an ace or a king
    Ace,          // big-beg, small-beg, spanish simple
    PlainAce,     // beg: an ace of a suit other than trump
    KingOrQueen,  // quadrille/quintille: a king, or a queen when the declarer holds all four kings
    AnyCard,      // six-bid call: any card not in the declarer's hand (the widow included)
};

struct ContractKind {
    std::optional<ContractType> type;  // what the rules compare: every Solo game's kind has one, bridge's none
    std::string name;                  // as problems write it; for bridge, the level ("4") when the strain is drawn
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

// The game's contract kinds in its own order (empty for bridge and unknown ids).
const std::vector<ContractKind>& contractKinds(std::string_view gameId);

// The kind named `name` in the game, or nullptr.
const ContractKind* findContractKind(std::string_view gameId, std::string_view name);

// The names of contractKinds(gameId), in order.
std::vector<std::string> contractKindTypes(std::string_view gameId);

}  // namespace soloist
