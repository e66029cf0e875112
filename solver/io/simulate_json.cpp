#include "io/simulate_json.h"

#include "cards/notation.h"
#include "io/solve_json.h"
#include "io/verdict_json.h"

namespace soloist {

namespace {

using nlohmann::json;

json contractOf(const ContractOdds& odds) {
    return odds.contract ? contractJson(*odds.contract) : json::parse(odds.askedJson);
}

json oddsJson(const ContractOdds& odds) {
    json out;
    out["contract"] = contractOf(odds);
    out["samples"] = odds.samples;
    out["p_make"] = orNull(odds.pMake);
    out["p_make_95"] = odds.pMake95 ? json::array({odds.pMake95->first, odds.pMake95->second})
                                    : json::array({nullptr, nullptr});
    out["measure"] = odds.countsPoints ? "points" : "tricks";
    out["mean"] = orNull(odds.mean);
    json distribution = json::object();
    for (const auto& [count, samples] : odds.distribution) distribution[std::to_string(count)] = samples;
    out["distribution"] = distribution;
    out["expected_score"] = orNull(odds.expectedScore);
    if (odds.unsettled) out["unsettled"] = odds.unsettled;
    if (odds.uncounted) out["uncounted"] = odds.uncounted;
    if (odds.errors) out["errors"] = odds.errors;
    return out;
}

json sampleSolveJson(const SampleSolve& solve) {
    if (const auto* error = std::get_if<ProblemError>(&solve)) return {{"error", error->what()}, {"field", error->field}};
    return solveResultJson(std::get<SolveResult>(solve));
}

}  // namespace

json simulateResultJson(const SimulateResult& r) {
    json out;
    out["id"] = idValue(r.idJson);
    out["game"] = r.game;
    out["samples"] = r.samples;
    out["seed"] = r.seed;
    out["question"] = r.question == Question::Exact ? "exact" : "makeable";
    out["contracts"] = json::array();
    for (const ContractOdds& odds : r.contracts) out["contracts"].push_back(oddsJson(odds));
    out["best"] = r.best ? contractOf(r.contracts[*r.best]) : json(nullptr);
    if (r.leader) {
        out["leader"] = *r.leader;
        out["leads"] = json::array();
        for (const LeadOdds& lead : r.leads)
            out["leads"].push_back(
                {{"card", cardName(lead.card)}, {"samples", lead.samples}, {"p_make", orNull(lead.pMake)}, {"mean", orNull(lead.mean)}});
    }
    if (!r.skipped.empty()) {
        out["skipped"] = json::array();
        for (const SkippedContract& skip : r.skipped)
            out["skipped"].push_back({{"contract", {{"type", skip.type}, {"declarer", skip.declarer}}}, {"reason", skip.reason}});
    }
    if (r.sampleRecords) {
        json records = json::array();
        for (const SampleRecord& record : *r.sampleRecords) {
            json results = json::array();
            for (const SampleSolve& solve : record.results) results.push_back(sampleSolveJson(solve));
            records.push_back({{"problem", json::parse(record.problemJson)}, {"results", results}});
        }
        out["sample_records"] = records;
    }
    out["stats"] = statsJson(r.stats);
    out["stats"]["deals_drawn"] = r.dealsDrawn;
    return out;
}

}  // namespace soloist
