// The value of every legal card for the seat to play, best first for that
// seat, with the cards of equal value grouped ("any heart gives 5").
#pragma once

#include <nlohmann/json.hpp>

#include "games/problem.h"

namespace soloist {

// The solve result of docs/FORMAT.md plus "leads" (one entry per card, as
// `solve --leads`) and "lead_groups" ({"cards": [...], <value fields>}).
// Where the declarer still has a choice, the leads are those of the best
// choice. The root cards are searched in parallel (TBB), `threads` 0: all
// cores. Throws ProblemError when the contract is illegal for the deal.
nlohmann::json leadsResult(const Problem& problem, int threads = 0);

// Groups a per-card `leads` list (already best first) into runs of equal value.
nlohmann::json groupLeads(const nlohmann::json& leads);

}  // namespace soloist
