// Solving one validated problem: every plan's exact value, the best choice,
// the side questions, and (on request) the value of every legal card.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/contract_echo.h"
#include "games/problem.h"
#include "games/game.h"
#include "games/verdict.h"
#include "search/expect.h"
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
    // Idle threads that may join each search (see Search::setHelpers);
    // with `helpersFrom`, only once it is true (Search::setHelpers).
    int helpers = 0;
    const std::atomic<bool>* helpersFrom = nullptr;
};

// The range of what a result counts (tricks, else points) when the search
// stopped short; unset: no value in the range gives a count.
struct CountBounds {
    std::optional<int> lowest;
    std::optional<int> highest;
};

struct SearchStats {
    uint64_t nodes = 0;
    double timeMs = 0;  // rounded to microseconds
};

// One legal card of the seat to play and the value after it.
struct LeadEntry {
    Card card;
    std::optional<LeadValue> value;  // unset: the search stopped short, see bounds
    CountBounds bounds;
    // With SolveRequest::leadVerdicts and a value: whether the contract makes
    // after the card (unset within: the game cannot say).
    bool judged = false;
    std::optional<bool> makeable;
};

// The result of docs/FORMAT.md for a legal problem (io/ writes it as JSON).
struct SolveResult {
    std::string idJson = "null";  // as Problem::idJson
    std::string game;
    ContractEcho contract;
    std::vector<int> declarerSide;
    Verdict verdict;
    std::optional<PlanChoice> choice;
    std::optional<std::vector<LeadEntry>> leads;  // with SolveRequest::leads
    int toPlay = 0;                               // with leads
    // Reported when the question was "makeable" or a budget was set.
    std::optional<Question> question;
    bool exact = true;
    std::optional<CountBounds> bounds;  // when not exact
    bool budgetExhausted = false;
    // The chosen plan's final value lies in [valueLow, valueHigh] (one value
    // when exact), whatever the value counts.
    int valueLow = 0, valueHigh = 0;
    SearchStats stats;
};

// Where a root card's value (less the plan's banked value) is sought, given
// the plan's value in [valueLow, valueHigh]: no card does better for the
// seat to play than the value, and most do about as well, so the search
// starts next to it.
struct CardSearchRange {
    int low = 0, high = 0;
    Expect expect = Expect::Anywhere;
};
CardSearchRange cardSearchRange(const Plan& plan, int valueLow, int valueHigh);

// Throws ProblemError when the contract is illegal for the deal.
SolveResult solveProblem(const Problem& problem, const SolveRequest& request, TranspositionTable& table);

}  // namespace soloist
