// Every contract type of every game on seeded random full deals, one thread:
// the spread of solve times (median, p90, p99, max) and of node counts, for
// the exact value and for the makeable question. Users meet the worst case,
// so the tails are the point of this benchmark.
//
// Rows:
//   BM_Contract/<game>/<type>/<question>: deals as `soloist deal --game G
//     --contract TYPE --seed 2026` draws them (random declarer, trump and
//     choices), deal i = index i.
//   BM_AsBid/<game>/<type>/<question>: misère contracts as players bid them.
//     A random hand is almost never a misère hand, so these rows keep, from
//     the same seeded deals in order, those where some seat holds one, and
//     give that seat the contract. A misère hand: high-card points (A 4, K 3,
//     Q 2, J 1) at most 3, and at most `maxHigh` cards from `lowestHigh` up:
//       Solo Whist (13 cards of 52): at most 3 cards from the 9 up;
//       Six-Bid Solo (11 cards of 36): at most 4 cards from the 10 up.
//     (German Solo's "beg" contracts ask for a partner; no Solo game but
//     these two has a declarer who wants no tricks.)
//
//   BM_Simulate/<game>/<type>: `simulate` on the declarer's hand of the
//     first such deal, the other hands (and widow) unseen: 100 samples, one
//     contract, one thread; time and nodes per sample.
//
// Each solve gets a budget (SOLOIST_BENCH_BUDGET_MS, default 1000 ms): a
// solve that runs out counts at its time (just over the budget) and in the
// `over_budget` counter, and its bounds' width in `cut_bounds_width` (the
// mean over such solves); percentiles at the budget mean "at least". Deals per
// row: SOLOIST_BENCH_DEALS (default 100). Percentiles are nearest-rank.
//
// `soloist_contract_bench --dump_problems` prints every problem as JSON Lines.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "games/game.h"
#include "io/contract_recipes.h"
#include "io/deal_generator.h"
#include "facade/soloist.h"
#include "spread.h"

