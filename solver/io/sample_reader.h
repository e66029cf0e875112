// `simulate` input: a FORMAT.md problem whose unseen hands are null (and an
// unseen widow null or left out), with optional "constraints" on the hidden
// hands; and the complete problem each sampled deal becomes.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "analysis/deal_sampler.h"
#include "games/deal_knowledge.h"

namespace soloist {

// Throws ProblemError naming the field at fault.
DealKnowledge readDealKnowledge(const nlohmann::json& problem);

// `problem` with the sampled hands and widow written in, "constraints"
// dropped, and id "<id>#<index>" (or "sample-<index>").
nlohmann::json sampledProblem(const nlohmann::json& problem, const SampledDeal& deal, uint64_t index);

}  // namespace soloist
