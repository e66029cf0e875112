// A problem after parsing: cards are known to be in the deck, hands are
// consistent. Contract-specific checks belong to the game (Game::plans).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cards/card.h"
#include "cards/card_set.h"
#include "games/bridge_contract.h"
#include "games/contract_kinds.h"

namespace soloist {

class Game;

// An input error, naming the offending field (e.g. "contract.call").
struct ProblemError : std::runtime_error {
    std::string field;
    ProblemError(std::string fieldName, const std::string& what)
        : std::runtime_error(fieldName + ": " + what), field(std::move(fieldName)) {}
};

struct Variant {
    bool matadorRenege = false;
    Suit color = Clubs;
    bool miserePoints = false;
};

struct ContractRequest {
    std::string type;  // as the problem writes it
    // The type's kind in the problem's game (games/contract_kinds.h), found
    // once when the problem is read; null for bridge and for a type the game
    // does not have (Game::plans names that error).
    const ContractKind* kind = nullptr;
    // Bridge: the level and strain of the type, found when the problem is
    // read; unset for a type that names none (Bridge::plans names that error).
    std::optional<BridgeContract> bridge;
    int declarer = 0;
    std::optional<int> trump;  // a Suit, or kNoTrump for "N"
    std::optional<Card> call;
    std::optional<int> partner;
    std::optional<std::vector<Card>> discard;
    std::optional<Card> give;
    bool vulnerable = false;

    // Whether the contract is of this type (never for bridge or an unknown type).
    bool is(ContractType t) const { return kind && kind->type == t; }
};

// What a solve is asked: the exact value (default), or only whether the
// contract makes and its outcome class, which often needs far less search.
enum class Question { Exact, Makeable };

struct Problem {
    // The problem's "id": any JSON value the user gave, kept as its JSON text
    // (io/ writes it and reads it back): the rules and the search never look
    // inside it, and the text round-trips exactly.
    std::string idJson = "null";
    const Game* game = nullptr;
    Variant variant;
    std::vector<CardSet> hands;  // printed cards, one set per seat
    CardSet widow = 0;
    std::optional<int> leader;
    std::vector<Card> trick;     // cards of the current trick, from its leader
    std::vector<int> wonTricks;  // per seat
    std::vector<int> wonPoints;  // per seat
    ContractRequest contract;
    std::optional<Question> question;  // "question"; unset: the caller's default
    std::optional<double> budgetMs;    // "budget_ms"; unset: the caller's default

    int seats() const { return int(hands.size()); }
    CardSet inPlay() const;             // cards in hands and in the current trick
    int holderOf(Card card) const;      // seat holding or having played it to the trick, -1 if none
    int tricksPlayed() const;
};

}  // namespace soloist
