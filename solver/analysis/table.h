// The contract table of one deal: every contract type of the game for every
// declarer and every trump it allows, solved; the best contract each seat can
// make and the contract the table reaches double dummy (docs/RULINGS.md).
// Bridge: the 4 x 5 double-dummy table and par.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/bridge_par.h"
#include "analysis/skipped_contract.h"
#include "analysis/solve.h"

namespace soloist {

// Bridge: a seat's highest contract that makes, read off the trick table.
struct BridgeBid {
    int level = 0;
    int strain = 0;  // S H D C N: 0..4, as TrickTable
    int declarer = 0;
    int tricks = 0;
    int score = 0;
};

struct BridgeAnalysis {
    Vulnerability vulnerable;
    TrickTable tricks{};
    std::vector<std::optional<BridgeBid>> best;  // per seat
    ParResult par;                              // North-South bidding first
    std::optional<ParResult> ewFirst;           // when East-West first gives another par
};

// The table of docs/FORMAT.md (io/ writes it as JSON).
struct TableResult {
    std::string idJson = "null";  // as Problem::idJson
    std::string game;
    std::vector<SolveResult> entries;  // each contract's solve result (written without id, game, stats)
    std::vector<SkippedContract> skipped;
    // Reported when the question was "makeable" or a budget was set.
    std::optional<Question> question;
    bool exact = true;
    int budgetExhausted = 0;  // entries cut short
    // Solo games: each seat's best contract that makes and the contract the
    // table reaches, as indexes into `entries`.
    std::vector<std::optional<size_t>> best;
    std::optional<size_t> reached;
    std::optional<BridgeAnalysis> bridge;
    SearchStats stats;
};

// `deal`: a docs/FORMAT.md problem whose `contract` is ignored. Bridge deals may
// carry "vulnerable" ("none", "ns", "ew", "both"); `defaultVulnerable` is used
// otherwise. Contracts illegal on the deal are listed under "skipped" with the
// reason. Entries are solved in parallel (`threads` 0: all cores). Throws
// ProblemError when the deal itself cannot be read.
// `asked`: the question and budget for each contract of the Solo games
// (bridge tables stay exact: they take milliseconds and par needs every
// count). An entry cut short or settled only by class carries its proven
// bounds, and the table says "exact": false.
TableResult contractTable(const nlohmann::json& deal, const std::string& defaultVulnerable, int threads = 0,
                          const SolveRequest& asked = {});

}  // namespace soloist
