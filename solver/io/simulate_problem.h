// A simulation run on a docs/FORMAT.md problem with hidden hands: deals
// sampled, each contract read and solved on every sample, summarised
// (analysis/simulate.h holds the result and the summaries).
#pragma once

#include <nlohmann/json.hpp>

#include "analysis/simulate.h"

namespace soloist {

// Throws ProblemError naming the field at fault.
SimulateResult simulateProblem(const nlohmann::json& problem, const SimulateRequest& request);

}  // namespace soloist
