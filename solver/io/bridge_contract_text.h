// A bridge contract type as problems write it: a strain ("N", "s"), or a
// level 1-7 and a strain ("4S"); the strain letter in either case.
#pragma once

#include <optional>
#include <string_view>

#include "games/bridge_contract.h"

namespace soloist {

// The contract `type` names; nullopt for anything else ("4NT", "8S").
std::optional<BridgeContract> parseBridgeContract(std::string_view type);

}  // namespace soloist
