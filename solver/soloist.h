// The library's front door: docs/FORMAT.md problems in, docs/FORMAT.md results out.
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

struct SolveOptions {
    bool leads = false;   // add the value of every legal card for the seat to play
    int threads = 0;      // 0: all cores
    // "exact" (the exact value) or "makeable" (only whether the contract
    // makes and its outcome, with the bounds proven). A problem's own
    // "question" field wins.
    std::string question = "exact";
    // Milliseconds one problem's searches may take (0: no limit); past it the
    // result carries the bounds proven and "exact": false. A problem's own
    // "budget_ms" field wins.
    double budgetMs = 0;
};

// Size in MB of the transposition table each worker thread keeps (default
// 64); a thread's table is remade at this size when it next starts work.
void setTableMemory(size_t megabytes);

// Solves one problem given as a docs/FORMAT.md JSON object. Never throws on bad
// input: an unreadable or illegal problem yields {"id": ..., "error": "..."}.
nlohmann::json solveJson(const nlohmann::json& problem, const SolveOptions& options = {});

// The solve result plus "lead_groups": the legal cards of the seat to play,
// best first, cards of equal value grouped. Never throws on bad input.
nlohmann::json leadsJson(const nlohmann::json& problem, const SolveOptions& options = {});

struct TableOptions {
    std::string vulnerable = "none";   // bridge: "none" | "ns" | "ew" | "both"; a deal's own "vulnerable" wins
    int threads = 0;                   // 0: all cores
};

// Every contract of the game for every declarer and trump on one deal, the
// best contract per seat and the double-dummy contract (bridge: the 4 x 5
// table and par). Never throws on bad input.
nlohmann::json tableJson(const nlohmann::json& deal, const TableOptions& options = {});

}  // namespace soloist
