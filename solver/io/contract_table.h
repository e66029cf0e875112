// The contract table of one deal given as a docs/FORMAT.md problem: every
// contract the game allows, each read and checked as a problem of its own,
// then solved (analysis/table.h holds the result and its summaries).
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "analysis/solve.h"
#include "analysis/table.h"

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
// `progress`, when set, is told of the contracts to solve once they are known
// (`added`) and of each one solved (`solved`), from the threads that solve
// them.
using TableProgress = std::function<void(size_t added, size_t solved)>;
TableResult contractTable(const nlohmann::json& deal, const std::string& defaultVulnerable, int threads = 0,
                          const SolveRequest& asked = {}, const TableProgress& progress = {});

}  // namespace soloist
