// `--format text`: results as people read them, a hand diagram and tables
// with aligned columns. Each takes the input record and its JSON result.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

std::string solveText(const nlohmann::json& problem, const nlohmann::json& result);
std::string leadsText(const nlohmann::json& problem, const nlohmann::json& result);
std::string playText(const nlohmann::json& problem, const nlohmann::json& result);
std::string tableText(const nlohmann::json& deal, const nlohmann::json& result);
std::string simulateText(const nlohmann::json& problem, const nlohmann::json& result);

}  // namespace soloist
