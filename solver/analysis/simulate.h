// Judging a hand before the play: sample the unseen cards many times
// (analysis/deal_sampler.h), solve each sample double dummy, and report per
// contract the chance of making it (with a 95% Wilson interval), the spread of
// tricks or points, and the expected score.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "analysis/skipped_contract.h"
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

// One contract over every sample.
struct ContractOdds {
    // The contract as the samples echo it; unset when no sample could be
    // solved: then the contract asked, kept as its JSON text, is shown.
    std::optional<ContractEcho> contract;
    std::string askedJson;
    int samples = 0;                // samples solved
    std::optional<double> pMake;    // unset: no sample settled it
    std::optional<std::pair<double, double>> pMake95;  // 95% Wilson interval
    bool countsPoints = false;      // the measure: points, else tricks
    std::optional<double> mean;
    std::map<int, int> distribution;  // count -> samples
    std::optional<double> expectedScore;
    int unsettled = 0;   // samples whose makeable was left open
    int uncounted = 0;   // samples with neither tricks nor points
    int errors = 0;      // samples the contract could not be played on
};

// One opening card over the samples.
struct LeadOdds {
    Card card;
    int samples = 0;
    std::optional<double> pMake;
    std::optional<double> mean;
};

// One sample solved for every contract: the result, or why the contract
// could not be played on the sample.
using SampleSolve = std::variant<SolveResult, ProblemError>;

struct SampleRecord {
    std::string problemJson;  // the sampled problem, as JSON text
    std::vector<SampleSolve> results;
};

// The result of docs/SIMULATE.md (io/ writes it as JSON).
struct SimulateResult {
    std::string idJson = "null";  // the problem's id, as Problem::idJson
    std::string game;
    int samples = 0;
    uint64_t seed = 0;
    Question question = Question::Exact;
    std::vector<ContractOdds> contracts;
    std::optional<size_t> best;  // index into contracts
    // With SimulateRequest::leads: the seat on lead and every opening card,
    // best first for it.
    std::optional<int> leader;
    std::vector<LeadOdds> leads;
    std::vector<SkippedContract> skipped;
    std::optional<std::vector<SampleRecord>> sampleRecords;  // with keepSamples
    SearchStats stats;
    long dealsDrawn = 0;
};

// One contract over every sample; `askedJson`: the contract asked, as JSON text.
ContractOdds summariseContract(std::string askedJson, const std::vector<const SampleSolve*>& results);

// Every opening card over the samples, best first for the seat on lead.
std::vector<LeadOdds> summariseLeads(const std::vector<const SampleSolve*>& results, bool leaderDeclares);

// The best contract among those solved on some sample: the highest expected
// score, then the likeliest to make.
std::optional<size_t> bestContract(const std::vector<ContractOdds>& contracts);

}  // namespace soloist
