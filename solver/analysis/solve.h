// Solving one validated problem: every plan's exact value, the best choice,
// the side questions, and (on request) the value of every legal card.
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "games/problem.h"
#include "search/transposition_table.h"

namespace soloist {

struct SolveRequest {
    bool leads = false;
    Question question = Question::Exact;
    // Milliseconds the searches of one problem may take; past it the result
    // carries the bounds proven so far and "exact": false. Unset: no limit.
    std::optional<double> budgetMs;
    // With leads: each lead also says whether the contract makes after it.
    bool leadVerdicts = false;
};

// The result object of docs/FORMAT.md for a legal problem. Throws ProblemError
// when the contract is illegal for the deal.
nlohmann::json solveProblem(const Problem& problem, const SolveRequest& request, TranspositionTable& table);

}  // namespace soloist
