// A Solo game's `table` result in soloist's PBN-style tags (docs/FORMAT.md#pbn-records),
// made after PBN's OptimumResultTable: a column header, then one row per entry.
//   [ContractTable "Contract;Declarer;Trump;Call;Partner;Tricks;Points;Outcome;Score"]
//   solo 0 S - - 6 - made 4          ('-': the entry has no such value)
//   [ReachedContract "simple 0 C HA - 8"]   the contract the table reaches, then its score
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace soloist {

std::vector<std::string> soloTableTagLines(const nlohmann::json& table);

}  // namespace soloist
