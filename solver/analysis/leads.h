// The value of every legal card for the seat to play, best first for that
// seat, with the cards of equal value grouped ("any heart gives 5").
#pragma once

#include <vector>

#include "analysis/solve.h"
#include "games/problem.h"

namespace soloist {

// Cards next to each other in a leads list that share one value.
struct LeadGroup {
    std::vector<Card> cards;
    LeadValue value;
};

// The solve result of docs/FORMAT.md with its leads (one exact entry per
// card, as `solve --leads`) and their groups ("lead_groups").
struct LeadsResult {
    SolveResult solve;
    std::vector<LeadGroup> groups;
};

// Where the declarer still has a choice, the leads are those of the best
// choice. The root cards are searched in parallel (TBB), `threads` 0: all
// cores. Throws ProblemError when the contract is illegal for the deal.
LeadsResult leadsResult(const Problem& problem, int threads = 0);

// Groups a leads list (already best first, every value exact) into runs of
// equal value.
std::vector<LeadGroup> groupLeads(const std::vector<LeadEntry>& leads);

}  // namespace soloist
