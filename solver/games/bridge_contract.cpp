#include "games/bridge_contract.h"

#include "cards/notation.h"

namespace soloist {

std::string bridgeContractName(const BridgeContract& contract) {
    return (contract.level ? std::to_string(contract.level) : std::string()) + strainLetter(contract.strain);
}

}  // namespace soloist
