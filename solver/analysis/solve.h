// Solving one validated problem: every plan's exact value, the best choice,
// the side questions, and (on request) the value of every legal card.
#pragma once

#include <nlohmann/json.hpp>

#include "games/problem.h"
#include "search/transposition_table.h"

namespace soloist {

struct SolveRequest {
    bool leads = false;
};

// The result object of FORMAT.md for a legal problem. Throws ProblemError
// when the contract is illegal for the deal.
nlohmann::json solveProblem(const Problem& problem, const SolveRequest& request, TranspositionTable& table);

}  // namespace soloist
