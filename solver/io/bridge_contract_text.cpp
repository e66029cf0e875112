#include "io/bridge_contract_text.h"

#include <cctype>

namespace soloist {

std::optional<BridgeContract> parseBridgeContract(std::string_view type) {
    BridgeContract contract;
    if (type.size() == 2 && type[0] >= '1' && type[0] <= '7') {
        contract.level = type[0] - '0';
        type.remove_prefix(1);
    }
    if (type.size() != 1) return std::nullopt;
    static constexpr std::string_view strains = "SHDCN";
    const size_t strain = strains.find(char(std::toupper(static_cast<unsigned char>(type[0]))));
    if (strain == std::string_view::npos) return std::nullopt;
    contract.strain = strain == 4 ? kNoTrump : int(strain);
    return contract;
}

}  // namespace soloist
