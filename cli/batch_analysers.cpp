#include "batch_analysers.h"

#include "facade/soloist.h"

namespace soloist::cli {

std::optional<Analyser> analyserNamed(const std::string& name, const AnalyserSettings& settings, std::string& why) {
    // The batch spreads deals over the threads; leads and table also split one
    // deal's work (threads 0: within the batch's --threads limit).
    if (name == "solve") {
        const SolveOptions options = settings.solve;
        return Analyser([options](const nlohmann::json& p) { return solveJson(p, options); });
    }
    if (name == "leads") return Analyser([](const nlohmann::json& p) { return leadsJson(p, SolveOptions{}); });
    if (name == "table") {
        TableOptions options;
        options.vulnerable = settings.vulnerable;
        return Analyser([options](const nlohmann::json& deal) { return tableJson(deal, options); });
    }
    why = "unknown analysis \"" + name + "\" (solve, leads or table)";
    return std::nullopt;
}

bool analysisNeedsContract(const std::string& name) { return name != "table"; }

}  // namespace soloist::cli
