// Writing PBN records (PBN 2.1 export syntax: one '[Name "value"]' tag a line,
// a blank line between games), for bridge and for the Solo games'
// PBN-style records (docs/FORMAT.md#pbn-records).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace soloist {

// '[Name "value"]', the value's quotes and backslashes escaped.
std::string pbnTagLine(const std::string& name, const std::string& value);

// The file header of an export-format PBN file ("% PBN 2.1", "% EXPORT").
std::string pbnFileHeader();

// A FORMAT.md problem (a whole deal) as a PBN record: Event, Site, Date,
// Board; bridge: Dealer (`dealer`, else by the board number's rotation),
// Vulnerable (the problem's own, else none), Deal, and Declarer and
// Contract when the problem has a contract; the Solo games: Game, Deal in the
// game's notation (seat numbers, the widow after the hands), the contract
// tags of io/pbn_solo_tags.h and a Variant tag.
std::vector<std::string> pbnRecordOfProblem(const nlohmann::json& problem, const Game& game, long board,
                                            const std::string& event, std::optional<int> dealer = std::nullopt);

}  // namespace soloist
