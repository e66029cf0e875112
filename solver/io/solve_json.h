// The solve and leads results of docs/FORMAT.md as JSON objects.
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/leads.h"
#include "analysis/solve.h"

namespace soloist {

nlohmann::json solveResultJson(const SolveResult& result);
// The solve result with "leads", "to_play" and "lead_groups".
nlohmann::json leadsResultJson(const LeadsResult& result);

nlohmann::json statsJson(const SearchStats& stats);
nlohmann::json boundsJson(const CountBounds& bounds);  // [lowest, highest]

}  // namespace soloist
