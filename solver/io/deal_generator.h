// Seeded random deals of any game, as docs/FORMAT.md problems (or bare deals
// without a contract). Deal `index` of a seed is the same on every machine:
// the random source is fully specified (cards/random_source.h), the pack is
// shuffled by our own Fisher-Yates, and each deal has its own stream.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/game.h"
#include "io/contract_recipes.h"

namespace soloist {

// A spec that cannot give legal deals (unknown type, trump not allowed, ...).
struct DealSpecError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

struct DealSpec {
    const Game* game = nullptr;
    uint64_t seed = 0;
    // One drawn per deal; empty: deals without a contract.
    std::vector<std::string> contractTypes;
    ContractWishes wishes;
    nlohmann::json variant = nullptr;  // copied into every problem when set
};

// Throws DealSpecError naming what is wrong.
void checkDealSpec(const DealSpec& spec);

// The problem with id "<game>-<seed>-<index>": hands (printed notation), the
// widow for Six-Bid games, and a legal contract drawn per the spec. A deal on
// which the drawn contract is not legal is dealt again from the same stream.
// Throws DealSpecError when no legal contract turns up at all.
nlohmann::ordered_json generateDeal(const DealSpec& spec, uint64_t index);

// "0:AK7.QJ..T98 ..." (bridge: "N:..."), docs/FORMAT.md's one-line deal; a widow
// follows the hands as one more field.
std::string pbnDealLine(const nlohmann::ordered_json& deal, const Game& game);

}  // namespace soloist
