// soloist.deal's arguments as the deal generator's DealSpec, the same
// choices `soloist deal` offers on its command line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "io/deal_generator.h"

namespace soloist::python {

struct DealRequest {
    std::string game;
    uint64_t seed = 1;
    std::vector<std::string> contractTypes;  // empty: no contract; {"any"}: every type of the game
    std::string declarer = "random";         // a seat, or random
    std::string trump = "random";            // S H D C N, random or longest
    std::string choices = "random";          // random or solver
    std::optional<std::string> variantJson;  // a JSON object copied into every problem
};

// Throws DealSpecError naming what is wrong.
DealSpec dealSpecFor(const DealRequest& request);

}  // namespace soloist::python
