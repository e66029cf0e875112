#include "io/solve_json.h"

#include "cards/notation.h"
#include "io/verdict_json.h"

namespace soloist {

namespace {

using nlohmann::json;

json leadJson(const LeadEntry& lead) {
    json out = {{"card", cardName(lead.card)}};
    if (lead.value) {
        out.update(leadValueJson(*lead.value));
        if (lead.judged) out["makeable"] = lead.makeable ? json(*lead.makeable) : json(nullptr);
    } else {
        out["exact"] = false;
        out["bounds"] = boundsJson(lead.bounds);
    }
    return out;
}

json leadGroupJson(const LeadGroup& group) {
    json out = leadValueJson(group.value);
    out["cards"] = json::array();
    for (Card card : group.cards) out["cards"].push_back(cardName(card));
    return out;
}

}  // namespace

json statsJson(const SearchStats& stats) { return {{"nodes", stats.nodes}, {"time_ms", stats.timeMs}}; }

json boundsJson(const CountBounds& bounds) {
    return json::array({orNull(bounds.lowest), orNull(bounds.highest)});
}

json solveResultJson(const SolveResult& r) {
    json out = contractResultHead(r.idJson, r.game, r.contract, r.declarerSide);
    addVerdict(out, r.verdict);
    if (r.choice) out["choice"] = choiceJson(*r.choice);
    if (r.leads) {
        out["leads"] = json::array();
        for (const LeadEntry& lead : *r.leads) out["leads"].push_back(leadJson(lead));
        out["to_play"] = r.toPlay;
    }
    if (r.question) {
        out["question"] = *r.question == Question::Exact ? "exact" : "makeable";
        out["exact"] = r.exact;
        if (r.bounds) out["bounds"] = boundsJson(*r.bounds);
        if (r.budgetExhausted) out["budget_exhausted"] = true;
    }
    out["stats"] = statsJson(r.stats);
    return out;
}

json leadsResultJson(const LeadsResult& r) {
    json out = solveResultJson(r.solve);
    out["lead_groups"] = json::array();
    for (const LeadGroup& group : r.groups) out["lead_groups"].push_back(leadGroupJson(group));
    return out;
}

}  // namespace soloist
