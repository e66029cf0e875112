// What the text and HTML reports both read from a result: a field that may be
// missing, a value as one short cell, a contract as one line, a rate as a
// percentage, and the seat whose card values a lead list shows.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace soloist {

// A field of a record, null when absent (never undefined behaviour on const json).
nlohmann::json reportField(const nlohmann::json& record, const std::string& key);

// A value as a table cell: "-" for null, "yes"/"no", arrays space-separated.
std::string cellText(const nlohmann::json& value);

// The record's "game", or "" when it has none.
std::string gameOf(const nlohmann::json& record);

// "4S by N, trump S, target 10, call HA"
std::string contractLine(const std::string& game, const nlohmann::json& contract);

// 0.6234 -> "62.3%"; "-" when not a number.
std::string percentText(const nlohmann::json& rate);

// The seat whose cards a leads list values ("to_play"), when the result says.
std::optional<int> seatToPlay(const nlohmann::json& result);

// Whose count a result's values are: "the declarer side's tricks (N S)",
// "seat 2's points".
std::string valueOwner(const std::string& game, const nlohmann::json& result);

}  // namespace soloist
