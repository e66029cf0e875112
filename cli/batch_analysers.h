// The analyses `soloist batch --analysis NAME` runs on each record: one
// function from a docs/FORMAT.md problem (or bare deal) to its JSON result.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "facade/soloist.h"

namespace soloist::cli {

using Analyser = std::function<nlohmann::json(const nlohmann::json&)>;

struct AnalyserSettings {
    std::string vulnerable = "none";  // table: bridge vulnerability for par, unless the deal has its own
    SolveOptions solve;               // solve: --question and --budget-ms
};

// nullopt when `name` is not an analysis this build has; `why` says so.
std::optional<Analyser> analyserNamed(const std::string& name, const AnalyserSettings& settings, std::string& why);

// solve and leads need a contract; table takes a bare deal.
bool analysisNeedsContract(const std::string& name);

}  // namespace soloist::cli
