// The library's front door: docs/FORMAT.md problems in, docs/FORMAT.md results out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

struct SolveOptions {
    bool leads = false;   // add the value of every legal card for the seat to play
    // 0: all cores. leads: the threads its cards go to; solve: idle ones
    // help the search (1: none helps).
    int threads = 0;
    // "exact" (the exact value) or "makeable" (only whether the contract
    // makes and its outcome, with the bounds proven). A problem's own
    // "question" field wins.
    std::string question = "exact";
    // Milliseconds one problem's searches may take (0: no limit); past it the
    // result carries the bounds proven and "exact": false. A problem's own
    // "budget_ms" field wins.
    double budgetMs = 0;
};

// Size in MB of the transposition tables each worker thread keeps (default
// 64 here; the command line and the Python module give up to 256, see
// cli/table_memory.h): its own, and a sixteenth for the table a search shares with the
// threads that help it (solveJson); a thread's table is remade at this size
// when it next starts work.
void setTableMemory(size_t megabytes);

// Solves one problem given as a docs/FORMAT.md JSON object. Never throws on bad
// input: an unreadable or illegal problem yields {"id": ..., "error": "..."}.
nlohmann::json solveJson(const nlohmann::json& problem, const SolveOptions& options = {});

// The solve result plus "lead_groups": the legal cards of the seat to play,
// best first, cards of equal value grouped. Never throws on bad input.
nlohmann::json leadsJson(const nlohmann::json& problem, const SolveOptions& options = {});

struct SimulateOptions {
    int samples = 100;
    uint64_t seed = 1;
    bool allContracts = false;  // every contract the declarer could choose
    bool leads = false;         // every opening card over the samples (one contract)
    std::string question = "exact";  // or "makeable"; a problem's own "question" wins
    double budgetMs = 0;             // per sample and contract; 0: no limit
    int threads = 0;                 // 0: all cores (or the caller's task arena)
    bool keepSamples = false;        // adds "sample_records"
    std::function<void(int done, int total)> progress;
};

// A problem plus "play" (the cards played in order from its position),
// judged card by card (docs/PLAY.md): the value before and after each card,
// its cost and the cards that kept the value. An illegal card yields the
// cards before it plus "error" naming "play[i]". Never throws on bad input.
nlohmann::json playJson(const nlohmann::json& problem);

struct TableOptions {
    std::string vulnerable = "none";   // bridge: "none" | "ns" | "ew" | "both"; a deal's own "vulnerable" wins
    int threads = 0;                   // 0: all cores
    double budgetMs = 0;               // per contract of the Solo games; 0: no limit
    std::string question = "exact";    // or "makeable": each Solo contract settled by class only
    // Told, from the solving threads, of the contracts to solve once they are
    // known (`added`) and of each one solved (`solved`): for progress reports.
    std::function<void(size_t added, size_t solved)> progress;
};

// Every contract of the game for every declarer and trump on one deal, the
// best contract per seat and the double-dummy contract (bridge: the 4 x 5
// table and par). Never throws on bad input.
nlohmann::json tableJson(const nlohmann::json& deal, const TableOptions& options = {});

// Judges a hand before the play: the unseen cards of `problem` (null hands,
// a null widow) dealt at random `samples` times, consistent with its
// "constraints", each sample solved; per contract the chance of making it,
// the spread of tricks or points and the expected score. Never throws on bad
// input.
nlohmann::json simulateJson(const nlohmann::json& problem, const SimulateOptions& options = {});

}  // namespace soloist
