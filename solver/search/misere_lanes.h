// Misère facts about one lane, shared by the bounds and the move order.
#pragma once

#include "cards/card_set.h"

namespace soloist {

// A lone seat whose k-th lowest card of a lane is below the others' k-th
// lowest, for k up to the shorter holding and up to `rounds`, can play under
// every card they lead there, round after round (see
// misere_escape.cpp). `rounds`: how often the others can still lead
// the lane, their longest holding in it (every one of them that holds the
// lane follows each round), so later ranks never come to be compared.
inline bool ducksInLane(CardSet mine, CardSet theirs, int rounds = 64) {
    for (; mine && theirs && rounds > 0; mine &= mine - 1, theirs &= theirs - 1, --rounds)
        if (lowestIndex(mine) > lowestIndex(theirs)) return false;
    return true;
}

// The seat's lowest cards of a lane that duck on their own (see ducksInLane),
// as if they were all it held there: all of them in a lane that ducks.
inline CardSet duckingLowest(CardSet mine, CardSet theirs, int rounds) {
    CardSet low = 0;
    for (; mine && theirs && rounds > 0; mine &= mine - 1, theirs &= theirs - 1, --rounds) {
        if (lowestIndex(mine) > lowestIndex(theirs)) return low;
        low |= bitOf(lowestIndex(mine));
    }
    return low | mine;
}

}  // namespace soloist
