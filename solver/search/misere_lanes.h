// Misère facts about one lane, shared by the bounds and the move order.
#pragma once

#include "cards/card_set.h"

namespace soloist {

// A lone seat whose k-th lowest card of a lane is below the others' k-th
// lowest (k up to the shorter holding) can play under every card they lead
// there, round after round (see Search::misereDuckBound).
inline bool ducksInLane(CardSet mine, CardSet theirs) {
    for (; mine && theirs; mine &= mine - 1, theirs &= theirs - 1)
        if (lowestIndex(mine) > lowestIndex(theirs)) return false;
    return true;
}

}  // namespace soloist
