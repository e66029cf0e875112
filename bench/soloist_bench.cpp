// Google Benchmark suite: soloist against libdds on the same seeded random
// bridge deals, and soloist alone on full deals of the other games.
//
// Everything is single-threaded: soloist is asked for one thread and libdds
// is set up with SetMaxThreads(1). Times are wall-clock (UseRealTime), since
// libdds may run its single worker on a thread of its own. The bridge rows
// also time each problem alone and report the spread over the deals
// (median_ms, p90_ms, p99_ms, max_ms; bench/spread.h) for both solvers.
// The SideBySide rows solve each deal with both solvers back to back and
// report soloist's time over libdds's (of the means, per deal, and of the
// two solvers' percentiles), figures that the load of a shared machine,
// moving between rows, moves far less.
//
// Iteration counts are fixed so that every solver sees exactly the same
// problems, each once. Two deal sets:
//   quick (default): small enough to finish in a few minutes with the
//     current engine;
//   full (environment SOLOIST_BENCH_FULL=1): twice the deals of each
//     benchmark (three times the bridge tables).
// With SOLOIST_BENCH_PER_DEAL=1, the side-by-side rows print each deal's
// times and soloist's node counts on stderr (and for contracts libdds's,
// counted its way).
// `soloist_bench --dump_problems` prints every problem soloist solves here as
// JSON Lines, for `soloist solve`.
#include <benchmark/benchmark.h>
#include <dds/dll.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "facade/soloist.h"
#include "spread.h"
#include "support/libdds_glue.h"

