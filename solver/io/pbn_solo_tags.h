// The contract tags of soloist's PBN-style records for the Solo games
// (docs/FORMAT.md#pbn-records): Contract holds the contract type ("solo",
// "misere", ...), Declarer the seat number, and Trump, Call, Partner, Give
// and Discard the contract's other fields, each in its own tag.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"

namespace soloist {

using PbnTags = std::vector<std::pair<std::string, std::string>>;

// The contract the tags describe, as a FORMAT.md contract; nullopt when
// there is no Contract tag or it is "Pass". Throws ProblemError naming the
// tag it cannot read.
std::optional<nlohmann::json> soloPbnContract(const PbnTags& tags, const Game& game);

// A FORMAT.md contract as those tags, Contract first.
PbnTags soloContractTags(const nlohmann::json& contract);

}  // namespace soloist
