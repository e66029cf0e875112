// Pieces every HTML report section shares: its opening with the record's id
// and game, the error box, the verdict (contract, outcome and counts) and
// the numbers of a result written for a page.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

// "<section class=\"record\"><header>...</header>" for the record's id and game.
std::string sectionStart(const nlohmann::json& result, const std::string& kind);

// A whole section for a record that failed: its id and the error.
std::string errorSection(const nlohmann::json& result, const std::string& kind);

// The outcome as a coloured pill: made-like outcomes green, failed-like red.
std::string outcomePill(const nlohmann::json& outcome, const nlohmann::json& makeable);

// The contract in large type with its outcome, then the result's fields.
std::string verdictHtml(const nlohmann::json& result);

// A count, or its proven range "3–5" when a budget or the makeable question
// left it open.
std::string countHtml(const nlohmann::json& entry);

// What a contract's counts run to: the tricks of a deal, or the card points
// of the pack.
double countScale(const std::string& game, bool points);

}  // namespace soloist