namespace {

using nlohmann::json;

constexpr uint64_t kSeed = 2026;

int envInt(const char* name, int fallback) {
    const char* text = std::getenv(name);
    if (!text || !*text) return fallback;
    return std::max(1, std::atoi(text));
}

int dealsPerRow() { return envInt("SOLOIST_BENCH_DEALS", 100); }
int budgetMs() { return envInt("SOLOIST_BENCH_BUDGET_MS", 1000); }

json drawn(const soloist::Game& game, const std::string& type, uint64_t index, bool solverChooses = false) {
    soloist::DealSpec spec;
    spec.game = &game;
    spec.seed = kSeed;
    spec.contractTypes = {type};
    spec.wishes.solverChooses = solverChooses;
    return json(soloist::generateDeal(spec, index));
}

std::vector<json> randomDeals(const soloist::Game& game, const std::string& type, bool solverChooses) {
    std::vector<json> problems;
    for (int i = 0; i < dealsPerRow(); ++i) problems.push_back(drawn(game, type, uint64_t(i), solverChooses));
    return problems;
}

// Contracts with a choice the solver can be left to make: Six-Bid's call and
// give, Frog's discard (`soloist deal --choices solver`).
bool hasChoices(const soloist::Game& game, const std::string& type) {
    const auto recipe = soloist::findRecipe(game, type);
    return recipe && (recipe->give || recipe->discard);
}

// ---------------------------------------------------------------------------
// Misère hands as players bid them.

struct MisereHand {
    const char* game;
    const char* lowestHigh;  // ranks counted as high cards
    int maxHigh;
};

const MisereHand kMisereHands[] = {
    {"solo-whist", "AKQJT9", 3},
    {"six-bid-solo", "AKQJT", 4},
};

bool fitsMisere(const std::string& hand, const MisereHand& rule) {
    int points = 0, high = 0;
    for (char c : hand) {
        switch (c) {
            case 'A': points += 4; break;
            case 'K': points += 3; break;
            case 'Q': points += 2; break;
            case 'J': points += 1; break;
            default: break;
        }
        if (c != '.' && std::string(rule.lowestHigh).find(c) != std::string::npos) ++high;
    }
    return points <= 3 && high <= rule.maxHigh;
}

std::vector<json> asBidDeals(const soloist::Game& game, const std::string& type, const MisereHand& rule) {
    std::vector<json> problems;
    for (uint64_t i = 0; int(problems.size()) < dealsPerRow() && i < 200000; ++i) {
        json p = drawn(game, type, i);
        for (int seat = 0; seat < int(p["hands"].size()); ++seat)
            if (fitsMisere(p["hands"][seat].get<std::string>(), rule)) {
                p["contract"]["declarer"] = seat;
                problems.push_back(std::move(p));
                break;
            }
    }
    return problems;
}

// ---------------------------------------------------------------------------
// One row: each iteration solves one problem; the spread goes in counters.

void solveRow(benchmark::State& state, const std::vector<json>& problems, const std::string& question) {
    soloist::SolveOptions options;
    options.threads = 1;
    options.question = question;
    options.budgetMs = budgetMs();
    bench_support::TimeSpread spread;
    std::vector<double> nodes;
    int overBudget = 0, failed = 0;
    double boundsWidth = 0;  // summed over the solves cut short
    size_t i = 0;
    for (auto _ : state) {
        const json& problem = problems[i++ % problems.size()];
        spread.start();
        const json result = soloist::solveJson(problem, options);
        spread.stop();
        if (result.contains("error")) {
            state.SkipWithError(("soloist: " + result["error"].dump() + " on " + problem.dump()).c_str());
            return;
        }
        nodes.push_back(result["stats"]["nodes"].get<double>());
        if (result.value("budget_exhausted", false)) {
            ++overBudget;
            const json& bounds = result["bounds"];
            if (bounds.is_array() && bounds.size() == 2 && bounds[0].is_number() && bounds[1].is_number())
                boundsWidth += bounds[1].get<double>() - bounds[0].get<double>();
        }
        if (result["makeable"] == false) ++failed;
    }
    state.counters["deals"] = double(spread.millis().size());
    spread.report(state);
    state.counters["median_nodes"] = bench_support::nearestRank(nodes, 0.5);
    state.counters["max_nodes"] = bench_support::nearestRank(nodes, 1.0);
    state.counters["over_budget"] = overBudget;
    // How much a solve cut short still knows: the mean width of its bounds
    // (tricks or points, as the row counts).
    state.counters["cut_bounds_width"] = overBudget ? boundsWidth / overBudget : 0;
    state.counters["failed"] = failed;
}

void registerRow(const std::string& name, const std::vector<json>& problems, const std::string& question) {
    if (problems.empty()) return;
    benchmark::RegisterBenchmark(name.c_str(),
                                 [problems, question](benchmark::State& s) { solveRow(s, problems, question); })
        ->Iterations(int64_t(problems.size()))
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
}

// A hand judged before the play: seat `declarer`'s hand of deal 0 seen, the
// rest sampled 100 times (`simulate`), one contract, one thread.
void simulateRow(benchmark::State& state, const json& problem) {
    soloist::SimulateOptions options;
    options.samples = 100;
    options.threads = 1;
    options.budgetMs = budgetMs();
    json result;
    for (auto _ : state) result = soloist::simulateJson(problem, options);
    if (result.contains("error")) {
        state.SkipWithError(("soloist: " + result["error"].dump()).c_str());
        return;
    }
    const json& entry = result["contracts"][0];
    state.counters["samples"] = options.samples;
    state.counters["ms_per_sample"] = result["stats"]["time_ms"].get<double>() / options.samples;
    state.counters["nodes_per_sample"] = result["stats"]["nodes"].get<double>() / options.samples;
    state.counters["p_make"] = entry["p_make"].is_number() ? entry["p_make"].get<double>() : -1;
    state.counters["unsettled"] = entry.value("unsettled", 0);
}

json judgedHand(const soloist::Game& game, const std::string& type) {
    json p = drawn(game, type, 0);
    const int declarer = p["contract"]["declarer"].get<int>();
    for (int seat = 0; seat < int(p["hands"].size()); ++seat)
        if (seat != declarer) p["hands"][seat] = nullptr;
    if (p.contains("widow")) p["widow"] = nullptr;
    p["id"] = "simulate-" + std::string(game.id()) + "-" + type;
    return p;
}

void registerSimulateRows() {
    for (const soloist::Game* game : soloist::allGames()) {
        const std::string type = soloist::recipeTypes(*game).front();
        const json problem = judgedHand(*game, type);
        benchmark::RegisterBenchmark(("BM_Simulate/" + std::string(game->id()) + "/" + type).c_str(),
                                     [problem](benchmark::State& s) { simulateRow(s, problem); })
            ->Iterations(1)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
    }
}

struct Row {
    std::string name;
    std::vector<json> problems;
};

std::vector<Row> allRows() {
    std::vector<Row> rows;
    for (const soloist::Game* game : soloist::allGames()) {
        if (game->id() == "bridge") continue;  // soloist_bench compares bridge with libdds
        for (const std::string& type : soloist::recipeTypes(*game)) {
            const std::string name = "BM_Contract/" + std::string(game->id()) + "/" + type;
            rows.push_back({name, randomDeals(*game, type, false)});
            if (hasChoices(*game, type)) rows.push_back({name + "+solver_choices", randomDeals(*game, type, true)});
        }
    }
    for (const MisereHand& rule : kMisereHands) {
        const soloist::Game& game = *soloist::findGame(rule.game);
        for (const std::string& type : soloist::recipeTypes(game))
            if (type.find("misere") != std::string::npos)
                rows.push_back({"BM_AsBid/" + std::string(game.id()) + "/" + type, asBidDeals(game, type, rule)});
    }
    return rows;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<Row> rows = allRows();
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--dump_problems") {
            for (const Row& row : rows)
                for (const json& p : row.problems) std::puts(p.dump().c_str());
            return 0;
        }
    for (const Row& row : rows) {
        registerRow(row.name + "/exact", row.problems, "exact");
        registerRow(row.name + "/makeable", row.problems, "makeable");
    }
    registerSimulateRows();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::AddCustomContext("deals_per_row", std::to_string(dealsPerRow()));
    benchmark::AddCustomContext("budget_ms", std::to_string(budgetMs()));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
