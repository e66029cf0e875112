#include "io/table_json.h"

#include "io/solve_json.h"
#include "io/verdict_json.h"

namespace soloist {

namespace {

using nlohmann::json;

constexpr const char* kSeatNames[] = {"N", "E", "S", "W"};
constexpr const char* kStrains[] = {"S", "H", "D", "C", "N"};  // TrickTable's strain order

std::string vulnerabilityName(Vulnerability v) { return v.ns ? (v.ew ? "both" : "ns") : (v.ew ? "ew" : "none"); }

// A table entry: its solve result without what the table says once.
json entryJson(const SolveResult& entry) {
    json out = solveResultJson(entry);
    for (const char* key : {"id", "game", "stats"}) out.erase(key);
    return out;
}

json bidJson(const BridgeBid& bid) {
    return {{"contract", {{"type", std::to_string(bid.level) + kStrains[bid.strain]}, {"declarer", bid.declarer},
                          {"trump", kStrains[bid.strain]}, {"target", bid.level + 6}}},
            {"tricks", bid.tricks},
            {"points", nullptr},
            {"outcome", "made"},
            {"makeable", true},
            {"score", bid.score}};
}

json parJson(const ParResult& par) { return {{"score", par.score}, {"contracts", par.contracts}}; }

void addBridgeAnalysis(json& out, const BridgeAnalysis& bridge) {
    json table = json::object();
    for (int seat = 0; seat < 4; ++seat)
        for (int strain = 0; strain < 5; ++strain) table[kSeatNames[seat]][kStrains[strain]] = bridge.tricks[seat][strain];
    out["vulnerable"] = vulnerabilityName(bridge.vulnerable);
    out["dd_table"] = table;
    json best = json::array();
    for (const std::optional<BridgeBid>& bid : bridge.best) best.push_back(bid ? bidJson(*bid) : json(nullptr));
    out["best"] = best;
    out["par"] = parJson(bridge.par);
    if (bridge.ewFirst) out["par"]["ew_first"] = parJson(*bridge.ewFirst);
}

}  // namespace

json tableResultJson(const TableResult& r) {
    json out;
    out["id"] = idValue(r.idJson);
    out["game"] = r.game;
    out["entries"] = json::array();
    for (const SolveResult& entry : r.entries) out["entries"].push_back(entryJson(entry));
    out["skipped"] = json::array();
    for (const SkippedContract& skip : r.skipped)
        out["skipped"].push_back({{"contract", {{"type", skip.type}, {"declarer", skip.declarer}}}, {"reason", skip.reason}});
    if (r.question) {
        out["question"] = *r.question == Question::Exact ? "exact" : "makeable";
        out["exact"] = r.exact;
        if (r.budgetExhausted) out["budget_exhausted"] = r.budgetExhausted;
    }
    if (r.bridge) {
        addBridgeAnalysis(out, *r.bridge);
    } else {
        out["best"] = json::array();
        for (const std::optional<size_t>& seat : r.best)
            out["best"].push_back(seat ? entryJson(r.entries[*seat]) : json(nullptr));
        out["reached"] = r.reached ? entryJson(r.entries[*r.reached]) : json(nullptr);
    }
    out["stats"] = statsJson(r.stats);
    return out;
}

}  // namespace soloist
