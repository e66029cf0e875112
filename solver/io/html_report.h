// `--format html`: each analysis's result as one <section> of an HTML page
// (solver/io/html_page.h puts the sections into a document). Each takes the
// input record and its JSON result, as the text reports do; every string
// from the input is escaped.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

std::string solveHtml(const nlohmann::json& problem, const nlohmann::json& result);
std::string leadsHtml(const nlohmann::json& problem, const nlohmann::json& result);
std::string tableHtml(const nlohmann::json& deal, const nlohmann::json& result);
std::string playHtml(const nlohmann::json& problem, const nlohmann::json& result);
std::string simulateHtml(const nlohmann::json& problem, const nlohmann::json& result);

}  // namespace soloist
