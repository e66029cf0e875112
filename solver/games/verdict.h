// How a game reads a final value: the fields of a result (docs/FORMAT.md)
// as plain values; io/ writes them as JSON.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace soloist {

// A side answer of the trick games: can the declarer side win the first
// `count` tricks of the deal in a row?
struct FirstTricksAnswer {
    int count = 0;
    bool makeable = false;
    bool operator==(const FirstTricksAnswer&) const = default;
};

// The value of a game-specific verdict field; std::monostate stands for
// null (the field is not the same for every value the result may have).
using ExtraValue = std::variant<std::monostate, bool, int, std::string, FirstTricksAnswer>;

// A game-specific verdict field (all_tricks, first_tricks, note). The
// fields differ from game to game, so they are kept as a list of named
// values rather than struct members: a game adds one without touching the
// result types, and io/ writes each under its name.
struct ExtraField {
    std::string name;
    ExtraValue value;
    bool operator==(const ExtraField&) const = default;
};

// How a game reads an answer. An unset field is written as null.
struct Verdict {
    std::optional<int> tricks;
    std::optional<int> points;
    std::optional<std::string> outcome;
    std::optional<bool> makeable;
    std::optional<int> score;
    std::vector<ExtraField> extra;  // names unique

    // Sets the field `name`, replacing its value when it is already there.
    void setExtra(std::string_view name, ExtraValue value);
    // The field `name`, or nullptr.
    const ExtraValue* findExtra(std::string_view name) const;
};

// The value shown for one card in a leads list (and before and after a
// card in a played sequence): the count, and Ombre's result class.
struct LeadValue {
    std::optional<int> tricks;
    std::optional<int> points;
    std::optional<std::string> outcome;
    bool operator==(const LeadValue&) const = default;
};

}  // namespace soloist
