// The contract table of one deal: every contract type of the game for every
// declarer and every trump it allows, solved; the best contract each seat can
// make and the contract the table reaches double dummy (docs/RULINGS.md).
// Bridge: the 4 x 5 double-dummy table and par.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "analysis/solve.h"

namespace soloist {

// `deal`: a docs/FORMAT.md problem whose `contract` is ignored. Bridge deals may
// carry "vulnerable" ("none", "ns", "ew", "both"); `defaultVulnerable` is used
// otherwise. Contracts illegal on the deal are listed under "skipped" with the
// reason. Entries are solved in parallel (`threads` 0: all cores). Throws
// ProblemError when the deal itself cannot be read.
// `asked`: the question and budget for each contract of the Solo games
// (bridge tables stay exact: they take milliseconds and par needs every
// count). An entry cut short or settled only by class carries its proven
// bounds, and the table says "exact": false.
nlohmann::json contractTable(const nlohmann::json& deal, const std::string& defaultVulnerable, int threads = 0,
                             const SolveRequest& asked = {});

}  // namespace soloist