namespace {

using nlohmann::json;

bool gFull = false;     // SOLOIST_BENCH_FULL=1
bool gPerDeal = false;  // SOLOIST_BENCH_PER_DEAL=1: each side-by-side deal's figures on stderr

// ---------------------------------------------------------------------------
// Seeded random deals of any of the decks.

// Uniform integer in [0, n); plain modulo keeps the sequence identical across
// standard libraries (std::shuffle and the distributions are not portable).
int pick(std::mt19937_64& rng, int n) { return int(rng() % uint64_t(n)); }

struct Card {
    int suit;   // 0..3 = S H D C
    char rank;  // 'A', 'K', ..., '2'
};

// A deck: `ranks` high to low in each suit.
std::vector<Card> shuffledDeck(const std::string& ranks, std::mt19937_64& rng) {
    std::vector<Card> deck;
    for (int suit = 0; suit < 4; ++suit)
        for (char r : ranks) deck.push_back({suit, r});
    for (int i = int(deck.size()) - 1; i > 0; --i) std::swap(deck[i], deck[pick(rng, i + 1)]);
    return deck;
}

// docs/FORMAT.md hand text of `cards` (ranks written in deck order, high to low).
std::string handText(const std::vector<Card>& cards, const std::string& ranks) {
    std::string s;
    for (int suit = 0; suit < 4; ++suit) {
        if (suit) s += '.';
        for (char r : ranks)
            for (const Card& c : cards)
                if (c.suit == suit && c.rank == r) s += r;
    }
    return s;
}

struct Dealt {
    std::vector<std::vector<Card>> hands;
    std::vector<Card> widow;
};

// Deals `seats` hands of `perHand` cards, then `widow` cards; the rest of the
// deck (Ombre's 13 cards) stays out of play.
Dealt dealCards(const std::string& ranks, int seats, int perHand, int widow, uint64_t seed) {
    std::mt19937_64 rng(seed);
    const std::vector<Card> deck = shuffledDeck(ranks, rng);
    Dealt d;
    size_t next = 0;
    d.hands.resize(seats);
    for (int s = 0; s < seats; ++s)
        for (int i = 0; i < perHand; ++i) d.hands[s].push_back(deck[next++]);
    for (int i = 0; i < widow; ++i) d.widow.push_back(deck[next++]);
    return d;
}

// ---------------------------------------------------------------------------
// Soloist calls.

struct SoloistTally {
    double nodes = 0;
    int solves = 0;
};

json solveWithSoloist(benchmark::State& state, const json& problem, SoloistTally& tally) {
    soloist::SolveOptions options;
    options.threads = 1;
    json result = soloist::solveJson(problem, options);
    if (result.contains("error")) {
        state.SkipWithError(("soloist: " + result["error"].dump() + " on " + problem.dump()).c_str());
        return result;
    }
    if (result.contains("stats") && result["stats"].contains("nodes"))
        tally.nodes += result["stats"]["nodes"].get<double>();
    ++tally.solves;
    benchmark::DoNotOptimize(result);
    return result;
}

void reportSoloist(benchmark::State& state, const SoloistTally& tally) {
    if (tally.solves == 0) return;
    state.counters["solves"] = tally.solves;
    state.counters["nodes/solve"] = tally.nodes / tally.solves;
}

// Allocates soloist's per-thread tables before timing starts, so the first
// benchmark does not pay for it.
void warmUpSoloist() {
    soloist::SolveOptions options;
    options.threads = 1;
    const json ending = {{"game", "bridge"},
                         {"hands", {"A...", "K...", "Q...", "J..."}},
                         {"contract", {{"type", "N"}, {"declarer", 0}}}};
    benchmark::DoNotOptimize(soloist::solveJson(ending, options));
}

// ---------------------------------------------------------------------------
// Bridge: the same deals for soloist and libdds.

constexpr char kBridgeRanks[] = "AKQJT98765432";
constexpr char kStrains[] = "SHDCN";  // DDS strain order
constexpr uint64_t kBridgeSeed = 0x50105157'bbbb'0000ULL;

// One contract per deal: deal k gets declarer k % 4 and strain k % 5, so
// every 20 deals cover every (declarer, strain) pair once.
int contractDeals() { return gFull ? 100 : 40; }
// Full 4x5 tables (20 solves per deal for soloist), on the first deals.
int tableDeals() { return gFull ? 100 : 10; }

struct BridgeDeal {
    std::array<std::string, 4> hands;
    std::array<std::array<unsigned, 4>, 4> masks{};  // DDS: bit (1 << rank), rank 2..14
};

int ddsRank(char r) {
    switch (r) {
        case 'A': return 14;
        case 'K': return 13;
        case 'Q': return 12;
        case 'J': return 11;
        case 'T': return 10;
        default: return r - '0';
    }
}

BridgeDeal bridgeDeal(int index) {
    const Dealt d = dealCards(kBridgeRanks, 4, 13, 0, kBridgeSeed + uint64_t(index));
    BridgeDeal b;
    for (int seat = 0; seat < 4; ++seat) {
        b.hands[seat] = handText(d.hands[seat], kBridgeRanks);
        for (const Card& c : d.hands[seat]) b.masks[seat][c.suit] |= 1u << ddsRank(c.rank);
    }
    return b;
}

const std::vector<BridgeDeal>& bridgeDeals() {
    static const std::vector<BridgeDeal> deals = [] {
        std::vector<BridgeDeal> v;
        for (int i = 0; i < std::max(contractDeals(), tableDeals()); ++i) v.push_back(bridgeDeal(i));
        return v;
    }();
    return deals;
}

json bridgeProblem(const BridgeDeal& d, int declarer, int strain) {
    return {{"game", "bridge"},
            {"hands", d.hands},
            {"contract", {{"type", std::string(1, kStrains[strain])}, {"declarer", declarer}}}};
}

using soloist::testing_support::ddsError;
using soloist::testing_support::useDdsSingleThreaded;

// Soloist's answers, kept to check libdds's against them (outside the timing).
std::vector<int> gSoloistContractTricks;                       // per contract deal, -1: not solved
std::vector<std::array<std::array<int, 5>, 4>> gSoloistTables;  // [deal][declarer][strain]

// Soloist's tricks for `problem`, timed into `spread`; -1 after an error
// (reported on `state`).
int soloistContractTricks(benchmark::State& state, const json& problem, SoloistTally& tally,
                          bench_support::TimeSpread& spread) {
    spread.start();
    const json result = solveWithSoloist(state, problem, tally);
    spread.stop();
    return result.contains("tricks") ? result["tricks"].get<int>() : -1;
}

// libdds's tricks for the contract of deal k (declarer k % 4, strain k % 5),
// timed into `spread`; -1 after an error (reported on `state`).
int ddsContractTricks(benchmark::State& state, const BridgeDeal& d, int k, bench_support::TimeSpread& spread,
                      double* nodes = nullptr) {
    ::deal dl{};
    dl.trump = k % 5;
    dl.first = (k % 4 + 1) % 4;  // the declarer's left leads
    for (int seat = 0; seat < 4; ++seat)
        for (int suit = 0; suit < 4; ++suit) dl.remainCards[seat][suit] = d.masks[seat][suit];
    futureTricks fut{};
    spread.start();
    const int rc = SolveBoard(dl, /*target=*/-1, /*solutions=*/1, /*mode=*/1, &fut, /*threadIndex=*/0);
    spread.stop();
    if (rc != RETURN_NO_FAULT) {
        state.SkipWithError(ddsError(rc).c_str());
        return -1;
    }
    if (nodes) *nodes += fut.nodes;
    return 13 - fut.score[0];  // libdds scores the side on lead, the defenders
}

// libdds's table of deal d, timed into `spread`; false after an error.
bool ddsTable(benchmark::State& state, const BridgeDeal& d, ddTableResults& res, bench_support::TimeSpread& spread) {
    ddTableDeal t{};
    for (int seat = 0; seat < 4; ++seat)
        for (int suit = 0; suit < 4; ++suit) t.cards[seat][suit] = d.masks[seat][suit];
    spread.start();
    const int rc = CalcDDtable(t, &res);
    spread.stop();
    if (rc != RETURN_NO_FAULT) state.SkipWithError(ddsError(rc).c_str());
    return rc == RETURN_NO_FAULT;
}

// Soloist's table of deal d, timed into `spread`: [declarer][strain], or
// nothing after an error.
std::optional<std::array<std::array<int, 5>, 4>> soloistTable(benchmark::State& state, const BridgeDeal& d,
                                                              double& nodes, bench_support::TimeSpread& spread) {
    json deal = bridgeProblem(d, 0, 0);
    deal.erase("contract");
    soloist::TableOptions options;
    options.threads = 1;
    spread.start();
    const json table = soloist::tableJson(deal, options);
    spread.stop();
    if (table.contains("error")) {
        state.SkipWithError(("soloist: " + table["error"].dump()).c_str());
        return std::nullopt;
    }
    nodes += table["stats"]["nodes"].get<double>();
    std::array<std::array<int, 5>, 4> tricks{};
    for (int declarer = 0; declarer < 4; ++declarer)
        for (int strain = 0; strain < 5; ++strain)
            tricks[declarer][strain] =
                table["dd_table"][std::string(1, "NESW"[declarer])][std::string(1, kStrains[strain])].get<int>();
    return tricks;
}

// Soloist's table ([declarer][strain]) equals libdds's ([strain][declarer]).
bool sameTable(const std::array<std::array<int, 5>, 4>& ours, const ddTableResults& theirs) {
    for (int declarer = 0; declarer < 4; ++declarer)
        for (int strain = 0; strain < 5; ++strain)
            if (ours[declarer][strain] != theirs.resTable[strain][declarer]) return false;
    return true;
}

void BM_Bridge_Contract_Soloist(benchmark::State& state) {
    const auto& deals = bridgeDeals();
    gSoloistContractTricks.assign(contractDeals(), -1);
    SoloistTally tally;
    bench_support::TimeSpread spread;
    int i = 0;
    for (auto _ : state) {
        const int k = i++ % contractDeals();
        const json problem = bridgeProblem(deals[k], k % 4, k % 5);
        gSoloistContractTricks[k] = soloistContractTricks(state, problem, tally, spread);
    }
    reportSoloist(state, tally);
    spread.report(state);
}

void BM_Bridge_Contract_DdsSolveBoard(benchmark::State& state) {
    useDdsSingleThreaded();
    const auto& deals = bridgeDeals();
    double nodes = 0;
    bench_support::TimeSpread spread;
    int i = 0;
    for (auto _ : state) {
        const int k = i++ % contractDeals();
        const int tricks = ddsContractTricks(state, deals[k], k, spread, &nodes);
        if (tricks < 0) break;
        if (size_t(k) < gSoloistContractTricks.size() && gSoloistContractTricks[k] >= 0 &&
            gSoloistContractTricks[k] != tricks) {
            state.SkipWithError(("results differ on contract deal " + std::to_string(k)).c_str());
            break;
        }
    }
    state.counters["solves"] = double(state.iterations());
    spread.report(state);
    // libdds counts its nodes its own way: not comparable with soloist's.
    state.counters["dds_nodes/solve"] = state.iterations() ? nodes / double(state.iterations()) : 0;
}

// The whole 4 x 5 table through the library's `table` analysis (which also
// works out par), single-threaded.
void BM_Bridge_Table_Soloist(benchmark::State& state) {
    const auto& deals = bridgeDeals();
    gSoloistTables.assign(tableDeals(), {});
    double nodes = 0;
    bench_support::TimeSpread spread;
    int i = 0;
    for (auto _ : state) {
        const int k = i++ % tableDeals();
        const auto tricks = soloistTable(state, deals[k], nodes, spread);
        if (!tricks) break;
        gSoloistTables[k] = *tricks;
    }
    state.counters["tables"] = double(state.iterations());
    spread.report(state);
    state.counters["nodes/table"] = state.iterations() ? nodes / double(state.iterations()) : 0;
}

void BM_Bridge_Table_DdsCalcDDtable(benchmark::State& state) {
    useDdsSingleThreaded();
    const auto& deals = bridgeDeals();
    bench_support::TimeSpread spread;
    int i = 0;
    for (auto _ : state) {
        const size_t k = size_t(i++ % tableDeals());
        ddTableResults res{};
        if (!ddsTable(state, deals[k], res, spread)) break;
        if (k < gSoloistTables.size() && !sameTable(gSoloistTables[k], res)) {
            state.SkipWithError(("tables differ on deal " + std::to_string(k)).c_str());
            break;
        }
        benchmark::DoNotOptimize(res);
    }
    state.counters["tables"] = double(state.iterations());
    spread.report(state);
}

// ---------------------------------------------------------------------------
// Side by side in one row: each deal solved by both solvers back to back
// (which goes first alternates), so that both times of a deal meet the same
// load. On this shared machine the separate rows above, run a minute apart,
// gave soloist/libdds mean ratios from 0.71 to 1.08 for the same build;
// here the ratios are per deal, and the row reports their spread and the
// ratio of each solver's percentiles over the same deals.

// The counters of a side-by-side row: soloist's time over libdds's for the
// whole row (mean), per deal (median and p90 of the deals' ratios), and of
// the two solvers' own p50, p99 and max over the same deals.
void reportSideBySide(benchmark::State& state, const bench_support::TimeSpread& ours,
                      const bench_support::TimeSpread& theirs) {
    using bench_support::nearestRank;
    const std::vector<double>& a = ours.millis();
    const std::vector<double>& b = theirs.millis();
    if (a.empty() || a.size() != b.size()) return;
    double sumA = 0, sumB = 0;
    std::vector<double> perDeal;
    for (size_t i = 0; i < a.size(); ++i) {
        sumA += a[i];
        sumB += b[i];
        perDeal.push_back(a[i] / b[i]);
    }
    state.counters["soloist_mean_ms"] = sumA / double(a.size());
    state.counters["libdds_mean_ms"] = sumB / double(b.size());
    state.counters["ratio_of_means"] = sumA / sumB;
    state.counters["deal_ratio_median"] = nearestRank(perDeal, 0.5);
    state.counters["deal_ratio_p90"] = nearestRank(perDeal, 0.9);
    for (const auto& [name, fraction] : {std::pair{"p50", 0.5}, {"p99", 0.99}, {"max", 1.0}})
        state.counters[std::string("ratio_of_") + name] = nearestRank(a, fraction) / nearestRank(b, fraction);
}

void BM_Bridge_Contract_SideBySide(benchmark::State& state) {
    useDdsSingleThreaded();
    const auto& deals = bridgeDeals();
    SoloistTally tally;
    bench_support::TimeSpread ours, theirs;
    int i = 0;
    for (auto _ : state) {
        const int k = i++ % contractDeals();
        const json problem = bridgeProblem(deals[k], k % 4, k % 5);
        int soloistTricks = -1, ddsTricks = -1;
        const double soloistNodesBefore = tally.nodes;
        double ddsNodes = 0;
        for (int turn = 0; turn < 2; ++turn) {
            if ((turn + k) % 2 == 0) soloistTricks = soloistContractTricks(state, problem, tally, ours);
            else ddsTricks = ddsContractTricks(state, deals[k], k, theirs, &ddsNodes);
        }
        if (soloistTricks < 0 || ddsTricks < 0) break;  // the error is reported
        if (gPerDeal)
            std::fprintf(stderr, "contract deal %d declarer %d strain %d tricks %d: soloist %.2f ms %.0f nodes, libdds %.2f ms %.0f nodes\n",
                         k, k % 4, k % 5, soloistTricks, ours.millis().back(), tally.nodes - soloistNodesBefore,
                         theirs.millis().back(), ddsNodes);
        if (soloistTricks != ddsTricks) {
            state.SkipWithError(("results differ on contract deal " + std::to_string(k)).c_str());
            break;
        }
    }
    reportSoloist(state, tally);
    reportSideBySide(state, ours, theirs);
}

void BM_Bridge_Table_SideBySide(benchmark::State& state) {
    useDdsSingleThreaded();
    const auto& deals = bridgeDeals();
    double nodes = 0;
    bench_support::TimeSpread ours, theirs;
    int i = 0;
    for (auto _ : state) {
        const int k = i++ % tableDeals();
        const double nodesBefore = nodes;
        std::optional<std::array<std::array<int, 5>, 4>> mine;
        ddTableResults res{};
        bool ddsOk = false;
        for (int turn = 0; turn < 2; ++turn) {
            if ((turn + k) % 2 == 0) mine = soloistTable(state, deals[k], nodes, ours);
            else ddsOk = ddsTable(state, deals[k], res, theirs);
        }
        if (!mine || !ddsOk) break;  // the error is reported
        if (gPerDeal)
            std::fprintf(stderr, "table deal %d: soloist %.2f ms %.0f nodes, libdds %.2f ms\n", k,
                         ours.millis().back(), nodes - nodesBefore, theirs.millis().back());
        if (!sameTable(*mine, res)) {
            state.SkipWithError(("tables differ on deal " + std::to_string(k)).c_str());
            break;
        }
    }
    state.counters["tables"] = double(state.iterations());
    state.counters["nodes/table"] = state.iterations() ? nodes / double(state.iterations()) : 0;
    reportSideBySide(state, ours, theirs);
}

// Every benchmark: a fixed number of iterations (each problem once),
// wall-clock time, milliseconds.
void configure(benchmark::internal::Benchmark* b, int iterations) {
    b->Iterations(iterations)->UseRealTime()->Unit(benchmark::kMillisecond);
}

void registerBridgeBenchmarks() {
    configure(benchmark::RegisterBenchmark("BM_Bridge_Contract_Soloist", BM_Bridge_Contract_Soloist),
              contractDeals());
    configure(benchmark::RegisterBenchmark("BM_Bridge_Contract_DdsSolveBoard", BM_Bridge_Contract_DdsSolveBoard),
              contractDeals());
    configure(benchmark::RegisterBenchmark("BM_Bridge_Table_Soloist", BM_Bridge_Table_Soloist), tableDeals());
    configure(benchmark::RegisterBenchmark("BM_Bridge_Table_DdsCalcDDtable", BM_Bridge_Table_DdsCalcDDtable),
              tableDeals());
    configure(benchmark::RegisterBenchmark("BM_Bridge_Contract_SideBySide", BM_Bridge_Contract_SideBySide),
              contractDeals());
    configure(benchmark::RegisterBenchmark("BM_Bridge_Table_SideBySide", BM_Bridge_Table_SideBySide), tableDeals());
}

// ---------------------------------------------------------------------------
// The other games: full random deals, one typical contract each, the
// declarer rotating over the seats (deal k: declarer k % seats).

struct GameSetup {
    const char* game;
    const char* ranks;  // the deck, high to low in each suit
    int seats;
    int perHand;
    int widow;
    json contract;  // without the declarer
    int deals;      // quick set: seeded deals 0 .. deals-1, one solve each
};

constexpr uint64_t kGameSeed = 0x50105157'6a6e'0000ULL;

const std::vector<GameSetup>& gameSetups() {
    static const json solo = {{"type", "solo"}, {"trump", "H"}};
    static const std::vector<GameSetup> games = {
        {"german-solo", "AKQJT987", 4, 8, 0, solo, 8},
        {"spanish-solo", "AKQJT987", 4, 8, 0, solo, 8},
        // 52 cards and a lone declarer against three: heavy-tailed times
        // (at commit 8bd84c2, single-threaded: 0.001 s to 16 s per deal).
        {"solo-whist", "AKQJT98765432", 4, 13, 0, solo, 6},
        {"ombre", "AKQJ765432", 3, 9, 0, {{"type", "entrada"}, {"trump", "S"}}, 8},
        {"quadrille", "AKQJ765432", 4, 10, 0, solo, 8},
        {"quintille", "AKQJ765432", 5, 8, 0, solo, 8},
        {"six-bid-solo", "AKQJT9876", 3, 11, 3, {{"type", "simple"}, {"trump", "S"}}, 4},
        {"frog", "AKQJT9876", 3, 11, 3, {{"type", "chico"}, {"trump", "S"}}, 4},
    };
    return games;
}

std::vector<json> gameProblems(const GameSetup& g) {
    std::vector<json> problems;
    const int deals = gFull ? 2 * g.deals : g.deals;
    for (int k = 0; k < deals; ++k) {
        const Dealt d = dealCards(g.ranks, g.seats, g.perHand, g.widow, kGameSeed + uint64_t(k));
        json p = {{"id", std::string(g.game) + "-" + std::to_string(k)},
                  {"game", g.game},
                  {"hands", json::array()},
                  {"contract", g.contract}};
        for (const auto& h : d.hands) p["hands"].push_back(handText(h, g.ranks));
        if (g.widow) p["widow"] = handText(d.widow, g.ranks);
        p["contract"]["declarer"] = k % g.seats;
        problems.push_back(std::move(p));
    }
    return problems;
}

void registerGameBenchmarks() {
    for (const GameSetup& g : gameSetups()) {
        const std::vector<json> problems = gameProblems(g);
        const std::string name = std::string("BM_Game/") + g.game + "/" + g.contract["type"].get<std::string>() +
                                 "_" + g.contract["trump"].get<std::string>();
        auto run = [problems](benchmark::State& state) {
            SoloistTally tally;
            size_t i = 0;
            for (auto _ : state) solveWithSoloist(state, problems[i++ % problems.size()], tally);
            reportSoloist(state, tally);
        };
        configure(benchmark::RegisterBenchmark(name.c_str(), run), int(problems.size()));
    }
}

// Every contract of each game on full deals (`soloist table`): one deal per
// game in the quick set, two in the full set. Solo Whist's table holds four
// misères (one per declarer), minutes each: one deal, full set only.
void registerGameTableBenchmarks() {
    for (const GameSetup& g : gameSetups()) {
        const bool slow = std::string(g.game) == "solo-whist";
        const int deals = slow ? (gFull ? 1 : 0) : (gFull ? 2 : 1);
        if (deals == 0) continue;
        std::vector<json> tables = gameProblems(g);
        tables.resize(deals);
        for (json& deal : tables) deal.erase("contract");
        auto run = [tables](benchmark::State& state) {
            double nodes = 0;
            size_t i = 0;
            for (auto _ : state) {
                soloist::TableOptions options;
                options.threads = 1;
                const json table = soloist::tableJson(tables[i++ % tables.size()], options);
                if (table.contains("error")) {
                    state.SkipWithError(("soloist: " + table["error"].dump()).c_str());
                    break;
                }
                nodes += table["stats"]["nodes"].get<double>();
            }
            state.counters["tables"] = double(state.iterations());
            state.counters["nodes/table"] = state.iterations() ? nodes / double(state.iterations()) : 0;
        };
        configure(benchmark::RegisterBenchmark((std::string("BM_GameTable/") + g.game).c_str(), run), deals);
    }
}

// --dump_problems: every problem the soloist benchmarks solve, as JSON Lines.
void dumpProblems() {
    const auto& deals = bridgeDeals();
    for (int k = 0; k < contractDeals(); ++k) {
        json p = bridgeProblem(deals[k], k % 4, k % 5);
        p["id"] = "bridge-contract-" + std::to_string(k);
        std::puts(p.dump().c_str());
    }
    for (int k = 0; k < tableDeals(); ++k)
        for (int strain = 0; strain < 5; ++strain)
            for (int declarer = 0; declarer < 4; ++declarer) {
                json p = bridgeProblem(deals[k], declarer, strain);
                p["id"] = "bridge-table-" + std::to_string(k) + "-" + kStrains[strain] + std::to_string(declarer);
                std::puts(p.dump().c_str());
            }
    for (const GameSetup& g : gameSetups())
        for (const json& p : gameProblems(g)) std::puts(p.dump().c_str());
}

// An environment switch: set, and neither empty nor "0".
bool envFlag(const char* name) {
    const char* value = std::getenv(name);
    return value && std::string(value) != "" && std::string(value) != "0";
}

}  // namespace

int main(int argc, char** argv) {
    gFull = envFlag("SOLOIST_BENCH_FULL");
    gPerDeal = envFlag("SOLOIST_BENCH_PER_DEAL");
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == "--dump_problems") {
            dumpProblems();
            return 0;
        }

    registerBridgeBenchmarks();
    registerGameBenchmarks();
    registerGameTableBenchmarks();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::AddCustomContext("deal_set", gFull ? "full (SOLOIST_BENCH_FULL=1)" : "quick");
    warmUpSoloist();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
