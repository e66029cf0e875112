// The objective's two sides as seat masks, read on the search's hot paths:
// the seats whose tricks or points count, and the seats that want the value
// high.
#pragma once

#include <cstdint>

#include "search/objective.h"

namespace soloist {

struct Sides {
    uint8_t counting = 0;
    uint8_t maximizer = 0;

    explicit Sides(const Objective& objective)
        : counting(objective.countingSide), maximizer(objective.maximizer) {}
    bool counts(int seat) const { return (counting >> seat) & 1; }
    bool maximizes(int seat) const { return (maximizer >> seat) & 1; }
    // A trick won by `winner` is good for `seat`: it moves the value the way `seat` wants.
    bool goodFor(int seat, int winner) const { return counts(winner) == maximizes(seat); }
};

}  // namespace soloist
