#include "games/bridge_contract.h"

namespace soloist {

std::string bridgeContractName(const BridgeContract& contract) {
    const char strain = contract.strain == kNoTrump ? 'N' : "SHDC"[contract.strain];
    return (contract.level ? std::to_string(contract.level) : std::string()) + strain;
}

}  // namespace soloist
