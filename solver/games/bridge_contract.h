// A bridge contract as a value: the problem reader finds it once in the
// written type ("4S", "N"), and the rules read the level and strain.
#pragma once

#include <string>

#include "cards/card.h"

namespace soloist {

struct BridgeContract {
    int level = 0;          // 1..7; 0: a strain alone, tricks only
    int strain = kNoTrump;  // a Suit, or kNoTrump
    bool operator==(const BridgeContract&) const = default;
};

// The contract as results write it: "4S", "N".
std::string bridgeContractName(const BridgeContract& contract);

}  // namespace soloist
