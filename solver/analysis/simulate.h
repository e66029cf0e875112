// Judging a hand before the play: sample the unseen cards many times
// (analysis/deal_sampler.h), solve each sample double dummy, and report per
// contract the chance of making it (with a 95% Wilson interval), the spread of
// tricks or points, and the expected score.
#pragma once

#include <cstdint>
#include <functional>

#include <nlohmann/json.hpp>

#include "analysis/solve.h"

namespace soloist {

struct SimulateRequest {
    int samples = 100;
    uint64_t seed = 1;
    // Every contract the declarer could choose (types x trumps x calls and
    // partners), instead of the problem's own contract.
    bool allContracts = false;
    // For the problem's contract: every opening card's mean value and chance
    // of making over the samples.
    bool leads = false;
    Question question = Question::Exact;
    std::optional<double> budgetMs;  // per sample and contract
    int threads = 0;                 // 0: all cores
    bool keepSamples = false;        // adds "sample_records": each sample's problem and results
    std::function<void(int done, int total)> progress;  // called from worker threads, serialised
};

// Throws ProblemError naming the field at fault.
nlohmann::json simulateProblem(const nlohmann::json& problem, const SimulateRequest& request);

}  // namespace soloist
