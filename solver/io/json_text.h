// JSON text that cannot bring a run down, whatever the input: parsing that
// turns every failure into a message (bad syntax, a number out of range,
// nesting too deep to print back), writing that replaces bytes which are not
// UTF-8, and short excerpts of values for error messages.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace soloist {

// Deeper values are refused: printing one back (nlohmann's dump) recurses
// once per level, and no problem nests more than a few levels.
constexpr int kMaxJsonNesting = 256;

// The value of `text`, or nullopt with `error` saying why not ("malformed
// JSON: ...", "a number out of range: ...", "JSON nested deeper than ...").
std::optional<nlohmann::json> parseJsonText(std::string_view text, std::string& error);

// One line of JSON; bytes that are not UTF-8 become U+FFFD instead of throwing.
std::string jsonLine(const nlohmann::json& value);

// A value as an error message quotes it: compact JSON cut to a few dozen
// characters, containers elided past a few levels.
std::string jsonExcerpt(const nlohmann::json& value);

}  // namespace soloist
