#include "analysis/leads.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>


#include "analysis/parallel.h"
#include "analysis/solve.h"
#include "analysis/worker_table.h"
#include "games/game.h"
#include "search/search.h"

namespace soloist {

namespace {

// The plan the solve result stands for: the chosen one when there was a choice.
const Plan& chosenPlan(const std::vector<Plan>& plans, const SolveResult& result) {
    for (const Plan& plan : plans)
        if (plan.choice == result.choice) return plan;
    return plans.front();
}

struct CardValue {
    int bit;    // lane bit of the card
    int value;  // final value after it is played
};

}  // namespace

LeadsResult leadsResult(const Problem& p, int threads) {
    const auto started = std::chrono::steady_clock::now();
    LeadsResult out{solveProblem(p, SolveRequest{}, workerTable()), {}};

    const std::vector<Plan> plans = p.game->plans(p);
    const Plan& plan = chosenPlan(plans, out.solve);
    const CardSearchRange range = cardSearchRange(plan, out.solve.valueLow, out.solve.valueHigh);

    std::vector<int> moves;
    {
        Search root(*plan.tables, plan.objective, workerTable(), plan.start);
        for (int move : bitsOf(root.rootMoves())) moves.push_back(move);
    }
    std::vector<int> values(moves.size());
    std::vector<CardSet> equivalents(moves.size());
    std::atomic<uint64_t> nodes{0};
    runIsolated(threads, [&] {
        parallelFor(moves.size(), [&](size_t i) {
            Search search(*plan.tables, plan.objective, workerTable(), plan.start);
            int l = range.low, h = range.high;
            search.narrowAfter(moves[i], l, h, range.expect);
            values[i] = plan.banked + l;
            equivalents[i] = search.equivalentsOf(moves[i]);
            nodes += search.nodes();
        });
    });

    std::vector<CardValue> cards;
    for (size_t i = 0; i < moves.size(); ++i)
        for (int bit : bitsOf(equivalents[i])) cards.push_back({bit, values[i]});
    // Best first for the seat to play; equal values by lane power, high first (as solve --leads).
    const bool moverWantsHigh = plan.objective.isMaximizer(plan.start.toPlay());
    std::sort(cards.begin(), cards.end(), [&](const CardValue& a, const CardValue& b) {
        if (a.value != b.value) return moverWantsHigh ? a.value > b.value : a.value < b.value;
        return a.bit > b.bit;
    });
    std::vector<LeadEntry> leads;
    for (const CardValue& c : cards) {
        LeadEntry entry;
        entry.card = Card::fromId(plan.tables->printedOf[c.bit]);
        entry.value = plan.leadValue(c.value);
        leads.push_back(entry);
    }
    out.groups = groupLeads(leads);
    out.solve.leads = std::move(leads);
    out.solve.toPlay = plan.start.toPlay();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out.solve.stats.nodes += nodes.load();
    out.solve.stats.timeMs = std::round(ms * 1000) / 1000;
    return out;
}

std::vector<LeadGroup> groupLeads(const std::vector<LeadEntry>& leads) {
    std::vector<LeadGroup> groups;
    for (const LeadEntry& lead : leads) {
        const LeadValue value = lead.value.value_or(LeadValue{});
        if (groups.empty() || groups.back().value != value) groups.push_back({{}, value});
        groups.back().cards.push_back(lead.card);
    }
    return groups;
}

}  // namespace soloist
