// The contract table of one deal: every contract type of the game for every
// declarer and every trump it allows, solved; the best contract each seat can
// make and the contract the table reaches double dummy (docs/RULINGS.md).
// Bridge: the 4 x 5 double-dummy table and par.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

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

// The table of docs/FORMAT.md (io/contract_table.h builds it from a JSON deal,
// io/table_json.h writes it).
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

class Game;

// Higher is better for the declarer: makeable, then score, then tricks or
// points; unset values rank lowest. Every contract with a choice of call
// wants more tricks.
std::vector<double> contractMerit(const SolveResult& result);

// Solo games: each seat's best contract that makes and the contract the table
// reaches (`best`, `reached`), read off `out.entries`.
void addBestContracts(TableResult& out, const Game& game);

// Bridge: the trick table of the 20 entries, each seat's highest contract that
// makes, and par.
BridgeAnalysis bridgeAnalysis(const std::vector<SolveResult>& entries, Vulnerability vulnerable);

}  // namespace soloist
