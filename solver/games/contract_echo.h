// The contract as a result echoes it (docs/FORMAT.md "contract"), and the
// choice the solver made for the declarer; io/ writes both as JSON.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cards/card.h"
#include "games/contract_type.h"

namespace soloist {

// What the declarer side must reach: nothing (bridge strain alone), a count
// of tricks or points, or a result class (Ombre's "sacada").
using ContractTarget = std::variant<std::monostate, int, std::string>;

// The normalised contract: type, declarer, trump, target and the extras
// the problem gave (or the solver chose).
struct ContractEcho {
    std::string type;
    std::optional<ContractType> kind;  // the type as a value; none for bridge
    int declarer = 0;
    int trump = kNoTrump;  // a Suit, or kNoTrump
    std::optional<Card> call;
    std::optional<int> partner;
    std::optional<Card> give;
    std::optional<std::vector<Card>> discard;
    ContractTarget target;
    bool vulnerable = false;  // bridge; echoed only when true
    bool operator==(const ContractEcho&) const = default;
};

// Frog's three discards, when the problem leaves them to the solver.
struct DiscardChoice {
    std::vector<Card> discard;
    bool operator==(const DiscardChoice&) const = default;
};

// Call solo's called card, returned card (none when the called card lies in
// the widow) and trump, when the problem leaves any of them to the solver.
struct CallChoice {
    Card call;
    std::optional<Card> give;
    int trump = kNoTrump;
    bool operator==(const CallChoice&) const = default;
};

using PlanChoice = std::variant<DiscardChoice, CallChoice>;

// The contract fields a choice stands for, as the contract names them.
std::vector<std::string> choiceFields(const PlanChoice& choice);

}  // namespace soloist
