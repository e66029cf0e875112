#include "analysis/solve.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "games/game.h"
#include "games/plan_builder.h"
#include "io/notation.h"
#include "search/search.h"

namespace soloist {

namespace {

struct Evaluated {
    const Plan* plan = nullptr;
    int value = 0;
};

// "Can the declarer side win the first N tricks of the deal in a row?"
bool winsFirstTricks(const Problem& p, const Plan& plan, TranspositionTable& table, uint64_t& nodes) {
    for (int s = 0; s < p.seats(); ++s) {
        const bool onSide = std::find(plan.declarerSide.begin(), plan.declarerSide.end(), s) != plan.declarerSide.end();
        if (!onSide && p.wonTricks[s] > 0) return false;
    }
    const int needed = plan.firstTricks - p.tricksPlayed();
    if (needed <= 0) return true;
    const int remaining = count(plan.start.hands[plan.start.toPlay()]);
    if (needed > remaining) return false;
    Objective run;
    run.measure = Measure::Tricks;
    run.countingSide = run.maximizer = seatMask(plan.declarerSide);
    Search search(*plan.tables, run, table, plan.start, remaining - needed);
    const bool won = search.reaches(needed);
    nodes += search.nodes();
    return won;
}

}  // namespace

nlohmann::json solveProblem(const Problem& p, const SolveRequest& request, TranspositionTable& table) {
    const auto started = std::chrono::steady_clock::now();
    const std::vector<Plan> plans = p.game->plans(p);
    uint64_t nodes = 0;

    // Exact value of every plan; a later plan only needs to show it beats the best so far.
    std::optional<Evaluated> best;
    long bestPreference = 0;
    for (const Plan& plan : plans) {
        const auto preference = [&plan](int value) -> long {
            if (plan.preference) return plan.preference(value);
            return plan.declarerWantsHigh ? value : -value;
        };
        Search search(*plan.tables, plan.objective, table, plan.start);
        int low = plan.lowest, high = plan.highest;
        if (best) {
            // The values that would beat the best: a range at the top (or, for a
            // declarer who wants the value low, at the bottom) of this plan's range.
            std::optional<int> edge;
            for (int v = plan.lowest; v <= plan.highest; ++v) {
                if (preference(v) <= bestPreference) continue;
                if (plan.declarerWantsHigh) { edge = v; break; }
                edge = v;
            }
            const bool better = edge && (plan.declarerWantsHigh ? search.reaches(*edge - plan.banked)
                                                                 : !search.reaches(*edge + 1 - plan.banked));
            if (!better) {
                nodes += search.nodes();
                continue;
            }
            (plan.declarerWantsHigh ? low : high) = *edge;
        }
        const int value = plan.banked + search.exactValue(low - plan.banked, high - plan.banked);
        nodes += search.nodes();
        best = Evaluated{&plan, value};
        bestPreference = preference(value);
    }
    const Plan& plan = *best->plan;

    nlohmann::json leads;
    if (request.leads) {
        Search search(*plan.tables, plan.objective, table, plan.start);
        struct Lead { int bit; int value; };
        std::vector<Lead> values;
        const int low = plan.lowest - plan.banked, high = plan.highest - plan.banked;
        for (int move : bitsOf(search.rootMoves())) {
            const int value = plan.banked + search.exactValueAfter(move, low, high);
            for (int bit : bitsOf(search.equivalentsOf(move))) values.push_back({bit, value});
        }
        // Best first for the seat to play.
        const bool moverWantsHigh = plan.objective.isMaximizer(plan.start.toPlay());
        std::stable_sort(values.begin(), values.end(), [&](const Lead& a, const Lead& b) {
            if (a.value != b.value) return moverWantsHigh ? a.value > b.value : a.value < b.value;
            return a.bit > b.bit;
        });
        leads = nlohmann::json::array();
        for (const Lead& l : values) {
            nlohmann::json entry = {{"card", cardName(Card::fromId(plan.tables->printedOf[l.bit]))}};
            entry.update(plan.leadValue(l.value));
            leads.push_back(entry);
        }
        nodes += search.nodes();
    }

    Answer answer{best->value, std::nullopt};
    if (plan.firstTricks > 0) answer.firstTricks = winsFirstTricks(p, plan, table, nodes);
    const Verdict verdict = plan.judge(answer);

    nlohmann::json out;
    out["id"] = p.id;
    out["game"] = std::string(p.game->id());
    out["contract"] = plan.contract;
    out["declarer_side"] = plan.declarerSide;
    out["tricks"] = verdict.tricks;
    out["points"] = verdict.points;
    out["outcome"] = verdict.outcome;
    out["makeable"] = verdict.makeable;
    out["score"] = verdict.score;
    out.update(verdict.extra);
    if (!plan.choice.is_null()) out["choice"] = plan.choice;
    if (request.leads) out["leads"] = leads;
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    out["stats"] = {{"nodes", nodes}, {"time_ms", std::round(ms * 1000) / 1000}};
    return out;
}

}  // namespace soloist
