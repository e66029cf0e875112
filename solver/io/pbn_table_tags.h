// A bridge double-dummy table in PBN 2.1's analysis tags:
//   [DoubleDummyTricks "d8ddad8dda0500105001"]   tricks as hex digits, declarers
//                                                N S E W, strains NT S H D C
//   [OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
//   N NT 13                                      then one row per declarer and
//   ...                                          strain, in that order
//   [OptimumScore "NS 420"]                      the par score, for the side that gains
//   [ParContract "EW 4H"]                        the par contracts, "; " between them
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace soloist {

// Those tag lines for a bridge `table` result (dd_table and par). `dealer`
// (a seat) picks the par for the side that bids first: par.ew_first, where
// the result has one, when East or West deals.
std::vector<std::string> bridgeTableTagLines(const nlohmann::json& table, int dealer);

// A PBN game's `lines` with `tagLines` appended, after dropping the game's
// own DoubleDummyTricks, OptimumResultTable (with its rows), OptimumScore
// and ParContract (and the Solo games' ContractTable with its rows and
// ReachedContract, io/solo_table_tags.h); every other line kept as it was.
std::vector<std::string> withTableTags(const std::vector<std::string>& lines, const std::vector<std::string>& tagLines);

// "4H-EW" -> "EW 4H", "5H*-EW-2" -> "EW 5HX", "3N-NS+1" -> "NS 3NT": a par
// contract of the table result in ParContract's words.
std::string parContractInPbn(const std::string& contract);

}  // namespace soloist
