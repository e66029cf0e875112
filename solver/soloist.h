// The library's front door: FORMAT.md problems in, FORMAT.md results out.
#pragma once

#include <nlohmann/json.hpp>

namespace soloist {

struct SolveOptions {
    bool leads = false;   // add the value of every legal card for the seat to play
    int threads = 0;      // 0: all cores
};

// Solves one problem given as a FORMAT.md JSON object. Never throws on bad
// input: an unreadable or illegal problem yields {"id": ..., "error": "..."}.
nlohmann::json solveJson(const nlohmann::json& problem, const SolveOptions& options = {});

}  // namespace soloist
